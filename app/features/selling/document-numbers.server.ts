import type { DatabaseExecutor } from "~db/executor";
import type { Database } from "~db/schema";
import { inTransaction } from "~db/transactions";

type Series = Database["document_series"]["series"];

/**
 * Takes the next number of a gap-free series (tax invoices, credit notes, orders: decision 0082).
 * The counter row is updated first, which locks it on both databases until the caller's
 * transaction ends, so two processes cannot take the same number; the document is written in that
 * same transaction (pass the transaction), so a rolled-back issue gives its number back and none is
 * skipped. Called outside a transaction it opens its own, which only suits a number nothing else
 * depends on.
 */
export async function takeNextNumber(
  db: DatabaseExecutor,
  series: Series,
): Promise<{ serial: number; number: string }> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable("document_series")
      .set((eb) => ({ next_number: eb("next_number", "+", 1) }))
      .where("series", "=", series)
      .returning(["next_number", "prefix"])
      .executeTakeFirstOrThrow();
    const serial = row.next_number - 1;
    return { serial, number: `${row.prefix}${String(serial).padStart(6, "0")}` };
  });
}
