import { belongsToPerson, type PersonalDataOwner } from "~/lib/personal-data";

/**
 * Skills-development details (decision 0103-skills-evidence): the person's ID number and equity
 * fields are deleted with their account's erasure, and so is their place as a company's
 * facilitator. An intervention's OFO code names a staff member who last edited it
 * (updated_by_user_id): a staff reference, cleared on erasure.
 */
export const skillsPersonalData: PersonalDataOwner = {
  owner: "skills-reporting",
  tables: ["learner_skills_details", "company_skills_facilitators", "intervention_skills_codes"],
  notDownloaded: {
    intervention_skills_codes: "a course's codes; only the staff member who last edited them, not their data",
  },
  async detailsOf(db, person) {
    if (!person.userId) return {};
    const row = await db
      .selectFrom("learner_skills_details")
      .select("id_number")
      .where("user_id", "=", person.userId)
      .executeTakeFirst();
    return { texts: [row?.id_number] };
  },
  async personalDataOf(db, person) {
    const [skillsDetails, skillsFacilitatorOf] = await Promise.all([
      db
        .selectFrom("learner_skills_details")
        .select([
          "id_type",
          "id_number",
          "equity_consented_at",
          "equity_consent_version",
          "population_group",
          "gender",
          "disability",
          "updated_at",
        ])
        .where((eb) => belongsToPerson(eb, { userColumn: "user_id" }, person))
        .execute(),
      db
        .selectFrom("company_skills_facilitators")
        .innerJoin("companies", "companies.id", "company_skills_facilitators.company_id")
        .select(["companies.name as company", "company_skills_facilitators.assigned_at"])
        .where((eb) => belongsToPerson(eb, { userColumn: "company_skills_facilitators.user_id" }, person))
        .execute(),
    ]);
    return { skillsDetails, skillsFacilitatorOf };
  },
  async erasePersonalData(db, person) {
    if (!person.userId) return undefined;
    await db.deleteFrom("learner_skills_details").where("user_id", "=", person.userId).execute();
    await db.deleteFrom("company_skills_facilitators").where("user_id", "=", person.userId).execute();
    await db
      .updateTable("learner_skills_details")
      .set({ id_entered_by_user_id: null })
      .where("id_entered_by_user_id", "=", person.userId)
      .execute();
    await db
      .updateTable("intervention_skills_codes")
      .set({ updated_by_user_id: null })
      .where("updated_by_user_id", "=", person.userId)
      .execute();
    return undefined;
  },
};
