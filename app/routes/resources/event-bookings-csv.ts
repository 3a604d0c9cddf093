import { requireInstructor } from "~/features/auth/session.server";
import { listBookingsForEvent } from "~/features/bookings/bookings.server";
import { bookingsFileName, bookingsToCsv } from "~/features/bookings/bookings-csv";
import { findEvent } from "~/features/events/events.server";
import { csvFileResponse } from "~/lib/file-response.server";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/event-bookings-csv";

export const access = { read: "staff" } satisfies RouteAccess;

/** The bookings of one event as a CSV download (instructors and admins). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireInstructor(request);
  const db = getDb();
  const event = await findEvent(db, params.eventId);
  if (!event) throw refusalResponse(refuse("missing", "Event not found"));
  const csv = bookingsToCsv(await listBookingsForEvent(db, event.id));
  return csvFileResponse(csv, bookingsFileName(event.title, "bookings", "csv"));
}
