import { type EventDetails, formatEventDates, formatEventTimes, isPastEvent } from "~/features/events/event-details";
import { findEvent, lockEvent } from "~/features/events/events.server";
import { formatDateTime } from "~/lib/dates";
import { logger } from "~/lib/logger.server";
import { startPeriodicWork } from "~/lib/periodic-work.server";
import { type Outcome, refuse } from "~/lib/refusal";
import { withLocale } from "~/lib/request-context.server";
import { queueEmail } from "~/platform/mail/mail.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { EventBooking } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { bookerLanguages } from "./booker-language.server";
import { queueConfirmation } from "./bookings.server";
import * as m from "./messages";
import {
  type BookingStatus,
  eventMailContext,
  hashLinkToken,
  offerFreeSeats,
  SEAT_HOLDING_STATUSES,
  withdrawReminders,
} from "./waitlist.server";
import { renderOfferExpiredEmail } from "./waitlist-emails";

/**
 * The links in the booking mails (decision 0031): cancel a booking (or leave the waitlist) and
 * accept an offered seat. Opening a link (GET) only shows what it would do; the page's button
 * (POST) does it. Each is one transaction with the event locked, and a freed seat is offered to
 * the next person on the waitlist in the same transaction. An answered or expired offer keeps its
 * token's hash, so its link says the offer is no longer open instead of "not valid".
 */

export const LINK_MESSAGES = {
  get unknown() {
    return m.linkNotValid();
  },
  get alreadyCancelled() {
    return m.linkAlreadyCancelled();
  },
  get eventCancelled() {
    return m.linkWebinarCancelled();
  },
  get eventPast() {
    return m.linkWebinarPast();
  },
  get offerGone() {
    return m.linkOfferGone();
  },
} as const;

export interface BookingLinkView {
  name: string;
  eventTitle: string;
  when: string;
  status: BookingStatus;
  /** Why the link's action cannot be taken now; null when it can. */
  closedReason: string | null;
  /** When an offer runs out, in the site's zone. */
  offerExpires: string | null;
}

async function findByHash(db: DatabaseExecutor, column: "cancel_token_hash" | "offer_token_hash", token: string) {
  if (!token || token.length > 200) return undefined;
  return db.selectFrom("event_bookings").selectAll().where(column, "=", hashLinkToken(token)).executeTakeFirst();
}

function toView(booking: EventBooking, event: EventDetails, timeZone: string, closedReason: string | null) {
  return {
    name: booking.name,
    eventTitle: event.title,
    when: `${formatEventDates(event)}, ${formatEventTimes(event, timeZone)}`,
    status: booking.status as BookingStatus,
    closedReason,
    offerExpires: booking.offer_expires_at ? formatDateTime(booking.offer_expires_at, timeZone) : null,
  } satisfies BookingLinkView;
}

function cancelClosedReason(booking: EventBooking, event: EventDetails, timeZone: string, now: Date) {
  if (event.cancelledAt) return LINK_MESSAGES.eventCancelled;
  if (booking.status === "cancelled") return LINK_MESSAGES.alreadyCancelled;
  if (isPastEvent(event, timeZone, now)) return LINK_MESSAGES.eventPast;
  return null;
}

function offerClosedReason(booking: EventBooking, event: EventDetails, timeZone: string, now: Date) {
  if (event.cancelledAt) return LINK_MESSAGES.eventCancelled;
  if (isPastEvent(event, timeZone, now)) return LINK_MESSAGES.eventPast;
  if (booking.status !== "offered" || !booking.offer_expires_at || booking.offer_expires_at <= now.toISOString()) {
    return LINK_MESSAGES.offerGone;
  }
  return null;
}

type LinkColumn = "cancel_token_hash" | "offer_token_hash";
type ClosedReason = (booking: EventBooking, event: EventDetails, timeZone: string, now: Date) => string | null;

/** What a link would do, and why it cannot now, if it cannot (GET: nothing is written). */
async function readLink(
  db: DatabaseExecutor,
  column: LinkColumn,
  token: string,
  closedReason: ClosedReason,
  now: Date,
) {
  const booking = await findByHash(db, column, token);
  const event = booking ? await findEvent(db, booking.event_id) : undefined;
  if (!booking || !event) return undefined;
  const timeZone = await getSiteTimeZone(db);
  return toView(booking, event, timeZone, closedReason(booking, event, timeZone, now));
}

/** What a cancel link would cancel (GET: nothing is written). */
export function readCancelLink(db: DatabaseExecutor, token: string, now = new Date()) {
  return readLink(db, "cancel_token_hash", token, cancelClosedReason, now);
}

/** What an accept link offers (GET: nothing is written). */
export function readOfferLink(db: DatabaseExecutor, token: string, now = new Date()) {
  return readLink(db, "offer_token_hash", token, offerClosedReason, now);
}

/**
 * The frame of a link's action: the booking its token names, read again inside one transaction
 * with the event locked, and refused (404 unknown, 409 closed) before `act` writes anything.
 */
async function actOnLink<T extends object>(
  db: DatabaseExecutor,
  link: { column: LinkColumn; token: string; closedReason: ClosedReason; now: Date },
  act: (trx: DatabaseExecutor, booking: EventBooking, event: EventDetails) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  const found = await findByHash(db, link.column, link.token);
  if (!found) return refuse("missing", LINK_MESSAGES.unknown);
  const timeZone = await getSiteTimeZone(db);
  return inTransaction(db, async (trx) => {
    const event = await lockEvent(trx, found.event_id);
    const booking = await trx.selectFrom("event_bookings").selectAll().where("id", "=", found.id).executeTakeFirst();
    if (!event || !booking) return refuse("missing", LINK_MESSAGES.unknown);
    const closed = link.closedReason(booking, event, timeZone, link.now);
    if (closed) return refuse("stale", closed);
    return act(trx, booking, event);
  });
}

/**
 * Cancels the booking the link names: its reminders are withdrawn and, if it held a seat, the seat
 * is offered to the next person on the waitlist. A used link is refused (409), an unknown one 404.
 */
export async function cancelBookingByLink(
  db: DatabaseExecutor,
  token: string,
  { baseUrl, now = new Date() }: { baseUrl: string; now?: Date },
): Promise<Outcome<{ eventTitle: string }>> {
  const link = { column: "cancel_token_hash", token, closedReason: cancelClosedReason, now } as const;
  return actOnLink(db, link, async (trx, booking, event) => {
    await trx
      .updateTable("event_bookings")
      .set({ status: "cancelled", cancelled_at: now.toISOString(), offer_expires_at: null })
      .where("id", "=", booking.id)
      .where("status", "!=", "cancelled")
      .execute();
    await withdrawReminders(trx, [booking.id], now);
    if (SEAT_HOLDING_STATUSES.includes(booking.status as BookingStatus)) {
      await offerFreeSeats(trx, event, { baseUrl, now });
    }
    return { ok: true as const, eventTitle: event.title };
  });
}

/** Accepts an offered seat while the offer is open: confirmed, with confirmation mail and reminders. */
export async function acceptOfferByLink(
  db: DatabaseExecutor,
  token: string,
  { baseUrl, now = new Date() }: { baseUrl: string; now?: Date },
): Promise<Outcome<{ eventTitle: string }>> {
  const link = { column: "offer_token_hash", token, closedReason: offerClosedReason, now } as const;
  return actOnLink(db, link, async (trx, booking, event) => {
    const accepted = await trx
      .updateTable("event_bookings")
      .set({ status: "confirmed", offer_expires_at: null })
      .where("id", "=", booking.id)
      .where("status", "=", "offered")
      .where("offer_expires_at", ">", now.toISOString())
      .executeTakeFirst();
    if (Number(accepted.numUpdatedRows) !== 1) return refuse("stale", LINK_MESSAGES.offerGone);
    await queueConfirmation(trx, booking, await eventMailContext(trx, event, baseUrl), now);
    return { ok: true as const, eventTitle: event.title };
  });
}

/**
 * The due-work step: offers whose time ran out pass to the next person on the waitlist. Each offer
 * is claimed by one conditional update (still offered and expired), so running it twice or on two
 * processes at once passes each offer on once. Returns how many offers it expired.
 */
export async function expireSeatOffers(
  db: DatabaseExecutor,
  { baseUrl, now = new Date() }: { baseUrl: string; now?: Date },
): Promise<number> {
  const nowText = now.toISOString();
  const due = await db
    .selectFrom("event_bookings")
    .select(["id", "event_id"])
    .where("status", "=", "offered")
    .where("offer_expires_at", "<=", nowText)
    .orderBy("offer_expires_at")
    .limit(100)
    .execute();
  let expired = 0;
  for (const { id, event_id } of due) {
    const passed = await inTransaction(db, async (trx) => {
      const event = await lockEvent(trx, event_id);
      const claimed = await trx
        .updateTable("event_bookings")
        .set({ status: "cancelled", cancelled_at: nowText })
        .where("id", "=", id)
        .where("status", "=", "offered")
        .where("offer_expires_at", "<=", nowText)
        .returningAll()
        .executeTakeFirst();
      if (!claimed || !event) return false;
      const context = await eventMailContext(trx, event, baseUrl);
      if (!event.cancelledAt) {
        const languageOf = await bookerLanguages(trx, [claimed]);
        await withLocale(languageOf(claimed), () => queueEmail(trx, renderOfferExpiredEmail(claimed, context)));
      }
      await offerFreeSeats(trx, event, { baseUrl, now });
      return true;
    });
    if (passed) expired += 1;
  }
  if (expired > 0) logger.info("seat offers expired and passed on", { expired });
  return expired;
}

/** Runs the due work every interval (one run at a time per process; rows are claimed in the database). */
export function startBookingDueWork(
  db: DatabaseExecutor,
  { baseUrl, intervalMs = 60_000 }: { baseUrl: string; intervalMs?: number },
) {
  return startPeriodicWork("booking due work", () => expireSeatOffers(db, { baseUrl }), {
    intervalMs,
    runAtStart: true,
  });
}
