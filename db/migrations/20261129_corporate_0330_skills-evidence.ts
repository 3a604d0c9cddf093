import type { Kysely } from "kysely";

/**
 * Skills-development evidence (decision 0103-skills-evidence).
 * - company_skills_facilitators: a company's Skills Development Facilitator (one per company), set
 *   by an admin; the only account besides admins that gets the company's SETA and B-BBEE exports.
 * - learner_skills_details: a learner's identity number (with its type) and the optional equity
 *   fields, self-declared with consent (the wording's version is kept; withdrawing clears them).
 * - intervention_skills_codes: OFO occupation code and NQF level of an online course, CPD course,
 *   event or scheduled course, edited by staff at a version.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("company_skills_facilitators")
    .addColumn("company_id", "text", (column) => column.primaryKey().references("companies.id").onDelete("cascade"))
    .addColumn("user_id", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    .addColumn("assigned_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("assigned_at", "text", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex("company_skills_facilitators_user")
    .on("company_skills_facilitators")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("learner_skills_details")
    .addColumn("user_id", "text", (column) => column.primaryKey().references("user.id").onDelete("cascade"))
    /** "sa-id" or "passport"; empty while no number is given. */
    .addColumn("id_type", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("id_number", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("id_entered_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("equity_consented_at", "text")
    .addColumn("equity_consent_version", "text")
    .addColumn("population_group", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("gender", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("disability", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable("intervention_skills_codes")
    .addColumn("id", "text", (column) => column.primaryKey())
    /** "course", "cpd_course", "event" or "schedule_date". */
    .addColumn("item_type", "text", (column) => column.notNull())
    .addColumn("item_id", "text", (column) => column.notNull())
    .addColumn("ofo_code", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("nqf_level", "integer")
    .addColumn("updated_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .addUniqueConstraint("intervention_skills_codes_item", ["item_type", "item_id"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("intervention_skills_codes").execute();
  await db.schema.dropTable("learner_skills_details").execute();
  await db.schema.dropTable("company_skills_facilitators").execute();
}
