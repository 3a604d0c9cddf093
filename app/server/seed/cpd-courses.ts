import type { Kysely } from "kysely";
import { insertCpdCourse, insertEnrolledUser } from "~db/factories/cpd-factory";
import type { Database } from "~db/schema";

/** One accredited CPD training with two attendees, so list-courses and course-details have content. */
export async function seedCpdCourses(db: Kysely<Database>) {
  const course = await insertCpdCourse(db, {
    course_name: "ISO 15189:2022 for Medical Laboratories: Requirements and Internal Audit",
    course_code: "ISO15189-IA-2026",
    provider_activity_number: "MT-2026-0412",
    location: "Birchwood Conference Centre, Boksburg",
  });
  await insertEnrolledUser(db, course.id, {
    name: "Lindiwe Zulu",
    email: "lindiwe.zulu@example.com",
    id_number: "MT 0123456",
    certificate_number: "CPD-2026-L1Z0001",
  });
  await insertEnrolledUser(db, course.id, {
    name: "Johan Pretorius",
    email: "johan.pretorius@example.com",
    id_number: "MT 0098765",
    certificate_number: "CPD-2026-J0P0002",
  });
}
