import type { Kysely } from "kysely";

/**
 * The country footprint names Côte d'Ivoire as the country spells itself (the demo seed once wrote
 * "Cote d'ivoire"); sites seeded before keep their list, so the one misspelt row is corrected here.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db
    .updateTable("footprint_countries")
    .set({ name: "Côte d'Ivoire" })
    .where("name", "=", "Cote d'ivoire")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function down(db: Kysely<any>) {
  await db
    .updateTable("footprint_countries")
    .set({ name: "Cote d'ivoire" })
    .where("name", "=", "Côte d'Ivoire")
    .execute();
}
