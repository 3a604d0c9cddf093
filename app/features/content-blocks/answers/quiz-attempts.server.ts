import type { Kysely } from "kysely";
import type { Database } from "~db/schema";
import type { QuizContent } from "../block-types";
import type { PublicQuizQuestion, QuizAttemptFeedback, QuizQuestionFeedback } from "../viewers/viewer-blocks";
import { quizAnswerField } from "../viewers/viewer-blocks";
import {
  type FindAnswersByBlock,
  findAnswerRows,
  newAnswerRow,
  parseStoredAnswers,
  type ReadAnswersResult,
  readAnswersPerQuestion,
} from "./question-answers.server";

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

/**
 * The student's choices from the submitted form, checked against the stored quiz: every question
 * needs an answer, and only that question's own option ids count.
 */
export function readQuizAnswers(content: QuizContent, formData: FormData): ReadAnswersResult<string[]> {
  return readAnswersPerQuestion(content.questions, (question) => {
    const optionIds = new Set(question.options.map((option) => option.id));
    const chosen = formData
      .getAll(quizAnswerField(question.id))
      .filter((value): value is string => typeof value === "string" && optionIds.has(value));
    if (chosen.length === 0) return { error: "Choose an answer to this question." };
    return { answer: [...new Set(chosen)] };
  });
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
      ...newAnswerRow(input, input.answers),
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
export const findLatestQuizAttempts: FindAnswersByBlock<LatestQuizAttempt> = async (db, userId, blockIds) => {
  const latest = new Map<string, LatestQuizAttempt>();
  for (const attempt of await findAnswerRows(db, "quiz_attempts", userId, blockIds)) {
    const known = latest.get(attempt.block_id);
    if (known) {
      known.attemptCount += 1;
      continue;
    }
    latest.set(attempt.block_id, {
      answers: parseStoredAnswers(attempt.answers_json, readChosenOptionIds),
      submittedAt: attempt.created_at,
      attemptCount: 1,
    });
  }
  return latest;
};

function readChosenOptionIds(stored: unknown): string[] | undefined {
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : undefined;
}
