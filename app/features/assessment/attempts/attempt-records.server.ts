import type { Selectable } from "kysely";
import { z } from "zod";
import type { DatabaseExecutor } from "~db/executor";
import type { AttemptStatus, Database } from "~db/schema";
import { answerSchemas, type QuestionAnswer, questionContentSchema, scoreQuestion } from "../questions/question-types";
import { isPassingScore } from "../quizzes/bank-quiz";
import type { AttemptAnswers, AttemptQuestion } from "./attempt-questions";

/**
 * Reading an attempt row back: its frozen questions and answers (JSON written by this feature only),
 * and its score from them and from the essays' marks.
 */

export type AttemptRow = Selectable<Database["assessment_attempts"]>;

/** Answers are accepted this long after the deadline: the time a submit takes to arrive, not more. */
export const DEADLINE_GRACE_MS = 10_000;

const attemptQuestionSchema = z.object({
  questionId: z.string(),
  title: z.string(),
  content: questionContentSchema,
  shownOrder: z.array(z.string()).nullable(),
});

export function parseAttemptQuestions(json: string): AttemptQuestion[] {
  const parsed = z.array(attemptQuestionSchema).safeParse(safeJson(json));
  return parsed.success ? parsed.data : [];
}

/** The stored answers, each kept only when it still reads as an answer to its question's type. */
export function parseAttemptAnswers(json: string, questions: AttemptQuestion[]): AttemptAnswers {
  const raw = safeJson(json);
  if (typeof raw !== "object" || raw === null) return {};
  const answers: AttemptAnswers = {};
  for (const question of questions) {
    const stored = (raw as Record<string, unknown>)[question.questionId];
    const checked = answerSchemas[question.content.type].safeParse(stored);
    if (checked.success) answers[question.questionId] = checked.data as QuestionAnswer;
  }
  return answers;
}

function safeJson(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/** An essay that was answered waits for a person; an unanswered one simply scores 0. */
export function essaysToMark(questions: AttemptQuestion[], answers: AttemptAnswers): AttemptQuestion[] {
  return questions.filter((question) => {
    const answer = answers[question.questionId] as { text?: string } | undefined;
    return question.content.type === "essay" && (answer?.text ?? "").trim() !== "";
  });
}

export interface AttemptScore {
  /** Auto-marked points plus the essays' marks so far. */
  score: number;
  maxScore: number;
  /** Points per question; null for an essay still to mark. */
  pointsByQuestion: Map<string, number | null>;
  isFullyMarked: boolean;
}

export function scoreAttempt(
  questions: AttemptQuestion[],
  answers: AttemptAnswers,
  essayMarks: Map<string, number>,
): AttemptScore {
  const toMark = new Set(essaysToMark(questions, answers).map((question) => question.questionId));
  const pointsByQuestion = new Map<string, number | null>();
  let score = 0;
  let maxScore = 0;
  let isFullyMarked = true;
  for (const question of questions) {
    maxScore += question.content.points;
    let points: number | null;
    if (question.content.type === "essay") {
      points = toMark.has(question.questionId) ? (essayMarks.get(question.questionId) ?? null) : 0;
    } else points = scoreQuestion(question.content, answers[question.questionId]).points;
    if (points === null) isFullyMarked = false;
    else score += points;
    pointsByQuestion.set(question.questionId, points);
  }
  return { score, maxScore, pointsByQuestion, isFullyMarked };
}

/** The row's columns once submitted: awaiting marking while an answered essay has no mark, else completed. */
export function submittedState(
  scored: AttemptScore,
  passMark: number,
): {
  status: AttemptStatus;
  score: number;
  passed: number | null;
} {
  if (!scored.isFullyMarked) return { status: "awaiting-marking", score: scored.score, passed: null };
  return {
    status: "completed",
    score: scored.score,
    passed: isPassingScore(passMark, scored.score, scored.maxScore) ? 1 : 0,
  };
}

export function findAttemptRows(db: DatabaseExecutor, userId: string, blockIds: string[]) {
  return db
    .selectFrom("assessment_attempts")
    .selectAll()
    .where("user_id", "=", userId)
    .where("block_id", "in", blockIds)
    .orderBy("attempt_number", "desc")
    .execute();
}
