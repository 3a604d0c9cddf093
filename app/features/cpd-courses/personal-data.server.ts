import { type PersonalDataOwner, REMOVED_NAME } from "~/lib/personal-data";

/** An enrolled user of a CPD course record stays counted, without the person (decision 0036). */
export const cpdEnrolledUserPersonalData: PersonalDataOwner = {
  owner: "cpd-courses",
  tables: ["cpd_enrolled_users"],
  async detailsOf(db, person) {
    if (person.emails.length === 0) return {};
    const rows = await db
      .selectFrom("cpd_enrolled_users")
      .select(["name", "id_number"])
      .where((eb) => eb(eb.fn("lower", ["email"]), "in", person.emails))
      .execute();
    return { names: rows.map((row) => row.name), texts: rows.map((row) => row.id_number) };
  },
  async erasePersonalData(db, person) {
    if (person.emails.length === 0) return undefined;
    await db
      .updateTable("cpd_enrolled_users")
      .set({ name: REMOVED_NAME, email: "", id_number: "" })
      .where((eb) => eb(eb.fn("lower", ["email"]), "in", person.emails))
      .execute();
    return undefined;
  },
};
