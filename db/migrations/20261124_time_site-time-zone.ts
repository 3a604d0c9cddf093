import type { Kysely } from "kysely";

/**
 * The site's time zone (decision 0023): the IANA name every date and time on the site, in PDFs,
 * mails and calendar invitations is shown in. Existing sites keep South African time.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("site_settings")
    .addColumn("time_zone", "text", (column) => column.notNull().defaultTo("Africa/Johannesburg"))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("site_settings").dropColumn("time_zone").execute();
}
