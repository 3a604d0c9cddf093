import type { DatabaseExecutor } from "./executor";

/**
 * How many accounts have a role (or all accounts, without one), read from user_role_counts, which
 * triggers on the user table keep exact (migration 20261124_perf_1200): one row read instead of a
 * count over every account.
 */
export async function countAccounts(db: DatabaseExecutor, role?: string): Promise<number> {
  let query = db.selectFrom("user_role_counts").select((eb) => eb.fn.sum<number | null>("count").as("total"));
  if (role !== undefined) query = query.where("role", "=", role);
  const row = await query.executeTakeFirst();
  return row?.total ?? 0;
}

/** The same total as a subquery, for a statement that reads several figures at once. */
export function accountsInRole(db: DatabaseExecutor, role: string) {
  return db
    .selectFrom("user_role_counts")
    .select((eb) => eb.fn.sum<number | null>("count").as("total"))
    .where("role", "=", role);
}
