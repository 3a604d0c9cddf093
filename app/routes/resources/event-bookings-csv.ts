import { listBookingsForEvent } from "~/features/bookings/bookings.server";
import { bookingsFileName, bookingsToCsv } from "~/features/bookings/bookings-csv";
import { csvFileResponse } from "~/lib/file-response.server";
import type { RouteAccess } from "~/lib/route-access";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import { personalDataFile } from "~/server/personal-data-export.server";
import type { Route } from "./+types/event-bookings-csv";
import { requireStaffEvent } from "./require-staff-event.server";

export const access = { read: "staff" } satisfies RouteAccess;

/** The bookings of one event as a CSV download (instructors and admins). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const event = await requireStaffEvent(request, params.eventId);
  const db = getDb();
  const [bookings, timeZone] = await Promise.all([listBookingsForEvent(db, event.id), getSiteTimeZone(db)]);
  const csv = bookingsToCsv(bookings, event, timeZone);
  return personalDataFile(
    request,
    `Bookings CSV: ${event.title}`,
    csvFileResponse(csv, bookingsFileName(event.title, "bookings", "csv")),
  );
}
