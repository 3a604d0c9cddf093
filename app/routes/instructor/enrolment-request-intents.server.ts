import { redirect } from "react-router";
import { ACCEPT_REQUEST_INTENT, DECLINE_REQUEST_INTENT } from "~/features/learning/components/enrolment-requests";
import { decideEnrolmentRequest } from "~/features/learning/enrolment-requests.server";
import { refusalReply } from "~/lib/action-reply";
import { getEnvironment } from "~/lib/env.server";
import { refuse } from "~/lib/refusal";
import { toastHeaders } from "~/lib/toast.server";
import type { SessionUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import * as m from "./messages";

export { listPendingRequests } from "~/features/learning/enrolment-requests.server";

type EnrolmentRequestIntent = typeof ACCEPT_REQUEST_INTENT | typeof DECLINE_REQUEST_INTENT;

/** The course settings page's answers to requests for a place (decision 0026). */
export function isEnrolmentRequestIntent(intent: unknown): intent is EnrolmentRequestIntent {
  return intent === ACCEPT_REQUEST_INTENT || intent === DECLINE_REQUEST_INTENT;
}

/** Accept or decline one of this course's pending requests; back to the page with a toast, or 400/409 with why. */
export async function answerEnrolmentRequest(
  intent: EnrolmentRequestIntent,
  { courseId, formData, back, user }: { courseId: string; formData: FormData; back: URL; user: SessionUser },
) {
  const requestId = String(formData.get("requestId") ?? "").trim();
  if (!requestId) return refusalReply(refuse("invalid", m.chooseRequest()));
  const result = await decideEnrolmentRequest(getDb(), {
    courseId,
    requestId,
    accept: intent === ACCEPT_REQUEST_INTENT,
    decidedBy: user,
    baseUrl: getEnvironment().baseUrl,
  });
  if (!result.ok) return refusalReply(result);
  return redirect(`${back.pathname}${back.search}`, { headers: await toastHeaders(result.message) });
}
