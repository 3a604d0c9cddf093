import { createId } from "~/lib/ids";
import type { Outcome } from "~/lib/refusal";
import { createProvisionedAccount, setAccountDeactivated } from "~/platform/auth/account.server";
import type { DatabaseExecutor } from "~db/executor";
import type { ScimFilter } from "./scim-filter";
import { MAX_SCIM_COUNT, type ScimRefusal, scimRefuse, USER_SCHEMA } from "./scim-protocol";
import { type FilterColumn, filterCondition } from "./scim-query";
import { applyUserPatch, type ScimUserFields, userFieldsFromResource } from "./scim-user-fields";

/**
 * SCIM Users of one company (decision 0102-scim-provisioning). Every function takes the company the
 * caller's token decided: a user of another company is "not found", never "forbidden".
 */
const NOT_FOUND = "No user with this id.";
const TAKEN = "A user with this userName or email already exists.";

const USER_COLUMNS: Record<string, FilterColumn> = {
  id: { column: "scim_users.id", caseExact: true },
  userName: { column: "scim_users.user_name" },
  externalId: { column: "scim_users.external_id", caseExact: true },
  displayName: { column: "scim_users.display_name" },
  "emails.value": { column: "scim_users.email" },
  active: { column: "scim_users.active", boolean: true },
  "name.givenName": { column: "scim_users.given_name" },
  "name.familyName": { column: "scim_users.family_name" },
};

interface ScimUserRow {
  id: string;
  user_id: string;
  user_name: string;
  external_id: string | null;
  given_name: string;
  family_name: string;
  display_name: string;
  email: string;
  active: number;
  created_at: string;
  updated_at: string;
  version: number;
}

const ROW_COLUMNS = [
  "scim_users.id",
  "scim_users.user_id",
  "scim_users.user_name",
  "scim_users.external_id",
  "scim_users.given_name",
  "scim_users.family_name",
  "scim_users.display_name",
  "scim_users.email",
  "scim_users.active",
  "scim_users.created_at",
  "scim_users.updated_at",
  "scim_users.version",
] as const;

function scimUserResource(row: ScimUserRow, baseUrl: string) {
  const formatted = [row.given_name, row.family_name].filter(Boolean).join(" ");
  return {
    schemas: [USER_SCHEMA],
    id: row.id,
    ...(row.external_id ? { externalId: row.external_id } : {}),
    userName: row.user_name,
    name: { givenName: row.given_name, familyName: row.family_name, formatted },
    displayName: row.display_name || formatted || row.user_name,
    emails: [{ value: row.email, type: "work", primary: true }],
    active: Boolean(row.active),
    meta: {
      resourceType: "User",
      created: row.created_at,
      lastModified: row.updated_at,
      location: `${baseUrl}/Users/${row.id}`,
      version: `W/"${row.version}"`,
    },
  };
}

export type ScimUserResource = ReturnType<typeof scimUserResource>;

function fieldsOf(row: ScimUserRow): ScimUserFields {
  return {
    userName: row.user_name,
    externalId: row.external_id,
    givenName: row.given_name,
    familyName: row.family_name,
    displayName: row.display_name,
    email: row.email,
    active: Boolean(row.active),
  };
}

function accountName(fields: ScimUserFields): string {
  return (
    fields.displayName ||
    [fields.givenName, fields.familyName].filter(Boolean).join(" ") ||
    fields.userName
  ).slice(0, 200);
}

async function findRow(db: DatabaseExecutor, companyId: string, id: string): Promise<ScimUserRow | undefined> {
  return db
    .selectFrom("scim_users")
    .select(ROW_COLUMNS)
    .where("scim_users.company_id", "=", companyId)
    .where("scim_users.id", "=", id)
    .executeTakeFirst();
}

export async function getScimUser(
  db: DatabaseExecutor,
  input: { companyId: string; id: string; baseUrl: string },
): Promise<Outcome<{ resource: ScimUserResource }> | ScimRefusal> {
  const row = await findRow(db, input.companyId, input.id);
  if (!row) return scimRefuse("missing", NOT_FOUND);
  return { ok: true, resource: scimUserResource(row, input.baseUrl) };
}

/** One page of the company's users, by id so the order is stable; `startIndex` is 1-based (RFC 7644 3.4.2.4). */
export async function listScimUsers(
  db: DatabaseExecutor,
  input: { companyId: string; filter: ScimFilter | null; startIndex: number; count: number; baseUrl: string },
): Promise<{ totalResults: number; resources: ScimUserResource[] }> {
  let query = db.selectFrom("scim_users").where("scim_users.company_id", "=", input.companyId);
  const filter = input.filter;
  if (filter) query = query.where((eb) => filterCondition(eb, filter, USER_COLUMNS));
  const total = await query.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow();
  const count = Math.min(Math.max(input.count, 0), MAX_SCIM_COUNT);
  const rows =
    count === 0
      ? []
      : await query
          .select(ROW_COLUMNS)
          .orderBy("scim_users.id")
          .limit(count)
          .offset(input.startIndex - 1)
          .execute();
  return { totalResults: Number(total.count), resources: rows.map((row) => scimUserResource(row, input.baseUrl)) };
}

/**
 * The user's userName is free in the company and their address is not provisioned by anyone else;
 * an address that is another company's user, or an account that is staff, is refused with the same
 * words as a taken userName, so nothing about the other company or the account shows.
 */
async function refuseTaken(
  db: DatabaseExecutor,
  companyId: string,
  fields: ScimUserFields,
  exceptId: string | null,
): Promise<ScimRefusal | null> {
  let sameName = db
    .selectFrom("scim_users")
    .select("id")
    .where("company_id", "=", companyId)
    .where("user_name_key", "=", fields.userName.toLowerCase());
  if (exceptId) sameName = sameName.where("id", "<>", exceptId);
  if (await sameName.executeTakeFirst()) return scimRefuse("conflict", TAKEN, "uniqueness");
  let sameEmail = db.selectFrom("scim_users").select("id").where("email", "=", fields.email);
  if (exceptId) sameEmail = sameEmail.where("id", "<>", exceptId);
  if (await sameEmail.executeTakeFirst()) return scimRefuse("conflict", TAKEN, "uniqueness");
  return null;
}

/** Makes the person one of the company's people (company_employees), by their account. */
async function joinCompany(db: DatabaseExecutor, companyId: string, userId: string, fields: ScimUserFields) {
  const existing = await db
    .selectFrom("company_employees")
    .select(["id", "user_id"])
    .where("company_id", "=", companyId)
    .where((eb) => eb.or([eb("user_id", "=", userId), eb("email", "=", fields.email)]))
    .executeTakeFirst();
  if (existing) {
    if (existing.user_id !== userId) {
      await db.updateTable("company_employees").set({ user_id: userId }).where("id", "=", existing.id).execute();
    }
    // The company's directory provisioned the person: an invitation still open is settled (decision 0105-employee-consent).
    await db
      .updateTable("company_employees")
      .set({ confirmed_at: new Date().toISOString() })
      .where("id", "=", existing.id)
      .where("confirmed_at", "is", null)
      .execute();
    return;
  }
  await db
    .insertInto("company_employees")
    .values({
      id: createId(),
      company_id: companyId,
      user_id: userId,
      name: accountName(fields),
      email: fields.email,
      added_at: new Date().toISOString(),
      confirmed_at: new Date().toISOString(),
    })
    .execute();
}

/** POST /Users: makes an account for the address, or links the one that has it (a student's, not yet provisioned). */
export async function createScimUser(
  db: DatabaseExecutor,
  input: { companyId: string; body: unknown; baseUrl: string },
): Promise<Outcome<{ resource: ScimUserResource }> | ScimRefusal> {
  const parsed = userFieldsFromResource(input.body);
  if (!parsed.ok) return parsed;
  const fields = parsed.fields;
  const taken = await refuseTaken(db, input.companyId, fields, null);
  if (taken) return taken;
  const account = await db
    .selectFrom("user")
    .select(["id", "role"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", fields.email))
    .executeTakeFirst();
  if (account && account.role !== "student") return scimRefuse("conflict", TAKEN, "uniqueness");
  const userId =
    account?.id ??
    (await createProvisionedAccount(db, { name: accountName(fields), email: fields.email, deactivated: false }));
  const now = new Date().toISOString();
  const id = createId();
  await db
    .insertInto("scim_users")
    .values({
      id,
      company_id: input.companyId,
      user_id: userId,
      ...fieldColumns(fields),
      created_at: now,
      updated_at: now,
    })
    .execute();
  await joinCompany(db, input.companyId, userId, fields);
  await setAccountDeactivated(db, userId, !fields.active);
  const row = await findRow(db, input.companyId, id);
  if (!row) return scimRefuse("missing", NOT_FOUND);
  return { ok: true, resource: scimUserResource(row, input.baseUrl) };
}

/** The columns a SCIM client's fields set, the same on create and on replace or patch. */
function fieldColumns(fields: ScimUserFields) {
  return {
    user_name: fields.userName,
    // Compared case-insensitively (RFC 7643 userName), so a second "Ann" and "ann" are one name.
    user_name_key: fields.userName.toLowerCase(),
    external_id: fields.externalId,
    given_name: fields.givenName,
    family_name: fields.familyName,
    display_name: fields.displayName,
    email: fields.email,
    active: fields.active ? 1 : 0,
  };
}

async function saveFields(
  db: DatabaseExecutor,
  input: { companyId: string; row: ScimUserRow; fields: ScimUserFields; baseUrl: string },
): Promise<Outcome<{ resource: ScimUserResource; userId: string; becameActive: boolean }> | ScimRefusal> {
  const { row, fields } = input;
  const taken = await refuseTaken(db, input.companyId, fields, row.id);
  if (taken) return taken;
  const updated = await db
    .updateTable("scim_users")
    .set({
      ...fieldColumns(fields),
      updated_at: new Date().toISOString(),
      version: row.version + 1,
    })
    .where("id", "=", row.id)
    .where("version", "=", row.version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    return scimRefuse("stale", "The user changed while this request ran. Send it again.");
  }
  if (fields.active !== Boolean(row.active)) await setAccountDeactivated(db, row.user_id, !fields.active);
  const saved = await findRow(db, input.companyId, row.id);
  if (!saved) return scimRefuse("missing", NOT_FOUND);
  return {
    ok: true,
    resource: scimUserResource(saved, input.baseUrl),
    userId: row.user_id,
    becameActive: fields.active && !row.active,
  };
}

/** PUT /Users/{id}: the whole resource replaced (attributes Campus keeps that the body leaves out are cleared). */
export async function replaceScimUser(
  db: DatabaseExecutor,
  input: { companyId: string; id: string; body: unknown; baseUrl: string },
) {
  const row = await findRow(db, input.companyId, input.id);
  if (!row) return scimRefuse("missing", NOT_FOUND);
  const parsed = userFieldsFromResource(input.body);
  if (!parsed.ok) return parsed;
  return saveFields(db, { companyId: input.companyId, row, fields: parsed.fields, baseUrl: input.baseUrl });
}

/** PATCH /Users/{id}: RFC 7644 3.5.2 operations; active false deactivates the account at once. */
export async function patchScimUser(
  db: DatabaseExecutor,
  input: { companyId: string; id: string; body: unknown; baseUrl: string },
) {
  const row = await findRow(db, input.companyId, input.id);
  if (!row) return scimRefuse("missing", NOT_FOUND);
  const patched = applyUserPatch(fieldsOf(row), input.body);
  if (!patched.ok) return patched;
  return saveFields(db, { companyId: input.companyId, row, fields: patched.fields, baseUrl: input.baseUrl });
}

/**
 * DELETE /Users/{id}: the person leaves the company (company_employees, the company's groups) and
 * their account is deactivated; their bookings, certificates and progress are kept.
 */
export async function deleteScimUser(
  db: DatabaseExecutor,
  input: { companyId: string; id: string },
): Promise<Outcome | ScimRefusal> {
  const row = await findRow(db, input.companyId, input.id);
  if (!row) return scimRefuse("missing", NOT_FOUND);
  await db
    .deleteFrom("company_employees")
    .where("company_id", "=", input.companyId)
    .where("user_id", "=", row.user_id)
    .execute();
  await db.deleteFrom("scim_users").where("id", "=", row.id).execute();
  await setAccountDeactivated(db, row.user_id, true);
  return { ok: true };
}
