// `npm run bench:soak -- --url http://127.0.0.1:3000 --rate 200 --minutes 10`: the load test a
// client would run (decision 0112-open-loop-benchmark). A mixed workload at a fixed rate,
// open loop (request i is due at start + i/rate and sent then; latency from the due time):
//   - learners (bench:data's learners, signed in through the form) read lessons of the big course
//     and of their own courses in order, press "Complete & continue" and answer quizzes, as the
//     viewer's forms post them (the route's action, `.data` as React Router's fetchers send it);
//   - staff read a block and autosave it with its version, as the editor does, open their pages and
//     export CSV files;
//   - visitors browse the public pages (a search over many terms), some signed in, and book webinars
//     through the events form (each booking puts mail in the outbox).
// Every 30 s: the pages' p50/p99 so far (of the requests served), errors, requests shed (503 with
// Retry-After: the server's MAX_IN_FLIGHT, decision 0131-load-shedding), the server's memory and the
// outbox's lag (the age of the oldest message waiting to be sent, read from the database: DATA_DIR's
// SQLite file or --database-url). At the end: p50/p99/errors/shed per page and the goal line.
// Start the server with TRUST_PROXY=true: each visitor then has an address of its own
// (X-Forwarded-For), as behind a reverse proxy, so the per-address limits of bookings and sign-in
// count people, not the generator.
import fs from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import pg from "pg";
import {
  type BenchResponse,
  BROWSER_HEADERS,
  createAgent,
  describeMachine,
  describeServerMemory,
  figure,
  listeningProcess,
  loadAverage,
  type OpenLoopSample,
  runOpenLoop,
  type ServerMemory,
  serverMemory,
  serverRssMb,
  signIn,
  summarizeOutcomes,
  waitForServer,
} from "./bench-load.ts";
import type { BenchTargets } from "./fill-bench-database.ts";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    targets: { type: "string" },
    rate: { type: "string", default: "200" },
    minutes: { type: "string", default: "10" },
    /** Instead of --minutes, for the CI's smoke run. */
    seconds: { type: "string" },
    /** How many of bench:data's learners sign in. */
    learners: { type: "string", default: "100" },
    /** Seconds between progress reports. */
    every: { type: "string", default: "30" },
    "server-pid": { type: "string", default: "auto" },
    /** The server's PostgreSQL database, for the outbox's lag (without it: DATA_DIR's SQLite file). */
    "database-url": { type: "string" },
    workers: { type: "string", default: "1" },
    /** The server's METRICS_TOKEN: its heap and external memory from /metrics beside the RSS. */
    "metrics-token": { type: "string", default: process.env.METRICS_TOKEN },
    json: { type: "string" },
    /** Exit 1 when any request failed (the CI's smoke run: a renamed field or route shows at once). */
    "fail-on-errors": { type: "boolean", default: false },
  },
});
const baseUrl = values.url.replace(/\/$/, "");
const dataDirectory = process.env.DATA_DIR ?? "/tmp/campus-bench";
const targets = JSON.parse(
  fs.readFileSync(values.targets ?? path.join(dataDirectory, "bench-targets.json"), "utf8"),
) as BenchTargets;
const rate = Number(values.rate);
const seconds = values.seconds ? Number(values.seconds) : Number(values.minutes) * 60;
const every = Number(values.every);
const serverPid =
  values["server-pid"] === "auto"
    ? (listeningProcess(Number(new URL(baseUrl).port || 80)) ?? undefined)
    : values["server-pid"]
      ? Number(values["server-pid"])
      : undefined;
const databaseUrl = values["database-url"] ?? process.env.DATABASE_URL;
if (!targets.learners?.length || !targets.lessonsOfCourse || !targets.searchLists) {
  throw new Error("bench-targets.json has no learners or search lists: run `npm run bench:data -- --extend` first");
}

/**
 * The outbox's lag: how long the oldest message that is due (a reminder waits for its day: not yet
 * due) has been waiting to be sent, and how many due messages wait.
 */
function createOutboxProbe(): () => Promise<{ waiting: number; oldestSeconds: number | null }> {
  const query = (parameter: string) =>
    `select count(*) as waiting, min(next_attempt_at) as oldest from outbox where status = 'pending' and next_attempt_at <= ${parameter}`;
  const read = (row: { waiting: number | string; oldest: string | Date | null } | undefined) => ({
    waiting: Number(row?.waiting ?? 0),
    oldestSeconds: row?.oldest ? Math.max(0, (Date.now() - new Date(row.oldest).getTime()) / 1000) : null,
  });
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    probeClose = () => pool.end();
    return async () => read((await pool.query(query("$1"), [new Date().toISOString()])).rows[0]);
  }
  const database = new DatabaseSync(path.join(dataDirectory, "campus.sqlite"), { readOnly: true });
  probeClose = async () => database.close();
  return async () => read(database.prepare(query("?")).get(new Date().toISOString()) as never);
}
let probeClose = async () => {};

type Role = "admin" | "instructor" | "student";
const account = (role: Role) => {
  const found = targets.signIns.find((item) => item.role === role);
  if (!found) throw new Error(`bench-targets.json has no ${role} sign-in`);
  return found;
};
/** A visitor's own address (10.x.y.z), sent as X-Forwarded-For. */
const addressOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

await waitForServer(baseUrl);
const staffCookie = {
  instructor: await signIn(baseUrl, account("instructor"), addressOf(1)),
  admin: await signIn(baseUrl, account("admin"), addressOf(2)),
  student: await signIn(baseUrl, account("student"), addressOf(3)),
};
const learnerCount = Math.min(Number(values.learners), targets.learners.length);
const learners: Array<{ cookie: string; address: string; courseIds: string[]; place: Map<string, number> }> = [];
for (let index = 0; index < learnerCount; index++) {
  const learner = targets.learners[index];
  const address = addressOf(1000 + index);
  learners.push({
    cookie: await signIn(baseUrl, learner, address),
    address,
    courseIds: learner.courseIds,
    place: new Map(),
  });
}

const { bigCourse, searchLists } = targets;
const lessonsOf = targets.lessonsOfCourse;
const blocks = targets.editableBlockIds ?? [];
const quizzes = targets.quizzes ?? [];
const upcoming = targets.upcomingEventIds?.length ? targets.upcomingEventIds : [targets.eventId];
const blockVersions = new Map<string, number>();
/** Blocks whose stored version is known and that no save is under way for. */
const savable: string[] = [];
let nextBlock = 0;
let blockEdits = 0;
const savesUnderWay = new Set<string>();
/** The blocks API's answers: a read gives the block, a save its new version. */
interface BlockAnswer {
  block?: { version?: number };
  version?: number;
}

interface Planned {
  label: string;
  url: URL;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  ok?: (status: number) => boolean;
  onResponse?: (response: BenchResponse | null) => void;
}
/** A page as a browser asks for it, for a visitor signed in or not, from their own address. */
const page = (cookie: string | null, forwarded: string): Record<string, string> => ({
  ...BROWSER_HEADERS,
  ...(cookie ? { cookie } : {}),
  "x-forwarded-for": forwarded,
});
/** A form post as a browser sends it (same origin). */
const formPost = (cookie: string | null, forwarded: string): Record<string, string> => ({
  ...BROWSER_HEADERS,
  accept: "*/*",
  "sec-fetch-dest": "empty",
  "sec-fetch-mode": "cors",
  "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
  origin: baseUrl,
  ...(cookie ? { cookie } : {}),
  "x-forwarded-for": forwarded,
});
const upTo400 = (status: number) => status >= 200 && status < 400;
const url = (address: string) => new URL(`${baseUrl}${address}`);

/** The next lesson a learner reads in one of their courses (in order, round again at the end). */
function nextLesson(learner: (typeof learners)[number], courseId: string) {
  const lessons = lessonsOf[courseId] ?? [];
  const position = learner.place.get(courseId) ?? 0;
  learner.place.set(courseId, (position + 1) % Math.max(1, lessons.length));
  const [chapterId, lessonId] = lessons[position % Math.max(1, lessons.length)] ?? [];
  return { courseId, chapterId, lessonId };
}

/** The workload's mix, in parts of 1,000 requests: what people do on a working day. */
const MIX: Array<[number, (index: number) => Planned]> = [
  // Learners (53 %): reading, completing, answering.
  [
    380,
    (index) => {
      const learner = learners[index % learners.length];
      const courseId = learner.courseIds[index % learner.courseIds.length];
      const lesson = nextLesson(learner, courseId);
      return {
        label: courseId === bigCourse.id ? "viewer (big course)" : "viewer",
        url: url(`/course/${lesson.courseId}/${lesson.chapterId}/${lesson.lessonId}`),
        headers: page(learner.cookie, learner.address),
      };
    },
  ],
  [
    100,
    (index) => {
      const learner = learners[index % learners.length];
      const courseId = learner.courseIds[index % learner.courseIds.length];
      const lessons = lessonsOf[courseId] ?? [];
      const [chapterId, lessonId] = lessons[Math.max(0, (learner.place.get(courseId) ?? 1) - 1)] ?? [];
      return {
        label: "complete & continue (POST)",
        url: url(`/course/${courseId}/${chapterId}/${lessonId}.data`),
        method: "POST",
        headers: formPost(learner.cookie, learner.address),
        body: new URLSearchParams({ intent: "complete-lesson" }).toString(),
        ok: upTo400,
      };
    },
  ],
  [
    50,
    (index) => {
      const learner = learners[index % learners.length];
      const quiz = quizzes[index % Math.max(1, quizzes.length)];
      const form = new URLSearchParams({ intent: "submit-quiz", blockId: quiz?.blockId ?? "" });
      for (const [questionId, optionId] of Object.entries(quiz?.answers ?? {}))
        form.set(`answer-${questionId}`, optionId);
      return {
        label: "quiz answer (POST)",
        url: url(`/course/${bigCourse.id}/${quiz?.chapterId}/${quiz?.lessonId}.data`),
        method: "POST",
        headers: formPost(learner.cookie, learner.address),
        body: form.toString(),
        ok: upTo400,
      };
    },
  ],
  // Staff (17 %): their pages, an autosave, an export.
  [
    40,
    (index) => {
      const pages = ["/instructor/dashboard", "/instructor/students", "/manage-events", "/instructor/courses"];
      return {
        label: "staff pages",
        url: url(pages[index % pages.length]),
        headers: page(staffCookie.instructor, addressOf(1)),
      };
    },
  ],
  [
    20,
    (index) => {
      const pages = ["/admin/enquiries", "/admin/users"];
      const term = encodeURIComponent(searchLists.user[index % searchLists.user.length]);
      return {
        label: "admin pages",
        url: url(index % 3 === 0 ? `/admin/users?q=${term}` : pages[index % pages.length]),
        headers: page(staffCookie.admin, addressOf(2)),
      };
    },
  ],
  [
    50,
    (index) => {
      // The editor's view of a lesson, then (below) its autosave.
      const lessons = lessonsOf[bigCourse.id] ?? [];
      const [chapterId, lessonId] = lessons[index % Math.max(1, lessons.length)] ?? [];
      return {
        label: "editor",
        url: url(`/edit-course/${bigCourse.id}/${chapterId}/${lessonId}`),
        headers: page(staffCookie.instructor, addressOf(1)),
      };
    },
  ],
  [
    50,
    () => {
      // Every other edit saves a block read (or saved) before, with the version its last answer
      // gave; the others read the next block, as the editor loads it. A block is never saved twice
      // at once (that is a stale edit, as in two tabs).
      const saving = savable.length > 0 && blockEdits++ % 2 === 1;
      const blockId = saving ? (savable.shift() as string) : blocks[nextBlock++ % blocks.length];
      const version = saving ? blockVersions.get(blockId) : undefined;
      const headers = {
        accept: "application/json",
        "content-type": "application/json",
        origin: baseUrl,
        cookie: staffCookie.instructor,
        "x-forwarded-for": addressOf(1),
      };
      if (saving) savesUnderWay.add(blockId);
      const keepVersion = (response: BenchResponse | null) => {
        if (saving) savesUnderWay.delete(blockId);
        else if (savesUnderWay.has(blockId)) return;
        const answer = response?.status === 200 ? (JSON.parse(response.body.toString()) as BlockAnswer) : null;
        const stored = answer?.block?.version ?? answer?.version;
        if (typeof stored !== "number") return;
        blockVersions.set(blockId, stored);
        if (!savable.includes(blockId)) savable.push(blockId);
      };
      if (!saving) {
        return {
          label: "block read (editor)",
          url: url(`/api/courses/${bigCourse.id}/blocks?blockId=${blockId}`),
          headers,
          onResponse: keepVersion,
        };
      }
      return {
        label: "block autosave (POST)",
        url: url(`/api/courses/${bigCourse.id}/blocks`),
        method: "POST",
        headers,
        body: JSON.stringify({
          intent: "save-block",
          blockId,
          version,
          content: { html: `<p>Collect objective evidence and record it (saved ${Date.now()}).</p>` },
        }),
        onResponse: keepVersion,
      };
    },
  ],
  [
    10,
    (index) => ({
      label: "bookings CSV export",
      url: url(`/manage-events/${upcoming[index % upcoming.length]}/bookings.csv`),
      headers: { ...page(staffCookie.instructor, addressOf(1)), accept: "text/csv,*/*" },
    }),
  ],
  // Visitors (30 %): public pages, some signed in, and bookings.
  [
    200,
    (index) => {
      const term = encodeURIComponent(searchLists.course[index % searchLists.course.length]);
      const pages = [
        "/",
        "/courses/certification",
        `/courses/certification?q=${term}`,
        `/course-overview/${bigCourse.slug}`,
        "/events",
        `/courses/certification?q=${term}`,
      ];
      const signedIn = index % 4 === 0;
      const address = addressOf(100_000 + (index % 50_000));
      return {
        label: signedIn ? "public pages (signed in)" : "public pages",
        url: url(pages[index % pages.length]),
        headers: page(signedIn ? staffCookie.student : null, address),
      };
    },
  ],
  [
    100,
    (index) => ({
      label: "public search",
      url: url(
        `/courses/certification?q=${encodeURIComponent(searchLists.course[(index * 7) % searchLists.course.length])}`,
      ),
      headers: page(null, addressOf(200_000 + (index % 50_000))),
    }),
  ],
  [
    10,
    (index) => ({
      label: "webinar booking (POST)",
      url: url("/events"),
      method: "POST",
      headers: { ...formPost(null, addressOf(300_000 + index)), accept: BROWSER_HEADERS.accept },
      body: new URLSearchParams({
        eventId: upcoming[index % upcoming.length],
        name: "Lerato",
        surname: "Mokoena",
        email: `soak.${Date.now().toString(36)}.${index}@example.co.za`,
        phone: "+27 82 555 0142",
        country: "South Africa",
        province: "Gauteng",
        city: "Johannesburg",
        company: "Karoo Foods",
        occupation: "Quality manager",
        privacyConsent: "on",
      }).toString(),
      ok: upTo400,
    }),
  ],
];
const MIX_TOTAL = MIX.reduce((sum, [parts]) => sum + parts, 0);
/** Request i's kind: spread evenly through the run (every 1,000 requests have the mix's parts). */
const kindOf = (() => {
  const slots: number[] = [];
  MIX.forEach(([parts], kind) => {
    for (let part = 0; part < parts; part++) slots.push(kind);
  });
  // A fixed shuffle (multiplying by a number prime to the length), so kinds interleave.
  return (index: number) => slots[(index * 7919) % MIX_TOTAL];
})();

const probe = createOutboxProbe();
const header = [
  ...describeMachine(databaseUrl ? "PostgreSQL" : "SQLite", baseUrl),
  `server processes: ${values.workers}${serverPid ? `, pid ${serverPid} and its children` : " (not found: no memory figures)"}; the load generator runs on the same cores`,
  `workload: ${rate} requests/s for ${seconds} s, open loop; ${learners.length} learners signed in; mix per 1,000 requests: ${MIX.map(([parts]) => parts).join(" + ")}`,
];
process.stdout.write(`${header.join("\n")}\n`);

const started = Date.now();
const samples: OpenLoopSample[] = [];
const memory: Array<{
  second: number;
  rssMb: number | null;
  server: ServerMemory | null;
  outboxWaiting: number;
  outboxLagSeconds: number | null;
}> = [];
async function report() {
  const outbox = await probe();
  const second = Math.round((Date.now() - started) / 1000);
  // The last interval's report and the final one may fall in the same second: one line is enough.
  if (memory.at(-1)?.second === second && memory.at(-1)?.outboxWaiting === outbox.waiting && second > 0) return;
  const rssMb = serverRssMb(serverPid);
  const server = await serverMemory(baseUrl, values["metrics-token"]);
  memory.push({ second, rssMb, server, outboxWaiting: outbox.waiting, outboxLagSeconds: outbox.oldestSeconds });
  const overall = summarizeOutcomes(samples);
  process.stdout.write(
    `${String(second).padStart(5)} s: ${samples.length} answered, p50 ${figure(overall.served.p50)} ms, p99 ${figure(overall.served.p99)} ms (served), errors ${overall.errors}, shed ${overall.shed}, RSS ${figure(rssMb, 0)} MB${server ? ` (${describeServerMemory(server)})` : ""}, outbox ${outbox.waiting} waiting, oldest ${figure(outbox.oldestSeconds)} s, load ${loadAverage()}\n`,
  );
}
await report();
const timer = setInterval(() => void report(), every * 1000);
const agent = createAgent();
const errorsSeen = new Map<string, number>();
await runOpenLoop({
  rate,
  seconds,
  agent,
  next: (index) => MIX[kindOf(index)][1](index),
  onSample: (sample) => {
    samples.push(sample);
    if (sample.error) {
      const key = `${sample.label}: ${sample.error}`;
      errorsSeen.set(key, (errorsSeen.get(key) ?? 0) + 1);
    }
  },
});
clearInterval(timer);
await report();
agent.destroy();

const labels = [...new Set(samples.map((sample) => sample.label))].sort();
const rows = labels.map((label) => {
  const own = samples.filter((sample) => sample.label === label);
  const { served, shed, errors } = summarizeOutcomes(own);
  return { page: label, requests: own.length, p50: served.p50, p99: served.p99, max: served.max, errors, shed };
});
process.stdout.write(`\npage | requests | p50 ms | p99 ms | max ms | errors | shed (503)\n`);
for (const row of rows) {
  process.stdout.write(
    `${row.page} | ${row.requests} | ${figure(row.p50)} | ${figure(row.p99)} | ${figure(row.max)} | ${row.errors} | ${row.shed}\n`,
  );
}
const { errors, shed } = summarizeOutcomes(samples);
const worst = rows.reduce((most, row) => (row.p99 > most.p99 ? row : most), rows[0]);
// The p99s are of the requests served: a request shed is not served, so the goal wants none.
const met = errors === 0 && shed === 0 && rows.every((row) => row.p99 < 100);
process.stdout.write(
  `\nload average at the end: ${loadAverage()}\n${[...errorsSeen].map(([key, count]) => `error ${key} × ${count}`).join("\n")}\n` +
    `${met ? "✓" : "✗"} goal: 0 errors, none shed and p99 < 100 ms for every page at 200 req/s (WEB_CONCURRENCY=2, PostgreSQL); this run: ${rate} req/s, ${values.workers} worker(s), ${databaseUrl ? "PostgreSQL" : "SQLite"}: ${errors} errors, ${shed} shed, worst p99 ${worst ? `${worst.page} ${figure(worst.p99)} ms` : "—"}\n`,
);
if (values.json)
  fs.writeFileSync(
    values.json,
    `${JSON.stringify({ header, rate, seconds, rows, memory, shed, errors: Object.fromEntries(errorsSeen) }, null, 2)}\n`,
  );
await probeClose();
if (values["fail-on-errors"] && errors > 0) process.exitCode = 1;
