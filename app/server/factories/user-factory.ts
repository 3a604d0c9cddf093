import { createId } from "~/lib/ids";
import { createAccount } from "~/platform/auth/account.server";
import type { Auth } from "~/platform/auth/auth.server";
import type { DatabaseExecutor } from "~db/executor";
import type { UserRole } from "~db/schema";

export interface UserFields {
  name: string;
  email: string;
  password: string;
  role: UserRole;
}

function buildUser(overrides: Partial<UserFields> = {}): UserFields {
  const suffix = createId();
  return {
    name: "Thandiwe Mokoena",
    email: `user-${suffix}@example.test`,
    password: `pw-${suffix}-Secure`,
    role: "student",
    ...overrides,
  };
}

/** Inserts a user with a real hashed password; returns the fields (password included) and the id. */
export async function insertUser(auth: Auth, db: DatabaseExecutor, overrides: Partial<UserFields> = {}) {
  const fields = buildUser(overrides);
  const id = await createAccount(auth, db, fields);
  return { id, ...fields };
}
