import type { Kysely } from "kysely";

/**
 * API tokens expire (decision 0066-api-token-lifetime): each has the instant it stops working.
 * Tokens made before this migration get one year from when they were made, as new ones do by
 * default. '' (never a live value) only for the moment between adding the column and filling it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("api_tokens")
    .addColumn("expires_at", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  const tokens: { id: string; created_at: string }[] = await db
    .selectFrom("api_tokens")
    .select(["id", "created_at"])
    .execute();
  for (const token of tokens) {
    const expires = new Date(token.created_at);
    expires.setUTCFullYear(expires.getUTCFullYear() + 1);
    await db.updateTable("api_tokens").set({ expires_at: expires.toISOString() }).where("id", "=", token.id).execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("api_tokens").dropColumn("expires_at").execute();
}
