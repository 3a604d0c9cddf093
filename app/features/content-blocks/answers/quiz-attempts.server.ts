import { recordLearningEvent } from "~/platform/lrs/record-learning-event.server";
import type { DatabaseExecutor } from "~db/executor";
import { inTransaction } from "~db/transactions";
import { DEFAULT_QUIZ_REVIEW, type QuizContent } from "../block-types";
import type { PublicQuizQuestion, QuizAttemptFeedback, QuizRules } from "../viewers/viewer-blocks";
import * as m from "./messages";
import {
  answerRowsQuery,
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
 * The student's choices as sent (option ids by question id, parsed by the route: decision 0081),
 * checked against the stored quiz: every question needs an answer, and only that question's own
 * option ids count.
 */
export function readQuizAnswers(content: QuizContent, sent: QuizAnswers): ReadAnswersResult<string[]> {
  return readAnswersPerQuestion(content.questions, (question) => {
    const optionIds = new Set(question.options.map((option) => option.id));
    const chosen = (sent[question.id] ?? []).filter((value) => optionIds.has(value));
    if (chosen.length === 0) return { error: m.chooseAnswerQuestion() };
    return { answer: [...new Set(chosen)] };
  });
}

/** One question of an attempt as the server judges it (never sent as is: see toQuizFeedback). */
interface ScoredQuestion {
  questionId: string;
  isCorrect: boolean;
  selectedOptionIds: string[];
  correctOptionIds: string[];
}

export interface QuizScore {
  score: number;
  maxScore: number;
  questions: ScoredQuestion[];
}

/** A question scores when exactly its correct options were chosen: one point each. */
export function scoreQuiz(content: QuizContent, answers: QuizAnswers): QuizScore {
  const questions: ScoredQuestion[] = content.questions.map((question) => {
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

/** The quiz's pass mark and review setting, with the defaults of decision 0072-quiz-pass-marks. */
export function quizRules(content: QuizContent): QuizRules {
  return { passMark: content.passMark ?? null, review: content.review ?? DEFAULT_QUIZ_REVIEW };
}

/** An attempt passes when it reaches the pass mark; without a pass mark, any submitted attempt passes. */
function isPassingScore(content: QuizContent, score: number, maxScore: number): boolean {
  const { passMark } = quizRules(content);
  if (passMark === null) return true;
  return maxScore > 0 && score * 100 >= passMark * maxScore;
}

/** Whether the review setting lets this student see which answers are correct. */
function mayShowAnswers(content: QuizContent, hasPassedQuiz: boolean): boolean {
  const { review } = quizRules(content);
  return review === "always" || (review === "after-passing" && hasPassedQuiz);
}

/**
 * The feedback the browser may receive for one attempt: the score and the student's own choices
 * always; which questions were right and the correct options only when the review setting allows.
 */
export function toQuizFeedback(
  content: QuizContent,
  scored: QuizScore,
  submittedAt: string,
  hasPassedQuiz: boolean,
): QuizAttemptFeedback {
  const answersShown = mayShowAnswers(content, hasPassedQuiz);
  return {
    score: scored.score,
    maxScore: scored.maxScore,
    submittedAt,
    passed: isPassingScore(content, scored.score, scored.maxScore),
    hasPassedQuiz,
    answersShown,
    questions: scored.questions.map((question) => ({
      questionId: question.questionId,
      selectedOptionIds: question.selectedOptionIds,
      isCorrect: answersShown ? question.isCorrect : null,
      correctOptionIds: answersShown ? question.correctOptionIds : null,
    })),
  };
}

interface QuizAttemptInput {
  blockId: string;
  courseId: string;
  userId: string;
  content: QuizContent;
  answers: QuizAnswers;
}

export interface RecordedQuizAttempt {
  feedback: QuizAttemptFeedback;
  attemptCount: number;
}

/** Scores on the server and stores every attempt (quiz_attempts), returning the feedback the student may see. */
export async function recordQuizAttempt(db: DatabaseExecutor, input: QuizAttemptInput): Promise<RecordedQuizAttempt> {
  const scored = scoreQuiz(input.content, input.answers);
  const submittedAt = new Date().toISOString();
  // The attempt and its xAPI statement (passed or failed) together.
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto("quiz_attempts")
      .values({
        ...newAnswerRow(input, input.answers),
        score: scored.score,
        max_score: scored.maxScore,
        created_at: submittedAt,
      })
      .execute();
    await recordLearningEvent(trx, {
      kind: "quiz-attempted",
      userId: input.userId,
      courseId: input.courseId,
      blockId: input.blockId,
      passed: isPassingScore(input.content, scored.score, scored.maxScore),
      score: scored.score,
      maxScore: scored.maxScore,
    });
  });
  const scores = await db
    .selectFrom("quiz_attempts")
    .select(["score", "max_score"])
    .where("block_id", "=", input.blockId)
    .where("user_id", "=", input.userId)
    .execute();
  const hasPassedQuiz = hasPassingAttempt(
    input.content,
    scores.map((row) => ({ score: Number(row.score), maxScore: Number(row.max_score) })),
  );
  return { feedback: toQuizFeedback(input.content, scored, submittedAt, hasPassedQuiz), attemptCount: scores.length };
}

export interface LatestQuizAttempt {
  answers: QuizAnswers;
  submittedAt: string;
  attemptCount: number;
  /** Every attempt's score, to judge against the quiz's pass mark. */
  scores: Array<{ score: number; maxScore: number }>;
}

/**
 * Every attempt at these quiz blocks, newest first: a query for the viewer to read with the lesson's
 * other answers in one statement (decision 0127-viewer-statements), read by `readLatestQuizAttempts`.
 */
export function quizAttemptsQuery(db: DatabaseExecutor, userId: string, blockIds: string[]) {
  return answerRowsQuery(db, "quiz_attempts", userId, blockIds).select(["score", "max_score"]);
}

type QuizAttemptRow = Awaited<ReturnType<ReturnType<typeof quizAttemptsQuery>["execute"]>>[number];

/** The latest attempt and every attempt's score per quiz block, from the rows of `quizAttemptsQuery`. */
export function readLatestQuizAttempts(attempts: QuizAttemptRow[]): Map<string, LatestQuizAttempt> {
  const latest = new Map<string, LatestQuizAttempt>();
  for (const attempt of attempts) {
    const score = { score: Number(attempt.score), maxScore: Number(attempt.max_score) };
    const known = latest.get(attempt.block_id);
    if (known) {
      known.attemptCount += 1;
      known.scores.push(score);
      continue;
    }
    latest.set(attempt.block_id, {
      answers: parseStoredAnswers(attempt.answers_json, readChosenOptionIds),
      submittedAt: attempt.created_at,
      attemptCount: 1,
      scores: [score],
    });
  }
  return latest;
}

/** Whether any of these attempts passes the quiz as it is now. */
export function hasPassingAttempt(content: QuizContent, scores: LatestQuizAttempt["scores"]): boolean {
  return scores.some((attempt) => isPassingScore(content, attempt.score, attempt.maxScore));
}

function readChosenOptionIds(stored: unknown): string[] | undefined {
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : undefined;
}
