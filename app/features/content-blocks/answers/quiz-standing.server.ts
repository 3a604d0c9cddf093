import { sql } from "kysely";
import { findPassedBankQuizIds } from "~/features/assessment/attempts/bank-quiz-views.server";
import { bankQuizQuestionCount } from "~/features/assessment/quizzes/bank-quiz";
import type { DatabaseExecutor } from "~db/executor";
import { bankQuizSettingsOf, parseBlockContent } from "../block-types";
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
 * 0072-quiz-pass-marks). A quiz drawn from the question bank (decision 0090) is passed when some
 * completed attempt passed; one awaiting an essay's marking is not passed yet. A course is finished,
 * and its certificate earned, only when this is empty. Three queries whatever the course's size.
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
  const bankQuizzes: typeof blocks = [];
  const quizzes = blocks.flatMap((block) => {
    const parsed = parseBlockContent(block.type, block.content_json);
    if (parsed?.type !== "quiz") return [];
    const bank = bankQuizSettingsOf(parsed.content);
    if (bank) {
      // Like an inline quiz without questions, a bank quiz that asks none holds nobody back.
      if (bankQuizQuestionCount(bank) > 0) bankQuizzes.push(block);
      return [];
    }
    if (parsed.content.questions.length === 0) return [];
    return [{ block, content: parsed.content }];
  });
  const passedBankQuizIds = await findPassedBankQuizIds(
    db,
    userId,
    bankQuizzes.map((block) => block.id),
  );
  const bankQuizzesToPass = bankQuizzes.filter((block) => !passedBankQuizIds.has(block.id));
  if (quizzes.length === 0) return bankQuizzesToPass.map(toQuizToPass);
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
  const inlineToPass = new Set(
    quizzes
      .filter(({ block, content }) => {
        const scores = attempts
          .filter((attempt) => attempt.block_id === block.id)
          .map((attempt) => ({ score: Number(attempt.score), maxScore: Number(attempt.max_score) }));
        return !hasPassingAttempt(content, scores);
      })
      .map(({ block }) => block.id),
  );
  // In the course's reading order, bank and inline quizzes alike.
  return blocks.filter((block) => inlineToPass.has(block.id) || bankQuizzesToPass.includes(block)).map(toQuizToPass);
}

function toQuizToPass(block: { id: string; lesson_id: string; title: string }): QuizToPass {
  return { blockId: block.id, lessonId: block.lesson_id, title: block.title };
}
