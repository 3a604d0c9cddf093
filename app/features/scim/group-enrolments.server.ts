import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";

/**
 * What a company's SCIM groups enrol their members in, as the training manager chose on "My
 * company" (decision 0102-scim-provisioning). The SCIM feature knows only ids; enrolling is done by
 * the composition root with the learning feature's own code.
 */
export interface GroupEnrolmentTarget {
  itemType: "course" | "path";
  itemId: string;
}

export interface CompanyGroupView {
  id: string;
  displayName: string;
  memberCount: number;
  enrolments: Array<{ id: string; itemType: "course" | "path"; itemId: string; title: string }>;
}

/** Most groups the mapping page shows; a company's provider syncs a handful of training groups. */
const MAX_GROUPS_SHOWN = 200;

export async function listCompanyGroups(db: DatabaseExecutor, companyId: string): Promise<CompanyGroupView[]> {
  const groups = await db
    .selectFrom("scim_groups")
    .select(["id", "display_name"])
    .where("company_id", "=", companyId)
    .orderBy("display_name_key")
    .orderBy("id")
    .limit(MAX_GROUPS_SHOWN)
    .execute();
  if (groups.length === 0) return [];
  const ids = groups.map((group) => group.id);
  const counts = await db
    .selectFrom("scim_group_members")
    .select(["group_id", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("group_id", "in", ids)
    .groupBy("group_id")
    .execute();
  const mappings = await db
    .selectFrom("scim_group_enrolments")
    .leftJoin("courses", (join) =>
      join
        .onRef("courses.id", "=", "scim_group_enrolments.item_id")
        .on("scim_group_enrolments.item_type", "=", "course"),
    )
    .leftJoin("learning_paths", (join) =>
      join
        .onRef("learning_paths.id", "=", "scim_group_enrolments.item_id")
        .on("scim_group_enrolments.item_type", "=", "path"),
    )
    .select([
      "scim_group_enrolments.id",
      "scim_group_enrolments.group_id",
      "scim_group_enrolments.item_type",
      "scim_group_enrolments.item_id",
      "courses.title as course_title",
      "learning_paths.title as path_title",
    ])
    .where("scim_group_enrolments.group_id", "in", ids)
    .orderBy("scim_group_enrolments.added_at")
    .orderBy("scim_group_enrolments.id")
    .execute();
  return groups.map((group) => ({
    id: group.id,
    displayName: group.display_name,
    memberCount: Number(counts.find((count) => count.group_id === group.id)?.count ?? 0),
    enrolments: mappings
      .filter((mapping) => mapping.group_id === group.id)
      .map((mapping) => ({
        id: mapping.id,
        itemType: mapping.item_type,
        itemId: mapping.item_id,
        title: mapping.course_title ?? mapping.path_title ?? "(removed)",
      })),
  }));
}

/** Maps the group to a course or path; answers the group's members' accounts so the caller enrols them now. */
export async function addGroupEnrolment(
  db: DatabaseExecutor,
  input: { companyId: string; groupId: string; target: GroupEnrolmentTarget },
): Promise<Outcome<{ activeMemberUserIds: string[] }>> {
  const group = await db
    .selectFrom("scim_groups")
    .select("id")
    .where("id", "=", input.groupId)
    .where("company_id", "=", input.companyId)
    .executeTakeFirst();
  if (!group) return refuse("missing", "This group no longer exists.");
  const { itemType, itemId } = input.target;
  const item =
    itemType === "course"
      ? await db
          .selectFrom("courses")
          .select("id")
          .where("id", "=", itemId)
          .where("is_published", "=", 1)
          .executeTakeFirst()
      : await db
          .selectFrom("learning_paths")
          .select("id")
          .where("id", "=", itemId)
          .where("is_published", "=", 1)
          .executeTakeFirst();
  if (!item) {
    const message = "Choose a published course or path from the list.";
    return refuse("invalid", message, { target: message });
  }
  const inserted = await db
    .insertInto("scim_group_enrolments")
    .values({
      id: createId(),
      group_id: group.id,
      item_type: itemType,
      item_id: itemId,
      added_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.columns(["group_id", "item_type", "item_id"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    const message = "This group already enrols its members in that course or path.";
    return refuse("conflict", message, { target: message });
  }
  return { ok: true, activeMemberUserIds: await activeMemberAccounts(db, group.id) };
}

export async function removeGroupEnrolment(
  db: DatabaseExecutor,
  input: { companyId: string; enrolmentId: string },
): Promise<Outcome> {
  const mapping = await db
    .selectFrom("scim_group_enrolments")
    .innerJoin("scim_groups", "scim_groups.id", "scim_group_enrolments.group_id")
    .select("scim_group_enrolments.id")
    .where("scim_group_enrolments.id", "=", input.enrolmentId)
    .where("scim_groups.company_id", "=", input.companyId)
    .executeTakeFirst();
  if (!mapping) return refuse("missing", "This mapping no longer exists.");
  await db.deleteFrom("scim_group_enrolments").where("id", "=", mapping.id).execute();
  return { ok: true };
}

/** The courses and paths the group enrols in. */
export async function groupEnrolmentTargets(db: DatabaseExecutor, groupId: string): Promise<GroupEnrolmentTarget[]> {
  const rows = await db
    .selectFrom("scim_group_enrolments")
    .select(["item_type", "item_id"])
    .where("group_id", "=", groupId)
    .orderBy("added_at")
    .execute();
  return rows.map((row) => ({ itemType: row.item_type, itemId: row.item_id }));
}

/** Accounts of the group's members that are active (a deactivated person is not enrolled). */
async function activeMemberAccounts(db: DatabaseExecutor, groupId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("scim_group_members")
    .innerJoin("scim_users", "scim_users.id", "scim_group_members.scim_user_id")
    .select("scim_users.user_id")
    .where("scim_group_members.group_id", "=", groupId)
    .where("scim_users.active", "=", 1)
    .execute();
  return rows.map((row) => row.user_id);
}

/** Of these accounts, those whose SCIM user is active. */
export async function activeProvisionedAccounts(db: DatabaseExecutor, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom("scim_users")
    .select("user_id")
    .where("user_id", "in", userIds)
    .where("active", "=", 1)
    .execute();
  return rows.map((row) => row.user_id);
}

/** The groups a SCIM user of the company is in. */
export async function groupsOfUser(db: DatabaseExecutor, scimUserId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("scim_group_members")
    .select("group_id")
    .where("scim_user_id", "=", scimUserId)
    .orderBy("group_id")
    .execute();
  return rows.map((row) => row.group_id);
}
