import { describe, expect, it } from "vitest";
import { listEditableCourses } from "~/features/courses/courses.server";
import { listCpdCourses } from "~/features/cpd-courses/cpd-courses.server";
import { listUsers } from "~/features/users/users.server";
import { getAuth, getDb } from "~/server/app-context.server";
import { insertCourse } from "~/server/factories/course-factory";
import { insertCpdCourse } from "~/server/factories/cpd-factory";
import { insertUser } from "~/server/factories/user-factory";
import { containsText, everyWordInColumns, startsWithText } from "~db/sql-helpers";

/** The one text search (db/sql-helpers.ts), on whichever database the suite runs: SQLite or PostgreSQL. */
const NAMES = [
  "john_doe",
  "johnXdoe",
  "50% off",
  "500 off",
  "back\\slash",
  "backXslash",
  "O'Brien's course",
  'The "quoted" course',
  "Zoë Ngũgĩ",
  "Crème brûlée",
];

async function courseNamesContaining(text: string) {
  const rows = await getDb()
    .selectFrom("cpd_courses")
    .select("course_name")
    .where(containsText("cpd_courses.course_name", text))
    .orderBy("course_name")
    .execute();
  return rows.map((row) => row.course_name);
}

describe("text search", () => {
  it("matches %, _, \\ and quotes literally, in any ASCII case, with unicode names", async () => {
    for (const name of NAMES) await insertCpdCourse(getDb(), { course_name: name });

    expect(await courseNamesContaining("john_doe")).toEqual(["john_doe"]);
    expect(await courseNamesContaining("JOHN_DOE")).toEqual(["john_doe"]);
    expect(await courseNamesContaining("_")).toEqual(["john_doe"]);
    expect(await courseNamesContaining("50%")).toEqual(["50% off"]);
    expect(await courseNamesContaining("%")).toEqual(["50% off"]);
    expect(await courseNamesContaining("back\\slash")).toEqual(["back\\slash"]);
    expect(await courseNamesContaining("\\")).toEqual(["back\\slash"]);
    expect(await courseNamesContaining("o'brien's")).toEqual(["O'Brien's course"]);
    expect(await courseNamesContaining('"QUOTED"')).toEqual(['The "quoted" course']);
    // Both sides are folded by the database's own lower(): SQLite folds ASCII letters only, so a
    // non-ASCII letter is matched as typed (PostgreSQL would also fold it; see db/sql-helpers.ts).
    expect(await courseNamesContaining("zoë ngũgĩ")).toEqual(["Zoë Ngũgĩ"]);
    const isPostgres = process.env.DATABASE_URL?.startsWith("postgres") ?? false;
    expect(await courseNamesContaining("BRÛLÉE")).toEqual(isPostgres ? ["Crème brûlée"] : []);
    expect(await courseNamesContaining("brûlée")).toEqual(["Crème brûlée"]);
    expect(await courseNamesContaining("nothing like this")).toEqual([]);
  });

  it("starts-with and every-word searches take the text literally too", async () => {
    for (const name of ["a_b-1", "axb-1", "ethics durban", "ethics cape town"]) {
      await insertCpdCourse(getDb(), { course_name: name, location: "Venue" });
    }
    const startingWith = await getDb()
      .selectFrom("cpd_courses")
      .select("course_name")
      .where(startsWithText("cpd_courses.course_name", "A_B"))
      .execute();
    expect(startingWith.map((row) => row.course_name)).toEqual(["a_b-1"]);

    const everyWord = everyWordInColumns(["cpd_courses.course_name"], "  ETHICS   durban ");
    if (!everyWord) throw new Error("two words make a condition");
    const found = await getDb().selectFrom("cpd_courses").select("course_name").where(everyWord).execute();
    expect(found.map((row) => row.course_name)).toEqual(["ethics durban"]);
    expect(everyWordInColumns(["cpd_courses.course_name"], "   ")).toBeNull();
  });

  it("admin users: john_doe finds john_doe only, and 50% finds only the name with 50%", async () => {
    for (const name of ["john_doe", "johnXdoe", "Sale 50% off", "Sale 500 off"]) {
      await insertUser(getAuth(), getDb(), { name });
    }
    const namesFound = async (search: string) =>
      (await listUsers(getDb(), { search })).users.map((user) => user.name).sort();
    expect(await namesFound("john_doe")).toEqual(["john_doe"]);
    expect(await namesFound("50%")).toEqual(["Sale 50% off"]);
    expect(await namesFound("JOHN")).toHaveLength(2);
  });

  it("CPD courses: a wildcard in the search box is a character, not dropped", async () => {
    await insertCpdCourse(getDb(), { course_name: "Audit 100% practical", location: "Durban" });
    await insertCpdCourse(getDb(), { course_name: "Audit 1000 practical", location: "Durban" });
    await insertCpdCourse(getDb(), { course_name: "ISO_9001 refresher", location: "Pretoria" });
    await insertCpdCourse(getDb(), { course_name: "ISO-9001 refresher", location: "Pretoria" });
    const namesFound = async (query: string) =>
      (await listCpdCourses(getDb(), query)).map((course) => course.courseName);
    expect(await namesFound("100% durban")).toEqual(["Audit 100% practical"]);
    expect(await namesFound("iso_9001")).toEqual(["ISO_9001 refresher"]);
  });

  it("instructor courses: the title search takes _ literally", async () => {
    await insertCourse(getDb(), { name: "Lab_Safety", title: "Lab_Safety" });
    await insertCourse(getDb(), { name: "LabXSafety", title: "LabXSafety" });
    const found = await listEditableCourses(getDb(), { id: "nobody", role: "admin" }, { search: "lab_safety" });
    expect(found.map((course) => course.name)).toEqual(["Lab_Safety"]);
  });
});
