import { type KeysetPage, type KeysetRequest, readNewestFirstPage } from "~/lib/pagination";
import type { DatabaseExecutor } from "~db/executor";

/** One scheduled run as systems outside the screens read it (raw dates; the pages use ScheduleEntryView). */
export interface ScheduleEntryRecord {
  id: string;
  courseTitle: string;
  courseId: string | null;
  /** YYYY-MM-DD */
  startDate: string;
  durationDays: number;
  isOnsite: boolean;
  isOnline: boolean;
  venue: string;
  createdAt: string;
}

const flag = (value: number | string | boolean | null) => Boolean(Number(value));

/** Every run, newest added first, a page after `after`; optionally only those starting on or after `from`. */
export async function listScheduleEntryRecords(
  db: DatabaseExecutor,
  request: KeysetRequest & { from?: string },
): Promise<KeysetPage<ScheduleEntryRecord>> {
  let select = db
    .selectFrom("training_schedule_entries")
    .select(["id", "course_title", "course_id", "start_date", "duration_days", "is_onsite", "is_online", "venue"])
    .select("created_at");
  if (request.from) select = select.where("start_date", ">=", request.from);
  return readNewestFirstPage(select, "training_schedule_entries", request, (row) => ({
    id: row.id,
    courseTitle: row.course_title,
    courseId: row.course_id,
    startDate: row.start_date,
    durationDays: Number(row.duration_days),
    isOnsite: flag(row.is_onsite),
    isOnline: flag(row.is_online),
    venue: row.venue,
    createdAt: row.created_at,
  }));
}
