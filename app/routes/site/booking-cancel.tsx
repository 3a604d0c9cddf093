import { redirect } from "react-router";
import { cancelBookingByLink, LINK_MESSAGES, readCancelLink } from "~/features/bookings/booking-links.server";
import { BookingLinkPage } from "~/features/bookings/components/booking-link-page";
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
    title: "Cancel your booking",
    description: "Cancel your webinar booking or leave the waitlist.",
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
      heading={waitlisted ? "Leave the waitlist" : "Cancel your booking"}
      view={view}
      explanation={
        waitlisted
          ? "leave the waitlist for this webinar? You will not be offered a seat."
          : "cancel your booking for this webinar? Your seat goes to the next person on the waitlist."
      }
      buttonLabel={waitlisted ? "Leave the waitlist" : "Cancel my booking"}
      done={loaderData.done}
      refused={actionData && !actionData.ok ? actionData.formError : null}
    />
  );
}
