import { createId } from "~/lib/ids";
import type { DatabaseExecutor } from "~db/executor";

/**
 * An account joins its company as an employee (single sign-on, decision 0101-sso): a new row, or the
 * row the admin or training manager already added for the address, now linked to the account.
 * Idempotent: signing in again changes nothing.
 */
export async function joinCompanyAsEmployee(
  db: DatabaseExecutor,
  companyId: string,
  person: { userId: string; email: string; name: string },
) {
  const email = person.email.toLowerCase();
  const now = new Date().toISOString();
  await db
    .insertInto("company_employees")
    .values({
      id: createId(),
      company_id: companyId,
      user_id: person.userId,
      name: person.name,
      email,
      added_at: now,
      // The company's identity provider vouched for the person: they confirmed by signing in (decision 0105-employee-consent).
      confirmed_at: now,
    })
    .onConflict((conflict) => conflict.columns(["company_id", "email"]).doNothing())
    .execute();
  await db
    .updateTable("company_employees")
    .set((eb) => ({ user_id: person.userId, confirmed_at: eb.fn.coalesce("confirmed_at", eb.val(now)) }))
    .where("company_id", "=", companyId)
    .where("email", "=", email)
    .where((eb) => eb.or([eb("user_id", "is", null), eb("confirmed_at", "is", null)]))
    .execute();
}
