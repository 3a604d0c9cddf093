import { createHash } from "node:crypto";
import { createId } from "~/lib/ids";
import { type Outcome, type Refusal, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import type { Order } from "~db/schema";
import { isUniqueViolation } from "~db/sql-helpers";
import { inTransaction } from "~db/transactions";
import { compactReference, parseBankStatement, type StatementLine } from "./bank-statement-csv";
import { BANK_LINES_PAGE_SIZE, type StatementBank } from "./eft.schema";
import * as m from "./messages";
import { type FulfilOrder, recordPayment } from "./settle.server";

/**
 * Bank statement import (decision 0086-eft-payments): money in only; each line is fingerprinted so
 * importing a statement again (or an overlapping period) adds nothing; a line whose description
 * holds an open order's payment reference pays that order, whatever the amount (part payments and
 * overpayments are the order's business, settle.server.ts); everything else waits for a person.
 */

/** Orders waiting for money: a reference of a paid or cancelled order is left for a person to judge. */
const OPEN_STATUSES = ["awaiting_payment", "on_account"] as const;
/** orders.server.ts makes every payment reference eight characters long. */
const REFERENCE_LENGTH = 8;

export interface ImportSummary {
  /** Money-in lines new to Campus. */
  added: number;
  /** Of those, paid to an order by its reference. */
  matched: number;
  /** Money-in lines already imported from an earlier file. */
  alreadyImported: number;
  /** Lines of money out, not imported. */
  skippedDebits: number;
}

/**
 * The same bank, date, amount, description and balance (and, for two identical lines on one day,
 * their order within that day) always give the same fingerprint.
 */
function fingerprintsOf(bank: StatementBank, lines: readonly StatementLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const key = [bank, line.date, line.amountCents, line.description.toUpperCase(), line.balanceCents ?? ""].join("|");
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    return createHash("sha256").update(`${key}|${occurrence}`).digest("hex");
  });
}

class ImportStopped extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

export async function importBankStatement(
  db: DatabaseExecutor,
  input: { bank: StatementBank; text: string; importedBy: string | null },
  fulfil: FulfilOrder,
  now: Date = new Date(),
): Promise<Outcome<{ summary: ImportSummary }>> {
  const parsed = parseBankStatement(input.bank, input.text);
  if (!parsed.ok) return parsed;
  const credits = parsed.lines.filter((line) => line.amountCents > 0);
  const fingerprints = fingerprintsOf(input.bank, credits);
  const summary: ImportSummary = {
    added: 0,
    matched: 0,
    alreadyImported: 0,
    skippedDebits: parsed.lines.length - credits.length,
  };
  try {
    // One transaction: a statement is imported whole or not at all.
    await inTransaction(db, async (trx) => {
      const known = await knownFingerprints(trx, fingerprints);
      for (const [index, line] of credits.entries()) {
        const fingerprint = fingerprints[index] as string;
        if (known.has(fingerprint)) {
          summary.alreadyImported += 1;
          continue;
        }
        known.add(fingerprint);
        const lineId = createId();
        await trx
          .insertInto("bank_statement_lines")
          .values({
            id: lineId,
            fingerprint,
            bank: input.bank,
            line_date: line.date,
            amount_cents: line.amountCents,
            description: line.description,
            status: "unmatched",
            payment_id: null,
            imported_by: input.importedBy,
            imported_at: now.toISOString(),
          })
          .execute();
        summary.added += 1;
        const order = await openOrderNamedIn(trx, line.description);
        if (!order) continue;
        const paid = await payFromLine(trx, { id: lineId, ...line }, order, input.importedBy, fulfil, now);
        if (!paid.ok) {
          throw new ImportStopped(
            refuse(
              paid.reason,
              m.importRowNotRecorded({ row: line.row, order: order.number, reason: paid.message ?? "" }),
            ),
          );
        }
        summary.matched += 1;
      }
    });
  } catch (error) {
    if (error instanceof ImportStopped) return error.refusal;
    if (isUniqueViolation(error)) {
      return refuse("conflict", m.importConflict());
    }
    throw error;
  }
  return { ok: true, summary };
}

async function knownFingerprints(db: DatabaseExecutor, fingerprints: readonly string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let start = 0; start < fingerprints.length; start += 500) {
    const chunk = fingerprints.slice(start, start + 500);
    const rows = await db
      .selectFrom("bank_statement_lines")
      .select("fingerprint")
      .where("fingerprint", "in", chunk)
      .execute();
    for (const row of rows) known.add(row.fingerprint);
  }
  return known;
}

/**
 * The one open order whose payment reference is written in the description, ignoring case, spaces
 * and punctuation ("k7qw 2m9x"); none when no reference or more than one is found there.
 */
async function openOrderNamedIn(db: DatabaseExecutor, description: string): Promise<Order | undefined> {
  const compact = compactReference(description);
  const candidates = new Set<string>();
  for (let start = 0; start + REFERENCE_LENGTH <= compact.length; start++) {
    candidates.add(compact.slice(start, start + REFERENCE_LENGTH));
  }
  if (candidates.size === 0) return undefined;
  const orders = await db
    .selectFrom("orders")
    .selectAll()
    .where("payment_reference", "in", [...candidates])
    .where("status", "in", OPEN_STATUSES)
    .limit(2)
    .execute();
  return orders.length === 1 ? orders[0] : undefined;
}

async function payFromLine(
  trx: DatabaseExecutor,
  line: { id: string; date: string; amountCents: number; description: string },
  order: Pick<Order, "id">,
  recordedBy: string | null,
  fulfil: FulfilOrder,
  now: Date,
) {
  const paid = await recordPayment(
    trx,
    {
      orderId: order.id,
      amountCents: line.amountCents,
      receivedOn: line.date,
      method: "eft",
      source: "bank_statement",
      externalReference: line.description.slice(0, 200),
      note: "From the bank statement",
      recordedBy,
    },
    fulfil,
    now,
  );
  if (!paid.ok) return paid;
  const claimed = await trx
    .updateTable("bank_statement_lines")
    .set({ status: "matched", payment_id: paid.paymentId })
    .where("id", "=", line.id)
    .where("status", "=", "unmatched")
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    return refuse("stale", m.importLineStale());
  }
  return paid;
}

/**
 * A person pays an order from an unmatched line, naming the order by its number. The payment and
 * the line's match are kept together or not at all.
 */
export async function matchLineToOrder(
  db: DatabaseExecutor,
  input: { lineId: string; orderNumber: string; matchedBy: string },
  fulfil: FulfilOrder,
  now: Date = new Date(),
): Promise<Outcome<{ orderNumber: string }>> {
  try {
    return await inTransaction(db, async (trx) => {
      const line = await trx
        .selectFrom("bank_statement_lines")
        .selectAll()
        .where("id", "=", input.lineId)
        .executeTakeFirst();
      if (line?.status !== "unmatched") return refuse("stale", m.lineGone());
      const number = input.orderNumber.trim().toUpperCase();
      const order = await trx
        .selectFrom("orders")
        .select(["id", "number"])
        .where("number", "=", number)
        .executeTakeFirst();
      if (!order) {
        const message = m.noOrderWithNumber({ number });
        return refuse("invalid", message, { orderNumber: message });
      }
      const paid = await payFromLine(
        trx,
        { id: line.id, date: line.line_date, amountCents: line.amount_cents, description: line.description },
        order,
        input.matchedBy,
        fulfil,
        now,
      );
      if (!paid.ok) throw new ImportStopped(paid);
      return { ok: true as const, orderNumber: order.number };
    });
  } catch (error) {
    if (error instanceof ImportStopped) return error.refusal;
    throw error;
  }
}

/** Not a payment for an order (interest, a refund from a supplier): kept, out of the list. */
export async function ignoreLine(db: DatabaseExecutor, lineId: string): Promise<Outcome> {
  const result = await db
    .updateTable("bank_statement_lines")
    .set({ status: "ignored" })
    .where("id", "=", lineId)
    .where("status", "=", "unmatched")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? { ok: true } : refuse("stale", m.lineGone());
}

export interface UnmatchedLineView {
  id: string;
  date: string;
  amountCents: number;
  description: string;
  bank: string;
}

/** The lines waiting for a person, oldest first, a page at a time. */
export async function listUnmatchedLines(
  db: DatabaseExecutor,
  page: number,
): Promise<{ lines: UnmatchedLineView[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom("bank_statement_lines")
      .select(["id", "line_date", "amount_cents", "description", "bank"])
      .where("status", "=", "unmatched")
      .orderBy("line_date")
      .orderBy("id")
      .limit(BANK_LINES_PAGE_SIZE)
      .offset((page - 1) * BANK_LINES_PAGE_SIZE)
      .execute(),
    db
      .selectFrom("bank_statement_lines")
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .where("status", "=", "unmatched")
      .executeTakeFirstOrThrow(),
  ]);
  return {
    lines: rows.map((row) => ({
      id: row.id,
      date: row.line_date,
      amountCents: row.amount_cents,
      description: row.description,
      bank: row.bank,
    })),
    total: Number(count.total),
  };
}
