import type { LedgerEntry } from "~/features/cpd-ledger/cpd-ledger";
import {
  activityLedgerEntry,
  certificateLedgerEntry,
  type listCpdBodies,
} from "~/features/cpd-ledger/cpd-ledger.server";
import { calendarDateIn } from "~/lib/dates";
import type { DatabaseExecutor } from "~db/executor";
import { jsonRowsFrom, readJsonRows } from "~db/json-aggregation";
import type { Certificate } from "~db/schema";
import type { CompanyEmployee } from "./companies.server";

/**
 * One year of a set of employees' training records (decision 0039), read in one query however
 * many people and records: certificates (issued to their account, or to the address they are
 * matched by), bookings of events held that year, and approved external CPD activities. Each
 * record is then handed to every employee it belongs to.
 */

export type CpdBodyRules = Awaited<ReturnType<typeof listCpdBodies>>[number];

type BookingAttendance = "Attended" | "Did not attend" | "Booked" | "Waitlisted" | "Offered a seat" | "Cancelled";

export interface EmployeeYearRecords {
  certificates: Certificate[];
  bookings: {
    id: string;
    eventTitle: string;
    dateFrom: string;
    attendance: BookingAttendance;
    minutesAttended: number | null;
  }[];
  ledgerEntries: LedgerEntry[];
}

/** Certificate rows read for one set of employees: above this the caller is told (never silently cut). */
const RECORDS_LIMIT = 2000;

function attendanceOf(booking: { status: string; attended_at: string | null; date_to: string }, today: string) {
  if (booking.attended_at) return "Attended";
  if (booking.status === "cancelled") return "Cancelled";
  if (booking.status === "waitlisted") return "Waitlisted";
  if (booking.status === "offered") return "Offered a seat";
  return booking.date_to < today ? "Did not attend" : "Booked";
}

export async function loadEmployeeYearRecords(
  db: DatabaseExecutor,
  employees: readonly CompanyEmployee[],
  { year, timeZone, today, bodies }: { year: number; timeZone: string; today: string; bodies: readonly CpdBodyRules[] },
): Promise<{ byEmployee: Map<string, EmployeeYearRecords>; hasMore: boolean }> {
  const byEmployee = new Map<string, EmployeeYearRecords>(
    employees.map((employee) => [employee.id, { certificates: [], bookings: [], ledgerEntries: [] }]),
  );
  const userIds = [...new Set(employees.flatMap((employee) => (employee.userId ? [employee.userId] : [])))];
  const emails = [...new Set(employees.flatMap((employee) => (employee.matchEmail ? [employee.matchEmail] : [])))];
  if (userIds.length === 0 && emails.length === 0) return { byEmployee, hasMore: false };

  // A certificate's day is its date in the site time zone: read a day either side, then keep the year's.
  const { certificates, bookings, activities } = await readYearRecords(db, { userIds, emails, year });

  const belongsTo = (userId: string | null, email: string) =>
    employees.filter(
      (employee) =>
        (employee.userId !== null && employee.userId === userId) ||
        (employee.matchEmail !== null && employee.matchEmail === email.toLowerCase()),
    );
  const codeOfId = new Map(bodies.map((body) => [body.id, body.code]));
  const yearText = String(year);

  for (const certificate of certificates.slice(0, RECORDS_LIMIT)) {
    const date = calendarDateIn(certificate.completion_date, timeZone);
    if (date.slice(0, 4) !== yearText) continue;
    for (const employee of belongsTo(certificate.user_id, certificate.recipient_email)) {
      const records = byEmployee.get(employee.id);
      if (!records) continue;
      records.certificates.push(certificate);
      if (certificate.revoked_at) continue;
      records.ledgerEntries.push(certificateLedgerEntry(certificate, date, bodies));
    }
  }
  for (const booking of bookings.slice(0, RECORDS_LIMIT)) {
    for (const employee of belongsTo(booking.user_id, booking.email)) {
      byEmployee.get(employee.id)?.bookings.push({
        id: booking.id,
        eventTitle: booking.title,
        dateFrom: booking.date_from,
        attendance: attendanceOf(booking, today),
        minutesAttended: booking.minutes_attended,
      });
    }
  }
  for (const activity of activities.slice(0, RECORDS_LIMIT)) {
    for (const employee of employees.filter((candidate) => candidate.userId === activity.user_id)) {
      byEmployee.get(employee.id)?.ledgerEntries.push(activityLedgerEntry(activity, codeOfId));
    }
  }
  const hasMore = [certificates, bookings, activities].some((rows) => rows.length > RECORDS_LIMIT);
  return { byEmployee, hasMore };
}

/**
 * Every column of a certificate (the audit download prints them): listed, since a JSON column
 * names its keys. A column the table gains and this list lacks fails to compile where the rows
 * are kept as `Certificate` (EmployeeYearRecords).
 */
const CERTIFICATE_COLUMNS = [
  "id",
  "certificate_number",
  "verification_code",
  "source",
  "cpd_course_id",
  "cpd_enrolled_user_id",
  "course_id",
  "user_id",
  "title",
  "recipient_name",
  "recipient_email",
  "recipient_id_number",
  "license_number",
  "course_name",
  "course_description",
  "completion_date",
  "allocated_points",
  "clinical_points",
  "ethics_points",
  "provider_activity_number",
  "accreditor",
  "cpd_level",
  "instructor_name",
  "instructor_signature_url",
  "facilitator_name",
  "facilitator_organization",
  "location",
  "contact_details",
  "website",
  "organization_logo_url",
  "issued_by_user_id",
  "issued_at",
  "revoked_at",
  "revoked_reason",
  "revoked_by_user_id",
  "expires_at",
  "renewed_at",
  "renewed_by_certificate_id",
  "learning_path_id",
] as const satisfies readonly (keyof Certificate)[];

/**
 * The year's certificates and bookings (by account or matched address) and approved external
 * activities (by account) of a set of employees: three bounded lists as JSON columns of one
 * statement (decision 0123-learner-statements). A certificate's day is its date in the site time
 * zone: a day either side is read, and the caller keeps the year's.
 */
async function readYearRecords(
  db: DatabaseExecutor,
  { userIds, emails, year }: { userIds: string[]; emails: string[]; year: number },
) {
  const row = await db
    .selectNoFrom((eb) => [
      jsonRowsFrom(
        db,
        eb
          .selectFrom("certificates")
          .select(CERTIFICATE_COLUMNS)
          .where((inner) => {
            const matches = [];
            if (userIds.length > 0) matches.push(inner("user_id", "in", userIds));
            if (emails.length > 0) matches.push(inner(inner.fn("lower", ["recipient_email"]), "in", emails));
            return inner.or(matches);
          })
          .where("completion_date", ">=", `${year - 1}-12-31`)
          .where("completion_date", "<", `${year + 1}-01-02`)
          .orderBy("completion_date")
          .orderBy("id")
          .limit(RECORDS_LIMIT + 1),
      ).as("certificates"),
      jsonRowsFrom(
        db,
        eb
          .selectFrom("event_bookings")
          .innerJoin("events", "events.id", "event_bookings.event_id")
          .select([
            "event_bookings.id",
            "event_bookings.user_id",
            "event_bookings.email",
            "event_bookings.status",
            "event_bookings.attended_at",
            "event_bookings.minutes_attended",
            "events.title",
            "events.date_from",
            "events.date_to",
          ])
          .where((inner) => {
            const matches = [];
            if (userIds.length > 0) matches.push(inner("event_bookings.user_id", "in", userIds));
            if (emails.length > 0) matches.push(inner(inner.fn("lower", ["event_bookings.email"]), "in", emails));
            return inner.or(matches);
          })
          .where("events.date_from", ">=", `${year}-01-01`)
          .where("events.date_from", "<=", `${year}-12-31`)
          .orderBy("events.date_from")
          .orderBy("event_bookings.id")
          .limit(RECORDS_LIMIT + 1),
      ).as("bookings"),
      jsonRowsFrom(
        db,
        eb
          .selectFrom("cpd_activities")
          .select(["id", "user_id", "title", "provider", "activity_date", "points_tenths", "category", "body_id"])
          // No account among them: no activity (none has an empty user id).
          .where("user_id", "in", userIds.length > 0 ? userIds : [""])
          .where("status", "=", "approved")
          .where("activity_date", ">=", `${year}-01-01`)
          .where("activity_date", "<=", `${year}-12-31`)
          .orderBy("activity_date")
          .orderBy("id")
          .limit(RECORDS_LIMIT + 1),
      ).as("activities"),
    ])
    .executeTakeFirstOrThrow();
  return {
    certificates: readJsonRows(row.certificates),
    bookings: readJsonRows(row.bookings),
    activities: readJsonRows(row.activities),
  };
}
