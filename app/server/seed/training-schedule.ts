import { createScheduleEntry } from "~/features/training-schedule/training-schedule.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Course } from "~db/schema";
import { CATALOGUE_COURSES } from "./catalogue-courses";
import { type CompanyCity, firstRunStart } from "./demo-company";

/**
 * [month (4 = April), week of the month (1-4), course slug, classroom city or null for a virtual-only run,
 * also online]. The duration is the course's own (catalogue-courses.ts), never repeated here.
 */
type PlannedRun = [number, number, string, CompanyCity | null, boolean];

/** A season of public courses from April to November (SPEC 9), a few runs a month, in the company's cities. */
const PLANNED_RUNS: PlannedRun[] = [
  [4, 1, "iso-9001-2015-awareness", null, true],
  [4, 2, "iso-iec-17025-2017-requirements-and-implementation", "Johannesburg", false],
  [4, 4, "iso-45001-2018-implementation", "Durban", true],
  [5, 1, "iso-9001-2015-lead-auditor", "Johannesburg", false],
  [5, 3, "iso-iec-27001-2022-awareness", null, true],
  [6, 1, "measurement-uncertainty-and-method-validation", "Johannesburg", false],
  [6, 3, "iso-14001-2015-internal-auditor", "Cape Town", true],
  [7, 2, "iso-15189-2022-medical-laboratories", "Johannesburg", true],
  [7, 4, "iso-31000-2018-risk-management", null, true],
  [8, 1, "iso-9001-2015-awareness", null, true],
  [8, 3, "iso-9001-2015-lead-auditor", "Cape Town", false],
  [9, 1, "iso-22000-2018-food-safety-implementation", "Durban", false],
  [9, 3, "iso-10002-complaints-handling", null, true],
  [10, 1, "iso-iec-17025-2017-requirements-and-implementation", null, true],
  [10, 3, "iso-45001-2018-implementation", "Johannesburg", false],
  [11, 1, "measurement-uncertainty-and-method-validation", "Cape Town", true],
  [11, 3, "iso-9001-2015-internal-auditor", "Johannesburg", false],
];

/**
 * The next season that has not begun at the seed time: this year's when it is still before April,
 * otherwise next year's, so a freshly seeded site always shows a full April-to-November schedule.
 */
export function seasonYear(seedTime = new Date()): number {
  return seedTime.getUTCMonth() < 3 ? seedTime.getUTCFullYear() : seedTime.getUTCFullYear() + 1;
}

/** The Monday of the given week of a month, as YYYY-MM-DD. */
function mondayOfWeek(year: number, month: number, week: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const daysToMonday = (8 - first.getUTCDay()) % 7;
  return new Date(Date.UTC(year, month - 1, 1 + daysToMonday + (week - 1) * 7)).toISOString().slice(0, 10);
}

export interface SeededRun {
  slug: string;
  startDate: string;
  durationDays: number;
  city: CompanyCity | null;
  isOnline: boolean;
  seatsLeft: number;
}

/**
 * The season's runs as dated: each starts in its planned week, on the first day from that Monday whose
 * whole run (start to end, as the pages show it) is working days, so no course spans a weekend, a
 * public holiday (Good Friday, Family Day, a Sunday holiday's Monday) or the year-end break.
 */
export function planTrainingSchedule(seedTime = new Date()): SeededRun[] {
  const year = seasonYear(seedTime);
  const daysBySlug = new Map(CATALOGUE_COURSES.map((course) => [course.slug, course.days]));
  return PLANNED_RUNS.map(([month, week, slug, city, isOnline]) => {
    const durationDays = daysBySlug.get(slug);
    if (!durationDays) throw new Error(`The demo schedule names a course the catalogue lacks: ${slug}`);
    return {
      slug,
      startDate: firstRunStart(mondayOfWeek(year, month, week), durationDays),
      durationDays,
      city,
      isOnline,
      // Seats as an admin would count them: a classroom of 16, fuller the sooner the run (one run full).
      seatsLeft: DEMO_SEATS_LEFT[(month * 3 + week) % DEMO_SEATS_LEFT.length] ?? 16,
    };
  });
}

export async function seedTrainingSchedule(db: DatabaseExecutor, courses: Course[], seedTime = new Date()) {
  const courseBySlug = new Map(courses.filter((course) => course.is_published).map((course) => [course.slug, course]));
  for (const run of planTrainingSchedule(seedTime)) {
    const course = courseBySlug.get(run.slug);
    if (!course) throw new Error(`The demo schedule names a course the catalogue lacks: ${run.slug}`);
    const id = await createScheduleEntry(db, {
      courseTitle: course.name,
      courseId: course.id,
      startDate: run.startDate,
      durationDays: run.durationDays,
      isOnsite: run.city !== null,
      isOnline: run.isOnline,
      venue: run.city ?? "",
    });
    await db.updateTable("training_schedule_entries").set({ seats_left: run.seatsLeft }).where("id", "=", id).execute();
  }
}

const DEMO_SEATS_LEFT = [12, 5, 0, 9, 2, 14, 7];
