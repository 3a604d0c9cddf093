import { type PersonalDataOwner, parsedJson } from "~/lib/personal-data";

/**
 * A learner's run-time data in SCORM packages (decision 0097-scorm-content-packages). As with the
 * rest of course progress (decision 0036), the attempts stay on the anonymised account as the
 * course's record: statuses, score and time. What the package kept in its own words (suspend
 * data, location: a package may store typed answers there) is erased. A package itself is course
 * content (registry: TABLES_WITHOUT_PERSONAL_DATA).
 */
export const contentPackagesPersonalData: PersonalDataOwner = {
  owner: "content-packages",
  tables: ["package_attempts"],
  async personalDataOf(db, person) {
    if (!person.userId) return {};
    const attempts = await db
      .selectFrom("package_attempts")
      .innerJoin("packages", "packages.id", "package_attempts.package_id")
      .select([
        "package_attempts.course_id",
        "packages.title as package_title",
        "package_attempts.sco_id",
        "package_attempts.cmi_json",
        "package_attempts.completion_status",
        "package_attempts.success_status",
        "package_attempts.score_scaled",
        "package_attempts.total_time_seconds",
        "package_attempts.completed_at",
        "package_attempts.created_at",
        "package_attempts.updated_at",
      ])
      .where("package_attempts.user_id", "=", person.userId)
      .orderBy("package_attempts.created_at")
      .execute();
    return {
      packageAttempts: attempts.map(({ cmi_json, ...attempt }) => ({ ...attempt, runtimeData: parsedJson(cmi_json) })),
    };
  },
  async erasePersonalData(db, person) {
    if (!person.userId) return undefined;
    await db.updateTable("package_attempts").set({ cmi_json: "{}" }).where("user_id", "=", person.userId).execute();
    return undefined;
  },
};
