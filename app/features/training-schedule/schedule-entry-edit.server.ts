import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { NEW_SCHEDULE_ENTRY_ID, type ScheduleEntryFormView } from "./schedule-entry-form-view";
import type { ScheduleEntryInput } from "./training-schedule.schema";
import {
  createScheduleEntry,
  deleteScheduleEntry,
  findScheduleEntry,
  isKnownCourse,
  updateScheduleEntry,
} from "./training-schedule.server";

const ENTRY_NOT_FOUND = "Not Found";

/** The entry the form edits (null for /new), or a refusal when the id names no entry. */
export async function findEntryForEditing(
  db: DatabaseExecutor,
  entryId: string,
): Promise<Outcome<{ entry: ScheduleEntryFormView | null }>> {
  if (entryId === NEW_SCHEDULE_ENTRY_ID) return { ok: true, entry: null };
  const entry = await findScheduleEntry(db, entryId);
  if (!entry) return refuse("missing", ENTRY_NOT_FOUND);
  return {
    ok: true,
    entry: {
      id: entry.id,
      courseTitle: entry.course_title,
      courseId: entry.course_id,
      courseName: entry.course_name ?? null,
      startDate: entry.start_date,
      durationDays: entry.duration_days,
      isOnsite: entry.is_onsite === 1,
      isOnline: entry.is_online === 1,
      venue: entry.venue,
      seatsLeft: entry.seats_left,
      priceCents: entry.price_cents,
      earlyPriceCents: entry.early_price_cents,
      earlyPriceUntil: entry.early_price_until,
      capacity: entry.capacity,
      version: entry.version,
    },
  };
}

export async function deleteEntry(db: DatabaseExecutor, entry: ScheduleEntryFormView | null): Promise<Outcome> {
  if (!entry) return refuse("missing", ENTRY_NOT_FOUND);
  await deleteScheduleEntry(db, entry.id);
  return { ok: true };
}

/**
 * Adds the entry, or saves over it only at the version it was loaded at. A linked course must
 * exist: a stale or forged id is refused rather than stored.
 */
export async function saveEntry(
  db: DatabaseExecutor,
  entry: ScheduleEntryFormView | null,
  input: ScheduleEntryInput,
  loadedVersion: number,
): Promise<Outcome<{ toast: string }>> {
  if (input.courseId && !(await isKnownCourse(db, input.courseId))) {
    return refuse("invalid", undefined, { courseId: "Choose a course from the list" });
  }
  if (!entry) {
    await createScheduleEntry(db, input);
    return { ok: true, toast: "Schedule entry added" };
  }
  const saved = await updateScheduleEntry(db, entry.id, loadedVersion, input);
  return saved.ok ? { ok: true, toast: "Schedule entry updated" } : saved;
}
