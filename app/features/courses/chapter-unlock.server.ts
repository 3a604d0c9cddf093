import { sql } from "kysely";
import { type Outcome, refuse } from "~/lib/refusal";
import { updateAtVersion } from "~/lib/versioned-update.server";
import type { DatabaseExecutor } from "~db/executor";
import { loadCourseOutline } from "./course-structure.server";
import * as m from "./messages";

/**
 * A chapter that opens when a quiz is passed (decision 0093-sequencing): the course builder names a
 * quiz block of an earlier chapter; the reader locks the chapter's lessons until it is passed.
 */
export interface ChapterQuizChoice {
  blockId: string;
  /** "Quiz title — in Lesson title". */
  label: string;
  chapterId: string;
}

/** The course's quiz blocks in reading order, for the builder's picker (one query, at most a page of them). */
export async function listCourseQuizzes(db: DatabaseExecutor, courseId: string): Promise<ChapterQuizChoice[]> {
  const rows = await db
    .selectFrom("content_blocks")
    .innerJoin("lessons", "lessons.id", "content_blocks.lesson_id")
    .select(["content_blocks.id", "content_blocks.title", "lessons.title as lesson_title", "lessons.chapter_id"])
    .where("content_blocks.course_id", "=", courseId)
    .where(sql<string>`lower(content_blocks.type)`, "=", "quiz")
    .orderBy("lessons.position")
    .orderBy("content_blocks.position")
    .limit(500)
    .execute();
  return rows.map((row) => ({
    blockId: row.id,
    label: m.quizInLesson({ quiz: row.title || m.quiz(), lesson: row.lesson_title }),
    chapterId: row.chapter_id,
  }));
}

/** The quizzes of the chapters before this one: what the chapter may wait for. */
export function quizzesBefore(
  quizzes: ChapterQuizChoice[],
  outline: Array<{ id: string }>,
  chapterId: string,
): ChapterQuizChoice[] {
  const index = outline.findIndex((chapter) => chapter.id === chapterId);
  const earlier = new Set(outline.slice(0, Math.max(0, index)).map((chapter) => chapter.id));
  return quizzes.filter((quiz) => earlier.has(quiz.chapterId));
}

/** Names the quiz (or none: "") the chapter waits for, at the version the editor loaded. */
export async function setChapterUnlockQuiz(
  db: DatabaseExecutor,
  courseId: string,
  input: { chapterId: string; quizBlockId: string; loadedVersion: number },
): Promise<Outcome<{ version: number }>> {
  if (input.quizBlockId !== "") {
    const [outline, quizzes] = await Promise.all([loadCourseOutline(db, courseId), listCourseQuizzes(db, courseId)]);
    const allowed = quizzesBefore(quizzes, outline, input.chapterId);
    if (!allowed.some((quiz) => quiz.blockId === input.quizBlockId)) {
      const message = m.earlierQuizOnly();
      return refuse("invalid", message, { quizBlockId: message });
    }
  }
  return updateAtVersion(
    db,
    "chapters",
    { id: input.chapterId, version: input.loadedVersion, scope: { course_id: courseId } },
    { unlock_quiz_block_id: input.quizBlockId || null, updated_at: new Date().toISOString() },
    { stale: m.staleEdit(), missing: m.chapterNotFound() },
  );
}
