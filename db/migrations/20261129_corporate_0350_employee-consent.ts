import type { Kysely } from "kysely";

/**
 * An employee a training manager lists is only invited until the person confirms
 * (docs/decisions/0105-employee-consent-confirmation.md): the manager sees no training records of
 * someone who has not said yes.
 *
 * - confirmed_at: when the person accepted (or when an admin, or an identity provider, listed them).
 *   Null: invited. Every row that existed before is confirmed at the time it was added.
 * - invitation_token_hash: SHA-256 (hex) of the one-time link's token; the token itself is only in
 *   the email. invitation_expires_at: the link's end. invitation_sent_at and invitation_sends:
 *   the last send and how many, so resending is bounded.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("company_employees").addColumn("confirmed_at", "text").execute();
  await db.schema.alterTable("company_employees").addColumn("invitation_token_hash", "text").execute();
  await db.schema.alterTable("company_employees").addColumn("invitation_expires_at", "text").execute();
  await db.schema.alterTable("company_employees").addColumn("invitation_sent_at", "text").execute();
  await db.schema
    .alterTable("company_employees")
    .addColumn("invitation_sends", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable("company_employees")
    .set((eb) => ({ confirmed_at: eb.ref("added_at") }))
    .execute();
  await db.schema
    .createIndex("company_employees_invitation_token")
    .on("company_employees")
    .column("invitation_token_hash")
    .unique()
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("company_employees_invitation_token").execute();
  for (const column of [
    "invitation_sends",
    "invitation_sent_at",
    "invitation_expires_at",
    "invitation_token_hash",
    "confirmed_at",
  ]) {
    await db.schema.alterTable("company_employees").dropColumn(column).execute();
  }
}
