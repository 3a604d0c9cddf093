import { type KeysetPage, type KeysetRequest, readNewestFirstPage } from "~/lib/pagination";
import { belongsToPerson, type PersonIdentity } from "~/lib/personal-data";
import type { DatabaseExecutor } from "~db/executor";

/**
 * A booking as every reader outside the staff screens sees it: the REST API's list and read-back
 * (which map it to their JSON) and the person's own download read these columns, once, here.
 */
export interface BookingRecord {
  id: string;
  eventId: string;
  /** The event's own title and first day (a booking keeps no copy): a moved event's bookings move with it. */
  eventTitle: string;
  eventDate: string;
  status: "confirmed" | "waitlisted" | "offered" | "cancelled";
  name: string;
  surname: string;
  email: string;
  phone: string;
  hpcsa: string | null;
  country: string;
  province: string;
  city: string;
  company: string;
  occupation: string;
  attendedAt: string | null;
  attendanceOverrideReason: string | null;
  attendanceOverrideAt: string | null;
  minutesAttended: number | null;
  cancelledAt: string | null;
  createdAt: string;
  consentedAt: string | null;
  consentVersion: string | null;
}

function selectBookingRecords(db: DatabaseExecutor) {
  return db
    .selectFrom("event_bookings")
    .innerJoin("events", "events.id", "event_bookings.event_id")
    .select([
      "event_bookings.id",
      "event_bookings.event_id",
      "events.title as event_title",
      "events.date_from as event_date",
      "event_bookings.status",
      "event_bookings.name",
      "event_bookings.surname",
      "event_bookings.email",
      "event_bookings.phone",
      "event_bookings.hpcsa",
      "event_bookings.country",
      "event_bookings.province",
      "event_bookings.city",
      "event_bookings.company",
      "event_bookings.occupation",
      "event_bookings.attended_at",
      "event_bookings.attendance_override_reason",
      "event_bookings.attendance_override_at",
      "event_bookings.minutes_attended",
      "event_bookings.cancelled_at",
      "event_bookings.created_at",
      "event_bookings.consented_at",
      "event_bookings.consent_version",
    ]);
}

type BookingRow = Awaited<ReturnType<ReturnType<typeof selectBookingRecords>["executeTakeFirstOrThrow"]>>;

function toBookingRecord(row: BookingRow): BookingRecord {
  return {
    id: row.id,
    eventId: row.event_id,
    eventTitle: row.event_title,
    eventDate: row.event_date,
    status: row.status as BookingRecord["status"],
    name: row.name,
    surname: row.surname,
    email: row.email,
    phone: row.phone,
    hpcsa: row.hpcsa,
    country: row.country,
    province: row.province,
    city: row.city,
    company: row.company,
    occupation: row.occupation,
    attendedAt: row.attended_at,
    attendanceOverrideReason: row.attendance_override_reason,
    attendanceOverrideAt: row.attendance_override_at,
    // PostgreSQL hands back integers of some column types as strings.
    minutesAttended: row.minutes_attended === null ? null : Number(row.minutes_attended),
    cancelledAt: row.cancelled_at,
    createdAt: row.created_at,
    consentedAt: row.consented_at,
    consentVersion: row.consent_version,
  };
}

export async function findBookingRecord(db: DatabaseExecutor, id: string): Promise<BookingRecord | undefined> {
  const row = await selectBookingRecords(db).where("event_bookings.id", "=", id).executeTakeFirst();
  return row && toBookingRecord(row);
}

/** Every booking, newest first, a page after `after`; optionally one event's, or one status. */
export async function listBookingRecords(
  db: DatabaseExecutor,
  request: KeysetRequest & { eventId?: string; status?: string },
): Promise<KeysetPage<BookingRecord>> {
  let select = selectBookingRecords(db);
  if (request.eventId) select = select.where("event_bookings.event_id", "=", request.eventId);
  if (request.status) select = select.where("event_bookings.status", "=", request.status);
  return readNewestFirstPage(select, "event_bookings", request, toBookingRecord);
}

/** The person's bookings, by account or by address (a visitor books without one), oldest first. */
export async function bookingRecordsOf(db: DatabaseExecutor, person: Pick<PersonIdentity, "userId" | "emails">) {
  const rows = await selectBookingRecords(db)
    .where((eb) =>
      belongsToPerson(eb, { userColumn: "event_bookings.user_id", emailColumn: "event_bookings.email" }, person),
    )
    .orderBy("event_bookings.created_at")
    .execute();
  return rows.map(toBookingRecord);
}
