import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import * as m from "./messages";

/**
 * A company's Skills Development Facilitator (decision 0103-skills-evidence): one of its training
 * managers, named by an admin on the company's page. Naming nobody removes the facilitator.
 */
export async function loadFacilitatorChoice(db: DatabaseExecutor, companyId: string) {
  const [current, managers] = await Promise.all([
    db
      .selectFrom("company_skills_facilitators")
      .select(["user_id", "version"])
      .where("company_id", "=", companyId)
      .executeTakeFirst(),
    db
      .selectFrom("company_managers")
      .innerJoin("user", "user.id", "company_managers.user_id")
      .select(["user.id", "user.name", "user.email"])
      .where("company_managers.company_id", "=", companyId)
      .orderBy("user.name")
      .orderBy("user.id")
      .limit(100)
      .execute(),
  ]);
  return {
    facilitatorId: current?.user_id ?? "",
    version: current?.version ?? 0,
    managers: managers.map((manager) => ({ id: manager.id, label: `${manager.name} (${manager.email})` })),
  };
}

export async function setFacilitator(
  db: DatabaseExecutor,
  input: { companyId: string; userId: string; version?: number; adminId: string; now?: Date },
): Promise<Outcome<{ facilitatorId: string }>> {
  const current = await db
    .selectFrom("company_skills_facilitators")
    .select(["user_id", "version"])
    .where("company_id", "=", input.companyId)
    .executeTakeFirst();
  if (input.version !== undefined && (current?.version ?? 0) !== input.version) return refuse("stale");
  if (!input.userId) {
    await db.deleteFrom("company_skills_facilitators").where("company_id", "=", input.companyId).execute();
    return { ok: true, facilitatorId: "" };
  }
  const manager = await db
    .selectFrom("company_managers")
    .select("user_id")
    .where("company_id", "=", input.companyId)
    .where("user_id", "=", input.userId)
    .executeTakeFirst();
  if (!manager) {
    return refuse("invalid", m.chooseOneOfTheCompany(), {
      userId: "Choose one of the company's training managers.",
    });
  }
  const assignedAt = (input.now ?? new Date()).toISOString();
  if (current) {
    const updated = await db
      .updateTable("company_skills_facilitators")
      .set({
        user_id: input.userId,
        assigned_by_user_id: input.adminId,
        assigned_at: assignedAt,
        version: current.version + 1,
      })
      .where("company_id", "=", input.companyId)
      .where("version", "=", current.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return refuse("stale");
  } else {
    await db
      .insertInto("company_skills_facilitators")
      .values({
        company_id: input.companyId,
        user_id: input.userId,
        assigned_by_user_id: input.adminId,
        assigned_at: assignedAt,
      })
      .execute();
  }
  return { ok: true, facilitatorId: input.userId };
}
