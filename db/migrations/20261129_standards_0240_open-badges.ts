import type { Kysely } from "kysely";

/**
 * Open Badges 3.0 beside every certificate (decision 0100-open-badges-credentials). The credential itself is built
 * from the certificate on request; only its place in the revocation status list is kept, because a
 * verifier holding an old credential must find the same bit for ever. One counter row hands out
 * positions without gaps (it is updated first, which locks it on PostgreSQL and serialises writers
 * on SQLite); each certificate takes the next position in the transaction that issues it, and the
 * certificates already issued take theirs here, oldest first.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("open_badge_status_counters")
    .addColumn("status_purpose", "text", (column) => column.primaryKey())
    .addColumn("next_position", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("open_badge_status_entries")
    .addColumn("certificate_id", "text", (column) =>
      column.primaryKey().references("certificates.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (column) => column.notNull().unique())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  const issued = await db.selectFrom("certificates").select("id").orderBy("issued_at").orderBy("id").execute();
  const now = new Date().toISOString();
  const BATCH = 500;
  for (let start = 0; start < issued.length; start += BATCH) {
    await db
      .insertInto("open_badge_status_entries")
      .values(
        issued
          .slice(start, start + BATCH)
          .map((row, offset) => ({ certificate_id: row.id, position: start + offset, created_at: now })),
      )
      .execute();
  }
  await db
    .insertInto("open_badge_status_counters")
    .values({ status_purpose: "revocation", next_position: issued.length })
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("open_badge_status_entries").execute();
  await db.schema.dropTable("open_badge_status_counters").execute();
}
