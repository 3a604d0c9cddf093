import { bookingQualifies, QUALIFYING_BOOKING_STATUS, qualifyingMinutes } from "~/features/events/attendance-rule";
import { type EventDetails, eventEndsAt, eventStartsAt } from "~/features/events/event-details";
import { lockEvent } from "~/features/events/events.server";
import { formatDateTime } from "~/lib/dates";
import { type Outcome, refuse } from "~/lib/refusal";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { EventBooking } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { type CertificateContent, emptyContent, issueCertificate } from "./issue-certificate.server";
import * as m from "./messages";

/**
 * Certificates from attendance (decision 0043): every qualifying attendee of an
 * event (a confirmed booking that staff marked present, checked in, or whose online minutes reach
 * the event's rule) receives one numbered certificate with the event's CPD points, category and
 * accrediting body, issued and mailed through issueCertificate like every other certificate.
 */

/** The title printed on a certificate from attendance. */
// i18n-exempt: stored on each issued certificate record as its title, like a course certificate's
const EVENT_CERTIFICATE_TITLE = "CERTIFICATE OF ATTENDANCE";

export interface EventCertificateCounts {
  /** Qualifying attendees who would receive a certificate now. */
  toIssue: number;
  /** Bookings of this event that already received one (revoked ones included: they are not issued again). */
  alreadyIssued: number;
}

/**
 * Bookings that may receive a certificate: a confirmed seat that qualifies and has none yet, in SQL
 * (the rule of bookingQualifies: confirmed, and marked present or online for the qualifying minutes).
 */
function pendingBookingsQuery(db: DatabaseExecutor, event: EventDetails) {
  const minutes = qualifyingMinutes(event);
  return db
    .selectFrom("event_bookings")
    .where("event_bookings.event_id", "=", event.id)
    .where("event_bookings.status", "=", QUALIFYING_BOOKING_STATUS)
    .where((eb) =>
      eb.or([eb("event_bookings.attended_at", "is not", null), eb("event_bookings.minutes_attended", ">=", minutes)]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("event_certificates")
            .select("event_certificates.booking_id")
            .whereRef("event_certificates.booking_id", "=", "event_bookings.id"),
        ),
      ),
    );
}

/** The bookings to issue certificates to, in register order. One query. */
async function pendingBookings(db: DatabaseExecutor, event: EventDetails): Promise<EventBooking[]> {
  const rows = await pendingBookingsQuery(db, event)
    .selectAll("event_bookings")
    .orderBy("event_bookings.surname")
    .orderBy("event_bookings.name")
    .orderBy("event_bookings.id")
    .execute();
  // The same rule as the register's Qualifies column decides (the SQL above only narrows the read).
  return rows.filter((booking) => bookingQualifies(booking, event));
}

/**
 * How many would receive a certificate now and how many have one: one statement, counted in SQL
 * (manage-events showed the count after reading every pending booking of the event).
 */
export async function countEventCertificates(
  db: DatabaseExecutor,
  event: EventDetails,
  /** The event's issued certificates when the caller has counted them already. */
  knownIssued?: number,
): Promise<EventCertificateCounts> {
  const row = await db
    .selectNoFrom((eb) => [
      pendingBookingsQuery(db, event)
        .select((inner) => inner.fn.countAll<number>().as("count"))
        .as("to_issue"),
      eb
        .selectFrom("event_certificates")
        .select((inner) => inner.fn.countAll<number>().as("count"))
        .where("event_certificates.event_id", "=", event.id)
        .as("already_issued"),
    ])
    .executeTakeFirstOrThrow();
  return { toIssue: Number(row.to_issue ?? 0), alreadyIssued: knownIssued ?? Number(row.already_issued ?? 0) };
}

async function countIssued(db: DatabaseExecutor, eventId: string): Promise<number> {
  const row = await db
    .selectFrom("event_certificates")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("event_id", "=", eventId)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Certificates issued per event, for the events given (the manage-events rows). One query. */
export async function countCertificatesByEvent(
  db: DatabaseExecutor,
  eventIds: string[],
): Promise<Record<string, number>> {
  if (eventIds.length === 0) return {};
  const rows = await db
    .selectFrom("event_certificates")
    .select((eb) => ["event_id", eb.fn.countAll<number>().as("count")])
    .where("event_id", "in", eventIds)
    .groupBy("event_id")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.event_id, row.count]));
}

interface EventCpdDetails {
  points: string;
  category: string;
  bodyName: string;
}

async function cpdDetailsOf(db: DatabaseExecutor, event: EventDetails): Promise<EventCpdDetails> {
  const body = event.cpdBodyId
    ? await db.selectFrom("cpd_bodies").select("name").where("id", "=", event.cpdBodyId).executeTakeFirst()
    : undefined;
  return { points: event.cpdPoints, category: event.cpdCategory, bodyName: body?.name ?? "" };
}

/**
 * What the certificate prints. The category is carried as the ledger reads it (decision 0033):
 * clinical or ethics points in their columns, general as allocated points only; the body's name is
 * the accreditor, which the ledger matches to the body.
 */
function contentForBooking(
  event: EventDetails,
  booking: EventBooking,
  cpd: EventCpdDetails,
  timeZone: string,
): CertificateContent {
  return {
    ...emptyContent(),
    source: "event",
    user_id: booking.user_id,
    title: EVENT_CERTIFICATE_TITLE,
    recipient_name: `${booking.name} ${booking.surname}`.trim(),
    recipient_email: booking.email,
    license_number: booking.hpcsa ?? "",
    course_name: event.title,
    course_description: event.subTitle,
    completion_date: eventEndsAt(event, timeZone).toISOString(),
    allocated_points: cpd.points,
    clinical_points: cpd.category === "clinical" ? cpd.points : "",
    ethics_points: cpd.category === "ethics" ? cpd.points : "",
    accreditor: cpd.bodyName,
    instructor_name: event.instructorName,
    facilitator_name: event.moderatorName,
    location: event.location,
  };
}

export type IssueEventCertificatesResult = Outcome<{ issued: number; alreadyIssued: number }>;

/**
 * Issues a certificate to every qualifying attendee of the event who has none yet, in one
 * transaction that first locks the event row (decision 0031's lock): of two calls at once the
 * second waits, then finds every certificate already issued. The booking is the primary key of
 * event_certificates, so even without the lock no booking receives two. Refused for an unknown or
 * cancelled event, and before the event has started.
 */
export async function issueEventCertificates(
  db: DatabaseExecutor,
  { eventId, issuedByUserId, now = new Date() }: { eventId: string; issuedByUserId: string | null; now?: Date },
): Promise<IssueEventCertificatesResult> {
  const timeZone = await getSiteTimeZone(db);
  return inTransaction(db, async (trx): Promise<IssueEventCertificatesResult> => {
    const event = await lockEvent(trx, eventId);
    if (!event) return refuse("missing", m.eventDoesNotExist());
    if (event.cancelledAt) return refuse("closed", m.eventCancelledSoIssuesNo());
    const startsAt = eventStartsAt(event, timeZone);
    if (startsAt.getTime() > now.getTime()) {
      return refuse("invalid", m.issuedOnceStarted({ date: formatDateTime(startsAt, timeZone) }));
    }
    const [pending, alreadyIssued, cpd] = await Promise.all([
      pendingBookings(trx, event),
      countIssued(trx, event.id),
      cpdDetailsOf(trx, event),
    ]);
    for (const booking of pending) {
      const { certificate } = await issueCertificate(trx, {
        content: contentForBooking(event, booking, cpd, timeZone),
        issuedByUserId,
        validityMonths: event.cpdValidityMonths,
        mailOpening: () => m.thankYouAttending({ event: event.title }),
        mailDownloadLink: true,
      });
      await trx
        .insertInto("event_certificates")
        .values({
          booking_id: booking.id,
          event_id: event.id,
          certificate_id: certificate.id,
          issued_at: certificate.issued_at,
        })
        .execute();
    }
    return { ok: true, issued: pending.length, alreadyIssued };
  });
}
