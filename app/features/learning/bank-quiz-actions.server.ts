import type { SentAnswerFields } from "~/features/assessment/attempts/sent-answers";
import { startBankQuizAttempt } from "~/features/assessment/attempts/start-attempt.server";
import { saveBankQuizAnswers, submitBankQuizAttempt } from "~/features/assessment/attempts/submit-attempt.server";
import type { BankQuizSettings } from "~/features/assessment/quizzes/bank-quiz";
import { bankQuizSettingsOf } from "~/features/content-blocks/block-types";
import { findCourseBlock } from "~/features/content-blocks/viewers/viewer-blocks.server";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import * as m from "./messages";
import { finishCourseIfDone } from "./progress.server";
import type { ReaderPlace } from "./reader-actions.server";

/**
 * A reader's moves at a quiz drawn from the question bank (decision 0090): start an attempt, save
 * its answers, submit it. The block is checked to be this course's bank quiz; assessment keeps the
 * attempt. A pass can be the last thing the course asked for: the course is finished then.
 */

const NOT_A_BANK_QUIZ = () => refuse("missing", m.quizDoesNotExistMay());

async function findBankQuiz(
  db: DatabaseExecutor,
  courseId: string,
  blockId: string,
): Promise<Outcome<{ settings: BankQuizSettings }>> {
  const found = await findCourseBlock(db, courseId, blockId);
  const settings = found?.parsed?.type === "quiz" ? bankQuizSettingsOf(found.parsed.content) : null;
  return settings ? { ok: true, settings } : NOT_A_BANK_QUIZ();
}

export async function startReaderBankQuiz(
  db: DatabaseExecutor,
  { courseId, user }: ReaderPlace,
  blockId: string,
  now: Date,
): Promise<Outcome> {
  const quiz = await findBankQuiz(db, courseId, blockId);
  if (!quiz.ok) return quiz;
  return startBankQuizAttempt(db, { blockId, courseId, userId: user.id }, quiz.settings, { now });
}

interface SentBankQuiz {
  blockId: string;
  attemptId: string;
  fields: SentAnswerFields;
}

export async function saveReaderBankQuiz(
  db: DatabaseExecutor,
  { courseId, user }: ReaderPlace,
  sent: SentBankQuiz,
  now: Date,
): Promise<Outcome> {
  const quiz = await findBankQuiz(db, courseId, sent.blockId);
  if (!quiz.ok) return quiz;
  return saveBankQuizAnswers(db, { blockId: sent.blockId, courseId, userId: user.id }, quiz.settings, {
    attemptId: sent.attemptId,
    fields: sent.fields,
    now,
  });
}

export async function submitReaderBankQuiz(
  db: DatabaseExecutor,
  { courseId, user }: ReaderPlace,
  sent: SentBankQuiz,
  now: Date,
): Promise<Outcome<{ passed: boolean }>> {
  const quiz = await findBankQuiz(db, courseId, sent.blockId);
  if (!quiz.ok) return quiz;
  const submitted = await submitBankQuizAttempt(
    db,
    { blockId: sent.blockId, courseId, userId: user.id },
    quiz.settings,
    { attemptId: sent.attemptId, fields: sent.fields, now },
  );
  if (!submitted.ok) return submitted;
  if (submitted.passed) await finishCourseIfDone(db, { courseId, userId: user.id });
  return { ok: true, passed: submitted.passed };
}
