import { redirect } from "react-router";
import { cancelBookingByLink, LINK_MESSAGES, readCancelLink } from "~/features/bookings/booking-links.server";
import { BookingLinkPage } from "~/features/bookings/components/booking-link-page";
import * as m from "~/features/bookings/messages";
import { refusalReply } from "~/lib/action-reply";
import { getEnvironment } from "~/lib/env.server";
import { pageMeta } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/booking-cancel";

/**
 * The cancel link in the booking mails (decision 0031): GET shows the booking, POST cancels it and
 * comes back here with ?done (post/redirect/get on a plain document, decision 0057), where the page
 * says it is done while the booking is indeed cancelled.
 */
export const access = { read: "public", write: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: m.cancelHeading(),
    description: m.cancelDescription(),
    noIndex: true,
  });

export async function loader({ request, params }: Route.LoaderArgs) {
  const view = await readCancelLink(getDb(), params.token);
  if (!view) throw refusalResponse(refuse("missing", LINK_MESSAGES.unknown));
  const done =
    new URL(request.url).searchParams.has("done") && view.status === "cancelled"
      ? `Your booking for "${view.eventTitle}" is cancelled. Thank you for letting us know.`
      : null;
  return { view, done };
}

export async function action({ params }: Route.ActionArgs) {
  const cancelled = await cancelBookingByLink(getDb(), params.token, { baseUrl: getEnvironment().baseUrl });
  if (!cancelled.ok && cancelled.reason === "missing") throw refusalResponse(cancelled);
  // A used link, or one for a booking that can no longer change: the page says why (409).
  if (!cancelled.ok) return refusalReply(cancelled);
  return redirect(`/bookings/cancel/${encodeURIComponent(params.token)}?done`);
}

export default function BookingCancelPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  const waitlisted = view.status === "waitlisted";
  return (
    <BookingLinkPage
      heading={waitlisted ? m.waitlistLeave() : m.cancelHeading()}
      view={view}
      explanation={(name) => (waitlisted ? m.leaveWaitlistExplain({ name }) : m.cancelExplain({ name }))}
      buttonLabel={waitlisted ? m.waitlistLeave() : m.cancelMyBooking()}
      done={loaderData.done}
      refused={actionData && !actionData.ok ? actionData.formError : null}
    />
  );
}
