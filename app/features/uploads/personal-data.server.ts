import { isStoredName } from "~/lib/file-storage.server";
import type { PersonalDataOwner } from "~/lib/personal-data";

/**
 * Uploads: the account's profile picture goes with its bytes. Other files the person uploaded stay:
 * a lesson's file belongs to the course, and form answers and CPD evidence are erased by their own
 * owners. Runs before the account's owner clears user.image (the registry's order).
 */
export const uploadPersonalData: PersonalDataOwner = {
  owner: "uploads",
  tables: ["uploads"],
  async personalDataOf(db, person) {
    if (!person.userId) return {};
    const uploads = await db
      .selectFrom("uploads")
      .select(["original_name", "content_type", "size_bytes", "created_at"])
      .where("owner_user_id", "=", person.userId)
      .orderBy("created_at")
      .execute();
    return { uploads };
  },
  async erasePersonalData(db, person) {
    if (!person.userId) return undefined;
    const account = await db.selectFrom("user").select("image").where("id", "=", person.userId).executeTakeFirst();
    const storedName = /^\/uploads\/([^/?#]+)$/.exec(account?.image ?? "")?.[1] ?? "";
    if (!isStoredName(storedName)) return undefined;
    const removed = await db
      .deleteFrom("uploads")
      .where("stored_name", "=", storedName)
      .where("owner_user_id", "=", person.userId)
      .executeTakeFirst();
    return Number(removed.numDeletedRows) > 0 ? { storedNames: [storedName] } : undefined;
  },
};
