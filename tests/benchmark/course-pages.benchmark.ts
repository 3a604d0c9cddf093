import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { DatabaseSync } from "node:sqlite";
import { expect, it } from "vitest";
import * as courseEditorRoute from "~/routes/instructor/course-editor";
import * as courseViewerRoute from "~/routes/learn/course-viewer";
import { getDb } from "~/server/app-context.server";
import { addCourseInstructor, insertCourseWithOutline, insertEnrolment } from "~/server/factories/course-factory";
import { pageRequest, routeArgs, settle } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";

/**
 * `npm run bench:courses`: loads one lesson of a small course and of a 50 x 20 x 5 course in the
 * student viewer's loader and the editor's loader, many times, and reports the mean time per
 * request and the number of SQL statements each request runs (the session lookup included).
 * The count must not grow with the course: no query per chapter, lesson or block.
 * Results go to docs/benchmarks/course-pages.md.
 */

// Every statement the app runs on SQLite goes through DatabaseSync.prepare (db/sqlite-adapter.server.ts).
let statementCount = 0;
const originalPrepare = DatabaseSync.prototype.prepare;
DatabaseSync.prototype.prepare = function countingPrepare(
  this: DatabaseSync,
  ...input: Parameters<typeof originalPrepare>
) {
  statementCount += 1;
  return originalPrepare.apply(this, input);
};

const WARM_UP_RUNS = 5;
const MEASURED_RUNS = Number(process.env.BENCH_RUNS ?? 40);

const SIZES = [
  { label: "small (3 x 3 x 5)", chapters: 3, lessonsPerChapter: 3, blocksPerLesson: 5 },
  { label: "large (50 x 20 x 5)", chapters: 50, lessonsPerChapter: 20, blocksPerLesson: 5 },
] as const;

interface Measurement {
  page: string;
  size: string;
  lessons: number;
  blocks: number;
  meanMs: number;
  p95Ms: number;
  cpuMs: number;
  queries: number;
}

async function measure(
  run: () => Promise<unknown>,
): Promise<{ meanMs: number; p95Ms: number; cpuMs: number; queries: number }> {
  for (let index = 0; index < WARM_UP_RUNS; index++) await expectLoaded(run);
  const durations: number[] = [];
  const queryCounts = new Set<number>();
  // CPU time of this process (SQLite runs in it): less disturbed than wall time when the cores are shared.
  const cpuBefore = process.cpuUsage();
  for (let index = 0; index < MEASURED_RUNS; index++) {
    const before = statementCount;
    const started = performance.now();
    await expectLoaded(run);
    durations.push(performance.now() - started);
    queryCounts.add(statementCount - before);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000 / MEASURED_RUNS;
  // The same page must run the same statements every time.
  expect(queryCounts.size).toBe(1);
  durations.sort((a, b) => a - b);
  const meanMs = durations.reduce((sum, value) => sum + value, 0) / durations.length;
  const p95Ms = durations[Math.min(durations.length - 1, Math.floor(durations.length * 0.95))] ?? meanMs;
  return { meanMs, p95Ms, cpuMs, queries: [...queryCounts][0] ?? 0 };
}

async function expectLoaded(run: () => Promise<unknown>) {
  const result = await settle(run);
  if (result instanceof Response) throw new Error(`The loader answered ${result.status} instead of the page`);
}

it("loads a lesson in a bounded number of queries whatever the course's size", async () => {
  const db = getDb();
  const student = await signedInAs("student");
  const instructor = await signedInAs("instructor");
  const measurements: Measurement[] = [];

  for (const size of SIZES) {
    const { course, lessons, blocks } = await insertCourseWithOutline(db, size, { name: `Benchmark ${size.label}` });
    await addCourseInstructor(db, course.id, instructor.id);
    await insertEnrolment(db, course.id, student.id);
    // Half the course done, so progress has rows to read too.
    const done = lessons.slice(0, Math.floor(lessons.length / 2));
    for (let start = 0; start < done.length; start += 100) {
      await db
        .insertInto("lesson_completions")
        .values(
          done.slice(start, start + 100).map((lesson) => ({
            user_id: student.id,
            lesson_id: lesson.id,
            course_id: course.id,
            completed_at: new Date().toISOString(),
          })),
        )
        .execute();
    }
    const lesson = lessons[Math.floor(lessons.length / 2)];
    if (!lesson) throw new Error("The course has no lessons");
    const params = { courseId: course.id, chapterId: lesson.chapter_id, lessonId: lesson.id };

    const viewer = await measure(() =>
      courseViewerRoute.loader(
        routeArgs(pageRequest(`/course/${course.id}/${lesson.chapter_id}/${lesson.id}`, student.cookie), params),
      ),
    );
    measurements.push({
      page: "viewer (student)",
      size: size.label,
      lessons: lessons.length,
      blocks: blocks.length,
      ...viewer,
    });

    const editor = await measure(() =>
      courseEditorRoute.loader(
        routeArgs(
          pageRequest(`/edit-course/${course.id}/${lesson.chapter_id}/${lesson.id}`, instructor.cookie),
          params,
        ),
      ),
    );
    measurements.push({
      page: "editor (instructor)",
      size: size.label,
      lessons: lessons.length,
      blocks: blocks.length,
      ...editor,
    });
  }

  writeReport(measurements);

  for (const page of ["viewer (student)", "editor (instructor)"]) {
    const counts = measurements.filter((entry) => entry.page === page).map((entry) => entry.queries);
    expect(new Set(counts).size, `${page}: the query count must not depend on the course's size`).toBe(1);
  }
});

function writeReport(measurements: Measurement[]) {
  const header =
    "| page | course | lessons | blocks | mean ms/request | p95 ms | CPU ms/request | SQL statements/request |";
  const rule = "|---|---|---:|---:|---:|---:|---:|---:|";
  const rows = measurements.map(
    (entry) =>
      `| ${entry.page} | ${entry.size} | ${entry.lessons} | ${entry.blocks} | ${entry.meanMs.toFixed(2)} | ${entry.p95Ms.toFixed(2)} | ${entry.cpuMs.toFixed(2)} | ${entry.queries} |`,
  );
  const table = [header, rule, ...rows].join("\n");
  console.log(`\n${table}\n`);

  const cpus = os.cpus();
  const machine = `${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.arch()}`;
  const report = `# Course pages benchmark

Run with \`npm run bench:courses\` (tests/benchmark/course-pages.benchmark.ts). It builds, in a fresh
SQLite database (node:sqlite, WAL), a small course (3 chapters x 3 lessons x 5 blocks) and a large one
(50 chapters x 20 lessons x 5 blocks = 1,000 lessons, 5,000 blocks), enrols a student who has
completed half of it, and calls the route loaders directly for a lesson in the middle of each course:
the student viewer (\`course/{courseId}/{chapterId}/{lessonId}\`) and the instructor's editor
(\`edit-course/{courseId}/{chapterId}/{lessonId}\`). ${WARM_UP_RUNS} warm-up calls, then ${MEASURED_RUNS} measured calls each.

"SQL statements/request" counts every statement the request runs, the session lookup included
(counted at \`DatabaseSync.prototype.prepare\`). It is the same for the small and the large course:
the loaders read the outline in one query per table, never one per chapter, lesson or block.

Last run: ${new Date().toISOString()}
Machine: ${machine}. Load average when the run ended: ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(", ")} (1, 5, 15 min). The 2 cores were shared with other work while this ran, so wall times are
indicative; "CPU ms/request" (this process's CPU time, SQLite included) is steadier under that load,
and the statement counts are exact.

${table}
`;
  const target = path.resolve("docs/benchmarks/course-pages.md");
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, report);
}
