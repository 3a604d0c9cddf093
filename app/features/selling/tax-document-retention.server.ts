import { todayIn } from "~/lib/dates";
import { logger } from "~/lib/logger.server";
import { startPeriodicWork } from "~/lib/periodic-work.server";
import { REMOVED_NAME } from "~/lib/personal-data";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";

/**
 * The end of a kept tax document's retention (decision 0082-apiseed-retention): an erasure keeps
 * the recipient's name and address on tax invoices and credit notes for five years from issue
 * (Tax Administration Act s29, VAT Act s55). Once that has passed, this due work removes them too.
 * Documents of buyers who never asked for erasure are the supplier's ordinary records and stay.
 */
const TAX_DOCUMENT_RETENTION_YEARS = 5;

/** The last issue date whose retention has ended on `today` (YYYY-MM-DD): issued on or before it. */
function retentionEndedFor(today: string): string {
  const [year, month, day] = today.split("-").map(Number);
  const cutoff = new Date(Date.UTC(year - TAX_DOCUMENT_RETENTION_YEARS, month - 1, day));
  // 29 February five years on is 1 March: a document is never purged a day early.
  if (cutoff.getUTCMonth() !== month - 1) cutoff.setUTCDate(0);
  cutoff.setUTCDate(cutoff.getUTCDate() - 1);
  return cutoff.toISOString().slice(0, 10);
}

/**
 * Anonymises the kept tax documents of erased buyers (their order says REMOVED_NAME, the document
 * has no address to mail) once five years from issue have passed. Returns how many.
 */
export async function purgeExpiredTaxDocumentDetails(db: DatabaseExecutor, now: Date = new Date()): Promise<number> {
  const lastIssueDate = retentionEndedFor(todayIn(await getSiteTimeZone(db), now));
  const result = await db
    .updateTable("tax_documents")
    .set({ recipient_name: REMOVED_NAME, recipient_address: "", recipient_vat_number: "", purchase_order: "" })
    .where("issue_date", "<=", lastIssueDate)
    .where("recipient_email", "=", "")
    .where("recipient_name", "!=", REMOVED_NAME)
    .where("order_id", "in", (eb) =>
      eb.selectFrom("orders").select("id").where("buyer_name", "=", REMOVED_NAME).where("buyer_kind", "=", "person"),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Runs the purge now and then daily, one run at a time per process. */
export function startTaxDocumentRetentionDueWork(db: DatabaseExecutor, { intervalMs = 24 * 60 * 60 * 1000 } = {}) {
  return startPeriodicWork(
    "tax document retention",
    async () => {
      const purged = await purgeExpiredTaxDocumentDetails(db);
      if (purged > 0) logger.info("tax documents past their five years anonymised", { purged });
    },
    { intervalMs, runAtStart: true },
  );
}
