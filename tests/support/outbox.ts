import { getDb } from "~/server/app-context.server";

/**
 * The messages queued for this address, oldest first: what the mail worker will send them. Event
 * reminders (queued at booking with a later due time, decision 0031) are left out: remindersTo
 * lists them.
 */
export function outboxTo(email: string) {
  return getDb()
    .selectFrom("outbox")
    .selectAll()
    .where("to_email", "=", email)
    .where((eb) => eb.or([eb("reference", "is", null), eb("reference", "not like", "reminder:%")]))
    .orderBy("created_at")
    .execute();
}

/** The event reminders queued for this address, soonest due first. */
export function remindersTo(email: string) {
  return getDb()
    .selectFrom("outbox")
    .selectAll()
    .where("to_email", "=", email)
    .where("reference", "like", "reminder:%")
    .orderBy("next_attempt_at")
    .execute();
}
