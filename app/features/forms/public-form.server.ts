import path from "node:path";
import { saveUpload, UploadRefusedError } from "~/features/uploads/uploads.server";
import { todayIn } from "~/lib/dates";
import { fileStorage } from "~/lib/file-storage.server";
import { discardReceivedFile, type ReceivedFile } from "~/lib/multipart-upload.server";
import { type Refusal, refuse } from "~/lib/refusal";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { type PostedForm, readAnswers, type SubmittedValues } from "./answers";
import {
  FORM_FILE_MAX_BYTES,
  type FormField,
  formStatusLabel,
  inputName,
  isFormStatus,
  STARTED_FIELD,
} from "./field-types";
import { storeResponse } from "./form-responses.server";
import {
  type Acceptance,
  acceptanceOf,
  countResponses,
  findFormRowBySlug,
  formHeadOf,
  parseFields,
} from "./forms.server";
import * as m from "./messages";
import { allowResponseFrom, judgeSubmission, signShownAt } from "./spam-guard.server";

/** What the public form at /f/{slug} (and a site page that embeds it) needs to show the form. */
export interface PublicFormView {
  id: string;
  slug: string;
  title: string;
  description: string;
  fields: FormField[];
  acceptance: Acceptance;
  /** The signed time the form was shown (spam-guard.server.ts). */
  started: string;
  hasFile: boolean;
  /** Shown after a response is taken (the page comes back with ?sent, post/redirect/get). */
  thankYouMessage: string;
}

/** The forms a content page can embed (any built form; a draft shows nothing until it is published). */
export async function listEmbeddableForms(db: DatabaseExecutor): Promise<Array<{ value: string; label: string }>> {
  const rows = await db.selectFrom("forms").select(["id", "title", "status"]).orderBy("title").limit(500).execute();
  return rows.map((row) => ({
    value: row.id,
    label: m.embeddableForm({
      title: row.title,
      status: isFormStatus(row.status) ? formStatusLabel(row.status).toLowerCase() : row.status,
    }),
  }));
}

/** A content page's embedded form as the public form shows it, or null while it is a draft or gone. */
export async function loadEmbeddedForm(db: DatabaseExecutor, formId: string | null, secret: string) {
  if (!formId) return null;
  const row = await db.selectFrom("forms").select("slug").where("id", "=", formId).executeTakeFirst();
  if (!row) return null;
  const loaded = await loadPublicForm(db, row.slug, secret);
  return loaded.ok ? loaded.form : null;
}

export async function loadPublicForm(
  db: DatabaseExecutor,
  slug: string,
  secret: string,
): Promise<{ ok: true; form: PublicFormView } | Refusal> {
  const row = await findFormRowBySlug(db, slug);
  // A draft is not public yet: to a visitor it does not exist.
  if (!row || row.status === "draft") return refuse("missing", m.noFormHere());
  const [count, timeZone] = await Promise.all([countResponses(db, row.id), getSiteTimeZone(db)]);
  const head = formHeadOf(row);
  return {
    ok: true,
    form: {
      ...head,
      acceptance: acceptanceOf(row, count, todayIn(timeZone), timeZone),
      started: signShownAt(secret, row.id),
      hasFile: head.fields.some((field) => field.type === "file"),
      thankYouMessage: row.thank_you_message || m.thankYouDefault(),
    },
  };
}

export type SubmitReply =
  | { ok: true; thankYouMessage: string }
  | {
      ok: false;
      status: number;
      formError: string | null;
      fieldErrors: Record<string, string>;
      values: SubmittedValues;
      /**
       * The signed time the form was first shown, kept for the page sent back with the messages
       * (a plain document renders the form anew: a new time would make the corrected send "too quick").
       */
      started?: string;
    };

interface SubmitContext {
  secret: string;
  clientAddress: string;
  baseUrl: string;
  uploadDirectory: string;
}

type Refused = Extract<SubmitReply, { ok: false }>;

function refused(status: number, formError: string | null, values: SubmittedValues = {}, fieldErrors = {}): Refused {
  return { ok: false, status, formError, fieldErrors, values };
}

/** How a public form's file part is read: its field name, and the limit checked while it streams in. */
export interface PublicFormFilePart {
  name: string;
  maxBytes: number;
  tooLargeMessage: string;
}

/**
 * What the route needs before it reads a submission's body (decision 0081): the form's file part,
 * if it has one (then the body is read as a stream, the file straight to disk), or the 404 of a form
 * that is not there. The body is not read at all for a form that does not exist.
 */
export async function findPublicFormFilePart(
  db: DatabaseExecutor,
  slug: string,
): Promise<{ ok: true; filePart: PublicFormFilePart | null } | Refused> {
  const row = await findFormRowBySlug(db, slug);
  if (!row || row.status === "draft") return refused(404, m.noFormHere());
  const fileField = parseFields(row.fields_json).find((field) => field.type === "file");
  if (!fileField) return { ok: true, filePart: null };
  return {
    ok: true,
    filePart: {
      name: inputName(fileField.id),
      maxBytes: FORM_FILE_MAX_BYTES,
      tooLargeMessage: m.fileTooLarge(),
    },
  };
}

/** A submission as the route read it: the text fields, and the file part (already within its limit). */
export interface PostedPublicForm {
  /** Text fields by name; the first value wins, as FormData.get does. */
  fields: ReadonlyMap<string, string>;
  /**
   * The file part in its temporary file, or null when none (or an empty one) was sent. From here it
   * is this function's: removed when the submission is done, whatever the outcome.
   */
  file: ReceivedFile | null;
}

/**
 * One visitor's submission, read by the route (findPublicFormFilePart says how), to the stored
 * response: the form must exist and take responses; the spam checks; every answer read against the
 * fields (messages per field, answers kept); the file checked from its bytes and stored; then the
 * response and its mails in one transaction. Nothing is stored half: a refused file or a closed form
 * leaves no response, and a stored file whose response is refused is removed again.
 */
export async function submitPublicForm(
  db: DatabaseExecutor,
  slug: string,
  sent: PostedPublicForm,
  context: SubmitContext,
): Promise<SubmitReply> {
  const { file } = sent;
  const posted: PostedForm = { get: (name) => sent.fields.get(name) ?? null };
  try {
    const row = await findFormRowBySlug(db, slug);
    if (!row || row.status === "draft") return refused(404, m.noFormHere());
    const fields = parseFields(row.fields_json);
    const fileField = fields.find((field) => field.type === "file");
    const timeZone = await getSiteTimeZone(db);
    const acceptance = acceptanceOf(row, await countResponses(db, row.id), todayIn(timeZone), timeZone);
    const answers = readAnswers(fields, posted, Boolean(file));
    if (!acceptance.accepting) return refused(410, acceptance.message, answers.values);

    const verdict = judgeSubmission(context.secret, row.id, posted);
    // A bot that filled the honeypot is thanked and nothing is kept: it learns nothing.
    if (verdict === "honeypot") return { ok: true, thankYouMessage: row.thank_you_message || m.thankYouDefault() };
    if (verdict === "expired") return refused(400, m.expired(), answers.values);
    const started = String(posted.get(STARTED_FIELD));
    const refusedKeepingStart = (...args: Parameters<typeof refused>): SubmitReply => ({
      ...refused(...args),
      started,
    });
    if (verdict === "too-quick") return refusedKeepingStart(400, m.tooQuick(), answers.values);

    if (!answers.ok) {
      return refusedKeepingStart(400, m.checkAnswers(), answers.values, answers.fieldErrors);
    }
    // Only complete answers count against the address: a person correcting a mistake is not slowed.
    const allowed = await allowResponseFrom(db, context.clientAddress);
    if (!allowed.allowed) return refusedKeepingStart(429, m.tooManyResponses(), answers.values);

    let storedFileId: string | null = null;
    if (fileField && file) {
      try {
        const upload = await saveUpload(db, {
          filePath: file.path,
          originalName: file.fileName || "file",
          kind: fileField.fileKind,
          owner: null,
          uploadDirectory: context.uploadDirectory,
          maxBytes: FORM_FILE_MAX_BYTES,
        });
        storedFileId = upload.id;
        answers.answers = answers.answers.map((answer) =>
          answer.fieldId === fileField.id
            ? {
                ...answer,
                value: {
                  uploadId: upload.id,
                  storedName: upload.stored_name,
                  name: upload.original_name,
                  size: Number(upload.size_bytes),
                  contentType: upload.content_type,
                },
              }
            : answer,
        );
      } catch (error) {
        if (!(error instanceof UploadRefusedError)) throw error;
        return refusedKeepingStart(error.status, m.checkAnswers(), answers.values, {
          [inputName(fileField.id)]: error.message,
        });
      }
    }

    const stored = await storeResponse(db, { form: row, answers: answers.answers, baseUrl: context.baseUrl }).catch(
      async (error: unknown) => {
        if (storedFileId) await removeStoredUpload(db, storedFileId, context.uploadDirectory);
        throw error;
      },
    );
    if (!stored.ok) {
      if (storedFileId) await removeStoredUpload(db, storedFileId, context.uploadDirectory);
      return refusedKeepingStart(stored.reason === "closed" ? 410 : 404, stored.message ?? null, answers.values);
    }
    return { ok: true, thankYouMessage: row.thank_you_message || m.thankYouDefault() };
  } finally {
    await discardReceivedFile(file);
  }
}

async function removeStoredUpload(db: DatabaseExecutor, uploadId: string, uploadDirectory: string) {
  const upload = await db.selectFrom("uploads").select("stored_name").where("id", "=", uploadId).executeTakeFirst();
  await db.deleteFrom("uploads").where("id", "=", uploadId).execute();
  if (upload) {
    await fileStorage(uploadDirectory).delete(path.basename(upload.stored_name));
  }
}
