import type { Kysely } from "kysely";

/**
 * POPIA (decision 0036): a certificate keeps only the masked ID number it prints
 * (`******1234`). Certificates issued before this stored the full number; they are masked here.
 * The full number stays where staff need it: the CPD enrolment (cpd_enrolled_users.id_number).
 * The mask is written out here rather than imported, so this migration keeps its meaning.
 */
function masked(idNumber: string): string {
  const compact = idNumber.replace(/\s+/g, "");
  if (!compact) return "";
  return compact.length <= 4 ? "******" : `******${compact.slice(-4)}`;
}

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  const rows: { id: string; recipient_id_number: string }[] = await db
    .selectFrom("certificates")
    .select(["id", "recipient_id_number"])
    .where("recipient_id_number", "!=", "")
    .where("recipient_id_number", "not like", "******%")
    .execute();
  for (const row of rows) {
    await db
      .updateTable("certificates")
      .set({ recipient_id_number: masked(row.recipient_id_number) })
      .where("id", "=", row.id)
      .execute();
  }
}

// The full numbers are gone by design; nothing to restore.
export async function down() {}
