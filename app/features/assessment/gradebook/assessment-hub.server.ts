import { sql } from "kysely";
import { type KeysetPosition, keysetPageOf } from "~/lib/pagination";
import type { DatabaseExecutor } from "~db/executor";

/**
 * The course assessment hub and the signed-in person's assessment courses (decision
 * 0096-gradebook): what waits for a person (essays to mark, assignments to mark, marks to
 * moderate), counted per course in one query per kind, never per course.
 */

interface AwaitingCounts {
  essays: number;
  assignments: number;
  moderation: number;
}

const NONE: AwaitingCounts = { essays: 0, assignments: 0, moderation: 0 };

/** What waits in each of these courses: three grouped queries. */
async function awaitingByCourse(db: DatabaseExecutor, courseIds: string[]): Promise<Map<string, AwaitingCounts>> {
  const counts = new Map<string, AwaitingCounts>(courseIds.map((id) => [id, { ...NONE }]));
  if (courseIds.length === 0) return counts;
  const [essays, assignments, moderation] = await Promise.all([
    db
      .selectFrom("assessment_attempts")
      .select(["course_id", (eb) => eb.fn.countAll<number>().as("count")])
      .where("course_id", "in", courseIds)
      .where("status", "=", "awaiting-marking")
      .groupBy("course_id")
      .execute(),
    db
      .selectFrom("assignment_submissions")
      .select(["course_id", (eb) => eb.fn.countAll<number>().as("count")])
      .where("course_id", "in", courseIds)
      .where("status", "=", "awaiting-marking")
      .groupBy("course_id")
      .execute(),
    db
      .selectFrom("assignment_marks")
      .innerJoin("assignment_submissions", "assignment_submissions.id", "assignment_marks.submission_id")
      .select(["assignment_submissions.course_id", (eb) => eb.fn.countAll<number>().as("count")])
      .where("assignment_submissions.course_id", "in", courseIds)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("moderation_signoffs")
              .select("moderation_signoffs.id")
              .whereRef("moderation_signoffs.mark_id", "=", "assignment_marks.id"),
          ),
        ),
      )
      .groupBy("assignment_submissions.course_id")
      .execute(),
  ]);
  for (const row of essays) counts.get(row.course_id)!.essays = Number(row.count);
  for (const row of assignments) counts.get(row.course_id)!.assignments = Number(row.count);
  for (const row of moderation) counts.get(row.course_id)!.moderation = Number(row.count);
  return counts;
}

export interface AssessmentHub {
  course: { id: string; name: string };
  learners: number;
  bankQuizzes: number;
  staff: number;
  awaiting: AwaitingCounts;
}

/**
 * /course-assessment/{courseId}: the counts of a course the guard has found. One statement of scalar
 * counts (docs/decisions/0119-staff-pages-within-budget.md), the same rules as the
 * per-course queries of awaitingByCourse.
 */
export async function loadAssessmentHub(
  db: DatabaseExecutor,
  course: { id: string; name: string },
): Promise<AssessmentHub> {
  const courseId = course.id;
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom("enrolments")
        .select((count) => count.fn.countAll<number>().as("count"))
        .where("course_id", "=", courseId)
        .as("learners"),
      eb
        .selectFrom("assessment_attempts")
        .select(sql<number>`count(distinct block_id)`.as("count"))
        .where("course_id", "=", courseId)
        .as("bank_quizzes"),
      eb
        .selectFrom("assessment_staff")
        .select(sql<number>`count(distinct user_id)`.as("count"))
        .where("course_id", "=", courseId)
        .as("staff"),
      eb
        .selectFrom("assessment_attempts")
        .select((count) => count.fn.countAll<number>().as("count"))
        .where("course_id", "=", courseId)
        .where("status", "=", "awaiting-marking")
        .as("essays"),
      eb
        .selectFrom("assignment_submissions")
        .select((count) => count.fn.countAll<number>().as("count"))
        .where("course_id", "=", courseId)
        .where("status", "=", "awaiting-marking")
        .as("assignments"),
      eb
        .selectFrom("assignment_marks")
        .innerJoin("assignment_submissions", "assignment_submissions.id", "assignment_marks.submission_id")
        .select((count) => count.fn.countAll<number>().as("count"))
        .where("assignment_submissions.course_id", "=", courseId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("moderation_signoffs")
                .select("moderation_signoffs.id")
                .whereRef("moderation_signoffs.mark_id", "=", "assignment_marks.id"),
            ),
          ),
        )
        .as("moderation"),
    ])
    .executeTakeFirstOrThrow();
  return {
    course: { id: course.id, name: course.name },
    learners: Number(row.learners ?? 0),
    bankQuizzes: Number(row.bank_quizzes ?? 0),
    staff: Number(row.staff ?? 0),
    awaiting: {
      essays: Number(row.essays ?? 0),
      assignments: Number(row.assignments ?? 0),
      moderation: Number(row.moderation ?? 0),
    },
  };
}

const ASSESSMENT_COURSES_PAGE_SIZE = 25;

export interface AssessmentCourse {
  id: string;
  name: string;
  roles: string[];
  awaiting: AwaitingCounts;
}

/**
 * /assessment: the courses whose assessment this person may read, by name a page at a time: where
 * they are an assessor, a moderator or an instructor (every course for an admin).
 */
export async function listAssessmentCourses(
  db: DatabaseExecutor,
  user: { id: string; role: string },
  after: KeysetPosition | null,
): Promise<{ courses: AssessmentCourse[]; next: KeysetPosition | null }> {
  // The person's roles in each course come with it (EXISTS columns), not in two more statements.
  let query = db
    .selectFrom("courses")
    .select((eb) => [
      "courses.id",
      "courses.name",
      ...(["assessor", "moderator"] as const).map((role) =>
        eb
          .exists(
            eb
              .selectFrom("assessment_staff")
              .select("assessment_staff.user_id")
              .whereRef("assessment_staff.course_id", "=", "courses.id")
              .where("assessment_staff.user_id", "=", user.id)
              .where("assessment_staff.role", "=", role),
          )
          .as(role),
      ),
      eb
        .exists(
          eb
            .selectFrom("course_instructors")
            .select("course_instructors.user_id")
            .whereRef("course_instructors.course_id", "=", "courses.id")
            .where("course_instructors.user_id", "=", user.id),
        )
        .as("teaches"),
    ]);
  if (user.role !== "admin") {
    query = query.where((eb) =>
      eb.or([
        eb("courses.id", "in", eb.selectFrom("assessment_staff").select("course_id").where("user_id", "=", user.id)),
        eb("courses.id", "in", eb.selectFrom("course_instructors").select("course_id").where("user_id", "=", user.id)),
      ]),
    );
  }
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb("courses.name", ">", after.createdAt),
        eb.and([eb("courses.name", "=", after.createdAt), eb("courses.id", ">", after.id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy("courses.name")
    .orderBy("courses.id")
    .limit(ASSESSMENT_COURSES_PAGE_SIZE + 1)
    .execute();
  const page = keysetPageOf(
    rows,
    ASSESSMENT_COURSES_PAGE_SIZE,
    (row) => row,
    (row) => ({
      createdAt: row.name,
      id: row.id,
    }),
  );
  const courseIds = page.items.map((course) => course.id);
  if (courseIds.length === 0) return { courses: [], next: null };
  const awaiting = await awaitingByCourse(db, courseIds);
  return {
    courses: page.items.map((course) => ({
      id: course.id,
      name: course.name,
      // SQLite answers EXISTS with 0/1, PostgreSQL with a boolean.
      roles: [
        ...(course.assessor ? ["assessor"] : []),
        ...(course.moderator ? ["moderator"] : []),
        ...(course.teaches ? ["instructor"] : []),
      ],
      awaiting: awaiting.get(course.id) ?? NONE,
    })),
    next: page.next,
  };
}

/** Whether this person is named assessor or moderator of any course. */
export async function isAssessmentStaffAnywhere(db: DatabaseExecutor, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("assessment_staff")
    .select("course_id")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}
