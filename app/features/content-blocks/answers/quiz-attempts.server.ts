import type { Kysely } from "kysely";
import { createId } from "~/lib/ids";
import type { Database } from "~db/schema";
import type { QuizContent } from "../block-types";
import type { PublicQuizQuestion, QuizAttemptFeedback, QuizQuestionFeedback } from "../viewers/viewer-blocks";
import { quizAnswerField } from "../viewers/viewer-blocks";

/** Quiz questions as the student sees them before answering: the options without isCorrect. */
export function toPublicQuizQuestions(content: QuizContent): PublicQuizQuestion[] {
  return content.questions.map((question) => ({
    id: question.id,
    question: question.question,
    options: question.options.map((option) => ({ id: option.id, text: option.text })),
    allowsSeveralAnswers: question.options.filter((option) => option.isCorrect).length > 1,
  }));
}

export type QuizAnswers = Record<string, string[]>;

export type ReadQuizAnswersResult =
  | { ok: true; answers: QuizAnswers }
  | { ok: false; fieldErrors: Record<string, string> };

/**
 * The student's choices from the submitted form, checked against the stored quiz: every question
 * needs an answer, and only that question's own option ids count.
 */
export function readQuizAnswers(content: QuizContent, formData: FormData): ReadQuizAnswersResult {
  const answers: QuizAnswers = {};
  const fieldErrors: Record<string, string> = {};
  for (const question of content.questions) {
    const optionIds = new Set(question.options.map((option) => option.id));
    const chosen = formData
      .getAll(quizAnswerField(question.id))
      .filter((value): value is string => typeof value === "string" && optionIds.has(value));
    if (chosen.length === 0) fieldErrors[question.id] = "Choose an answer to this question.";
    answers[question.id] = [...new Set(chosen)];
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, answers };
}

/** A question scores when exactly its correct options were chosen: one point each. */
export function scoreQuiz(content: QuizContent, answers: QuizAnswers): Omit<QuizAttemptFeedback, "submittedAt"> {
  const questions: QuizQuestionFeedback[] = content.questions.map((question) => {
    const correctOptionIds = question.options.filter((option) => option.isCorrect).map((option) => option.id);
    const selectedOptionIds = answers[question.id] ?? [];
    const isCorrect =
      correctOptionIds.length > 0 &&
      selectedOptionIds.length === correctOptionIds.length &&
      correctOptionIds.every((id) => selectedOptionIds.includes(id));
    return { questionId: question.id, isCorrect, selectedOptionIds, correctOptionIds };
  });
  return {
    score: questions.filter((question) => question.isCorrect).length,
    maxScore: questions.length,
    questions,
  };
}

interface QuizAttemptInput {
  blockId: string;
  courseId: string;
  userId: string;
  content: QuizContent;
  answers: QuizAnswers;
}

/** Scores on the server and stores every attempt (quiz_attempts), returning the feedback to show. */
export async function recordQuizAttempt(db: Kysely<Database>, input: QuizAttemptInput): Promise<QuizAttemptFeedback> {
  const result = scoreQuiz(input.content, input.answers);
  const submittedAt = new Date().toISOString();
  await db
    .insertInto("quiz_attempts")
    .values({
      id: createId(),
      block_id: input.blockId,
      course_id: input.courseId,
      user_id: input.userId,
      answers_json: JSON.stringify(input.answers),
      score: result.score,
      max_score: result.maxScore,
      created_at: submittedAt,
    })
    .execute();
  return { ...result, submittedAt };
}

export interface LatestQuizAttempt {
  answers: QuizAnswers;
  submittedAt: string;
  attemptCount: number;
}

/** The latest attempt and the number of attempts per quiz block, for all of a lesson's quizzes in one query. */
export async function findLatestQuizAttempts(
  db: Kysely<Database>,
  userId: string,
  blockIds: string[],
): Promise<Map<string, LatestQuizAttempt>> {
  const latest = new Map<string, LatestQuizAttempt>();
  if (blockIds.length === 0) return latest;
  const attempts = await db
    .selectFrom("quiz_attempts")
    .select(["block_id", "answers_json", "created_at"])
    .where("user_id", "=", userId)
    .where("block_id", "in", blockIds)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  for (const attempt of attempts) {
    const known = latest.get(attempt.block_id);
    if (known) {
      known.attemptCount += 1;
      continue;
    }
    latest.set(attempt.block_id, {
      answers: parseAnswers(attempt.answers_json),
      submittedAt: attempt.created_at,
      attemptCount: 1,
    });
  }
  return latest;
}

function parseAnswers(json: string): QuizAnswers {
  try {
    const value = JSON.parse(json) as unknown;
    if (!value || typeof value !== "object") return {};
    const answers: QuizAnswers = {};
    for (const [questionId, chosen] of Object.entries(value)) {
      if (Array.isArray(chosen)) answers[questionId] = chosen.filter((id): id is string => typeof id === "string");
    }
    return answers;
  } catch {
    return {};
  }
}
