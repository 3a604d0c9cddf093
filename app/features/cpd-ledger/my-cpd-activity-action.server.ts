import { incomingUploadDirectory } from "~/features/uploads/uploads.server";
import type { FormValues } from "~/lib/forms";
import { parseForm } from "~/lib/forms";
import { discardReceivedFile, readMultipartUpload } from "~/lib/multipart-upload.server";
import { type Refusal, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { resubmitActivity, submitActivity, withdrawActivity } from "./cpd-activities.server";
import {
  ACTIVITY_INTENTS,
  CHOOSE_REPORTING_BODY_INTENT,
  cpdActivitySchema,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_TOO_LARGE_MESSAGE,
} from "./cpd-activity.schema";
import { EVIDENCE_FIELD } from "./cpd-activity-evidence.server";
import { chooseReportingBody } from "./cpd-ledger.server";

export type MyActivityPost =
  | {
      ok: true;
      intent: (typeof ACTIVITY_INTENTS)[keyof typeof ACTIVITY_INTENTS] | typeof CHOOSE_REPORTING_BODY_INTENT;
      message: string;
    }
  | (Refusal & { values: FormValues | null; intent: string | null });

const VERSION = /^\d{1,9}$/;

/**
 * The learner's posts on My CPD: add an activity (with its evidence file), send a rejected one
 * again, withdraw a pending one. The multipart body is streamed (the file to a temporary file,
 * refused at its first byte over 10 MB) and the temporary file is always removed.
 */
export async function handleMyActivityPost(
  db: DatabaseExecutor,
  request: Request,
  user: { id: string },
  uploadDirectory: string,
): Promise<MyActivityPost> {
  const received = await readMultipartUpload(request, {
    fileField: EVIDENCE_FIELD,
    directory: incomingUploadDirectory(uploadDirectory),
    maxFileBytes: EVIDENCE_MAX_BYTES,
    fileTooLargeMessage: EVIDENCE_TOO_LARGE_MESSAGE,
  });
  if (!received.ok) {
    const fieldErrors = received.reason === "too-large" ? { [EVIDENCE_FIELD]: EVIDENCE_TOO_LARGE_MESSAGE } : undefined;
    return { ...received, fieldErrors, values: null, intent: null };
  }
  const formData = new FormData();
  for (const [name, value] of received.fields) formData.set(name, value);
  const values = Object.fromEntries(received.fields);
  const intent = received.fields.get("intent") ?? null;
  const file =
    received.file && received.file.size > 0 ? { path: received.file.path, fileName: received.file.fileName } : null;
  try {
    if (intent === CHOOSE_REPORTING_BODY_INTENT) {
      const chosen = await chooseReportingBody(db, user.id, received.fields.get("reportsTo") ?? "");
      return chosen.ok ? { ok: true, intent, message: chosen.message } : { ...chosen, values, intent };
    }
    const activityId = received.fields.get("activityId") ?? "";
    const versionText = received.fields.get("version") ?? "";
    if (intent === ACTIVITY_INTENTS.withdraw || intent === ACTIVITY_INTENTS.resubmit) {
      if (!activityId || !VERSION.test(versionText)) {
        return {
          ...refuse("invalid", "The activity or its version is missing. Reload the page and try again."),
          values,
          intent,
        };
      }
    }
    const target = { activityId, version: Number(versionText) };
    if (intent === ACTIVITY_INTENTS.withdraw) {
      const withdrawn = await withdrawActivity(db, uploadDirectory, user.id, target);
      return withdrawn.ok
        ? { ok: true, intent, message: "Activity withdrawn" }
        : { ...withdrawn, values: null, intent };
    }
    if (intent !== ACTIVITY_INTENTS.add && intent !== ACTIVITY_INTENTS.resubmit) {
      return { ...refuse("invalid", "Choose Add an activity, Send again or Withdraw."), values: null, intent };
    }
    const parsed = parseForm(cpdActivitySchema, formData);
    if (!parsed.ok) {
      const fieldErrors = { ...parsed.fieldErrors };
      if (intent === ACTIVITY_INTENTS.add && !file) {
        fieldErrors[EVIDENCE_FIELD] =
          "Choose the evidence file: a PDF, JPEG or PNG of your certificate or attendance record.";
      }
      return { ...refuse("invalid", "Check the fields marked below.", fieldErrors), values, intent };
    }
    const saved =
      intent === ACTIVITY_INTENTS.add
        ? await submitActivity(db, uploadDirectory, user.id, parsed.data, file)
        : await resubmitActivity(db, uploadDirectory, user.id, target, parsed.data, file);
    if (!saved.ok) return { ...saved, values, intent };
    return {
      ok: true,
      intent,
      message: intent === ACTIVITY_INTENTS.add ? "Activity sent for review" : "Activity sent again for review",
    };
  } finally {
    await discardReceivedFile(received.file);
  }
}
