import { type KeysetPage, type KeysetRequest, readNewestFirstPage } from "~/lib/pagination";
import type { DatabaseExecutor } from "~db/executor";

/** A CPD course record as systems outside the screens read it (the REST API maps it to JSON). */
export interface CpdCourseRecord {
  id: string;
  courseName: string;
  courseDescription: string;
  courseCode: string;
  instructorName: string;
  facilitatorName: string;
  facilitatorOrganization: string;
  location: string;
  allocatedPoints: string;
  clinicalPoints: string;
  ethicsPoints: string;
  providerActivityNumber: string;
  accreditor: string;
  cpdLevel: string;
  duration: string;
  activityStartDate: string;
  activityEndDate: string;
  createdAt: string;
  updatedAt: string;
}

/** One enrolled user of a CPD course record, without the ID number (no reader outside the screens needs it). */
export interface EnrolledUserRecord {
  id: string;
  cpdCourseId: string;
  title: string;
  name: string;
  email: string;
  allocatedPoints: string;
  certificateNumber: string;
  completionDate: string;
  createdAt: string;
}

/** Every CPD course record, newest first, a page after `after`. */
export async function listCpdCourseRecords(
  db: DatabaseExecutor,
  request: KeysetRequest,
): Promise<KeysetPage<CpdCourseRecord>> {
  const select = db
    .selectFrom("cpd_courses")
    .select([
      "id",
      "course_name",
      "course_description",
      "course_code",
      "instructor_name",
      "facilitator_name",
      "facilitator_organization",
      "location",
      "allocated_points",
      "clinical_points",
      "ethics_points",
      "provider_activity_number",
      "accreditor",
      "cpd_level",
      "duration",
      "activity_start_date",
      "activity_end_date",
      "created_at",
      "updated_at",
    ]);
  return readNewestFirstPage(select, "cpd_courses", request, (row) => ({
    id: row.id,
    courseName: row.course_name,
    courseDescription: row.course_description,
    courseCode: row.course_code,
    instructorName: row.instructor_name,
    facilitatorName: row.facilitator_name,
    facilitatorOrganization: row.facilitator_organization,
    location: row.location,
    allocatedPoints: row.allocated_points,
    clinicalPoints: row.clinical_points,
    ethicsPoints: row.ethics_points,
    providerActivityNumber: row.provider_activity_number,
    accreditor: row.accreditor,
    cpdLevel: row.cpd_level,
    duration: row.duration,
    activityStartDate: row.activity_start_date,
    activityEndDate: row.activity_end_date,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

/** A course record's enrolled users, newest first, a page after `after`; undefined when there is no such record. */
export async function listEnrolledUserRecords(
  db: DatabaseExecutor,
  cpdCourseId: string,
  request: KeysetRequest,
): Promise<KeysetPage<EnrolledUserRecord> | undefined> {
  const course = await db.selectFrom("cpd_courses").select("id").where("id", "=", cpdCourseId).executeTakeFirst();
  if (!course) return undefined;
  const select = db
    .selectFrom("cpd_enrolled_users")
    .select([
      "id",
      "cpd_course_id",
      "title",
      "name",
      "email",
      "allocated_points",
      "certificate_number",
      "completion_date",
      "created_at",
    ])
    .where("cpd_course_id", "=", cpdCourseId);
  return readNewestFirstPage(select, "cpd_enrolled_users", request, (row) => ({
    id: row.id,
    cpdCourseId: row.cpd_course_id,
    title: row.title,
    name: row.name,
    email: row.email,
    allocatedPoints: row.allocated_points,
    certificateNumber: row.certificate_number,
    completionDate: row.completion_date,
    createdAt: row.created_at,
  }));
}
