import { sql } from "kysely";
import { isLocale, type Locale } from "~/lib/i18n/locales";
import { type Refusal, refuse } from "~/lib/refusal";
import { updateAtVersion, type VersionedSave } from "~/lib/versioned-update.server";
import { endSessionsOf, isEmailTaken } from "~/platform/auth/account.server";
import type { SessionUser } from "~/platform/auth/session.server";
import type { DatabaseExecutor } from "~db/executor";
import type { UserRole } from "~db/schema";
import { matchesTextSearch, USER_TEXT_SEARCH } from "~db/sql-helpers";
import { inTransaction } from "~db/transactions";
import { countAccounts } from "~db/user-role-counts";
import * as m from "./messages";
import { USERS_PAGE_SIZE } from "./users.schema";

export interface ProfileChanges {
  name: string;
  email: string;
  bio: string;
  /** Left out: the stored language stays. */
  locale?: Locale;
}

export type UpdateProfileResult = VersionedSave | { ok: false; fieldErrors: Record<string, string> };

/** What the edit-profile form shows, with the version it posts back. */
export function findOwnProfile(db: DatabaseExecutor, userId: string) {
  return db
    .selectFrom("user")
    .select(["name", "email", "bio", "locale", "version"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

/**
 * A user edits their own name, email and bio. The role is not among the fields. Saved only if the
 * account is still at the version the form was loaded with (another tab, an admin's change).
 */
export async function updateOwnProfile(
  db: DatabaseExecutor,
  userId: string,
  loadedVersion: number,
  changes: ProfileChanges,
): Promise<UpdateProfileResult> {
  if (await isEmailTaken(db, changes.email, userId)) {
    return { ok: false, fieldErrors: { email: m.emailUsedByAnother() } };
  }
  return updateAtVersion(
    db,
    "user",
    { id: userId, version: loadedVersion },
    {
      name: changes.name,
      email: changes.email,
      bio: changes.bio || null,
      ...(changes.locale ? { locale: changes.locale } : {}),
      updatedAt: new Date().toISOString(),
    },
  );
}

export async function setProfilePicture(db: DatabaseExecutor, userId: string, imageUrl: string) {
  await db
    .updateTable("user")
    .set({ image: imageUrl || null, updatedAt: new Date().toISOString() })
    .where("id", "=", userId)
    .execute();
}

/** The language a person's profile names, if any (null: none chosen, or one Campus no longer speaks). */
export async function findProfileLanguage(db: DatabaseExecutor, userId: string): Promise<Locale | null> {
  const row = await db.selectFrom("user").select("locale").where("id", "=", userId).executeTakeFirst();
  return isLocale(row?.locale) ? row.locale : null;
}

/**
 * The language a person chose in the header or footer (decision 0106-languages). It moves the
 * account's version like any save, so a profile form opened before the choice cannot quietly undo it.
 */
export async function setPersonLanguage(db: DatabaseExecutor, userId: string, locale: Locale) {
  await db
    .updateTable("user")
    .set({ locale, version: sql<number>`version + 1`, updatedAt: new Date().toISOString() })
    .where("id", "=", userId)
    .execute();
}

export async function listUsers(db: DatabaseExecutor, { search = "", page = 1 }: { search?: string; page?: number }) {
  let query = db.selectFrom("user");
  const term = search.trim();
  if (term) query = query.where(matchesTextSearch(db, USER_TEXT_SEARCH, term));
  const [users, total] = await Promise.all([
    query
      .select(["id", "name", "email", "role", "deactivated", "emailVerified", "createdAt", "version"])
      // Many people share a name: the id keeps every page's place in the order.
      .orderBy("name")
      .orderBy("id")
      .limit(USERS_PAGE_SIZE)
      .offset((Math.max(page, 1) - 1) * USERS_PAGE_SIZE)
      .execute(),
    // Every account: the kept per-role totals; a search counts its matches.
    term
      ? query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow()
      : countAccounts(db).then((count) => ({ count })),
  ]);
  return {
    users: users.map(({ emailVerified, ...user }) => ({
      ...user,
      deactivated: Boolean(user.deactivated),
      // Invited and not yet through the link that sets the password (or signed up, not yet confirmed).
      isConfirmed: Boolean(emailVerified),
      createdAt: String(user.createdAt),
    })),
    total: total.count,
  };
}

/**
 * The page of the whole list (ordered as listUsers orders it: by name, then id) that shows this
 * account: after 'Add user' the list opens there, with the accounts around the new one.
 */
export async function findPageOfUser(db: DatabaseExecutor, userId: string): Promise<number> {
  const user = await db.selectFrom("user").select(["name", "id"]).where("id", "=", userId).executeTakeFirst();
  if (!user) return 1;
  const before = await db
    .selectFrom("user")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where((eb) => eb.or([eb("name", "<", user.name), eb.and([eb("name", "=", user.name), eb("id", "<", user.id)])]))
    .executeTakeFirstOrThrow();
  return Math.floor(before.count / USERS_PAGE_SIZE) + 1;
}

export type AdminChangeResult = { ok: true; message: string } | Refusal;

/**
 * An admin's change to another user's account. Only admins call these (checked by the route too);
 * an admin cannot demote or lock out themselves. The change applies only to the user as the admin
 * saw them (the version of their row), so a stale screen never undoes another admin's change.
 */
type AdminChange<Value> = (
  db: DatabaseExecutor,
  actor: SessionUser,
  target: { userId: string; loadedVersion: number },
  value: Value,
) => Promise<AdminChangeResult>;

/** Only an admin may change accounts, and never their own. */
function refuseUnlessAdminOfOther(actor: SessionUser, userId: string, words: { forbidden: string; own: string }) {
  if (actor.role !== "admin") return refuse("forbidden", words.forbidden);
  if (userId === actor.id) return refuse("invalid", words.own);
  return null;
}

function updateUserAtVersion(
  db: DatabaseExecutor,
  target: { userId: string; loadedVersion: number },
  change: { role: UserRole } | { deactivated: boolean },
) {
  const values = { ...change, updatedAt: new Date().toISOString() };
  return updateAtVersion(db, "user", { id: target.userId, version: target.loadedVersion }, values, {
    missing: m.userGone(),
  });
}

export const changeUserRole: AdminChange<UserRole> = async (db, actor, target, role) => {
  const refusal = refuseUnlessAdminOfOther(actor, target.userId, {
    forbidden: m.onlyAdminsChangeRoles(),
    own: m.cannotChangeOwnRole(),
  });
  if (refusal) return refusal;
  const saved = await updateUserAtVersion(db, target, { role });
  if (!saved.ok) return saved;
  return { ok: true, message: m.roleUpdated() };
};

export const setUserDeactivated: AdminChange<boolean> = async (db, actor, target, deactivated) => {
  const refusal = refuseUnlessAdminOfOther(actor, target.userId, {
    forbidden: m.onlyAdminsDeactivate(),
    own: m.cannotDeactivateOwn(),
  });
  if (refusal) return refusal;
  const saved = await inTransaction(db, async (transaction) => {
    const updated = await updateUserAtVersion(transaction, target, { deactivated });
    // A deactivated account is signed out everywhere at once.
    if (updated.ok && deactivated) await endSessionsOf(transaction, target.userId);
    return updated;
  });
  if (!saved.ok) return saved;
  return { ok: true, message: deactivated ? m.accountDeactivated() : m.accountReactivated() };
};
