import type { Updateable } from "kysely";
import { maskIdNumber } from "~/lib/id-number-mask";
import { type Outcome, refuse } from "~/lib/refusal";
import { selectConfirmedCompanyEmployees } from "~db/confirmed-company-employees";
import type { DatabaseExecutor } from "~db/executor";
import type { Database } from "~db/schema";
import * as m from "./messages";
import { EQUITY_CONSENT_VERSION, type SkillsDetailsIntent } from "./skills.schema";

/**
 * A learner's details for skills reporting (decision 0103-skills-evidence). The page shows the ID
 * number masked, never in full: the full number leaves Campus only in the annual training report
 * of the learner's employer's facilitator. Equity fields are kept only while the learner consents;
 * withdrawing the consent clears them at once.
 */
export interface SkillsDetailsView {
  idType: string;
  maskedIdNumber: string;
  hasConsented: boolean;
  consentVersion: string;
  populationGroup: string;
  gender: string;
  disability: string;
  version: number;
}

export async function loadSkillsDetails(db: DatabaseExecutor, userId: string): Promise<SkillsDetailsView> {
  const row = await db
    .selectFrom("learner_skills_details")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirst();
  const hasConsented = Boolean(row?.equity_consented_at);
  return {
    idType: row?.id_type ?? "",
    maskedIdNumber: maskIdNumber(row?.id_number),
    hasConsented,
    consentVersion: row?.equity_consent_version ?? "",
    populationGroup: hasConsented ? (row?.population_group ?? "") : "",
    gender: hasConsented ? (row?.gender ?? "") : "",
    disability: hasConsented ? (row?.disability ?? "") : "",
    version: row?.version ?? 0,
  };
}

const EMPTY_EQUITY = {
  population_group: "",
  gender: "",
  disability: "",
  equity_consented_at: null,
  equity_consent_version: null,
} as const;

/** Saves at the version the form showed (0: nothing stored yet); a stale form is refused. */
export async function saveSkillsDetails(
  db: DatabaseExecutor,
  userId: string,
  input: SkillsDetailsIntent,
  now = new Date(),
): Promise<Outcome> {
  const current = await db
    .selectFrom("learner_skills_details")
    .select(["version", "equity_consented_at", "equity_consent_version"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if ((current?.version ?? 0) !== input.version) return refuse("stale");
  const at = now.toISOString();
  let values: Omit<Updateable<Database["learner_skills_details"]>, "user_id" | "updated_at" | "version">;
  if (input.intent === "withdraw-equity-consent") {
    values = { ...EMPTY_EQUITY };
  } else {
    const identity = input.idNumber.trim()
      ? {
          id_type: input.idType,
          id_number: input.idNumber.replace(/\s+/g, "").toUpperCase(),
          id_entered_by_user_id: userId,
        }
      : {};
    const consents = input.equityConsent === "on";
    const equity = consents
      ? {
          population_group: input.populationGroup,
          gender: input.gender,
          disability: input.disability,
          // A consent already given keeps its date and wording; a new one records today's.
          equity_consented_at: current?.equity_consented_at ?? at,
          equity_consent_version: current?.equity_consented_at
            ? (current.equity_consent_version ?? EQUITY_CONSENT_VERSION)
            : EQUITY_CONSENT_VERSION,
        }
      : EMPTY_EQUITY;
    values = { ...identity, ...equity };
  }
  if (!current) {
    await db
      .insertInto("learner_skills_details")
      .values({ user_id: userId, ...values, updated_at: at })
      .execute();
    return { ok: true };
  }
  const updated = await db
    .updateTable("learner_skills_details")
    .set({ ...values, updated_at: at, version: current.version + 1 })
    .where("user_id", "=", userId)
    .where("version", "=", current.version)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 0 ? refuse("stale") : { ok: true };
}

/**
 * The facilitator enters the ID number of one of their company's employees with an account
 * (never the equity fields: those are the learner's own, with consent). The number is saved like
 * the learner's own (at the row's next version); the page never shows it back in full.
 */
export async function setEmployeeIdNumber(
  db: DatabaseExecutor,
  input: { companyId: string; employeeId: string; idType: string; idNumber: string; enteredBy: string },
  now = new Date(),
): Promise<Outcome<{ employeeName: string }>> {
  const employee = await selectConfirmedCompanyEmployees(db)
    .select(["user_id", "name"])
    .where("id", "=", input.employeeId)
    .where("company_id", "=", input.companyId)
    .executeTakeFirst();
  if (!employee)
    return refuse("invalid", m.chooseOneOfTheCompany2(), {
      employeeId: "Choose one of the company's employees.",
    });
  if (!employee.user_id) {
    return refuse("invalid", m.thisEmployeeHasNoCampus(), {
      employeeId: "This employee has no Campus account yet.",
    });
  }
  const values = {
    id_type: input.idType,
    id_number: input.idNumber.replace(/\s+/g, "").toUpperCase(),
    id_entered_by_user_id: input.enteredBy,
    updated_at: now.toISOString(),
  };
  const current = await db
    .selectFrom("learner_skills_details")
    .select("version")
    .where("user_id", "=", employee.user_id)
    .executeTakeFirst();
  if (!current) {
    await db
      .insertInto("learner_skills_details")
      .values({ user_id: employee.user_id, ...values })
      .onConflict((conflict) => conflict.column("user_id").doNothing())
      .execute();
  } else {
    const updated = await db
      .updateTable("learner_skills_details")
      .set({ ...values, version: current.version + 1 })
      .where("user_id", "=", employee.user_id)
      .where("version", "=", current.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return refuse("stale");
  }
  return { ok: true, employeeName: employee.name };
}
