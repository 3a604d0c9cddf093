/**
 * The one CSV reader and writer (RFC 4180): quoted fields, doubled quotes, commas and line breaks
 * inside quotes, CRLF line endings, a UTF-8 byte-order mark. docs/decisions/0019-file-exports.md.
 */

import { isoDateTimeIn } from "./dates";

export type CsvCell = string | number | Date | null | undefined;

/** Every export says in which zone its times are: the site's (site settings), never UTC's. */
export interface CsvOptions {
  timeZone: string;
}

/** A stored instant: ISO 8601 with a time and Z or an offset ("2026-11-28T12:00:00.000Z"). */
const STORED_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A cell as the export writes it: an instant (a Date, or a stored ISO timestamp) on the site's
 * clock with its offset, "2026-11-28T14:00:00+02:00"; dates without a time and text as they are.
 */
function zonedCell(value: CsvCell, timeZone: string): string | number | null | undefined {
  if (value instanceof Date) return isoDateTimeIn(value, timeZone);
  if (typeof value === "string" && STORED_INSTANT.test(value)) return isoDateTimeIn(value, timeZone) || value;
  return value;
}

/** One column of an export: its header and how a record fills it. */
export type CsvColumn<T> = readonly [header: string, read: (record: T) => CsvCell];

/** Excel reads a file as UTF-8 (names with é, ô, ë) only when it starts with this mark. */
const BYTE_ORDER_MARK = "\uFEFF";

/**
 * What a spreadsheet reads as the start of a formula (OWASP, CSV injection): = + - @, tab, carriage
 * return, and the full-width = + - @ that some Excel locales treat alike.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * Plainly a number or a phone number: digits, spaces, ( ) . - and a leading + or -. Without letters
 * there is no function call or link; without ! and | no reference to another file or program. So
 * -12.5 and +27 11 555 0100 stay as typed (a spreadsheet at most does arithmetic on them).
 */
const PLAIN_NUMBER = /^[+-]?[0-9 ().-]*[0-9][0-9 ().-]*$/;

/** A cell a spreadsheet would run as a formula gets a leading apostrophe, which keeps it text. */
function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** One cell: formula neutralised, then quoted (quotes doubled) when it holds a quote, comma or line break. */
export function csvCell(value: string | number | null | undefined): string {
  const safe = neutraliseFormula(value === null || value === undefined ? "" : String(value));
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Rows of cells as a CSV file: byte-order mark, CRLF after every row (the header row is the first
 * row), every instant in the site's time zone with its offset.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvCell>>, { timeZone }: CsvOptions): string {
  return (
    BYTE_ORDER_MARK +
    rows.map((row) => `${row.map((cell) => csvCell(zonedCell(cell, timeZone))).join(",")}\r\n`).join("")
  );
}

/** Records as a CSV file with a header row, one column per entry of `columns`. */
export function recordsToCsv<T>(
  columns: ReadonlyArray<CsvColumn<T>>,
  records: readonly T[],
  options: CsvOptions,
): string {
  return toCsv(
    [columns.map(([header]) => header), ...records.map((record) => columns.map(([, read]) => read(record)))],
    options,
  );
}

/** Reads CSV text (CRLF or LF, a leading byte-order mark ignored) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let inQuotes = false;
  const input = text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
  for (let index = 0; index < input.length; index++) {
    const character = input[index];
    if (inQuotes) {
      if (character === '"' && input[index + 1] === '"') {
        field += '"';
        index++;
      } else if (character === '"') {
        inQuotes = false;
      } else {
        field += character;
      }
    } else if (character === '"' && field === "") {
      inQuotes = true;
    } else if (character === ",") {
      row.push(field);
      field = "";
    } else if (character === "\n" || character === "\r") {
      if (character === "\r" && input[index + 1] === "\n") index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else {
      field += character;
    }
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Formats people pick by mistake for a CSV import, known by their first bytes. */
const OTHER_FILE_FORMATS: ReadonlyArray<readonly [name: string, magic: readonly number[]]> = [
  ["a PDF", [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ["an Excel workbook (or another ZIP archive)", [0x50, 0x4b, 0x03, 0x04]],
  ["an Excel 97-2003 workbook (or another Office document)", [0xd0, 0xcf, 0x11, 0xe0]],
  ["a PNG image", [0x89, 0x50, 0x4e, 0x47]],
  ["a JPEG image", [0xff, 0xd8, 0xff]],
  ["a GIF image", [0x47, 0x49, 0x46, 0x38]],
];

/**
 * What a CSV import says when the file is plainly something else (a PDF, a workbook, an image),
 * before reading it as text: "This is a PDF, not a CSV file. …". Null when it may be CSV.
 */
export function notCsvFileMessage(bytes: Uint8Array): string | null {
  const format = OTHER_FILE_FORMATS.find(([, magic]) => magic.every((byte, index) => bytes[index] === byte));
  if (!format) return null;
  return `This is ${format[0]}, not a CSV file. Save the list as CSV (comma-separated values) and choose that file.`;
}
