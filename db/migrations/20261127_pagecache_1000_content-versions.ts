import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * The version of what anonymous pages show (docs/decisions/0052-page-cache.md): one row, bumped by
 * the triggers db/content-versions.ts makes after the migrations on every table a public page reads.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("content_versions")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("version", "integer", (column) => column.notNull())
    .execute();
  await db.insertInto("content_versions").values({ id: 1, version: 1 }).execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      create function content_versions_bump() returns trigger language plpgsql as $$
      begin
        update content_versions set version = version + 1 where id = 1;
        return null;
      end
      $$
    `.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop function if exists content_versions_bump() cascade`.execute(db);
  } else {
    const triggers = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'trigger' and name like 'content_version_%'`.execute(db);
    for (const { name } of triggers.rows) await sql.raw(`drop trigger if exists "${name}"`).execute(db);
  }
  await db.schema.dropTable("content_versions").execute();
}
