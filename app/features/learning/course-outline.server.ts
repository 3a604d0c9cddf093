import type { DatabaseExecutor } from "~db/executor";
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

/**
 * A course with its chapters and lessons in reading order, in two queries whatever its size (the
 * course; its chapters each joined to its lessons), grouped in memory: never a query per row
 * (docs/decisions/0118-learner-pages-within-budget.md).
 */
export async function findCourseOutline(db: DatabaseExecutor, courseId: string): Promise<CourseOutline | null> {
  const [course, rows] = await Promise.all([
    db.selectFrom("courses").selectAll().where("id", "=", courseId).executeTakeFirst(),
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
      .execute(),
  ]);
  if (!course) return null;
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
  return { course, chapters };
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
