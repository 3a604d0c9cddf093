import { type ExpressionBuilder, sql } from "kysely";
import { isJoinOpen, isOnlineEvent, isPastEvent } from "~/features/events/event-details";
import { findEvent } from "~/features/events/events.server";
import { type Outcome, refuse } from "~/lib/refusal";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Database } from "~db/schema";
import { buildEventInvitation } from "./bookings.server";
import { bookingsFileName } from "./bookings-csv";
import { checkinCodeForPage } from "./check-in-codes.server";
import * as m from "./messages";
import { cancelLink } from "./waitlist.server";

/**
 * A signed-in person's own bookings: those made while signed in (user_id) and those made with their
 * account's email address once it is verified (a visitor who booked before signing up).
 */
export interface BookingOwner {
  userId: string;
  /** Null until the account's address is confirmed: an unconfirmed address proves nothing. */
  verifiedEmail: string | null;
}

export interface OwnBooking {
  id: string;
  eventId: string;
  eventTitle: string;
  dateFrom: string;
  dateTo: string;
  timeFrom: string;
  timeTo: string;
  location: string;
  /**
   * A confirmed upcoming booking not yet checked in: its check-in code and QR image, to show at
   * the door (decision 0040). Null otherwise.
   */
  checkIn: { code: string; qrDataUrl: string } | null;
  /** Checked in at the door. */
  checkedIn: boolean;
  /** confirmed | waitlisted | offered (a cancelled booking is not listed). */
  status: string;
  /** The event is online (isOnlineEvent): no door, no check-in code. */
  isOnline: boolean;
  /** The online event's join link, only while it is time to join (isJoinOpen) and the seat is confirmed. */
  joinUrl: string | null;
  /** The booking's own cancel page (the link in its mails), which asks before it cancels; null once past. */
  cancelPath: string | null;
}

function ownedBy(owner: BookingOwner) {
  return (eb: ExpressionBuilder<Database, "event_bookings">) => {
    const byUser = eb("event_bookings.user_id", "=", owner.userId);
    if (!owner.verifiedEmail) return byUser;
    return eb.or([byUser, eb(eb.fn("lower", ["event_bookings.email"]), "=", owner.verifiedEmail.toLowerCase())]);
  };
}

export interface OwnBookings {
  upcoming: OwnBooking[];
  past: OwnBooking[];
  /** True when there are more past bookings than the list shows. */
  hasMorePast: boolean;
}

/**
 * The person's bookings, at most `limit` upcoming (soonest first) and `limit` past (latest first):
 * two queries, each bounded. An event counts as upcoming until the day it ends (South African date).
 */
export async function listOwnBookings(
  db: DatabaseExecutor,
  owner: BookingOwner,
  { today, limit, now = new Date(), timeZone }: { today: string; limit: number; now?: Date; timeZone: string },
): Promise<OwnBookings> {
  const base = () =>
    db
      .selectFrom("event_bookings")
      .innerJoin("events", "events.id", "event_bookings.event_id")
      .select([
        "event_bookings.id",
        "events.id as event_id",
        "events.title",
        "events.date_from",
        "events.date_to",
        "events.time_from",
        "events.time_to",
        "events.location",
        "events.teams_link",
        "event_bookings.status",
        "event_bookings.checked_in_at",
      ])
      .where(ownedBy(owner))
      // A cancelled booking (from its mail link, or an offer that ran out) is no longer theirs to attend.
      .where("event_bookings.status", "!=", "cancelled");
  // Both lists in one statement (docs/decisions/0118-learner-pages-within-budget.md):
  // each part bounded and numbered in its own order, as a subquery, since a UNION does not keep
  // its parts' order; the numbers put each list back in order here.
  const upcomingOrder = sql`events.date_from asc, events.time_from asc, event_bookings.id`;
  const pastOrder = sql`events.date_from desc, event_bookings.id`;
  const upcomingPart = base()
    .select([
      sql<string>`'upcoming'`.as("part"),
      sql<number>`row_number() over (order by ${upcomingOrder})`.as("position"),
    ])
    .where("events.date_to", ">=", today)
    .orderBy("events.date_from", "asc")
    .orderBy("events.time_from", "asc")
    .orderBy("event_bookings.id")
    .limit(limit);
  const pastPart = base()
    .select([sql<string>`'past'`.as("part"), sql<number>`row_number() over (order by ${pastOrder})`.as("position")])
    .where("events.date_to", "<", today)
    .orderBy("events.date_from", "desc")
    .orderBy("event_bookings.id")
    .limit(limit + 1);
  const rows = await db
    .selectFrom(upcomingPart.as("upcoming_part"))
    .selectAll()
    .unionAll(db.selectFrom(pastPart.as("past_part")).selectAll())
    .execute();
  const partOf = (part: string) =>
    rows.filter((row) => row.part === part).sort((a, b) => Number(a.position) - Number(b.position));
  const [upcoming, past] = [partOf("upcoming"), partOf("past")];
  const toView = async (row: (typeof upcoming)[number], isUpcoming: boolean): Promise<OwnBooking> => {
    const isOnline = isOnlineEvent(row);
    const schedule = { dateFrom: row.date_from, timeFrom: row.time_from, dateTo: row.date_to, timeTo: row.time_to };
    return {
      id: row.id,
      eventId: row.event_id,
      eventTitle: row.title,
      dateFrom: row.date_from,
      dateTo: row.date_to,
      timeFrom: row.time_from,
      timeTo: row.time_to,
      location: row.location,
      checkIn:
        isUpcoming && !isOnline && row.status === "confirmed" && !row.checked_in_at
          ? await checkinCodeForPage(row.id)
          : null,
      checkedIn: row.checked_in_at !== null,
      status: row.status,
      isOnline,
      joinUrl:
        isOnline && row.teams_link && row.status === "confirmed" && isJoinOpen(schedule, timeZone, now)
          ? row.teams_link
          : null,
      cancelPath: isUpcoming && !isPastEvent(schedule, timeZone, now) ? cancelLink("", row.id) : null,
    };
  };
  return {
    upcoming: await Promise.all(upcoming.map((row) => toView(row, true))),
    past: await Promise.all(past.slice(0, limit).map((row) => toView(row, false))),
    hasMorePast: past.length > limit,
  };
}

const BOOKING_NOT_FOUND_MESSAGE = () => m.bookingNotFoundAmongYours();

/**
 * The calendar invitation (.ics) of one of the person's own bookings. Anyone else's booking, or an
 * id that does not exist, is the same "not found": the answer does not reveal whose bookings exist.
 */
export async function ownBookingInvitation(
  db: DatabaseExecutor,
  bookingId: string,
  owner: BookingOwner,
  { baseUrl }: { baseUrl: string },
): Promise<Outcome<{ ics: string; fileName: string }>> {
  const booking = await db
    .selectFrom("event_bookings")
    .select(["event_bookings.id", "event_bookings.event_id"])
    .where("event_bookings.id", "=", bookingId)
    .where(ownedBy(owner))
    .executeTakeFirst();
  const event = booking ? await findEvent(db, booking.event_id) : undefined;
  if (!booking || !event) return refuse("missing", BOOKING_NOT_FOUND_MESSAGE());
  const settings = await getSiteSettings(db);
  const ics = buildEventInvitation(event, {
    baseUrl,
    siteName: settings.site_name,
    organizerEmail: settings.notification_email,
    timeZone: settings.time_zone,
  });
  return { ok: true, ics, fileName: bookingsFileName(event.title, "invite", "ics") };
}
