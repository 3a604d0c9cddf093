import type { Kysely } from "kysely";
import { createScheduleEntry } from "~/features/training-schedule/training-schedule.server";
import type { Course, Database } from "~db/schema";

/** [month (4 = April), week of the month (1-4), course, days, onsite, online, venue] */
type PlannedRun = [number, number, string, 1 | 3 | 5, boolean, boolean, string];

/** A season of public courses from April to November (SPEC 9), a few runs a month. */
const PLANNED_RUNS: PlannedRun[] = [
  [4, 1, "ISO 9001:2015 Awareness", 1, false, true, ""],
  [4, 2, "ISO/IEC 17025:2017 Requirements and Implementation", 3, true, false, "Johannesburg"],
  [4, 4, "ISO 45001:2018 Implementation", 3, true, true, "Durban"],
  [5, 1, "ISO 9001:2015 Lead Auditor", 5, true, false, "Johannesburg"],
  [5, 3, "Root Cause Analysis and Corrective Action", 1, false, true, ""],
  [6, 1, "Measurement Uncertainty and Method Validation", 5, true, false, "Pretoria"],
  [6, 3, "ISO 14001:2015 Internal Auditor", 3, true, true, "Cape Town"],
  [7, 2, "ISO 15189:2022 for Medical Laboratories", 3, true, true, "Johannesburg"],
  [7, 4, "ISO 31000:2018 Risk Management", 1, false, true, ""],
  [8, 1, "ISO/IEC 27001:2022 Awareness", 1, false, true, ""],
  [8, 3, "ISO 9001:2015 Lead Auditor", 5, true, false, "Cape Town"],
  [9, 1, "ISO 22000:2018 Food Safety Implementation", 3, true, false, "Gqeberha"],
  [9, 3, "ISO 10002 Complaints Handling", 1, false, true, ""],
  [10, 1, "ISO/IEC 17025:2017 Requirements and Implementation", 3, false, true, ""],
  [10, 3, "ISO 45001:2018 Implementation", 3, true, false, "Rustenburg"],
  [11, 1, "Measurement Uncertainty and Method Validation", 5, true, true, "Johannesburg"],
  [11, 3, "ISO 9001:2015 Internal Auditor", 3, true, false, "Johannesburg"],
];

/**
 * The next season that has not begun: this year's when it is still before April, otherwise
 * next year's, so a freshly seeded site always shows a full April-to-November schedule.
 */
export function seasonYear(today = new Date()): number {
  return today.getUTCMonth() < 3 ? today.getUTCFullYear() : today.getUTCFullYear() + 1;
}

/** The Monday of the given week of a month, as YYYY-MM-DD. */
function mondayOfWeek(year: number, month: number, week: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const daysToMonday = (8 - first.getUTCDay()) % 7;
  return new Date(Date.UTC(year, month - 1, 1 + daysToMonday + (week - 1) * 7)).toISOString().slice(0, 10);
}

export async function seedTrainingSchedule(db: Kysely<Database>, courses: Course[], today = new Date()) {
  const year = seasonYear(today);
  const courseIdByName = new Map(
    courses.filter((course) => course.is_published).map((course) => [course.name, course.id]),
  );
  for (const [month, week, courseTitle, durationDays, isOnsite, isOnline, venue] of PLANNED_RUNS) {
    const id = await createScheduleEntry(db, {
      courseTitle,
      courseId: courseIdByName.get(courseTitle) ?? null,
      startDate: mondayOfWeek(year, month, week),
      durationDays,
      isOnsite,
      isOnline,
      venue,
    });
    // Seats as an admin would count them: a classroom of 16, fuller the sooner the run (one run full).
    await db
      .updateTable("training_schedule_entries")
      .set({ seats_left: DEMO_SEATS_LEFT[(month * 3 + week) % DEMO_SEATS_LEFT.length] })
      .where("id", "=", id)
      .execute();
  }
}

const DEMO_SEATS_LEFT = [12, 5, 0, 9, 2, 14, 7];
