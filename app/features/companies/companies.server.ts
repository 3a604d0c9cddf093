import type { Selectable } from "kysely";
import { createId } from "~/lib/ids";
import { type Outcome, type Refusal, refuse, refuseConflict } from "~/lib/refusal";
import { updateAtVersion, type VersionedSave } from "~/lib/versioned-update.server";
import { selectConfirmedCompanyEmployees } from "~db/confirmed-company-employees";
import type { DatabaseExecutor } from "~db/executor";
import { jsonRowsFrom, readJsonRows, readPageWithTotal } from "~db/json-aggregation";
import type { Database } from "~db/schema";
import { anyContainsText, isUniqueViolation, matchesTextSearch, USER_TEXT_SEARCH } from "~db/sql-helpers";
import { COMPANIES_PAGE_SIZE, COMPANY_PEOPLE_PAGE_SIZE } from "./companies.schema";
import * as m from "./messages";

/**
 * Companies as data (docs/decisions/0039-company-accounts.md): the admin's side.
 * Every write names the company in the same statement, so an id from another company is never
 * touched; company details are saved at a version.
 */

export const COMPANY_GONE_MESSAGE = () => m.companyNoLongerExists();

export interface CompanyDetails {
  name: string;
  registrationNumber: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

const offsetOf = (page: number, size: number) => (Math.max(page, 1) - 1) * size;

export async function listCompanies(
  db: DatabaseExecutor,
  { search = "", page = 1 }: { search?: string; page?: number },
) {
  let query = db.selectFrom("companies");
  const term = search.trim();
  if (term) query = query.where(anyContainsText(["companies.name", "companies.registration_number"], term));
  const [rows, counted] = await Promise.all([
    query
      .select((eb) => [
        "companies.id",
        "companies.name",
        "companies.registration_number",
        "companies.contact_name",
        eb
          .selectFrom("company_employees")
          .select(eb.fn.countAll<number>().as("n"))
          .whereRef("company_employees.company_id", "=", "companies.id")
          .as("employee_count"),
        eb
          .selectFrom("company_managers")
          .select(eb.fn.countAll<number>().as("n"))
          .whereRef("company_managers.company_id", "=", "companies.id")
          .as("manager_count"),
      ])
      .orderBy("companies.name")
      .orderBy("companies.id")
      .limit(COMPANIES_PAGE_SIZE)
      .offset(offsetOf(page, COMPANIES_PAGE_SIZE))
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return {
    total: counted.count,
    companies: rows.map((row) => ({
      id: row.id,
      name: row.name,
      registrationNumber: row.registration_number,
      contactName: row.contact_name,
      employeeCount: row.employee_count ?? 0,
      managerCount: row.manager_count ?? 0,
    })),
  };
}

/** Company names are told apart regardless of case: "Umgeni Pathology" and "UMGENI PATHOLOGY" are one company. */
async function isCompanyNameTaken(db: DatabaseExecutor, name: string, exceptCompanyId?: string) {
  let query = db
    .selectFrom("companies")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["name"]), "=", name.toLowerCase()));
  if (exceptCompanyId) query = query.where("id", "!=", exceptCompanyId);
  return Boolean(await query.executeTakeFirst());
}

function companyNameTakenMessage(name: string) {
  return `A company named ${name} already exists. Open it from the list, or give this one another name.`;
}

export async function createCompany(db: DatabaseExecutor, details: CompanyDetails): Promise<Outcome<{ id: string }>> {
  if (await isCompanyNameTaken(db, details.name)) return refuseConflict(companyNameTakenMessage(details.name), "name");
  const id = createId();
  const now = new Date().toISOString();
  await db
    .insertInto("companies")
    .values({
      id,
      name: details.name,
      registration_number: details.registrationNumber,
      contact_name: details.contactName,
      contact_email: details.contactEmail,
      contact_phone: details.contactPhone,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { ok: true, id };
}

export async function findCompany(db: DatabaseExecutor, companyId: string) {
  const row = await db.selectFrom("companies").selectAll().where("id", "=", companyId).executeTakeFirst();
  return row ? companyOf(row) : null;
}

function companyOf(row: Selectable<Database["companies"]>) {
  return {
    id: row.id,
    name: row.name,
    registrationNumber: row.registration_number,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    version: row.version,
  };
}

export async function updateCompany(
  db: DatabaseExecutor,
  companyId: string,
  version: number,
  details: CompanyDetails,
): Promise<VersionedSave> {
  if (!(await companyExists(db, companyId))) return refuse("missing", COMPANY_GONE_MESSAGE());
  if (await isCompanyNameTaken(db, details.name, companyId)) {
    return refuseConflict(companyNameTakenMessage(details.name), "name");
  }
  return updateAtVersion(
    db,
    "companies",
    { id: companyId, version },
    {
      name: details.name,
      registration_number: details.registrationNumber,
      contact_name: details.contactName,
      contact_email: details.contactEmail,
      contact_phone: details.contactPhone,
      updated_at: new Date().toISOString(),
    },
    { missing: COMPANY_GONE_MESSAGE() },
  );
}

/** A company's confirmed employees, searched by name or address, each with its account if any. */
function companyEmployeesQuery(db: DatabaseExecutor, companyId: string, search: string) {
  // Confirmed people only: an invited one shows nothing until they accept (decision 0105-employee-consent).
  let query = selectConfirmedCompanyEmployees(db)
    .leftJoin("user", "user.id", "company_employees.user_id")
    .where("company_employees.company_id", "=", companyId);
  const term = search.trim();
  if (term) {
    query = query.where(anyContainsText(["company_employees.name", "company_employees.email", "user.email"], term));
  }
  return query;
}

/** One page of a company's employees, by name (the rows `toCompanyEmployee` reads). */
function companyEmployeesPage(
  db: DatabaseExecutor,
  companyId: string,
  { search, page, pageSize }: { search: string; page: number; pageSize: number },
) {
  return companyEmployeesQuery(db, companyId, search)
    .select([
      "company_employees.id",
      "company_employees.user_id",
      "company_employees.name",
      "company_employees.email",
      "user.name as account_name",
      "user.email as account_email",
      "user.emailVerified as account_verified",
    ])
    .orderBy("company_employees.name")
    .orderBy("company_employees.id")
    .limit(pageSize)
    .offset(offsetOf(page, pageSize));
}

type CompanyEmployeeRow = Awaited<ReturnType<ReturnType<typeof companyEmployeesPage>["execute"]>>[number];

function toCompanyEmployee(row: CompanyEmployeeRow) {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.account_name ?? row.name,
    email: row.account_email ?? row.email,
    hasAccount: row.user_id !== null,
    /**
     * The address their certificates and bookings are matched by: an account's once confirmed
     * (an address nobody confirmed proves nothing), or the one the admin entered when they have
     * no account. Null: only what is linked to the account itself. (Truthiness: a JSON column
     * gives PostgreSQL's boolean as true/false, SQLite's as 0/1.)
     */
    matchEmail: row.user_id
      ? row.account_verified
        ? (row.account_email ?? "").toLowerCase() || null
        : null
      : row.email,
  };
}

/** A company's employees, a page at a time, searched by name or address; each with its account if any. */
export async function listCompanyEmployees(
  db: DatabaseExecutor,
  companyId: string,
  { search = "", page = 1, pageSize = COMPANY_PEOPLE_PAGE_SIZE }: { search?: string; page?: number; pageSize?: number },
) {
  // The page and its total in one statement (decision 0123-learner-statements).
  const { rows, total } = await readPageWithTotal(
    db,
    companyEmployeesPage(db, companyId, { search, page, pageSize }),
    companyEmployeesQuery(db, companyId, search).select((eb) => eb.fn.countAll<number>().as("count")),
  );
  return { total, employees: rows.map(toCompanyEmployee) };
}

/**
 * The admin's company page in one statement (decision 0125-staff-statements; five before): the
 * company, one page of its employees and how many match, its managers (at most 50, and whether
 * there are more) and its latest audit downloads, the lists as JSON columns, each bounded as its
 * own function's.
 */
export async function findCompanyForAdmin(
  db: DatabaseExecutor,
  companyId: string,
  { search, page }: { search: string; page: number },
) {
  const row = await db
    .selectFrom("companies")
    .selectAll("companies")
    .select((eb) => [
      jsonRowsFrom(db, companyEmployeesPage(db, companyId, { search, page, pageSize: COMPANY_PEOPLE_PAGE_SIZE })).as(
        "employees_json",
      ),
      companyEmployeesQuery(db, companyId, search).select(eb.fn.countAll<number>().as("count")).as("employee_total"),
      jsonRowsFrom(db, companyManagersQuery(db, companyId)).as("managers_json"),
      jsonRowsFrom(db, auditDownloadsQuery(db, companyId, AUDIT_DOWNLOADS_SHOWN)).as("downloads_json"),
    ])
    .where("companies.id", "=", companyId)
    .executeTakeFirst();
  if (!row) return null;
  const managers = readJsonRows(row.managers_json);
  return {
    company: companyOf(row),
    employees: readJsonRows(row.employees_json).map(toCompanyEmployee),
    total: Number(row.employee_total ?? 0),
    managers: managers.slice(0, MANAGERS_LIMIT),
    managersHaveMore: managers.length > MANAGERS_LIMIT,
    downloads: readJsonRows(row.downloads_json).map(toAuditDownload),
  };
}

export type CompanyEmployee = Awaited<ReturnType<typeof listCompanyEmployees>>["employees"][number];

async function companyExists(db: DatabaseExecutor, companyId: string) {
  return Boolean(await db.selectFrom("companies").select("id").where("id", "=", companyId).executeTakeFirst());
}

async function findAccount(db: DatabaseExecutor, { userId, email }: { userId: string; email: string }) {
  let query = db.selectFrom("user").select(["id", "name", "email"]);
  query = userId ? query.where("id", "=", userId) : query.where((eb) => eb(eb.fn("lower", ["email"]), "=", email));
  return query.executeTakeFirst();
}

/**
 * Adds an employee: the account chosen, or the address given (linked to the account that uses it,
 * when there is one). Refused when the company is gone, the account is unknown or already listed.
 */
export async function addCompanyEmployee(
  db: DatabaseExecutor,
  companyId: string,
  input: { userId: string; email: string; name: string },
): Promise<Outcome<{ name: string }> | Refusal> {
  if (!(await companyExists(db, companyId))) return refuse("missing", COMPANY_GONE_MESSAGE());
  const account = input.userId || input.email ? await findAccount(db, input) : undefined;
  if (input.userId && !account) return refuse("missing", m.thatAccountNoLongerExists());
  const name = account?.name ?? input.name;
  const email = (account?.email ?? input.email).toLowerCase();
  try {
    await db
      .insertInto("company_employees")
      .values({
        id: createId(),
        company_id: companyId,
        user_id: account?.id ?? null,
        name,
        email,
        added_at: new Date().toISOString(),
        // The admin vouches for the person (decision 0039): confirmed from the start.
        confirmed_at: new Date().toISOString(),
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) {
      return refuseConflict(`${email} is already an employee of this company.`, "email");
    }
    throw error;
  }
  return { ok: true, name };
}

export async function removeCompanyEmployee(
  db: DatabaseExecutor,
  companyId: string,
  employeeId: string,
): Promise<Outcome | Refusal> {
  const result = await db
    .deleteFrom("company_employees")
    .where("id", "=", employeeId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1 ? { ok: true } : refuse("missing", m.thatEmployeeIsNoLonger());
}

/** The most managers a company lists (a company names a few; the page says so if it ever has more). */
const MANAGERS_LIMIT = 50;

/** A company's managers by name, one more than it lists (to tell whether there are more). */
function companyManagersQuery(db: DatabaseExecutor, companyId: string) {
  return db
    .selectFrom("company_managers")
    .innerJoin("user", "user.id", "company_managers.user_id")
    .select(["user.id", "user.name", "user.email"])
    .where("company_managers.company_id", "=", companyId)
    .orderBy("user.name")
    .orderBy("user.id")
    .limit(MANAGERS_LIMIT + 1);
}

/** Names an account a training manager of the company: chosen from the search, or by its address. */
export async function addCompanyManager(
  db: DatabaseExecutor,
  companyId: string,
  input: { userId: string; email: string },
): Promise<Outcome<{ name: string }> | Refusal> {
  if (!(await companyExists(db, companyId))) return refuse("missing", COMPANY_GONE_MESSAGE());
  const account = await findAccount(db, input);
  if (!account) {
    return refuse("invalid", m.noAccountUsesThatAddress(), {
      email: "No account uses this address",
    });
  }
  try {
    await db
      .insertInto("company_managers")
      .values({ company_id: companyId, user_id: account.id, added_at: new Date().toISOString() })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) return refuseConflict(`${account.name} is already a training manager here.`, "email");
    throw error;
  }
  return { ok: true, name: account.name };
}

export async function removeCompanyManager(
  db: DatabaseExecutor,
  companyId: string,
  userId: string,
): Promise<Outcome | Refusal> {
  const result = await db
    .deleteFrom("company_managers")
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1 ? { ok: true } : refuse("missing", m.thatPersonIsNoLonger());
}

/** Accounts matching the admin's search, to add as employee or manager: the first few, by name. */
const ACCOUNT_SEARCH_LIMIT = 8;

export async function searchAccounts(db: DatabaseExecutor, term: string) {
  const text = term.trim();
  if (!text) return [];
  return db
    .selectFrom("user")
    .select(["id", "name", "email"])
    .where(matchesTextSearch(db, USER_TEXT_SEARCH, text))
    .orderBy("name")
    .orderBy("id")
    .limit(ACCOUNT_SEARCH_LIMIT)
    .execute();
}

/** How many audit downloads the company's pages show. */
const AUDIT_DOWNLOADS_SHOWN = 10;

/** The latest audit downloads of a company (who, when, which year), newest first. */
function auditDownloadsQuery(db: DatabaseExecutor, companyId: string, limit: number) {
  return db
    .selectFrom("company_audit_downloads")
    .leftJoin("user", "user.id", "company_audit_downloads.user_id")
    .select([
      "company_audit_downloads.id",
      "company_audit_downloads.year",
      "company_audit_downloads.certificate_count",
      "company_audit_downloads.created_at",
      "user.name as user_name",
    ])
    .where("company_audit_downloads.company_id", "=", companyId)
    .orderBy("company_audit_downloads.created_at", "desc")
    .orderBy("company_audit_downloads.id", "desc")
    .limit(limit);
}

type AuditDownloadRow = Awaited<ReturnType<ReturnType<typeof auditDownloadsQuery>["execute"]>>[number];

function toAuditDownload(row: AuditDownloadRow) {
  return {
    id: row.id,
    year: row.year,
    certificateCount: row.certificate_count,
    createdAt: row.created_at,
    userName: row.user_name ?? m.aRemovedAccount(),
  };
}
