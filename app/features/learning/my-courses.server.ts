import { type ExpressionBuilder, type SelectQueryBuilder, sql } from "kysely";
import type { DatabaseExecutor } from "~db/executor";
import { type JsonColumn, jsonRowFrom, readJsonRow } from "~db/json-aggregation";
import type { Database } from "~db/schema";
import { lessonPath } from "./course-outline.server";

interface MyCourse {
  id: string;
  name: string;
  subtitle: string;
  completedLessons: number;
  totalLessons: number;
  percent: number;
  completedAt: string | null;
  /**
   * Where Resume goes: the lesson the student last opened (while it still exists), else the first
   * lesson not completed yet, else the course's start.
   */
  resume: { path: string; lessonTitle: string | null; isLastOpened: boolean };
}

/**
 * The course's name in the reader's language as a scalar subquery of the list's statement (null:
 * keep the original), given by the composition that knows the translations (decision
 * 0123-learner-statements): the names come with the list instead of a statement after it.
 */
export type TranslatedName = (
  eb: ExpressionBuilder<Database, "courses">,
) => SelectQueryBuilder<Database, "course_translations", { title: string | null }>;

export interface MyCourses {
  inProgress: MyCourse[];
  completed: MyCourse[];
  /** True when a list holds more courses than `limit`: the page says the list is cut short. */
  hasMoreInProgress: boolean;
  hasMoreCompleted: boolean;
}

/**
 * The online courses a user is enrolled in, split into those in progress (last opened first) and
 * those completed (latest first), at most `limit` of each, with each course's progress and Resume's
 * lesson in the same statement: one bounded statement however many courses or lessons there are.
 */
export async function listMyCourses(
  db: DatabaseExecutor,
  userId: string,
  { limit, translatedName }: { limit: number; translatedName: TranslatedName },
): Promise<MyCourses> {
  const enrolments = (isCompleted: boolean) =>
    db
      .selectFrom("enrolments")
      .innerJoin("courses", "courses.id", "enrolments.course_id")
      // The last opened lesson only while it is still a lesson of this course.
      .leftJoin("lessons as last_lesson", (join) =>
        join
          .onRef("last_lesson.id", "=", "enrolments.last_lesson_id")
          .onRef("last_lesson.course_id", "=", "enrolments.course_id"),
      )
      .select([
        "courses.id",
        "courses.name",
        "courses.subtitle",
        "enrolments.completed_at",
        "last_lesson.id as last_lesson_id",
        "last_lesson.chapter_id as last_chapter_id",
        "last_lesson.title as last_lesson_title",
        // The progress figures in the same statement, per listed course (at most limit + 1 rows).
        (eb) =>
          eb
            .selectFrom("lessons")
            .select((inner) => inner.fn.countAll<number | string>().as("count"))
            .whereRef("lessons.course_id", "=", "courses.id")
            .as("lesson_count"),
        // Completions of lessons that still exist only.
        (eb) =>
          eb
            .selectFrom("lesson_completions")
            .innerJoin("lessons as completed_lesson", "completed_lesson.id", "lesson_completions.lesson_id")
            .select((inner) => inner.fn.countAll<number | string>().as("count"))
            .where("lesson_completions.user_id", "=", userId)
            .whereRef("lesson_completions.course_id", "=", "courses.id")
            .as("completed_count"),
        (eb) => translatedName(eb).as("translated_name"),
        // Resume's lesson when none was opened yet: the first one not completed, in the same
        // statement, for in-progress rows without a last lesson only.
        (eb) =>
          sql<JsonColumn<LessonPlace | null> | null>`case when ${eb.ref("last_lesson.id")} is null and ${eb.ref(
            "enrolments.completed_at",
          )} is null then ${jsonRowFrom(db, firstOpenLesson(eb, userId))} end`.as("first_open_lesson"),
      ])
      .where("enrolments.user_id", "=", userId)
      .where("enrolments.completed_at", isCompleted ? "is not" : "is", null);
  // Both lists in one statement (docs/decisions/0118-learner-pages-within-budget.md):
  // each part bounded and numbered in its own order, as a subquery, since a UNION keeps no order.
  const inProgressOrder = sql`coalesce(enrolments.last_opened_at, enrolments.enrolled_at) desc, courses.id`;
  const completedOrder = sql`enrolments.completed_at desc, courses.id`;
  const inProgressPart = enrolments(false)
    .select([
      sql<string>`'in-progress'`.as("part"),
      sql<number>`row_number() over (order by ${inProgressOrder})`.as("position"),
    ])
    .orderBy((eb) => eb.fn.coalesce("enrolments.last_opened_at", "enrolments.enrolled_at"), "desc")
    .orderBy("courses.id")
    .limit(limit + 1);
  const completedPart = enrolments(true)
    .select([
      sql<string>`'completed'`.as("part"),
      sql<number>`row_number() over (order by ${completedOrder})`.as("position"),
    ])
    .orderBy("enrolments.completed_at", "desc")
    .orderBy("courses.id")
    .limit(limit + 1);
  const rows = await db
    .selectFrom(inProgressPart.as("in_progress_part"))
    .selectAll()
    .unionAll(db.selectFrom(completedPart.as("completed_part")).selectAll())
    .execute();
  const partOf = (part: string) =>
    rows.filter((row) => row.part === part).sort((a, b) => Number(a.position) - Number(b.position));
  const [inProgressRows, completedRows] = [partOf("in-progress"), partOf("completed")];
  const inProgress = inProgressRows.slice(0, limit);
  const completed = completedRows.slice(0, limit);
  const courseIds = [...inProgress, ...completed].map((row) => row.id);
  if (courseIds.length === 0)
    return { inProgress: [], completed: [], hasMoreInProgress: false, hasMoreCompleted: false };

  // COUNT comes back as a string on PostgreSQL.
  const lessonsByCourse = new Map([...inProgress, ...completed].map((row) => [row.id, Number(row.lesson_count ?? 0)]));
  const completedByCourse = new Map(
    [...inProgress, ...completed].map((row) => [row.id, Number(row.completed_count ?? 0)]),
  );

  const toView = (row: (typeof inProgressRows)[number]): MyCourse => {
    const totalLessons = lessonsByCourse.get(row.id) ?? 0;
    const completedLessons = Math.min(completedByCourse.get(row.id) ?? 0, totalLessons);
    return {
      id: row.id,
      name: row.translated_name ?? row.name,
      subtitle: row.subtitle,
      completedLessons,
      totalLessons,
      percent: totalLessons === 0 ? 0 : Math.floor((completedLessons / totalLessons) * 100),
      completedAt: row.completed_at,
      resume: resumeOf(row, readJsonRow(row.first_open_lesson) ?? undefined),
    };
  };
  return {
    inProgress: inProgress.map(toView),
    completed: completed.map(toView),
    hasMoreInProgress: inProgressRows.length > limit,
    hasMoreCompleted: completedRows.length > limit,
  };
}

interface LessonPlace {
  id: string;
  chapter_id: string;
  title: string;
}

function resumeOf(
  row: { id: string; last_lesson_id: string | null; last_chapter_id: string | null; last_lesson_title: string | null },
  firstOpen: LessonPlace | undefined,
): MyCourse["resume"] {
  if (row.last_lesson_id && row.last_chapter_id) {
    return {
      path: lessonPath(row.id, { id: row.last_lesson_id, chapterId: row.last_chapter_id }),
      lessonTitle: row.last_lesson_title,
      isLastOpened: true,
    };
  }
  if (firstOpen) {
    return {
      path: lessonPath(row.id, { id: firstOpen.id, chapterId: firstOpen.chapter_id }),
      lessonTitle: firstOpen.title,
      isLastOpened: false,
    };
  }
  return { path: `/course/${row.id}`, lessonTitle: null, isLastOpened: false };
}

/**
 * The course's first lesson in reading order (chapter, then lesson position) that the user has not
 * completed, as a subquery of the list's statement (the course is the outer row).
 */
function firstOpenLesson(eb: ExpressionBuilder<Database, "courses">, userId: string) {
  return eb
    .selectFrom("lessons")
    .innerJoin("chapters", "chapters.id", "lessons.chapter_id")
    .select(["lessons.id", "lessons.chapter_id", "lessons.title"])
    .whereRef("lessons.course_id", "=", "courses.id")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("lesson_completions")
            .select("lesson_completions.lesson_id")
            .whereRef("lesson_completions.lesson_id", "=", "lessons.id")
            .where("lesson_completions.user_id", "=", userId),
        ),
      ),
    )
    .orderBy("chapters.position")
    .orderBy("lessons.position")
    .orderBy("lessons.id")
    .limit(1);
}

/**
 * Remembers the lesson an enrolled student opened, for Resume: one update, and none at all when
 * it is the lesson already recorded (reopening or reloading a lesson writes nothing).
 */
export async function recordLessonOpened(
  db: DatabaseExecutor,
  enrolment: { id: string; lastLessonId: string | null },
  lessonId: string,
  now = new Date(),
): Promise<void> {
  if (enrolment.lastLessonId === lessonId) return;
  await db
    .updateTable("enrolments")
    .set({ last_lesson_id: lessonId, last_opened_at: now.toISOString() })
    .where("id", "=", enrolment.id)
    .execute();
}
