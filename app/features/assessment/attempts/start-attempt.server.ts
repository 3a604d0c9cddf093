import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { isUniqueViolation } from "~db/sql-helpers";
import { inTransaction } from "~db/transactions";
import { type QuestionContent, questionContentSchema } from "../questions/question-types";
import type { BankQuizSettings } from "../quizzes/bank-quiz";
import { type AttemptQuestion, drawQuestionIds, freezeQuestion } from "./attempt-questions";
import { type AttemptRow, DEADLINE_GRACE_MS } from "./attempt-records.server";
import { closeExpiredAttempt } from "./close-attempt.server";
import * as m from "./messages";

/** A learner's place at a bank quiz: the block, its course and the learner. */
export interface QuizPlace {
  blockId: string;
  courseId: string;
  userId: string;
}

export interface AttemptClock {
  now: Date;
  /** A number in [0, 1): the crypto source by default, a seeded one in tests. */
  random?: () => number;
}

export function attemptsUsedMessage(maxAttempts: number): string {
  return m.attemptsUsed({ count: maxAttempts });
}

/**
 * 'Start attempt': the learner's open attempt when there is one (a reload never redraws), else a
 * new attempt with its own draw from the bank, frozen. An open attempt whose time ran out is closed
 * first with the answers saved before its deadline. Past the quiz's number of attempts, refused.
 * attempt_number is unique per quiz and learner, so of two tabs starting at once one wins and the
 * other is told (conflict), even at the limit.
 */
export async function startBankQuizAttempt(
  db: DatabaseExecutor,
  place: QuizPlace,
  settings: BankQuizSettings,
  clock: AttemptClock,
): Promise<Outcome<{ attemptId: string; resumed: boolean }>> {
  try {
    return await inTransaction(db, async (trx) => {
      const attempts = await trx
        .selectFrom("assessment_attempts")
        .selectAll()
        .where("block_id", "=", place.blockId)
        .where("user_id", "=", place.userId)
        .execute();
      const open = attempts.find((attempt) => attempt.status === "in-progress");
      if (open && !hasExpired(open, clock.now)) return { ok: true, attemptId: open.id, resumed: true };
      if (open) await closeExpiredAttempt(trx, open, settings.passMark);
      const used = Math.max(0, ...attempts.map((attempt) => attempt.attempt_number));
      if (settings.maxAttempts !== null && used >= settings.maxAttempts) {
        return refuse("closed", attemptsUsedMessage(settings.maxAttempts));
      }
      const questions = await drawFromBank(trx, place.courseId, settings, clock.random ?? cryptoRandom);
      if (questions.length === 0) return refuse("closed", m.noQuestions());
      const attemptId = createId();
      await trx
        .insertInto("assessment_attempts")
        .values({
          id: attemptId,
          block_id: place.blockId,
          course_id: place.courseId,
          user_id: place.userId,
          attempt_number: used + 1,
          status: "in-progress",
          started_at: clock.now.toISOString(),
          deadline_at:
            settings.timeLimitMinutes === null
              ? null
              : new Date(clock.now.getTime() + settings.timeLimitMinutes * 60_000).toISOString(),
          submitted_at: null,
          questions_json: JSON.stringify(questions),
          answers_json: "{}",
          score: null,
          max_score: questions.reduce((sum, question) => sum + question.content.points, 0),
          passed: null,
        })
        .execute();
      return { ok: true, attemptId, resumed: false };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return refuse("conflict", m.startedElsewhere());
    throw error;
  }
}

export function hasExpired(attempt: Pick<AttemptRow, "deadline_at">, now: Date): boolean {
  return attempt.deadline_at !== null && now.getTime() > Date.parse(attempt.deadline_at) + DEADLINE_GRACE_MS;
}

/**
 * The draw: ids first (the course's own bank and the shared bank only, never an archived question),
 * then the chosen questions' content, frozen. Three queries whatever the bank's size.
 */
async function drawFromBank(
  db: DatabaseExecutor,
  courseId: string,
  settings: BankQuizSettings,
  random: () => number,
): Promise<AttemptQuestion[]> {
  const categoryIds = settings.draws.map((draw) => draw.categoryId);
  const inBank = db
    .selectFrom("questions")
    .innerJoin("question_categories", "question_categories.id", "questions.category_id")
    .where("questions.archived_at", "is", null)
    .where((eb) =>
      eb.or([eb("question_categories.course_id", "=", courseId), eb("question_categories.course_id", "is", null)]),
    );
  const [fixedRows, poolRows] = await Promise.all([
    settings.fixedQuestionIds.length
      ? inBank.select("questions.id").where("questions.id", "in", settings.fixedQuestionIds).execute()
      : Promise.resolve([]),
    categoryIds.length
      ? inBank
          .select(["questions.id", "questions.category_id"])
          .where("questions.category_id", "in", categoryIds)
          .orderBy("questions.id")
          .execute()
      : Promise.resolve([]),
  ]);
  const existing = new Set(fixedRows.map((row) => row.id));
  const ids = drawQuestionIds({
    fixedIds: settings.fixedQuestionIds.filter((id) => existing.has(id)),
    pools: settings.draws.map((draw) => ({
      count: draw.count,
      ids: poolRows.filter((row) => row.category_id === draw.categoryId).map((row) => row.id),
    })),
    shuffleQuestions: settings.shuffleQuestions,
    random,
  });
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("questions")
    .select(["id", "title", "content_json"])
    .where("id", "in", ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const content = row ? readContent(row.content_json) : null;
    if (!row || !content) return [];
    return [freezeQuestion({ id, title: row.title, content }, settings.shuffleOptions, random)];
  });
}

function readContent(json: string): QuestionContent | null {
  try {
    const parsed = questionContentSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function cryptoRandom(): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return (value ?? 0) / 2 ** 32;
}
