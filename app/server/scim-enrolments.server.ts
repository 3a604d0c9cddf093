import { enrolStudentInPath } from "~/features/learning/paths/path-enrolment.server";
import { insertEnrolment } from "~/features/learning/self-enrolment.server";
import {
  activeProvisionedAccounts,
  addGroupEnrolment,
  type GroupEnrolmentTarget,
  groupEnrolmentTargets,
  removeGroupEnrolment,
} from "~/features/scim/group-enrolments.server";
import type { ScimRefusal } from "~/features/scim/scim-protocol";
import type { Outcome } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { inTransaction } from "~db/transactions";
import * as m from "./scim-enrolments.messages";

/**
 * SCIM groups → enrolments (decision 0102-scim-provisioning), composed here so neither the scim nor
 * the learning feature imports the other: the learning feature's own enrolment code enrols, and a
 * second enrolment changes nothing, so progress is kept.
 */
class MappingRefused extends Error {
  constructor(readonly refusal: ScimRefusal) {
    super("mapping refused");
  }
}

/**
 * Enrols the accounts that joined a group (the active ones) in the group's courses and paths, with
 * the learning feature's own enrolment: a second enrolment changes nothing, so progress is kept.
 */
export async function enrolJoined(
  db: DatabaseExecutor,
  caller: { createdByUserId: string | null },
  groupId: string,
  userIds: string[],
): Promise<void> {
  if (userIds.length === 0) return;
  const targets = await groupEnrolmentTargets(db, groupId);
  if (targets.length === 0) return;
  const accounts = await activeProvisionedAccounts(db, userIds);
  if (accounts.length === 0) return;
  const emails = await db.selectFrom("user").select(["id", "email"]).where("id", "in", accounts).execute();
  for (const account of emails) {
    const enrolledBy = caller.createdByUserId ?? account.id;
    for (const target of targets) {
      if (target.itemType === "course") await insertEnrolment(db, target.itemId, account.id, enrolledBy);
      else await enrolStudentInPath(db, { pathId: target.itemId, email: account.email, enrolledBy });
    }
  }
}

/**
 * My company › Groups: maps a group to a course or path and enrols the group's active members now,
 * in one transaction (later members are enrolled as they join).
 */
export async function mapGroupAndEnrolMembers(
  db: DatabaseExecutor,
  input: { companyId: string; groupId: string; target: GroupEnrolmentTarget; enrolledBy: string },
): Promise<Outcome<{ message: string }>> {
  try {
    return await inTransaction(db, async (trx) => {
      const mapped = await addGroupEnrolment(trx, input);
      if (!mapped.ok) throw new MappingRefused(mapped);
      await enrolJoined(trx, { createdByUserId: input.enrolledBy }, input.groupId, mapped.activeMemberUserIds);
      const count = mapped.activeMemberUserIds.length;
      return { ok: true as const, message: m.addedEnrolled({ count }) };
    });
  } catch (error) {
    if (error instanceof MappingRefused) return error.refusal;
    throw error;
  }
}

export function unmapGroupEnrolment(db: DatabaseExecutor, input: { companyId: string; enrolmentId: string }) {
  return removeGroupEnrolment(db, input);
}
