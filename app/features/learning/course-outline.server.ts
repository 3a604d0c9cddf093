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
 * A course with its chapters and lessons in reading order, in three queries whatever its size
 * (the course, all its chapters, all its lessons), grouped in memory: never a query per row.
 */
export async function findCourseOutline(db: DatabaseExecutor, courseId: string): Promise<CourseOutline | null> {
  const [course, chapterRows, lessonRows] = await Promise.all([
    db.selectFrom("courses").selectAll().where("id", "=", courseId).executeTakeFirst(),
    db
      .selectFrom("chapters")
      .select(["id", "title", "unlock_quiz_block_id"])
      .where("course_id", "=", courseId)
      .orderBy("position")
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("lessons")
      .select(["id", "chapter_id", "title"])
      .where("course_id", "=", courseId)
      .orderBy("position")
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
  ]);
  if (!course) return null;
  const chapters: OutlineChapter[] = chapterRows.map((chapter) => ({
    id: chapter.id,
    title: chapter.title,
    unlockQuizBlockId: chapter.unlock_quiz_block_id,
    lessons: [],
  }));
  const chapterById = new Map(chapters.map((chapter) => [chapter.id, chapter]));
  for (const lesson of lessonRows) {
    chapterById
      .get(lesson.chapter_id)
      ?.lessons.push({ id: lesson.id, chapterId: lesson.chapter_id, title: lesson.title });
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
