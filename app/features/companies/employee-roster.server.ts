import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import { queueEmail } from "~/platform/mail/mail.server";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { isUniqueViolation } from "~db/sql-helpers";
import { inTransaction } from "~db/transactions";
import type { ManagedCompany } from "./company-staff-access.server";
import { renderEmployeeInvitationEmail } from "./employee-invitation-email";

/**
 * A training manager adds and removes the company's employees (decision 0097-company-self-service).
 * An address that belongs to an account is linked to it; anyone else is invited by email, in the
 * transaction that lists them. Every write names the company in the same statement.
 */

interface NewEmployee {
  name: string;
  email: string;
}

interface Inviter {
  manager: { name: string };
  baseUrl: string;
}

class AlreadyListed extends Error {
  constructor(readonly email: string) {
    super(`${email} is already an employee of this company.`);
  }
}

/** Lists the people, linking accounts and queueing invitations; all or none. The number invited. */
async function insertEmployees(
  db: DatabaseExecutor,
  company: ManagedCompany,
  people: readonly NewEmployee[],
  { manager, baseUrl }: Inviter,
): Promise<{ invited: number }> {
  const emails = people.map((person) => person.email.toLowerCase());
  const settings = await getSiteSettings(db);
  return inTransaction(db, async (trx) => {
    const accounts =
      emails.length === 0
        ? []
        : await trx
            .selectFrom("user")
            .select(["id", "name", "email"])
            .where((eb) => eb(eb.fn("lower", ["email"]), "in", emails))
            .execute();
    const accountByEmail = new Map(accounts.map((account) => [account.email.toLowerCase(), account]));
    const now = new Date().toISOString();
    const rows = people.map((person) => {
      const account = accountByEmail.get(person.email.toLowerCase());
      return {
        id: createId(),
        company_id: company.id,
        user_id: account?.id ?? null,
        name: person.name,
        email: person.email.toLowerCase(),
        added_at: now,
      };
    });
    try {
      // In chunks: SQLite's bound parameters are limited per statement.
      for (let start = 0; start < rows.length; start += 100) {
        await trx
          .insertInto("company_employees")
          .values(rows.slice(start, start + 100))
          .execute();
      }
    } catch (error) {
      if (isUniqueViolation(error)) throw new AlreadyListed(rows.length === 1 ? (rows[0]?.email ?? "") : "");
      throw error;
    }
    let invited = 0;
    for (const row of rows) {
      if (row.user_id) continue;
      await queueEmail(
        trx,
        renderEmployeeInvitationEmail({
          name: row.name,
          email: row.email,
          companyName: company.name,
          managerName: manager.name,
          siteName: settings.site_name,
          baseUrl,
        }),
      );
      invited++;
    }
    return { invited };
  });
}

/** Adds one employee: linked to the account using the address, else invited to sign up. */
export async function addEmployeeForManager(
  db: DatabaseExecutor,
  company: ManagedCompany,
  person: NewEmployee,
  inviter: Inviter,
): Promise<Outcome<{ message: string }>> {
  try {
    const { invited } = await insertEmployees(db, company, [person], inviter);
    return {
      ok: true,
      message: invited
        ? `${person.name} is added; an invitation to create an account went to ${person.email}`
        : `${person.name} is added (linked to their account)`,
    };
  } catch (error) {
    if (error instanceof AlreadyListed) {
      const message = `${person.email.toLowerCase()} is already an employee of this company.`;
      return refuse("conflict", message, { email: message });
    }
    throw error;
  }
}

/** Adds every person of a checked file at once; one already listed (raced in since the check) refuses all. */
export async function addEmployeesFromFile(
  db: DatabaseExecutor,
  company: ManagedCompany,
  people: readonly NewEmployee[],
  inviter: Inviter,
): Promise<Outcome<{ message: string }>> {
  try {
    const { invited } = await insertEmployees(db, company, people, inviter);
    const count = people.length;
    return {
      ok: true,
      message: `${count} ${count === 1 ? "employee" : "employees"} added; ${invited} ${invited === 1 ? "invitation" : "invitations"} sent`,
    };
  } catch (error) {
    if (error instanceof AlreadyListed) {
      return refuse("conflict", "Someone in the file was added meanwhile. Upload the file again to see who.");
    }
    throw error;
  }
}

/**
 * Takes the person off the company's list. Their training records (enrolments, certificates,
 * bookings, CPD) are theirs and stay as they are; only the company's view of them ends.
 */
export async function removeEmployeeForManager(
  db: DatabaseExecutor,
  company: ManagedCompany,
  employeeId: string,
): Promise<Outcome<{ message: string }>> {
  const employee = await db
    .selectFrom("company_employees")
    .select(["id", "name"])
    .where("id", "=", employeeId)
    .where("company_id", "=", company.id)
    .executeTakeFirst();
  if (!employee) return refuse("missing", "That employee is no longer listed.");
  const result = await db
    .deleteFrom("company_employees")
    .where("id", "=", employeeId)
    .where("company_id", "=", company.id)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) return refuse("missing", "That employee is no longer listed.");
  return { ok: true, message: `${employee.name} is no longer listed as an employee; their training records are kept` };
}
