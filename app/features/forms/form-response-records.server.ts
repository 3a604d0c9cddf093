import { type KeysetPage, type KeysetRequest, readNewestFirstPage } from "~/lib/pagination";
import type { DatabaseExecutor } from "~db/executor";
import type { StoredAnswer } from "./answers";
import { parseAnswers } from "./form-responses.server";

/** One response as systems outside the screens read it: its answers as stored (label, kind, value). */
export interface FormResponseRecord {
  id: string;
  formId: string;
  respondentEmail: string;
  answers: StoredAnswer[];
  createdAt: string;
}

/** A form's responses, newest first, a page after `after`; undefined when there is no such form. */
export async function listFormResponseRecords(
  db: DatabaseExecutor,
  formId: string,
  request: KeysetRequest,
): Promise<KeysetPage<FormResponseRecord> | undefined> {
  const form = await db.selectFrom("forms").select("id").where("id", "=", formId).executeTakeFirst();
  if (!form) return undefined;
  const select = db
    .selectFrom("form_responses")
    .select(["id", "form_id", "respondent_email", "answers_json", "created_at"])
    .where("form_id", "=", formId);
  return readNewestFirstPage(select, "form_responses", request, (row) => ({
    id: row.id,
    formId: row.form_id,
    respondentEmail: row.respondent_email,
    answers: parseAnswers(row.answers_json),
    createdAt: row.created_at,
  }));
}
