import {
  type AttendanceRuleEvent,
  bookingQualifies,
  QUALIFYING_BOOKING_STATUS,
} from "~/features/events/attendance-rule";
import { isOnlineEvent, isPastEvent } from "~/features/events/event-details";
import { findEvent, lockEvent } from "~/features/events/events.server";
import { formatDateTime } from "~/lib/dates";
import { createId } from "~/lib/ids";
import type { ConsentRecord } from "~/lib/privacy-consent";
import { type Outcome, type Refusal, refuse, refuseConflict } from "~/lib/refusal";
import { queueEmail } from "~/platform/mail/mail.server";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import { emitWebhookEvent } from "~/platform/webhooks/emit-webhook-event.server";
import type { DatabaseExecutor } from "~db/executor";
import type { EventBooking } from "~db/schema";
import { isUniqueViolation } from "~db/sql-helpers";
import { inTransaction } from "~db/transactions";
import type { BookingFormInput } from "./booking.schema";
import { renderBookingConfirmationEmail, renderBookingNotificationEmail } from "./booking-emails";
import { checkinCode, checkinCodeHash, checkinQrAttachment, formatCheckinCode } from "./check-in-codes.server";
import { invitationAttachment } from "./event-invitation";
import {
  type BookingStatus,
  cancelLink,
  cancelToken,
  countSeatsTaken,
  eventMailContext,
  hashLinkToken,
  queueReminders,
} from "./waitlist.server";
import { type EventMailContext, renderWaitlistedEmail } from "./waitlist-emails";

type BookingRefusalKind = "event-not-found" | "event-past" | "event-cancelled" | "already-booked";

export type BookingResult = Outcome<{ bookingId: string; status: BookingStatus }>;

export const BOOKING_REFUSALS: Record<BookingRefusalKind, string> = {
  "event-not-found": "This webinar could not be found. Please choose one of the upcoming webinars.",
  "event-past": "This webinar has already taken place, so registration is closed.",
  "event-cancelled": "This webinar has been cancelled, so registration is closed.",
  "already-booked": "This email address is already registered for this webinar. Check your inbox for the confirmation.",
};

/**
 * A place already held by the address is a conflict (409), the message under the email field; an
 * unknown or finished webinar is a 400 with the form's message.
 */
function refuseBooking(kind: BookingRefusalKind): Refusal {
  const message = BOOKING_REFUSALS[kind];
  return kind === "already-booked" ? refuseConflict(message, "email") : refuse("invalid", message);
}

/** A booking of this address that is not cancelled (a cancelled one may book again). */
async function isAlreadyBooked(db: DatabaseExecutor, eventId: string, email: string): Promise<boolean> {
  const existing = await db
    .selectFrom("event_bookings")
    .select("id")
    .where("event_id", "=", eventId)
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .where("status", "!=", "cancelled")
    .executeTakeFirst();
  return Boolean(existing);
}

export { buildEventInvitation } from "./event-invitation";

/**
 * Books a place: the booking, the company's notification and the confirmation (with its calendar
 * invitation, cancel link and reminders) are saved in one transaction, so either all are kept or
 * none. When the event has a capacity and its seats are taken, the booking joins the waitlist
 * instead (and is mailed so). The seats are counted with the event row locked, so two bookings
 * for the last seat cannot both be confirmed. The same email cannot book the same event twice
 * (checked first, and enforced by a unique index against a race).
 */
export async function bookEvent(
  db: DatabaseExecutor,
  input: BookingFormInput,
  options: {
    baseUrl: string;
    now?: Date;
    /** The account signed in while booking, if any (My learning lists it). */
    userId?: string | null;
    /** The POPIA consent given on the public form (decision 0036); none for staff-made bookings. */
    consent?: ConsentRecord;
  },
): Promise<BookingResult> {
  const now = options.now ?? new Date();
  const event = await findEvent(db, input.eventId);
  if (!event) return refuseBooking("event-not-found");
  const settings = await getSiteSettings(db);
  if (event.cancelledAt) return refuseBooking("event-cancelled");
  if (isPastEvent(event, settings.time_zone, now)) return refuseBooking("event-past");
  if (await isAlreadyBooked(db, event.id, input.email)) return refuseBooking("already-booked");

  const bookingId = createId();
  try {
    return await inTransaction(db, async (trx) => {
      const locked = await lockEvent(trx, event.id);
      if (!locked) return refuseBooking("event-not-found");
      if (locked.cancelledAt) return refuseBooking("event-cancelled");
      // Someone who cancelled (or let an offer run out) books afresh: their cancelled row makes way,
      // since the event and address are unique together.
      await trx
        .deleteFrom("event_bookings")
        .where("event_id", "=", locked.id)
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", input.email.toLowerCase()))
        .where("status", "=", "cancelled")
        .execute();
      const full = locked.capacity !== null && (await countSeatsTaken(trx, locked.id)) >= locked.capacity;
      const status: BookingStatus = full ? "waitlisted" : "confirmed";
      await trx
        .insertInto("event_bookings")
        .values({
          id: bookingId,
          event_id: locked.id,
          name: input.name,
          surname: input.surname,
          email: input.email,
          phone: input.phone,
          hpcsa: input.hpcsa,
          country: input.country,
          province: input.province,
          city: input.city,
          company: input.company,
          occupation: input.occupation,
          created_at: now.toISOString(),
          user_id: options.userId ?? null,
          ...options.consent,
          status,
          cancel_token_hash: hashLinkToken(cancelToken(bookingId)),
          checkin_code_hash: checkinCodeHash(bookingId),
        })
        .execute();
      await emitWebhookEvent(trx, "booking.created", {
        bookingId,
        eventId: locked.id,
        eventTitle: locked.title,
        eventDate: locked.dateFrom,
        status,
        name: input.name,
        surname: input.surname,
        email: input.email,
        company: input.company,
        userId: options.userId ?? null,
      });
      const mailContext = await eventMailContext(trx, locked, options.baseUrl);
      const context = { ...mailContext, booking: input, status };
      await queueEmail(trx, renderBookingNotificationEmail(context));
      const cancelUrl = cancelLink(options.baseUrl, bookingId);
      if (full) {
        await queueEmail(trx, renderWaitlistedEmail(input, { ...mailContext, cancelUrl }));
      } else {
        await queueConfirmation(trx, { id: bookingId, ...input }, mailContext, now);
      }
      return { ok: true as const, bookingId, status };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return refuseBooking("already-booked");
    throw error;
  }
}

/** The confirmation (calendar invitation and cancel link) and the reminders of a confirmed seat. */
export async function queueConfirmation(
  trx: DatabaseExecutor,
  booking: Pick<EventBooking, "id" | "name" | "surname" | "email">,
  context: EventMailContext,
  now: Date,
): Promise<void> {
  // A booking made before check-in codes existed gets its code's hash when its seat is confirmed.
  await trx
    .updateTable("event_bookings")
    .set({ checkin_code_hash: checkinCodeHash(booking.id) })
    .where("id", "=", booking.id)
    .where("checkin_code_hash", "is", null)
    .execute();
  // Online, nobody comes to a door: no check-in code to show (decision 0075-registration-for-the-region).
  const checkIn = isOnlineEvent(context.event)
    ? undefined
    : { code: formatCheckinCode(checkinCode(booking.id)), qr: await checkinQrAttachment(booking.id) };
  await queueEmail(
    trx,
    renderBookingConfirmationEmail({
      ...context,
      booking,
      cancelUrl: cancelLink(context.baseUrl, booking.id),
      checkIn,
      invitation: invitationAttachment(context.event, {
        baseUrl: context.baseUrl,
        siteName: context.siteName,
        organizerEmail: context.notificationEmail,
        timeZone: context.timeZone,
        now,
      }),
    }),
  );
  await queueReminders(trx, booking, context, now);
}

/**
 * An event's bookings by surname; with `confirmedOnly`, only those holding a confirmed seat (the
 * attendance register: not the waitlist, open offers or cancelled bookings).
 */
export async function listBookingsForEvent(
  db: DatabaseExecutor,
  eventId: string,
  { confirmedOnly = false }: { confirmedOnly?: boolean } = {},
): Promise<EventBooking[]> {
  let query = db.selectFrom("event_bookings").selectAll().where("event_id", "=", eventId);
  if (confirmedOnly) query = query.where("status", "=", "confirmed");
  return query.orderBy("surname").orderBy("name").execute();
}

/** One registration as the manage-events screen lists it (camelCase, no row). */
export interface BookingView {
  id: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  hpcsa: string | null;
  province: string;
  city: string;
  company: string;
  occupation: string;
  /** When the booking was made, in the site's zone, to the minute ("1 Mar 2026, 11:30"). */
  registeredAt: string;
  /** Staff marked this person present. */
  attended: boolean;
  /** confirmed | waitlisted | offered | cancelled (decision 0031). */
  status: string;
  /** Minutes attended online (from an imported Teams or Zoom file); null until imported. */
  minutesAttended: number | null;
  /** Marked present, or minutes attended meet the event's rule (attendance-rule.ts). */
  qualifies: boolean;
  /** When staff checked this person in at the door, in the site's zone; null until then. */
  /** Attendance marked outside the event's rules: the reason given and when (decision 0073-check-in-window). */
  attendanceOverride: { reason: string; at: string | null } | null;
  checkedInAt: string | null;
}

/** A booking row as manage-events shows it, its time in the site's zone. */
export function toBookingView(booking: EventBooking, timeZone: string, rule?: AttendanceRuleEvent): BookingView {
  return {
    id: booking.id,
    name: booking.name,
    surname: booking.surname,
    email: booking.email,
    phone: booking.phone,
    hpcsa: booking.hpcsa,
    province: booking.province,
    city: booking.city,
    company: booking.company,
    occupation: booking.occupation,
    registeredAt: formatDateTime(booking.created_at, timeZone),
    attended: booking.attended_at !== null,
    status: booking.status,
    minutesAttended: booking.minutes_attended,
    qualifies: rule
      ? bookingQualifies(booking, rule)
      : booking.status === QUALIFYING_BOOKING_STATUS && booking.attended_at !== null,
    attendanceOverride: booking.attendance_override_reason
      ? {
          reason: booking.attendance_override_reason,
          at: booking.attendance_override_at ? formatDateTime(booking.attendance_override_at, timeZone) : null,
        }
      : null,
    checkedInAt: booking.checked_in_at ? formatDateTime(booking.checked_in_at, timeZone) : null,
  };
}
