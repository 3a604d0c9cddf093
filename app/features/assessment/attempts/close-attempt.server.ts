import type { DatabaseExecutor } from "~db/executor";
import type { AttemptAnswers } from "./attempt-questions";
import {
  type AttemptRow,
  parseAttemptAnswers,
  parseAttemptQuestions,
  scoreAttempt,
  submittedState,
} from "./attempt-records.server";

/**
 * Submits an open attempt with these answers (scored at once; an answered essay leaves it awaiting
 * marking). Only while it is still open: false when another request submitted it first.
 */
export async function closeAttempt(
  db: DatabaseExecutor,
  attempt: AttemptRow,
  { answers, passMark, submittedAt }: { answers: AttemptAnswers; passMark: number; submittedAt: string },
): Promise<{ closed: boolean; state: ReturnType<typeof submittedState> }> {
  const questions = parseAttemptQuestions(attempt.questions_json);
  const state = submittedState(scoreAttempt(questions, answers, new Map()), passMark);
  const updated = await db
    .updateTable("assessment_attempts")
    .set({
      status: state.status,
      score: state.score,
      passed: state.passed,
      submitted_at: submittedAt,
      answers_json: JSON.stringify(answers),
      version: attempt.version + 1,
    })
    .where("id", "=", attempt.id)
    .where("status", "=", "in-progress")
    .where("version", "=", attempt.version)
    .executeTakeFirst();
  return { closed: Number(updated.numUpdatedRows) === 1, state };
}

/** An attempt whose time ran out, submitted with the answers saved before its deadline, at its deadline. */
export async function closeExpiredAttempt(db: DatabaseExecutor, attempt: AttemptRow, passMark: number) {
  const questions = parseAttemptQuestions(attempt.questions_json);
  return closeAttempt(db, attempt, {
    answers: parseAttemptAnswers(attempt.answers_json, questions),
    passMark,
    submittedAt: attempt.deadline_at ?? new Date().toISOString(),
  });
}
