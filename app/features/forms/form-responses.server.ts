import path from "node:path";
import { addDays, formatDateTime, todayIn, zonedInstant } from "~/lib/dates";
import { fileStorage } from "~/lib/file-storage.server";
import { createId } from "~/lib/ids";
import { consumeRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { type Outcome, refuse } from "~/lib/refusal";
import { queueEmail } from "~/platform/mail/mail.server";
import { inRecipientLanguage } from "~/platform/mail/recipient-locale.server";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import { emitWebhookEvent } from "~/platform/webhooks/emit-webhook-event.server";
import type { DatabaseExecutor } from "~db/executor";
import { everyWordInColumns } from "~db/sql-helpers";
import { inTransaction } from "~db/transactions";
import { answerText, respondentEmail, type StoredAnswer } from "./answers";
import { renderResponseConfirmation, renderResponseNotification } from "./form-emails.server";
import { acceptanceOf, countResponses, type FormRow, parseNotifyUserIds } from "./forms.server";
import * as m from "./messages";

/**
 * A form's responses: storing one (with its mails, in one transaction), the paged and searchable
 * list, one response, deleting one, and all of them for the CSV and the summary.
 */

export const RESPONSES_PAGE_SIZE = 25;
/** The CSV and the summary read at most this many of the latest responses (one bounded query). */
const RESPONSES_EXPORT_LIMIT = 10_000;

export function parseAnswers(json: string): StoredAnswer[] {
  try {
    const raw = JSON.parse(json);
    return Array.isArray(raw)
      ? raw.filter((answer) => answer && typeof answer.fieldId === "string" && typeof answer.label === "string")
      : [];
  } catch {
    return [];
  }
}

export interface StoreResponseRequest {
  form: FormRow;
  answers: StoredAnswer[];
  baseUrl: string;
}

/**
 * Stores a response and, in the same transaction, the mails it causes: to each chosen staff member,
 * and to the respondent when the form sends a confirmation. The form's state is checked again in
 * the transaction, so a response that arrives after the limit or the close is refused, not kept.
 */
/**
 * A confirmation repeats what the respondent typed to the address they typed, so a stranger could
 * send their text to anyone's inbox. Like sign-up and reset mails (decision 0013), one inbox gets a
 * few an hour, across every form; past that the response is still kept and staff are still told,
 * only the confirmation is left out, and nothing tells the sender so.
 */
const CONFIRMATIONS_PER_INBOX: RateLimitRule = { limit: 3, windowMs: 60 * 60 * 1000 };

async function mayConfirmTo(db: DatabaseExecutor, email: string): Promise<boolean> {
  const result = await consumeRateLimit(db, `form-confirmation:email:${email.toLowerCase()}`, CONFIRMATIONS_PER_INBOX);
  return result.allowed;
}

export async function storeResponse(
  db: DatabaseExecutor,
  request: StoreResponseRequest,
): Promise<Outcome<{ id: string }>> {
  const { form, answers } = request;
  const settings = await getSiteSettings(db);
  const id = createId();
  return inTransaction(db, async (trx) => {
    // A no-op write first takes the form's row lock on PostgreSQL (SQLite's one write lock), so
    // two responses racing for the last place are counted one after the other, not both let in.
    await trx.updateTable("forms").set({ id: form.id }).where("id", "=", form.id).execute();
    const current = await trx.selectFrom("forms").selectAll().where("id", "=", form.id).executeTakeFirst();
    if (!current) return refuse("missing", m.formNoLongerExists());
    const acceptance = acceptanceOf(
      current,
      await countResponses(trx, form.id),
      todayIn(settings.time_zone),
      settings.time_zone,
    );
    if (!acceptance.accepting) return refuse("closed", acceptance.message);
    const email = respondentEmail(answers);
    const submittedAt = new Date().toISOString();
    await trx
      .insertInto("form_responses")
      .values({
        id,
        form_id: form.id,
        answers_json: JSON.stringify(answers),
        respondent_email: email,
        search_text: answers
          .map((answer) => answerText(answer))
          .join(" \n ")
          .toLowerCase()
          .slice(0, 20_000),
        created_at: submittedAt,
      })
      .execute();
    await emitWebhookEvent(trx, "form.response", {
      responseId: id,
      formId: form.id,
      formTitle: current.title,
      respondentEmail: email,
      submittedAt,
    });
    for (const answer of answers) {
      const file = fileOf(answer);
      if (file) {
        await trx
          .insertInto("form_response_files")
          .values({ stored_name: file.storedName, form_id: form.id, response_id: id })
          .execute();
      }
    }
    const context = {
      formTitle: current.title,
      siteName: settings.site_name,
      answers,
      responseUrl: new URL(`/instructor/form/${form.id}/responses/${id}`, request.baseUrl).toString(),
      thankYouMessage: current.thank_you_message,
    };
    const notifyIds = parseNotifyUserIds(current.notify_user_ids_json);
    if (notifyIds.length > 0) {
      const staff = await trx
        .selectFrom("user")
        .select(["email", "name", "locale"])
        .where("id", "in", notifyIds)
        .where("role", "in", ["instructor", "admin"])
        .execute();
      // Each staff member reads the notification in their own language; the respondent's confirmation is in the request's.
      for (const person of staff) {
        await inRecipientLanguage(person.locale, () =>
          queueEmail(trx, renderResponseNotification(context, person, email)),
        );
      }
    }
    if (current.sends_confirmation && email && (await mayConfirmTo(trx, email)))
      await queueEmail(trx, renderResponseConfirmation(context, email));
    return { ok: true as const, id };
  });
}

function fileOf(answer: StoredAnswer) {
  const { value } = answer;
  return answer.type === "file" && value && typeof value === "object" && !Array.isArray(value) ? value : null;
}

/**
 * Whether an uploaded file is an answer to a form, and if so which form: /uploads/{name} serves it
 * only to those who manage that form.
 */
export async function findFormOfResponseFile(db: DatabaseExecutor, storedName: string) {
  const row = await db
    .selectFrom("form_response_files")
    .innerJoin("forms", "forms.id", "form_response_files.form_id")
    .select(["forms.id", "forms.created_by_user_id"])
    .where("form_response_files.stored_name", "=", storedName)
    .executeTakeFirst();
  return row ?? null;
}

export interface ResponseFilter {
  search: string;
  /** Received on or after this day (YYYY-MM-DD, site time zone), or "". */
  from: string;
  /** Received on or before this day, or "". */
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readResponseFilter(searchParams: URLSearchParams): ResponseFilter {
  const day = (name: string) => {
    const value = searchParams.get(name) ?? "";
    return DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : "";
  };
  return { search: (searchParams.get("q") ?? "").trim().slice(0, 100), from: day("from"), to: day("to") };
}

function filteredResponses(db: DatabaseExecutor, formId: string, filter: ResponseFilter, timeZone: string) {
  let query = db.selectFrom("form_responses").where("form_id", "=", formId);
  const words = everyWordInColumns(["search_text"], filter.search);
  if (words) query = query.where(words);
  if (filter.from) query = query.where("created_at", ">=", zonedInstant(filter.from, "00:00", timeZone).toISOString());
  if (filter.to) {
    query = query.where("created_at", "<", zonedInstant(addDays(filter.to, 1), "00:00", timeZone).toISOString());
  }
  return query;
}

interface AnswerView {
  fieldId: string;
  label: string;
  text: string;
  /** A file answer: where staff download it. */
  fileUrl: string | null;
}

export interface ResponseView {
  id: string;
  receivedAt: string;
  answers: AnswerView[];
}

function toAnswerViews(answers: readonly StoredAnswer[]): AnswerView[] {
  return answers.map((answer) => ({
    fieldId: answer.fieldId,
    label: answer.label,
    text: answerText(answer),
    fileUrl:
      answer.type === "file" && answer.value && typeof answer.value === "object" && !Array.isArray(answer.value)
        ? `/uploads/${answer.value.storedName}`
        : null,
  }));
}

export async function listResponses(
  db: DatabaseExecutor,
  formId: string,
  filter: ResponseFilter,
  page: number,
  timeZone: string,
): Promise<{ responses: ResponseView[]; total: number }> {
  const [rows, total] = await Promise.all([
    filteredResponses(db, formId, filter, timeZone)
      .select(["id", "answers_json", "created_at"])
      .orderBy("created_at", "desc")
      .orderBy("id")
      .limit(RESPONSES_PAGE_SIZE)
      .offset((page - 1) * RESPONSES_PAGE_SIZE)
      .execute(),
    filteredResponses(db, formId, filter, timeZone)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    responses: rows.map((row) => ({
      id: row.id,
      receivedAt: formatDateTime(row.created_at, timeZone),
      answers: toAnswerViews(parseAnswers(row.answers_json)),
    })),
    total: total.count,
  };
}

export async function findResponse(
  db: DatabaseExecutor,
  formId: string,
  responseId: string,
  timeZone: string,
): Promise<Outcome<{ response: ResponseView }>> {
  const row = await db
    .selectFrom("form_responses")
    .select(["id", "answers_json", "created_at"])
    .where("form_id", "=", formId)
    .where("id", "=", responseId)
    .executeTakeFirst();
  if (!row) return refuse("missing", m.responseNoLongerExists());
  return {
    ok: true,
    response: {
      id: row.id,
      receivedAt: formatDateTime(row.created_at, timeZone),
      answers: toAnswerViews(parseAnswers(row.answers_json)),
    },
  };
}

/** The latest responses with their stored answers, newest first: for the CSV and the summary. */
export async function listAllResponses(
  db: DatabaseExecutor,
  formId: string,
  filter?: ResponseFilter,
  timeZone = "UTC",
) {
  const rows = await filteredResponses(db, formId, filter ?? { search: "", from: "", to: "" }, timeZone)
    .select(["id", "answers_json", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(RESPONSES_EXPORT_LIMIT)
    .execute();
  return rows.map((row) => ({ id: row.id, createdAt: row.created_at, answers: parseAnswers(row.answers_json) }));
}

/**
 * Deletes one response of this form (the form id is in the statement) and the files it carried.
 */
export async function deleteResponse(
  db: DatabaseExecutor,
  formId: string,
  responseId: string,
  uploadDirectory: string,
): Promise<Outcome> {
  const row = await db
    .selectFrom("form_responses")
    .select("answers_json")
    .where("form_id", "=", formId)
    .where("id", "=", responseId)
    .executeTakeFirst();
  if (!row) return refuse("missing", m.responseNoLongerExists());
  const files = parseAnswers(row.answers_json).flatMap((answer) =>
    answer.type === "file" && answer.value && typeof answer.value === "object" && !Array.isArray(answer.value)
      ? [answer.value]
      : [],
  );
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom("form_response_files").where("response_id", "=", responseId).execute();
    await trx.deleteFrom("form_responses").where("form_id", "=", formId).where("id", "=", responseId).execute();
    if (files.length > 0) {
      await trx
        .deleteFrom("uploads")
        .where(
          "id",
          "in",
          files.map((file) => file.uploadId),
        )
        .execute();
    }
  });
  const storage = fileStorage(uploadDirectory);
  for (const file of files) await storage.delete(path.basename(file.storedName));
  return { ok: true };
}
