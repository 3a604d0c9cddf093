import { priceCentsFrom } from "~/lib/course-buyer-facts";
import { todayIn } from "~/lib/dates";
import { createId } from "~/lib/ids";
import { earlyBirdColumns } from "~/lib/sale-price-fields";
import { updateAtVersion, type VersionedSave } from "~/lib/versioned-update.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { TrainingScheduleEntry } from "~db/schema";
import { monthLabel, type ScheduleEntryInput } from "./training-schedule.schema";

/**
 * The current schedule: every run that has not started yet (or starts today in the site's zone),
 * soonest first.
 */
export async function listUpcomingScheduleEntries(
  db: DatabaseExecutor,
  { from, limit }: { from?: string; limit?: number } = {},
) {
  from ??= todayIn(await getSiteTimeZone(db));
  let query = db
    .selectFrom("training_schedule_entries")
    .selectAll()
    .where("start_date", ">=", from)
    .orderBy("start_date")
    .orderBy("course_title");
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

export interface ScheduleMonth {
  month: string;
  label: string;
  entries: TrainingScheduleEntry[];
}

/** Groups entries (already sorted by date) under their month, for the page and the PDF. */
export function groupEntriesByMonth(entries: TrainingScheduleEntry[]): ScheduleMonth[] {
  const months: ScheduleMonth[] = [];
  for (const entry of entries) {
    const month = entry.start_date.slice(0, 7);
    let group = months.at(-1);
    if (!group || group.month !== month) {
      group = { month, label: monthLabel(entry.start_date), entries: [] };
      months.push(group);
    }
    group.entries.push(entry);
  }
  return months;
}

export function findScheduleEntry(db: DatabaseExecutor, id: string) {
  return (
    db
      .selectFrom("training_schedule_entries")
      .leftJoin("courses", "courses.id", "training_schedule_entries.course_id")
      .selectAll("training_schedule_entries")
      // The linked course's name, for the course picker's chosen option (decision 0136-course-pickers).
      .select("courses.name as course_name")
      .where("training_schedule_entries.id", "=", id)
      .executeTakeFirst()
  );
}

function toColumns(input: ScheduleEntryInput) {
  return {
    course_title: input.courseTitle,
    course_id: input.courseId,
    start_date: input.startDate,
    duration_days: input.durationDays,
    is_onsite: input.isOnsite ? 1 : 0,
    is_online: input.isOnline ? 1 : 0,
    venue: input.venue,
    // Absent (a caller that does not know seats): the stored count stays.
    ...(input.seatsLeft === undefined ? {} : { seats_left: input.seatsLeft }),
    // Selling (decision 0082): absent price fields leave the stored price as it is.
    ...(input.price === undefined ? {} : { price_cents: priceCentsFrom(input.price) ?? null }),
    ...earlyBirdColumns(input),
    ...(input.capacity === undefined ? {} : { capacity: input.capacity }),
  };
}

export async function createScheduleEntry(db: DatabaseExecutor, input: ScheduleEntryInput): Promise<string> {
  const id = createId();
  const now = new Date().toISOString();
  await db
    .insertInto("training_schedule_entries")
    .values({ id, ...toColumns(input), created_at: now, updated_at: now, version: 1 })
    .execute();
  return id;
}

/**
 * Saves the form over the entry only if it is still at the version the form was loaded with;
 * otherwise refuses as stale (someone else saved meanwhile) or missing, and writes nothing.
 */
export function updateScheduleEntry(
  db: DatabaseExecutor,
  id: string,
  loadedVersion: number,
  input: ScheduleEntryInput,
): Promise<VersionedSave> {
  return updateAtVersion(
    db,
    "training_schedule_entries",
    { id, version: loadedVersion },
    { ...toColumns(input), updated_at: new Date().toISOString() },
  );
}

export async function deleteScheduleEntry(db: DatabaseExecutor, id: string) {
  await db.deleteFrom("training_schedule_entries").where("id", "=", id).execute();
}

/** An entry's linked course must exist; a stale or forged id is refused rather than stored. */
export async function isKnownCourse(db: DatabaseExecutor, courseId: string) {
  const course = await db.selectFrom("courses").select("id").where("id", "=", courseId).executeTakeFirst();
  return course !== undefined;
}

/** Slugs of the published courses entries link to, so the schedule can link to their overview pages. */
export async function publishedCourseSlugsById(db: DatabaseExecutor): Promise<Map<string, string>> {
  const courses = await db.selectFrom("courses").select(["id", "slug"]).where("is_published", "=", 1).execute();
  return new Map(courses.map((course) => [course.id, course.slug]));
}
