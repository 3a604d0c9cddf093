import { z } from "zod";
import { isCalendarDate } from "~/lib/form-fields";

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
  clinical: "Clinical",
  ethics: "Ethics",
  general: "General",
  developmental: "Developmental",
};

/** The largest evidence file: 10 MB (server/request-limits.ts CPD_EVIDENCE_MAX_BYTES must match). */
export const EVIDENCE_MAX_BYTES = 10_000_000;
export const EVIDENCE_TOO_LARGE_MESSAGE = "The evidence file is larger than 10 MB. Choose a smaller file.";
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
    .string({ message: "Enter the activity's title." })
    .trim()
    .min(1, "Enter the activity's title.")
    .max(200, "Keep the title to 200 characters."),
  provider: z
    .string({ message: "Enter who provided the activity." })
    .trim()
    .min(1, "Enter who provided the activity.")
    .max(200, "Keep the provider to 200 characters."),
  activityDate: z
    .string({ message: "Enter the date of the activity." })
    .trim()
    .min(1, "Enter the date of the activity.")
    .refine(isCalendarDate, "Enter a real date as YYYY-MM-DD, for example 2026-03-14."),
  points: z
    .string({ message: "Enter the points." })
    .trim()
    .min(1, "Enter the points.")
    .refine((text) => pointsToTenths(text) !== null, "Enter the points as a number, for example 2 or 2.5.")
    .refine((text) => {
      const tenths = pointsToTenths(text);
      return tenths === null || (tenths > 0 && tenths <= MAX_ACTIVITY_POINTS * 10);
    }, `Enter more than 0 and at most ${MAX_ACTIVITY_POINTS} points.`),
  category: z.enum(CPD_ACTIVITY_CATEGORIES, { message: "Choose a category." }),
  bodyCode: z
    .string({ message: "Choose the accrediting body." })
    .trim()
    .min(1, "Choose the accrediting body.")
    .max(40, "Choose the accrediting body."),
});

export type CpdActivityInput = z.infer<typeof cpdActivitySchema>;

export const MISSING_ACTIVITY_MESSAGE = "The activity or its version is missing. Reload the page and try again.";

/** The activity a Send again or Withdraw names, at the version the page showed (decision 0015). */
const activityTarget = {
  activityId: z.string({ message: MISSING_ACTIVITY_MESSAGE }).min(1, MISSING_ACTIVITY_MESSAGE),
  version: z
    .string({ message: MISSING_ACTIVITY_MESSAGE })
    .regex(/^\d{1,9}$/, MISSING_ACTIVITY_MESSAGE)
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
  { error: "Choose Add an activity, Send again or Withdraw." },
);
export type MyCpdIntent = z.output<typeof myCpdIntentSchema>;

/** A review: approve, or reject with a reason the learner reads. */
export const REJECTION_REASON_MAX = 1000;
