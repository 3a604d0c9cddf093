import type { PersonalDataOwner } from "~/lib/personal-data";

/**
 * Course progress stays on the anonymised account (decision 0036): enrolments, completed lessons,
 * quiz attempts and survey answers are the course's record of a learner who is no longer named. What
 * the person wrote to ask for a place goes.
 */
export const learningPersonalData: PersonalDataOwner = {
  owner: "learning",
  tables: ["enrolments", "enrolment_requests", "lesson_completions", "quiz_attempts", "survey_responses"],
  async detailsOf(db, person) {
    if (!person.userId) return {};
    const rows = await db
      .selectFrom("enrolment_requests")
      .select("message")
      .where("user_id", "=", person.userId)
      .execute();
    return { texts: rows.map((row) => row.message) };
  },
  async erasePersonalData(db, person) {
    if (!person.userId) return undefined;
    await db.updateTable("enrolment_requests").set({ message: "" }).where("user_id", "=", person.userId).execute();
    return undefined;
  },
};
