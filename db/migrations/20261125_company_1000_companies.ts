import type { Kysely } from "kysely";

/**
 * Company accounts (docs/decisions/0039-company-accounts.md).
 * - companies: a client company; its details are edited by admins, at a version.
 * - company_employees: the people whose training the company sees: an account (user_id) or, for
 *   someone without one, an address; certificates and bookings are matched by the account's
 *   confirmed address (or the address given here when there is no account).
 * - company_managers: the accounts that see the company's people ("My company"); a manager is an
 *   ordinary account, not a role.
 * - company_audit_downloads: who downloaded a company's audit ZIP, when, for which year.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("companies")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("registration_number", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("contact_name", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("contact_email", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("contact_phone", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("companies_name").on("companies").column("name").execute();

  await db.schema
    .createTable("company_employees")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("company_id", "text", (column) => column.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("user_id", "text", (column) => column.references("user.id").onDelete("cascade"))
    .addColumn("name", "text", (column) => column.notNull())
    /** Lower case; for an account, its address when added (the account's own is read live). */
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("added_at", "text", (column) => column.notNull())
    .addUniqueConstraint("company_employees_company_email", ["company_id", "email"])
    .execute();
  await db.schema.createIndex("company_employees_user").on("company_employees").column("user_id").execute();
  await db.schema
    .createIndex("company_employees_company_name")
    .on("company_employees")
    .columns(["company_id", "name"])
    .execute();

  await db.schema
    .createTable("company_managers")
    .addColumn("company_id", "text", (column) => column.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("user_id", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    .addColumn("added_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("company_managers_pk", ["company_id", "user_id"])
    .execute();
  await db.schema.createIndex("company_managers_user").on("company_managers").column("user_id").execute();

  await db.schema
    .createTable("company_audit_downloads")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("company_id", "text", (column) => column.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("year", "integer", (column) => column.notNull())
    .addColumn("certificate_count", "integer", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("company_audit_downloads_company")
    .on("company_audit_downloads")
    .columns(["company_id", "created_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("company_audit_downloads").execute();
  await db.schema.dropTable("company_managers").execute();
  await db.schema.dropTable("company_employees").execute();
  await db.schema.dropTable("companies").execute();
}
