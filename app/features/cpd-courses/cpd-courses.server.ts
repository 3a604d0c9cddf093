import { isoFromDateInput } from "~/lib/form-fields";
import { createId } from "~/lib/ids";
import { updateAtVersion, type VersionedSave } from "~/lib/versioned-update.server";
import type { DatabaseExecutor } from "~db/executor";
import type { CpdCourse, CpdEnrolledUser } from "~db/schema";
import { everyWordInColumns } from "~db/sql-helpers";
import type { CourseFormInput, EditCourseOverlayInput, EnrolledUserInput } from "./cpd-courses.schema";
import * as m from "./messages";

// ---------------------------------------------------------------------------------------------
// Courses

/** A course card on the courses list. */
export interface CpdCourseCard {
  id: string;
  courseName: string;
  instructorName: string;
  location: string;
  courseDescription: string;
  courseCode: string;
  enrolledCount: number;
}

const SEARCHED_COLUMNS = [
  "cpd_courses.course_name",
  "cpd_courses.course_code",
  "cpd_courses.instructor_name",
  "cpd_courses.location",
] as const;

/** A card's columns: selected, and grouped by for the enrolment count (PostgreSQL names every one). */
const CARD_COLUMNS = [
  "cpd_courses.id",
  "cpd_courses.course_name",
  "cpd_courses.instructor_name",
  "cpd_courses.location",
  "cpd_courses.course_description",
  "cpd_courses.course_code",
  "cpd_courses.created_at",
] as const;

/** The course list, newest first; every word of q is in the name, code, instructor or location (any case). */
export async function listCpdCourses(db: DatabaseExecutor, query = ""): Promise<CpdCourseCard[]> {
  let select = db
    .selectFrom("cpd_courses")
    .leftJoin("cpd_enrolled_users", "cpd_enrolled_users.cpd_course_id", "cpd_courses.id")
    .select((eb) => [...CARD_COLUMNS, eb.fn.count<number>("cpd_enrolled_users.id").as("enrolled_count")])
    .groupBy(CARD_COLUMNS)
    .orderBy("cpd_courses.created_at", "desc")
    .limit(500);
  const everyWord = everyWordInColumns(SEARCHED_COLUMNS, query);
  if (everyWord) select = select.where(everyWord);
  const rows = await select.execute();
  return rows.map((row) => ({
    id: row.id,
    courseName: row.course_name,
    instructorName: row.instructor_name,
    location: row.location,
    courseDescription: row.course_description,
    courseCode: row.course_code,
    enrolledCount: row.enrolled_count,
  }));
}

export function findCpdCourse(db: DatabaseExecutor, id: string): Promise<CpdCourse | undefined> {
  return db.selectFrom("cpd_courses").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The body the form chose, as the course stores it: its id, and its name as certificates print it. */
export interface ChosenBody {
  id: string;
  name: string;
}

function courseColumns(input: CourseFormInput, body: ChosenBody | null) {
  return {
    course_name: input.courseName,
    course_description: input.courseDescription,
    instructor_name: input.instructorName,
    instructor_signature_url: input.instructorSignature,
    facilitator_name: input.facilitatorName,
    facilitator_organization: input.facilitatorOrganization,
    location: input.location,
    allocated_points: input.allocatedPoints,
    clinical_points: input.clinicalPoints,
    ethics_points: input.ethicsPoints,
    provider_activity_number: input.providerActivityNumber,
    course_code: input.courseCode,
    duration: input.duration,
    accreditor: body?.name ?? "",
    cpd_body_id: body?.id ?? null,
    cpd_level: input.cpdLevel,
    activity_start_date: input.activityStartDate,
    activity_end_date: input.activityEndDate,
    validity_months: input.validityMonths === "" ? null : Number(input.validityMonths),
    renewal_url: input.renewalUrl,
  };
}

export async function createCpdCourse(
  db: DatabaseExecutor,
  input: CourseFormInput,
  createdByUserId: string,
  body: ChosenBody | null = null,
): Promise<CpdCourse> {
  const now = new Date().toISOString();
  const course: CpdCourse = {
    id: createId(),
    ...courseColumns(input, body),
    created_by_user_id: createdByUserId,
    created_at: now,
    updated_at: now,
    version: 1,
  };
  await db.insertInto("cpd_courses").values(course).execute();
  return course;
}

export type SaveCourseResult = { ok: true } | { ok: false; reason: "stale" | "not-found" };

/**
 * Saves only if the course is still at the version the form was opened with; otherwise someone
 * else saved in between and nothing is overwritten (the caller keeps the form filled in).
 */
async function updateIfCurrent(
  db: DatabaseExecutor,
  id: string,
  version: number,
  columns: Partial<Omit<CpdCourse, "id" | "version">>,
): Promise<SaveCourseResult> {
  const saved = await updateAtVersion(
    db,
    "cpd_courses",
    { id, version },
    { ...columns, updated_at: new Date().toISOString() },
  );
  if (saved.ok) return { ok: true };
  return { ok: false, reason: saved.reason === "missing" ? "not-found" : "stale" };
}

export function updateCpdCourse(
  db: DatabaseExecutor,
  id: string,
  input: CourseFormInput,
  body: ChosenBody | null = null,
): Promise<SaveCourseResult> {
  return updateIfCurrent(db, id, input.version ?? 0, courseColumns(input, body));
}

/** The 'Edit Course' overlay changes only the fields it shows. */
export function updateCourseDetails(
  db: DatabaseExecutor,
  id: string,
  input: EditCourseOverlayInput,
): Promise<SaveCourseResult> {
  return updateIfCurrent(db, id, input.version, {
    course_name: input.courseName,
    course_description: input.courseDescription,
    instructor_name: input.instructorName,
    facilitator_name: input.facilitatorName,
    facilitator_organization: input.facilitatorOrganization,
    location: input.location,
    duration: input.duration,
    allocated_points: input.allocatedPoints,
    provider_activity_number: input.providerActivityNumber,
    course_code: input.courseCode,
  });
}

// ---------------------------------------------------------------------------------------------
// Enrolled users

export function listEnrolledUsers(db: DatabaseExecutor, cpdCourseId: string): Promise<CpdEnrolledUser[]> {
  return db
    .selectFrom("cpd_enrolled_users")
    .selectAll()
    .where("cpd_course_id", "=", cpdCourseId)
    .orderBy("name")
    .orderBy("created_at")
    .execute();
}

export function findEnrolledUser(db: DatabaseExecutor, id: string): Promise<CpdEnrolledUser | undefined> {
  return db.selectFrom("cpd_enrolled_users").selectAll().where("id", "=", id).executeTakeFirst();
}

type EnrolledUserProblem = Partial<Record<keyof EnrolledUserInput, string>>;

/**
 * Rules that need the database: a certificate number belongs to one person only (here and on
 * issued certificates), and a person (email) is enrolled on a course once.
 */
async function findEnrolmentConflicts(
  db: DatabaseExecutor,
  cpdCourseId: string,
  input: Pick<EnrolledUserInput, "email" | "certificateNumber">,
  exceptEnrolledUserId = "",
): Promise<EnrolledUserProblem> {
  const problems: EnrolledUserProblem = {};
  const numberOnEnrolment = await db
    .selectFrom("cpd_enrolled_users")
    .select("id")
    .where("certificate_number", "=", input.certificateNumber)
    .where("id", "!=", exceptEnrolledUserId)
    .executeTakeFirst();
  const numberOnCertificate = await db
    .selectFrom("certificates")
    .select("id")
    .where("certificate_number", "=", input.certificateNumber)
    .where((eb) =>
      eb.or([eb("cpd_enrolled_user_id", "is", null), eb("cpd_enrolled_user_id", "!=", exceptEnrolledUserId)]),
    )
    .executeTakeFirst();
  if (numberOnEnrolment || numberOnCertificate) problems.certificateNumber = m.certificateNumberInUse();
  const sameEmail = await db
    .selectFrom("cpd_enrolled_users")
    .select("id")
    .where("cpd_course_id", "=", cpdCourseId)
    .where("email", "=", input.email)
    .where("id", "!=", exceptEnrolledUserId)
    .executeTakeFirst();
  if (sameEmail) problems.email = m.emailAlreadyEnrolled();
  return problems;
}

function enrolledUserColumns(input: EnrolledUserInput) {
  return {
    name: input.name,
    email: input.email,
    id_number: input.idNumber,
    title: input.title,
    allocated_points: input.allocatedPoints,
    certificate_number: input.certificateNumber,
    completion_date: isoFromDateInput(input.date),
  };
}

/** A person enrolled on a CPD course: a new row at its first version. */
function newEnrolledUserRow(cpdCourseId: string, input: EnrolledUserInput, now: string): CpdEnrolledUser {
  return {
    id: createId(),
    cpd_course_id: cpdCourseId,
    ...enrolledUserColumns(input),
    created_at: now,
    updated_at: now,
    version: 1,
  };
}

export type EnrolResult = { ok: true; enrolledUser: CpdEnrolledUser } | { ok: false; problems: EnrolledUserProblem };

export async function enrolUser(
  db: DatabaseExecutor,
  cpdCourseId: string,
  input: EnrolledUserInput,
): Promise<EnrolResult> {
  const problems = await findEnrolmentConflicts(db, cpdCourseId, input);
  if (Object.keys(problems).length) return { ok: false, problems };
  const enrolledUser = newEnrolledUserRow(cpdCourseId, input, new Date().toISOString());
  await db.insertInto("cpd_enrolled_users").values(enrolledUser).execute();
  return { ok: true, enrolledUser };
}

export type UpdateEnrolledUserResult = VersionedSave | { ok: false; problems: EnrolledUserProblem };

/**
 * Editing replaces name, email, ID number, points, certificate number, title and date (SPEC 4),
 * only if the user is still enrolled on this course and still at the version the form was loaded
 * with: the course and the version are checked in the statement that writes (decision 0015).
 */
export async function updateEnrolledUser(
  db: DatabaseExecutor,
  cpdCourseId: string,
  enrolledUserId: string,
  loadedVersion: number,
  input: EnrolledUserInput,
): Promise<UpdateEnrolledUserResult> {
  const problems = await findEnrolmentConflicts(db, cpdCourseId, input, enrolledUserId);
  if (Object.keys(problems).length) return { ok: false, problems };
  return updateAtVersion(
    db,
    "cpd_enrolled_users",
    { id: enrolledUserId, version: loadedVersion, scope: { cpd_course_id: cpdCourseId } },
    { ...enrolledUserColumns(input), updated_at: new Date().toISOString() },
  );
}

export async function removeEnrolledUser(db: DatabaseExecutor, cpdCourseId: string, enrolledUserId: string) {
  const result = await db
    .deleteFrom("cpd_enrolled_users")
    .where("id", "=", enrolledUserId)
    .where("cpd_course_id", "=", cpdCourseId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Inserts already-checked rows in one statement per chunk, inside the caller's transaction. */
export async function insertEnrolledUsers(trx: DatabaseExecutor, cpdCourseId: string, inputs: EnrolledUserInput[]) {
  const now = new Date().toISOString();
  const rows = inputs.map((input) => newEnrolledUserRow(cpdCourseId, input, now));
  // SQLite limits bound parameters per statement: 50 rows x 12 columns stays well under it.
  for (let index = 0; index < rows.length; index += 50) {
    await trx
      .insertInto("cpd_enrolled_users")
      .values(rows.slice(index, index + 50))
      .execute();
  }
  return rows;
}

/**
 * SPEC 2 gives course/{id} to both the CPD course form and the student course viewer. The viewer
 * keeps the path; the CPD form lives at course/{id}/edit, and this tells the viewer's loader where
 * a CPD course id belongs (null when the id is not a CPD course).
 */
export async function cpdCourseEditPath(db: DatabaseExecutor, id: string): Promise<string | null> {
  const course = await db.selectFrom("cpd_courses").select("id").where("id", "=", id).executeTakeFirst();
  return course ? `/course/${course.id}/edit` : null;
}
