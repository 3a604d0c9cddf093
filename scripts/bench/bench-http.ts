// `npm run bench:http -- --url http://127.0.0.1:3000 --server-pid <pid>`: what people get from a
// running production server filled by `npm run bench:data` (it reads DATA_DIR/bench-targets.json,
// or --targets). Decision 0112-open-loop-benchmark. Every request carries Chromium's headers
// (so the server compresses as it does for a browser); searches rotate over the targets' lists of
// terms (a new term is a new page: no page-cache hit); signed-in visitors see public pages too.
// For each page:
//   1. one request at a time (--sequential, 50): the Server-Timing figures (start the server with
//      SERVER_TIMING=1) give the median CPU and the statements per request;
//   2. open loop at --rate requests/s for --duration s: request i is due at start + i/rate and is
//      sent then, whatever is still outstanding; latency is completion minus DUE time, as measured,
//      of the requests served: those the server shed (503 with Retry-After, MAX_IN_FLIGHT) are
//      counted in their own column, apart from the errors;
//   3. closed loop with --connections at once (autocannon; 0 leaves it out): the most it serves.
// The server's CPU per request (from /proc, its worker processes summed) is printed beside each
// figure, and every goal of the signed-in speed work with ✓ or ✗.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import {
  type BenchResponse,
  BROWSER_HEADERS,
  createAgent,
  decodedBody,
  describeMachine,
  describeServerMemory,
  figure,
  isShed,
  type LatencySummary,
  listeningProcess,
  loadAverage,
  median,
  parseServerTiming,
  runOpenLoop,
  send,
  serverCpuMs,
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
    /** Seconds of the open-loop phase per page (0 leaves it out). */
    duration: { type: "string", default: "10" },
    /** Requests per second of the open-loop phase (0 leaves it out). */
    rate: { type: "string", default: "100" },
    /** Connections of the closed-loop "most it serves" phase (0 leaves it out). */
    connections: { type: "string", default: "0" },
    /** Requests of the one-at-a-time phase that reads Server-Timing (0 leaves it out). */
    sequential: { type: "string", default: "50" },
    only: { type: "string" },
    json: { type: "string" },
    markdown: { type: "string" },
    /**
     * The server's process id, when it runs on this machine: the server's CPU per request and its
     * memory come from /proc, its forked workers included. PostgreSQL's own CPU is not in it.
     * "auto" finds the process listening on --url's port; "" leaves these figures out.
     */
    "server-pid": { type: "string", default: "auto" },
    /** The server's METRICS_TOKEN: its heap and external memory from /metrics beside the RSS. */
    "metrics-token": { type: "string", default: process.env.METRICS_TOKEN },
    /** What the server runs on, for the header (the bench cannot see it). */
    database: { type: "string", default: "SQLite" },
    /** What the server runs with, for the header (e.g. "WEB_CONCURRENCY=2"). */
    workers: { type: "string", default: "1" },
  },
});
const baseUrl = values.url.replace(/\/$/, "");
const targetsFile = values.targets ?? path.join(process.env.DATA_DIR ?? "/tmp/campus-bench", "bench-targets.json");
const targets = JSON.parse(fs.readFileSync(targetsFile, "utf8")) as BenchTargets;
const duration = Number(values.duration);
const rate = Number(values.rate);
const connections = Number(values.connections);
const sequential = Number(values.sequential);
// "auto" (the default): the process listening on the URL's port, when it runs on this machine.
const serverPid =
  values["server-pid"] === "auto"
    ? (listeningProcess(Number(new URL(baseUrl).port || 80)) ?? undefined)
    : values["server-pid"]
      ? Number(values["server-pid"])
      : undefined;

type Role = "anonymous" | "admin" | "instructor" | "student" | "finance";
/** Which goals a page is held to. */
type Kind = "signed-in" | "public, signed in" | "public" | "public, cache miss";
interface BenchPage {
  name: string;
  role: Role;
  kind: Kind;
  /** The address of the page's i-th request (searches rotate over their terms, misses add ?bench=). */
  path: (index: number) => string;
  /** A list that has no search today: said beside its figure. */
  note?: string;
}

const { bigCourse, eventId } = targets;
const lists = targets.searchLists;
/** The list of terms for a kind of search: ≥ 300 from bench:data, or the one old term for old targets. */
const terms = (name: keyof BenchTargets["searchTerms"]) =>
  lists?.[name]?.length ? lists[name] : [targets.searchTerms[name]];
const rotate = (list: readonly string[]) => (index: number) => encodeURIComponent(list[index % list.length]);
const userTerm = rotate(terms("user"));
const courseTerm = rotate(terms("course"));
const enquiryTerm = rotate(terms("enquiry"));
const eventTerm = rotate(terms("event"));
const companyTerm = rotate(lists?.company?.length ? lists.company : terms("enquiry"));
/** Misses stay misses across runs against one server: each run has its own prefix. */
const runTag = Date.now().toString(36);
const miss = (index: number) => `bench=${runTag}-${index}`;
const viewer = `/course/${bigCourse.id}/${bigCourse.firstChapterId}/${bigCourse.firstLessonId}`;
const editor = `/edit-course/${bigCourse.id}/${bigCourse.firstChapterId}/${bigCourse.firstLessonId}`;
const fixed = (address: string) => () => address;
const NO_SEARCH = "no search today";

const PAGES: BenchPage[] = [
  // Anonymous public pages (page-cache hits once warm) and their cache misses.
  { name: "home", role: "anonymous", kind: "public", path: fixed("/") },
  { name: "catalogue", role: "anonymous", kind: "public", path: fixed("/courses/certification") },
  {
    name: "catalogue search",
    role: "anonymous",
    kind: "public",
    path: (i) => `/courses/certification?q=${courseTerm(i)}`,
  },
  { name: "course overview", role: "anonymous", kind: "public", path: fixed(`/course-overview/${bigCourse.slug}`) },
  { name: "events", role: "anonymous", kind: "public", path: fixed("/events") },
  { name: "events, one event", role: "anonymous", kind: "public", path: fixed(`/events?event=${eventId}`) },
  { name: "events search", role: "anonymous", kind: "public", path: (i) => `/events?q=${eventTerm(i)}` },
  { name: "home, miss", role: "anonymous", kind: "public, cache miss", path: (i) => `/?${miss(i)}` },
  {
    name: "catalogue, miss",
    role: "anonymous",
    kind: "public, cache miss",
    path: (i) => `/courses/certification?${miss(i)}`,
  },
  {
    name: "course overview, miss",
    role: "anonymous",
    kind: "public, cache miss",
    path: (i) => `/course-overview/${bigCourse.slug}?${miss(i)}`,
  },
  { name: "events, miss", role: "anonymous", kind: "public, cache miss", path: (i) => `/events?${miss(i)}` },
  // The same public pages for a signed-in student: the stored page with their header where the page
  // is the same for everyone (home, catalogue, overview), a render where it is theirs (events: their bookings).
  { name: "home (signed in)", role: "student", kind: "public, signed in", path: fixed("/") },
  { name: "catalogue (signed in)", role: "student", kind: "public, signed in", path: fixed("/courses/certification") },
  {
    name: "catalogue search (signed in)",
    role: "student",
    kind: "public, signed in",
    path: (i) => `/courses/certification?q=${courseTerm(i)}`,
  },
  {
    name: "course overview (signed in)",
    role: "student",
    kind: "public, signed in",
    path: fixed(`/course-overview/${bigCourse.slug}`),
  },
  { name: "events (signed in)", role: "student", kind: "public, signed in", path: fixed("/events") },
  // Staff and learner pages (goal 1), each with and without its search.
  { name: "dashboard", role: "instructor", kind: "signed-in", path: fixed("/instructor/dashboard"), note: NO_SEARCH },
  { name: "courses", role: "instructor", kind: "signed-in", path: fixed("/instructor/courses") },
  {
    name: "courses search",
    role: "instructor",
    kind: "signed-in",
    path: (i) => `/instructor/courses?q=${courseTerm(i)}`,
  },
  { name: "students", role: "instructor", kind: "signed-in", path: fixed("/instructor/students") },
  {
    name: "students search",
    role: "instructor",
    kind: "signed-in",
    path: (i) => `/instructor/students?q=${userTerm(i)}`,
  },
  { name: "editor", role: "instructor", kind: "signed-in", path: fixed(editor), note: NO_SEARCH },
  { name: "viewer", role: "student", kind: "signed-in", path: fixed(viewer), note: NO_SEARCH },
  { name: "my learning", role: "student", kind: "signed-in", path: fixed("/my-learning"), note: NO_SEARCH },
  { name: "my CPD", role: "student", kind: "signed-in", path: fixed("/my-learning/cpd"), note: NO_SEARCH },
  { name: "manage-events", role: "instructor", kind: "signed-in", path: fixed("/manage-events") },
  {
    name: "manage-events search",
    role: "instructor",
    kind: "signed-in",
    path: (i) => `/manage-events?q=${eventTerm(i)}`,
  },
  {
    name: "manage-events, bookings",
    role: "instructor",
    kind: "signed-in",
    path: fixed(`/manage-events?event=${eventId}`),
  },
  { name: "enquiries", role: "admin", kind: "signed-in", path: fixed("/admin/enquiries") },
  {
    name: "enquiries search",
    role: "admin",
    kind: "signed-in",
    path: (i) => `/admin/enquiries?q=${enquiryTerm(i)}`,
  },
  {
    name: "enquiries filtered",
    role: "admin",
    kind: "signed-in",
    path: fixed("/admin/enquiries?kind=quote&status=new"),
  },
  { name: "users", role: "admin", kind: "signed-in", path: fixed("/admin/users") },
  { name: "users search", role: "admin", kind: "signed-in", path: (i) => `/admin/users?q=${userTerm(i)}` },
  { name: "companies", role: "admin", kind: "signed-in", path: fixed("/admin/companies") },
  {
    name: "companies search",
    role: "admin",
    kind: "signed-in",
    path: (i) => `/admin/companies?q=${companyTerm(i)}`,
  },
  { name: "orders", role: "finance", kind: "signed-in", path: fixed("/staff/orders") },
  { name: "orders search", role: "finance", kind: "signed-in", path: (i) => `/staff/orders?q=${userTerm(i)}` },
];

interface Row {
  page: string;
  role: Role;
  kind: Kind;
  note?: string;
  status: number;
  contentEncoding: string;
  transferKb: number;
  htmlKb: number;
  /** One request at a time: Server-Timing's figures and /proc's CPU per request. */
  sequentialRequests: number;
  cpuMedianMs: number | null;
  dbMedianMs: number | null;
  statementsMedian: number | null;
  statementsMax: number | null;
  sequentialCpuMsPerRequest: number | null;
  cacheMisses: number;
  /** Failed answers (none, or 400 and above, not shed) of the one-at-a-time phase. */
  sequentialErrors: number;
  /** Answers of the one-at-a-time phase the server shed (503 with Retry-After). */
  sequentialShed: number;
  /** Open loop at `rate`: the latencies of the requests served; those shed counted apart from errors. */
  openLoop:
    | (LatencySummary & { achievedRate: number; errors: number; shed: number; cpuMsPerRequest: number | null })
    | null;
  /** Closed loop at `connections`. */
  mostServed: { requestsPerSecond: number; p99: number; errors: number } | null;
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Waits (up to two minutes) until the server answers a page one at a time within a second again. */
async function settle() {
  for (let attempt = 0; attempt < 120; attempt++) {
    const started = performance.now();
    const answered = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(10_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered && performance.now() - started < 1000) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * A signed-in visitor's copy of a public page is the stored anonymous page with their header, so it
 * exists only while anonymous visitors keep that page stored. On a real site they do; in this bench
 * the cache-miss phases before fill the store with thousands of `?bench=` pages and push the plain
 * ones out (least recently used), which measured a full render instead. So before such a page, each
 * address its phase will ask for is asked once anonymously, outside the measurement.
 */
async function storeAnonymousCopies(page: BenchPage) {
  if (page.kind !== "public, signed in") return;
  const agent = createAgent();
  const requests = 1 + sequential + Math.ceil(rate * duration) + 1;
  const addresses = new Set(Array.from({ length: requests }, (_, index) => page.path(index)));
  for (const address of addresses) {
    await send(agent, new URL(`${baseUrl}${address}`), { headers: { ...BROWSER_HEADERS } }).catch(() => null);
  }
}

async function measurePage(page: BenchPage, cookie: string): Promise<Row> {
  await storeAnonymousCopies(page);
  const agent = createAgent();
  const headers = cookie ? { ...BROWSER_HEADERS, cookie } : { ...BROWSER_HEADERS };
  const urlOf = (index: number) => new URL(`${baseUrl}${page.path(index)}`);
  let requestIndex = 0;
  // The first request: its status, bytes as sent and HTML as the browser has it (a failure is a
  // status 0 row, not the end of the run).
  const first = await send(agent, urlOf(requestIndex++), { headers }).catch(
    (): BenchResponse => ({ status: 0, headers: {}, body: Buffer.alloc(0) }),
  );
  const html = decodedBody(first);
  let sequentialErrors = 0;
  let sequentialShed = 0;

  // 1. One at a time, reading Server-Timing.
  const cpu: number[] = [];
  const dbMs: number[] = [];
  const statements: number[] = [];
  let cacheMisses = 0;
  const sequentialCpuBefore = serverCpuMs(serverPid);
  for (let index = 0; index < sequential; index++) {
    const response = await send(agent, urlOf(requestIndex++), { headers }).catch(() => null);
    if (response && isShed(response)) sequentialShed++;
    else if (!response || response.status >= 400) sequentialErrors++;
    if (!response) continue;
    const timing = parseServerTiming(response.headers["server-timing"]);
    if (timing.cpu !== undefined) cpu.push(timing.cpu);
    if (timing.db !== undefined) dbMs.push(timing.db);
    if (timing.statements !== undefined) statements.push(timing.statements);
    if (response.headers["x-cache"] === "miss") cacheMisses++;
  }
  const sequentialCpuAfter = serverCpuMs(serverPid);

  // 2. Open loop at the fixed rate.
  let openLoop: Row["openLoop"] = null;
  if (rate > 0 && duration > 0) {
    const cpuBefore = serverCpuMs(serverPid);
    const offset = requestIndex;
    const { samples, elapsedMs } = await runOpenLoop({
      rate,
      seconds: duration,
      agent,
      next: (index) => ({ label: page.name, url: urlOf(offset + index), headers }),
    });
    requestIndex += samples.length;
    const cpuAfter = serverCpuMs(serverPid);
    // A server that fell behind is still working through what the generator gave up on: the next
    // page starts when it answers again.
    if (samples.some((sample) => sample.error || sample.shed)) await settle();
    const outcomes = summarizeOutcomes(samples);
    openLoop = {
      ...outcomes.served,
      achievedRate: elapsedMs > 0 ? (samples.length * 1000) / elapsedMs : 0,
      errors: outcomes.errors,
      shed: outcomes.shed,
      cpuMsPerRequest: cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) / samples.length : null,
    };
  }

  // 3. Closed loop: the most it serves (one address: a search's first term, a miss's first address).
  let mostServed: Row["mostServed"] = null;
  if (connections > 0 && duration > 0) {
    const result = await run({
      url: urlOf(requestIndex).href,
      headers,
      duration,
      connections,
      timeout: 30,
    });
    mostServed = {
      requestsPerSecond: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    };
  }
  agent.destroy();
  return {
    page: page.name,
    role: page.role,
    kind: page.kind,
    note: page.note,
    status: first.status,
    contentEncoding: String(first.headers["content-encoding"] ?? "identity"),
    transferKb: first.body.length / 1024,
    htmlKb: html.length / 1024,
    sequentialRequests: sequential,
    cpuMedianMs: cpu.length ? median(cpu) : null,
    dbMedianMs: dbMs.length ? median(dbMs) : null,
    statementsMedian: statements.length ? median(statements) : null,
    statementsMax: statements.length ? Math.max(...statements) : null,
    sequentialCpuMsPerRequest:
      sequential > 0 && sequentialCpuBefore !== null && sequentialCpuAfter !== null
        ? (sequentialCpuAfter - sequentialCpuBefore) / sequential
        : null,
    cacheMisses,
    sequentialErrors,
    sequentialShed,
    openLoop,
    mostServed,
  };
}

// The figures the signed-in speed work aims at (docs/benchmarks/signed-in.md), each checked below.
const GOALS = {
  p99Ms: 50,
  p99Rate: 100,
  rateWithTwoWorkers: 250,
  signedInCpuMs: 4,
  missCpuMs: 4,
  homeMissCpuMs: 6,
  statements: 8,
  viewerHtmlKb: 60,
  editorHtmlKb: 70,
  rssMb: 250,
};

interface GoalLine {
  goal: string;
  figure: string;
  met: boolean | null;
}

/** Each goal beside its figure: ✓ met, ✗ missed, "–" not measured by this run (and why). */
function evaluateGoals(rows: Row[], rssAtEnd: number | null): GoalLine[] {
  const lines: GoalLine[] = [];
  const signedIn = rows.filter((row) => row.kind === "signed-in");
  const worst = (items: Row[], value: (row: Row) => number | null) =>
    items
      .map((row) => ({ row, value: value(row) }))
      .filter((item): item is { row: Row; value: number } => item.value !== null && !Number.isNaN(item.value))
      .sort((a, b) => b.value - a.value);
  const listMissed = (items: Array<{ row: Row; value: number }>, limit: number, unit: string) =>
    items
      .filter((item) => item.value > limit)
      .map((item) => `${item.row.page} ${figure(item.value)}${unit}`)
      .join(", ");

  if (rate >= GOALS.p99Rate && duration > 0 && signedIn.length > 0) {
    const p99s = worst(signedIn, (row) => row.openLoop?.p99 ?? null);
    const missed = listMissed(p99s, GOALS.p99Ms, " ms");
    // A p99 of the requests served says nothing of those shed: the goal is met only with none shed.
    const shed = signedIn.filter((row) => (row.openLoop?.shed ?? 0) > 0);
    const shedList = shed.map((row) => `${row.page} ${row.openLoop?.shed}`).join(", ");
    lines.push({
      goal: `p99 < ${GOALS.p99Ms} ms at ${GOALS.p99Rate} req/s, signed-in pages (run at ${rate} req/s)`,
      figure: `worst ${p99s[0] ? `${p99s[0].row.page} ${figure(p99s[0].value)} ms` : "—"}${missed ? `; over: ${missed}` : ""}${shedList ? `; shed: ${shedList}` : ""}`,
      met: p99s.length > 0 && !missed && shed.length === 0,
    });
  } else {
    lines.push({
      goal: `p99 < ${GOALS.p99Ms} ms at ${GOALS.p99Rate} req/s, signed-in pages`,
      figure: `not measured (run with --rate ${GOALS.p99Rate})`,
      met: null,
    });
  }
  if (rate >= GOALS.rateWithTwoWorkers && duration > 0 && signedIn.length > 0) {
    const short = signedIn.filter(
      (row) =>
        !row.openLoop || row.openLoop.achievedRate < rate * 0.98 || row.openLoop.errors > 0 || row.openLoop.shed > 0,
    );
    lines.push({
      goal: `≥ ${GOALS.rateWithTwoWorkers} req/s each, signed-in pages (${values.workers} worker(s); generator on the same cores)`,
      figure: short.length
        ? `short: ${short.map((row) => `${row.page} ${figure(row.openLoop?.achievedRate ?? 0, 0)}/s`).join(", ")}`
        : `all at ${rate} req/s`,
      met: short.length === 0,
    });
  } else {
    lines.push({
      goal: `≥ ${GOALS.rateWithTwoWorkers} req/s each with WEB_CONCURRENCY=2`,
      figure: `not measured (run with --rate ${GOALS.rateWithTwoWorkers} against WEB_CONCURRENCY=2)`,
      met: null,
    });
  }
  const cpuOf = (row: Row) => row.cpuMedianMs ?? row.sequentialCpuMsPerRequest;
  const source = rows.some((row) => row.cpuMedianMs !== null) ? "Server-Timing median" : "/proc, one at a time";
  const signedInCpu = worst(signedIn, cpuOf);
  if (signedInCpu.length > 0) {
    const missed = listMissed(signedInCpu, GOALS.signedInCpuMs, " ms");
    lines.push({
      goal: `CPU ≤ ${GOALS.signedInCpuMs} ms per request, signed-in pages (${source})`,
      figure: `worst ${signedInCpu[0].row.page} ${figure(signedInCpu[0].value)} ms${missed ? `; over: ${missed}` : ""}`,
      met: !missed,
    });
  }
  const misses = worst(
    rows.filter((row) => row.kind === "public, cache miss"),
    cpuOf,
  );
  if (misses.length > 0) {
    const over = misses.filter(
      (item) => item.value > (item.row.page.startsWith("home") ? GOALS.homeMissCpuMs : GOALS.missCpuMs),
    );
    lines.push({
      goal: `public cache miss ≤ ${GOALS.missCpuMs} ms CPU (home ≤ ${GOALS.homeMissCpuMs}) (${source})`,
      figure: misses.map((item) => `${item.row.page} ${figure(item.value)} ms`).join(", "),
      met: over.length === 0,
    });
  }
  const statementCounts = worst(rows, (row) => row.statementsMax);
  lines.push(
    statementCounts.length > 0
      ? {
          goal: `≤ ${GOALS.statements} statements per page`,
          figure: `most ${statementCounts[0].row.page} ${statementCounts[0].value}${
            statementCounts.some((item) => item.value > GOALS.statements)
              ? `; over: ${statementCounts
                  .filter((item) => item.value > GOALS.statements)
                  .map((item) => `${item.row.page} ${item.value}`)
                  .join(", ")}`
              : ""
          }`,
          met: statementCounts.every((item) => item.value <= GOALS.statements),
        }
      : {
          goal: `≤ ${GOALS.statements} statements per page`,
          figure: "not measured (no Server-Timing: start the server with SERVER_TIMING=1)",
          met: null,
        },
  );
  for (const [name, limit] of [
    ["viewer", GOALS.viewerHtmlKb],
    ["editor", GOALS.editorHtmlKb],
  ] as const) {
    const row = rows.find((item) => item.page === name);
    if (row)
      lines.push({ goal: `${name} HTML ≤ ${limit} kB`, figure: `${figure(row.htmlKb)} kB`, met: row.htmlKb <= limit });
  }
  lines.push(
    rssAtEnd !== null
      ? {
          goal: `server RSS ≤ ${GOALS.rssMb} MB at the end`,
          figure: `${figure(rssAtEnd, 0)} MB`,
          met: rssAtEnd <= GOALS.rssMb,
        }
      : { goal: `server RSS ≤ ${GOALS.rssMb} MB at the end`, figure: "not measured (give --server-pid)", met: null },
  );
  return lines;
}

const mark = (met: boolean | null) => (met === null ? "–" : met ? "✓" : "✗");

const COLUMNS = [
  "page",
  "who",
  "status",
  "enc.",
  "transfer kB",
  "HTML kB",
  "CPU ms median (Server-Timing)",
  "statements median / max",
  "CPU ms/req one at a time (/proc)",
  "X-Cache misses one at a time",
  `p50 / p90 / p99 / max ms at ${rate} req/s (served)`,
  "achieved req/s",
  "errors",
  "shed (503)",
  "CPU ms/req at rate (/proc)",
  ...(connections > 0 ? [`most req/s (${connections} conn.)`] : []),
];

function cells(row: Row): string[] {
  const open = row.openLoop;
  return [
    row.note ? `${row.page} (${row.note})` : row.page,
    row.role,
    String(row.status),
    row.contentEncoding,
    figure(row.transferKb),
    figure(row.htmlKb),
    figure(row.cpuMedianMs),
    row.statementsMedian === null ? "—" : `${row.statementsMedian} / ${row.statementsMax}`,
    figure(row.sequentialCpuMsPerRequest),
    `${row.cacheMisses}/${row.sequentialRequests}`,
    open ? [open.p50, open.p90, open.p99, open.max].map((value) => figure(value)).join(" / ") : "—",
    open ? figure(open.achievedRate) : "—",
    String((open?.errors ?? 0) + row.sequentialErrors),
    String((open?.shed ?? 0) + row.sequentialShed),
    figure(open?.cpuMsPerRequest),
    ...(connections > 0
      ? [row.mostServed ? `${figure(row.mostServed.requestsPerSecond, 0)} (p99 ${row.mostServed.p99} ms)` : "—"]
      : []),
  ];
}

await waitForServer(baseUrl);
const account = (role: Exclude<Role, "anonymous">) => {
  const found = targets.signIns.find((item) => item.role === role);
  if (!found) throw new Error(`bench-targets.json has no ${role} sign-in`);
  return found;
};
const cookies: Record<Role, string> = {
  anonymous: "",
  admin: await signIn(baseUrl, account("admin")),
  instructor: await signIn(baseUrl, account("instructor")),
  student: await signIn(baseUrl, account("student")),
  finance: await signIn(baseUrl, account("finance")),
};
const header = [
  ...describeMachine(values.database, baseUrl),
  `server processes: ${values.workers}${serverPid ? `, pid ${serverPid} and its children` : " (no --server-pid: no CPU or memory figures)"}; the load generator runs on the same cores`,
  `data: ${Object.entries(targets.volume)
    .map(([name, value]) => `${Number(value).toLocaleString("en-ZA")} ${name}`)
    .join(", ")}`,
  `search terms: ${(["user", "course", "enquiry", "event"] as const).map((name) => `${terms(name).length} ${name}`).join(", ")}`,
  `each page: ${sequential} requests one at a time, then ${duration} s open loop at ${rate} requests/s (latency from each request's due time)${connections > 0 ? `, then ${duration} s closed loop with ${connections} connections` : ""}`,
  "requests carry Chromium's headers (Accept-Encoding: gzip, deflate, br, zstd; Accept-Language en-ZA)",
];
const rssAtStart = serverRssMb(serverPid);
header.push(`server RSS at the start: ${figure(rssAtStart, 0)} MB`);
const memoryAtStart = await serverMemory(baseUrl, values["metrics-token"]);
header.push(`server memory at the start (its /metrics): ${describeServerMemory(memoryAtStart)}`);
process.stdout.write(`${header.join("\n")}\n\n${COLUMNS.join(" | ")}\n`);

const only = values.only ? new RegExp(values.only) : null;
const rows: Row[] = [];
for (const page of PAGES) {
  if (only && !only.test(page.name)) continue;
  const row = await measurePage(page, cookies[page.role]);
  rows.push(row);
  process.stdout.write(`${cells(row).join(" | ")}\n`);
}
const rssAtEnd = serverRssMb(serverPid);
const memoryAtEnd = await serverMemory(baseUrl, values["metrics-token"]);
const footer = [
  `server RSS at the end: ${figure(rssAtEnd, 0)} MB`,
  `server memory at the end (its /metrics): ${describeServerMemory(memoryAtEnd)}`,
  `load average at the end: ${loadAverage()}`,
];
const goals = evaluateGoals(rows, rssAtEnd);
process.stdout.write(
  `\n${footer.join("\n")}\n\ngoals:\n${goals.map((line) => `${mark(line.met)} ${line.goal}: ${line.figure}`).join("\n")}\n`,
);
const missedRedirects = rows.filter((row) => row.status >= 300);
if (missedRedirects.length > 0) {
  process.stdout.write(
    `\nnot a 200 on the first request: ${missedRedirects.map((row) => `${row.page} ${row.status}`).join(", ")}\n`,
  );
}
if (values.json) {
  fs.writeFileSync(
    values.json,
    `${JSON.stringify({ header, rate, duration, connections, sequential, rssAtStart, rssAtEnd, memoryAtStart, memoryAtEnd, footer, rows, goals }, null, 2)}\n`,
  );
}
if (values.markdown) {
  const table = [
    `| ${COLUMNS.join(" | ")} |`,
    `| ${COLUMNS.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${cells(row).join(" | ")} |`),
  ];
  const goalTable = [
    "| goal | figure | |",
    "| --- | --- | --- |",
    ...goals.map((line) => `| ${line.goal} | ${line.figure} | ${mark(line.met)} |`),
  ];
  fs.writeFileSync(
    values.markdown,
    `${header.map((line) => `- ${line}`).join("\n")}\n${footer.map((line) => `- ${line}`).join("\n")}\n\n${table.join("\n")}\n\n${goalTable.join("\n")}\n`,
  );
}
