import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";

/**
 * `npm run bench:data` at a tiny volume, so the data generator cannot rot unseen (the real volume
 * is run by hand: docs/benchmarks/scale.md). A new SQLite file in its own DATA_DIR, whichever
 * database the suite itself runs on. No timing is asserted.
 */
const root = path.resolve(import.meta.dirname, "../..");

describe("bench:data", () => {
  it("fills a new database with the volume asked for and writes the targets bench:http reads", () => {
    const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "campus-bench-smoke-"));
    try {
      const volume = [
        "--users",
        "50",
        "--courses",
        "6",
        "--completions",
        "200",
        "--enquiries",
        "20",
        "--bookings",
        "30",
      ];
      const result = spawnSync(process.execPath, ["scripts/bench/bench-data.ts", ...volume], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDirectory, DATABASE_URL: "", LOG_LEVEL: "error" },
        encoding: "utf8",
        timeout: 240_000,
      });
      expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);

      const targets = JSON.parse(fs.readFileSync(path.join(dataDirectory, "bench-targets.json"), "utf8"));
      expect(targets.signIns.map((signIn: { role: string }) => signIn.role).sort()).toEqual([
        "admin",
        "finance",
        "instructor",
        "student",
      ]);
      const database = new DatabaseSync(path.join(dataDirectory, "campus.sqlite"), { readOnly: true });
      const count = (sqlText: string) => Number((database.prepare(sqlText).get() as { n: number }).n);
      try {
        // The generated rows on top of the demo seed (three accounts, the catalogue, a few events). The
        // generator's ids are a prefix and a short count ("bc1"); the app's are 10 random characters,
        // which may start with the same two letters, so the length tells them apart.
        expect(count(`select count(*) as n from "user" where id like 'bu%' and length(id) < 10`)).toBe(50);
        expect(count("select count(*) as n from courses where id like 'bc%' and length(id) < 10")).toBe(6);
        expect(count("select count(*) as n from lesson_completions")).toBe(200);
        expect(count("select count(*) as n from enquiries where id like 'bq%' and length(id) < 10")).toBe(20);
        expect(count("select count(*) as n from event_bookings where id like 'bk%' and length(id) < 10")).toBe(30);
        // The 50 x 20 x 5 course the viewer and editor are measured on, with its enrolled student.
        expect(count(`select count(*) as n from lessons where course_id = '${targets.bigCourse.id}'`)).toBe(1000);
        expect(count(`select count(*) as n from content_blocks where course_id = '${targets.bigCourse.id}'`)).toBe(
          5000,
        );
        // Names and dates look like a South African company's, spread over years.
        const years = count(`select count(distinct substr(enrolled_at, 1, 4)) as n from enrolments`);
        expect(years).toBeGreaterThan(1);
        // What bench:http and bench:soak rotate over: distinct search terms of each kind, learners
        // who sign in with the bench password (an account each), the lessons they read.
        for (const kind of ["user", "course", "enquiry", "event", "company"]) {
          const terms: string[] = targets.searchLists[kind];
          expect(terms.length, kind).toBeGreaterThan(20);
          expect(new Set(terms).size, kind).toBe(terms.length);
        }
        expect(targets.learners.length).toBeGreaterThan(0);
        const learnerAccounts = count(
          `select count(*) as n from account a join "user" u on u.id = a."userId" where a.id like 'bench-account-%' and u.role = 'student'`,
        );
        expect(learnerAccounts).toBe(targets.learners.length);
        for (const learner of targets.learners) {
          expect(learner.courseIds[0]).toBe(targets.bigCourse.id);
          for (const courseId of learner.courseIds)
            expect(targets.lessonsOfCourse[courseId]?.length).toBeGreaterThan(0);
        }
        expect(targets.lessonsOfCourse[targets.bigCourse.id]).toHaveLength(1000);
        expect(targets.editableBlockIds.length).toBeGreaterThan(0);
        expect(targets.quizzes.length).toBeGreaterThan(0);
      } finally {
        database.close();
      }

      // --extend on data that has its lists already: the same lists, no second account per learner.
      const extended = spawnSync(process.execPath, ["scripts/bench/bench-data.ts", "--extend"], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDirectory, DATABASE_URL: "", LOG_LEVEL: "error" },
        encoding: "utf8",
        timeout: 240_000,
      });
      expect(extended.status, `${extended.stdout}\n${extended.stderr}`).toBe(0);
      const again = JSON.parse(fs.readFileSync(path.join(dataDirectory, "bench-targets.json"), "utf8"));
      expect(again.searchLists).toEqual(targets.searchLists);
      expect(again.learners).toEqual(targets.learners);
      const reopened = new DatabaseSync(path.join(dataDirectory, "campus.sqlite"), { readOnly: true });
      try {
        const accounts = reopened
          .prepare(`select count(*) as n from account where id like 'bench-account-%'`)
          .get() as {
          n: number;
        };
        expect(Number(accounts.n)).toBe(targets.learners.length);
      } finally {
        reopened.close();
      }
    } finally {
      fs.rmSync(dataDirectory, { recursive: true, force: true });
    }
  }, 480_000);
});
