import { createId } from "~/lib/ids";
import type { Outcome } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import type { ScimFilter } from "./scim-filter";
import {
  boundedString,
  GROUP_SCHEMA,
  isPlainObject,
  MAX_MEMBERS_PER_REQUEST,
  MAX_SCIM_COUNT,
  type ScimRefusal,
  scimRefuse,
} from "./scim-protocol";
import { type FilterColumn, filterCondition } from "./scim-query";
import { patchOperations } from "./scim-user-fields";

/**
 * SCIM Groups of one company (decision 0102-scim-provisioning). Members are the company's SCIM
 * users; an id of anyone else is "not found" for this company. Each change answers the accounts
 * that joined the group, so the caller can enrol them in the group's courses and paths; leaving a
 * group takes no progress away.
 */
const NOT_FOUND = "No group with this id.";
const TAKEN = "A group with this displayName already exists.";
const MAX_DISPLAY_NAME = 200;

const GROUP_COLUMNS: Record<string, FilterColumn> = {
  id: { column: "scim_groups.id", caseExact: true },
  displayName: { column: "scim_groups.display_name" },
  externalId: { column: "scim_groups.external_id", caseExact: true },
};

interface GroupRow {
  id: string;
  display_name: string;
  external_id: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}

interface MemberRow {
  group_id: string;
  scim_user_id: string;
  display: string;
}

export interface GroupChange {
  resource: ReturnType<typeof groupResource>;
  groupId: string;
  /** Accounts that joined the group by this request (active or not: the caller enrols the active ones). */
  joinedUserIds: string[];
}

function groupResource(row: GroupRow, members: MemberRow[] | null, baseUrl: string) {
  return {
    schemas: [GROUP_SCHEMA],
    id: row.id,
    ...(row.external_id ? { externalId: row.external_id } : {}),
    displayName: row.display_name,
    ...(members
      ? {
          members: members.map((member) => ({
            value: member.scim_user_id,
            display: member.display,
            $ref: `${baseUrl}/Users/${member.scim_user_id}`,
          })),
        }
      : {}),
    meta: {
      resourceType: "Group",
      created: row.created_at,
      lastModified: row.updated_at,
      location: `${baseUrl}/Groups/${row.id}`,
      version: `W/"${row.version}"`,
    },
  };
}

const GROUP_ROW = [
  "scim_groups.id",
  "scim_groups.display_name",
  "scim_groups.external_id",
  "scim_groups.created_at",
  "scim_groups.updated_at",
  "scim_groups.version",
] as const;

async function findGroup(db: DatabaseExecutor, companyId: string, id: string) {
  return db
    .selectFrom("scim_groups")
    .select(GROUP_ROW)
    .where("company_id", "=", companyId)
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Members of the groups in one query. */
async function membersOf(db: DatabaseExecutor, groupIds: string[]): Promise<MemberRow[]> {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom("scim_group_members")
    .innerJoin("scim_users", "scim_users.id", "scim_group_members.scim_user_id")
    .select(["scim_group_members.group_id", "scim_group_members.scim_user_id", "scim_users.user_name as display"])
    .where("scim_group_members.group_id", "in", groupIds)
    .orderBy("scim_group_members.scim_user_id")
    .execute();
}

export async function getScimGroup(
  db: DatabaseExecutor,
  input: { companyId: string; id: string; baseUrl: string; withMembers: boolean },
) {
  const row = await findGroup(db, input.companyId, input.id);
  if (!row) return scimRefuse("missing", NOT_FOUND);
  const members = input.withMembers ? await membersOf(db, [row.id]) : null;
  return { ok: true as const, resource: groupResource(row, members, input.baseUrl) };
}

export async function listScimGroups(
  db: DatabaseExecutor,
  input: {
    companyId: string;
    filter: ScimFilter | null;
    startIndex: number;
    count: number;
    baseUrl: string;
    withMembers: boolean;
  },
) {
  let query = db.selectFrom("scim_groups").where("scim_groups.company_id", "=", input.companyId);
  const filter = input.filter;
  if (filter) query = query.where((eb) => filterCondition(eb, filter, GROUP_COLUMNS));
  const total = await query.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow();
  const count = Math.min(Math.max(input.count, 0), MAX_SCIM_COUNT);
  const rows =
    count === 0
      ? []
      : await query
          .select(GROUP_ROW)
          .orderBy("scim_groups.id")
          .limit(count)
          .offset(input.startIndex - 1)
          .execute();
  const members = input.withMembers
    ? await membersOf(
        db,
        rows.map((row) => row.id),
      )
    : null;
  return {
    totalResults: Number(total.count),
    resources: rows.map((row) =>
      groupResource(row, members ? members.filter((member) => member.group_id === row.id) : null, input.baseUrl),
    ),
  };
}

/** The `value`s of a members array, or a refusal; at most MAX_MEMBERS_PER_REQUEST. */
function memberIds(value: unknown): string[] | ScimRefusal {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  if (list.length > MAX_MEMBERS_PER_REQUEST) {
    return scimRefuse("invalid", `Send at most ${MAX_MEMBERS_PER_REQUEST} members in one request.`, "invalidValue");
  }
  const ids: string[] = [];
  for (const entry of list) {
    const id = isPlainObject(entry) ? boundedString(entry.value, 100) : null;
    if (!id) return scimRefuse("invalid", "Each member needs a value: the id of a user.", "invalidValue");
    ids.push(id);
  }
  return [...new Set(ids)];
}

/** The ids are the company's users (scim id → account id), or a refusal naming none of the others. */
async function companyUsers(db: DatabaseExecutor, companyId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom("scim_users")
    .select(["id", "user_id"])
    .where("company_id", "=", companyId)
    .where("id", "in", ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.user_id]));
}

interface GroupDraft {
  displayName: string;
  externalId: string | null;
  /** Null: members unchanged. */
  members: Set<string> | null;
}

function readDisplayName(value: unknown): string | ScimRefusal {
  const name = boundedString(value, MAX_DISPLAY_NAME);
  if (!name)
    return scimRefuse(
      "invalid",
      `displayName must be a string of 1 to ${MAX_DISPLAY_NAME} characters.`,
      "invalidValue",
    );
  return name;
}

function readExternalId(value: unknown): string | null | ScimRefusal {
  if (value === null) return null;
  const id = boundedString(value, 256);
  if (id === null)
    return scimRefuse("invalid", "externalId must be a string of at most 256 characters.", "invalidValue");
  return id || null;
}

function draftFromResource(body: unknown): GroupDraft | ScimRefusal {
  if (!isPlainObject(body)) return scimRefuse("invalid", "The body must be a JSON object.", "invalidSyntax");
  const displayName = readDisplayName(body.displayName);
  if (typeof displayName !== "string") return displayName;
  const externalId = body.externalId === undefined ? null : readExternalId(body.externalId);
  if (externalId !== null && typeof externalId !== "string") return externalId;
  const members = memberIds(body.members);
  if (!Array.isArray(members)) return members;
  return { displayName, externalId, members: new Set(members) };
}

/** Saves the draft: its name (unique in the company), its members (the company's users only). */
async function saveGroup(
  db: DatabaseExecutor,
  input: { companyId: string; row: GroupRow | null; draft: GroupDraft; baseUrl: string },
): Promise<Outcome<GroupChange> | ScimRefusal> {
  const { draft, row } = input;
  let sameName = db
    .selectFrom("scim_groups")
    .select("id")
    .where("company_id", "=", input.companyId)
    .where("display_name_key", "=", draft.displayName.toLowerCase());
  if (row) sameName = sameName.where("id", "<>", row.id);
  if (await sameName.executeTakeFirst()) return scimRefuse("conflict", TAKEN, "uniqueness");
  let accounts = new Map<string, string>();
  if (draft.members) {
    accounts = await companyUsers(db, input.companyId, [...draft.members]);
    const unknown = [...draft.members].find((id) => !accounts.has(id));
    if (unknown) return scimRefuse("invalid", `No user with the id "${unknown.slice(0, 100)}".`, "invalidValue");
  }
  const now = new Date().toISOString();
  const groupId = row?.id ?? createId();
  if (row) {
    const updated = await db
      .updateTable("scim_groups")
      .set({
        display_name: draft.displayName,
        display_name_key: draft.displayName.toLowerCase(),
        external_id: draft.externalId,
        updated_at: now,
        version: row.version + 1,
      })
      .where("id", "=", row.id)
      .where("version", "=", row.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      return scimRefuse("stale", "The group changed while this request ran. Send it again.");
  } else {
    await db
      .insertInto("scim_groups")
      .values({
        id: groupId,
        company_id: input.companyId,
        display_name: draft.displayName,
        display_name_key: draft.displayName.toLowerCase(),
        external_id: draft.externalId,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  const joinedUserIds: string[] = [];
  if (draft.members) {
    const current = new Set(
      (await db.selectFrom("scim_group_members").select("scim_user_id").where("group_id", "=", groupId).execute()).map(
        (member) => member.scim_user_id,
      ),
    );
    const leaving = [...current].filter((id) => !draft.members?.has(id));
    const joining = [...draft.members].filter((id) => !current.has(id));
    if (leaving.length > 0) {
      await db
        .deleteFrom("scim_group_members")
        .where("group_id", "=", groupId)
        .where("scim_user_id", "in", leaving)
        .execute();
    }
    if (joining.length > 0) {
      await db
        .insertInto("scim_group_members")
        .values(joining.map((id) => ({ group_id: groupId, scim_user_id: id, added_at: now })))
        .execute();
    }
    for (const id of joining) joinedUserIds.push(accounts.get(id) as string);
  }
  const saved = await findGroup(db, input.companyId, groupId);
  if (!saved) return scimRefuse("missing", NOT_FOUND);
  const members = await membersOf(db, [groupId]);
  return { ok: true, groupId, joinedUserIds, resource: groupResource(saved, members, input.baseUrl) };
}

export async function createScimGroup(
  db: DatabaseExecutor,
  input: { companyId: string; body: unknown; baseUrl: string },
) {
  const draft = draftFromResource(input.body);
  if ("ok" in draft) return draft;
  return saveGroup(db, { companyId: input.companyId, row: null, draft, baseUrl: input.baseUrl });
}

export async function replaceScimGroup(
  db: DatabaseExecutor,
  input: { companyId: string; id: string; body: unknown; baseUrl: string },
) {
  const row = await findGroup(db, input.companyId, input.id);
  if (!row) return scimRefuse("missing", NOT_FOUND);
  const draft = draftFromResource(input.body);
  if ("ok" in draft) return draft;
  return saveGroup(db, { companyId: input.companyId, row, draft, baseUrl: input.baseUrl });
}

const MEMBER_FILTER = /^members\s*\[\s*value\s+eq\s+"([^"]{1,100})"\s*\]$/i;

/**
 * PATCH /Groups/{id} as Entra ID and Okta send it: members added and removed with a path of
 * "members" and a value list, or removed by `members[value eq "id"]`; displayName replaced with a
 * path, or in a value object without one.
 */
export async function patchScimGroup(
  db: DatabaseExecutor,
  input: { companyId: string; id: string; body: unknown; baseUrl: string },
) {
  const row = await findGroup(db, input.companyId, input.id);
  if (!row) return scimRefuse("missing", NOT_FOUND);
  const operations = patchOperations(input.body);
  if (!Array.isArray(operations)) return operations;
  let members: Set<string> | null = null;
  const loadMembers = async () => {
    members ??= new Set(
      (await db.selectFrom("scim_group_members").select("scim_user_id").where("group_id", "=", row.id).execute()).map(
        (member) => member.scim_user_id,
      ),
    );
    return members;
  };
  const draft: GroupDraft = { displayName: row.display_name, externalId: row.external_id, members: null };
  const setAttribute = async (op: string, path: string, value: unknown): Promise<ScimRefusal | null> => {
    const lower = path.trim().toLowerCase();
    const filtered = MEMBER_FILTER.exec(path.trim());
    if (filtered) {
      if (op !== "remove") return scimRefuse("invalid", "Only remove takes a filtered members path.", "invalidPath");
      (await loadMembers()).delete(filtered[1] as string);
      return null;
    }
    if (lower === "members") {
      const ids = memberIds(value);
      if (!Array.isArray(ids)) return ids;
      const current = await loadMembers();
      if (op === "replace") current.clear();
      if (op === "remove" && value === undefined) current.clear();
      for (const id of ids) {
        if (op === "remove") current.delete(id);
        else current.add(id);
      }
      return null;
    }
    if (lower === "displayname") {
      if (op === "remove") return scimRefuse("invalid", "displayName is required and cannot be removed.", "mutability");
      const name = readDisplayName(value);
      if (typeof name !== "string") return name;
      draft.displayName = name;
      return null;
    }
    if (lower === "externalid") {
      const externalId = op === "remove" ? null : readExternalId(value);
      if (externalId !== null && typeof externalId !== "string") return externalId;
      draft.externalId = externalId;
      return null;
    }
    if (lower === "id" || lower === "schemas" || lower === "meta") return null;
    return scimRefuse("invalid", `The path "${path.slice(0, 100)}" is not an attribute of a group.`, "invalidPath");
  };
  for (const operation of operations) {
    if (operation.path) {
      const refusal = await setAttribute(operation.op, operation.path, operation.value);
      if (refusal) return refusal;
      continue;
    }
    if (operation.op === "remove") return scimRefuse("invalid", "A remove operation needs a path.", "noTarget");
    if (!isPlainObject(operation.value)) {
      return scimRefuse("invalid", "An operation without a path needs an object value.", "invalidSyntax");
    }
    for (const [key, value] of Object.entries(operation.value)) {
      const refusal = await setAttribute(operation.op, key, value);
      if (refusal) return refusal;
    }
  }
  draft.members = members;
  return saveGroup(db, { companyId: input.companyId, row, draft, baseUrl: input.baseUrl });
}

/** DELETE /Groups/{id}: the group and its memberships go; enrolments made through it stay. */
export async function deleteScimGroup(db: DatabaseExecutor, input: { companyId: string; id: string }) {
  const row = await findGroup(db, input.companyId, input.id);
  if (!row) return scimRefuse("missing", NOT_FOUND);
  await db.deleteFrom("scim_groups").where("id", "=", row.id).execute();
  return { ok: true as const };
}
