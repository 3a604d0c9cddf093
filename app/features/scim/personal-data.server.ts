import { belongsToPerson, type PersonalDataOwner } from "~/lib/personal-data";

/**
 * What companies' identity providers sent about a person (decision 0102-scim-provisioning): their
 * userName, externalId, names and address, and the groups they are in. Erasure removes the
 * provisioned record and its memberships (the company's directory may send the person again, as a
 * new record). Tokens name the admin who made them by account id only; that link is cleared.
 */
export const scimPersonalData: PersonalDataOwner = {
  owner: "scim",
  tables: ["scim_users", "scim_group_members", "scim_tokens"],
  notDownloaded: {
    scim_tokens: "a company's keys for its identity provider; they name the admin who made them by account id only",
  },
  async detailsOf(db, person) {
    const rows = await db
      .selectFrom("scim_users")
      .select(["user_name", "external_id", "given_name", "family_name", "display_name"])
      .where((eb) => belongsToPerson(eb, { userColumn: "user_id", emailColumn: "email" }, person))
      .execute();
    return {
      names: rows.flatMap((row) => [
        row.display_name,
        [row.given_name, row.family_name].filter(Boolean).join(" "),
        row.given_name,
        row.family_name,
      ]),
      texts: rows.flatMap((row) => [row.user_name, row.external_id]),
    };
  },
  async personalDataOf(db, person) {
    const provisioned = await db
      .selectFrom("scim_users")
      .innerJoin("companies", "companies.id", "scim_users.company_id")
      .select([
        "scim_users.id",
        "companies.name as company",
        "scim_users.user_name",
        "scim_users.external_id",
        "scim_users.given_name",
        "scim_users.family_name",
        "scim_users.display_name",
        "scim_users.email",
        "scim_users.active",
        "scim_users.created_at",
        "scim_users.updated_at",
      ])
      .where((eb) => belongsToPerson(eb, { userColumn: "scim_users.user_id", emailColumn: "scim_users.email" }, person))
      .orderBy("scim_users.created_at")
      .execute();
    const ids = provisioned.map((row) => row.id);
    const groups =
      ids.length === 0
        ? []
        : await db
            .selectFrom("scim_group_members")
            .innerJoin("scim_groups", "scim_groups.id", "scim_group_members.group_id")
            .select(["scim_groups.display_name as group", "scim_group_members.added_at"])
            .where("scim_group_members.scim_user_id", "in", ids)
            .orderBy("scim_group_members.added_at")
            .execute();
    return {
      provisionedByCompanies: provisioned.map(({ id: _id, active, ...row }) => ({ ...row, active: Boolean(active) })),
      provisionedGroups: groups,
    };
  },
  async erasePersonalData(db, person) {
    await db
      .deleteFrom("scim_users")
      .where((eb) => belongsToPerson(eb, { userColumn: "user_id", emailColumn: "email" }, person))
      .execute();
    if (person.userId) {
      await db
        .updateTable("scim_tokens")
        .set({ created_by_user_id: null })
        .where("created_by_user_id", "=", person.userId)
        .execute();
    }
    return undefined;
  },
};
