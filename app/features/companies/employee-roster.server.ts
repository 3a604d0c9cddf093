import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { isUniqueViolation } from "~db/sql-helpers";
import { inTransaction } from "~db/transactions";
import type { ManagedCompany } from "./company-staff-access.server";
import { newInvitation, queueEmployeeInvitation } from "./employee-invitations.server";
import * as m from "./messages";

/**
 * A training manager adds and removes the company's employees (decision 0104-company-self-service).
 * An address that belongs to an account is linked to it. Everyone added is invited by email with a
 * one-time link, in the transaction that lists them, and stays unconfirmed (no records shown) until
 * they accept (decision 0105-employee-consent). Every write names the company in the same statement.
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
    const at = new Date();
    const now = at.toISOString();
    const tokens = new Map<string, string>();
    const rows = people.map((person) => {
      const account = accountByEmail.get(person.email.toLowerCase());
      const invitation = newInvitation(at);
      const id = createId();
      tokens.set(id, invitation.token);
      return {
        id,
        company_id: company.id,
        user_id: account?.id ?? null,
        name: person.name,
        email: person.email.toLowerCase(),
        added_at: now,
        confirmed_at: null,
        ...invitation.columns,
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
    for (const row of rows) {
      await queueEmployeeInvitation(trx, row, tokens.get(row.id) ?? "", {
        companyName: company.name,
        managerName: manager.name,
        siteName: settings.site_name,
        baseUrl,
      });
    }
    return { invited: rows.length };
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
    await insertEmployees(db, company, [person], inviter);
    return {
      ok: true,
      message: m.isInvitedTheirTrainingShows({ name: person.name, email: person.email.toLowerCase() }),
    };
  } catch (error) {
    if (error instanceof AlreadyListed) {
      const message = m.alreadyAnEmployee({ email: person.email.toLowerCase() });
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
      message: m.addedAndSent({ added: m.employeesAdded({ count }), sent: m.invitationsSent({ count: invited }) }),
    };
  } catch (error) {
    if (error instanceof AlreadyListed) {
      return refuse("conflict", m.someoneInTheFileWas());
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
  { onlyInvited = false }: { onlyInvited?: boolean } = {},
): Promise<Outcome<{ message: string }>> {
  let found = db
    .selectFrom("company_employees")
    .select(["id", "name"])
    .where("id", "=", employeeId)
    .where("company_id", "=", company.id);
  // Withdrawing an invitation never removes someone who accepted meanwhile.
  if (onlyInvited) found = found.where("confirmed_at", "is", null);
  const employee = await found.executeTakeFirst();
  if (!employee) return refuse("missing", m.thatEmployeeIsNoLonger());
  let removal = db.deleteFrom("company_employees").where("id", "=", employeeId).where("company_id", "=", company.id);
  if (onlyInvited) removal = removal.where("confirmed_at", "is", null);
  const result = await removal.executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) return refuse("missing", m.thatEmployeeIsNoLonger());
  if (onlyInvited) return { ok: true, message: m.theInvitationToIsWithdrawn({ name: employee.name }) };
  return { ok: true, message: m.isNoLongerListedAs({ name: employee.name }) };
}
