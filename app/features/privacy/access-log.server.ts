import type { DatabaseExecutor } from "~db/executor";
import { ACCESS_LOG_PAGE_SIZE, type AccessLogEntry } from "./privacy-views";

/**
 * The access log of personal data (POPIA, decision 0036): every staff export of people (CSV and
 * PDF), every person's own data download and every erasure writes one row: who, what, when. Rows
 * are never changed, except that an erasure replaces the erased person's name and address in them
 * (./personal-data.server.ts); admins read them at /admin/access-log.
 */

export { type AccessActor, recordPersonalDataAccess } from "~/lib/access-log.server";

/** One page of the log, newest first; one query for the page and one for the count. */
export async function listAccessLog(
  db: DatabaseExecutor,
  { page }: { page: number },
): Promise<{ entries: AccessLogEntry[]; total: number; page: number; pageCount: number }> {
  const countRow = await db
    .selectFrom("personal_data_access_log")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  const total = countRow.count;
  const pageCount = Math.max(1, Math.ceil(total / ACCESS_LOG_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .selectFrom("personal_data_access_log")
    .select(["id", "actor_name", "actor_email", "action", "subject", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(ACCESS_LOG_PAGE_SIZE)
    .offset((current - 1) * ACCESS_LOG_PAGE_SIZE)
    .execute();
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actorName: row.actor_name,
      actorEmail: row.actor_email,
      action: row.action,
      subject: row.subject,
      createdAt: row.created_at,
    })),
    total,
    page: current,
    pageCount,
  };
}
