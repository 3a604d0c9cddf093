/** The schedule entry form's intents: Save posts without one, Delete posts this. */
export const DELETE_SCHEDULE_ENTRY_INTENT = "delete";

/** The entry id in /learning-center/schedule/new: the form adds an entry instead of editing one. */
export const NEW_SCHEDULE_ENTRY_ID = "new";

/** A stored entry as the edit form fills its fields (camelCase, no row). */
export interface ScheduleEntryFormView {
  id: string;
  courseTitle: string;
  courseId: string | null;
  /** The linked catalogue course's name (the picker shows it); null when none is linked. */
  courseName: string | null;
  startDate: string;
  durationDays: number;
  isOnsite: boolean;
  isOnline: boolean;
  venue: string | null;
  seatsLeft: number | null;
  priceCents: number | null;
  earlyPriceCents: number | null;
  earlyPriceUntil: string | null;
  capacity: number | null;
  version: number;
}
