import { generateCertificateNumber } from "~/features/certificates/certificate-number";
import { parsePoints } from "~/lib/cpd-points";
import { parseCsv, toCsv } from "~/lib/csv";
import { dateInputValue, todayDateInputValue } from "~/lib/form-fields";
import { toFieldErrors } from "~/lib/forms";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { inTransaction } from "~db/transactions";
import type { ImportRowProblem } from "./components/course-details-types";
import {
  DEFAULT_CERTIFICATE_TITLE,
  ENROLLED_USER_CSV_COLUMNS,
  type EnrolledUserInput,
  enrolledUserSchema,
} from "./cpd-courses.schema";
import { insertEnrolledUsers, listEnrolledUsers } from "./cpd-courses.server";
import * as m from "./messages";

const MAX_IMPORT_ROWS = 1000;

export type ImportResult =
  | { ok: true; imported: number }
  | { ok: false; fileProblem: string }
  | { ok: false; rowProblems: ImportRowProblem[]; checkedRows: number };

/** The fields' names in a refused row's reasons, read when the row is checked (in the request's language). */
const LABELS: Record<string, () => string> = {
  name: m.columnName,
  email: m.columnEmail,
  idNumber: m.columnIdNumber,
  title: m.columnTitle,
  allocatedPoints: m.columnAllocatedPoints,
  certificateNumber: m.columnCertificateNumber,
  date: m.columnDate,
};

/** "ID Number", "id_number" and "idNumber" all name the same column. */
function columnKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z]/g, "");
}

const KNOWN_COLUMNS = new Map(ENROLLED_USER_CSV_COLUMNS.map((column) => [columnKey(column), column]));

/**
 * Imports enrolled users from CSV, all or nothing: every row is checked first (the same rules as
 * the 'Enroll user' overlay, plus unique certificate numbers and one enrolment per email), and
 * if any row is refused nothing is saved and each refused row is reported with its reasons.
 * A blank title, points, date or certificate number gets the overlay's default (points: the course's).
 */
export async function importEnrolledUsersCsv(
  db: DatabaseExecutor,
  cpdCourseId: string,
  csvText: string,
): Promise<ImportResult> {
  const rows = parseCsv(csvText).filter((row) => row.some((cell) => cell.trim() !== ""));
  const [header, ...dataRows] = rows;
  if (!header) return { ok: false, fileProblem: m.fileEmpty() };
  const columns = header.map((cell) => KNOWN_COLUMNS.get(columnKey(cell)));
  const missing = ["name", "email"].filter((column) => !columns.includes(column as never));
  if (missing.length) {
    return {
      ok: false,
      fileProblem: m.missingColumns({ columns: ENROLLED_USER_CSV_COLUMNS.join(", "), missing: missing.join(", ") }),
    };
  }
  if (dataRows.length === 0) return { ok: false, fileProblem: m.noRows() };
  if (dataRows.length > MAX_IMPORT_ROWS) {
    return { ok: false, fileProblem: m.tooManyRows({ max: MAX_IMPORT_ROWS }) };
  }

  const course = await db
    .selectFrom("cpd_courses")
    .select("allocated_points")
    .where("id", "=", cpdCourseId)
    .executeTakeFirstOrThrow();
  const defaultPoints = course.allocated_points;
  const today = todayDateInputValue(await getSiteTimeZone(db));
  const checked: Array<{ line: number; input: EnrolledUserInput }> = [];
  const rowProblems: ImportRowProblem[] = [];
  for (const [index, row] of dataRows.entries()) {
    const line = index + 2;
    const record = rowRecord(columns, row, defaultPoints, today);
    const parsed = enrolledUserSchema.safeParse(record);
    if (parsed.success) {
      checked.push({ line, input: parsed.data });
      continue;
    }
    const messages = Object.entries(toFieldErrors(parsed.error)).map(([field, message]) =>
      m.rowProblem({ label: LABELS[field]?.() ?? field, message }),
    );
    rowProblems.push({ line, name: record.name ?? "", messages });
  }

  // The database rules (unique certificate numbers, one enrolment per email) in three queries for
  // the whole file rather than three per row.
  const taken = await findTakenValues(
    db,
    cpdCourseId,
    checked.map(({ input }) => input.certificateNumber),
  );
  const seenNumbers = new Map<string, number>();
  const seenEmails = new Map<string, number>();
  const accepted: EnrolledUserInput[] = [];
  for (const { line, input } of checked) {
    const messages: string[] = [];
    const numberLine = seenNumbers.get(input.certificateNumber);
    if (numberLine) messages.push(m.sameNumberOnLine({ line: numberLine }));
    else seenNumbers.set(input.certificateNumber, line);
    const emailLine = seenEmails.get(input.email);
    if (emailLine) messages.push(m.sameEmailOnLine({ line: emailLine }));
    else seenEmails.set(input.email, line);
    if (taken.certificateNumbers.has(input.certificateNumber)) {
      messages.push(m.rowCertificateNumberInUse());
    }
    if (taken.emails.has(input.email)) {
      messages.push(m.rowEmailAlreadyEnrolled());
    }
    if (messages.length) rowProblems.push({ line, name: input.name, messages });
    else accepted.push(input);
  }
  if (rowProblems.length) {
    rowProblems.sort((first, second) => first.line - second.line);
    return { ok: false, rowProblems, checkedRows: dataRows.length };
  }

  await inTransaction(db, (trx) => insertEnrolledUsers(trx, cpdCourseId, accepted));
  return { ok: true, imported: accepted.length };
}

async function findTakenValues(db: DatabaseExecutor, cpdCourseId: string, certificateNumbers: string[]) {
  const numbers = new Set<string>();
  // Chunked: SQLite limits the number of bound parameters in one statement.
  for (let index = 0; index < certificateNumbers.length; index += 500) {
    const chunk = certificateNumbers.slice(index, index + 500);
    const onEnrolments = await db
      .selectFrom("cpd_enrolled_users")
      .select("certificate_number")
      .where("certificate_number", "in", chunk)
      .execute();
    const onCertificates = await db
      .selectFrom("certificates")
      .select("certificate_number")
      .where("certificate_number", "in", chunk)
      .execute();
    for (const row of [...onEnrolments, ...onCertificates]) numbers.add(row.certificate_number);
  }
  const enrolled = await db
    .selectFrom("cpd_enrolled_users")
    .select("email")
    .where("cpd_course_id", "=", cpdCourseId)
    .execute();
  return { certificateNumbers: numbers, emails: new Set(enrolled.map((row) => row.email)) };
}

function rowRecord(
  columns: Array<string | undefined>,
  row: string[],
  defaultPoints: string,
  today: string,
): Record<string, string> {
  const record: Record<string, string> = {};
  columns.forEach((column, index) => {
    if (column) record[column] = (row[index] ?? "").trim();
  });
  if (!record.title) record.title = DEFAULT_CERTIFICATE_TITLE;
  if (!record.allocatedPoints) record.allocatedPoints = defaultPoints;
  if (!record.date) record.date = today;
  else record.date = normaliseDate(record.date);
  if (!record.certificateNumber) {
    record.certificateNumber = generateCertificateNumber(new Date(), {
      hasCpdPoints: parsePoints(record.allocatedPoints) > 0,
    });
  }
  return record;
}

/** Accepts 2026-11-21 and a full ISO timestamp (as exported); anything else is reported. */
function normaliseDate(value: string): string {
  return /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value;
}

/** The enrolled users as CSV with the same columns the import reads, so a file can round-trip. */
export async function exportEnrolledUsersCsv(db: DatabaseExecutor, cpdCourseId: string): Promise<string> {
  const [users, timeZone] = await Promise.all([listEnrolledUsers(db, cpdCourseId), getSiteTimeZone(db)]);
  return toCsv(
    [
      // i18n-exempt: the header row is the import's column names (a machine format), so a file round-trips.
      [...ENROLLED_USER_CSV_COLUMNS],
      ...users.map((user) => [
        user.name,
        user.email,
        user.id_number,
        user.title,
        user.allocated_points,
        user.certificate_number,
        dateInputValue(user.completion_date),
      ]),
    ],
    { timeZone },
  );
}
