import { pageNumberFrom } from "~/lib/pagination";
import type { Outcome } from "~/lib/refusal";
import type { SessionUser } from "~/platform/auth/session.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { type FormStatus, formStatusLabel, isFormStatus, takesAnswer } from "./field-types";
import { responsesToCsv } from "./form-csv";
import {
  deleteResponse,
  findResponse,
  listAllResponses,
  listResponses,
  RESPONSES_PAGE_SIZE,
  readResponseFilter,
} from "./form-responses.server";
import { summariseResponses } from "./form-summary";
import { findManagedForm, parseFields } from "./forms.server";

type Manager = Pick<SessionUser, "id" | "role">;

/** What the responses, one-response, summary and CSV routes load: the form, if this person manages it. */
async function formHeader(db: DatabaseExecutor, user: Manager, formId: string) {
  const found = await findManagedForm(db, user, formId);
  if (!found.ok) return found;
  const { row } = found;
  const status: FormStatus = isFormStatus(row.status) ? row.status : "draft";
  return { ok: true as const, row, header: { id: row.id, title: row.title, statusLabel: formStatusLabel(status) } };
}

export async function loadResponsesPage(
  db: DatabaseExecutor,
  user: Manager,
  formId: string,
  searchParams: URLSearchParams,
) {
  const found = await formHeader(db, user, formId);
  if (!found.ok) return found;
  const timeZone = await getSiteTimeZone(db);
  const filter = readResponseFilter(searchParams);
  const page = pageNumberFrom(searchParams);
  const { responses, total } = await listResponses(db, formId, filter, page, timeZone);
  // The table shows the first three questions of the form as it is now; each response opens in full.
  const columns = parseFields(found.row.fields_json)
    .filter(takesAnswer)
    .slice(0, 3)
    .map((field) => ({ fieldId: field.id, label: field.label }));
  return {
    ok: true as const,
    form: found.header,
    filter,
    page,
    total,
    pageSize: RESPONSES_PAGE_SIZE,
    responses,
    columns,
  };
}

export async function loadOneResponse(db: DatabaseExecutor, user: Manager, formId: string, responseId: string) {
  const found = await formHeader(db, user, formId);
  if (!found.ok) return found;
  const response = await findResponse(db, formId, responseId, await getSiteTimeZone(db));
  if (!response.ok) return response;
  return { ok: true as const, form: found.header, response: response.response };
}

export async function loadSummaryPage(db: DatabaseExecutor, user: Manager, formId: string) {
  const found = await formHeader(db, user, formId);
  if (!found.ok) return found;
  const responses = await listAllResponses(db, formId);
  const fields = parseFields(found.row.fields_json);
  return {
    ok: true as const,
    form: found.header,
    total: responses.length,
    questions: summariseResponses(
      fields,
      responses.map((response) => response.answers),
    ),
  };
}

export async function exportResponsesCsv(
  db: DatabaseExecutor,
  user: Manager,
  formId: string,
  searchParams: URLSearchParams,
): Promise<Outcome<{ csv: string; fileName: string }>> {
  const found = await formHeader(db, user, formId);
  if (!found.ok) return found;
  const timeZone = await getSiteTimeZone(db);
  const responses = await listAllResponses(db, formId, readResponseFilter(searchParams), timeZone);
  const csv = responsesToCsv(
    parseFields(found.row.fields_json),
    responses.map((response) => ({ receivedAt: response.createdAt, answers: response.answers })),
    timeZone,
  );
  const slug = found.row.slug.replace(/[^a-z0-9-]/g, "") || "form";
  return { ok: true, csv, fileName: `${slug}-responses.csv` };
}

/** One response of a form the person manages deleted (its answers' files too). */
export async function deleteManagedResponse(
  db: DatabaseExecutor,
  user: Manager,
  target: { formId: string; responseId: string },
  uploadDirectory: string,
): Promise<Outcome> {
  const found = await findManagedForm(db, user, target.formId);
  if (!found.ok) return found;
  return deleteResponse(db, target.formId, target.responseId, uploadDirectory);
}
