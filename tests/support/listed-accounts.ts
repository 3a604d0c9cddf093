import { createId } from "~/lib/ids";
import { getDatabaseConnection, getDb } from "~/server/app-context.server";

/** An account to list: its name, and optionally its id, address and role. */
export interface ListedAccount {
  name: string;
  id?: string;
  email?: string;
  role?: string;
}

/**
 * Accounts written straight to the user table, without a password (no account row, no hashing): for
 * tests that only need people to list, page and search. The address is made from the name unless given.
 */
export async function insertListedAccounts(accounts: ListedAccount[]) {
  const isPostgres = getDatabaseConnection().kind === "postgres";
  const flag = (value: boolean) => (isPostgres ? value : value ? 1 : 0) as boolean;
  const now = new Date().toISOString();
  const rows = accounts.map((account) => ({
    id: account.id ?? createId(),
    name: account.name,
    email: account.email ?? `${account.name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}.${createId()}@example.test`,
    emailVerified: flag(true),
    image: null,
    createdAt: now,
    updatedAt: now,
    role: account.role ?? "student",
    bio: null,
    deactivated: flag(false),
  }));
  await getDb().insertInto("user").values(rows).execute();
  return rows;
}
