// `npm run check:body-limits`: starts the production build (run `npm run build` first) on 127.0.0.1
// with an empty temporary DATA_DIR, sends three parallel 1 GB bodies (chunked, then with a declared
// Content-Length) to POST /contact-us and, signed in, to POST /api/uploads, and prints the server's
// RSS (VmRSS from /proc/<pid>/status) before, at its highest during, and after each round.
// Fails when a body is not answered with 413 or when any round grows the server by 50 MB or more
// (the goal). Uploads are streamed to disk (app/lib/multipart-upload.server.ts), so their
// rounds have the same budget as forms although each reads UPLOAD_MAX_BYTES before its 413.
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const GB = 1024 ** 3;
const MB = 1024 ** 2;
const PARALLEL_BODIES = 3;
const GROWTH_GOAL_BYTES = 50 * MB;

interface Answer {
  status: number;
  bytesSent: number;
}

interface Round {
  name: string;
  budgetBytes: number;
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
  answers: Answer[];
  seconds: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
  return kilobytes * 1024;
}

async function startServer(port: number, dataDirectory: string, admin: { email: string; password: string }) {
  const readyFile = path.join(dataDirectory, "ready");
  const child = spawn(process.execPath, [path.join(root, "server/production.ts")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDirectory,
      DATABASE_URL: "",
      SMTP_URL: "",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: "silent",
      CAMPUS_READY_FILE: readyFile,
    },
  });
  const deadline = Date.now() + 120_000;
  while (!fs.existsSync(readyFile)) {
    if (child.exitCode !== null) throw new Error(`the server stopped during start-up (exit ${child.exitCode})`);
    if (Date.now() > deadline) throw new Error("the server did not start within two minutes");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return child;
}

async function signIn(origin: string, admin: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${origin}/sign-in`, {
    method: "POST",
    headers: { Origin: origin },
    body: new URLSearchParams({ email: admin.email, password: admin.password, redirectTo: "" }),
    redirect: "manual",
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  if (!cookies.length) throw new Error(`signing in as ${admin.email} failed (${response.status})`);
  return cookies.join("; ");
}

/**
 * Sends up to `totalBytes` as fast as the server reads them and stops as soon as it answers, as a
 * browser does. A declared length is promised in Content-Length; otherwise the body is chunked.
 */
function sendBody(
  port: number,
  target: string,
  totalBytes: number,
  options: { declareLength: boolean; headers: Record<string, string>; prefix?: string },
): Promise<Answer> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.declareLength) headers["Content-Length"] = String(totalBytes);
    else headers["Transfer-Encoding"] = "chunked";
    const request = http.request({ host: "127.0.0.1", port, path: target, method: "POST", headers });
    const chunk = Buffer.alloc(256 * 1024, "a");
    let bytesSent = 0;
    let answered = false;
    if (options.prefix) {
      request.write(options.prefix);
      bytesSent += Buffer.byteLength(options.prefix);
    }
    const finish = (status: number) => {
      if (answered) return;
      answered = true;
      request.destroy();
      resolve({ status, bytesSent });
    };
    const writeMore = () => {
      while (!answered && bytesSent < totalBytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, totalBytes - bytesSent));
        bytesSent += part.length;
        if (!request.write(part)) {
          request.once("drain", writeMore);
          return;
        }
      }
      if (!answered) request.end();
    };
    request.on("response", (response) => {
      response.resume();
      finish(response.statusCode ?? 0);
    });
    // A reset after the answer is expected; one before it means no answer (status 0).
    request.on("error", () => finish(0));
    writeMore();
  });
}

async function measureRound(
  name: string,
  budgetBytes: number,
  pid: number,
  send: () => Promise<Answer>,
): Promise<Round> {
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const rssBefore = residentBytes(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, residentBytes(pid));
  }, 20);
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: PARALLEL_BODIES }, send));
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 500));
  clearInterval(sampler);
  const rssAfter = residentBytes(pid);
  rssPeak = Math.max(rssPeak, rssAfter);
  return { name, budgetBytes, rssBefore, rssPeak, rssAfter, answers, seconds };
}

const toMb = (bytes: number) => (bytes / MB).toFixed(1);

function report(rounds: Round[]): boolean {
  let isWithinBudget = true;
  process.stdout.write(
    `\n${"round".padEnd(44)} ${"statuses".padEnd(12)} ${"sent MB each".padEnd(22)} RSS before / peak / after (growth)\n`,
  );
  for (const round of rounds) {
    const growth = round.rssPeak - round.rssBefore;
    const statuses = round.answers.map((answer) => answer.status).join(",");
    const sent = round.answers.map((answer) => toMb(answer.bytesSent)).join(", ");
    const isGood = growth < round.budgetBytes && round.answers.every((answer) => answer.status === 413);
    if (!isGood) isWithinBudget = false;
    process.stdout.write(
      `${round.name.padEnd(44)} ${statuses.padEnd(12)} ${sent.padEnd(22)} ${toMb(round.rssBefore)} / ${toMb(round.rssPeak)} / ${toMb(round.rssAfter)} MB (+${toMb(growth)} MB) in ${round.seconds.toFixed(2)} s, budget ${toMb(round.budgetBytes)} MB${isGood ? "" : "  <- OVER BUDGET"}${growth >= GROWTH_GOAL_BYTES ? " (over the 50 MB goal)" : ""}\n`,
    );
  }
  process.stdout.write(
    `\nMachine: ${os.cpus().length} cores, ${os.platform()} ${os.release()}, Node ${process.version}. Every body must be answered 413; the issue's goal is growth < ${toMb(GROWTH_GOAL_BYTES)} MB.\n`,
  );
  return isWithinBudget;
}

async function main() {
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
    process.stderr.write("No production build: run `npm run build` first.\n");
    process.exit(1);
  }
  const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "campus-body-limits-"));
  const admin = { email: "body-limits@campus.local", password: crypto.randomBytes(12).toString("base64url") };
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  try {
    server = await startServer(port, dataDirectory, admin);
    const pid = server.pid as number;
    const cookie = await signIn(origin, admin);
    const form = { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" };
    const upload = { Origin: origin, Cookie: cookie, "Content-Type": "multipart/form-data; boundary=campus" };
    // The upload body starts as a real file part, so the multipart parser keeps reading it.
    const filePart =
      '--campus\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n';
    const rounds: Round[] = [];
    for (const [name, target, headers, declareLength, prefix] of [
      ["POST /contact-us, 1 GB chunked", "/contact-us", form, false, "message="],
      ["POST /contact-us, 1 GB declared length", "/contact-us", form, true, "message="],
      ["POST /api/uploads (signed in), 1 GB chunked", "/api/uploads", upload, false, filePart],
      ["POST /api/uploads (signed in), 1 GB declared", "/api/uploads", upload, true, filePart],
    ] as const) {
      const send = () => sendBody(port, target, GB, { declareLength, headers: { ...headers }, prefix });
      rounds.push(await measureRound(name, GROWTH_GOAL_BYTES, pid, send));
    }
    const isWithinBudget = report(rounds);
    process.exitCode = isWithinBudget ? 0 : 1;
  } finally {
    server?.kill("SIGTERM");
    fs.rmSync(dataDirectory, { recursive: true, force: true });
  }
}

await main();
