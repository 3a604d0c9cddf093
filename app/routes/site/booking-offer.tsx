import { acceptOfferByLink, LINK_MESSAGES, readOfferLink } from "~/features/bookings/booking-links.server";
import { BookingLinkPage } from "~/features/bookings/components/booking-link-page";
import { acceptedReply, refusalReply } from "~/lib/action-reply";
import { getEnvironment } from "~/lib/env.server";
import { pageMeta } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/booking-offer";

/** The accept link of a seat offered from the waitlist (decision 0031): GET shows the offer, POST accepts it. */
export const access = { read: "public", write: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: "Accept your seat",
    description: "Accept the webinar seat offered to you from the waitlist.",
    noIndex: true,
  });

export async function loader({ params }: Route.LoaderArgs) {
  const view = await readOfferLink(getDb(), params.token);
  if (!view) throw refusalResponse(refuse("missing", LINK_MESSAGES.unknown));
  return { view };
}

export async function action({ params }: Route.ActionArgs) {
  const accepted = await acceptOfferByLink(getDb(), params.token, { baseUrl: getEnvironment().baseUrl });
  if (!accepted.ok && accepted.reason === "missing") throw refusalResponse(accepted);
  // A used link, or one for a booking that can no longer change: the page says why (409).
  if (!accepted.ok) return refusalReply(accepted);
  return acceptedReply({
    done: `Your seat at "${accepted.eventTitle}" is confirmed. We have emailed you the details and a calendar invitation.`,
  });
}

export default function BookingOfferPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BookingLinkPage
      heading="Accept your seat"
      view={loaderData.view}
      explanation="a seat has come free for you at this webinar. Accept it to confirm your booking."
      buttonLabel="Accept the seat"
      done={actionData?.ok ? actionData.done : null}
      refused={actionData && !actionData.ok ? actionData.formError : null}
    />
  );
}
