import { z } from "zod";
import { MARK_ATTENDANCE_INTENT } from "./attendance-intent";

/** The form field of an override's reason (the attendance toggle sends it, the action reads it). */
export const OVERRIDE_REASON_FIELD = "overrideReason";
const MAX_OVERRIDE_REASON = 500;

const CHOOSE_BOOKING = "Choose a booking and whether they attended.";
const REASON_TOO_LONG = `Keep the reason to ${MAX_OVERRIDE_REASON} characters.`;

/** Manage events' Attended toggle: one booking of one event marked present or not, with a reason when outside the rules. */
export const markAttendanceSchema = z.object({
  intent: z.literal(MARK_ATTENDANCE_INTENT),
  eventId: z.string({ error: CHOOSE_BOOKING }).min(1, CHOOSE_BOOKING).max(64, CHOOSE_BOOKING),
  bookingId: z.string({ error: CHOOSE_BOOKING }).min(1, CHOOSE_BOOKING).max(64, CHOOSE_BOOKING),
  attended: z.enum(["true", "false"], { error: CHOOSE_BOOKING }).transform((value) => value === "true"),
  [OVERRIDE_REASON_FIELD]: z.string().trim().max(MAX_OVERRIDE_REASON, REASON_TOO_LONG).default(""),
});
export type MarkAttendanceInput = Omit<z.output<typeof markAttendanceSchema>, "intent">;
