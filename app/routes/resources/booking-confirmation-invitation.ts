import { confirmationInvitation } from "~/features/bookings/booking-confirmation.server";
import { getEnvironment } from "~/lib/env.server";
import { fileResponse } from "~/lib/file-response.server";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/booking-confirmation-invitation";

// Anyone holding the booking's signed token (the thank-you page's link); any other token is a 404.
export const access = { read: "public" } satisfies RouteAccess;

/** Add to calendar on the thank-you page after booking: the webinar's .ics (decision 0075-registration-for-the-region). */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await confirmationInvitation(getDb(), params.token, { baseUrl: getEnvironment().baseUrl });
  if (!found.ok) throw refusalResponse(found);
  // Private, no-store (fileResponse's default): the join link is in it.
  return fileResponse(found.ics, {
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    fileName: found.fileName,
  });
}
