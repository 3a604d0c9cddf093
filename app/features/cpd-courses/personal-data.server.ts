import { belongsToPerson, type PersonalDataOwner, REMOVED_NAME } from "~/lib/personal-data";

/** An enrolled user of a CPD course record stays counted, without the person (decision 0036). */
export const cpdEnrolledUserPersonalData: PersonalDataOwner = {
  owner: "cpd-courses",
  tables: ["cpd_enrolled_users"],
  async personalDataOf(db, person) {
    const cpdCourseEnrolments = await db
      .selectFrom("cpd_enrolled_users")
      .innerJoin("cpd_courses", "cpd_courses.id", "cpd_enrolled_users.cpd_course_id")
      .select([
        "cpd_courses.course_name",
        "cpd_enrolled_users.name",
        "cpd_enrolled_users.email",
        "cpd_enrolled_users.id_number",
        "cpd_enrolled_users.completion_date",
        "cpd_enrolled_users.certificate_number",
      ])
      .where((eb) => belongsToPerson(eb, { emailColumn: "cpd_enrolled_users.email" }, person))
      .execute();
    return { cpdCourseEnrolments };
  },
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
