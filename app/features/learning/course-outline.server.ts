import { type RawBuilder, sql } from "kysely";
import type { DatabaseExecutor } from "~db/executor";
import { jsonRowFrom, jsonRowsFrom, readJsonRow, readJsonRows } from "~db/json-aggregation";
import type { Course } from "~db/schema";

export interface OutlineLesson {
  id: string;
  chapterId: string;
  title: string;
}

interface OutlineChapter {
  id: string;
  title: string;
  /** A quiz block to pass before this chapter opens (decision 0093-sequencing); null: open. */
  unlockQuizBlockId: string | null;
  lessons: OutlineLesson[];
}

export interface CourseOutline {
  course: Course;
  chapters: OutlineChapter[];
}

/** A reader's enrolment on the course, read with its outline by the viewer. */
interface OutlineEnrolment {
  id: string;
  completedAt: string | null;
  lastLessonId: string | null;
}

export interface CourseOutlineForReader {
  outline: CourseOutline | null;
  /** The reader's enrolment; null when they have none (or no reader was named). */
  enrolment: OutlineEnrolment | null;
  /** The lessons of this course the reader completed. */
  completedIds: Set<string>;
}

/**
 * A course with its chapters and lessons in reading order, in one statement whatever its size (the
 * course, with its chapters each joined to its lessons as a JSON column), grouped in memory: never a
 * query per row (docs/decisions/0118-learner-pages-within-budget.md, decision 0127-viewer-statements).
 */
export async function findCourseOutline(db: DatabaseExecutor, courseId: string): Promise<CourseOutline | null> {
  return (await findCourseOutlineForReader(db, courseId, null)).outline;
}

/**
 * The outline, and with a reader named their enrolment and completed lessons, as JSON columns of the
 * same statement (decision 0127-viewer-statements): the viewer reads all three for every lesson.
 * Each is scoped to this course and this reader, as when they were read apart.
 */
export async function findCourseOutlineForReader(
  db: DatabaseExecutor,
  courseId: string,
  readerId: string | null,
): Promise<CourseOutlineForReader> {
  // Without a reader the statement names no learner table: an anonymous page (the overview, which
  // the page cache keeps) then reads only tables whose writes move the content version.
  const ifReader = <T>(column: RawBuilder<T>): RawBuilder<T | null> => (readerId === null ? sql<null>`null` : column);
  const course = await db
    .selectFrom("courses")
    .selectAll()
    .select((eb) => [
      jsonRowsFrom(db, outlineRowsQuery(db, courseId)).as("outline_json"),
      ifReader(
        jsonRowFrom(
          db,
          eb
            .selectFrom("enrolments")
            .select(["id", "completed_at", "last_lesson_id"])
            .where("course_id", "=", courseId)
            .where("user_id", "=", readerId ?? "")
            .limit(1),
        ),
      ).as("enrolment_json"),
      ifReader(
        jsonRowsFrom(
          db,
          eb
            .selectFrom("lesson_completions")
            .select("lesson_id")
            .where("course_id", "=", courseId)
            .where("user_id", "=", readerId ?? ""),
        ),
      ).as("completions_json"),
    ])
    .where("id", "=", courseId)
    .executeTakeFirst();
  if (!course) return { outline: null, enrolment: null, completedIds: new Set() };
  const { outline_json, enrolment_json, completions_json, ...courseRow } = course;
  const enrolment = readerId ? readJsonRow(enrolment_json) : null;
  return {
    outline: { course: courseRow, chapters: groupOutline(readJsonRows(outline_json)) },
    enrolment: enrolment
      ? { id: enrolment.id, completedAt: enrolment.completed_at, lastLessonId: enrolment.last_lesson_id }
      : null,
    completedIds: new Set(readerId ? readJsonRows(completions_json).map((row) => row.lesson_id) : []),
  };
}

function outlineRowsQuery(db: DatabaseExecutor, courseId: string) {
  return (
    db
      .selectFrom("chapters")
      // A lesson counts under its chapter only while both are this course's (as when read apart).
      .leftJoin("lessons", (join) =>
        join.onRef("lessons.chapter_id", "=", "chapters.id").onRef("lessons.course_id", "=", "chapters.course_id"),
      )
      .select([
        "chapters.id",
        "chapters.title",
        "chapters.unlock_quiz_block_id",
        "lessons.id as lesson_id",
        "lessons.title as lesson_title",
      ])
      .where("chapters.course_id", "=", courseId)
      .orderBy("chapters.position")
      .orderBy("chapters.created_at")
      .orderBy("chapters.id")
      .orderBy("lessons.position")
      .orderBy("lessons.created_at")
      .orderBy("lessons.id")
  );
}

type OutlineRow = {
  id: string;
  title: string;
  unlock_quiz_block_id: string | null;
  lesson_id: string | null;
  lesson_title: string | null;
};

function groupOutline(rows: OutlineRow[]): OutlineChapter[] {
  const chapters: OutlineChapter[] = [];
  for (const row of rows) {
    let chapter = chapters.at(-1);
    if (chapter?.id !== row.id) {
      chapter = { id: row.id, title: row.title, unlockQuizBlockId: row.unlock_quiz_block_id, lessons: [] };
      chapters.push(chapter);
    }
    if (row.lesson_id !== null && row.lesson_title !== null) {
      chapter.lessons.push({ id: row.lesson_id, chapterId: row.id, title: row.lesson_title });
    }
  }
  return chapters;
}

/** Every lesson of the course in reading order: chapter by chapter, lesson by lesson. */
export function lessonsInReadingOrder(outline: Pick<CourseOutline, "chapters">): OutlineLesson[] {
  return outline.chapters.flatMap((chapter) => chapter.lessons);
}

/** The lesson after this one, crossing into the next chapter (skipping empty ones); null after the last. */
export function lessonAfter(outline: Pick<CourseOutline, "chapters">, lessonId: string): OutlineLesson | null {
  const lessons = lessonsInReadingOrder(outline);
  const index = lessons.findIndex((lesson) => lesson.id === lessonId);
  if (index === -1) return null;
  return lessons[index + 1] ?? null;
}

export function lessonPath(courseId: string, lesson: Pick<OutlineLesson, "id" | "chapterId">): string {
  return `/course/${courseId}/${lesson.chapterId}/${lesson.id}`;
}
