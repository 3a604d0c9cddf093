import type { Kysely } from "kysely";

/**
 * SCIM 2.0 provisioning per company (docs/decisions/0102-scim-provisioning.md).
 * - scim_tokens: a company's bearer tokens; only the SHA-256 is kept. The token decides the company.
 * - scim_users: a person the company's identity provider provisioned: their account (one company
 *   provisions an account at most), userName, externalId, names and active flag as the provider sent them.
 * - scim_groups: the company's groups as the provider keeps them; scim_group_members their members.
 * - scim_group_enrolments: the courses and learning paths a training manager chose for a group;
 *   a member added to the group is enrolled in each.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("scim_tokens")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("company_id", "text", (column) => column.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("token_hint", "text", (column) => column.notNull())
    .addColumn("created_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("last_used_at", "text")
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("scim_tokens_company").on("scim_tokens").column("company_id").execute();

  await db.schema
    .createTable("scim_users")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("company_id", "text", (column) => column.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("user_id", "text", (column) => column.notNull().unique().references("user.id").onDelete("cascade"))
    .addColumn("user_name", "text", (column) => column.notNull())
    /** userName lower-cased: SCIM compares it without case (RFC 7643 section 4.1.1). */
    .addColumn("user_name_key", "text", (column) => column.notNull())
    .addColumn("external_id", "text")
    .addColumn("given_name", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("family_name", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("display_name", "text", (column) => column.notNull().defaultTo(""))
    /** Lower case: the work address the account was made or linked by. */
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("active", "integer", (column) => column.notNull().defaultTo(1))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .addUniqueConstraint("scim_users_company_user_name", ["company_id", "user_name_key"])
    .execute();
  await db.schema.createIndex("scim_users_company_email").on("scim_users").columns(["company_id", "email"]).execute();
  await db.schema
    .createIndex("scim_users_company_external")
    .on("scim_users")
    .columns(["company_id", "external_id"])
    .execute();

  await db.schema
    .createTable("scim_groups")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("company_id", "text", (column) => column.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("display_name", "text", (column) => column.notNull())
    .addColumn("display_name_key", "text", (column) => column.notNull())
    .addColumn("external_id", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .addUniqueConstraint("scim_groups_company_display_name", ["company_id", "display_name_key"])
    .execute();

  await db.schema
    .createTable("scim_group_members")
    .addColumn("group_id", "text", (column) => column.notNull().references("scim_groups.id").onDelete("cascade"))
    .addColumn("scim_user_id", "text", (column) => column.notNull().references("scim_users.id").onDelete("cascade"))
    .addColumn("added_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("scim_group_members_pk", ["group_id", "scim_user_id"])
    .execute();
  await db.schema.createIndex("scim_group_members_user").on("scim_group_members").column("scim_user_id").execute();

  await db.schema
    .createTable("scim_group_enrolments")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("group_id", "text", (column) => column.notNull().references("scim_groups.id").onDelete("cascade"))
    /** "course" or "path". */
    .addColumn("item_type", "text", (column) => column.notNull())
    .addColumn("item_id", "text", (column) => column.notNull())
    .addColumn("added_at", "text", (column) => column.notNull())
    .addUniqueConstraint("scim_group_enrolments_item", ["group_id", "item_type", "item_id"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("scim_group_enrolments").execute();
  await db.schema.dropTable("scim_group_members").execute();
  await db.schema.dropTable("scim_groups").execute();
  await db.schema.dropTable("scim_users").execute();
  await db.schema.dropTable("scim_tokens").execute();
}
