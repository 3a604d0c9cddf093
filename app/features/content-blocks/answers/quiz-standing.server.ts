import { sql } from "kysely";
import type { DatabaseExecutor } from "~db/executor";
import { parseBlockContent } from "../block-types";
import { hasPassingAttempt } from "./quiz-attempts.server";

/** A quiz of the course the student has not passed yet, to name it where the course cannot finish. */
export interface QuizToPass {
  blockId: string;
  lessonId: string;
  title: string;
}

/**
 * The course's quizzes (those with questions) this student has not passed: no attempt reaches the
 * quiz's pass mark, or, for a quiz without one, no attempt was submitted (decision
 * 0072-quiz-pass-marks). A course is finished, and its certificate earned, only when this is empty.
 * Two queries whatever the course's size.
 */
export async function findQuizzesToPass(
  db: DatabaseExecutor,
  { userId, courseId }: { userId: string; courseId: string },
): Promise<QuizToPass[]> {
  const blocks = await db
    .selectFrom("content_blocks")
    .innerJoin("lessons", "lessons.id", "content_blocks.lesson_id")
    .select(["content_blocks.id", "content_blocks.lesson_id", "content_blocks.title", "content_blocks.type"])
    .select("content_blocks.content_json")
    .where("content_blocks.course_id", "=", courseId)
    .where(sql<string>`lower(content_blocks.type)`, "=", "quiz")
    .orderBy("lessons.position")
    .orderBy("content_blocks.position")
    .execute();
  const quizzes = blocks.flatMap((block) => {
    const parsed = parseBlockContent(block.type, block.content_json);
    if (parsed?.type !== "quiz" || parsed.content.questions.length === 0) return [];
    return [{ block, content: parsed.content }];
  });
  if (quizzes.length === 0) return [];
  const attempts = await db
    .selectFrom("quiz_attempts")
    .select(["block_id", "score", "max_score"])
    .where("user_id", "=", userId)
    .where(
      "block_id",
      "in",
      quizzes.map(({ block }) => block.id),
    )
    .execute();
  return quizzes
    .filter(({ block, content }) => {
      const scores = attempts
        .filter((attempt) => attempt.block_id === block.id)
        .map((attempt) => ({ score: Number(attempt.score), maxScore: Number(attempt.max_score) }));
      return !hasPassingAttempt(content, scores);
    })
    .map(({ block }) => ({ blockId: block.id, lessonId: block.lesson_id, title: block.title }));
}
