import { findOfflineList } from "~/features/learning/offline/offline-list.server";
import { STATUS_FOR_REASON } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/course-offline-list";

export const access = { read: "course-reader" } satisfies RouteAccess;

/**
 * course/{courseId}/offline.json: what the browser downloads to keep the course offline (decision
 * 0110-offline-courses). A refusal is JSON too, with its message: the browser removes a kept copy of a
 * course withdrawn or an enrolment ended, and tells the learner why. Never stored by a cache:
 * it is one person's.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const found = await findOfflineList(getDb(), user, params.courseId);
  const headers = { "Cache-Control": "private, no-store" };
  if (!found.ok) {
    return Response.json({ message: found.message }, { status: STATUS_FOR_REASON[found.reason], headers });
  }
  return Response.json(found.list, { headers });
}
