import { type CsvColumn, recordsToCsv } from "~/lib/csv";
import { addDays, formatDate, todayIn } from "~/lib/dates";
import { pageNumberFrom, searchTermFrom } from "~/lib/pagination";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { jsonRowsFrom, readJsonRows } from "~db/json-aggregation";
import { everyWordInColumns } from "~db/sql-helpers";
import { type CertificateStatus, certificateStatus, EXPIRING_WITHIN_DAYS } from "./certificate-status";
import * as m from "./messages";

/**
 * What expires in the next 90 days (decision 0046), for staff: current certificates
 * (not revoked, not renewed) whose last valid day is today or within EXPIRING_WITHIN_DAYS, soonest
 * first. Paged and searchable (name, address, course, number); the CSV holds every match.
 */

export const EXPIRING_PAGE_SIZE = 25;

/** The most rows the CSV export holds (the window is 90 days, so far above any real month's renewals). */
const EXPIRING_CSV_LIMIT = 10_000;

const SEARCH_COLUMNS = ["recipient_name", "recipient_email", "course_name", "certificate_number"] as const;

export interface ExpiringCertificate {
  id: string;
  recipientName: string;
  recipientEmail: string;
  courseName: string;
  certificateNumber: string;
  verificationCode: string;
  /** YYYY-MM-DD, the last valid day. */
  expiresAt: string;
  /** "11 Mar 2027" */
  validUntil: string;
  daysLeft: number;
  status: CertificateStatus;
}

function expiringQuery(db: DatabaseExecutor, today: string, search: string) {
  const words = everyWordInColumns(SEARCH_COLUMNS, search);
  let query = db
    .selectFrom("certificates")
    .where("revoked_at", "is", null)
    .where("renewed_at", "is", null)
    .where("expires_at", ">=", today)
    .where("expires_at", "<=", addDays(today, EXPIRING_WITHIN_DAYS));
  if (words) query = query.where(words);
  return query;
}

/** The matches as the lists show them, soonest first. */
function expiringRows(db: DatabaseExecutor, today: string, search: string) {
  return expiringQuery(db, today, search)
    .select([
      "id",
      "recipient_name",
      "recipient_email",
      "course_name",
      "certificate_number",
      "verification_code",
      "expires_at",
    ])
    .orderBy("expires_at")
    .orderBy("recipient_name")
    .orderBy("id");
}

type ExpiringRow = Awaited<ReturnType<ReturnType<typeof expiringRows>["execute"]>>[number];

function toExpiringCertificate(row: ExpiringRow, today: string, timeZone: string): ExpiringCertificate {
  const expiresAt = row.expires_at ?? today;
  return {
    id: row.id,
    recipientName: row.recipient_name,
    recipientEmail: row.recipient_email,
    courseName: row.course_name,
    certificateNumber: row.certificate_number,
    verificationCode: row.verification_code,
    expiresAt,
    validUntil: formatDate(expiresAt, timeZone),
    daysLeft: Math.round((Date.parse(`${expiresAt}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000),
    status: certificateStatus({ revokedAt: null, renewedAt: null, expiresAt }, today),
  };
}

async function listExpiring(
  db: DatabaseExecutor,
  {
    today,
    search,
    limit,
    offset,
    timeZone,
  }: { today: string; search: string; limit: number; offset: number; timeZone: string },
): Promise<ExpiringCertificate[]> {
  const rows = await expiringRows(db, today, search).limit(limit).offset(offset).execute();
  return rows.map((row) => toExpiringCertificate(row, today, timeZone));
}

/** How many current certificates expire within the next 90 days (the admin overview's count). */
export async function countExpiringCertificates(db: DatabaseExecutor, today: string): Promise<number> {
  const row = await expiringQuery(db, today, "")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The staff page: one page of the list, the total, the search. Three queries (zone, count, page). */
export async function loadExpiringCertificates(db: DatabaseExecutor, searchParams: URLSearchParams, now = new Date()) {
  const page = pageNumberFrom(searchParams);
  const search = searchTermFrom(searchParams);
  const timeZone = await getSiteTimeZone(db);
  const today = todayIn(timeZone, now);
  const [total, certificates] = await Promise.all([
    expiringQuery(db, today, search)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow()
      .then((row) => row.count),
    listExpiring(db, {
      today,
      search,
      limit: EXPIRING_PAGE_SIZE,
      offset: (page - 1) * EXPIRING_PAGE_SIZE,
      timeZone,
    }),
  ]);
  return {
    certificates,
    total,
    page,
    pageSize: EXPIRING_PAGE_SIZE,
    search,
    today,
    windowEnd: addDays(today, EXPIRING_WITHIN_DAYS),
  };
}

/** A function: the headings are read in the language of the request that downloads the file. */
const csvColumns = (): ReadonlyArray<CsvColumn<ExpiringCertificate>> => [
  [m.csvName(), (row) => row.recipientName],
  [m.csvEmail(), (row) => row.recipientEmail],
  [m.csvCourse(), (row) => row.courseName],
  [m.csvCertificateNumber(), (row) => row.certificateNumber],
  [m.csvValidUntil(), (row) => row.expiresAt],
  [m.csvDaysLeft(), (row) => row.daysLeft],
];

/** Every match of the search (up to EXPIRING_CSV_LIMIT) as CSV, and the file's name. */
export async function expiringCertificatesCsv(db: DatabaseExecutor, searchParams: URLSearchParams, now = new Date()) {
  const timeZone = await getSiteTimeZone(db);
  const today = todayIn(timeZone, now);
  const rows = await listExpiring(db, {
    today,
    search: searchTermFrom(searchParams),
    limit: EXPIRING_CSV_LIMIT,
    offset: 0,
    timeZone,
  });
  return { csv: recordsToCsv(csvColumns(), rows, { timeZone }), fileName: `expiring-certificates-${today}.csv` };
}

/**
 * The admin overview's panel: how many expire in the next 90 days and the soonest few, in one
 * statement (the few as a JSON column beside the count, decision 0125-staff-statements).
 */
export async function summariseExpiringCertificates(
  db: DatabaseExecutor,
  timeZone: string,
  newest: number,
  now = new Date(),
) {
  const today = todayIn(timeZone, now);
  const row = await db
    .selectNoFrom((eb) => [
      expiringQuery(db, today, "").select(eb.fn.countAll<number>().as("count")).as("count"),
      jsonRowsFrom(db, expiringRows(db, today, "").limit(newest)).as("soonest"),
    ])
    .executeTakeFirstOrThrow();
  const soonest = readJsonRows(row.soonest).map((certificate) => toExpiringCertificate(certificate, today, timeZone));
  return { count: Number(row.count), soonest };
}
