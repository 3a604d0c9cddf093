import { checkInWindow, checkInWindowState } from "~/features/events/attendance-rule";
import { type EventDetails, formatEventDates, formatEventTimes } from "~/features/events/event-details";
import { findEvent } from "~/features/events/events.server";
import { formatDateTime } from "~/lib/dates";
import { type Outcome, refuse } from "~/lib/refusal";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { hashCheckinCode, normalizeCheckinCode } from "./check-in-codes.server";
import * as m from "./messages";

/**
 * Check-in at the door (docs/decisions/0040-check-in-by-qr-code.md). Staff scan the QR code of a booking's
 * confirmation mail, or type its code, on the event's check-in page. A good code of a confirmed
 * booking of this event records when and by whom in one statement that names the event, the
 * code's hash, the confirmed status and "not yet checked in", so a code of another event, a
 * cancelled booking or a second scan changes nothing. Checking in also marks the person attended
 * (the first marking's time and marker are kept), which is what the event's attendance rule, the
 * register and the Qualifies column read: present at the door counts as the full time.
 */

export const CHECK_IN_MESSAGES = {
  get badCode() {
    return m.checkInBadCode();
  },
  get unknown() {
    return m.checkInUnknown();
  },
  get eventCancelled() {
    return m.checkInEventCancelled();
  },
  get cancelled() {
    return m.checkInCancelled();
  },
  get waitlisted() {
    return m.checkInWaitlisted();
  },
  get offered() {
    return m.checkInOffered();
  },
} as const;

interface CheckInCounts {
  checkedIn: number;
  confirmed: number;
}

export interface CheckInPage extends CheckInCounts {
  event: { id: string; title: string; when: string; cancelled: boolean };
  /** When check-in at the door is open (decision 0073-check-in-window), in the site's zone. */
  window: { opensAt: string; closesAt: string };
}

/** The refusal of a scan outside the check-in window, saying when it opens or that it closed. */
function outsideWindowMessage(state: "early" | "closed", window: { opensAt: Date; closesAt: Date }, timeZone: string) {
  return state === "early"
    ? `Check-in opens at ${formatDateTime(window.opensAt, timeZone)}, two hours before the start. To record attendance before then, mark the person attended on the bookings list and give a reason.`
    : `Check-in closed at the end of the event's last day (${formatDateTime(window.closesAt, timeZone)}). To record attendance now, mark the person attended on the bookings list and give a reason.`;
}

export type CheckInResult = Outcome<CheckInCounts & { name: string; checkedInAt: string }>;

/** How many confirmed bookings of the event there are, and how many of them are checked in (one query). */
async function countCheckIns(db: DatabaseExecutor, eventId: string): Promise<CheckInCounts> {
  const row = await db
    .selectFrom("event_bookings")
    .select((eb) => [eb.fn.countAll<number>().as("confirmed"), eb.fn.count<number>("checked_in_at").as("checkedIn")])
    .where("event_id", "=", eventId)
    .where("status", "=", "confirmed")
    .executeTakeFirstOrThrow();
  return { checkedIn: row.checkedIn, confirmed: row.confirmed };
}

/** The check-in page's event and its running count. */
export async function loadCheckInPage(db: DatabaseExecutor, event: EventDetails): Promise<CheckInPage> {
  const [counts, timeZone] = await Promise.all([countCheckIns(db, event.id), getSiteTimeZone(db)]);
  const window = checkInWindow(event, timeZone);
  return {
    window: {
      opensAt: formatDateTime(window.opensAt, timeZone),
      closesAt: formatDateTime(window.closesAt, timeZone),
    },
    event: {
      id: event.id,
      title: event.title,
      when: `${formatEventDates(event)}, ${formatEventTimes(event, timeZone)}`,
      cancelled: event.cancelledAt !== null,
    },
    ...counts,
  };
}

/** Why a code that changed nothing was refused: read after the write, so a race reads the winner. */
async function explainRefusal(db: DatabaseExecutor, eventId: string, codeHash: string, timeZone: string) {
  const booking = await db
    .selectFrom("event_bookings")
    .leftJoin("events", "events.id", "event_bookings.event_id")
    .leftJoin("user", "user.id", "event_bookings.checked_in_by")
    .select([
      "event_bookings.event_id",
      "event_bookings.name",
      "event_bookings.surname",
      "event_bookings.status",
      "event_bookings.checked_in_at",
      "events.title as event_title",
      "user.name as checked_in_by_name",
    ])
    .where("event_bookings.checkin_code_hash", "=", codeHash)
    .executeTakeFirst();
  if (!booking) return refuse("missing", CHECK_IN_MESSAGES.unknown);
  const name = `${booking.name} ${booking.surname}`;
  if (booking.event_id !== eventId) {
    return refuse("stale", m.codeForOtherEvent({ title: booking.event_title ?? m.anEarlierEvent() }));
  }
  if (booking.status === "cancelled") return refuse("stale", `${name}: ${CHECK_IN_MESSAGES.cancelled}`);
  if (booking.status === "waitlisted") return refuse("stale", `${name}: ${CHECK_IN_MESSAGES.waitlisted}`);
  if (booking.status === "offered") return refuse("stale", `${name}: ${CHECK_IN_MESSAGES.offered}`);
  if (booking.checked_in_at) {
    const time = formatDateTime(booking.checked_in_at, timeZone);
    return refuse(
      "stale",
      booking.checked_in_by_name
        ? m.alreadyCheckedInBy({ name, time, by: booking.checked_in_by_name })
        : m.alreadyCheckedIn({ name, time }),
    );
  }
  return refuse("missing", CHECK_IN_MESSAGES.unknown);
}

/**
 * Checks in the confirmed booking of this event whose code was scanned or typed. Refusals: 400 for
 * something that is not a code, 404 for a code no booking has, 409 for a booking of another event,
 * a cancelled, waitlisted or offered booking, or one already checked in (saying when and by whom);
 * 410 outside the check-in window (decision 0073-check-in-window), saying when it opens.
 */
export async function checkInByCode(
  db: DatabaseExecutor,
  input: { eventId: string; code: unknown; staffUserId: string; now?: Date },
): Promise<CheckInResult> {
  const code = typeof input.code === "string" ? normalizeCheckinCode(input.code) : null;
  if (!code) return refuse("invalid", CHECK_IN_MESSAGES.badCode, { code: CHECK_IN_MESSAGES.badCode });
  const event = await findEvent(db, input.eventId);
  if (!event) return refuse("missing", m.eventNotFound());
  if (event.cancelledAt) return refuse("closed", CHECK_IN_MESSAGES.eventCancelled);
  const now = input.now ?? new Date();
  const timeZone = await getSiteTimeZone(db);
  const window = checkInWindow(event, timeZone);
  const state = checkInWindowState(window, now);
  if (state !== "open") return refuse("closed", outsideWindowMessage(state, window, timeZone));
  const codeHash = hashCheckinCode(code);
  const at = now.toISOString();
  const checkedIn = await db
    .updateTable("event_bookings")
    .set((eb) => ({
      checked_in_at: at,
      checked_in_by: input.staffUserId,
      attended_at: eb.fn.coalesce("attended_at", eb.val(at)),
      attendance_marked_by: eb.fn.coalesce("attendance_marked_by", eb.val(input.staffUserId)),
    }))
    .where("checkin_code_hash", "=", codeHash)
    .where("event_id", "=", event.id)
    .where("status", "=", "confirmed")
    .where("checked_in_at", "is", null)
    .returning(["name", "surname"])
    .executeTakeFirst();
  if (!checkedIn) return explainRefusal(db, event.id, codeHash, timeZone);
  const counts = await countCheckIns(db, event.id);
  return {
    ok: true,
    name: `${checkedIn.name} ${checkedIn.surname}`,
    checkedInAt: formatDateTime(at, timeZone),
    ...counts,
  };
}
