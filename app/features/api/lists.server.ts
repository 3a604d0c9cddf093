import type { z } from "zod";
import { certificateStatus } from "~/features/certificates/certificate-status";
import { certificatePointsText } from "~/lib/cpd-points";
import { todayIn } from "~/lib/dates";
import { type Outcome, refuse } from "~/lib/refusal";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Database, EventBooking } from "~db/schema";
import { type CursorPosition, encodeCursor } from "./cursor";
import { afterCursor, type Page, readCursor, toPage } from "./resources.server";
import type {
  BookingOut,
  bookingListQuery,
  CertificateOut,
  CpdCourseOut,
  certificateListQuery,
  cpdCourseListQuery,
  EnrolledUserOut,
  enrolledUserListQuery,
  FormResponseOut,
  formResponseListQuery,
  ScheduleEntryOut,
  scheduleListQuery,
  UserOut,
  userListQuery,
} from "./schemas";

/**
 * The API's further lists (decision 0041): read straight from the tables, keyset-paged like the
 * first ones (cursor.ts), one query per page (no query per row).
 */

type Listed<T> = Promise<Outcome<{ page: Page<T> }>>;

const nullableNumber = (value: number | string | null) => (value === null ? null : Number(value));
const flag = (value: number | string | boolean | null) => Boolean(Number(value));

export async function listScheduleEntries(
  db: DatabaseExecutor,
  query: z.output<typeof scheduleListQuery>,
): Listed<ScheduleEntryOut> {
  const cursor = readCursor(query);
  if (!cursor.ok) return cursor;
  let select = db
    .selectFrom("training_schedule_entries")
    .select(["id", "course_title", "course_id", "start_date", "duration_days", "is_onsite", "is_online", "venue"])
    .select("created_at");
  if (query.from) select = select.where("start_date", ">=", query.from);
  const rows = await afterCursor(select, "training_schedule_entries", cursor.position)
    .limit(query.limit + 1)
    .execute();
  return {
    ok: true,
    page: toPage(rows, query.limit, (row) => ({
      id: row.id,
      courseTitle: row.course_title,
      courseId: row.course_id,
      startDate: row.start_date,
      durationDays: Number(row.duration_days),
      isOnsite: flag(row.is_onsite),
      isOnline: flag(row.is_online),
      venue: row.venue,
      createdAt: row.created_at,
    })),
  };
}

const BOOKING_COLUMNS = [
  "event_bookings.id",
  "event_bookings.event_id",
  // The event's own title and first day (a booking keeps no copy): a moved event's bookings move with it.
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
] as const;

type BookingRow = Pick<
  EventBooking,
  | "id"
  | "event_id"
  | "status"
  | "name"
  | "surname"
  | "email"
  | "phone"
  | "hpcsa"
  | "country"
  | "province"
  | "city"
  | "company"
  | "occupation"
  | "attended_at"
  | "attendance_override_reason"
  | "attendance_override_at"
  | "minutes_attended"
  | "cancelled_at"
  | "created_at"
> & { event_title: string; event_date: string };

export function toBookingOut(row: BookingRow): BookingOut {
  return {
    id: row.id,
    eventId: row.event_id,
    eventTitle: row.event_title,
    eventDate: row.event_date,
    status: row.status as BookingOut["status"],
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
    minutesAttended: nullableNumber(row.minutes_attended),
    cancelledAt: row.cancelled_at,
    createdAt: row.created_at,
  };
}

function selectBookings(db: DatabaseExecutor) {
  return db
    .selectFrom("event_bookings")
    .innerJoin("events", "events.id", "event_bookings.event_id")
    .select(BOOKING_COLUMNS);
}

export function findBooking(db: DatabaseExecutor, id: string) {
  return selectBookings(db).where("event_bookings.id", "=", id).executeTakeFirst();
}

export async function listBookings(db: DatabaseExecutor, query: z.output<typeof bookingListQuery>): Listed<BookingOut> {
  const cursor = readCursor(query);
  if (!cursor.ok) return cursor;
  let select = selectBookings(db);
  if (query.eventId) select = select.where("event_bookings.event_id", "=", query.eventId);
  if (query.status) select = select.where("event_bookings.status", "=", query.status);
  const rows = await afterCursor(select, "event_bookings", cursor.position)
    .limit(query.limit + 1)
    .execute();
  return { ok: true, page: toPage(rows, query.limit, toBookingOut) };
}

export async function listCpdCourses(
  db: DatabaseExecutor,
  query: z.output<typeof cpdCourseListQuery>,
): Listed<CpdCourseOut> {
  const cursor = readCursor(query);
  if (!cursor.ok) return cursor;
  const select = db
    .selectFrom("cpd_courses")
    .select([
      "id",
      "course_name",
      "course_description",
      "course_code",
      "instructor_name",
      "facilitator_name",
      "facilitator_organization",
      "location",
      "allocated_points",
      "clinical_points",
      "ethics_points",
      "provider_activity_number",
      "accreditor",
      "cpd_level",
      "duration",
      "activity_start_date",
      "activity_end_date",
      "created_at",
      "updated_at",
    ]);
  const rows = await afterCursor(select, "cpd_courses", cursor.position)
    .limit(query.limit + 1)
    .execute();
  return {
    ok: true,
    page: toPage(rows, query.limit, (row) => ({
      id: row.id,
      courseName: row.course_name,
      courseDescription: row.course_description,
      courseCode: row.course_code,
      instructorName: row.instructor_name,
      facilitatorName: row.facilitator_name,
      facilitatorOrganization: row.facilitator_organization,
      location: row.location,
      allocatedPoints: row.allocated_points,
      clinicalPoints: row.clinical_points,
      ethicsPoints: row.ethics_points,
      providerActivityNumber: row.provider_activity_number,
      accreditor: row.accreditor,
      cpdLevel: row.cpd_level,
      duration: row.duration,
      activityStartDate: row.activity_start_date,
      activityEndDate: row.activity_end_date,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    })),
  };
}

export const CPD_COURSE_NOT_FOUND = "No CPD course has this id.";

export async function listEnrolledUsers(
  db: DatabaseExecutor,
  cpdCourseId: string,
  query: z.output<typeof enrolledUserListQuery>,
): Listed<EnrolledUserOut> {
  const cursor = readCursor(query);
  if (!cursor.ok) return cursor;
  const course = await db.selectFrom("cpd_courses").select("id").where("id", "=", cpdCourseId).executeTakeFirst();
  if (!course) return refuse("missing", CPD_COURSE_NOT_FOUND);
  const select = db
    .selectFrom("cpd_enrolled_users")
    .select([
      "id",
      "cpd_course_id",
      "title",
      "name",
      "email",
      "allocated_points",
      "certificate_number",
      "completion_date",
      "created_at",
    ])
    .where("cpd_course_id", "=", cpdCourseId);
  const rows = await afterCursor(select, "cpd_enrolled_users", cursor.position)
    .limit(query.limit + 1)
    .execute();
  return {
    ok: true,
    page: toPage(rows, query.limit, (row) => ({
      id: row.id,
      cpdCourseId: row.cpd_course_id,
      title: row.title,
      name: row.name,
      email: row.email,
      allocatedPoints: row.allocated_points,
      certificateNumber: row.certificate_number,
      completionDate: row.completion_date,
      createdAt: row.created_at,
    })),
  };
}

/** Certificate columns the API shows: never the ID number (masked or not) nor licence numbers. */
export const CERTIFICATE_COLUMNS = [
  "id",
  "verification_code",
  "certificate_number",
  "source",
  "title",
  "recipient_name",
  "recipient_email",
  "course_name",
  "completion_date",
  "allocated_points",
  "clinical_points",
  "ethics_points",
  "cpd_course_id",
  "cpd_enrolled_user_id",
  "course_id",
  "issued_at",
  "revoked_at",
  "revoked_reason",
  "expires_at",
  "renewed_at",
] as const;

export type CertificateRow = Pick<Database["certificates"], (typeof CERTIFICATE_COLUMNS)[number]>;

/** `today` is the date in the site time zone (todayIn), for the status rule of decision 0046. */
export function toCertificateOut(row: CertificateRow, baseUrl: string, today: string): CertificateOut {
  return {
    id: row.id,
    code: row.verification_code,
    certificateNumber: row.certificate_number,
    status: certificateStatus(
      { revokedAt: row.revoked_at, renewedAt: row.renewed_at, expiresAt: row.expires_at },
      today,
    ),
    source: row.source,
    title: row.title,
    recipientName: row.recipient_name,
    recipientEmail: row.recipient_email,
    courseName: row.course_name,
    completionDate: row.completion_date,
    // The figure the certificate prints, read as every other screen reads it (lib/cpd-points.ts).
    allocatedPoints: certificatePointsText(row).total,
    cpdCourseId: row.cpd_course_id,
    enrolledUserId: row.cpd_enrolled_user_id,
    courseId: row.course_id,
    issuedAt: row.issued_at,
    revokedAt: row.revoked_at,
    revokedReason: row.revoked_reason,
    expiresAt: row.expires_at,
    verifyUrl: `${baseUrl.replace(/\/$/, "")}/verify/${row.verification_code}`,
  };
}

export async function siteToday(db: DatabaseExecutor): Promise<string> {
  return todayIn(await getSiteTimeZone(db));
}

/** Certificates newest issued first, keyset on (issued_at, id): certificates have no created_at. */
export async function listCertificates(
  db: DatabaseExecutor,
  query: z.output<typeof certificateListQuery>,
  baseUrl: string,
): Listed<CertificateOut> {
  const cursor = readCursor(query);
  if (!cursor.ok) return cursor;
  let select = db
    .selectFrom("certificates")
    .select(CERTIFICATE_COLUMNS)
    .orderBy("issued_at", "desc")
    .orderBy("id", "desc");
  if (query.status === "valid") select = select.where("revoked_at", "is", null);
  if (query.status === "revoked") select = select.where("revoked_at", "is not", null);
  if (query.source) select = select.where("source", "=", query.source);
  const position = cursor.position;
  if (position) {
    select = select.where((eb) =>
      eb.or([
        eb("issued_at", "<", position.createdAt),
        eb.and([eb("issued_at", "=", position.createdAt), eb("id", "<", position.id)]),
      ]),
    );
  }
  const [rows, today] = await Promise.all([select.limit(query.limit + 1).execute(), siteToday(db)]);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    ok: true,
    page: {
      data: items.map((row) => toCertificateOut(row, baseUrl, today)),
      nextCursor: rows.length > query.limit && last ? encodeCursor({ createdAt: last.issued_at, id: last.id }) : null,
    },
  };
}

/** better-auth writes createdAt as a Date, an ISO string or epoch milliseconds, by database. */
function isoTime(value: Date | string | number): string {
  if (value instanceof Date) return value.toISOString();
  const asNumber = typeof value === "number" ? value : /^\d+$/.test(value) ? Number(value) : Number.NaN;
  const date = Number.isNaN(asNumber) ? new Date(value) : new Date(asNumber);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

/**
 * Accounts by email (unique, lower case), keyset on (email, id): their createdAt is stored
 * differently by each database, email sorts the same everywhere.
 */
export async function listUsers(db: DatabaseExecutor, query: z.output<typeof userListQuery>): Listed<UserOut> {
  const cursor = readCursor(query);
  if (!cursor.ok) return cursor;
  let select = db
    .selectFrom("user")
    .select(["id", "name", "email", "role", "deactivated", "emailVerified", "createdAt"])
    .orderBy("email")
    .orderBy("id");
  if (query.role) select = select.where("role", "=", query.role);
  const position: CursorPosition | null = cursor.position;
  if (position) {
    select = select.where((eb) =>
      eb.or([
        eb("email", ">", position.createdAt),
        eb.and([eb("email", "=", position.createdAt), eb("id", ">", position.id)]),
      ]),
    );
  }
  const rows = await select.limit(query.limit + 1).execute();
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    ok: true,
    page: {
      data: items.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.role,
        deactivated: flag(row.deactivated),
        emailVerified: flag(row.emailVerified),
        createdAt: isoTime(row.createdAt),
      })),
      nextCursor: rows.length > query.limit && last ? encodeCursor({ createdAt: last.email, id: last.id }) : null,
    },
  };
}

type StoredAnswer = { fieldId?: unknown; label?: unknown; type?: unknown; value?: unknown };

function answerValue(value: unknown): FormResponseOut["answers"][number]["value"] {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (Array.isArray(value)) return value.map(String);
  const file = value as { storedName?: unknown; name?: unknown; size?: unknown; contentType?: unknown };
  return {
    name: String(file.name ?? ""),
    size: Number(file.size ?? 0),
    contentType: String(file.contentType ?? ""),
    url: `/uploads/${String(file.storedName ?? "")}`,
  };
}

function parseAnswers(json: string): FormResponseOut["answers"] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return (value as StoredAnswer[]).map((answer) => ({
      fieldId: String(answer.fieldId ?? ""),
      label: String(answer.label ?? ""),
      type: String(answer.type ?? ""),
      value: answerValue(answer.value),
    }));
  } catch {
    return [];
  }
}

export const FORM_NOT_FOUND = "No form has this id.";

export async function listFormResponses(
  db: DatabaseExecutor,
  formId: string,
  query: z.output<typeof formResponseListQuery>,
): Listed<FormResponseOut> {
  const cursor = readCursor(query);
  if (!cursor.ok) return cursor;
  const form = await db.selectFrom("forms").select("id").where("id", "=", formId).executeTakeFirst();
  if (!form) return refuse("missing", FORM_NOT_FOUND);
  const select = db
    .selectFrom("form_responses")
    .select(["id", "form_id", "respondent_email", "answers_json", "created_at"])
    .where("form_id", "=", formId);
  const rows = await afterCursor(select, "form_responses", cursor.position)
    .limit(query.limit + 1)
    .execute();
  return {
    ok: true,
    page: toPage(rows, query.limit, (row) => ({
      id: row.id,
      formId: row.form_id,
      respondentEmail: row.respondent_email,
      answers: parseAnswers(row.answers_json),
      createdAt: row.created_at,
    })),
  };
}
