import type { SelectQueryBuilder } from "kysely";
import type { z } from "zod";
import { certificateStatus } from "~/features/certificates/certificate-status";
import { todayIn } from "~/lib/dates";
import { type Outcome, refuse } from "~/lib/refusal";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { type CursorPosition, decodeCursor, encodeCursor } from "./cursor";
import type {
  CertificateVerificationOut,
  CourseOut,
  courseListQuery,
  EnquiryOut,
  EventOut,
  enquiryListQuery,
  eventListQuery,
} from "./schemas";

/**
 * The API's reads, straight from the tables (features do not import each other): each list is
 * keyset-paged newest first on (created_at, id), see cursor.ts.
 */

export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

export type Paged = { limit: number; cursor?: string };

export function afterCursor<DB, TB extends keyof DB & string, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  table: TB,
  position: CursorPosition | null,
): SelectQueryBuilder<DB, TB, O> {
  const createdAt = `${table}.created_at` as never;
  const id = `${table}.id` as never;
  const ordered = query.orderBy(createdAt, "desc").orderBy(id, "desc");
  if (!position) return ordered;
  return ordered.where((eb) =>
    eb.or([
      eb(createdAt, "<", position.createdAt as never),
      eb.and([eb(createdAt, "=", position.createdAt as never), eb(id, "<", position.id as never)]),
    ]),
  );
}

export function readCursor(query: Paged): Outcome<{ position: CursorPosition | null }> {
  if (query.cursor === undefined) return { ok: true, position: null };
  const position = decodeCursor(query.cursor);
  return position
    ? { ok: true, position }
    : refuse("invalid", "The cursor is not one this API gave out.", { cursor: "Not a valid cursor." });
}

export function toPage<Row extends { created_at: string; id: string }, T>(
  rows: Row[],
  limit: number,
  map: (row: Row) => T,
): Page<T> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const hasMore = rows.length > limit;
  return {
    data: items.map(map),
    nextCursor: hasMore && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
  };
}

export async function listCourses(
  db: DatabaseExecutor,
  query: z.output<typeof courseListQuery>,
): Promise<Outcome<{ page: Page<CourseOut> }>> {
  const cursor = readCursor(query);
  if (!cursor.ok) return cursor;
  let select = db
    .selectFrom("courses")
    .select([
      "id",
      "slug",
      "title",
      "subtitle",
      "type",
      "outcome",
      "requirements",
      "duration_minutes",
      "offers_certificate",
      "cover_url",
      "created_at",
      "updated_at",
    ])
    .where("is_published", "=", 1);
  if (query.type) select = select.where("type", "=", query.type);
  const rows = await afterCursor(select, "courses", cursor.position)
    .limit(query.limit + 1)
    .execute();
  return {
    ok: true,
    page: toPage(rows, query.limit, (row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      subtitle: row.subtitle,
      type: row.type,
      outcome: row.outcome,
      requirements: row.requirements,
      durationMinutes: row.duration_minutes === null ? null : Number(row.duration_minutes),
      offersCertificate: Boolean(Number(row.offers_certificate)),
      coverUrl: row.cover_url,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    })),
  };
}

export async function listEvents(
  db: DatabaseExecutor,
  query: z.output<typeof eventListQuery>,
): Promise<Outcome<{ page: Page<EventOut> }>> {
  const cursor = readCursor(query);
  if (!cursor.ok) return cursor;
  const select = db
    .selectFrom("events")
    .select([
      "id",
      "title",
      "sub_title",
      "description",
      "date_from",
      "date_to",
      "time_from",
      "time_to",
      "location",
      "capacity",
      "cancelled_at",
      "created_at",
    ]);
  const rows = await afterCursor(select, "events", cursor.position)
    .limit(query.limit + 1)
    .execute();
  return {
    ok: true,
    page: toPage(rows, query.limit, (row) => ({
      id: row.id,
      title: row.title,
      subTitle: row.sub_title,
      description: row.description,
      dateFrom: row.date_from,
      dateTo: row.date_to,
      timeFrom: row.time_from,
      timeTo: row.time_to,
      location: row.location,
      capacity: row.capacity === null ? null : Number(row.capacity),
      cancelledAt: row.cancelled_at,
      createdAt: row.created_at,
    })),
  };
}

export async function listEnquiries(
  db: DatabaseExecutor,
  query: z.output<typeof enquiryListQuery>,
  /** Only this enquiry (the one a POST just stored). */
  onlyId?: string,
): Promise<Outcome<{ page: Page<EnquiryOut> }>> {
  const cursor = readCursor(query);
  if (!cursor.ok) return cursor;
  let select = db
    .selectFrom("enquiries")
    .select([
      "id",
      "kind",
      "status",
      "name",
      "email",
      "phone",
      "company",
      "designation",
      "message",
      "number_of_people",
      "appointment_type",
      "course_id",
      "created_at",
    ]);
  if (query.status) select = select.where("status", "=", query.status);
  if (onlyId) select = select.where("id", "=", onlyId);
  const rows = await afterCursor(select, "enquiries", cursor.position)
    .limit(query.limit + 1)
    .execute();
  return {
    ok: true,
    page: toPage(rows, query.limit, (row) => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      name: row.name,
      email: row.email,
      phone: row.phone,
      company: row.company,
      designation: row.designation,
      message: row.message,
      numberOfPeople: row.number_of_people === null ? null : Number(row.number_of_people),
      appointmentType: row.appointment_type,
      courseId: row.course_id,
      createdAt: row.created_at,
    })),
  };
}

export async function verifyCertificate(
  db: DatabaseExecutor,
  code: string,
): Promise<Outcome<{ certificate: CertificateVerificationOut }>> {
  const row = await db
    .selectFrom("certificates")
    .select([
      "verification_code",
      "certificate_number",
      "recipient_name",
      "course_name",
      "completion_date",
      "issued_at",
      "revoked_at",
      "expires_at",
      "renewed_at",
    ])
    .where("verification_code", "=", code)
    .executeTakeFirst();
  if (!row) return refuse("missing", "No certificate has this verification code.");
  const today = todayIn(await getSiteTimeZone(db));
  return {
    ok: true,
    certificate: {
      code: row.verification_code,
      status: certificateStatus(
        { revokedAt: row.revoked_at, renewedAt: row.renewed_at, expiresAt: row.expires_at },
        today,
      ),
      certificateNumber: row.certificate_number,
      recipientName: row.recipient_name,
      courseName: row.course_name,
      completionDate: row.completion_date,
      issuedAt: row.issued_at,
      revokedAt: row.revoked_at,
      expiresAt: row.expires_at,
    },
  };
}
