import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import { insertCpdCourse, insertEnrolledUser } from "~/server/factories/cpd-factory";
import type { DatabaseExecutor } from "~db/executor";
import { CATALOGUE_COURSES } from "./catalogue-courses";
import { COMPANY_TRAINING_ROOM, DEMO_STAFF, firstRunStart, runDays, workingDayFrom } from "./demo-company";

const CPD_COURSE_SLUG = "iso-15189-2022-medical-laboratories";

/**
 * The last run of the catalogue's ISO 15189 course as an accredited CPD training with two attendees, so
 * list-courses and course-details have content. The same course as the catalogue's (name, three days,
 * six points a day), given by the same seeded facilitator, in the company's training room, finished
 * about two months before the seed time.
 */
export async function seedCpdCourses(db: DatabaseExecutor, seedTime = new Date()) {
  const catalogueCourse = CATALOGUE_COURSES.find((course) => course.slug === CPD_COURSE_SLUG);
  if (!catalogueCourse) throw new Error(`The CPD demo course needs ${CPD_COURSE_SLUG} in the catalogue`);
  // Its days in a row, never across a weekend or a public holiday (as the schedule's runs).
  const startDate = firstRunStart(workingDayFrom(seedTime, -60), catalogueCourse.days);
  const endDate = runDays(startDate, catalogueCourse.days).at(-1) ?? startDate;
  const points = catalogueCourse.days * 6;
  const year = startDate.slice(0, 4);
  const { site_name: companyName } = await getSiteSettings(db);
  const facilitator = DEMO_STAFF[catalogueCourse.facilitator];
  const course = await insertCpdCourse(db, {
    course_name: catalogueCourse.name,
    course_description: catalogueCourse.subtitle,
    course_code: `ISO15189-${year}`,
    provider_activity_number: `MT-${year}-0412`,
    instructor_name: facilitator.name,
    facilitator_name: facilitator.name,
    facilitator_organization: companyName,
    location: COMPANY_TRAINING_ROOM,
    duration: `${catalogueCourse.days} days`,
    allocated_points: String(points),
    clinical_points: String(points - 3),
    ethics_points: "3",
    activity_start_date: startDate,
    activity_end_date: endDate,
  });
  const completionDate = `${endDate}T14:00:00.000Z`;
  await insertEnrolledUser(db, course.id, {
    name: "Lindiwe Zulu",
    email: "lindiwe.zulu@example.com",
    id_number: "MT 0123456",
    allocated_points: String(points),
    certificate_number: `CPD-${year}-L1Z0001`,
    completion_date: completionDate,
  });
  await insertEnrolledUser(db, course.id, {
    name: "Johan Pretorius",
    email: "johan.pretorius@example.com",
    id_number: "MT 0098765",
    allocated_points: String(points),
    certificate_number: `CPD-${year}-J0P0002`,
    completion_date: completionDate,
  });
}
