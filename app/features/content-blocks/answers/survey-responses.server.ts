import { formatNumber } from "~/lib/i18n/format";
import type { DatabaseExecutor } from "~db/executor";
import type { SurveyContent } from "../block-types";
import { MAX_SURVEY_TEXT_ANSWER } from "../viewers/viewer-blocks";
import * as m from "./messages";
import {
  answerRowsQuery,
  newAnswerRow,
  parseStoredAnswers,
  type ReadAnswersResult,
  readAnswersPerQuestion,
} from "./question-answers.server";

/** question id -> the chosen choice's id (choice questions) or the text written (free-text questions). */
export type SurveyAnswers = Record<string, string>;

/**
 * The answers as sent (by question id, parsed by the route: decision 0081), checked against the
 * stored survey: every question needs an answer; a choice must be one of that question's own choices.
 */
export function readSurveyAnswers(content: SurveyContent, sent: SurveyAnswers): ReadAnswersResult<string> {
  return readAnswersPerQuestion(content.questions, (question) => {
    const value = (sent[question.id] ?? "").trim();
    if (question.kind === "choice") {
      if (!question.choices.some((choice) => choice.id === value)) return { error: m.chooseOneAnswers() };
    } else if (value === "") {
      return { error: m.writeAnswerQuestion() };
    } else if (value.length > MAX_SURVEY_TEXT_ANSWER) {
      return { error: m.keepAnswerUnder({ count: formatNumber(MAX_SURVEY_TEXT_ANSWER) }) };
    }
    return { answer: value };
  });
}

interface SurveyResponseInput {
  blockId: string;
  courseId: string;
  userId: string;
  answers: SurveyAnswers;
}

/** One response per user per survey block: answering again replaces the earlier answers. */
export async function saveSurveyResponse(db: DatabaseExecutor, input: SurveyResponseInput): Promise<void> {
  const timestamp = new Date().toISOString();
  await db
    .insertInto("survey_responses")
    .values({
      ...newAnswerRow(input, input.answers),
      created_at: timestamp,
      updated_at: timestamp,
    })
    .onConflict((conflict) =>
      conflict.columns(["block_id", "user_id"]).doUpdateSet({
        answers_json: JSON.stringify(input.answers),
        updated_at: timestamp,
      }),
    )
    .execute();
}

/** The user's saved answers for each of these survey blocks: a query, read by `readSurveyResponses`. */
export function surveyResponsesQuery(db: DatabaseExecutor, userId: string, blockIds: string[]) {
  return answerRowsQuery(db, "survey_responses", userId, blockIds);
}

/** The saved answers by survey block, from the rows of `surveyResponsesQuery`. */
export function readSurveyResponses(
  rows: Array<{ block_id: string; answers_json: string }>,
): Map<string, SurveyAnswers> {
  return new Map(rows.map((row) => [row.block_id, parseStoredAnswers(row.answers_json, readWrittenAnswer)]));
}

function readWrittenAnswer(stored: unknown): string | undefined {
  return typeof stored === "string" ? stored : undefined;
}
