// `npm run bench:cache -- --url http://127.0.0.1:3000`: the anonymous public pages from the page cache
// (server/page-cache.ts, decision 0052) against nginx serving the same bytes. Each page is fetched
// until the cache answers it (X-Cache: hit); its compressed body and headers are written to a folder
// that a throwaway nginx (no compression, the same headers added) serves on --nginx-port; then
// autocannon runs --connections clients for --duration seconds against each and prints requests/s,
// p50/p99 and the ratio Campus/nginx. Without nginx on the machine (apt-get install -y nginx), it says
// so and prints Campus's figures alone. The machine and the load average are printed with them.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    /** Comma-separated paths; by default the public pages, and the bench data's course when DATA_DIR has it. */
    paths: { type: "string" },
    encoding: { type: "string", default: "br" },
    "nginx-port": { type: "string", default: "8089" },
    "nginx-workers": { type: "string", default: "1" },
    /** How many processes serve Campus (WEB_CONCURRENCY), for the printed header. */
    processes: { type: "string", default: "1" },
    json: { type: "string" },
    /**
     * Campus's process ids (comma-separated: the workers under WEB_CONCURRENCY), when it runs on this
     * machine: each page also gets the CPU time per request of Campus and of nginx's workers (from
     * /proc), a figure that other work on a shared machine inflates much less than requests/s.
     */
    "server-pid": { type: "string" },
  },
});
const baseUrl = values.url.replace(/\/$/, "");
const duration = Number(values.duration);
const connections = Number(values.connections);
const encoding = values.encoding;
const nginxPort = Number(values["nginx-port"]);

function defaultPaths(): string[] {
  const paths = ["/", "/about-us", "/services", "/consulting", "/events", "/learning-center", "/contact-us"];
  paths.push("/courses/certification");
  const targetsFile = path.join(process.env.DATA_DIR ?? "/tmp/campus-bench", "bench-targets.json");
  if (fs.existsSync(targetsFile)) {
    const targets = JSON.parse(fs.readFileSync(targetsFile, "utf8")) as { bigCourse?: { slug?: string } };
    if (targets.bigCourse?.slug) paths.push(`/course-overview/${targets.bigCourse.slug}`);
  }
  return paths;
}
const paths = values.paths ? values.paths.split(",").map((item) => item.trim()) : defaultPaths();

interface Captured {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The raw answer, body still encoded: the bytes nginx will serve. */
function capture(pathname: string): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}${pathname}`, { headers: { "Accept-Encoding": encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
  });
}

async function capturedHit(pathname: string): Promise<Captured> {
  let last: Captured | undefined;
  for (let attempt = 0; attempt < 20; attempt++) {
    last = await capture(pathname);
    if (last.status !== 200) throw new Error(`${pathname} answered ${last.status}: the bench measures 200 pages only`);
    if (last.headers["x-cache"] === "hit") return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.stdout.write(
    `  ${pathname}: never a cache hit (X-Cache: ${String(last?.headers["x-cache"])}); measured as served\n`,
  );
  return last as Captured;
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const campusPids = (values["server-pid"] ?? "")
  .split(",")
  .map((item) => Number(item.trim()))
  .filter((pid) => pid > 0);

/** User + system CPU of the processes and their children (nginx's workers), in milliseconds. */
function cpuMilliseconds(pids: number[]): number {
  const ticksPerSecond = 100;
  const all = new Set(pids);
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (all.has(parent)) all.add(Number(entry));
    } catch {}
  }
  let ticks = 0;
  for (const pid of all) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const rest = fields.slice(fields.lastIndexOf(")") + 2).split(" ");
      ticks += Number(rest[11]) + Number(rest[12]);
    } catch {}
  }
  return (ticks / ticksPerSecond) * 1000;
}

function loadAverage() {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
}

function findNginx(): string | null {
  for (const candidate of ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"])
    if (fs.existsSync(candidate)) return candidate;
  const which = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

/** Headers nginx sets itself, or that belong to one response. */
const OWN_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "transfer-encoding",
  "server",
  "content-type",
  "x-request-id",
]);

function nginxConfig(folder: string, pages: Array<{ path: string; file: string; captured: Captured }>): string {
  const quote = (text: string) => `'${text.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
  const locations = pages.map(({ file, captured }) => {
    const headers = Object.entries(captured.headers)
      .filter(([name]) => !OWN_HEADERS.has(name))
      .flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [String(value)]).map(
          (item) => `      add_header ${name} ${quote(item)} always;`,
        ),
      );
    return `    location = /${file} {\n      internal;\n      default_type ${quote(String(captured.headers["content-type"] ?? "text/html"))};\n${headers.join("\n")}\n    }`;
  });
  const map = pages.map(({ path: pagePath, file }) => `    ${quote(pagePath)} /${file};`).join("\n");
  return `worker_processes ${Number(values["nginx-workers"])};
pid ${folder}/nginx.pid;
error_log ${folder}/error.log;
daemon off;
events { worker_connections 4096; }
http {
  access_log off;
  server_tokens off;
  gzip off;
  etag off;
  map_hash_bucket_size 256;
  map_hash_max_size 4096;
  client_body_temp_path ${folder}/tmp; proxy_temp_path ${folder}/tmp; fastcgi_temp_path ${folder}/tmp;
  uwsgi_temp_path ${folder}/tmp; scgi_temp_path ${folder}/tmp;
  map $request_uri $page { default ""; 
${map}
  }
  server {
    listen 127.0.0.1:${nginxPort};
    root ${folder}/pages;
    location / {
      if ($page = "") { return 404; }
      rewrite ^ $page last;
    }
${locations.join("\n")}
  }
}
`;
}

async function startNginx(binary: string, folder: string): Promise<ChildProcess> {
  const child = spawn(binary, ["-c", path.join(folder, "nginx.conf"), "-p", folder], { stdio: "inherit" });
  for (let attempt = 0; attempt < 50; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const ok = await new Promise<boolean>((resolve) => {
      http
        .get(`http://127.0.0.1:${nginxPort}/`, (response) => {
          response.resume();
          resolve(true);
        })
        .on("error", () => resolve(false));
    });
    if (ok) return child;
  }
  child.kill();
  throw new Error(`nginx did not start: see ${folder}/error.log`);
}

const cpus = os.cpus();
process.stdout.write(
  [
    `bench:cache on ${os.hostname()}: ${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, Node ${process.version}`,
    `Campus at ${baseUrl} (${values.processes} process(es)); ${connections} connections, ${duration} s a page, Accept-Encoding: ${encoding}`,
    `load average at start: ${loadAverage()}`,
    "",
  ].join("\n"),
);

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "bench-cache-"));
fs.mkdirSync(path.join(folder, "pages"));
fs.mkdirSync(path.join(folder, "tmp"));
fs.chmodSync(folder, 0o755);
const pages: Array<{ path: string; file: string; captured: Captured }> = [];
for (const [index, pagePath] of paths.entries()) {
  const captured = await capturedHit(pagePath);
  const file = `page-${index}`;
  fs.writeFileSync(path.join(folder, "pages", file), captured.body);
  pages.push({ path: pagePath, file, captured });
}

const nginxBinary = findNginx();
let nginx: ChildProcess | undefined;
if (nginxBinary) {
  fs.writeFileSync(path.join(folder, "nginx.conf"), nginxConfig(folder, pages));
  nginx = await startNginx(nginxBinary, folder);
} else {
  process.stdout.write("nginx is not installed (apt-get install -y nginx): Campus's figures only, no ratio.\n\n");
}

interface Row {
  path: string;
  bytes: number;
  campus: Awaited<ReturnType<typeof measure>>;
  nginx?: Awaited<ReturnType<typeof measure>>;
  ratio?: number;
}

async function measure(url: string, pids: number[]) {
  const cpuBefore = pids.length ? cpuMilliseconds(pids) : 0;
  const result = await run({ url, connections, duration, headers: { "Accept-Encoding": encoding } });
  const cpu = pids.length ? cpuMilliseconds(pids) - cpuBefore : undefined;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    cpuMicrosecondsPerRequest:
      cpu === undefined ? undefined : Math.round((cpu * 1000) / Math.max(1, result.requests.total)),
  };
}

const rows: Row[] = [];
try {
  for (const page of pages) {
    // A second of each first, unmeasured: the JIT has compiled the path before the figures count.
    await run({ url: `${baseUrl}${page.path}`, connections, duration: 1, headers: { "Accept-Encoding": encoding } });
    if (nginx) await run({ url: `http://127.0.0.1:${nginxPort}${page.path}`, connections, duration: 1 });
    const campus = await measure(`${baseUrl}${page.path}`, campusPids);
    const row: Row = { path: page.path, bytes: page.captured.body.length, campus };
    if (nginx) {
      row.nginx = await measure(
        `http://127.0.0.1:${nginxPort}${page.path}`,
        campusPids.length && nginx.pid ? [nginx.pid] : [],
      );
      row.ratio = campus.requestsPerSecond / Math.max(1, row.nginx.requestsPerSecond);
    }
    rows.push(row);
    const cpuText = (figure: Row["campus"]) =>
      figure.cpuMicrosecondsPerRequest === undefined ? "" : `, ${figure.cpuMicrosecondsPerRequest} µs CPU/request`;
    const nginxText = row.nginx
      ? `nginx ${String(row.nginx.requestsPerSecond).padStart(6)}/s (p50 ${row.nginx.p50} ms, p99 ${row.nginx.p99} ms${cpuText(row.nginx)})  ratio ${row.ratio?.toFixed(2)}`
      : "";
    process.stdout.write(
      `${page.path.padEnd(40)} ${String(row.bytes).padStart(7)} B  Campus ${String(campus.requestsPerSecond).padStart(6)}/s (p50 ${campus.p50} ms, p99 ${campus.p99} ms${cpuText(campus)}${campus.errors ? `, ${campus.errors} errors` : ""})  ${nginxText}\n`,
    );
  }
} finally {
  nginx?.kill("SIGTERM");
}
function summary(label: string, ratios: number[]) {
  if (!ratios.length) return;
  const geometric = Math.exp(ratios.reduce((sum, ratio) => sum + Math.log(Math.max(ratio, 0.001)), 0) / ratios.length);
  process.stdout.write(
    `${label}: ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)} (geometric mean ${geometric.toFixed(2)}; goal ≥ 0.5)\n`,
  );
}
process.stdout.write("\n");
summary(
  "ratio Campus/nginx, requests/s",
  rows.flatMap((row) => (row.ratio === undefined ? [] : [row.ratio])),
);
// What each would serve with a core to itself: nginx's CPU per request over Campus's.
summary(
  "ratio Campus/nginx, by CPU per request",
  rows.flatMap((row) =>
    row.nginx?.cpuMicrosecondsPerRequest && row.campus.cpuMicrosecondsPerRequest
      ? [row.nginx.cpuMicrosecondsPerRequest / row.campus.cpuMicrosecondsPerRequest]
      : [],
  ),
);
process.stdout.write(`load average at end: ${loadAverage()}\n`);
if (values.json)
  fs.writeFileSync(
    values.json,
    `${JSON.stringify({ loadAverage: os.loadavg(), connections, duration, rows }, null, 2)}\n`,
  );
fs.rmSync(folder, { recursive: true, force: true });
