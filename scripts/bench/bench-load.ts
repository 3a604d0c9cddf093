// What bench:http and bench:soak share: a browser's request headers, an open-loop generator whose
// latencies are measured from each request's due time (decision 0112-open-loop-benchmark),
// percentiles, the server's CPU and memory from /proc (its worker processes included), the
// Server-Timing figures and the machine's description. Plain Node (no app modules): it runs against
// a production server from outside, as a visitor's browser does.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import zlib from "node:zlib";
import type { BenchTargets } from "./fill-bench-database.ts";

/** What Chromium sends with a page navigation (Chrome 131 on Windows), so the server compresses as it would for a person. */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = {
  accept:
    "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7",
  "accept-encoding": "gzip, deflate, br, zstd",
  "accept-language": "en-ZA,en;q=0.9",
  "user-agent":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "sec-ch-ua": '"Google Chrome";v="131", "Chromium";v="131", "Not_A Brand";v="24"',
  "sec-ch-ua-mobile": "?0",
  "sec-ch-ua-platform": '"Windows"',
  "sec-fetch-dest": "document",
  "sec-fetch-mode": "navigate",
  "sec-fetch-site": "same-origin",
  "sec-fetch-user": "?1",
  "upgrade-insecure-requests": "1",
};

/** The value at fraction `p` (0..1) of sorted numbers, nearest rank (no interpolation); NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(p * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export interface LatencySummary {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/**
 * Latencies as a person waits them: each completion minus the moment its request was DUE (not the
 * moment the generator managed to send it), so a server that falls behind shows every queued
 * request's wait, and nothing is "corrected" or left out.
 */
export function summarizeLatencies(samples: ReadonlyArray<{ dueMs: number; doneMs: number }>): LatencySummary {
  const latencies = samples.map((sample) => sample.doneMs - sample.dueMs).sort((a, b) => a - b);
  return {
    count: latencies.length,
    p50: percentile(latencies, 0.5),
    p90: percentile(latencies, 0.9),
    p99: percentile(latencies, 0.99),
    max: latencies.length > 0 ? latencies[latencies.length - 1] : Number.NaN,
  };
}

/**
 * A request the server shed (decision 0131-load-shedding): a 503 with Retry-After, answered at once
 * because the server had MAX_IN_FLIGHT requests in flight. Counted apart from errors: it is the
 * server refusing what it cannot serve in time, not a failure.
 */
export function isShed(response: Pick<BenchResponse, "status" | "headers">): boolean {
  return response.status === 503 && response.headers["retry-after"] !== undefined;
}

/** What a run's samples come to: the latency of those served (shed ones left out), how many were shed, real errors. */
export function summarizeOutcomes(samples: readonly OpenLoopSample[]): {
  served: LatencySummary;
  shed: number;
  errors: number;
} {
  return {
    served: summarizeLatencies(samples.filter((sample) => !sample.shed)),
    shed: samples.filter((sample) => sample.shed).length,
    errors: samples.filter((sample) => sample.error).length,
  };
}

/** The median of some numbers (the lower middle one for an even count, as nearest rank gives); NaN when empty. */
export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

/** Request i's due moment (ms after the start) at a fixed rate: the schedule does not wait for answers. */
export function dueTimeMs(index: number, ratePerSecond: number): number {
  return (index * 1000) / ratePerSecond;
}

export interface ServerTiming {
  cpu?: number;
  db?: number;
  statements?: number;
}

/** `cpu;dur=3.2, db;dur=0.8, statements;dur=5` → { cpu: 3.2, db: 0.8, statements: 5 } (other metrics ignored). */
export function parseServerTiming(header: string | string[] | undefined): ServerTiming {
  const timing: ServerTiming = {};
  const text = Array.isArray(header) ? header.join(",") : (header ?? "");
  for (const metric of text.split(",")) {
    const [name, ...parameters] = metric.trim().split(";");
    const duration = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith("dur="));
    if (!duration) continue;
    const value = Number(duration.slice(4));
    if (!Number.isFinite(value)) continue;
    if (name === "cpu" || name === "db" || name === "statements") timing[name] = value;
  }
  return timing;
}

export interface BenchResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they travelled (compressed when the server compressed them). */
  body: Buffer;
}

/** Keep-alive connections that grow with what is outstanding: an open-loop generator never waits for a free socket. */
export function createAgent() {
  return new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY, maxFreeSockets: 256 });
}

/** One request through the agent; the body is read whole and kept as sent (not decompressed). */
export function send(
  agent: http.Agent,
  url: URL,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; timeoutMs?: number } = {},
): Promise<BenchResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { agent, method: options.method ?? "GET", headers: options.headers, timeout: options.timeoutMs ?? 30_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", reject);
    request.end(options.body);
  });
}

/** The body as the page's HTML (what the browser has after decompressing). */
export function decodedBody(response: BenchResponse): Buffer {
  const encoding = String(response.headers["content-encoding"] ?? "identity").trim();
  if (encoding === "br") return zlib.brotliDecompressSync(response.body);
  if (encoding === "gzip") return zlib.gunzipSync(response.body);
  if (encoding === "deflate") return zlib.inflateSync(response.body);
  if (encoding === "zstd") return zlib.zstdDecompressSync(response.body);
  return response.body;
}

export interface OpenLoopSample {
  dueMs: number;
  doneMs: number;
  status: number;
  bytes: number;
  error?: string;
  /** Answered 503 with Retry-After (isShed): not an error, and not in the served latencies. */
  shed?: boolean;
  label: string;
}

/**
 * Sends request i at start + i/rate for `seconds`, whatever is still outstanding, and waits for the
 * last answer. `next(i)` says what request i is (a page and its URL; a POST with its body).
 */
export async function runOpenLoop(options: {
  rate: number;
  seconds: number;
  agent: http.Agent;
  next: (index: number) => {
    label: string;
    url: URL;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    ok?: (status: number) => boolean;
    /** Reads the answer (an autosave keeps the version it answers); called before the sample is counted. */
    onResponse?: (response: BenchResponse | null) => void;
  };
  onSample?: (sample: OpenLoopSample) => void;
}): Promise<{ samples: OpenLoopSample[]; elapsedMs: number }> {
  const total = Math.max(1, Math.round(options.rate * options.seconds));
  const samples: OpenLoopSample[] = [];
  const pending: Promise<void>[] = [];
  const start = performance.now();
  let index = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now() - start;
      // Every request whose moment has come is sent now, late ones included (a late generator shows up
      // in the latency, since it is counted from the due time).
      while (index < total && dueTimeMs(index, options.rate) <= now) {
        const dueMs = dueTimeMs(index, options.rate);
        const request = options.next(index);
        index++;
        pending.push(
          send(options.agent, request.url, request).then(
            (response) => {
              request.onResponse?.(response);
              const sample = {
                dueMs,
                doneMs: performance.now() - start,
                status: response.status,
                bytes: response.body.length,
                label: request.label,
                ...(isShed(response)
                  ? { shed: true }
                  : (request.ok ?? isSuccess)(response.status)
                    ? {}
                    : { error: `HTTP ${response.status}` }),
              };
              samples.push(sample);
              options.onSample?.(sample);
            },
            (error: Error) => {
              request.onResponse?.(null);
              const sample = {
                dueMs,
                doneMs: performance.now() - start,
                status: 0,
                bytes: 0,
                label: request.label,
                error: error.message,
              };
              samples.push(sample);
              options.onSample?.(sample);
            },
          ),
        );
      }
      if (index >= total) return resolve();
      const wait = dueTimeMs(index, options.rate) - (performance.now() - start);
      setTimeout(tick, Math.max(0, Math.min(wait, 50)));
    };
    tick();
  });
  await Promise.all(pending);
  const elapsedMs = samples.reduce((latest, sample) => Math.max(latest, sample.doneMs), 0);
  return { samples, elapsedMs };
}

function isSuccess(status: number) {
  return status >= 200 && status < 300;
}

/** The process and every process below it (WEB_CONCURRENCY forks workers), from /proc. */
export function processTree(pid: number): number[] {
  const found = [pid];
  for (let position = 0; position < found.length; position++) {
    const parent = found[position];
    let tasks: string[] = [];
    try {
      tasks = fs.readdirSync(`/proc/${parent}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      try {
        const children = fs.readFileSync(`/proc/${parent}/task/${task}/children`, "utf8").trim();
        for (const child of children.split(/\s+/).filter(Boolean)) {
          const childPid = Number(child);
          if (!found.includes(childPid)) found.push(childPid);
        }
      } catch {
        // the task ended meanwhile
      }
    }
  }
  return found;
}

/** The kernel's clock ticks per second (USER_HZ), 100 on every Linux Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time so far (user + system, ms) of the server and its workers; null when there is no such process. */
export function serverCpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  let total = 0;
  let seen = false;
  for (const member of processTree(pid)) {
    try {
      const fields = fs.readFileSync(`/proc/${member}/stat`, "utf8").split(") ")[1].split(" ");
      // utime and stime are fields 14 and 15 of stat; the split above starts at field 3.
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
      seen = true;
    } catch {
      // a worker that ended meanwhile
    }
  }
  return seen ? total : null;
}

/** Resident memory (MB) of the server and its workers together; null when there is no such process. */
export function serverRssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  let kilobytes = 0;
  let seen = false;
  for (const member of processTree(pid)) {
    try {
      const line = fs
        .readFileSync(`/proc/${member}/status`, "utf8")
        .split("\n")
        .find((entry) => entry.startsWith("VmRSS:"));
      if (line) {
        kilobytes += Number(line.replace(/\D+/g, ""));
        seen = true;
      }
    } catch {
      // ended meanwhile
    }
  }
  return seen ? kilobytes / 1024 : null;
}

/** The server's own account of its memory (MB), from prom-client's default metrics on /metrics. */
export interface ServerMemory {
  /** What the V8 heap holds now, live or not yet collected. */
  heapUsedMb: number;
  /** What the V8 heap has committed (its share of the RSS). */
  heapTotalMb: number;
  /** Memory outside the heap that V8 knows of: Buffers, zlib/brotli streams' inputs, ArrayBuffers. */
  externalMb: number;
  rssMb: number;
}

const MEMORY_METRICS: Record<string, keyof ServerMemory> = {
  campus_nodejs_heap_size_used_bytes: "heapUsedMb",
  campus_nodejs_heap_size_total_bytes: "heapTotalMb",
  campus_nodejs_external_memory_bytes: "externalMb",
  campus_process_resident_memory_bytes: "rssMb",
};

/** The memory figures of a /metrics answer (Prometheus text); null when one of them is missing. */
export function parseMemoryMetrics(text: string): ServerMemory | null {
  const memory: Partial<ServerMemory> = {};
  for (const line of text.split("\n")) {
    const [name, value] = line.split(" ");
    const field = MEMORY_METRICS[name];
    if (field) memory[field] = Number(value) / 2 ** 20;
  }
  const complete = Object.values(MEMORY_METRICS).every((field) => Number.isFinite(memory[field]));
  return complete ? (memory as ServerMemory) : null;
}

/**
 * Where the server's RSS is: its V8 heap and external memory from /metrics (the server runs with
 * METRICS_TOKEN; with WEB_CONCURRENCY > 1, the worker that answered). What the RSS holds beyond
 * heapTotal + external is Node itself, compiled code and native allocations (decision 0122-memory).
 * Null without a token or an answer.
 */
export async function serverMemory(baseUrl: string, token: string | undefined): Promise<ServerMemory | null> {
  if (!token) return null;
  try {
    const response = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    return response.ok ? parseMemoryMetrics(await response.text()) : null;
  } catch {
    return null;
  }
}

/** "heap 108 MB used of 222 MB, external 65 MB, RSS 787 MB", or why there is no figure. */
export function describeServerMemory(memory: ServerMemory | null): string {
  if (!memory) return "not read (start the server with METRICS_TOKEN and give the bench the same)";
  return `heap ${figure(memory.heapUsedMb, 0)} MB used of ${figure(memory.heapTotalMb, 0)} MB, external ${figure(memory.externalMb, 0)} MB, RSS ${figure(memory.rssMb, 0)} MB`;
}

export function loadAverage(): string {
  return os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(", ");
}

export function describeMachine(database: string, server: string): string[] {
  const cpus = os.cpus();
  return [
    `machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}`,
    `node ${process.version}, database ${database}, server ${server}`,
    `load average at the start: ${loadAverage()} (1, 5, 15 min)`,
  ];
}

/** Waits up to a minute for the server to answer /healthz (it may just have been started). */
export async function waitForServer(baseUrl: string) {
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

/**
 * The session cookie from the real sign-in form, posted as a browser would (same origin).
 * `forwardedFor` names the visitor's address when the server trusts a proxy (TRUST_PROXY), so that
 * many people signing in are not one address's rate limit.
 */
export async function signIn(
  baseUrl: string,
  account: { email: string; password: string },
  forwardedFor?: string,
): Promise<string> {
  const response = await fetch(`${baseUrl}/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: baseUrl,
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    },
    body: new URLSearchParams({ email: account.email, password: account.password }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  if (response.status !== 302 || cookies.length === 0) {
    throw new Error(`sign-in as ${account.email} answered ${response.status}: is the server using the bench database?`);
  }
  return cookies.join("; ");
}

/** Signs in as the bench data's account of a role (bench-targets.json's signIns): its session cookies. */
export function signInAs(baseUrl: string, targets: BenchTargets, role: string): Promise<string> {
  const account = targets.signIns.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`bench-targets.json has no ${role} sign-in`);
  return signIn(baseUrl, account);
}

/** A figure for a table: one decimal, "—" when there is none. */
export function figure(value: number | null | undefined, digits = 1): string {
  return value === null || value === undefined || Number.isNaN(value) ? "—" : value.toFixed(digits);
}

/**
 * The process listening on a local TCP port (the server to measure), from /proc/net/tcp{,6} and the
 * processes' open sockets; with several (a cluster's workers) the one whose parent does not listen.
 * Null when none of this user's processes listens there.
 */
export function listeningProcess(port: number): number | null {
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let lines: string[] = [];
    try {
      lines = fs.readFileSync(table, "utf8").trim().split("\n").slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      // local_address is HEXIP:HEXPORT, st 0A is LISTEN, the inode is the tenth field.
      if (fields[3] === "0A" && Number.parseInt(fields[1].split(":")[1], 16) === port) inodes.add(fields[9]);
    }
  }
  if (inodes.size === 0) return null;
  const holders: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      for (const descriptor of fs.readdirSync(`/proc/${entry}/fd`)) {
        const target = fs.readlinkSync(`/proc/${entry}/fd/${descriptor}`);
        if (target.startsWith("socket:[") && inodes.has(target.slice(8, -1))) {
          holders.push(Number(entry));
          break;
        }
      }
    } catch {
      // another user's process, or one that ended
    }
  }
  const parentOf = (pid: number) => {
    try {
      return Number(fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1]);
    } catch {
      return 0;
    }
  };
  return holders.find((pid) => !holders.includes(parentOf(pid))) ?? null;
}
