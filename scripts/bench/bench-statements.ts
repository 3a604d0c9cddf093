// `npx node scripts/bench/bench-statements.ts --url http://127.0.0.1:3603`: against a production server
// started with SERVER_TIMING=1 on the bench data (DATA_DIR/bench-targets.json, or --targets), each
// page's statements, ms of SQL and process CPU per request as the server's Server-Timing header says
// (docs/decisions/0114-statements-per-request-and-server-timing.md): --requests one after another per
// page, medians printed, with the load average (other work on the machine inflates the CPU figure).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { signInAs } from "./bench-load.ts";
import type { BenchTargets } from "./fill-bench-database.ts";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    targets: { type: "string" },
    requests: { type: "string", default: "20" },
    // Only the pages whose name contains this text (e.g. --only editor).
    only: { type: "string", default: "" },
  },
});
const baseUrl = values.url.replace(/\/$/, "");
const targetsFile = values.targets ?? path.join(process.env.DATA_DIR ?? "/tmp/campus-bench", "bench-targets.json");
const targets = JSON.parse(fs.readFileSync(targetsFile, "utf8")) as BenchTargets;
const requests = Math.max(1, Number(values.requests));
const { bigCourse, eventId, searchTerms } = targets;
const q = (text: string) => encodeURIComponent(text);

type Role = "anonymous" | "admin" | "instructor" | "student";
const PAGES: Array<{ name: string; role: Role; path: string }> = [
  { name: "home (signed in)", role: "student", path: "/" },
  { name: "catalogue (signed in)", role: "student", path: "/courses/certification" },
  { name: "course overview (signed in)", role: "student", path: `/course-overview/${bigCourse.slug}` },
  {
    name: "viewer 50×20×5",
    role: "student",
    path: `/course/${bigCourse.id}/${bigCourse.firstChapterId}/${bigCourse.firstLessonId}`,
  },
  {
    name: "editor 50×20×5",
    role: "instructor",
    path: `/edit-course/${bigCourse.id}/${bigCourse.firstChapterId}/${bigCourse.firstLessonId}`,
  },
  { name: "course assessment 50×20×5", role: "instructor", path: `/course-assessment/${bigCourse.id}` },
  { name: "gradebook 50×20×5", role: "instructor", path: `/course-assessment/${bigCourse.id}/gradebook` },
  {
    name: "gradebook, later columns",
    role: "instructor",
    path: `/course-assessment/${bigCourse.id}/gradebook?columns=100`,
  },
  { name: "course settings 50×20×5", role: "instructor", path: `/edit-course/${bigCourse.id}/settings` },
  { name: "instructor's courses", role: "instructor", path: "/instructor/courses" },
  { name: "my learning", role: "student", path: "/my-learning" },
  { name: "my CPD", role: "student", path: "/my-learning/cpd" },
  { name: "events (signed in)", role: "student", path: `/events?event=${eventId}` },
  { name: "dashboard", role: "instructor", path: "/instructor/dashboard" },
  { name: "courses", role: "instructor", path: "/list-courses" },
  { name: "students", role: "instructor", path: "/instructor/students" },
  { name: "students search", role: "instructor", path: `/instructor/students?q=${q(searchTerms.user)}` },
  { name: "manage-events", role: "instructor", path: "/manage-events" },
  { name: "users", role: "admin", path: "/admin/users" },
  { name: "users search", role: "admin", path: `/admin/users?q=${q(searchTerms.user)}` },
  { name: "companies", role: "admin", path: "/admin/companies" },
  { name: "enquiries", role: "admin", path: "/admin/enquiries" },
  { name: "orders", role: "admin", path: "/staff/orders" },
];

const signIn = (role: string) => signInAs(baseUrl, targets, role);

/** The standing budgets: no page over 200 kB of HTML or 8 statements (README, "Benchmarks"). */
const HTML_BUDGET_BYTES = 200 * 1024;
const STATEMENT_BUDGET = 8;

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0;

function timing(header: string | null) {
  const figure = (name: string) => Number(new RegExp(`${name};dur=([\\d.]+)`).exec(header ?? "")?.[1] ?? Number.NaN);
  return { cpu: figure("cpu"), db: figure("db"), statements: figure("statements") };
}

const cookies: Record<Role, string> = {
  anonymous: "",
  admin: await signIn("admin"),
  instructor: await signIn("instructor"),
  student: await signIn("student"),
};
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(", ");
process.stdout.write(`server ${baseUrl}, ${requests} requests a page one after another; load average ${load()}\n`);
process.stdout.write(
  "page | status | HTML kB (✗ over 200) | statements (✗ over 8) | SQL ms (median) | CPU ms (median)\n",
);
for (const page of PAGES.filter((candidate) => candidate.name.includes(values.only))) {
  const headers: Record<string, string> = cookies[page.role] ? { cookie: cookies[page.role] } : {};
  const seen: Array<ReturnType<typeof timing>> = [];
  let status = 0;
  let bytes = 0;
  for (let index = 0; index <= requests; index++) {
    const response = await fetch(`${baseUrl}${page.path}`, { headers, redirect: "manual" });
    bytes = (await response.arrayBuffer()).byteLength;
    status = response.status;
    // The first request warms the server's caches and statements: it is not counted.
    if (index > 0) seen.push(timing(response.headers.get("server-timing")));
  }
  if (seen.some((figures) => Number.isNaN(figures.cpu))) {
    throw new Error(`${page.path} answered without Server-Timing: start the server with SERVER_TIMING=1`);
  }
  const counts = [...new Set(seen.map((figures) => figures.statements))];
  const statements = `${counts.join("/")}${Math.max(...counts) > STATEMENT_BUDGET ? " ✗" : ""}`;
  const kilobytes = `${(bytes / 1024).toFixed(1)}${bytes > HTML_BUDGET_BYTES ? " ✗" : ""}`;
  process.stdout.write(
    `${page.name} | ${status} | ${kilobytes} | ${statements} | ${median(seen.map((f) => f.db)).toFixed(1)} | ${median(seen.map((f) => f.cpu)).toFixed(1)}\n`,
  );
}
process.stdout.write(`load average at the end: ${load()}\n`);
