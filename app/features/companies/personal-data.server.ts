import { belongsToPerson, type PersonalDataOwner } from "~/lib/personal-data";

/**
 * A company's people (decision 0039): the person leaves the company's list of employees and
 * managers; a company whose contact they were keeps its details without them. Who downloaded an
 * audit ZIP stays as the (anonymised) account's id: the company's record of its own audit. The
 * months a training manager was sent their digest (decision 0104-company-self-service) are theirs:
 * listed in their download and erased with them.
 */
export const companyPersonalData: PersonalDataOwner = {
  owner: "companies",
  tables: ["company_employees", "company_managers", "companies", "company_audit_downloads", "manager_digests_sent"],
  async detailsOf(db, person) {
    const rows = await db
      .selectFrom("company_employees")
      .select("name")
      .where((eb) => belongsToPerson(eb, { userColumn: "user_id", emailColumn: "email" }, person))
      .execute();
    const contacts =
      person.emails.length > 0
        ? await db
            .selectFrom("companies")
            .select(["contact_name", "contact_phone"])
            .where((eb) => eb(eb.fn("lower", ["contact_email"]), "in", person.emails))
            .execute()
        : [];
    return {
      names: [...rows.map((row) => row.name), ...contacts.map((row) => row.contact_name)],
      texts: contacts.map((row) => row.contact_phone),
    };
  },
  async personalDataOf(db, person) {
    const companyEmployments = await db
      .selectFrom("company_employees")
      .innerJoin("companies", "companies.id", "company_employees.company_id")
      .select([
        "companies.name as company",
        "company_employees.name",
        "company_employees.email",
        "company_employees.added_at",
      ])
      .where((eb) =>
        belongsToPerson(
          eb,
          { userColumn: "company_employees.user_id", emailColumn: "company_employees.email" },
          person,
        ),
      )
      .orderBy("company_employees.added_at")
      .execute();
    const [companyContacts, managedCompanies, companyAuditDownloads, managerDigests] = await Promise.all([
      db
        .selectFrom("companies")
        .select(["name as company", "contact_name", "contact_email", "contact_phone"])
        .where((eb) => belongsToPerson(eb, { emailColumn: "contact_email" }, person))
        .orderBy("name")
        .execute(),
      db
        .selectFrom("company_managers")
        .innerJoin("companies", "companies.id", "company_managers.company_id")
        .select(["companies.name as company", "company_managers.added_at"])
        .where((eb) => belongsToPerson(eb, { userColumn: "company_managers.user_id" }, person))
        .orderBy("company_managers.added_at")
        .execute(),
      db
        .selectFrom("company_audit_downloads")
        .innerJoin("companies", "companies.id", "company_audit_downloads.company_id")
        .select(["companies.name as company", "company_audit_downloads.year", "company_audit_downloads.created_at"])
        .where((eb) => belongsToPerson(eb, { userColumn: "company_audit_downloads.user_id" }, person))
        .orderBy("company_audit_downloads.created_at")
        .execute(),
      db
        .selectFrom("manager_digests_sent")
        .select(["month", "sent_at"])
        .where((eb) => belongsToPerson(eb, { userColumn: "user_id" }, person))
        .orderBy("month")
        .execute(),
    ]);
    return { companyEmployments, companyContacts, managedCompanies, companyAuditDownloads, managerDigests };
  },
  async erasePersonalData(db, person) {
    if (!person.userId && person.emails.length === 0) return undefined;
    await db
      .deleteFrom("company_employees")
      .where((eb) => belongsToPerson(eb, { userColumn: "user_id", emailColumn: "email" }, person))
      .execute();
    if (person.userId) {
      await db.deleteFrom("company_managers").where("user_id", "=", person.userId).execute();
      await db.deleteFrom("manager_digests_sent").where("user_id", "=", person.userId).execute();
    }
    if (person.emails.length > 0) {
      await db
        .updateTable("companies")
        .set((eb) => ({ contact_name: "", contact_email: "", contact_phone: "", version: eb("version", "+", 1) }))
        .where((eb) => eb(eb.fn("lower", ["contact_email"]), "in", person.emails))
        .execute();
    }
    return undefined;
  },
};
