import { redirect } from "react-router";
import { findLessonReader } from "~/features/learning/reader-actions.server";
import { refusalResponse } from "~/lib/refusal";
import { parseFormBody, unreadableBody } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/cmi5-launch";
import { launchCmi5Unit } from "./cmi5-launch.server";
import * as m from "./messages";

// GET only answers 405 (nothing to read). A unit is launched by its course's readers.
export const access = { read: "public", write: "course-reader" } satisfies RouteAccess;

/**
 * course/{courseId}/cmi5/{blockId}/launch: a cmi5 unit's Launch button (decision 0098-lrs). Makes
 * the launch and sends the browser to the unit with endpoint, fetch, actor, registration and
 * activityId.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  // Who may launch is decided before the body is read: a stranger learns nothing from a bad form.
  const reader = await findLessonReader(getDb(), { courseId: params.courseId, user });
  if (!reader.ok) throw refusalResponse(reader);
  const read = await parseFormBody(request);
  if (!read.ok) return unreadableBody(read);
  const auId = read.formData.get("auId");
  if (typeof auId !== "string" || auId.length === 0 || auId.length > 2000) {
    return Response.json({ message: m.chooseUnitLaunchAuid() }, { status: 400 });
  }
  const launched = await launchCmi5Unit(getDb(), { user, courseId: params.courseId, blockId: params.blockId, auId });
  if (!launched.ok) throw refusalResponse(launched);
  return redirect(launched.launchUrl);
}
