import { renderAttendanceRegister } from "~/features/bookings/attendance-register.server";
import { listBookingsForEvent } from "~/features/bookings/bookings.server";
import { bookingsFileName } from "~/features/bookings/bookings-csv";
import { formatDate } from "~/lib/dates";
import { pdfFileResponse } from "~/lib/file-response.server";
import type { RouteAccess } from "~/lib/route-access";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import { personalDataFile } from "~/server/personal-data-export.server";
import type { Route } from "./+types/event-attendance-register";
import { requireStaffEvent } from "./require-staff-event.server";

export const access = { read: "staff" } satisfies RouteAccess;

/** The printable attendance register of one event (instructors and admins). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const event = await requireStaffEvent(request, params.eventId);
  const db = getDb();
  const [bookings, settings] = await Promise.all([
    listBookingsForEvent(db, event.id, { confirmedOnly: true }),
    getSiteSettings(db),
  ]);
  const pdf = await renderAttendanceRegister(event, bookings, {
    siteName: settings.site_name,
    generatedOn: formatDate(new Date(), settings.time_zone, "full"),
    timeZone: settings.time_zone,
  });
  return personalDataFile(
    request,
    `Attendance register PDF: ${event.title}`,
    pdfFileResponse(pdf, bookingsFileName(event.title, "attendance-register", "pdf")),
  );
}
