import { CHECK_IN_INTENT } from "~/features/bookings/attendance-intent";
import { checkInByCode, loadCheckInPage } from "~/features/bookings/check-in.server";
import { CheckInScreen } from "~/features/bookings/components/check-in-screen";
import { findEvent } from "~/features/events/events.server";
import { acceptedReply, refusalReply } from "~/lib/action-reply";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import { parseFormBody, unreadableBody } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/event-check-in";
import * as m from "./messages";

export const access = { read: "staff", write: { [CHECK_IN_INTENT]: "staff" } } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.checkIn(), matches);

/** The door's check-in page of one event (the same staff as manage-events). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireInstructor(request);
  const db = getDb();
  const event = await findEvent(db, params.eventId);
  if (!event) throw refusalResponse(refuse("missing", m.eventNotFound()));
  return loadCheckInPage(db, event);
}

/** One scanned or typed check-in code. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireInstructor(request);
  const read = await parseFormBody(request);
  if (!read.ok) return unreadableBody(read);
  const intent = String(read.formData.get("intent") ?? "");
  if (intent !== CHECK_IN_INTENT) return refusalReply(refuse("invalid", m.unknownAction()));
  const result = await checkInByCode(getDb(), {
    eventId: params.eventId,
    code: read.formData.get("code"),
    staffUserId: user.id,
  });
  if (!result.ok) return refusalReply(result);
  const { name, checkedInAt, checkedIn, confirmed } = result;
  return acceptedReply({ name, checkedInAt, checkedIn, confirmed });
}

export default function EventCheckInPage({ loaderData }: Route.ComponentProps) {
  return <CheckInScreen {...loaderData} />;
}
