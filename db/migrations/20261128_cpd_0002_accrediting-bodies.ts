import type { Kysely } from "kysely";

/**
 * One list of accrediting bodies (docs/decisions/0071-cpd-certificates.md): cpd_bodies, which events
 * and external activities already use, gains the bodies a management-systems training company in
 * South Africa is accredited by, and CPD course records name their body from it (cpd_body_id)
 * instead of free text. Each free-text accreditor already stored is mapped to its body by its known
 * spellings ("HPCSA", "Health Professions Council of South Africa", "Accredited by HPCSA"); a text
 * no body matches becomes a custom body of its own (is_custom = 1), so nothing typed is lost.
 * New bodies have no annual target until an administrator enters it (points_per_year 0 = none).
 */

const NEW_BODIES = [
  ["cpdbodysacpcmp", "SACPCMP", "South African Council for the Project and Construction Management Professions"],
  ["cpdbodysaatca", "SAATCA", "South African Auditor and Training Certification Authority"],
  ["cpdbodysaiosh", "SAIOSH", "South African Institute of Occupational Safety and Health"],
  ["cpdbodysaica", "SAICA", "South African Institute of Chartered Accountants"],
  ["cpdbodysaipa", "SAIPA", "South African Institute of Professional Accountants"],
  ["cpdbodysapc", "SAPC", "South African Pharmacy Council"],
] as const;

/** Lower case, letters and digits only: "H.P.C.S.A." and "hpcsa" read the same. */
function squeeze(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then, not Database now.
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("cpd_bodies")
    .addColumn("is_custom", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("cpd_courses")
    .addColumn("cpd_body_id", "text", (column) => column.references("cpd_bodies.id").onDelete("set null"))
    .execute();
  const now = new Date().toISOString();
  const existing = new Set((await db.selectFrom("cpd_bodies").select("code").execute()).map((row) => row.code));
  const additions = NEW_BODIES.filter(([, code]) => !existing.has(code)).map(([id, code, name]) => ({
    id,
    code,
    name,
    points_per_year: 0,
    validity_months: 12,
    rules_source: `${code}'s CPD requirements have not been entered yet: an administrator should add the annual target.`,
    rules_confirmed: 0,
    updated_at: now,
  }));
  if (additions.length) await db.insertInto("cpd_bodies").values(additions).execute();
  await linkCourseAccreditors(db, now);
}

/**
 * Points every CPD course whose body is not set at the body its free-text accreditor names, making
 * a custom body for a text no body matches. Exported for the test that feeds it the spellings.
 */
// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function linkCourseAccreditors(db: Kysely<any>, now: string) {
  const bodies: { id: string; code: string; name: string }[] = await db
    .selectFrom("cpd_bodies")
    .select(["id", "code", "name"])
    .execute();
  const bodyOf = (text: string) => {
    const squeezed = squeeze(text);
    const words = new Set(text.toUpperCase().split(/[^A-Z0-9]+/));
    return (
      bodies.find((body) => squeeze(body.code) === squeezed || squeeze(body.name) === squeezed) ??
      bodies.find((body) => words.has(body.code.toUpperCase())) ??
      bodies.find((body) => squeezed.includes(squeeze(body.name)))
    );
  };
  const texts: { accreditor: string }[] = await db
    .selectFrom("cpd_courses")
    .select("accreditor")
    .distinct()
    .where("accreditor", "!=", "")
    .where("cpd_body_id", "is", null)
    .orderBy("accreditor")
    .execute();
  let customCount = bodies.filter((body) => body.code.startsWith("CUSTOM-")).length;
  for (const { accreditor } of texts) {
    let body = bodyOf(accreditor);
    if (!body) {
      customCount += 1;
      body = { id: `cpdbodycustom${customCount}`, code: `CUSTOM-${customCount}`, name: accreditor.trim() };
      await db
        .insertInto("cpd_bodies")
        .values({
          ...body,
          points_per_year: 0,
          validity_months: 12,
          rules_source: "Kept from a course record's free-text accreditor; an administrator should check it.",
          rules_confirmed: 0,
          is_custom: 1,
          updated_at: now,
        })
        .execute();
      bodies.push(body);
    }
    await db
      .updateTable("cpd_courses")
      .set({ cpd_body_id: body.id })
      .where("accreditor", "=", accreditor)
      .where("cpd_body_id", "is", null)
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>) {
  await db.schema.alterTable("cpd_courses").dropColumn("cpd_body_id").execute();
  await db.deleteFrom("cpd_bodies").where("is_custom", "=", 1).execute();
  await db
    .deleteFrom("cpd_bodies")
    .where(
      "code",
      "in",
      NEW_BODIES.map(([, code]) => code),
    )
    .execute();
  await db.schema.alterTable("cpd_bodies").dropColumn("is_custom").execute();
}
