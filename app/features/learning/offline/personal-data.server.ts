import { nothingToDownload, type PersonalDataOwner } from "~/lib/personal-data";

/**
 * Work sent from offline (decision 0110-offline-courses): each item's key and outcome, kept only so a resend
 * is answered with the first outcome. The work itself is in the learning tables (completions, quiz
 * attempts, survey answers), downloaded there; these rows go with the person.
 */
export const offlinePersonalData: PersonalDataOwner = {
  owner: "learning/offline",
  tables: ["offline_submissions"],
  notDownloaded: {
    offline_submissions:
      "a key and the outcome of work sent from offline, kept so a resend is not applied twice; the work itself is in the download's learning section",
  },
  personalDataOf: nothingToDownload,
  async erasePersonalData(db, person) {
    if (person.userId) await db.deleteFrom("offline_submissions").where("user_id", "=", person.userId).execute();
    return undefined;
  },
};
