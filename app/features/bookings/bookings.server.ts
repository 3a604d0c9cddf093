import type { Kysely } from "kysely";
import { buildCalendarInvitation } from "~/features/events/calendar-invitation";
import { type EventDetails, eventEndsAt, eventStartsAt, isPastEvent } from "~/features/events/event-details";
import { findEvent } from "~/features/events/events.server";
import { queueEmail } from "~/features/mail/mail.server";
import { getSiteSettings } from "~/features/site-settings/site-settings.server";
import { formatDateTime } from "~/lib/dates";
import { createId } from "~/lib/ids";
import { type Outcome, type Refusal, refuse } from "~/lib/refusal";
import type { Database, EventBooking } from "~db/schema";
import type { BookingFormInput } from "./booking.schema";
import { renderBookingConfirmationEmail, renderBookingNotificationEmail } from "./booking-emails";

type BookingRefusalKind = "event-not-found" | "event-past" | "already-booked";

export type BookingResult = Outcome<{ bookingId: string }>;

export const BOOKING_REFUSALS: Record<BookingRefusalKind, string> = {
  "event-not-found": "This webinar could not be found. Please choose one of the upcoming webinars.",
  "event-past": "This webinar has already taken place, so registration is closed.",
  "already-booked": "This email address is already registered for this webinar. Check your inbox for the confirmation.",
};

/**
 * A place already held by the address answers 409 (the vocabulary's one conflict reason), the
 * message under the email field; an unknown or finished webinar is a 400 with the form's message.
 */
function refuseBooking(kind: BookingRefusalKind): Refusal {
  const message = BOOKING_REFUSALS[kind];
  return kind === "already-booked" ? refuse("stale", message, { email: message }) : refuse("invalid", message);
}

export async function isAlreadyBooked(db: Kysely<Database>, eventId: string, email: string): Promise<boolean> {
  const existing = await db
    .selectFrom("event_bookings")
    .select("id")
    .where("event_id", "=", eventId)
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .executeTakeFirst();
  return Boolean(existing);
}

/** SQLite and PostgreSQL word a unique-index violation differently. */
function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: unknown; message?: unknown } | null;
  if (candidate?.code === "23505") return true;
  return typeof candidate?.message === "string" && candidate.message.includes("UNIQUE constraint failed");
}

function daysBetween(dateFrom: string, dateTo: string): number {
  return Math.round((Date.parse(`${dateTo}T00:00:00Z`) - Date.parse(`${dateFrom}T00:00:00Z`)) / 86_400_000) + 1;
}

export function buildEventInvitation(
  event: EventDetails,
  options: { baseUrl: string; siteName: string; organizerEmail: string; timeZone: string; now?: Date },
): string {
  const host = new URL(options.baseUrl).hostname;
  const firstSessionEnds = eventEndsAt({ dateTo: event.dateFrom, timeTo: event.timeTo }, options.timeZone);
  const descriptionLines = [event.subTitle, "", event.description];
  if (event.teamsLink) descriptionLines.push("", `Join on Microsoft Teams: ${event.teamsLink}`);
  descriptionLines.push("", `Details: ${options.baseUrl}/events?event=${event.id}`);
  return buildCalendarInvitation({
    uid: `event-${event.id}@${host}`,
    createdAt: options.now ?? new Date(),
    startsAt: eventStartsAt(event, options.timeZone),
    endsAt: firstSessionEnds,
    timeZone: options.timeZone,
    dailySessions: daysBetween(event.dateFrom, event.dateTo),
    summary: event.title,
    description: descriptionLines.join("\n"),
    location: event.location,
    url: event.teamsLink,
    organizer: { name: options.siteName, email: options.organizerEmail },
  });
}

/**
 * Books a place: the booking, the company's notification and the confirmation (with its calendar
 * invitation) are saved in one transaction, so either all are kept or none. The same email cannot
 * book the same event twice (checked first, and enforced by a unique index against a race).
 */
export async function bookEvent(
  db: Kysely<Database>,
  input: BookingFormInput,
  options: {
    baseUrl: string;
    now?: Date;
    /** The account signed in while booking, if any (My learning lists it). */
    userId?: string | null;
  },
): Promise<BookingResult> {
  const now = options.now ?? new Date();
  const event = await findEvent(db, input.eventId);
  if (!event) return refuseBooking("event-not-found");
  const settings = await getSiteSettings(db);
  if (isPastEvent(event, settings.time_zone, now)) return refuseBooking("event-past");
  if (await isAlreadyBooked(db, event.id, input.email)) return refuseBooking("already-booked");

  const bookingId = createId();
  const context = {
    booking: input,
    event,
    siteName: settings.site_name,
    notificationEmail: settings.notification_email,
    baseUrl: options.baseUrl,
    timeZone: settings.time_zone,
  };
  const invitation = buildEventInvitation(event, {
    baseUrl: options.baseUrl,
    siteName: settings.site_name,
    organizerEmail: settings.notification_email,
    timeZone: settings.time_zone,
    now,
  });
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("event_bookings")
        .values({
          id: bookingId,
          event_id: event.id,
          name: input.name,
          surname: input.surname,
          email: input.email,
          phone: input.phone,
          hpcsa: input.hpcsa,
          province: input.province,
          city: input.city,
          company: input.company,
          occupation: input.occupation,
          event_date: event.dateFrom,
          event_title: event.title,
          created_at: now.toISOString(),
          user_id: options.userId ?? null,
        })
        .execute();
      await queueEmail(trx, renderBookingNotificationEmail(context));
      await queueEmail(
        trx,
        renderBookingConfirmationEmail({
          ...context,
          invitation: {
            filename: "invite.ics",
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            contentBase64: Buffer.from(invitation, "utf8").toString("base64"),
          },
        }),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) return refuseBooking("already-booked");
    throw error;
  }
  return { ok: true, bookingId };
}

export async function listBookingsForEvent(db: Kysely<Database>, eventId: string): Promise<EventBooking[]> {
  return db
    .selectFrom("event_bookings")
    .selectAll()
    .where("event_id", "=", eventId)
    .orderBy("surname")
    .orderBy("name")
    .execute();
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
}

export async function listBookingViews(db: Kysely<Database>, eventId: string): Promise<BookingView[]> {
  const [bookings, { time_zone: timeZone }] = await Promise.all([
    listBookingsForEvent(db, eventId),
    getSiteSettings(db),
  ]);
  return bookings.map((booking) => toBookingView(booking, timeZone));
}

/** A booking row as manage-events shows it, its time in the site's zone. */
export function toBookingView(booking: EventBooking, timeZone: string): BookingView {
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
  };
}
