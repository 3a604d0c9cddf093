/** One run on the schedule as the pages show it: labels ready, no database row. */
export interface ScheduleEntryView {
  id: string;
  courseTitle: string;
  /** The published course's overview page, when the run links to one. */
  courseSlug: string | null;
  dates: string;
  duration: string;
  locations: string[];
  venue: string | null;
}

export interface ScheduleMonthView {
  month: string;
  label: string;
  entries: ScheduleEntryView[];
}
