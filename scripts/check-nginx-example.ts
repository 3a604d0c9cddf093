// `npx node scripts/check-nginx-example.ts --campus http://127.0.0.1:3000 --client build/client`: runs the
// README's nginx server block (section "Reverse proxy and CDN") in front of a running production Campus
// and checks what comes through (decision 0115-proxies-cdn-and-signed-in-hits): a fingerprinted asset from disk with
// `expires max` and its .gz file, a public page kept by nginx (MISS, then HIT) with Campus's
// `public, s-maxage`, and a request with a cookie that nginx neither answers from nor stores.
// Needs nginx on the PATH (Debian: apt-get install nginx-light). Exits 1 on any difference.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    campus: { type: "string", default: "http://127.0.0.1:3000" },
    client: { type: "string", default: "build/client" },
    port: { type: "string", default: "36040" },
    page: { type: "string", default: "/about-us" },
  },
});
const root = path.resolve(import.meta.dirname, "..");
const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
const section = readme.slice(readme.indexOf("### Reverse proxy and CDN"));
const block = /```nginx\n([\s\S]*?)```/.exec(section)?.[1];
if (!block) throw new Error('README.md has no nginx block under "### Reverse proxy and CDN"');

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "campus-nginx-"));
// nginx's workers (another user when started as root) create the cache below it.
fs.chmodSync(scratch, 0o755);
const clientDirectory = path.resolve(values.client);
const campus = new URL(values.campus);
const server = block
  .replace("/var/cache/nginx/campus", path.join(scratch, "cache"))
  .replace("listen 80;", `listen 127.0.0.1:${values.port};`)
  .replace("/srv/campus/build/client/assets/", `${path.join(clientDirectory, "assets")}/`)
  .replace("http://127.0.0.1:3000", campus.origin);
const mimeTypes = fs.existsSync("/etc/nginx/mime.types") ? "include /etc/nginx/mime.types;" : "";
fs.writeFileSync(
  path.join(scratch, "nginx.conf"),
  `daemon off;\npid ${scratch}/nginx.pid;\nerror_log ${scratch}/error.log;\nevents {}\nhttp {\n${mimeTypes}\naccess_log off;\nclient_body_temp_path ${scratch}/body;\nproxy_temp_path ${scratch}/proxy;\nfastcgi_temp_path ${scratch}/fastcgi;\nuwsgi_temp_path ${scratch}/uwsgi;\nscgi_temp_path ${scratch}/scgi;\n${server}\n}\n`,
);
const nginx = spawn("nginx", ["-p", scratch, "-c", path.join(scratch, "nginx.conf")], { stdio: "inherit" });

function get(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: Number(values.port), path: pathname, headers }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes }));
      })
      .on("error", reject);
  });
}

const problems: string[] = [];
function check(what: string, ok: boolean, seen: unknown) {
  process.stdout.write(`${ok ? "ok  " : "FAIL"} ${what}: ${JSON.stringify(seen)}\n`);
  if (!ok) problems.push(what);
}

try {
  for (let attempt = 0; ; attempt++) {
    try {
      await get("/healthz");
      break;
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const asset = fs.readdirSync(path.join(clientDirectory, "assets")).find((name) => name.endsWith(".js"));
  if (!asset) throw new Error(`no .js file in ${clientDirectory}/assets`);
  const assetAnswer = await get(`/assets/${asset}`, { "Accept-Encoding": "gzip" });
  check("asset 200", assetAnswer.status === 200, assetAnswer.status);
  check(
    "asset kept for good (expires max)",
    assetAnswer.headers["cache-control"] === "max-age=315360000",
    assetAnswer.headers["cache-control"],
  );
  check(
    "asset's .gz file sent (gzip_static)",
    assetAnswer.headers["content-encoding"] === "gzip" && !assetAnswer.headers["x-request-id"],
    { encoding: assetAnswer.headers["content-encoding"], fromCampus: Boolean(assetAnswer.headers["x-request-id"]) },
  );
  const first = await get(values.page);
  const second = await get(values.page);
  check("page 200", first.status === 200 && second.status === 200, [first.status, second.status]);
  check("page kept by nginx (MISS or EXPIRED, then HIT)", second.headers["x-proxy-cache"] === "HIT", [
    first.headers["x-proxy-cache"],
    second.headers["x-proxy-cache"],
  ]);
  check(
    "page says public, s-maxage",
    /public, max-age=0, s-maxage=\d+/.test(String(second.headers["cache-control"])),
    second.headers["cache-control"],
  );
  check(
    "page's ETag kept",
    Boolean(second.headers.etag) && second.headers.etag === first.headers.etag,
    second.headers.etag,
  );
  const withCookie = await get(values.page, { Cookie: "better-auth.session_token=not-a-session" });
  check(
    "a request with a cookie passes nginx's cache",
    withCookie.headers["x-proxy-cache"] === "BYPASS",
    withCookie.headers["x-proxy-cache"],
  );
  check(
    "and is private",
    String(withCookie.headers["cache-control"]).startsWith("private"),
    withCookie.headers["cache-control"],
  );
} finally {
  nginx.kill("SIGQUIT");
  await new Promise((resolve) => nginx.once("exit", resolve));
  if (problems.length)
    process.stdout.write(
      `\nnginx's error log:\n${fs.readFileSync(path.join(scratch, "error.log"), "utf8").slice(-2000)}`,
    );
  fs.rmSync(scratch, { recursive: true, force: true });
}
if (problems.length) {
  process.stdout.write(`\n${problems.length} problem(s)\n`);
  process.exit(1);
}
process.stdout.write("\nThe README's nginx block works as described.\n");
