import { z } from "zod";
import { isCalendarDate } from "~/lib/form-fields";
import * as m from "./messages";

/**
 * An external CPD activity as the learner sends it (decision 0038): one schema for
 * the form and the action. The evidence file is checked on the server from its bytes
 * (cpd-activity-evidence.server.ts); the date against today in the site time zone and the body
 * against cpd_bodies are checked there too.
 */
/** The learner's posts on My CPD (the route's `access` names them, so they live in this client-safe module). */
export const ACTIVITY_INTENTS = {
  add: "add-activity",
  resubmit: "resubmit-activity",
  withdraw: "withdraw-activity",
} as const;

/** My CPD's "I report my CPD to" form (decision 0071): saves the learner's accrediting body, or none. */
export const CHOOSE_REPORTING_BODY_INTENT = "choose-reporting-body";

const CPD_ACTIVITY_CATEGORIES = ["clinical", "ethics", "general", "developmental"] as const;
export type CpdActivityCategory = (typeof CPD_ACTIVITY_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<CpdActivityCategory, string> = {
  get clinical() {
    return m.categoryClinical();
  },
  get ethics() {
    return m.categoryEthics();
  },
  get general() {
    return m.categoryGeneral();
  },
  get developmental() {
    return m.categoryDevelopmental();
  },
};

/** The largest evidence file: 10 MB (server/request-limits.ts CPD_EVIDENCE_MAX_BYTES must match). */
export const EVIDENCE_MAX_BYTES = 10_000_000;
export const evidenceTooLargeMessage = () => m.evidenceTooLarge();
/** The file picker's hint; the server decides from the bytes. */
export const EVIDENCE_ACCEPT = "application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png";

/** Points a learner may claim for one activity: more than 0, at most 100, in tenths. */
const MAX_ACTIVITY_POINTS = 100;

/** "2.5" or "2,5" as tenths (25); null when it is not a number with at most one decimal. */
export function pointsToTenths(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 10 + Number(match[2] ?? 0);
}

export const cpdActivitySchema = z.object({
  title: z
    .string({ error: () => m.enterActivitySTitle() })
    .trim()
    .min(1, { error: () => m.enterActivitySTitle() })
    .max(200, { error: () => m.keepTitle200Characters() }),
  provider: z
    .string({ error: () => m.enterWhoProvidedActivity() })
    .trim()
    .min(1, { error: () => m.enterWhoProvidedActivity() })
    .max(200, { error: () => m.keepProvider200Characters() }),
  activityDate: z
    .string({ error: () => m.enterDateActivity() })
    .trim()
    .min(1, { error: () => m.enterDateActivity() })
    .refine(isCalendarDate, { error: () => m.enterRealDateYyyyMm() }),
  points: z
    .string({ error: () => m.enterThePoints() })
    .trim()
    .min(1, { error: () => m.enterThePoints() })
    .refine((text) => pointsToTenths(text) !== null, { error: () => m.enterPointsNumberExample2() })
    .refine(
      (text) => {
        const tenths = pointsToTenths(text);
        return tenths === null || (tenths > 0 && tenths <= MAX_ACTIVITY_POINTS * 10);
      },
      { error: () => m.pointsRange({ max: MAX_ACTIVITY_POINTS }) },
    ),
  category: z.enum(CPD_ACTIVITY_CATEGORIES, { error: () => m.chooseACategory() }),
  bodyCode: z
    .string({ error: () => m.chooseAccreditingBody() })
    .trim()
    .min(1, { error: () => m.chooseAccreditingBody() })
    .max(40, { error: () => m.chooseAccreditingBody() }),
});

export type CpdActivityInput = z.infer<typeof cpdActivitySchema>;

/** Functions, so each is worded in the language of the request that reads it. */
export const missingActivityMessage = () => m.missingActivity();

/** The activity a Send again or Withdraw names, at the version the page showed (decision 0015). */
const activityTarget = {
  activityId: z.string({ error: missingActivityMessage }).min(1, { error: missingActivityMessage }),
  version: z
    .string({ error: missingActivityMessage })
    .regex(/^\d{1,9}$/, { error: missingActivityMessage })
    .transform(Number),
};

/** Everything My CPD posts, told apart by its intent; the route switches on it. */
export const myCpdIntentSchema = z.discriminatedUnion(
  "intent",
  [
    cpdActivitySchema.extend({ intent: z.literal(ACTIVITY_INTENTS.add) }),
    cpdActivitySchema.extend({ intent: z.literal(ACTIVITY_INTENTS.resubmit), ...activityTarget }),
    z.object({ intent: z.literal(ACTIVITY_INTENTS.withdraw), ...activityTarget }),
    z.object({ intent: z.literal(CHOOSE_REPORTING_BODY_INTENT), reportsTo: z.string().default("") }),
  ],
  { error: () => m.chooseIntent() },
);
export type MyCpdIntent = z.output<typeof myCpdIntentSchema>;

/** A review: approve, or reject with a reason the learner reads. */
export const REJECTION_REASON_MAX = 1000;
