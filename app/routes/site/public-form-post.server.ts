import { data, redirect } from "react-router";
import {
  findPublicFormFilePart,
  type PostedPublicForm,
  type PublicFormFilePart,
  type SubmitReply,
  submitPublicForm,
} from "~/features/forms/public-form.server";
import { incomingUploadDirectory } from "~/features/uploads/uploads.server";
import { clientAddress } from "~/lib/client-address.server";
import { getEnvironment } from "~/lib/env.server";
import { discardReceivedFile, readMultipartUpload } from "~/lib/multipart-upload.server";
import type { Refusal } from "~/lib/refusal";
import { parseFormBody } from "~/lib/request-body.server";
import { getDb } from "~/server/app-context.server";

type Refused = Extract<SubmitReply, { ok: false }>;

/** A body that could not be read, as the feature's refusals read: nothing typed is kept. */
function unreadable(refusal: Refusal, fieldErrors: Record<string, string> = {}): Refused {
  return { ok: false, status: unreadableStatus(refusal), formError: refusal.message ?? null, fieldErrors, values: {} };
}

/** A body that could not be read: 413 too large, 415 another content type, 400 otherwise. */
function unreadableStatus(refusal: Refusal): number {
  return refusal.reason === "too-large" ? 413 : refusal.reason === "unsupported-type" ? 415 : 400;
}

/**
 * The submission's body, read as the form needs (decision 0081: the route side reads, the feature
 * takes the fields and the file): a form with a file field is read as a stream, the file straight to
 * a temporary file and refused at its first byte over the limit (checked again from its bytes when
 * stored); any other form as a plain form. A refusal is the reply to send.
 */
async function readSubmission(
  request: Request,
  filePart: PublicFormFilePart | null,
  uploadDirectory: string,
): Promise<{ ok: true; sent: PostedPublicForm } | Refused> {
  if (filePart) {
    const received = await readMultipartUpload(request, {
      fileField: filePart.name,
      directory: incomingUploadDirectory(uploadDirectory),
      maxFileBytes: filePart.maxBytes,
      fileTooLargeMessage: filePart.tooLargeMessage,
    });
    if (!received.ok) {
      const fieldErrors: Record<string, string> =
        received.reason === "too-large" ? { [filePart.name]: received.message ?? "" } : {};
      return unreadable(received, fieldErrors);
    }
    // An empty file part is no file: the field reads as not answered.
    const file = received.file && received.file.size > 0 ? received.file : null;
    if (received.file && !file) await discardReceivedFile(received.file);
    return { ok: true, sent: { fields: received.fields, file } };
  }
  const parsed = await parseFormBody(request);
  if (!parsed.ok) return unreadable(parsed);
  // Each name's first value, as FormData.get gives it (a file there reads as no answer).
  const fields = new Map<string, string>();
  const seen = new Set<string>();
  for (const [name, value] of parsed.formData.entries()) {
    if (seen.has(name)) continue;
    seen.add(name);
    if (typeof value === "string") fields.set(name, value);
  }
  return { ok: true, sent: { fields, file: null } };
}

/**
 * A visitor's submission of the public form at /f/{slug}: taken, it goes back to the form with
 * ?sent (post/redirect/get, decision 0057); refused, the form comes back with its messages.
 */
export async function answerPublicFormPost(request: Request, slug: string) {
  const environment = getEnvironment();
  const found = await findPublicFormFilePart(getDb(), slug);
  const read = found.ok ? await readSubmission(request, found.filePart, environment.uploadDirectory) : found;
  const reply = read.ok
    ? await submitPublicForm(getDb(), slug, read.sent, {
        secret: environment.authSecret,
        clientAddress: clientAddress(request),
        baseUrl: environment.baseUrl,
        uploadDirectory: environment.uploadDirectory,
      })
    : read;
  if (reply.ok) return redirect(`/f/${encodeURIComponent(slug)}?sent`);
  const { status, ...refused } = reply;
  return data({ ...refused, message: refused.formError ?? "" }, { status });
}
