import type { DatabaseExecutor } from "~db/executor";

/**
 * The one door to a company's employees for anything that shows their training to the company
 * (decision 0105-employee-consent): only people who confirmed they work there. Someone a training
 * manager typed in is invited until they accept, and until then the company sees their name and
 * address on the invitation list and nothing else: no records, no progress, no certificates, not in
 * compliance counts or the digest. Admins' additions, identity-provider joins (SSO, SCIM) and rows
 * older than the rule are confirmed when written.
 *
 * Start every such read here and join what you need; tests/architecture/company-employee-readers.test.ts
 * holds every other `selectFrom("company_employees")` to the short list of files that do not show records.
 */
export function selectConfirmedCompanyEmployees(db: DatabaseExecutor) {
  return db.selectFrom("company_employees").where("company_employees.confirmed_at", "is not", null);
}
