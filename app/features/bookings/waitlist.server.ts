import crypto from "node:crypto";
import type { EventDetails } from "~/features/events/event-details";
import { eventStartsAt } from "~/features/events/event-details";
import { addDays, zonedInstant } from "~/lib/dates";
import { getEnvironment } from "~/lib/env.server";
import { withLocale } from "~/lib/request-context.server";
import { queueEmail } from "~/platform/mail/mail.server";
import { withdrawPendingMail } from "~/platform/mail/outbox-withdraw.server";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { EventBooking } from "~db/schema";
import { bookerLanguages } from "./booker-language.server";
import {
  type EventMailContext,
  REMINDERS,
  type ReminderKey,
  renderReminderEmail,
  renderSeatOfferEmail,
} from "./waitlist-emails";

/**
 * Seats, the waitlist and the links in the mails (decision 0031).
 *
 * A booking is confirmed, waitlisted, offered (a freed seat is held for it until offer_expires_at)
 * or cancelled. Confirmed and offered bookings hold a seat. Every change of who holds a seat runs
 * in a transaction that first locks the event row (a no-op `update events set id = id`, which
 * PostgreSQL and SQLite both serialise), so two people can never both get the last seat.
 *
 * The cancel and accept links carry a token signed with the server's secret for the booking (the
 * offer's token also names its expiry, so each offer has its own); only its SHA-256 is stored.
 */

export type BookingStatus = "confirmed" | "waitlisted" | "offered" | "cancelled";
export const SEAT_HOLDING_STATUSES: BookingStatus[] = ["confirmed", "offered"];

function sign(purpose: string): string {
  return crypto.createHmac("sha256", getEnvironment().authSecret).update(purpose).digest("base64url");
}

export function hashLinkToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export function cancelToken(bookingId: string): string {
  return sign(`booking-cancel:${bookingId}`);
}

export function offerToken(bookingId: string, expiresAt: string): string {
  return sign(`booking-offer:${bookingId}:${expiresAt}`);
}

/**
 * The thank-you page's key to one booking (decision 0075-registration-for-the-region): the booking's
 * id and its signature, so the page (and its .ics) can name the event and its join link to the person who
 * just booked, and to nobody who merely guesses an id.
 */
export function confirmationToken(bookingId: string): string {
  return `${bookingId}.${sign(`booking-confirmation:${bookingId}`)}`;
}

/** The booking id a confirmation token is for, or null when its signature does not hold. */
export function readConfirmationToken(token: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot < 1 || token.length > 200) return null;
  const bookingId = token.slice(0, dot);
  const expected = Buffer.from(confirmationToken(bookingId));
  const given = Buffer.from(token);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? bookingId : null;
}

export function cancelLink(baseUrl: string, bookingId: string): string {
  return `${baseUrl}/bookings/cancel/${cancelToken(bookingId)}`;
}

function offerLink(baseUrl: string, bookingId: string, expiresAt: string): string {
  return `${baseUrl}/bookings/offer/${offerToken(bookingId, expiresAt)}`;
}

export async function countSeatsTaken(db: DatabaseExecutor, eventId: string): Promise<number> {
  const row = await db
    .selectFrom("event_bookings")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("event_id", "=", eventId)
    .where("status", "in", SEAT_HOLDING_STATUSES)
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function eventMailContext(db: DatabaseExecutor, event: EventDetails, baseUrl: string) {
  const settings = await getSiteSettings(db);
  return {
    event,
    siteName: settings.site_name,
    notificationEmail: settings.notification_email,
    baseUrl,
    timeZone: settings.time_zone,
  } satisfies EventMailContext;
}

/**
 * When each reminder is due: 7 days and 1 day before the start at the same clock time in the site's
 * zone (so a daylight-saving change in between does not move it an hour), and 1 hour before.
 */
export function reminderDueTimes(event: EventDetails, timeZone: string): Record<ReminderKey, Date> {
  const startsAt = eventStartsAt(event, timeZone);
  return {
    "7d": zonedInstant(addDays(event.dateFrom, -7), event.timeFrom, timeZone),
    "1d": zonedInstant(addDays(event.dateFrom, -1), event.timeFrom, timeZone),
    "1h": new Date(startsAt.getTime() - 60 * 60 * 1000),
  };
}

/** The outbox reference of a booking's reminder for one version of the event's time. */
function reminderReference(bookingId: string, event: EventDetails, key: ReminderKey): string {
  return `reminder:${bookingId}:${event.calendarSequence}:${key}`;
}

/**
 * Queues the reminders still to come for a confirmed booking, each with its due time. The outbox
 * reference is unique, so asking twice (or from two processes) queues each reminder once.
 */
export async function queueReminders(
  trx: DatabaseExecutor,
  booking: Pick<EventBooking, "id" | "name" | "surname" | "email">,
  context: EventMailContext,
  now: Date,
): Promise<void> {
  const due = reminderDueTimes(context.event, context.timeZone);
  for (const { key } of REMINDERS) {
    if (due[key].getTime() <= now.getTime()) continue;
    await queueEmail(
      trx,
      renderReminderEmail(booking, { ...context, reminder: key, cancelUrl: cancelLink(context.baseUrl, booking.id) }),
      // A reminder is not transactional: it carries an unsubscribe link, and is skipped for an
      // address that unsubscribed (decision 0036).
      { sendAt: due[key], reference: reminderReference(booking.id, context.event, key), unsubscribable: true },
    );
  }
}

/** Takes back the reminders not sent yet (a cancelled booking, or a new time for the event). */
export async function withdrawReminders(trx: DatabaseExecutor, bookingIds: string[], now: Date): Promise<void> {
  await withdrawPendingMail(
    trx,
    bookingIds.map((id) => `reminder:${id}:`),
    now,
  );
}

/**
 * Offers the free seats to the waitlist, first come first served: each offered person is mailed an
 * accept link valid for the event's offer hours. Call inside a transaction holding the event lock.
 */
export async function offerFreeSeats(
  trx: DatabaseExecutor,
  event: EventDetails,
  { baseUrl, now }: { baseUrl: string; now: Date },
): Promise<number> {
  if (event.capacity === null || event.cancelledAt) return 0;
  let free = event.capacity - (await countSeatsTaken(trx, event.id));
  let offered = 0;
  const context = free > 0 ? await eventMailContext(trx, event, baseUrl) : null;
  while (free > 0 && context) {
    const next = await trx
      .selectFrom("event_bookings")
      .selectAll()
      .where("event_id", "=", event.id)
      .where("status", "=", "waitlisted")
      .orderBy("created_at")
      .orderBy("id")
      .limit(1)
      .executeTakeFirst();
    if (!next) break;
    const expiresAt = new Date(now.getTime() + event.offerHours * 60 * 60 * 1000).toISOString();
    await trx
      .updateTable("event_bookings")
      .set({
        status: "offered",
        offer_expires_at: expiresAt,
        offer_token_hash: hashLinkToken(offerToken(next.id, expiresAt)),
      })
      .where("id", "=", next.id)
      .where("status", "=", "waitlisted")
      .execute();
    // Offered because someone else left: in the language of the booker's profile.
    const languageOf = await bookerLanguages(trx, [next]);
    await withLocale(languageOf(next), () =>
      queueEmail(
        trx,
        renderSeatOfferEmail(next, {
          ...context,
          acceptUrl: offerLink(baseUrl, next.id, expiresAt),
          expiresAt: new Date(expiresAt),
        }),
      ),
    );
    free -= 1;
    offered += 1;
  }
  return offered;
}
