// `npm run bench:http -- --url http://127.0.0.1:3000`: a fixed mix of pages against a running
// production server filled by `npm run bench:data` (it reads DATA_DIR/bench-targets.json, or
// --targets). Signs in as the seeded admin, instructor and student through the real sign-in form,
// then for each page prints the HTML size, the most it serves (--connections at once for --duration
// s: requests/s, p50, p99) and, when it serves at least --rate requests/s, p50 and p99 at that rate.
// Every figure comes from autocannon on this machine; the machine is printed with them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import type { BenchTargets } from "./fill-bench-database.ts";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    targets: { type: "string" },
    duration: { type: "string", default: "10" },
    rate: { type: "string", default: "100" },
    connections: { type: "string", default: "10" },
    only: { type: "string" },
    json: { type: "string" },
    /**
     * The server's process id, when it runs on this machine: each page also gets the server's CPU
     * time per request (from /proc), a figure other work on the machine does not inflate as much
     * as it does latency. The database's own processes are not counted (PostgreSQL's CPU is not in it).
     */
    "server-pid": { type: "string" },
    /** What the server runs on, for the printed header (the bench cannot see it). */
    database: { type: "string", default: "SQLite" },
  },
});
const baseUrl = values.url.replace(/\/$/, "");
const targetsFile = values.targets ?? path.join(process.env.DATA_DIR ?? "/tmp/campus-bench", "bench-targets.json");
const targets = JSON.parse(fs.readFileSync(targetsFile, "utf8")) as BenchTargets;
const duration = Number(values.duration);
const rate = Number(values.rate);
const connections = Number(values.connections);

type Role = "anonymous" | "admin" | "instructor" | "student";
interface BenchPage {
  name: string;
  role: Role;
  path: string;
}

const { bigCourse, eventId, searchTerms } = targets;
const q = (text: string) => encodeURIComponent(text);
const middleUsersPage = Math.max(1, Math.min(10_000, Math.floor(targets.volume.users / 25 / 2)));
const PAGES: BenchPage[] = [
  { name: "home", role: "anonymous", path: "/" },
  { name: "catalogue", role: "anonymous", path: "/courses/certification" },
  { name: "catalogue search", role: "anonymous", path: `/courses/certification?q=${q(searchTerms.course)}` },
  { name: "course overview", role: "anonymous", path: `/course-overview/${bigCourse.slug}` },
  {
    name: "viewer",
    role: "student",
    path: `/course/${bigCourse.id}/${bigCourse.firstChapterId}/${bigCourse.firstLessonId}`,
  },
  {
    name: "editor",
    role: "instructor",
    path: `/edit-course/${bigCourse.id}/${bigCourse.firstChapterId}/${bigCourse.firstLessonId}`,
  },
  { name: "events", role: "anonymous", path: "/events" },
  { name: "events, one event", role: "anonymous", path: `/events?event=${eventId}` },
  { name: "manage-events", role: "instructor", path: "/manage-events" },
  { name: "manage-events, bookings", role: "instructor", path: `/manage-events?event=${eventId}` },
  { name: "manage-events, bookings p. 2", role: "instructor", path: `/manage-events?event=${eventId}&bookings-page=2` },
  // The list searches of decision 0112 (the bench data's terms: bench-targets.json searchTerms).
  { name: "events search", role: "anonymous", path: `/events?q=${q(searchTerms.event)}` },
  { name: "manage-events search", role: "instructor", path: `/manage-events?q=${q(searchTerms.event)}` },
  {
    name: "manage-events, bookings search",
    role: "instructor",
    path: `/manage-events?event=${eventId}&bookings-q=${q(searchTerms.user)}`,
  },
  { name: "dashboard", role: "instructor", path: "/instructor/dashboard" },
  { name: "users", role: "admin", path: "/admin/users" },
  { name: "users search", role: "admin", path: `/admin/users?q=${q(searchTerms.user)}` },
  // A page in the middle of the list (page 2,000 of 4,000 at 100k users): deep OFFSETs cost too.
  { name: "users, middle page", role: "admin", path: `/admin/users?page=${middleUsersPage}` },
  { name: "students", role: "instructor", path: "/instructor/students" },
  { name: "students search", role: "instructor", path: `/instructor/students?q=${q(searchTerms.user)}` },
  { name: "enquiries", role: "admin", path: "/admin/enquiries" },
  { name: "enquiries filtered", role: "admin", path: "/admin/enquiries?kind=quote&status=new" },
  { name: "enquiries search", role: "admin", path: `/admin/enquiries?q=${q(searchTerms.enquiry)}` },
];

/** Waits up to a minute for the server to answer /healthz (it may just have been started). */
async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no answer from ${baseUrl}/healthz: start the server first (npm start with the bench DATA_DIR)`);
}

/** The session cookie from the real sign-in form, posted as a browser would (same origin). */
async function signIn(role: Exclude<Role, "anonymous">): Promise<string> {
  const account = targets.signIns.find((signIn) => signIn.role === role);
  if (!account) throw new Error(`bench-targets.json has no ${role} sign-in`);
  const response = await fetch(`${baseUrl}/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
    body: new URLSearchParams({ email: account.email, password: account.password }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  if (response.status !== 302 || cookies.length === 0) {
    throw new Error(`sign-in as ${role} answered ${response.status}: is the server using the bench database?`);
  }
  return cookies.join("; ");
}

function describeMachine(database: string) {
  const cpus = os.cpus();
  return [
    `machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}`,
    `node ${process.version}, database ${database}, server ${baseUrl}`,
    // Other work on the machine skews every figure: the load average says how busy it was.
    `load average at the start: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")} (1, 5, 15 min)`,
    `data: ${Object.entries(targets.volume)
      .map(([name, value]) => `${Number(value).toLocaleString("en-ZA")} ${name}`)
      .join(", ")}`,
  ].join("\n");
}

/** The process's CPU time so far (user + system) in milliseconds, from /proc; null where there is none. */
function cpuMsOf(pid: string | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime are fields 14 and 15 of stat; the split above starts at field 3.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
const CLOCK_TICKS_PER_SECOND = 100;

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

await waitForServer();
const cookies: Record<Role, string> = {
  anonymous: "",
  admin: await signIn("admin"),
  instructor: await signIn("instructor"),
  student: await signIn("student"),
};
const database = values.database;
process.stdout.write(`${describeMachine(database)}\n`);
process.stdout.write(
  `each page: ${duration} s with ${connections} connections (the most it serves), then ${duration} s at ${rate} requests/s if it can serve that many\n\n`,
);

const only = values.only ? new RegExp(values.only) : null;
const rows: Array<Record<string, string | number>> = [];
const header = [
  "page",
  "status",
  "HTML kB",
  `max req/s (${connections} conn.)`,
  "p50 / p99 ms at max",
  `p50 / p99 ms at ${rate} req/s`,
  "errors",
  "server CPU ms/request",
];
process.stdout.write(`${header.join(" | ")}\n`);
for (const page of PAGES) {
  if (only && !only.test(page.name)) continue;
  const url = `${baseUrl}${page.path}`;
  const headers: Record<string, string> = cookies[page.role] ? { cookie: cookies[page.role] } : {};
  const first = await fetch(url, { headers, redirect: "manual" });
  const html = await first.text();
  const common = { url, headers, duration, timeout: 30 };
  // Closed loop first: what the page serves at most. The fixed rate runs only when the page can
  // keep up with it; a page that cannot would queue requests without end (its p99 is "saturated").
  const cpuBefore = cpuMsOf(values["server-pid"]);
  const atMost = await run({ ...common, connections });
  const cpuAfter = cpuMsOf(values["server-pid"]);
  const canKeepUp = rate > 0 && atMost.requests.average >= rate;
  const atRate = canKeepUp ? await run({ ...common, connections: Math.max(connections, 10), overallRate: rate }) : null;
  const row = {
    page: page.name,
    status: first.status,
    htmlKb: Number((Buffer.byteLength(html) / 1024).toFixed(1)),
    maxRequestsPerSecond: Number(atMost.requests.average.toFixed(1)),
    atMost: `${atMost.latency.p50} / ${atMost.latency.p99}`,
    atRate: atRate ? `${atRate.latency.p50} / ${atRate.latency.p99}` : "saturated",
    errors:
      atMost.errors + atMost.timeouts + atMost.non2xx + (atRate ? atRate.errors + atRate.timeouts + atRate.non2xx : 0),
    cpuMsPerRequest:
      cpuBefore !== null && cpuAfter !== null && atMost.requests.total > 0
        ? Number(((cpuAfter - cpuBefore) / atMost.requests.total).toFixed(1))
        : "—",
  };
  rows.push(row);
  process.stdout.write(
    `${[row.page, row.status, row.htmlKb, row.maxRequestsPerSecond, row.atMost, row.atRate, row.errors, row.cpuMsPerRequest].join(" | ")}\n`,
  );
}
process.stdout.write(
  `load average at the end: ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(", ")}\n`,
);
if (values.json)
  fs.writeFileSync(values.json, `${JSON.stringify({ machine: describeMachine(database), rows }, null, 2)}\n`);
