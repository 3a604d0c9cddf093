import type { PersonalDataOwner } from "~/lib/personal-data";

/**
 * The person's own CPD activities are deleted with their evidence files (decision 0036), and the
 * body they said they report to (decision 0071-cpd-certificates) with them.
 */
export const cpdActivityPersonalData: PersonalDataOwner = {
  owner: "cpd-ledger",
  tables: ["cpd_activities", "cpd_reporting_bodies"],
  async erasePersonalData(db, person) {
    if (!person.userId) return undefined;
    const activities = await db
      .selectFrom("cpd_activities")
      .select("evidence_stored_name")
      .where("user_id", "=", person.userId)
      .execute();
    await db.deleteFrom("cpd_activities").where("user_id", "=", person.userId).execute();
    await db.deleteFrom("cpd_reporting_bodies").where("user_id", "=", person.userId).execute();
    return { storedNames: activities.map((activity) => activity.evidence_stored_name).filter(Boolean) };
  },
};
