import { sql } from "kysely";
import { type Outcome, refuse } from "~/lib/refusal";
import { updateAtVersion } from "~/lib/versioned-update.server";
import type { DatabaseExecutor } from "~db/executor";
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

/** How many quizzes the picker offers: those of the nearest earlier chapters first. */
const QUIZ_CHOICES = 500;

/**
 * The quizzes of the chapters before this one, in reading order: what the chapter may wait for. On
 * a course of thousands of quizzes, the nearest QUIZ_CHOICES (one query; the course named on every
 * table so PostgreSQL reads its lessons by index, decision 0133).
 */
export async function listQuizzesBefore(
  db: DatabaseExecutor,
  courseId: string,
  chapterId: string,
): Promise<ChapterQuizChoice[]> {
  const rows = await quizzesBefore(db, courseId, chapterId)
    .select(["content_blocks.id", "content_blocks.title", "lessons.title as lesson_title", "lessons.chapter_id"])
    .orderBy("chapters.position", "desc")
    .orderBy("lessons.position", "desc")
    .orderBy("content_blocks.position", "desc")
    .orderBy("content_blocks.id", "desc")
    .limit(QUIZ_CHOICES)
    .execute();
  return rows.reverse().map((row) => ({
    blockId: row.id,
    label: m.quizInLesson({ quiz: row.title || m.quiz(), lesson: row.lesson_title }),
    chapterId: row.chapter_id,
  }));
}

/** The quiz blocks of the course's chapters positioned before `chapterId`. */
function quizzesBefore(db: DatabaseExecutor, courseId: string, chapterId: string) {
  return db
    .selectFrom("content_blocks")
    .innerJoin("lessons", (join) =>
      join.onRef("lessons.id", "=", "content_blocks.lesson_id").on("lessons.course_id", "=", courseId),
    )
    .innerJoin("chapters", (join) =>
      join.onRef("chapters.id", "=", "lessons.chapter_id").on("chapters.course_id", "=", courseId),
    )
    .where("content_blocks.course_id", "=", courseId)
    .where(sql<string>`lower(content_blocks.type)`, "=", "quiz")
    .where("chapters.position", "<", (eb) =>
      eb
        .selectFrom("chapters as this_chapter")
        .select("this_chapter.position")
        .where("this_chapter.id", "=", chapterId)
        .where("this_chapter.course_id", "=", courseId),
    );
}

/** Names the quiz (or none: "") the chapter waits for, at the version the editor loaded. */
export async function setChapterUnlockQuiz(
  db: DatabaseExecutor,
  courseId: string,
  input: { chapterId: string; quizBlockId: string; loadedVersion: number },
): Promise<Outcome<{ version: number }>> {
  if (input.quizBlockId !== "") {
    // Any quiz of an earlier chapter, not only those the picker lists.
    const allowed = await quizzesBefore(db, courseId, input.chapterId)
      .select("content_blocks.id")
      .where("content_blocks.id", "=", input.quizBlockId)
      .executeTakeFirst();
    if (!allowed) {
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
