import { z } from "zod";
import * as m from "./messages";

/** Skills-development evidence (decision 0103-skills-evidence): forms and the financial year. */

export const FINANCIAL_YEAR_MESSAGE = () => m.chooseFinancialYear();

/**
 * ?year= of the skills exports: the calendar year in which the financial year starts (SETA years
 * run 1 April to 31 March, so 2025 is 1 April 2025 to 31 March 2026); absent: the current one.
 */
export function financialYearFrom(searchParams: URLSearchParams, currentYear: number): number | null {
  const text = searchParams.get("year");
  if (text === null || text === "") return currentYear;
  if (!/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= 2000 && year <= 2100 ? year : null;
}

/** "2025/26" for the year starting 1 April 2025. */
export function financialYearLabel(year: number): string {
  return `${year}/${String((year + 1) % 100).padStart(2, "0")}`;
}

export const ID_TYPES = ["sa-id", "passport"] as const;
export const ID_TYPE_LABELS: Record<(typeof ID_TYPES)[number], string> = {
  // i18n-exempt: also the values of the SETA export's ID-type column (skills-exports.server.ts)
  "sa-id": "South African ID",
  // i18n-exempt: SETA export value
  passport: "Passport",
};

/** Employment-equity categories as the Employment Equity Act and SETA templates name them. */
export const POPULATION_GROUPS = ["African", "Coloured", "Indian", "White", "Other"] as const;
export const GENDERS = ["Female", "Male", "Other"] as const;
export const DISABILITY_ANSWERS = ["No", "Yes"] as const;

/** The version of the consent wording below: a new wording gets a new version. */
export const EQUITY_CONSENT_VERSION = "skills-equity-2026-11";
// i18n-exempt: versioned consent wording, stored with its version as what the person agreed to
export const EQUITY_CONSENT_TEXT =
  "I agree that Campus may keep my population group, gender and disability status, and give them to the Skills Development Facilitator of my employer only in its skills-development reports to its SETA and for its B-BBEE scorecard. I may withdraw this consent at any time.";

export const SAVE_SKILLS_DETAILS_INTENT = "save-skills-details";
export const WITHDRAW_EQUITY_CONSENT_INTENT = "withdraw-equity-consent";

const version = z.coerce
  .number({ error: () => m.reloadThePageAndTry() })
  .int()
  .min(0)
  .max(1_000_000);

const idNumber = z
  .string()
  .trim()
  .max(30, { error: () => m.anIdOrPassportNumber() })
  .regex(/^[A-Za-z0-9 -]*$/, { error: () => m.lettersDigitsSpacesAnd() });

/** A South African ID number: 13 digits with a valid Luhn check digit. */
function isSouthAfricanIdNumber(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 13; index += 1) {
    let digit = Number(value[12 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const identityFields = {
  idType: z.enum(["", ...ID_TYPES], { error: () => m.chooseSouthAfricanIdOr() }),
  idNumber,
};

function checkIdentity(value: { idType: string; idNumber: string }, context: z.RefinementCtx) {
  const compact = value.idNumber.replace(/\s+/g, "");
  if (value.idType === "" && compact) {
    context.addIssue({ code: "custom", path: ["idType"], message: m.chooseSouthAfricanIdOr() });
  }
  if (value.idType !== "" && !compact) {
    context.addIssue({ code: "custom", path: ["idNumber"], message: m.enterTheIdOrPassport() });
  }
  if (value.idType === "sa-id" && compact && !isSouthAfricanIdNumber(compact)) {
    context.addIssue({ code: "custom", path: ["idNumber"], message: m.aSouthAfricanIdNumber() });
  }
}

export const skillsDetailsIntentSchema = z.discriminatedUnion("intent", [
  z
    .object({
      intent: z.literal(SAVE_SKILLS_DETAILS_INTENT),
      ...identityFields,
      /** Left empty to keep the stored number (the page shows it masked, never in the field). */
      equityConsent: z.enum(["", "on"]).default(""),
      populationGroup: z.enum(["", ...POPULATION_GROUPS], { error: () => m.chooseAPopulationGroup() }).default(""),
      gender: z.enum(["", ...GENDERS], { message: "Choose a gender." }).default(""),
      disability: z.enum(["", ...DISABILITY_ANSWERS], { error: () => m.chooseYesOrNo() }).default(""),
      version,
    })
    .superRefine((value, context) => {
      if (value.idNumber.trim()) checkIdentity(value, context);
      const anyEquity = value.populationGroup || value.gender || value.disability;
      if (anyEquity && value.equityConsent !== "on") {
        context.addIssue({
          code: "custom",
          path: ["equityConsent"],
          message: m.tickTheConsentBoxTo(),
        });
      }
    }),
  z.object({ intent: z.literal(WITHDRAW_EQUITY_CONSENT_INTENT), version }),
]);
export type SkillsDetailsIntent = z.infer<typeof skillsDetailsIntentSchema>;

/** The facilitator enters an employee's ID number (never the equity fields: those are the learner's own). */
export const SET_EMPLOYEE_ID_INTENT = "set-employee-id";
export const employeeIdSchema = z
  .object({
    intent: z.literal(SET_EMPLOYEE_ID_INTENT),
    employeeId: z
      .string()
      .trim()
      .min(1, { error: () => m.chooseAnEmployee() })
      .max(100),
    idType: z.enum(ID_TYPES, { error: () => m.chooseSouthAfricanIdOr() }),
    idNumber: idNumber.min(1, { error: () => m.enterTheIdOrPassport() }),
  })
  .superRefine(checkIdentity);

/** An admin names a company's facilitator (or nobody). */
export const SET_FACILITATOR_INTENT = "set-skills-facilitator";
export const facilitatorSchema = z.object({
  intent: z.literal(SET_FACILITATOR_INTENT),
  /** A training manager of the company; empty: no facilitator. */
  userId: z.string().trim().max(100),
  version: version.optional(),
});

/** Staff set an intervention's OFO occupation code and NQF level. */
export const INTERVENTION_TYPES = ["course", "cpd_course", "event", "schedule_date"] as const;
export type InterventionType = (typeof INTERVENTION_TYPES)[number];
export const INTERVENTION_TYPE_LABELS: Record<InterventionType, string> = {
  // i18n-exempt: also the values of the SETA export's intervention column (skills-exports.server.ts)
  course: "Online course",
  // i18n-exempt: SETA export value
  cpd_course: "CPD course",
  // i18n-exempt: SETA export value
  event: "Event",
  // i18n-exempt: SETA export value
  schedule_date: "Scheduled course",
};
export const SET_SKILLS_CODES_INTENT = "set-skills-codes";
export const skillsCodesSchema = z.object({
  intent: z.literal(SET_SKILLS_CODES_INTENT),
  itemType: z.enum(INTERVENTION_TYPES, { error: () => m.chooseTheKindOfIntervention() }),
  itemId: z
    .string()
    .trim()
    .min(1, { error: () => m.chooseAnIntervention() })
    .max(100),
  /** OFO code: year and six digits, "2021-242401" or just "242401". */
  ofoCode: z
    .string()
    .trim()
    .regex(/^((\d{4}-)?\d{6})?$/, { error: () => m.anOfoCodeIsSix() }),
  nqfLevel: z
    .string()
    .trim()
    .regex(/^([1-9]|10)?$/, { error: () => m.anNqfLevelIsA() })
    .transform((text) => (text ? Number(text) : null)),
  version: version.optional(),
});
