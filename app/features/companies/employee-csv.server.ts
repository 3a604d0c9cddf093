import { z } from "zod";
import { parseCsv } from "~/lib/csv";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import type { ManagedCompany } from "./company-staff-access.server";
import { EMPLOYEE_CSV_COLUMNS, EMPLOYEES_FILE_MAX_ROWS } from "./employee-self-service.schema";
import * as m from "./messages";

/**
 * The employees file (decision 0104-company-self-service): a header row `name,email` and one
 * person a row. The file is checked whole before anything is saved: any problem (a wrong or
 * missing column, a missing name, a bad or repeated address, someone already listed) refuses the
 * whole file, each problem named by its row as a spreadsheet numbers it (the header is row 1).
 * A byte-order mark and CRLF line ends (Excel's "CSV UTF-8") are read as well as plain LF.
 */

/** The problems listed in the refusal; the rest are counted. */
const PROBLEMS_SHOWN = 50;
const isEmail = (text: string) => z.email().safeParse(text).success;

export const EMPLOYEES_TEMPLATE_CSV = `${EMPLOYEE_CSV_COLUMNS.join(",")}\r\nThandi Mokoena,thandi.mokoena@example.co.za\r\n`;

export async function checkEmployeesFile(
  db: DatabaseExecutor,
  company: ManagedCompany,
  text: string,
): Promise<Outcome<{ people: { name: string; email: string }[] }>> {
  const rows = parseCsv(text);
  const header = rows[0]?.map((cell) => cell.trim().toLowerCase()) ?? [];
  const expected = EMPLOYEE_CSV_COLUMNS.join(",");
  if (rows.length === 0 || header.every((cell) => cell === "")) {
    return refuseFile([m.csvEmpty({ expected })]);
  }
  if (header.join(",") !== expected) {
    return refuseFile([m.csvWrongColumns({ expected, found: header.map((cell) => cell || m.csvBlank()).join(",") })]);
  }
  // Each problem with its row, so the list is sorted by row whatever the language.
  const problems: { row: number; text: string }[] = [];
  const people: { row: number; name: string; email: string }[] = [];
  const firstRowOf = new Map<string, number>();
  rows.slice(1).forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cell.trim() === "")) return;
    if (cells.length !== EMPLOYEE_CSV_COLUMNS.length) {
      problems.push({
        row,
        text: m.csvColumnCount({ row, found: cells.length, needed: EMPLOYEE_CSV_COLUMNS.length, expected }),
      });
      return;
    }
    const name = (cells[0] ?? "").trim();
    const email = (cells[1] ?? "").trim().toLowerCase();
    if (!name) problems.push({ row, text: m.csvNameMissing({ row }) });
    else if (name.length > 100) problems.push({ row, text: m.csvNameTooLong({ row }) });
    if (!email) problems.push({ row, text: m.csvEmailMissing({ row }) });
    else if (email.length > 200 || !isEmail(email)) problems.push({ row, text: m.csvEmailInvalid({ row, email }) });
    else {
      const first = firstRowOf.get(email);
      if (first !== undefined) problems.push({ row, text: m.csvRepeated({ row, email, first }) });
      else firstRowOf.set(email, row);
    }
    people.push({ row, name, email });
  });
  if (people.length === 0 && problems.length === 0) return refuseFile([m.csvNoEmployees()]);
  if (people.length > EMPLOYEES_FILE_MAX_ROWS) {
    return refuseFile([m.csvTooMany({ total: people.length, max: EMPLOYEES_FILE_MAX_ROWS })]);
  }
  const emails = [...firstRowOf.keys()];
  for (let start = 0; start < emails.length; start += 200) {
    const listed = await db
      .selectFrom("company_employees")
      .select("email")
      .where("company_id", "=", company.id)
      .where("email", "in", emails.slice(start, start + 200))
      .execute();
    for (const { email } of listed) {
      const row = firstRowOf.get(email) ?? 0;
      problems.push({ row, text: m.csvAlreadyEmployee({ row, email }) });
    }
  }
  if (problems.length > 0) {
    return refuseFile(problems.sort((a, b) => a.row - b.row).map((problem) => problem.text));
  }
  return { ok: true, people: people.map(({ name, email }) => ({ name, email })) };
}

function refuseFile(problems: string[]) {
  const shown = problems.slice(0, PROBLEMS_SHOWN);
  const more = problems.length - shown.length;
  const summary = m.csvNotImported({ count: problems.length });
  const message = [summary, ...shown, ...(more > 0 ? [m.csvAndMore({ count: more })] : [])].join("\n");
  return refuse("invalid", message, { file: message });
}
