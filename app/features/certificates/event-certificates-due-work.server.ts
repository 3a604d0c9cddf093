import { isPastEvent } from "~/features/events/event-details";
import { findEvent } from "~/features/events/events.server";
import { addDays, todayIn } from "~/lib/dates";
import { logger } from "~/lib/logger.server";
import { startPeriodicWork } from "~/lib/periodic-work.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { countEventCertificates, issueEventCertificates } from "./issue-event-certificates.server";

/**
 * Days after an event's last day during which the automatic issue still looks at it: attendance
 * imported or marked later than that is issued by staff with "Issue certificates".
 */
const AUTOMATIC_ISSUE_DAYS = 14;

/** At most this many events are looked at per run (the rest wait for the next minute). */
const EVENTS_PER_RUN = 100;

/**
 * Due work (decision 0043): events that issue certificates automatically and have ended in the last
 * AUTOMATIC_ISSUE_DAYS days issue them to everyone who qualifies and has none yet. Safe to run from
 * several processes at once: issueEventCertificates locks the event and skips bookings that have one.
 * Returns how many certificates were issued.
 */
export async function issueDueEventCertificates(db: DatabaseExecutor, now = new Date()): Promise<number> {
  const timeZone = await getSiteTimeZone(db);
  const today = todayIn(timeZone, now);
  const candidates = await db
    .selectFrom("events")
    .select("id")
    .where("certificates_automatic", "=", 1)
    .where("cancelled_at", "is", null)
    .where("date_to", "<=", today)
    .where("date_to", ">=", addDays(today, -AUTOMATIC_ISSUE_DAYS))
    .orderBy("date_to")
    .orderBy("id")
    .limit(EVENTS_PER_RUN)
    .execute();
  let issued = 0;
  for (const { id } of candidates) {
    const event = await findEvent(db, id);
    if (!event || !isPastEvent(event, timeZone, now)) continue;
    // A cheap look first, so an event with nobody left to issue takes no lock.
    if ((await countEventCertificates(db, event)).toIssue === 0) continue;
    const result = await issueEventCertificates(db, { eventId: id, issuedByUserId: null, now });
    if (result.ok) issued += result.issued;
    else logger.info("automatic certificate issue refused", { eventId: id, reason: result.reason });
  }
  return issued;
}

/** Runs issueDueEventCertificates every interval (default a minute), beside the mail worker. */
export function startCertificateDueWork(db: DatabaseExecutor, { intervalMs = 60_000 }: { intervalMs?: number } = {}) {
  return startPeriodicWork("certificate due work", () => issueDueEventCertificates(db), {
    intervalMs,
    runAtStart: true,
  });
}
