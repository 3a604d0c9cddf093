import { sql } from "kysely";
import { type PersonalDataOwner, REMOVED_NAME } from "~/lib/personal-data";

/**
 * The account (better-auth's user, session, account and verification tables): kept, anonymised and
 * deactivated, so course progress and the staff references to it still hold (decision 0036); its
 * sign-ins, sessions and pending tokens go.
 */
export const accountPersonalData: PersonalDataOwner = {
  owner: "auth",
  // user_text_search: SQLite's full-text index of names and addresses, kept in step with user by triggers.
  tables: ["user", "user_text_search", "session", "account", "verification"],
  notDownloaded: {
    user_text_search: "SQLite's search index: a copy of the account's name and address, shown under account",
    account:
      "better-auth's sign-in methods: a password hash and provider ids, secrets rather than facts about the person",
    verification: "one-time tokens (password reset, address change): secrets that expire within hours",
  },
  async personalDataOf(db, person) {
    if (!person.userId) return {};
    const account = await db
      .selectFrom("user")
      .select(["id", "name", "email", "role", "bio", "image", "createdAt", "consented_at", "consent_version"])
      .where("id", "=", person.userId)
      .executeTakeFirst();
    // Where and when they are signed in: the browser and address each session was opened from.
    const sessions = await db
      .selectFrom("session")
      .select(["createdAt", "expiresAt", "ipAddress", "userAgent"])
      .where("userId", "=", person.userId)
      .orderBy("createdAt")
      .execute();
    return { account, sessions };
  },
  async detailsOf(db, person) {
    if (!person.userId) return {};
    const account = await db.selectFrom("user").select(["name", "bio"]).where("id", "=", person.userId).execute();
    return { names: account.map((row) => row.name), texts: account.map((row) => row.bio) };
  },
  async erasePersonalData(db, person) {
    if (!person.userId) return undefined;
    const userId = person.userId;
    await db
      .updateTable("user")
      .set((eb) => ({
        name: REMOVED_NAME,
        email: person.placeholderEmail,
        image: null,
        bio: null,
        deactivated: 1,
        consented_at: null,
        consent_version: null,
        version: eb("version", "+", 1),
      }))
      .where("id", "=", userId)
      .execute();
    await db.deleteFrom("session").where("userId", "=", userId).execute();
    await db
      .deleteFrom("account" as never)
      .where("userId" as never, "=", userId as never)
      .execute();
    // better-auth's one-time tokens (password reset, address change) name the account or the address.
    const matches = [
      sql`value = ${userId}`,
      ...person.emails.flatMap((email) => [
        sql`lower(value) like ${`%${email}%`}`,
        sql`lower(identifier) like ${`%${email}%`}`,
      ]),
    ];
    await sql`delete from ${sql.table("verification")} where ${sql.join(matches, sql` or `)}`.execute(db);
    return undefined;
  },
};
