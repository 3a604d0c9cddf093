import type { DatabaseExecutor } from "~db/executor";
import type { TrainingScheduleEntry } from "~db/schema";
import type { ScheduleEntryView, ScheduleMonthView } from "./schedule-views";
import { dateRangeLabel, durationLabel, locationLabels, venueLabel } from "./training-schedule.schema";
import { groupEntriesByMonth, listUpcomingScheduleEntries, publishedCourseSlugsById } from "./training-schedule.server";

function toScheduleEntryView(entry: TrainingScheduleEntry, slugById: Map<string, string>): ScheduleEntryView {
  return {
    id: entry.id,
    courseTitle: entry.course_title,
    courseSlug: entry.course_id ? (slugById.get(entry.course_id) ?? null) : null,
    dates: dateRangeLabel(entry.start_date, entry.duration_days),
    duration: durationLabel(entry.duration_days),
    locations: locationLabels(entry),
    venue: venueLabel(entry),
  };
}

/** The Learning Center's schedule: every upcoming run, grouped by month. */
export async function loadScheduleMonths(db: DatabaseExecutor): Promise<ScheduleMonthView[]> {
  const [entries, slugById] = await Promise.all([listUpcomingScheduleEntries(db), publishedCourseSlugsById(db)]);
  return groupEntriesByMonth(entries).map((month) => ({
    month: month.month,
    label: month.label,
    entries: month.entries.map((entry) => toScheduleEntryView(entry, slugById)),
  }));
}

/** The next few runs, for the home page's teaser. */
export async function listUpcomingTrainings(db: DatabaseExecutor, limit: number) {
  const upcoming = await listUpcomingScheduleEntries(db, { limit });
  return upcoming.map((entry) => ({
    id: entry.id,
    courseTitle: entry.course_title,
    dates: dateRangeLabel(entry.start_date, entry.duration_days),
    duration: durationLabel(entry.duration_days),
    locations: locationLabels(entry).join(" or "),
  }));
}
