import type { Kysely } from "kysely";

/**
 * The company's contact details (what a visitor needs to call): edited in site settings, shown on the contact
 * page, in the footer and in the Organization JSON-LD. Empty until an admin fills them in (an
 * existing site gets no invented phone number); a new site starts with the demo company's.
 */
const COLUMNS = [
  "contact_phone",
  "contact_email",
  "contact_address",
  "contact_map_url",
  "contact_office_hours",
  "contact_whatsapp",
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  for (const column of COLUMNS)
    await db.schema
      .alterTable("site_settings")
      .addColumn(column, "text", (definition) => definition.notNull().defaultTo(""))
      .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable("site_settings").dropColumn(column).execute();
}
