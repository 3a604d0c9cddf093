import type { Kysely } from "kysely";

/**
 * The CPD points ledger (docs/decisions/0033-cpd-ledger.md).
 * - cpd_bodies: an accrediting body's rules as data: points a calendar year and how long points
 *   stay valid. `rules_confirmed` is 0 for values seeded from public summaries that an admin
 *   should check against the body's current rules; the ledger reads whatever the row says.
 * - cpd_body_requirements: points a year a body requires in one category (HPCSA: 5 ethics).
 * - cpd_activities: external activities a learner records with evidence; they count once staff
 *   approve them. Points are stored in tenths (a 0.5 point activity is 5) so both databases add
 *   them exactly.
 * Certificates already carry allocated, clinical and ethics points and the accreditor (decision 0010),
 * so they get no new columns.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("cpd_bodies")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("code", "text", (column) => column.notNull().unique())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("points_per_year", "integer", (column) => column.notNull())
    .addColumn("validity_months", "integer", (column) => column.notNull())
    .addColumn("rules_source", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("rules_confirmed", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable("cpd_body_requirements")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("body_id", "text", (column) => column.notNull().references("cpd_bodies.id").onDelete("cascade"))
    .addColumn("category", "text", (column) => column.notNull())
    .addColumn("points_per_year", "integer", (column) => column.notNull())
    .addUniqueConstraint("cpd_body_requirements_body_category", ["body_id", "category"])
    .execute();
  await db.schema
    .createTable("cpd_activities")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    .addColumn("body_id", "text", (column) => column.notNull().references("cpd_bodies.id"))
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("provider", "text", (column) => column.notNull())
    .addColumn("activity_date", "text", (column) => column.notNull())
    .addColumn("points_tenths", "integer", (column) => column.notNull())
    .addColumn("category", "text", (column) => column.notNull())
    .addColumn("evidence_url", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("status", "text", (column) => column.notNull().defaultTo("pending"))
    .addColumn("reviewed_by_user_id", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("reviewed_at", "text")
    .addColumn("review_reason", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex("cpd_activities_user")
    .on("cpd_activities")
    .columns(["user_id", "activity_date"])
    .execute();
  await db.schema.createIndex("cpd_activities_status").on("cpd_activities").columns(["status", "created_at"]).execute();

  const now = new Date().toISOString();
  const bodies = [
    {
      id: "cpdbodyhpc",
      code: "HPCSA",
      name: "Health Professions Council of South Africa",
      points_per_year: 30,
      validity_months: 24,
      rules_source:
        "HPCSA CPD guidelines: 30 CEUs a year, 5 of them ethics, human rights or health law; CEUs valid 24 months.",
      rules_confirmed: 1,
      updated_at: now,
    },
    {
      id: "cpdbodysac",
      code: "SACNASP",
      name: "South African Council for Natural Scientific Professions",
      points_per_year: 20,
      validity_months: 12,
      rules_source: "Seeded from SACNASP's published CPD policy summary; an admin should confirm the current figures.",
      rules_confirmed: 0,
      updated_at: now,
    },
    {
      id: "cpdbodyecs",
      code: "ECSA",
      name: "Engineering Council of South Africa",
      points_per_year: 5,
      validity_months: 60,
      rules_source:
        "Seeded from ECSA's CPD rules (25 credits in a 5-year cycle, at least 1 developmental a year); an admin should confirm.",
      rules_confirmed: 0,
      updated_at: now,
    },
  ];
  await db.insertInto("cpd_bodies").values(bodies).execute();
  await db
    .insertInto("cpd_body_requirements")
    .values([
      { id: "cpdreqhpceth", body_id: "cpdbodyhpc", category: "ethics", points_per_year: 5 },
      { id: "cpdreqecsdev", body_id: "cpdbodyecs", category: "developmental", points_per_year: 1 },
    ])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("cpd_activities").execute();
  await db.schema.dropTable("cpd_body_requirements").execute();
  await db.schema.dropTable("cpd_bodies").execute();
}
