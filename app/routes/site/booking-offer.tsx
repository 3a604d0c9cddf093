import { redirect } from "react-router";
import { acceptOfferByLink, LINK_MESSAGES, readOfferLink } from "~/features/bookings/booking-links.server";
import { BookingLinkPage } from "~/features/bookings/components/booking-link-page";
import * as m from "~/features/bookings/messages";
import { refusalReply } from "~/lib/action-reply";
import { getEnvironment } from "~/lib/env.server";
import { pageMeta } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/booking-offer";

/**
 * The accept link of a seat offered from the waitlist (decision 0031): GET shows the offer, POST
 * accepts it and comes back here with ?done (post/redirect/get, decision 0057), where the page says
 * so while the booking is indeed confirmed.
 */
export const access = { read: "public", write: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: m.acceptHeading(),
    description: m.acceptDescription(),
    noIndex: true,
  });

export async function loader({ request, params }: Route.LoaderArgs) {
  const view = await readOfferLink(getDb(), params.token);
  if (!view) throw refusalResponse(refuse("missing", LINK_MESSAGES.unknown));
  const done =
    new URL(request.url).searchParams.has("done") && view.status === "confirmed"
      ? `Your seat at "${view.eventTitle}" is confirmed. We have emailed you the details and a calendar invitation.`
      : null;
  return { view, done };
}

export async function action({ params }: Route.ActionArgs) {
  const accepted = await acceptOfferByLink(getDb(), params.token, { baseUrl: getEnvironment().baseUrl });
  if (!accepted.ok && accepted.reason === "missing") throw refusalResponse(accepted);
  // A used link, or one for a booking that can no longer change: the page says why (409).
  if (!accepted.ok) return refusalReply(accepted);
  return redirect(`/bookings/offer/${encodeURIComponent(params.token)}?done`);
}

export default function BookingOfferPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BookingLinkPage
      heading={m.acceptHeading()}
      view={loaderData.view}
      explanation={(name) => m.acceptExplain({ name })}
      buttonLabel={m.offerAccept()}
      done={loaderData.done}
      refused={actionData && !actionData.ok ? actionData.formError : null}
    />
  );
}
