import { beforeAll, describe, expect, it } from "vitest";
import { addDays, DEFAULT_TIME_ZONE, todayIn } from "~/lib/dates";
import { isSouthAfricanPublicHoliday } from "~/lib/public-holidays";
import { getAuth, getDb } from "~/server/app-context.server";
import { seedCpdCourses } from "~/server/seed/cpd-courses";
import { seedEvents } from "~/server/seed/events";
import { seedDemoContent } from "~/server/seed/seed.server";
import { planTrainingSchedule, seedTrainingSchedule } from "~/server/seed/training-schedule";

/**
 * The demo seed's calendar over many years: no course run, webinar or CPD training is dated on a
 * weekend or a South African public holiday, nor spans one, whichever year and day it is seeded on.
 * The holidays are computed (lib/public-holidays.ts), so Easter (Good Friday, Family Day) and the
 * Sunday rule's Mondays move from year to year; fixed clocks, never today's date.
 */

const SEED_TIMES = [
  "2026-11-28T19:00:00Z",
  "2027-01-15T08:00:00Z", // a season in the same year (before April), Easter on 28 March
  "2027-06-01T08:00:00Z",
  "2028-02-20T08:00:00Z", // Easter on 16 April, the season begins in Holy Week
  "2029-11-30T08:00:00Z",
  "2030-03-31T21:30:00Z",
  "2031-07-10T08:00:00Z",
  "2033-12-31T08:00:00Z",
].map((at) => new Date(at));

const spanOf = (from: string, to: string) => {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
};

function problemsWith(what: string, from: string, to: string): string[] {
  return spanOf(from, to).flatMap((day) => {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) return [`${what} (${from} to ${to}) spans the weekend day ${day}`];
    if (isSouthAfricanPublicHoliday(day)) return [`${what} (${from} to ${to}) spans the public holiday ${day}`];
    return [];
  });
}

beforeAll(async () => {
  await seedDemoContent(getDb(), getAuth(), { demoPassword: "demo-calendar-password", seedTime: SEED_TIMES[0] });
}, 60_000);

describe("the demo seed's calendar", () => {
  it("plans every season's runs on working days only, seeded on any day of eight years", () => {
    const problems: string[] = [];
    for (let day = 0; day < 8 * 365; day += 3) {
      const seedTime = new Date(Date.UTC(2026, 0, 1 + day, 10));
      for (const run of planTrainingSchedule(seedTime)) {
        problems.push(...problemsWith(run.slug, run.startDate, addDays(run.startDate, run.durationDays - 1)));
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it("stores the schedule, the webinars and the CPD training clear of weekends and public holidays, seeded in several years", async () => {
    const db = getDb();
    const courses = await db.selectFrom("courses").selectAll().execute();
    let runs = 0;
    for (const seedTime of SEED_TIMES) {
      await db.deleteFrom("training_schedule_entries").execute();
      await db.deleteFrom("events").execute();
      await db.deleteFrom("cpd_enrolled_users").execute();
      await db.deleteFrom("cpd_courses").execute();
      await seedTrainingSchedule(db, courses, seedTime);
      await seedEvents(db, seedTime);
      await seedCpdCourses(db, seedTime);
      const seeded = todayIn(DEFAULT_TIME_ZONE, seedTime);
      const problems: string[] = [];
      const entries = await db
        .selectFrom("training_schedule_entries")
        .select(["course_title", "start_date", "duration_days"])
        .execute();
      for (const entry of entries) {
        runs += 1;
        expect(entry.start_date > seeded, `${entry.course_title} on ${entry.start_date}, seeded ${seeded}`).toBe(true);
        const end = addDays(entry.start_date, entry.duration_days - 1);
        problems.push(...problemsWith(entry.course_title, entry.start_date, end));
      }
      for (const event of await db.selectFrom("events").select(["title", "date_from", "date_to"]).execute()) {
        problems.push(...problemsWith(event.title, event.date_from, event.date_to ?? event.date_from));
      }
      const cpd = await db
        .selectFrom("cpd_courses")
        .select(["course_name", "activity_start_date", "activity_end_date"])
        .execute();
      for (const course of cpd) {
        problems.push(
          ...problemsWith(course.course_name, course.activity_start_date ?? "", course.activity_end_date ?? ""),
        );
      }
      expect(problems, `seeded ${seeded}`).toEqual([]);
    }
    expect(runs).toBeGreaterThanOrEqual(SEED_TIMES.length * 10);
  });
});
