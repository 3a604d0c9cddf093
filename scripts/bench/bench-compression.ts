// `npx node scripts/bench/bench-compression.ts --url http://127.0.0.1:3000 --server-pid <pid>`: what
// compressing a signed-in page costs and saves (decision 0115-proxies-cdn-and-signed-in-hits), against a running production
// server on the bench data (DATA_DIR/bench-targets.json, or --targets).
//
// 1. The server as it runs: each page --requests times without Accept-Encoding and --requests times
//    with Chromium's (`gzip, deflate, br, zstd`), one at a time; the server's CPU per request from /proc
//    (--server-pid) and the bytes on the wire. The difference is what its dynamic compression costs.
// 2. The candidate settings on the same pages: the identity page compressed --rounds times by each,
//    written in 2 kB pieces into a zlib stream as the compression middleware receives React's stream;
//    this process's CPU (main thread and zlib's thread pool) per page, and the bytes.
// The figures are printed with the load average: other work on the machine moves them.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import { signInAs } from "./bench-load.ts";
import type { BenchTargets } from "./fill-bench-database.ts";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    targets: { type: "string" },
    requests: { type: "string", default: "40" },
    rounds: { type: "string", default: "40" },
    "server-pid": { type: "string" },
  },
});
const baseUrl = values.url.replace(/\/$/, "");
const targetsFile = values.targets ?? path.join(process.env.DATA_DIR ?? "/tmp/campus-bench", "bench-targets.json");
const targets = JSON.parse(fs.readFileSync(targetsFile, "utf8")) as BenchTargets;
const requests = Number(values.requests);
const rounds = Number(values.rounds);
const CHROMIUM_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

type Role = "admin" | "instructor" | "student";
const { bigCourse } = targets;
const PAGES: Array<{ name: string; role: Role; path: string }> = [
  { name: "dashboard", role: "instructor", path: "/instructor/dashboard" },
  { name: "users", role: "admin", path: "/admin/users" },
  {
    name: "editor",
    role: "instructor",
    path: `/edit-course/${bigCourse.id}/${bigCourse.firstChapterId}/${bigCourse.firstLessonId}`,
  },
  {
    name: "viewer",
    role: "student",
    path: `/course/${bigCourse.id}/${bigCourse.firstChapterId}/${bigCourse.firstLessonId}`,
  },
  { name: "catalogue, signed in", role: "student", path: "/courses/certification" },
];

const signIn = (role: string) => signInAs(baseUrl, targets, role);

/** One request; the bytes as sent (not decoded) and the Content-Encoding. */
function get(
  pathname: string,
  headers: Record<string, string>,
): Promise<{ status: number; encoding: string; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}${pathname}`, { headers, agent: keepAlive }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: String(response.headers["content-encoding"] ?? "identity"),
          bytes: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

function serverCpuMs(): number | null {
  const pid = values["server-pid"];
  if (!pid) return null;
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function serverCost(pathname: string, headers: Record<string, string>) {
  let bytes = 0;
  let encoding = "";
  await get(pathname, headers);
  const before = serverCpuMs();
  for (let index = 0; index < requests; index++) {
    const answer = await get(pathname, headers);
    if (answer.status !== 200) throw new Error(`${pathname} answered ${answer.status}`);
    bytes = answer.bytes.length;
    encoding = answer.encoding;
  }
  const after = serverCpuMs();
  return { bytes, encoding, cpuMs: before === null || after === null ? null : (after - before) / requests };
}

interface Setting {
  name: string;
  stream: () => zlib.Gzip | zlib.BrotliCompress | zlib.ZstdCompress;
}
const brotli = (quality: number, lgwin?: number) => () =>
  zlib.createBrotliCompress({
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      ...(lgwin ? { [zlib.constants.BROTLI_PARAM_LGWIN]: lgwin } : {}),
    },
  });
const SETTINGS: Setting[] = [
  { name: "brotli q11", stream: brotli(11) },
  { name: "brotli q5", stream: brotli(5) },
  { name: "brotli q4 (compression's default)", stream: brotli(4) },
  { name: "brotli q4, 256 kB window", stream: brotli(4, 18) },
  { name: "brotli q3", stream: brotli(3) },
  { name: "brotli q1", stream: brotli(1) },
  { name: "gzip 6 (zlib's default)", stream: () => zlib.createGzip({ level: 6 }) },
  { name: "gzip 4", stream: () => zlib.createGzip({ level: 4 }) },
  { name: "gzip 1", stream: () => zlib.createGzip({ level: 1 }) },
];
if ("createZstdCompress" in zlib)
  SETTINGS.push({
    name: "zstd 3",
    stream: () => zlib.createZstdCompress({ params: { [zlib.constants.ZSTD_c_compressionLevel]: 3 } }),
  });

/** The page written in React's 2 kB pieces into a fresh stream, as the middleware does per response. */
function compressOnce(setting: Setting, page: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const stream = setting.stream();
    let bytes = 0;
    stream.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
    });
    stream.on("end", () => resolve(bytes));
    stream.on("error", reject);
    for (let offset = 0; offset < page.length; offset += 2048) stream.write(page.subarray(offset, offset + 2048));
    stream.end();
  });
}

async function settingCost(setting: Setting, page: Buffer) {
  let bytes = await compressOnce(setting, page);
  const before = process.cpuUsage();
  for (let round = 0; round < rounds; round++) bytes = await compressOnce(setting, page);
  const used = process.cpuUsage(before);
  return { bytes, cpuMs: (used.user + used.system) / 1000 / rounds };
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
const cookies: Record<Role, string> = {
  admin: await signIn("admin"),
  instructor: await signIn("instructor"),
  student: await signIn("student"),
};
process.stdout.write(`node ${process.version}, ${os.cpus().length} CPUs, load average ${load()} (1, 5, 15 min)\n\n`);

process.stdout.write(
  `1. The server as it runs (${requests} requests each, one at a time):\npage | identity kB | server CPU ms | with "${CHROMIUM_ACCEPT_ENCODING}": encoding, kB, server CPU ms\n`,
);
const identities: Array<{ name: string; body: Buffer }> = [];
for (const page of PAGES) {
  const plain = await serverCost(page.path, { cookie: cookies[page.role], "accept-encoding": "identity" });
  const browser = await serverCost(page.path, {
    cookie: cookies[page.role],
    "accept-encoding": CHROMIUM_ACCEPT_ENCODING,
  });
  identities.push({ name: page.name, body: (await get(page.path, { cookie: cookies[page.role] })).bytes });
  process.stdout.write(
    `${page.name} | ${(plain.bytes / 1024).toFixed(1)} | ${plain.cpuMs?.toFixed(1) ?? "—"} | ${browser.encoding}, ${(browser.bytes / 1024).toFixed(1)}, ${browser.cpuMs?.toFixed(1) ?? "—"}\n`,
  );
}

process.stdout.write(
  `\n2. Each setting on those pages (${rounds} rounds, 2 kB writes; load ${load()}):\nsetting | ${identities.map((page) => `${page.name}: kB, CPU ms`).join(" | ")} | mean CPU ms per saved kB\n`,
);
for (const setting of SETTINGS) {
  const cells: string[] = [];
  let cpu = 0;
  let saved = 0;
  for (const page of identities) {
    const cost = await settingCost(setting, page.body);
    cells.push(`${(cost.bytes / 1024).toFixed(1)}, ${cost.cpuMs.toFixed(2)}`);
    cpu += cost.cpuMs;
    saved += (page.body.length - cost.bytes) / 1024;
  }
  process.stdout.write(`${setting.name} | ${cells.join(" | ")} | ${(cpu / saved).toFixed(4)}\n`);
}
keepAlive.destroy();
process.stdout.write(`\nload average at the end: ${load()}\n`);
