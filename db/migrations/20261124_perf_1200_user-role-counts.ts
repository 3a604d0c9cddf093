import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * How many accounts have each role, kept exact by triggers on the user table (docs/decisions/
 * 0024-search-and-paging-at-scale.md): the users and students lists and the dashboard show these
 * totals on every request, and counting 100k accounts cost 4–16 ms a request (about a sixth of a
 * list page's server CPU). A role-less account (better-auth writes the role after the insert)
 * counts under ''. The table starts from the accounts there are.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("user_role_counts")
    .addColumn("role", "text", (column) => column.primaryKey())
    .addColumn("count", "integer", (column) => column.notNull())
    .execute();
  await sql`insert into user_role_counts (role, count) select coalesce(role, ''), count(*) from "user" group by coalesce(role, '')`.execute(
    db,
  );

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      create function user_role_counts_track() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          update user_role_counts set count = count - 1 where role = coalesce(old.role, '');
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into user_role_counts (role, count) values (coalesce(new.role, ''), 1)
          on conflict (role) do update set count = user_role_counts.count + 1;
        end if;
        return null;
      end
      $$
    `.execute(db);
    await sql`
      create trigger user_role_counts_track after insert or delete or update of role on "user"
      for each row execute function user_role_counts_track()
    `.execute(db);
    return;
  }
  await sql`
    create trigger user_role_counts_insert after insert on "user" begin
      insert into user_role_counts (role, count) values (coalesce(new.role, ''), 1)
      on conflict (role) do update set count = count + 1;
    end
  `.execute(db);
  await sql`
    create trigger user_role_counts_delete after delete on "user" begin
      update user_role_counts set count = count - 1 where role = coalesce(old.role, '');
    end
  `.execute(db);
  await sql`
    create trigger user_role_counts_update after update of role on "user" begin
      update user_role_counts set count = count - 1 where role = coalesce(old.role, '');
      insert into user_role_counts (role, count) values (coalesce(new.role, ''), 1)
      on conflict (role) do update set count = count + 1;
    end
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists user_role_counts_track on "user"`.execute(db);
    await sql`drop function if exists user_role_counts_track()`.execute(db);
  } else {
    for (const trigger of ["user_role_counts_insert", "user_role_counts_delete", "user_role_counts_update"]) {
      await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    }
  }
  await db.schema.dropTable("user_role_counts").execute();
}
