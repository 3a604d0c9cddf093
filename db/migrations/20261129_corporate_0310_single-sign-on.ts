import type { Kysely } from "kysely";

/**
 * Single sign-on per company (docs/decisions/0101-sso-single-sign-on.md):
 * - company_sso_domains: the email domains a company claims, each claimed by one company only;
 * - company_identity_providers: one OpenID Connect or SAML 2.0 provider per company, edited at a version;
 * - sso_sign_in_states: one row per sign-in sent to a provider (OIDC state, SAML AuthnRequest id),
 *   deleted when it comes back, so an answer is taken once;
 * - sso_used_assertions: SAML assertion ids already taken, kept until the assertion expires.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("company_sso_domains")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("company_id", "text", (column) => column.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("domain", "text", (column) => column.notNull().unique())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("company_sso_domains_company")
    .on("company_sso_domains")
    .columns(["company_id", "domain"])
    .execute();
  await db.schema
    .createTable("company_identity_providers")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("company_id", "text", (column) =>
      column.notNull().unique().references("companies.id").onDelete("cascade"),
    )
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("oidc_issuer", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("oidc_client_id", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("oidc_client_secret", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("oidc_scopes", "text", (column) => column.notNull().defaultTo("openid email profile"))
    .addColumn("saml_entity_id", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("saml_sso_url", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("saml_certificate", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("require_sso", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable("sso_sign_in_states")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("company_id", "text", (column) => column.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("code_verifier", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("nonce", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("return_to", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("expires_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("sso_used_assertions")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("company_id", "text", (column) => column.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (column) => column.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("sso_used_assertions").execute();
  await db.schema.dropTable("sso_sign_in_states").execute();
  await db.schema.dropTable("company_identity_providers").execute();
  await db.schema.dropTable("company_sso_domains").execute();
}
