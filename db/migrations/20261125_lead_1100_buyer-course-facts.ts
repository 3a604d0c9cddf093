import type { Kysely } from "kysely";

/**
 * What a buyer asks before booking a training course (decision 0070), as data the course's editor
 * keeps in its settings: price (or none: "request a quote"), delivery, who it is for, accreditation,
 * CPD points and questions with answers. The training schedule's dates say how many seats are left.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("courses").addColumn("price_cents", "integer").execute();
  for (const column of ["price_note", "delivery_modes", "audience", "accreditation", "cpd_points", "faq"])
    await db.schema
      .alterTable("courses")
      .addColumn(column, "text", (definition) => definition.notNull().defaultTo(""))
      .execute();
  await db.schema.alterTable("training_schedule_entries").addColumn("seats_left", "integer").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("training_schedule_entries").dropColumn("seats_left").execute();
  for (const column of [
    "faq",
    "cpd_points",
    "accreditation",
    "audience",
    "delivery_modes",
    "price_note",
    "price_cents",
  ])
    await db.schema.alterTable("courses").dropColumn(column).execute();
}
