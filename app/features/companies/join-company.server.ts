import { createId } from "~/lib/ids";
import type { DatabaseExecutor } from "~db/executor";

/**
 * An account joins its company as an employee (single sign-on, decision 0097-sso): a new row, or the
 * row the admin or training manager already added for the address, now linked to the account.
 * Idempotent: signing in again changes nothing.
 */
export async function joinCompanyAsEmployee(
  db: DatabaseExecutor,
  companyId: string,
  person: { userId: string; email: string; name: string },
) {
  const email = person.email.toLowerCase();
  await db
    .insertInto("company_employees")
    .values({
      id: createId(),
      company_id: companyId,
      user_id: person.userId,
      name: person.name,
      email,
      added_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.columns(["company_id", "email"]).doNothing())
    .execute();
  await db
    .updateTable("company_employees")
    .set({ user_id: person.userId })
    .where("company_id", "=", companyId)
    .where("email", "=", email)
    .where("user_id", "is", null)
    .execute();
}
