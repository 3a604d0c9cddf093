import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * PostgreSQL's statement triggers fire for a statement that changed no rows, so a refused write
 * scoped in its own statement (zero rows) bumped the content version and emptied the page cache.
 * This function bumps only when the statement's transition table has a row; db/content-versions.ts
 * names the transition table `changed_rows` on every trigger that uses it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create function content_versions_bump_if_changed() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from changed_rows) then
        update content_versions set version = version + 1 where id = 1;
      end if;
      return null;
    end
    $$
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop function if exists content_versions_bump_if_changed() cascade`.execute(db);
}
