import { describe, expect, it } from "vitest";
import { getDb } from "~/server/app-context.server";
import { insertChapter, insertCourse } from "~/server/factories/course-factory";
import { jsonRowFrom, jsonRowsFrom, readJsonRow, readJsonRows, readPageWithTotal } from "~db/json-aggregation";

/**
 * Related rows read in their parent's statement (db/json-aggregation.ts, decision 0120), on
 * whichever database the suite runs: the same values, types and order on SQLite and PostgreSQL.
 */
describe("json aggregation", () => {
  it("reads a course's chapters in the course's statement, in the subquery's order, with their types", async () => {
    const db = getDb();
    const course = await insertCourse(db, { title: "ISO 9001 lead auditor" });
    const awkwardTitle = `Clause "4" — context: 'quotes', \\ back-slash, ünïcode, 🦓`;
    await insertChapter(db, course.id, { title: "Second", position: 2 });
    await insertChapter(db, course.id, { title: awkwardTitle, position: 1 });
    await insertChapter(db, course.id, { title: "Third", position: 3, unlock_quiz_block_id: null });

    const row = await db
      .selectFrom("courses")
      .select((eb) => [
        "courses.title",
        jsonRowsFrom(
          db,
          eb
            .selectFrom("chapters")
            .select(["chapters.title", "chapters.position", "chapters.unlock_quiz_block_id"])
            .whereRef("chapters.course_id", "=", "courses.id")
            .orderBy("chapters.position"),
        ).as("chapters"),
        jsonRowFrom(
          db,
          eb
            .selectFrom("chapters")
            .select((inner) => [inner.fn.countAll<number>().as("count"), inner.fn.max("chapters.position").as("last")])
            .whereRef("chapters.course_id", "=", "courses.id"),
        ).as("summary"),
      ])
      .where("courses.id", "=", course.id)
      .executeTakeFirstOrThrow();

    expect(row.title).toBe("ISO 9001 lead auditor");
    expect(readJsonRows(row.chapters)).toEqual([
      { title: awkwardTitle, position: 1, unlock_quiz_block_id: null },
      { title: "Second", position: 2, unlock_quiz_block_id: null },
      { title: "Third", position: 3, unlock_quiz_block_id: null },
    ]);
    // A count is a bigint on PostgreSQL, which `pg` gives as a string outside JSON: inside, a number.
    expect(readJsonRow(row.summary)).toEqual({ count: 3, last: 3 });
  });

  it("gives an empty list and null when there are no related rows", async () => {
    const db = getDb();
    const course = await insertCourse(db);
    const row = await db
      .selectFrom("courses")
      .select((eb) => [
        jsonRowsFrom(
          db,
          eb.selectFrom("chapters").select("chapters.id").whereRef("chapters.course_id", "=", "courses.id"),
        ).as("chapters"),
        jsonRowFrom(
          db,
          eb.selectFrom("chapters").select("chapters.id").whereRef("chapters.course_id", "=", "courses.id").limit(1),
        ).as("first"),
      ])
      .where("courses.id", "=", course.id)
      .executeTakeFirstOrThrow();
    expect(readJsonRows(row.chapters)).toEqual([]);
    expect(readJsonRow(row.first)).toBeNull();
  });

  it("keeps a text column that holds JSON as text (no result-wide JSON parsing)", async () => {
    const db = getDb();
    const course = await insertCourse(db, { title: '{"looks":"like json"}' });
    const row = await db
      .selectFrom("courses")
      .select((eb) => [
        "courses.title",
        jsonRowsFrom(
          db,
          eb.selectFrom("courses as same").select("same.title").whereRef("same.id", "=", "courses.id"),
        ).as("copies"),
      ])
      .where("courses.id", "=", course.id)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('{"looks":"like json"}');
    expect(readJsonRows(row.copies)).toEqual([{ title: '{"looks":"like json"}' }]);
  });

  it("reads a page of rows and their total in one statement, the total known past the last page too", async () => {
    const db = getDb();
    const course = await insertCourse(db, { title: "Paged chapters" });
    for (const position of [3, 1, 2]) await insertChapter(db, course.id, { title: `Chapter ${position}`, position });
    const chapters = db.selectFrom("chapters").where("course_id", "=", course.id);
    const page = (offset: number) =>
      readPageWithTotal(
        db,
        chapters.select(["title", "position"]).orderBy("position").limit(2).offset(offset),
        chapters.select((eb) => eb.fn.countAll<number>().as("count")),
      );

    expect(await page(0)).toEqual({
      rows: [
        { title: "Chapter 1", position: 1 },
        { title: "Chapter 2", position: 2 },
      ],
      total: 3,
    });
    expect(await page(2)).toEqual({ rows: [{ title: "Chapter 3", position: 3 }], total: 3 });
    expect(await page(4)).toEqual({ rows: [], total: 3 });
  });
});
