import type { ExpressionBuilder } from "kysely";
import { formatDate } from "~/lib/dates";
import { type Outcome, type Refusal, refuse, refuseConflict } from "~/lib/refusal";
import { readOncePerRequest } from "~/lib/request-context.server";
import type { DatabaseExecutor } from "~db/executor";
import type { AssessmentRole, Database } from "~db/schema";
import { isUniqueViolation, matchesTextSearch, USER_TEXT_SEARCH } from "~db/sql-helpers";
import * as m from "./messages";

/**
 * Who marks and who moderates a course's work (decision 0090-assessment-model): named people per
 * course, not a site-wide role, because an assessor is registered for a field and a moderator must
 * not moderate their own marks. An admin assigns them; being an admin or the course's instructor
 * does not make someone an assessor, so every mark names a person who was one.
 */
/**
 * What a person may do in a course's assessment, with the course itself: one statement (the course
 * row, whether they teach it, whether they assess or moderate it), read once per GET however many
 * guards and loaders ask (lib/request-context): the course-assessment pages' guard, their role checks
 * and their course name all come from it (docs/decisions/0119-staff-pages-within-budget.md).
 * Null for an unknown course.
 */
export interface AssessmentAccess {
  course: { id: string; name: string; slug: string };
  /** Listed in course_instructors; it counts only while they are an instructor. */
  teaches: boolean;
  assessor: boolean;
  moderator: boolean;
}

export function readAssessmentAccess(
  db: DatabaseExecutor,
  userId: string,
  courseId: string,
): Promise<AssessmentAccess | null> {
  return readOncePerRequest(`assessment-access:${courseId}:${userId}`, async () => {
    const holds = (eb: ExpressionBuilder<Database, "courses">, role: AssessmentRole) =>
      eb.exists(
        eb
          .selectFrom("assessment_staff")
          .select("assessment_staff.user_id")
          .whereRef("assessment_staff.course_id", "=", "courses.id")
          .where("assessment_staff.user_id", "=", userId)
          .where("assessment_staff.role", "=", role),
      );
    const row = await db
      .selectFrom("courses")
      .select((eb) => [
        "courses.id",
        "courses.name",
        "courses.slug",
        eb
          .exists(
            eb
              .selectFrom("course_instructors")
              .select("course_instructors.user_id")
              .whereRef("course_instructors.course_id", "=", "courses.id")
              .where("course_instructors.user_id", "=", userId),
          )
          .as("teaches"),
        holds(eb, "assessor").as("assessor"),
        holds(eb, "moderator").as("moderator"),
      ])
      .where("courses.id", "=", courseId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      course: { id: row.id, name: row.name, slug: row.slug },
      // SQLite answers EXISTS with 0/1, PostgreSQL with a boolean.
      teaches: Boolean(row.teaches),
      assessor: Boolean(row.assessor),
      moderator: Boolean(row.moderator),
    };
  });
}

async function hasAssessmentRole(
  db: DatabaseExecutor,
  { userId, courseId, role }: { userId: string; courseId: string; role: AssessmentRole },
): Promise<boolean> {
  const access = await readAssessmentAccess(db, userId, courseId);
  return access?.[role] ?? false;
}

/** A refusal when this person does not hold the role for the course, else null. */
export async function refuseUnlessAssessmentRole(
  db: DatabaseExecutor,
  member: { userId: string; courseId: string; role: AssessmentRole },
): Promise<Refusal | null> {
  if (await hasAssessmentRole(db, member)) return null;
  return refuse("forbidden", member.role === "assessor" ? m.notAssessor() : m.notModerator());
}

/**
 * Who may read a course's assessment (gradebook, marking queues, portfolios): admins, the course's
 * instructors (course_instructors) and its assessors and moderators, who may be outside staff
 * given an ordinary account. Null when they may; an unknown course is 'missing' for everyone.
 */
export async function assessmentReadRefusal(
  db: DatabaseExecutor,
  user: { id: string; role: string },
  courseId: string,
): Promise<Refusal | null> {
  const access = await readAssessmentAccess(db, user.id, courseId);
  if (!access) return refuse("missing", m.courseMissing());
  if (user.role === "admin") return null;
  const teaches = user.role === "instructor" && access.teaches;
  return teaches || access.assessor || access.moderator ? null : refuse("forbidden", m.notAssessmentStaff());
}

const STAFF_LISTED = 200;
const PEOPLE_FOUND = 10;

const ASSESSMENT_ROLE_LABELS: Record<AssessmentRole, () => string> = { assessor: m.assessor, moderator: m.moderator };

export interface AssessmentStaffMember {
  userId: string;
  name: string;
  email: string;
  role: AssessmentRole;
  roleLabel: string;
  assignedAt: string;
  assignedByName: string | null;
}

/** A course's assessors and moderators, longest serving first (a course has a handful: bounded). */
export async function listAssessmentStaff(db: DatabaseExecutor, courseId: string, timeZone: string) {
  const rows = await db
    .selectFrom("assessment_staff")
    .innerJoin("user", "user.id", "assessment_staff.user_id")
    .leftJoin("user as assigner", "assigner.id", "assessment_staff.assigned_by_user_id")
    .select([
      "assessment_staff.user_id",
      "assessment_staff.role",
      "assessment_staff.assigned_at",
      "user.name",
      "user.email",
      "assigner.name as assigner_name",
    ])
    .where("assessment_staff.course_id", "=", courseId)
    .orderBy("assessment_staff.assigned_at")
    .orderBy("assessment_staff.user_id")
    .limit(STAFF_LISTED)
    .execute();
  return rows.map(
    (row): AssessmentStaffMember => ({
      userId: row.user_id,
      name: row.name,
      email: row.email,
      role: row.role,
      roleLabel: ASSESSMENT_ROLE_LABELS[row.role](),
      assignedAt: formatDate(row.assigned_at, timeZone),
      assignedByName: row.assigner_name,
    }),
  );
}

/** Accounts an admin may name, found by name or email (at most ten; the search index serves it). */
export async function findPeopleToName(db: DatabaseExecutor, search: string) {
  if (!search) return [];
  return db
    .selectFrom("user")
    .select(["id", "name", "email"])
    .where(matchesTextSearch(db, USER_TEXT_SEARCH, search))
    .orderBy("name")
    .orderBy("id")
    .limit(PEOPLE_FOUND)
    .execute();
}

/** An admin names a person assessor or moderator of the course (decision 0090). */
export async function nameAssessmentStaff(
  db: DatabaseExecutor,
  input: { courseId: string; userId: string; role: AssessmentRole; assignedByUserId: string },
  now: Date = new Date(),
): Promise<Outcome<{ name: string }>> {
  const person = await db.selectFrom("user").select(["id", "name"]).where("id", "=", input.userId).executeTakeFirst();
  if (!person) return refuse("invalid", m.choosePersonFromResults(), { userId: m.choosePerson() });
  try {
    await db
      .insertInto("assessment_staff")
      .values({
        course_id: input.courseId,
        user_id: input.userId,
        role: input.role,
        assigned_by_user_id: input.assignedByUserId,
        assigned_at: now.toISOString(),
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) {
      return refuseConflict(
        `${person.name} is already ${input.role === "assessor" ? "an assessor" : "a moderator"} of this course.`,
      );
    }
    throw error;
  }
  return { ok: true, name: person.name };
}

/** Removes a person's role; their past marks and sign-offs keep their name. */
export async function removeAssessmentStaff(
  db: DatabaseExecutor,
  input: { courseId: string; userId: string; role: AssessmentRole },
): Promise<Outcome> {
  const removed = await db
    .deleteFrom("assessment_staff")
    .where("course_id", "=", input.courseId)
    .where("user_id", "=", input.userId)
    .where("role", "=", input.role)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) return refuse("missing", m.roleNoLongerHeld());
  return { ok: true };
}
