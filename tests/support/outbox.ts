import { getDb } from "~/server/app-context.server";

/** The messages queued for this address, oldest first: what the mail worker will send them. */
export function outboxTo(email: string) {
  return getDb().selectFrom("outbox").selectAll().where("to_email", "=", email).orderBy("created_at").execute();
}
