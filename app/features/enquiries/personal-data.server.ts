import { belongsToPerson, type PersonalDataOwner } from "~/lib/personal-data";

/** Enquiries are the person's own words about themselves: deleted (decision 0036). */
export const enquiryPersonalData: PersonalDataOwner = {
  owner: "enquiries",
  tables: ["enquiries"],
  async personalDataOf(db, person) {
    const enquiries = await db
      .selectFrom("enquiries")
      .select([
        "kind",
        "name",
        "email",
        "phone",
        "company",
        "designation",
        "message",
        "number_of_people",
        "appointment_type",
        "status",
        "created_at",
        "consented_at",
        "consent_version",
      ])
      .where((eb) => belongsToPerson(eb, { emailColumn: "email" }, person))
      .orderBy("created_at")
      .execute();
    return { enquiries };
  },
  async detailsOf(db, person) {
    if (person.emails.length === 0) return {};
    const rows = await db
      .selectFrom("enquiries")
      .select(["name", "phone", "message"])
      .where((eb) => eb(eb.fn("lower", ["email"]), "in", person.emails))
      .execute();
    return { names: rows.map((row) => row.name), texts: rows.flatMap((row) => [row.phone, row.message]) };
  },
  async erasePersonalData(db, person) {
    if (person.emails.length === 0) return undefined;
    await db
      .deleteFrom("enquiries")
      .where((eb) => eb(eb.fn("lower", ["email"]), "in", person.emails))
      .execute();
    return undefined;
  },
};
