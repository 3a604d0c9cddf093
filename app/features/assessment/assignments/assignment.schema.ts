import { z } from "zod";
import * as m from "./messages";

/**
 * The forms of assignments and their marking (decision 0095-assignments-and-portfolios), one discriminated union
 * per screen. Client-safe: routes import the intent names into their `access`.
 */

export const ASSIGNMENT_INTENTS = {
  submit: "submit-assignment",
  mark: "mark-submission",
  signOff: "sign-off",
  nameStaff: "name-staff",
  removeStaff: "remove-staff",
} as const;

const id = z
  .string()
  .trim()
  .min(1, { error: () => m.formMissingRecord() })
  .max(64);
const comment = z.string().max(4000, { error: () => m.commentTooLong() });

export const submitAssignmentSchema = z.object({
  intent: z.literal(ASSIGNMENT_INTENTS.submit),
  blockId: id,
  text: z
    .string()
    .max(200_000, { error: () => m.answerTooLong() })
    .default(""),
});

/** The marking form; each criterion's outcome, level and comment are read by name beside it. */
export const markSubmissionSchema = z.looseObject({
  intent: z.literal(ASSIGNMENT_INTENTS.mark),
  version: z.coerce.number().int().min(1).max(1_000_000),
  comment: comment.default(""),
});

export const moderationIntentSchema = z.object({
  intent: z.literal(ASSIGNMENT_INTENTS.signOff),
  markId: id,
  decision: z.enum(["confirmed", "referred-back"], { error: () => m.chooseConfirmOrReferBack() }),
  comment: comment.default(""),
});

const role = z.enum(["assessor", "moderator"], { error: () => m.chooseRole() });

export const staffIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal(ASSIGNMENT_INTENTS.nameStaff), userId: id, role }),
  z.object({ intent: z.literal(ASSIGNMENT_INTENTS.removeStaff), userId: id, role }),
]);
