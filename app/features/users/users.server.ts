import type { Kysely } from "kysely";
import { isEmailTaken } from "~/features/auth/account.server";
import type { SessionUser } from "~/features/auth/session.server";
import type { Database, UserRole } from "~db/schema";
import { USERS_PAGE_SIZE } from "./users.schema";

export interface ProfileChanges {
  name: string;
  email: string;
  bio: string;
}

export type UpdateProfileResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/** A user edits their own name, email and bio. The role is not among the fields. */
export async function updateOwnProfile(
  db: Kysely<Database>,
  userId: string,
  changes: ProfileChanges,
): Promise<UpdateProfileResult> {
  if (await isEmailTaken(db, changes.email, userId)) {
    return { ok: false, fieldErrors: { email: "Another account already uses this email." } };
  }
  await db
    .updateTable("user")
    .set({ name: changes.name, email: changes.email, bio: changes.bio || null, updatedAt: new Date().toISOString() })
    .where("id", "=", userId)
    .execute();
  return { ok: true };
}

export async function setProfilePicture(db: Kysely<Database>, userId: string, imageUrl: string) {
  await db
    .updateTable("user")
    .set({ image: imageUrl || null, updatedAt: new Date().toISOString() })
    .where("id", "=", userId)
    .execute();
}

export async function listUsers(db: Kysely<Database>, { search = "", page = 1 }: { search?: string; page?: number }) {
  let query = db.selectFrom("user");
  const term = search.trim().toLowerCase();
  if (term) {
    const pattern = `%${term.replace(/[%_\\]/g, (character) => `\\${character}`)}%`;
    query = query.where((eb) =>
      eb.or([eb(eb.fn("lower", ["name"]), "like", pattern), eb(eb.fn("lower", ["email"]), "like", pattern)]),
    );
  }
  const [users, total] = await Promise.all([
    query
      .select(["id", "name", "email", "role", "deactivated", "createdAt"])
      .orderBy("name")
      .limit(USERS_PAGE_SIZE)
      .offset((Math.max(page, 1) - 1) * USERS_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return {
    users: users.map((user) => ({
      ...user,
      deactivated: Boolean(user.deactivated),
      createdAt: String(user.createdAt),
    })),
    total: Number(total.count),
  };
}

export type AdminChangeResult = { ok: true; message: string } | { ok: false; message: string };

/** Only admins call this (checked by the route); an admin cannot demote or lock out themselves. */
export async function changeUserRole(
  db: Kysely<Database>,
  actor: SessionUser,
  userId: string,
  role: UserRole,
): Promise<AdminChangeResult> {
  if (actor.role !== "admin") return { ok: false, message: "Only admins can change roles." };
  if (userId === actor.id) return { ok: false, message: "You cannot change your own role." };
  const result = await db
    .updateTable("user")
    .set({ role, updatedAt: new Date().toISOString() })
    .where("id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return { ok: false, message: "That user no longer exists." };
  return { ok: true, message: "Role updated" };
}

export async function setUserDeactivated(
  db: Kysely<Database>,
  actor: SessionUser,
  userId: string,
  deactivated: boolean,
): Promise<AdminChangeResult> {
  if (actor.role !== "admin") return { ok: false, message: "Only admins can deactivate accounts." };
  if (userId === actor.id) return { ok: false, message: "You cannot deactivate your own account." };
  const result = await db.transaction().execute(async (transaction) => {
    const updated = await transaction
      .updateTable("user")
      .set({ deactivated, updatedAt: new Date().toISOString() })
      .where("id", "=", userId)
      .executeTakeFirst();
    // A deactivated account is signed out everywhere at once.
    if (deactivated) await transaction.deleteFrom("session").where("userId", "=", userId).execute();
    return updated;
  });
  if (Number(result.numUpdatedRows) === 0) return { ok: false, message: "That user no longer exists." };
  return { ok: true, message: deactivated ? "Account deactivated" : "Account reactivated" };
}
