import { formatEventDates, formatEventTimes, isOnlineEvent } from "~/features/events/event-details";
import { findEvent } from "~/features/events/events.server";
import { type Outcome, refuse } from "~/lib/refusal";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { bookingsFileName } from "./bookings-csv";
import { buildEventInvitation } from "./event-invitation";
import { confirmationToken, readConfirmationToken } from "./waitlist.server";

/**
 * The thank-you page after booking (decision 0075-registration-for-the-region): which webinar,
 * when (in the site's zone), Add to calendar, the join link of an online one, and My learning. It is
 * addressed by the booking's signed token, so only the person who booked sees the join link.
 */
export interface BookingConfirmationView {
  status: string;
  eventTitle: string;
  /** "Wednesday, 9 December 2026" */
  dates: string;
  /** "10:00 – 12:00 (SAST)" */
  times: string;
  location: string;
  isOnline: boolean;
  /** The online event's join link, for a confirmed seat; null otherwise. */
  joinUrl: string | null;
  /** The event's calendar invitation (.ics), for a confirmed seat. */
  icsPath: string | null;
}

/** Where the events page sends the person after a booking. */
export function confirmationPath(bookingId: string): string {
  return `/event-confirmation?booking=${encodeURIComponent(confirmationToken(bookingId))}`;
}

function bookingInvitationPath(bookingId: string): string {
  return `/bookings/invite/${encodeURIComponent(confirmationToken(bookingId))}`;
}

async function findBookingByToken(db: DatabaseExecutor, token: string) {
  const bookingId = readConfirmationToken(token);
  if (!bookingId) return null;
  const booking = await db
    .selectFrom("event_bookings")
    .select(["id", "event_id", "status"])
    .where("id", "=", bookingId)
    .executeTakeFirst();
  const event = booking ? await findEvent(db, booking.event_id) : undefined;
  return booking && event ? { booking, event } : null;
}

/** The view of a booking's thank-you page; null for a token that is not one (the page then thanks in general). */
export async function loadBookingConfirmation(
  db: DatabaseExecutor,
  token: string | null,
): Promise<BookingConfirmationView | null> {
  const found = token ? await findBookingByToken(db, token) : null;
  if (!found) return null;
  const { booking, event } = found;
  const { time_zone: timeZone } = await getSiteSettings(db);
  const confirmed = booking.status === "confirmed";
  const isOnline = isOnlineEvent(event);
  return {
    status: booking.status,
    eventTitle: event.title,
    dates: formatEventDates(event),
    times: formatEventTimes(event, timeZone),
    location: event.location,
    isOnline,
    joinUrl: confirmed && isOnline ? event.teamsLink : null,
    icsPath: confirmed && !event.cancelledAt ? bookingInvitationPath(booking.id) : null,
  };
}

const CONFIRMATION_NOT_FOUND = "This calendar link is not valid. Your bookings are on My learning.";

/** The .ics of the booking the token names (the thank-you page's Add to calendar). */
export async function confirmationInvitation(
  db: DatabaseExecutor,
  token: string,
  { baseUrl }: { baseUrl: string },
): Promise<Outcome<{ ics: string; fileName: string }>> {
  const found = await findBookingByToken(db, token);
  if (found?.booking.status !== "confirmed") return refuse("missing", CONFIRMATION_NOT_FOUND);
  const settings = await getSiteSettings(db);
  const ics = buildEventInvitation(found.event, {
    baseUrl,
    siteName: settings.site_name,
    organizerEmail: settings.notification_email,
    timeZone: settings.time_zone,
  });
  return { ok: true, ics, fileName: bookingsFileName(found.event.title, "invite", "ics") };
}
