import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("training_categories")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("summary", "text", (column) => column.notNull())
    .addColumn("position", "integer", (column) => column.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable("training_standards")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("category_id", "text", (column) =>
      column.notNull().references("training_categories.id").onDelete("cascade"),
    )
    .addColumn("code", "text", (column) => column.notNull())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("position", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("training_standards_category").on("training_standards").column("category_id").execute();

  await db.schema
    .createTable("footprint_countries")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("name", "text", (column) => column.notNull().unique())
    .addColumn("position", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.dropTable("footprint_countries").execute();
  await db.schema.dropTable("training_standards").execute();
  await db.schema.dropTable("training_categories").execute();
}
