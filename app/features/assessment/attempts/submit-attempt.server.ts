import { type Outcome, refuse } from "~/lib/refusal";
import { recordLearningEvent } from "~/platform/lrs/record-learning-event.server";
import type { DatabaseExecutor } from "~db/executor";
import type { AttemptStatus } from "~db/schema";
import { inTransaction } from "~db/transactions";
import type { BankQuizSettings } from "../quizzes/bank-quiz";
import { type AttemptRow, parseAttemptQuestions } from "./attempt-records.server";
import { closeAttempt, closeExpiredAttempt } from "./close-attempt.server";
import * as m from "./messages";
import { readSentAnswers, type SentAnswerFields } from "./sent-answers";
import { hasExpired, type QuizPlace } from "./start-attempt.server";

interface SentAttempt {
  attemptId: string;
  fields: SentAnswerFields;
  now: Date;
}

/**
 * 'Save answers' while the attempt is open: kept so a reload, or the deadline, finds them. Refused
 * after the deadline (the attempt is then closed with what was saved before it).
 */
export async function saveBankQuizAnswers(
  db: DatabaseExecutor,
  place: QuizPlace,
  settings: BankQuizSettings,
  sent: SentAttempt,
): Promise<Outcome<{ savedAt: string }>> {
  return inTransaction(db, async (trx) => {
    const open = await findOpenAttempt(trx, place, sent, settings);
    if (!open.ok) return open;
    const read = readSentAnswers(parseAttemptQuestions(open.attempt.questions_json), sent.fields);
    if (!read.ok) return read;
    const updated = await trx
      .updateTable("assessment_attempts")
      .set({ answers_json: JSON.stringify(read.answers), version: open.attempt.version + 1 })
      .where("id", "=", open.attempt.id)
      .where("status", "=", "in-progress")
      .where("version", "=", open.attempt.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return refuse("stale", m.alreadySubmitted());
    return { ok: true, savedAt: sent.now.toISOString() };
  });
}

/**
 * 'Submit': the answers scored with the bank's scoring (scoreQuestion), the attempt completed and
 * judged against the pass mark, or left awaiting marking while an answered essay waits for an
 * assessor. Refused after the deadline, and for answers to questions the attempt did not show.
 */
export async function submitBankQuizAttempt(
  db: DatabaseExecutor,
  place: QuizPlace,
  settings: BankQuizSettings,
  sent: SentAttempt,
): Promise<Outcome<{ attemptId: string; status: AttemptStatus; passed: boolean }>> {
  return inTransaction(db, async (trx) => {
    const open = await findOpenAttempt(trx, place, sent, settings);
    if (!open.ok) return open;
    const read = readSentAnswers(parseAttemptQuestions(open.attempt.questions_json), sent.fields);
    if (!read.ok) return read;
    const { closed, state } = await closeAttempt(trx, open.attempt, {
      answers: read.answers,
      passMark: settings.passMark,
      submittedAt: sent.now.toISOString(),
    });
    if (!closed) return refuse("stale", m.alreadySubmitted());
    // An attempt awaiting an assessor is neither passed nor failed yet: its statement waits for the mark.
    if (state.passed !== null) {
      await recordLearningEvent(trx, {
        kind: "quiz-attempted",
        userId: place.userId,
        courseId: place.courseId,
        blockId: place.blockId,
        passed: state.passed === 1,
        score: state.score,
        maxScore: Number(open.attempt.max_score),
      });
    }
    return { ok: true, attemptId: open.attempt.id, status: state.status, passed: state.passed === 1 };
  });
}

/**
 * The learner's open attempt named by the form. One whose time has run out is closed here with the
 * answers saved before the deadline, and the request refused: the refusal is returned, not thrown,
 * so the closing is kept.
 */
async function findOpenAttempt(
  db: DatabaseExecutor,
  place: QuizPlace,
  sent: SentAttempt,
  settings: BankQuizSettings,
): Promise<Outcome<{ attempt: AttemptRow }>> {
  const attempt = await db
    .selectFrom("assessment_attempts")
    .selectAll()
    .where("id", "=", sent.attemptId)
    .where("block_id", "=", place.blockId)
    .where("user_id", "=", place.userId)
    .executeTakeFirst();
  if (!attempt) return refuse("missing", m.attemptMissing());
  if (attempt.status !== "in-progress") return refuse("stale", m.alreadySubmitted());
  if (hasExpired(attempt, sent.now)) {
    await closeExpiredAttempt(db, attempt, settings.passMark);
    return refuse("closed", m.timeUp());
  }
  return { ok: true, attempt };
}
