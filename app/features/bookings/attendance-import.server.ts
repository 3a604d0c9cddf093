import { notCsvFileMessage, parseCsv } from "~/lib/csv";
import { type Refusal, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { inTransaction } from "~db/transactions";
import * as m from "./messages";

/** A row of the file that matched no confirmed booking, or could not be read. */
/** Must equal CSV_IMPORT_MAX_BYTES in server/request-limits.ts (its /manage-events rule is the backstop). */
const ATTENDANCE_FILE_MAX_BYTES = 1_000_000;

interface UnmatchedAttendanceRow {
  /** The row's line in the file (1 = first line). */
  line: number;
  name: string;
  email: string;
  minutes: number | null;
  reason: string;
}

export interface AttendanceImportResult {
  ok: true;
  /** Bookings whose minutes were stored. */
  matched: number;
  /** The first rows that matched nobody or could not be read (at most 200 listed). */
  unmatched: UnmatchedAttendanceRow[];
  /** How many such rows there were in all. */
  unmatchedCount: number;
}

const EMAIL_HEADERS = ["email", "user email", "email address", "participant email", "participant id (upn)", "upn"];
const NAME_HEADERS = ["name (original name)", "full name", "name", "participant", "display name"];
const JOIN_HEADERS = ["join time", "first join", "joined", "first join time"];
const LEAVE_HEADERS = ["leave time", "last leave", "left", "last leave time"];
/** Unmatched rows listed back at most: the rest are counted, not listed. */
const MAX_LISTED_UNMATCHED = 200;
const MAX_EMAIL_LENGTH = 320;

interface Columns {
  email: number;
  name: number;
  duration: number;
  durationInMinutes: boolean;
  join: number;
  leave: number;
}

function normalise(header: string): string {
  return header.trim().toLowerCase().replace(/\s+/g, " ");
}

function findColumns(header: string[]): Columns | null {
  const cells = header.map(normalise);
  const find = (names: string[]) => {
    for (const name of names) {
      const index = cells.indexOf(name);
      if (index >= 0) return index;
    }
    return -1;
  };
  const email = find(EMAIL_HEADERS);
  const duration = cells.findIndex((cell) => /^(in-meeting |attendance )?duration\b/.test(cell));
  const join = find(JOIN_HEADERS);
  const leave = find(LEAVE_HEADERS);
  const name = find(NAME_HEADERS);
  // A participants list names people: Zoom's meeting summary above it has an email and a duration too.
  if (email < 0 || name < 0 || (duration < 0 && (join < 0 || leave < 0))) return null;
  return {
    email,
    name,
    duration,
    durationInMinutes: duration >= 0 && /minute/.test(cells[duration]),
    join,
    leave,
  };
}

/**
 * Seconds in a duration as Teams and Zoom write it: "1h 5m 30s", "45m", "1 h 5 min", "01:05:30",
 * "65:30" (minutes:seconds is not used; two parts are hours:minutes) or a plain number of minutes.
 */
export function durationSeconds(value: string, plainNumberIsMinutes = true): number | null {
  const text = value.trim().toLowerCase();
  if (/^\d+(\.\d+)?$/.test(text)) return plainNumberIsMinutes ? Math.round(Number(text) * 60) : null;
  const clock = /^(\d{1,3}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (clock) return Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3] ?? 0);
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\b/g)];
  if (parts.length === 0 || text.replace(/(\d+(?:\.\d+)?)\s*[a-z]+/g, "").trim() !== "") return null;
  let seconds = 0;
  for (const [, amount, unit] of parts) {
    const factor = unit.startsWith("h") ? 3600 : unit.startsWith("m") ? 60 : 1;
    seconds += Number(amount) * factor;
  }
  return Math.round(seconds);
}

/** "11/24/2026 09:00:12 AM", "11/24/26, 9:00 AM", "2026-11-24 09:00:12": seconds since an epoch. */
function timestampSeconds(value: string): number | null {
  const match = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4}),?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?$/i.exec(
    value.trim(),
  );
  if (!match) return null;
  const [, first, second, third, hourText, minute, secondsText, meridiem] = match;
  const [year, month, day] =
    first.length === 4 ? [first, second, third] : [third.length === 2 ? `20${third}` : third, first, second];
  let hour = Number(hourText);
  if (meridiem) {
    const pm = meridiem.toLowerCase().startsWith("p");
    if (hour === 12) hour = pm ? 12 : 0;
    else if (pm) hour += 12;
  }
  const time = Date.UTC(Number(year), Number(month) - 1, Number(day), hour, Number(minute), Number(secondsText ?? 0));
  return Number.isNaN(time) ? null : time / 1000;
}

/** Teams files are often UTF-16 with tabs; Zoom's are UTF-8 CSV. Both end up as rows of cells. */
function readRows(bytes: Uint8Array): string[][] | Refusal {
  const otherFormat = notCsvFileMessage(bytes);
  if (otherFormat) return refuse("invalid", otherFormat);
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder("utf-16le").decode(bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder("utf-16be").decode(bytes.subarray(2));
  else text = new TextDecoder("utf-8").decode(bytes);
  if (text.includes("\u0000")) return refuse("invalid", m.importNul());
  if (text.includes("\t")) {
    const tabbed = text.split(/\r\n|\n|\r/).map((line) => line.split("\t").map((cell) => cell.replace(/^"|"$/g, "")));
    if (tabbed.some((row) => findColumns(row) !== null)) return tabbed;
  }
  return parseCsv(text);
}

interface PersonMinutes {
  name: string;
  email: string;
  seconds: number;
  line: number;
}

/**
 * Reads a Teams or Zoom attendance export and stores each confirmed booking's minutes attended
 * (matched by email, case-insensitive; a person who joined several times gets the sum). The stored
 * minutes replace those of an earlier import, so importing the same file twice changes nothing.
 * Rows that match no confirmed booking, or cannot be read, are listed back. The file is the form's
 * file part as the route read it (null when none was sent: decision 0081); its bytes are checked here.
 */
export async function importAttendanceFile(
  db: DatabaseExecutor,
  eventId: string,
  file: Blob | null,
): Promise<AttendanceImportResult | Refusal> {
  if (!file || file.size === 0) return refuse("invalid", m.importChooseFile());
  if (file.size > ATTENDANCE_FILE_MAX_BYTES) return refuse("too-large", m.importTooLarge());
  const event = await db.selectFrom("events").select("id").where("id", "=", eventId).executeTakeFirst();
  if (!event) return refuse("missing", m.eventMissing());
  const rows = readRows(new Uint8Array(await file.arrayBuffer()));
  if (!Array.isArray(rows)) return rows;

  const headerIndex = rows.findIndex((row) => findColumns(row) !== null);
  if (headerIndex < 0) return refuse("invalid", m.importNotAttendance());
  const columns = findColumns(rows[headerIndex]) as Columns;
  const people = new Map<string, PersonMinutes>();
  const unmatched: UnmatchedAttendanceRow[] = [];
  let unmatchedCount = 0;
  const report = (row: UnmatchedAttendanceRow) => {
    unmatchedCount++;
    if (unmatched.length < MAX_LISTED_UNMATCHED) unmatched.push(row);
  };

  for (let index = headerIndex + 1; index < rows.length; index++) {
    const row = rows[index];
    const line = index + 1;
    if (row.every((cell) => cell.trim() === "")) {
      // Teams puts a blank line, then its next section ("3. In-Meeting Activities"): stop there.
      if (people.size > 0 || unmatchedCount > 0) break;
      continue;
    }
    if (findColumns(row) !== null || /^\d+\.\s/.test(row[0]?.trim() ?? "")) break;
    const name = (columns.name >= 0 ? (row[columns.name] ?? "") : "").trim().slice(0, 200);
    const email = (row[columns.email] ?? "").trim().toLowerCase();
    let seconds: number | null = null;
    if (columns.duration >= 0) seconds = durationSeconds(row[columns.duration] ?? "", true);
    if (seconds === null && columns.join >= 0 && columns.leave >= 0) {
      const joined = timestampSeconds(row[columns.join] ?? "");
      const left = timestampSeconds(row[columns.leave] ?? "");
      if (joined !== null && left !== null && left >= joined) seconds = left - joined;
    }
    if (!email || email.length > MAX_EMAIL_LENGTH || !email.includes("@")) {
      report({ line, name, email: email.slice(0, MAX_EMAIL_LENGTH), minutes: null, reason: "No email address" });
      continue;
    }
    if (seconds === null || seconds > 7 * 24 * 3600) {
      report({ line, name, email, minutes: null, reason: "The duration could not be read" });
      continue;
    }
    const known = people.get(email);
    if (known) known.seconds += seconds;
    else people.set(email, { name, email, seconds, line });
  }

  const emails = [...people.keys()];
  const matched = await inTransaction(db, async (trx) => {
    const bookings =
      emails.length === 0
        ? []
        : await trx
            .selectFrom("event_bookings")
            .select(["id", "email"])
            .where("event_id", "=", eventId)
            .where("status", "=", "confirmed")
            .where((eb) => eb(eb.fn("lower", ["email"]), "in", emails))
            .execute();
    const bookingByEmail = new Map(bookings.map((booking) => [booking.email.toLowerCase(), booking.id]));
    let count = 0;
    for (const person of people.values()) {
      const minutes = Math.round(person.seconds / 60);
      const bookingId = bookingByEmail.get(person.email);
      if (!bookingId) {
        report({
          line: person.line,
          name: person.name,
          email: person.email,
          minutes,
          reason: "No confirmed booking with this email",
        });
        continue;
      }
      await trx
        .updateTable("event_bookings")
        .set({ minutes_attended: minutes })
        .where("id", "=", bookingId)
        .where("event_id", "=", eventId)
        .execute();
      count++;
    }
    return count;
  });
  return { ok: true, matched, unmatched, unmatchedCount };
}
