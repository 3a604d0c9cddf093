import { logger } from "~/lib/logger.server";
import { startPeriodicWork } from "~/lib/periodic-work.server";
import type { Refusal } from "~/lib/refusal";
import { getSiteSettings, saveSettingsColumns } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { inTransaction } from "~db/transactions";

/**
 * Retention (POPIA section 14, decision 0036): enquiries and event bookings older than the site's
 * retention setting (months) are deleted by a daily due-work step. A booking goes once its event
 * date is past the cut-off too, so nobody's booking for a coming event is lost. Certificates are
 * never purged: they keep their own copy of what they certify. No setting: nothing is purged.
 */

/** The instant `months` calendar months before `now` (UTC). */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export async function purgeExpiredRecords(
  db: DatabaseExecutor,
  now = new Date(),
): Promise<{ enquiries: number; bookings: number }> {
  const { retention_months: months } = await getSiteSettings(db);
  if (!months || months < 1) return { enquiries: 0, bookings: 0 };
  const cutoff = retentionCutoff(now, months);
  const cutoffText = cutoff.toISOString();
  const cutoffDate = cutoffText.slice(0, 10);
  return inTransaction(db, async (trx) => {
    const enquiries = await trx.deleteFrom("enquiries").where("created_at", "<", cutoffText).executeTakeFirst();
    const bookings = await trx
      .deleteFrom("event_bookings")
      .where("created_at", "<", cutoffText)
      // The event's own date (a booking keeps no copy): its last day before the cutoff.
      .where("event_id", "in", (eb) => eb.selectFrom("events").select("id").where("date_to", "<", cutoffDate))
      .executeTakeFirst();
    return { enquiries: Number(enquiries.numDeletedRows), bookings: Number(bookings.numDeletedRows) };
  });
}

export async function saveRetentionMonths(
  db: DatabaseExecutor,
  { months, version }: { months: number | null; version: number },
): Promise<{ ok: true } | Refusal> {
  return saveSettingsColumns(
    db,
    version,
    { retention_months: months },
    "The site settings were changed by someone else since you opened this page. Reload and try again.",
  );
}

/** Runs the purge now and then every interval (a day by default), one run at a time per process. */
export function startRetentionDueWork(db: DatabaseExecutor, { intervalMs = 24 * 60 * 60 * 1000 } = {}) {
  const purge = async () => {
    const purged = await purgeExpiredRecords(db);
    if (purged.enquiries || purged.bookings) logger.info("retention: old records purged", purged);
  };
  return startPeriodicWork("retention purge", purge, { intervalMs, runAtStart: true });
}
