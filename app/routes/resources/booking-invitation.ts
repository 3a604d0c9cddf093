import { ownBookingInvitation } from "~/features/bookings/my-bookings.server";
import { getEnvironment } from "~/lib/env.server";
import { fileResponse } from "~/lib/file-response.server";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { findVerifiedEmail } from "~/platform/auth/verified-email.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/booking-invitation";

// The booking's owner only; anyone else is told it is not found (the id reveals nothing).
export const access = { read: "booking-holder", refusesWithNotFound: true } satisfies RouteAccess;

/** The calendar invitation (.ics) of one of the signed-in person's own webinar bookings (My learning). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = getDb();
  const verifiedEmail = await findVerifiedEmail(db, user.id);
  const found = await ownBookingInvitation(
    db,
    params.bookingId,
    { userId: user.id, verifiedEmail },
    {
      baseUrl: getEnvironment().baseUrl,
    },
  );
  if (!found.ok) throw refusalResponse(found);
  return fileResponse(found.ics, {
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    fileName: found.fileName,
  });
}
