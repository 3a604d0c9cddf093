import { listBookingPage } from "~/features/bookings/booking-pages.server";
import { loadEventCertificates } from "~/features/certificates/event-certificates-view.server";
import { loadManagedEvents } from "~/features/events/manage-events.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";

/**
 * Everything manage-events shows, composed from events, bookings and certificates: the site's time
 * zone and the chosen event are read once and handed on, so the screen runs a bounded handful of
 * statements (decision 0113: five, six with a chosen event off the page, one more for its CPD body;
 * the certificates to issue are counted in SQL, not read) whatever the data.
 * `search` narrows the events by title, `bookingsSearch` the chosen event's bookings by attendee.
 */
export async function loadManageEventsScreen(
  db: DatabaseExecutor,
  {
    requestedId,
    page,
    bookingsPage,
    search = "",
    bookingsSearch = "",
  }: { requestedId: string | null; page: number; bookingsPage: number; search?: string; bookingsSearch?: string },
) {
  const timeZone = await getSiteTimeZone(db);
  const { selectedDetails, issuedByEvent, ...managed } = await loadManagedEvents(db, {
    requestedId,
    page,
    search,
    timeZone,
  });
  const [bookings, certificates] = await Promise.all([
    selectedDetails
      ? listBookingPage(db, selectedDetails.id, {
          page: bookingsPage,
          search: bookingsSearch,
          known: { rule: selectedDetails, timeZone },
        })
      : Promise.resolve(null),
    loadEventCertificates(db, {
      eventIds: managed.events.map((event) => event.id),
      selectedId: selectedDetails?.id ?? null,
      known: { event: selectedDetails, timeZone, issuedByEvent },
    }),
  ]);
  return { ...managed, bookings, bookingsSearch, certificates };
}
