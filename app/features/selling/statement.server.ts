import { formatRand } from "~/lib/course-buyer-facts";
import { formatDate, todayIn } from "~/lib/dates";
import { isCalendarDate } from "~/lib/form-fields";
import { type Outcome, refuse } from "~/lib/refusal";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import * as m from "./messages";

/**
 * A company's statement (decision 0082): its tax invoices (debits), credit notes and payments
 * (credits) in date order with a running balance, for a period, opening with the balance of
 * everything before it. A balance below zero is the company's credit (an overpayment).
 */

export interface StatementPeriod {
  from: string;
  to: string;
}

/** The same day `months` calendar months earlier (31 March less one month is 28 or 29 February). */
function monthsBefore(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - months;
  const newYear = Math.floor(index / 12);
  const newMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(newYear, newMonth, 0)).getUTCDate();
  return `${newYear}-${String(newMonth).padStart(2, "0")}-${String(Math.min(day, lastDay)).padStart(2, "0")}`;
}

/** The period asked for in ?from=&to=, else the last three months up to today on the site's clock. */
export async function statementPeriodFrom(
  db: DatabaseExecutor,
  searchParams: URLSearchParams,
  now: Date = new Date(),
): Promise<Outcome<{ period: StatementPeriod }>> {
  const today = todayIn(await getSiteTimeZone(db), now);
  const from = searchParams.get("from")?.trim() || monthsBefore(today, 3);
  const to = searchParams.get("to")?.trim() || today;
  if (!isCalendarDate(from) || !isCalendarDate(to) || from > to) return refuse("invalid", m.periodFormat());
  return { ok: true, period: { from, to } };
}

/** "R 1 250" for a debit balance, "R 1 250 credit" when the company is in credit. */
function formatBalance(cents: number): string {
  return cents < 0 ? `${formatRand(-cents)} credit` : formatRand(cents);
}

interface Movement {
  date: string;
  /** Sorts the day: invoices, then credit notes, then payments. */
  rank: number;
  kind: "invoice" | "credit_note" | "payment";
  reference: string;
  description: string;
  /** Positive: owed more (an invoice); negative: owed less (a credit note, a payment). */
  cents: number;
  documentId: string | null;
  at: string;
}

async function movementsOf(db: DatabaseExecutor, companyId: string, through: string): Promise<Movement[]> {
  const [documents, payments] = await Promise.all([
    db
      .selectFrom("tax_documents")
      .select(["id", "kind", "number", "issue_date", "issued_at", "total_cents", "purchase_order", "invoice_id"])
      .where("company_id", "=", companyId)
      .where("issue_date", "<=", through)
      .execute(),
    db
      .selectFrom("payments")
      .innerJoin("orders", "orders.id", "payments.order_id")
      .select([
        "payments.id",
        "payments.amount_cents",
        "payments.received_on",
        "payments.created_at",
        "payments.method",
        "orders.number",
      ])
      .where("orders.company_id", "=", companyId)
      .where("payments.received_on", "<=", through)
      .execute(),
  ]);
  const invoiceNumbers = new Map(documents.map((document) => [document.id, document.number]));
  const movements: Movement[] = [
    ...documents.map((document) =>
      document.kind === "tax_invoice"
        ? {
            date: document.issue_date,
            rank: 0,
            kind: "invoice" as const,
            reference: document.number,
            description: document.purchase_order
              ? m.statementTaxInvoicePo({ po: document.purchase_order })
              : m.statementTaxInvoice(),
            cents: document.total_cents,
            documentId: document.id,
            at: document.issued_at,
          }
        : {
            date: document.issue_date,
            rank: 1,
            kind: "credit_note" as const,
            reference: document.number,
            description: m.statementCreditNoteOn({
              invoice: invoiceNumbers.get(document.invoice_id ?? "") ?? m.statementAnInvoice(),
            }),
            cents: -document.total_cents,
            documentId: document.id,
            at: document.issued_at,
          },
    ),
    ...payments.map((payment) => ({
      date: payment.received_on,
      rank: 2,
      kind: "payment" as const,
      reference: payment.number,
      description: m.statementPaymentReceived({ method: payment.method === "eft" ? "EFT" : payment.method }),
      cents: -payment.amount_cents,
      documentId: null,
      at: payment.created_at,
    })),
  ];
  return movements.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.rank - b.rank ||
      a.at.localeCompare(b.at) ||
      a.reference.localeCompare(b.reference),
  );
}

interface StatementLine {
  date: string;
  kind: Movement["kind"];
  reference: string;
  description: string;
  debit: string;
  credit: string;
  balance: string;
  documentId: string | null;
}

export interface CompanyStatement {
  companyId: string;
  companyName: string;
  period: StatementPeriod;
  periodLabel: string;
  openingBalance: string;
  closingBalance: string;
  closingBalanceCents: number;
  /** The company's credit at the end of the period (an overpayment), or null. */
  credit: string | null;
  lines: StatementLine[];
  totals: { debits: string; credits: string };
}

/**
 * The company's statement for the period the query names (?from=&to=, the default period without
 * them): the statement page and its PDF, for staff and for the company's managers, read it so.
 */
export async function loadCompanyStatementForQuery(
  db: DatabaseExecutor,
  companyId: string,
  searchParams: URLSearchParams,
): Promise<Outcome<{ statement: CompanyStatement }>> {
  const period = await statementPeriodFrom(db, searchParams);
  if (!period.ok) return period;
  return loadCompanyStatement(db, companyId, period.period);
}

/** The statement of one company for a period, every amount formatted; missing for an unknown company. */
async function loadCompanyStatement(
  db: DatabaseExecutor,
  companyId: string,
  period: StatementPeriod,
): Promise<Outcome<{ statement: CompanyStatement }>> {
  const company = await db
    .selectFrom("companies")
    .leftJoin("company_accounts", "company_accounts.company_id", "companies.id")
    .select(["companies.id", "companies.name", "company_accounts.legal_name"])
    .where("companies.id", "=", companyId)
    .executeTakeFirst();
  if (!company) return refuse("missing", m.statementCompanyMissing());
  const timeZone = await getSiteTimeZone(db);
  const day = (date: string) => formatDate(`${date}T12:00:00Z`, timeZone, "medium");
  const movements = await movementsOf(db, companyId, period.to);
  const opening = movements.filter((each) => each.date < period.from).reduce((sum, each) => sum + each.cents, 0);
  let balance = opening;
  let debits = 0;
  let credits = 0;
  const lines: StatementLine[] = [];
  for (const movement of movements.filter((each) => each.date >= period.from)) {
    balance += movement.cents;
    if (movement.cents > 0) debits += movement.cents;
    else credits -= movement.cents;
    lines.push({
      date: day(movement.date),
      kind: movement.kind,
      reference: movement.reference,
      description: movement.description,
      debit: movement.cents > 0 ? formatRand(movement.cents) : "",
      credit: movement.cents < 0 ? formatRand(-movement.cents) : "",
      balance: formatBalance(balance),
      documentId: movement.documentId,
    });
  }
  return {
    ok: true,
    statement: {
      companyId: company.id,
      companyName: company.legal_name || company.name,
      period,
      periodLabel: m.statementPeriodRange({ from: day(period.from), to: day(period.to) }),
      openingBalance: formatBalance(opening),
      closingBalance: formatBalance(balance),
      closingBalanceCents: balance,
      credit: balance < 0 ? formatRand(-balance) : null,
      lines,
      totals: { debits: formatRand(debits), credits: formatRand(credits) },
    },
  };
}

/** "statement-matrix-holdings-2026-08-29-2026-11-29.pdf". */
export function statementFileName(statement: CompanyStatement): string {
  const slug = statement.companyName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40);
  return `statement-${slug || "company"}-${statement.period.from}-${statement.period.to}.pdf`;
}
