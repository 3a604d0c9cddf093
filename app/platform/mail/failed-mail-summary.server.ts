import type { DatabaseExecutor } from "~db/executor";
import { countWithNewest } from "~db/sql-helpers";

export interface FailedMailSummary {
  count: number;
  latest: Array<{ id: string; toEmail: string; subject: string; lastError: string | null; createdAt: string }>;
}

/** The admin overview's failed emails: how many, and the newest few (one statement, whatever the volume). */
export async function summariseFailedMail(db: DatabaseExecutor, limit: number): Promise<FailedMailSummary> {
  const { count, newest } = await countWithNewest(
    db,
    db.selectFrom("outbox").where("status", "=", "failed"),
    (query) => query.select(["id", "to_email", "subject", "last_error", "created_at"]),
    limit,
  );
  return {
    count,
    latest: newest.map((row) => ({
      id: row.id,
      toEmail: row.to_email,
      subject: row.subject,
      lastError: row.last_error,
      createdAt: row.created_at,
    })),
  };
}
