import type { Kysely } from "kysely";

/**
 * Checkout (decision 0082-checkout-cart): one row per Place order form shown, keyed by the random
 * key the form carries, written in the transaction that places the order. A second press of Place
 * order (a double click, a resent POST) meets the key and is answered with the order already
 * placed, never a second one. No personal data: a key, an order id and a time.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("checkout_submissions")
    .addColumn("key", "text", (column) => column.primaryKey())
    .addColumn("order_id", "text", (column) => column.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("checkout_submissions").execute();
}
