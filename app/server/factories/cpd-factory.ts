import { DEFAULT_CERTIFICATE_TITLE } from "~/features/certificates/certificates.schema";
import { createId } from "~/lib/ids";
import type { DatabaseExecutor } from "~db/executor";
import type { CpdCourse, CpdEnrolledUser } from "~db/schema";

/** CPD course records and enrolled users for tests and the demo seed (decision 0006). */
function buildCpdCourse(overrides: Partial<CpdCourse> = {}): CpdCourse {
  const now = new Date().toISOString();
  return {
    id: createId(),
    course_name: "ISO 15189:2022 for Medical Laboratories: Requirements and Internal Audit",
    course_description:
      "Two days on the 2022 edition of ISO 15189: risk-based thinking, the new point-of-care testing requirements, and how to plan, run and report an internal audit that SANAS assessors will trust.",
    instructor_name: "Dr Nomvula Mahlangu",
    instructor_signature_url: "",
    facilitator_name: "Pieter van der Merwe",
    facilitator_organization: "Campus Quality Consulting",
    location: "Birchwood Conference Centre, Boksburg",
    allocated_points: "3",
    clinical_points: "2",
    ethics_points: "1",
    provider_activity_number: `MT-2026-${createId().slice(0, 4).toUpperCase()}`,
    course_code: `ISO15189-${createId().slice(0, 4).toUpperCase()}`,
    duration: "2 days",
    accreditor: "HPCSA",
    cpd_body_id: "cpdbodyhpc",
    cpd_level: "Level 2",
    activity_start_date: "2026-03-10",
    activity_end_date: "2026-03-11",
    created_by_user_id: null,
    created_at: now,
    updated_at: now,
    version: 1,
    validity_months: null,
    renewal_url: "",
    ...overrides,
  };
}

export async function insertCpdCourse(db: DatabaseExecutor, overrides: Partial<CpdCourse> = {}) {
  const course = buildCpdCourse(overrides);
  await db.insertInto("cpd_courses").values(course).execute();
  return course;
}

function buildEnrolledUser(cpdCourseId: string, overrides: Partial<CpdEnrolledUser> = {}): CpdEnrolledUser {
  const now = new Date().toISOString();
  const suffix = createId();
  return {
    id: createId(),
    cpd_course_id: cpdCourseId,
    name: "Lindiwe Zulu",
    email: `lindiwe-${suffix}@example.test`,
    id_number: "8704150234086",
    title: DEFAULT_CERTIFICATE_TITLE,
    allocated_points: "3",
    certificate_number: `CPD-TEST-${suffix.toUpperCase()}`,
    completion_date: "2026-03-11T12:00:00.000Z",
    created_at: now,
    updated_at: now,
    version: 1,
    ...overrides,
  };
}

export async function insertEnrolledUser(
  db: DatabaseExecutor,
  cpdCourseId: string,
  overrides: Partial<CpdEnrolledUser> = {},
) {
  const user = buildEnrolledUser(cpdCourseId, overrides);
  await db.insertInto("cpd_enrolled_users").values(user).execute();
  return user;
}
