// `npx node scripts/bench/signed-in-cpu.ts --url http://127.0.0.1:3605 --server-pid <pid> [--requests 200]
// [--save-html <dir>]`:
// the server's CPU per request of each signed-in page, one request at a time (no concurrency, so the
// figure is the page's own cost and not the queue's), without Accept-Encoding (compression is not
// counted here), and the server's RSS after each page and at the end. Reads DATA_DIR/bench-targets.json
// (or --targets). Pair it with `node --cpu-prof` on the server and scripts/bench/profile-summary.ts to
// see where the time goes (decision 0116-signed-in-render-cost).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { percentile, signInAs } from "./bench-load.ts";
import type { BenchTargets } from "./fill-bench-database.ts";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    targets: { type: "string" },
    requests: { type: "string", default: "200" },
    "server-pid": { type: "string" },
    only: { type: "string" },
    rounds: { type: "string", default: "1" },
    "save-html": { type: "string" },
  },
});
const baseUrl = values.url.replace(/\/$/, "");
const targetsFile = values.targets ?? path.join(process.env.DATA_DIR ?? "/tmp/campus-bench", "bench-targets.json");
const targets = JSON.parse(fs.readFileSync(targetsFile, "utf8")) as BenchTargets;
const requests = Number(values.requests);
const rounds = Number(values.rounds);
const serverPid = values["server-pid"];

type Role = "admin" | "instructor" | "student";
const { bigCourse } = targets;
const PAGES: { name: string; role: Role; path: string }[] = [
  { name: "dashboard", role: "instructor", path: "/instructor/dashboard" },
  { name: "courses", role: "instructor", path: "/instructor/courses" },
  { name: "students", role: "instructor", path: "/instructor/students" },
  { name: "users", role: "admin", path: "/admin/users" },
  { name: "enquiries", role: "admin", path: "/admin/enquiries" },
  { name: "manage-events", role: "instructor", path: "/manage-events" },
  { name: "companies", role: "admin", path: "/admin/companies" },
  { name: "orders", role: "admin", path: "/staff/orders" },
  { name: "my-learning", role: "student", path: "/my-learning" },
  { name: "my-cpd", role: "student", path: "/my-learning/cpd" },
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
];

const signIn = (role: string) => signInAs(baseUrl, targets, role);

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
/** One GET with no Accept-Encoding; resolves with the status and the body's size. */
function get(
  pagePath: string,
  cookie: string,
): Promise<{ status: number; bytes: number; body: Buffer; timing: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}${pagePath}`, { agent, headers: { cookie } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        const timing = String(response.headers["server-timing"] ?? "");
        resolve({ status: response.statusCode ?? 0, bytes: body.length, body, timing });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/**
 * The server's own CPU for one request from its Server-Timing `cpu` (SERVER_TIMING=1; NaN without):
 * finer than /proc's 10 ms ticks, and its median leaves out the requests a collection landed in.
 */
function timingCpuMs(timing: string): number {
  return Number(/(?:^|,\s*)cpu;dur=([\d.]+)/.exec(timing)?.[1] ?? Number.NaN);
}
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/**
 * `--save-html <dir>`: each page's first answer, its per-request nonce made constant, so two builds'
 * documents can be compared byte for byte (`diff -r`).
 */
function saveHtml(directory: string, name: string, body: Buffer) {
  fs.mkdirSync(directory, { recursive: true });
  const html = body.toString("utf8").replace(/nonce="[^"]*"/g, 'nonce="-"');
  fs.writeFileSync(path.join(directory, `${name}.html`), html);
}

const CLOCK_TICKS_PER_MS = 100 / 1000;
/** The server's user + system CPU in ms, from /proc (clock ticks of 10 ms). */
function serverCpuMs(): number {
  if (!serverPid) return Number.NaN;
  const fields = fs.readFileSync(`/proc/${serverPid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_MS;
}
function serverRssMb(): number {
  if (!serverPid) return Number.NaN;
  const line = fs
    .readFileSync(`/proc/${serverPid}/status`, "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("VmRSS:"));
  return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024);
}

const cookies = {
  admin: await signIn("admin"),
  instructor: await signIn("instructor"),
  student: await signIn("student"),
} satisfies Record<Role, string>;
const pages = values.only ? PAGES.filter((page) => values.only?.split(",").includes(page.name)) : PAGES;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
console.log(`server ${baseUrl}, pid ${serverPid ?? "?"}, ${requests} requests per page, load average ${load()}`);
console.log(`start RSS ${serverRssMb()} MB`);
for (let round = 1; round <= rounds; round++) {
  for (const page of pages) {
    const cookie = cookies[page.role];
    const first = await get(page.path, cookie);
    if (first.status !== 200) throw new Error(`${page.path} answered ${first.status}`);
    if (values["save-html"]) saveHtml(values["save-html"], page.name, first.body);
    for (let warm = 0; warm < 10; warm++) await get(page.path, cookie);
    const cpuBefore = serverCpuMs();
    const started = performance.now();
    const timedCpu: number[] = [];
    for (let index = 0; index < requests; index++) timedCpu.push(timingCpuMs((await get(page.path, cookie)).timing));
    const wallMs = (performance.now() - started) / requests;
    const cpuMs = (serverCpuMs() - cpuBefore) / requests;
    console.log(
      `${page.name.padEnd(14)} ${String(first.bytes).padStart(7)} B  cpu ${cpuMs.toFixed(2).padStart(6)} ms/req  median ${median(timedCpu).toFixed(2).padStart(6)} ms  wall ${wallMs.toFixed(2).padStart(6)} ms  rss ${serverRssMb()} MB  ${first.timing}`,
    );
  }
}
console.log(`end RSS ${serverRssMb()} MB, load average ${load()}`);
agent.destroy();
