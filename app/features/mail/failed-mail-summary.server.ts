import type { DatabaseExecutor } from "~db/executor";

export interface FailedMailSummary {
  count: number;
  latest: Array<{ id: string; toEmail: string; subject: string; lastError: string | null; createdAt: string }>;
}

/** The admin overview's failed emails: how many, and the newest few (two queries, whatever the volume). */
export async function summariseFailedMail(db: DatabaseExecutor, limit: number): Promise<FailedMailSummary> {
  const failed = db.selectFrom("outbox").where("status", "=", "failed");
  const [count, latest] = await Promise.all([
    failed.select((eb) => eb.fn.countAll<string | number>().as("count")).executeTakeFirstOrThrow(),
    failed
      .select(["id", "to_email", "subject", "last_error", "created_at"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute(),
  ]);
  return {
    count: Number(count.count),
    latest: latest.map((row) => ({
      id: row.id,
      toEmail: row.to_email,
      subject: row.subject,
      lastError: row.last_error,
      createdAt: row.created_at,
    })),
  };
}
