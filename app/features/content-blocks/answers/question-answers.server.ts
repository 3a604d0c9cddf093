import { createId } from "~/lib/ids";
import type { DatabaseExecutor } from "~db/executor";

/** What a student's answers to one quiz or survey block read as: every question answered, or a message per question. */
export type ReadAnswersResult<Answer> =
  | { ok: true; answers: Record<string, Answer> }
  | { ok: false; fieldErrors: Record<string, string> };

/** One question's answer from the form, or the message to show beside it. */
export type QuestionReading<Answer> = { answer: Answer } | { error: string };

/** Reads every question's answer; the form is refused when any question has a message. */
export function readAnswersPerQuestion<Question extends { id: string }, Answer>(
  questions: Question[],
  readAnswer: (question: Question) => QuestionReading<NoInfer<Answer>>,
): ReadAnswersResult<Answer> {
  const answers: Record<string, Answer> = {};
  const fieldErrors: Record<string, string> = {};
  for (const question of questions) {
    const reading = readAnswer(question);
    if ("error" in reading) fieldErrors[question.id] = reading.error;
    else answers[question.id] = reading.answer;
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, answers };
}

interface AnswerRowInput {
  blockId: string;
  courseId: string;
  userId: string;
}

/** The columns a stored quiz attempt and a stored survey response share. */
export function newAnswerRow(input: AnswerRowInput, answers: Record<string, unknown>) {
  return {
    id: createId(),
    block_id: input.blockId,
    course_id: input.courseId,
    user_id: input.userId,
    answers_json: JSON.stringify(answers),
  };
}

/**
 * Stored answers read back: a JSON object of question id -> answer, keeping only the answers
 * `readAnswer` accepts (it returns undefined for the rest); anything unreadable reads as no answers.
 */
export function parseStoredAnswers<Answer>(
  json: string,
  readAnswer: (value: unknown) => Answer | undefined,
): Record<string, Answer> {
  try {
    const value = JSON.parse(json) as unknown;
    if (!value || typeof value !== "object") return {};
    const answers: Record<string, Answer> = {};
    for (const [questionId, stored] of Object.entries(value)) {
      const answer = readAnswer(stored);
      if (answer !== undefined) answers[questionId] = answer;
    }
    return answers;
  } catch {
    return {};
  }
}

/**
 * The user's stored quiz attempts or survey responses for these blocks, newest first: a query for the
 * viewer to read with the lesson's other answers in one statement (decision 0127-viewer-statements).
 * No blocks, no rows (and no `in ()`, which is not SQL).
 */
export function answerRowsQuery(
  db: DatabaseExecutor,
  table: "quiz_attempts" | "survey_responses",
  userId: string,
  blockIds: string[],
) {
  return db
    .selectFrom(table)
    .select(["block_id", "answers_json", "created_at"])
    .where("user_id", "=", userId)
    .where((eb) => (blockIds.length > 0 ? eb("block_id", "in", blockIds) : eb.lit(false)))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
}
