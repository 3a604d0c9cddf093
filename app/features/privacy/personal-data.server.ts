import { belongsToPerson, mentionsPerson, type PersonalDataOwner, REMOVED_NAME, scrubText } from "~/lib/personal-data";

/**
 * The privacy feature's own tables. The access log keeps what was done and when (decision 0036), but
 * not who the erased person was: rows where they acted keep their account id with the name and
 * address replaced, and a subject that named them is scrubbed. Their other deletion requests are
 * anonymised as the one being handled is.
 */
export const privacyPersonalData: PersonalDataOwner = {
  owner: "privacy",
  tables: ["personal_data_access_log", "deletion_requests"],
  async personalDataOf(db, person) {
    const [deletionRequests, personalDataAccess] = await Promise.all([
      db
        .selectFrom("deletion_requests")
        .select(["name", "email", "reason", "status", "created_at", "handled_at"])
        .where((eb) => belongsToPerson(eb, { userColumn: "user_id", emailColumn: "email" }, person))
        .orderBy("created_at")
        .execute(),
      // What they did with people's data (their own downloads; a staff member's exports).
      db
        .selectFrom("personal_data_access_log")
        .select(["action", "subject", "created_at"])
        .where((eb) => belongsToPerson(eb, { userColumn: "actor_user_id" }, person))
        .orderBy("created_at")
        .execute(),
    ]);
    return { deletionRequests, personalDataAccess };
  },
  async detailsOf(db, person) {
    const rows = await db
      .selectFrom("deletion_requests")
      .select(["name", "reason"])
      .where((eb) => belongsToPerson(eb, { userColumn: "user_id", emailColumn: "email" }, person))
      .execute();
    return { names: rows.map((row) => row.name), texts: rows.map((row) => row.reason) };
  },
  async erasePersonalData(db, person) {
    await db
      .updateTable("deletion_requests")
      .set({ name: REMOVED_NAME, email: person.placeholderEmail, reason: "" })
      .where((eb) => belongsToPerson(eb, { userColumn: "user_id", emailColumn: "email" }, person))
      .execute();
    await db
      .updateTable("personal_data_access_log")
      .set({ actor_name: REMOVED_NAME, actor_email: person.placeholderEmail })
      .where((eb) => belongsToPerson(eb, { userColumn: "actor_user_id", emailColumn: "actor_email" }, person))
      .execute();
    const subjects = await db
      .selectFrom("personal_data_access_log")
      .select(["id", "subject"])
      .where((eb) => mentionsPerson(eb, ["subject"], person))
      .execute();
    for (const row of subjects) {
      await db
        .updateTable("personal_data_access_log")
        .set({ subject: scrubText(row.subject, person) })
        .where("id", "=", row.id)
        .execute();
    }
    return undefined;
  },
};
