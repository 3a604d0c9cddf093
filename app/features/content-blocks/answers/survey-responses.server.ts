import type { Kysely } from "kysely";
import { createId } from "~/lib/ids";
import type { Database } from "~db/schema";
import type { SurveyContent } from "../block-types";
import { MAX_SURVEY_TEXT_ANSWER, surveyAnswerField } from "../viewers/viewer-blocks";

/** question id -> the chosen choice's id (choice questions) or the text written (free-text questions). */
export type SurveyAnswers = Record<string, string>;

export type ReadSurveyAnswersResult =
  | { ok: true; answers: SurveyAnswers }
  | { ok: false; fieldErrors: Record<string, string> };

/** Every question needs an answer; a choice must be one of that question's own choices. */
export function readSurveyAnswers(content: SurveyContent, formData: FormData): ReadSurveyAnswersResult {
  const answers: SurveyAnswers = {};
  const fieldErrors: Record<string, string> = {};
  for (const question of content.questions) {
    const raw = formData.get(surveyAnswerField(question.id));
    const value = typeof raw === "string" ? raw.trim() : "";
    if (question.kind === "choice") {
      if (!question.choices.some((choice) => choice.id === value)) {
        fieldErrors[question.id] = "Choose one of the answers.";
        continue;
      }
    } else if (value === "") {
      fieldErrors[question.id] = "Write an answer to this question.";
      continue;
    } else if (value.length > MAX_SURVEY_TEXT_ANSWER) {
      fieldErrors[question.id] = `Keep your answer under ${MAX_SURVEY_TEXT_ANSWER} characters.`;
      continue;
    }
    answers[question.id] = value;
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, answers };
}

interface SurveyResponseInput {
  blockId: string;
  courseId: string;
  userId: string;
  answers: SurveyAnswers;
}

/** One response per user per survey block: answering again replaces the earlier answers. */
export async function saveSurveyResponse(db: Kysely<Database>, input: SurveyResponseInput): Promise<void> {
  const timestamp = new Date().toISOString();
  await db
    .insertInto("survey_responses")
    .values({
      id: createId(),
      block_id: input.blockId,
      course_id: input.courseId,
      user_id: input.userId,
      answers_json: JSON.stringify(input.answers),
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

/** The user's saved answers for each of these survey blocks, in one query. */
export async function findSurveyResponses(
  db: Kysely<Database>,
  userId: string,
  blockIds: string[],
): Promise<Map<string, SurveyAnswers>> {
  const responses = new Map<string, SurveyAnswers>();
  if (blockIds.length === 0) return responses;
  const rows = await db
    .selectFrom("survey_responses")
    .select(["block_id", "answers_json"])
    .where("user_id", "=", userId)
    .where("block_id", "in", blockIds)
    .execute();
  for (const row of rows) responses.set(row.block_id, parseSurveyAnswers(row.answers_json));
  return responses;
}

function parseSurveyAnswers(json: string): SurveyAnswers {
  try {
    const value = JSON.parse(json) as unknown;
    if (!value || typeof value !== "object") return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return {};
  }
}
