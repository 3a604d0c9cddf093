import { parseCsv } from "~/lib/csv";
import { isCalendarDate } from "~/lib/form-fields";
import { formatNumber } from "~/lib/i18n/format";
import { type Refusal, refuse } from "~/lib/refusal";
import { STATEMENT_BANK_LABELS, STATEMENT_MAX_LINES, type StatementBank } from "./eft.schema";
import * as m from "./messages";

/**
 * Reads the transaction CSV that South Africa's four big banks let a business download (decision
 * 0086-eft-payments). Their layouts differ and change over the years, so the table is found by its
 * header row, wherever it starts (FNB and Nedbank put account details above it), and its columns by
 * name: a signed Amount (FNB, Absa) or separate money-in and money-out columns (Standard Bank's
 * Payments/Deposits, Nedbank's Debits/Credits). Dates come as 2026/11/23, 2026-11-23, 20261123,
 * 23/11/2026 or 23 Nov 2026; amounts with thousands separators, an R, a trailing Cr/Dr or a minus.
 * Pure: no database, so the unit test reads each bank's sample directly.
 */
export interface StatementLine {
  /** The line's row in the file (1-based), for messages. */
  row: number;
  /** YYYY-MM-DD */
  date: string;
  /** Money in is positive, money out negative. */
  amountCents: number;
  /** The description and any separate reference column, spaces collapsed. */
  description: string;
  balanceCents: number | null;
}

const STATEMENT_LAYOUTS: Record<StatementBank, string> = {
  fnb: "Date, Amount, Balance, Description",
  standard_bank: "Date, Description, Payments, Deposits, Balance",
  absa: "Date, Transaction Description, Amount, Balance",
  nedbank: "Date, Description, Debits, Credits, Balance",
};

const ALIASES = {
  date: ["date", "transaction date", "posting date", "value date", "trans date", "tran date"],
  description: ["description", "transaction description", "details", "narrative", "transaction details"],
  reference: ["reference", "ref", "their reference", "statement reference"],
  amount: ["amount", "transaction amount", "amount r"],
  credit: ["credit", "credits", "deposits", "deposit", "credit amount", "money in", "credits r", "credit r"],
  debit: ["debit", "debits", "payments", "debit amount", "money out", "debits r", "debit r", "withdrawals"],
  balance: ["balance", "running balance", "balance r"],
} as const;

type Column = keyof typeof ALIASES;
type ColumnIndex = Partial<Record<Column, number>>;

const MAX_DESCRIPTION = 500;
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function headerName(cell: string): string {
  return cell
    .toLowerCase()
    .replace(/\(r\)|\(zar\)/g, " r")
    .replace(/[^a-z]+/g, " ")
    .trim();
}

function findColumns(row: readonly string[]): ColumnIndex | null {
  const names = row.map(headerName);
  const index: ColumnIndex = {};
  for (const column of Object.keys(ALIASES) as Column[]) {
    const at = names.findIndex((name) => (ALIASES[column] as readonly string[]).includes(name));
    if (at >= 0) index[column] = at;
  }
  const hasMoney = index.amount !== undefined || index.credit !== undefined;
  return index.date !== undefined && index.description !== undefined && hasMoney ? index : null;
}

/** A statement date as YYYY-MM-DD, or null. Day-first where the order is ambiguous (South African use). */
export function statementDate(text: string): string | null {
  const value = text.trim();
  const parts = dateParts(value);
  if (!parts) return null;
  const [year, month, day] = parts;
  const iso = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return isCalendarDate(iso) ? iso : null;
}

function dateParts(value: string): [number, number, number] | null {
  const yearFirst = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(value) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (yearFirst) return [Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3])];
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (dayFirst) return [Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])];
  const named = /^(\d{1,2})[ -]?([A-Za-z]{3})[A-Za-z]*[ -]?(\d{4}|\d{2})$/.exec(value);
  if (!named) return null;
  const year = Number(named[3]);
  return [year < 100 ? year + 2000 : year, MONTHS.indexOf((named[2] as string).toLowerCase()) + 1, Number(named[1])];
}

/** "1 234.50", "R1,234.50", "-450.00", "(450.00)", "450.00 Cr", "450.00Dr" → cents; "" → 0; else null. */
export function statementAmountCents(text: string): number | null {
  let value = text.replace(/\s+/g, "").replace(/,/g, "").replace(/^R/i, "");
  if (value === "") return 0;
  let sign = 1;
  const suffix = /(cr|dr)$/i.exec(value);
  if (suffix) {
    if ((suffix[1] as string).toLowerCase() === "dr") sign = -1;
    value = value.slice(0, -2);
  }
  const bracketed = /^\((.*)\)$/.exec(value);
  if (bracketed) {
    sign = -sign;
    value = bracketed[1] as string;
  }
  if (value.startsWith("-")) {
    sign = -sign;
    value = value.slice(1);
  } else if (value.startsWith("+")) {
    value = value.slice(1);
  }
  value = value.replace(/^R/i, "");
  const parts = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!parts) return null;
  const cents = Number(parts[1]) * 100 + Number((parts[2] ?? "").padEnd(2, "0"));
  return cents === 0 ? 0 : sign * cents;
}

const cell = (row: readonly string[], at: number | undefined) => (at === undefined ? "" : (row[at] ?? "").trim());

function wrongColumns(bank: StatementBank): Refusal {
  return refuse("invalid", m.csvNoTable({ bank: STATEMENT_BANK_LABELS[bank], columns: STATEMENT_LAYOUTS[bank] }));
}

/**
 * Every transaction line of the statement (money in and out), or a refusal that names the row and
 * the cell that could not be read: nothing is imported from a file read only in part.
 */
export function parseBankStatement(bank: StatementBank, text: string): { ok: true; lines: StatementLine[] } | Refusal {
  const rows = parseCsv(text);
  const headerAt = rows.findIndex((row) => findColumns(row) !== null);
  if (headerAt < 0) return wrongColumns(bank);
  const columns = findColumns(rows[headerAt] as string[]) as ColumnIndex;
  const lines: StatementLine[] = [];
  for (let at = headerAt + 1; at < rows.length; at++) {
    const row = rows[at] as string[];
    const rowNumber = at + 1;
    const dateText = cell(row, columns.date);
    // Blank lines and the totals or closing balance some exports print below the table have no date.
    if (dateText === "") continue;
    const date = statementDate(dateText);
    if (!date) {
      return refuse("invalid", m.csvNotADate({ row: rowNumber, text: dateText.slice(0, 40) }));
    }
    const amountCents = lineAmount(row, columns);
    if (amountCents === null) {
      return refuse("invalid", m.csvBadAmount({ row: rowNumber }));
    }
    const balanceText = cell(row, columns.balance);
    const balanceCents = balanceText === "" ? null : statementAmountCents(balanceText);
    const description = [cell(row, columns.description), cell(row, columns.reference)]
      .filter(Boolean)
      .join(" ")
      .replace(/\s+/g, " ")
      .slice(0, MAX_DESCRIPTION);
    lines.push({ row: rowNumber, date, amountCents, description, balanceCents });
    if (lines.length > STATEMENT_MAX_LINES) {
      return refuse("too-large", m.csvTooMany({ max: formatNumber(STATEMENT_MAX_LINES) }));
    }
  }
  if (lines.length === 0) {
    return refuse("invalid", m.csvNoLines());
  }
  return { ok: true, lines };
}

function lineAmount(row: readonly string[], columns: ColumnIndex): number | null {
  if (columns.amount !== undefined) return statementAmountCents(cell(row, columns.amount));
  const credit = statementAmountCents(cell(row, columns.credit));
  const debit = statementAmountCents(cell(row, columns.debit));
  if (credit === null || debit === null) return null;
  // Banks print money out in the debit column as a positive figure or with a minus: it is out either way.
  return Math.abs(credit) - Math.abs(debit);
}

/** The reference as a buyer types it into their bank's "beneficiary reference": no spaces, any case. */
export function compactReference(text: string): string {
  return text.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
}
