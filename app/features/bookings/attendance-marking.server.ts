import type { Kysely } from "kysely";
import { z } from "zod";
import { type Refusal, refuse } from "~/lib/refusal";
import type { Database } from "~db/schema";

export { MARK_ATTENDANCE_INTENT } from "./attendance-intent";

const markAttendanceForm = z.object({
  eventId: z.string().min(1).max(64),
  bookingId: z.string().min(1).max(64),
  attended: z.enum(["true", "false"]),
});

export type MarkAttendanceResult = { ok: true; bookingId: string; attended: boolean } | Refusal;

/**
 * Marks one booking of one event present or not, as the form asks. The event is named in the
 * same statement that writes, so a booking id from another event changes nothing (404).
 * Attendance is a fact rather than an edit two people could lose, so it has no version: marking
 * twice is harmless, and the first marking's time and marker are kept as the evidence. Taking
 * attendance back also takes back a check-in at the door (a wrong scan): the person's code checks
 * them in again.
 */
export async function markAttendanceFromForm(
  db: Kysely<Database>,
  formData: FormData,
  markedBy: string,
): Promise<MarkAttendanceResult> {
  const parsed = markAttendanceForm.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return refuse("invalid", "Choose a booking and whether they attended.");
  const { eventId, bookingId } = parsed.data;
  const attended = parsed.data.attended === "true";
  const result = await db
    .updateTable("event_bookings")
    .set(
      attended
        ? (eb) => ({
            attended_at: eb.fn.coalesce("attended_at", eb.val(new Date().toISOString())),
            attendance_marked_by: eb.fn.coalesce("attendance_marked_by", eb.val(markedBy)),
          })
        : { attended_at: null, attendance_marked_by: null, checked_in_at: null, checked_in_by: null },
    )
    .where("id", "=", bookingId)
    .where("event_id", "=", eventId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return refuse("missing", "That booking is not on this event.");
  return { ok: true, bookingId, attended };
}
