import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { readGradebookPage } from "~/features/assessment/gradebook/gradebook.server";
import { countEditableCourses, listEditableCourses } from "~/features/courses/courses.server";
import { runWithRequestContext } from "~/lib/request-context.server";
import { getDatabaseConnection, getDb } from "~/server/app-context.server";

/**
 * Staff pages' statements read through the indexes made for them, whatever SQLite's statistics say.
 *
 * An instructor's Courses list reads the person's courses by the person's index
 * (docs/decisions/0133-staff-read-indexes.md). With 10,000 courses the old correlated EXISTS
 * walked every course in date order and asked the (course, person) key about each: 3.8 ms of SQL a
 * page for the list and 2.4 for its count, where the index takes 0.01. The statistics of the bench
 * data are given (sqlite_stat1 as ANALYZE wrote it there) and neither statement may scan courses or
 * course_instructors.
 */
const BENCH_STATISTICS: Array<[string, string, string]> = [
  ["courses", "sqlite_autoindex_courses_1", "10000 1"],
  ["courses", "courses_published_created_id", "10000 5000 1 1"],
  ["course_instructors", "sqlite_autoindex_course_instructors_1", "10208 1 1"],
  ["course_instructors", "course_instructors_by_person", "10208 2 1"],
];

describe.skipIf(getDatabaseConnection().kind !== "sqlite")("an instructor's Courses list on SQLite", () => {
  it("is read through the person's index, never by walking every course", async () => {
    const db = getDb();
    await sql`analyze`.execute(db);
    for (const [table, index, stat] of BENCH_STATISTICS) {
      await sql`delete from sqlite_stat1 where tbl = ${table} and idx = ${index}`.execute(db);
      await sql`insert into sqlite_stat1 (tbl, idx, stat) values (${table}, ${index}, ${stat})`.execute(db);
    }
    await sql`analyze sqlite_schema`.execute(db);

    const usage = { statements: 0, ms: 0, texts: [] as string[] };
    const instructor = { id: "an-instructor", role: "instructor" as const };
    await runWithRequestContext({ requestId: "query-plans", sql: usage }, async () => {
      await listEditableCourses(db, instructor, { page: 1 });
      await countEditableCourses(db, instructor);
    });
    const texts = usage.texts.filter((text) => text.includes("course_instructors"));
    expect(texts).toHaveLength(2);
    for (const text of texts) {
      const plan = await sql<{ detail: string }>`${sql.raw(`explain query plan ${text}`)}`.execute(db);
      const details = plan.rows.map((row) => row.detail);
      expect(
        details.filter((detail) => /^SCAN (courses|course_instructors)\b/.test(detail)),
        text,
      ).toEqual([]);
      expect(
        details.some((detail) => /INDEX course_instructors_by_person\b/.test(detail)),
        text,
      ).toBe(true);
    }
  });

  it("reads a gradebook page's inline quiz attempts by (course, learner), not by probing every block", async () => {
    const db = getDb();
    const usage = { statements: 0, ms: 0, texts: [] as string[] };
    await runWithRequestContext({ requestId: "query-plans", sql: usage }, async () => {
      await readGradebookPage(db, {
        courseId: "a-course",
        search: "",
        after: null,
        columnWindow: { from: 0, size: 12 },
      });
    });
    const learners = usage.texts.find((text) => text.includes("quiz_attempts")) as string;
    const plan = await sql<{ detail: string }>`${sql.raw(`explain query plan ${learners}`)}`.execute(db);
    const details = plan.rows.map((row) => row.detail);
    expect(
      details.some((detail) => /INDEX quiz_attempts_course_user\b/.test(detail)),
      details.join("\n"),
    ).toBe(true);
  });
});
