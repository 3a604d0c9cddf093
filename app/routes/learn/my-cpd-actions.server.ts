import { redirect } from "react-router";
import {
  evidenceRequiredMessage,
  resubmitActivity,
  submitActivity,
  withdrawActivity,
} from "~/features/cpd-ledger/cpd-activities.server";
import {
  ACTIVITY_INTENTS,
  CHOOSE_REPORTING_BODY_INTENT,
  EVIDENCE_MAX_BYTES,
  evidenceTooLargeMessage,
  type MyCpdIntent,
  missingActivityMessage,
  myCpdIntentSchema,
} from "~/features/cpd-ledger/cpd-activity.schema";
import { EVIDENCE_FIELD } from "~/features/cpd-ledger/cpd-activity-evidence.server";
import { chooseReportingBody } from "~/features/cpd-ledger/cpd-ledger.server";
import { incomingUploadDirectory } from "~/features/uploads/uploads.server";
import { refusalReply } from "~/lib/action-reply";
import { getEnvironment } from "~/lib/env.server";
import { type FieldErrors, type FormValues, toFieldErrors } from "~/lib/forms";
import { discardReceivedFile, type ReceivedFile, readMultipartUpload } from "~/lib/multipart-upload.server";
import { type Outcome, refuse } from "~/lib/refusal";
import { toastHeaders } from "~/lib/toast.server";
import { getDb } from "~/server/app-context.server";
import * as m from "./messages";

const DONE_MESSAGES: Record<MyCpdIntent["intent"], () => string> = {
  [ACTIVITY_INTENTS.add]: m.activitySent,
  [ACTIVITY_INTENTS.resubmit]: m.activitySentAgain,
  [ACTIVITY_INTENTS.withdraw]: m.activityWithdrawn,
  [CHOOSE_REPORTING_BODY_INTENT]: () => "",
};

/**
 * The learner's posts on My CPD: add an activity (with its evidence file), send a rejected one
 * again, withdraw a pending one, or choose the body they report to. The multipart body is
 * streamed (the file to a temporary file, refused at its first byte over 10 MB) and the temporary
 * file is always removed. Done: back to My CPD on the body the learner was looking at.
 */
export async function answerMyCpdPost(request: Request, user: { id: string }) {
  const { uploadDirectory } = getEnvironment();
  const received = await readMultipartUpload(request, {
    fileField: EVIDENCE_FIELD,
    directory: incomingUploadDirectory(uploadDirectory),
    maxFileBytes: EVIDENCE_MAX_BYTES,
    fileTooLargeMessage: evidenceTooLargeMessage(),
  });
  if (!received.ok) {
    const fieldErrors = received.reason === "too-large" ? { [EVIDENCE_FIELD]: evidenceTooLargeMessage() } : undefined;
    return refusalReply({ ...received, fieldErrors });
  }
  try {
    const values = Object.fromEntries(received.fields);
    const parsed = myCpdIntentSchema.safeParse(values);
    if (!parsed.success) return refusalReply(schemaRefusal(values, toFieldErrors(parsed.error), received.file), values);
    const done = await answer(parsed.data, user.id, uploadDirectory, sentEvidence(received.file));
    if (!done.ok) return refusalReply(done, parsed.data.intent === ACTIVITY_INTENTS.withdraw ? null : values);
    // request.url may carry React Router's .data: only its ?body= is kept.
    const body = new URL(request.url).searchParams.get("body");
    const to = body ? `/my-learning/cpd?body=${encodeURIComponent(body)}` : "/my-learning/cpd";
    return redirect(to, { headers: await toastHeaders(done.message || DONE_MESSAGES[parsed.data.intent]()) });
  } finally {
    await discardReceivedFile(received.file);
  }
}

function answer(
  input: MyCpdIntent,
  userId: string,
  uploadDirectory: string,
  file: ReturnType<typeof sentEvidence>,
): Promise<Outcome<{ message?: string }>> {
  const db = getDb();
  switch (input.intent) {
    case CHOOSE_REPORTING_BODY_INTENT:
      return chooseReportingBody(db, userId, input.reportsTo);
    case ACTIVITY_INTENTS.withdraw:
      return withdrawActivity(db, uploadDirectory, userId, input);
    case ACTIVITY_INTENTS.add: {
      const { intent: _intent, ...activity } = input;
      return submitActivity(db, uploadDirectory, userId, activity, file);
    }
    case ACTIVITY_INTENTS.resubmit: {
      const { intent: _intent, activityId, version, ...activity } = input;
      return resubmitActivity(db, uploadDirectory, userId, { activityId, version }, activity, file);
    }
  }
}

function sentEvidence(file: ReceivedFile | null) {
  return file && file.size > 0 ? { path: file.path, fileName: file.fileName } : null;
}

/**
 * What the schema refused, said as My CPD says it: an unknown intent or a lost activity above the
 * page; the activity form's fields under each field (the evidence too, when an addition has none).
 */
function schemaRefusal(values: FormValues, fieldErrors: FieldErrors, file: ReceivedFile | null) {
  if (fieldErrors.intent) return refuse("invalid", fieldErrors.intent);
  const { activityId, version, ...fields } = fieldErrors;
  if (activityId || version) return refuse("invalid", missingActivityMessage());
  if (values.intent === ACTIVITY_INTENTS.add && !sentEvidence(file)) fields[EVIDENCE_FIELD] = evidenceRequiredMessage();
  return refuse("invalid", m.checkFieldsMarkedBelow(), fields);
}
