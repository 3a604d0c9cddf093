import type { PersonalDataOwner } from "~/lib/personal-data";

/**
 * The person's own CPD activities are deleted with their evidence files (decision 0036), and the
 * body they said they report to (decision 0071-cpd-certificates) with them.
 */
export const cpdActivityPersonalData: PersonalDataOwner = {
  owner: "cpd-ledger",
  tables: ["cpd_activities", "cpd_reporting_bodies"],
  async personalDataOf(db, person) {
    const userId = person.userId;
    if (!userId) return {};
    const [activities, reportingBody] = await Promise.all([
      db
        .selectFrom("cpd_activities")
        .select([
          "title",
          "provider",
          "activity_date",
          "points_tenths",
          "category",
          "evidence_file_name",
          "status",
          "review_reason",
          "created_at",
        ])
        .where("user_id", "=", userId)
        .orderBy("activity_date")
        .execute(),
      db
        .selectFrom("cpd_reporting_bodies")
        .leftJoin("cpd_bodies", "cpd_bodies.id", "cpd_reporting_bodies.body_id")
        .select(["cpd_bodies.name as body", "cpd_reporting_bodies.updated_at"])
        .where("cpd_reporting_bodies.user_id", "=", userId)
        .executeTakeFirst(),
    ]);
    return {
      cpdActivities: activities.map(({ points_tenths, ...activity }) => ({ ...activity, points: points_tenths / 10 })),
      cpdReportingBody: reportingBody ?? null,
    };
  },
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
