import type { Selectable } from "kysely";
import { formatDate, formatDateTime, todayIn } from "~/lib/dates";
import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import { updateAtVersion, type VersionedSave } from "~/lib/versioned-update.server";
import type { SessionUser } from "~/platform/auth/session.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Database } from "~db/schema";
import { type FormField, type FormStatus, formStatusLabel, isFormStatus, takesAnswer } from "./field-types";
import { type FormContentInput, type FormSettingsInput, formFieldSchema } from "./form-document.schema";
import * as m from "./messages";

/**
 * The forms instructors build: creating, the builder's saves (each at the version it was loaded
 * at, decision 0015), publishing, and whether a form takes responses now. Every instructor and admin
 * manages every built form (docs/decisions/0025-forms.md).
 */

export type FormRow = Selectable<Database["forms"]>;

/** The stored field list, each field checked again (a field that no longer reads is left out). */
export function parseFields(json: string): FormField[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((field) => {
    const parsed = formFieldSchema.safeParse(field);
    return parsed.success ? [parsed.data] : [];
  });
}

/** What the builder and the public page both show of a form: its names and its checked fields. */
export function formHeadOf(row: Pick<FormRow, "id" | "slug" | "title" | "description" | "fields_json">) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    fields: parseFields(row.fields_json),
  };
}

export function parseNotifyUserIds(json: string): string[] {
  try {
    const raw = JSON.parse(json);
    return Array.isArray(raw) ? raw.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

function slugFrom(title: string): string {
  const base = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48)
    .replace(/-+$/g, "");
  // A short random tail keeps slugs unique without a lookup, and unguessable for drafts.
  return `${base || "form"}-${createId().slice(0, 6)}`;
}

export async function createForm(db: DatabaseExecutor, user: SessionUser, title: string): Promise<{ id: string }> {
  const id = createId();
  const now = new Date().toISOString();
  await db
    .insertInto("forms")
    .values({
      id,
      slug: slugFrom(title),
      title,
      description: "",
      fields_json: "[]",
      status: "draft",
      closes_at: null,
      response_limit: null,
      thank_you_message: "",
      sends_confirmation: 0,
      notify_user_ids_json: JSON.stringify([user.id]),
      created_by_user_id: user.id,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id };
}

/** Who manages a built form: admins, and the instructor who built it (docs/decisions/0025-forms.md). */
export const canManageForm = (user: Pick<SessionUser, "id" | "role">, form: Pick<FormRow, "created_by_user_id">) =>
  user.role === "admin" || (user.role === "instructor" && form.created_by_user_id === user.id);

/** The form in the URL, if it exists and this person manages it. */
export async function findManagedForm(
  db: DatabaseExecutor,
  user: Pick<SessionUser, "id" | "role">,
  id: string,
): Promise<Outcome<{ row: FormRow }>> {
  const row = await findFormRow(db, id);
  if (!row) return refuse("missing", m.formNotFound());
  if (!canManageForm(user, row)) return refuse("forbidden", m.notYourForm());
  return { ok: true, row };
}

/** A save names the author in its statement unless an admin makes it: an instructor's id never reaches another's form. */
const ownerScope = (user: Pick<SessionUser, "id" | "role">) =>
  user.role === "admin" ? undefined : { created_by_user_id: user.id };

function findFormRow(db: DatabaseExecutor, id: string) {
  return db.selectFrom("forms").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findFormRowBySlug(db: DatabaseExecutor, slug: string) {
  return db.selectFrom("forms").selectAll().where("slug", "=", slug).executeTakeFirst();
}

export async function countResponses(db: DatabaseExecutor, formId: string): Promise<number> {
  const row = await db
    .selectFrom("form_responses")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("form_id", "=", formId)
    .executeTakeFirstOrThrow();
  return row.count;
}

export type Acceptance = { accepting: true } | { accepting: false; message: string };

/** Whether the form takes a response now: open, before its closing date's end, under its limit. */
export function acceptanceOf(
  form: Pick<FormRow, "status" | "closes_at" | "response_limit">,
  responseCount: number,
  today: string,
  timeZone: string,
): Acceptance {
  if (form.status === "draft") return { accepting: false, message: m.notOpenYet() };
  if (form.status !== "open") return { accepting: false, message: m.closedNoMore() };
  if (form.closes_at && today > form.closes_at) {
    return {
      accepting: false,
      message: m.closedOn({ date: formatDate(form.closes_at, timeZone, "long") }),
    };
  }
  if (form.response_limit !== null && responseCount >= Number(form.response_limit)) {
    return { accepting: false, message: m.limitReached() };
  }
  return { accepting: true };
}

export interface FormListItem {
  id: string;
  title: string;
  status: FormStatus;
  statusLabel: string;
  responseCount: number;
  lastResponseAt: string | null;
  publicPath: string | null;
  isBuiltIn: boolean;
}

/** The built forms this person manages (all of them for an admin), newest change first, with their response counts: two queries. */
export async function listBuiltForms(
  db: DatabaseExecutor,
  user: Pick<SessionUser, "id" | "role">,
  timeZone: string,
): Promise<FormListItem[]> {
  let managed = db.selectFrom("forms");
  if (user.role !== "admin") managed = managed.where("created_by_user_id", "=", user.id);
  const [forms, counts] = await Promise.all([
    managed
      .select(["id", "title", "status", "slug", "updated_at"])
      .orderBy("updated_at", "desc")
      .orderBy("id")
      .limit(500)
      .execute(),
    db
      .selectFrom("form_responses")
      .where("form_id", "in", managed.select("id"))
      .select([
        "form_id",
        (eb) => eb.fn.countAll<number>().as("count"),
        // i18n-exempt: a column name, not text anyone reads.
        (eb) => eb.fn.max("created_at").as("latest"),
      ])
      .groupBy("form_id")
      .execute(),
  ]);
  const byForm = new Map(counts.map((row) => [row.form_id, row]));
  return forms.map((form) => {
    const status: FormStatus = isFormStatus(form.status) ? form.status : "draft";
    const count = byForm.get(form.id);
    const latest = (count?.latest as string | null | undefined) ?? null;
    return {
      id: form.id,
      title: form.title,
      status,
      statusLabel: formStatusLabel(status),
      responseCount: count?.count ?? 0,
      lastResponseAt: latest ? formatDateTime(latest, timeZone) : null,
      publicPath: status === "open" ? `/f/${form.slug}` : null,
      isBuiltIn: false,
    };
  });
}

interface StaffOption {
  value: string;
  label: string;
}

/** Who may be notified of new responses: instructors and admins, by name. */
async function listStaffOptions(db: DatabaseExecutor): Promise<StaffOption[]> {
  const rows = await db
    .selectFrom("user")
    .select(["id", "name", "email"])
    .where("role", "in", ["instructor", "admin"])
    .orderBy("name")
    .limit(500)
    .execute();
  return rows.map((row) => ({ value: row.id, label: `${row.name} (${row.email})` }));
}

export interface BuilderView {
  id: string;
  slug: string;
  title: string;
  description: string;
  fields: FormField[];
  status: FormStatus;
  statusLabel: string;
  closesAt: string;
  responseLimit: string;
  thankYouMessage: string;
  sendsConfirmation: boolean;
  notifyUserIds: string[];
  version: number;
  responseCount: number;
  publicPath: string;
  acceptance: Acceptance;
  staffOptions: StaffOption[];
}

export async function loadBuilder(
  db: DatabaseExecutor,
  user: Pick<SessionUser, "id" | "role">,
  id: string,
): Promise<Outcome<{ form: BuilderView }>> {
  const found = await findManagedForm(db, user, id);
  if (!found.ok) return found;
  const { row } = found;
  const [responseCount, staffOptions, timeZone] = await Promise.all([
    countResponses(db, id),
    listStaffOptions(db),
    getSiteTimeZone(db),
  ]);
  const status: FormStatus = isFormStatus(row.status) ? row.status : "draft";
  return {
    ok: true,
    form: {
      ...formHeadOf(row),
      status,
      statusLabel: formStatusLabel(status),
      closesAt: row.closes_at ?? "",
      responseLimit: row.response_limit === null ? "" : String(row.response_limit),
      thankYouMessage: row.thank_you_message,
      sendsConfirmation: Boolean(row.sends_confirmation),
      notifyUserIds: parseNotifyUserIds(row.notify_user_ids_json),
      version: row.version,
      responseCount,
      publicPath: `/f/${row.slug}`,
      acceptance: acceptanceOf(row, responseCount, todayIn(timeZone), timeZone),
      staffOptions,
    },
  };
}

/** Read per save, so the refusal is in the language of that request. */
const saveMessages = () => ({ stale: m.staleForm(), missing: m.formNoLongerExists() });

/** The builder's autosave: title, description and the whole field list, at the loaded version. */
export function saveFormContent(
  db: DatabaseExecutor,
  user: Pick<SessionUser, "id" | "role">,
  id: string,
  input: FormContentInput,
): Promise<VersionedSave> {
  return updateAtVersion(
    db,
    "forms",
    { id, version: input.version, scope: ownerScope(user) },
    {
      title: input.title,
      description: input.description,
      fields_json: JSON.stringify(input.fields),
      updated_at: new Date().toISOString(),
    },
    saveMessages(),
  );
}

export async function saveFormSettings(
  db: DatabaseExecutor,
  user: Pick<SessionUser, "id" | "role">,
  id: string,
  input: FormSettingsInput,
): Promise<VersionedSave> {
  // Only staff can be notified: ids of anyone else (or no one) are refused, not silently kept.
  const ids = [...new Set(input.notifyUserIds)];
  if (ids.length > 0) {
    const staff = await db
      .selectFrom("user")
      .select("id")
      .where("id", "in", ids)
      .where("role", "in", ["instructor", "admin"])
      .execute();
    if (staff.length !== ids.length) {
      return refuse("invalid", m.chooseStaff(), { notifyUserIds: m.chooseStaffOnly() });
    }
  }
  return updateAtVersion(
    db,
    "forms",
    { id, version: input.version, scope: ownerScope(user) },
    {
      closes_at: input.closesAt === "" ? null : input.closesAt,
      response_limit: input.responseLimit === "" ? null : Number(input.responseLimit),
      thank_you_message: input.thankYouMessage,
      sends_confirmation: input.sendsConfirmation ? 1 : 0,
      notify_user_ids_json: JSON.stringify(ids),
      updated_at: new Date().toISOString(),
    },
    saveMessages(),
  );
}

/** Open (publish) or close the form. Opening needs at least one question. */
export async function setFormStatus(
  db: DatabaseExecutor,
  user: Pick<SessionUser, "id" | "role">,
  id: string,
  status: "open" | "closed",
  version: number,
): Promise<VersionedSave> {
  if (status === "open") {
    const row = await findFormRow(db, id);
    if (!row) return refuse("missing", m.formNoLongerExists());
    if (!parseFields(row.fields_json).some(takesAnswer)) {
      return refuse("invalid", m.addQuestionFirst());
    }
  }
  return updateAtVersion(
    db,
    "forms",
    { id, version, scope: ownerScope(user) },
    { status, updated_at: new Date().toISOString() },
    saveMessages(),
  );
}
