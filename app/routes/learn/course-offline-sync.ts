import { openPackageOfLesson } from "~/features/content-packages/package-runtime.server";
import { offlineSyncFormSchema, SEND_OFFLINE_ITEM_INTENT } from "~/features/learning/offline/offline.schema";
import { applyOfflineItem, findOfflineReader } from "~/features/learning/offline/offline-sync.server";
import { parseForm } from "~/lib/forms";
import { isRefusal, type Refusal, STATUS_FOR_REASON } from "~/lib/refusal";
import { parseFormBody } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/course-offline-sync";

// GET answers 405 (nothing to read). Only the course's readers send what they did offline.
export const access = {
  read: "public",
  write: { [SEND_OFFLINE_ITEM_INTENT]: "course-reader" },
} satisfies RouteAccess;

export function loader() {
  return new Response("Send what was done offline with POST.", { status: 405, headers: { Allow: "POST" } });
}

const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * course/{courseId}/offline-sync: one piece of work done offline (a completed lesson, a quiz's or
 * survey's answers), sent when the connection returns (decision 0110-offline-courses). Answers the outcome
 * as JSON; a resend of the same key answers the first outcome. A refusal of the learner (the course
 * withdrawn, the enrolment ended) is `{ message, removed: true }` with its status.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const db = getDb();
  // Who may send comes first: a body from anyone else is never read.
  const reader = await findOfflineReader(db, user, params.courseId);
  if (!reader.ok) return refusedLearner(reader);
  const read = await parseFormBody(request);
  if (!read.ok) {
    return Response.json({ message: read.message }, { status: STATUS_FOR_REASON[read.reason], headers: NO_STORE });
  }
  const parsed = parseForm(offlineSyncFormSchema, read.formData);
  if (!parsed.ok) {
    const message = Object.values(parsed.fieldErrors)[0];
    return Response.json({ message, fieldErrors: parsed.fieldErrors }, { status: 400, headers: NO_STORE });
  }
  const reply = await applyOfflineItem(
    db,
    {
      user,
      courseId: params.courseId,
      // A lesson with a SCORM package completes when the package reports it (decision 0097-scorm-content-packages).
      packageWaiting: (lessonId) => openPackageOfLesson(db, { lessonId, userId: user.id }),
    },
    parsed.data.item,
  );
  if (isRefusal(reply)) return refusedLearner(reply);
  return Response.json({ outcome: reply.outcome }, { status: reply.status, headers: NO_STORE });
}

/** The learner may no longer send work here (removed: their device drops its copy), or it is still being sent. */
function refusedLearner(refusal: Refusal) {
  const removed = refusal.reason === "forbidden" || refusal.reason === "missing";
  return Response.json(
    { message: refusal.message, removed },
    { status: STATUS_FOR_REASON[refusal.reason], headers: NO_STORE },
  );
}
