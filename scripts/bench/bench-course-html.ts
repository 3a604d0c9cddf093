// `npm run bench:course-html -- --url http://127.0.0.1:3000`: the whole HTML document of the course
// viewer and editor of the bench data's 50 x 20 x 5 course, against a running production server filled
// by `npm run bench:data` (DATA_DIR/bench-targets.json, or --targets), signed in through the real
// sign-in form as the seeded student and instructor. Prints the bytes (uncompressed, as sent) by part
// beside the goal (viewer <= 60 kB, editor <= 70 kB; decision 0117-course-pages-and-start-up)
// and exits 1 when a page is over it.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { signInAs } from "./bench-load.ts";
import type { BenchTargets } from "./fill-bench-database.ts";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    targets: { type: "string" },
  },
});
const baseUrl = values.url.replace(/\/$/, "");
const targetsFile = values.targets ?? path.join(process.env.DATA_DIR ?? "/tmp/campus-bench", "bench-targets.json");
const targets = JSON.parse(fs.readFileSync(targetsFile, "utf8")) as BenchTargets;
const { bigCourse } = targets;
const lessonPath = `${bigCourse.id}/${bigCourse.firstChapterId}/${bigCourse.firstLessonId}`;

const PAGES = [
  { name: "viewer", role: "student", path: `/course/${lessonPath}`, goal: 60_000 },
  { name: "editor", role: "instructor", path: `/edit-course/${lessonPath}`, goal: 70_000 },
] as const;

const signIn = (role: string) => signInAs(baseUrl, targets, role);

const bytes = (text: string) => Buffer.byteLength(text, "utf8");
const all = (html: string, pattern: RegExp) => bytes((html.match(pattern) ?? []).join(""));

/** The document's parts: what React Router adds, the page's data, and the HTML people see. */
function parts(html: string) {
  const body = html.match(/<body[\s\S]*<\/body>/)?.[0] ?? "";
  const main = body.match(/<main[\s\S]*<\/main>/)?.[0] ?? "";
  const outline = html.match(/<ul id="course-contents"[\s\S]*?<\/ul><\/div><\/nav>/)?.[0] ?? "";
  return {
    "route manifest and module script": all(html, /<script[^>]*type="module"[^>]*>[\s\S]*?<\/script>/g),
    modulepreloads: all(html, /<link rel="modulepreload"[^>]*>/g),
    "preload links": (html.match(/<link rel="modulepreload"/g) ?? []).length,
    "loader data (turbo-stream)": all(
      html,
      /<script[^>]*>window\.__reactRouterContext\.streamController[\s\S]*?<\/script>/g,
    ),
    "router context and other inline scripts": all(
      html,
      /<script(?![^>]*type="module")[^>]*>(?!window\.__reactRouterContext\.streamController)[\s\S]*?<\/script>/g,
    ),
    "viewer outline": bytes(outline),
    "main (page content, scripts out)": bytes(main.replace(/<script[\s\S]*?<\/script>/g, "")),
    "frame (body outside main, scripts out)": bytes(body.replace(main, "").replace(/<script[\s\S]*?<\/script>/g, "")),
    "head without scripts and preloads": bytes(
      (html.match(/<head[\s\S]*<\/head>/)?.[0] ?? "")
        .replace(/<script[\s\S]*?<\/script>/g, "")
        .replace(/<link rel="modulepreload"[^>]*>/g, ""),
    ),
  };
}

let over = false;
const [load1, load5] = (await fs.promises.readFile("/proc/loadavg", "utf8").catch(() => "")).split(" ");
process.stdout.write(`Course pages, whole document, ${baseUrl} (load average ${load1}, ${load5})\n`);
for (const page of PAGES) {
  const response = await fetch(`${baseUrl}${page.path}`, { headers: { cookie: await signIn(page.role) } });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
  const total = bytes(html);
  if (total > page.goal) over = true;
  process.stdout.write(
    `\n${page.name}: ${total} bytes (goal <= ${page.goal}: ${total <= page.goal ? "met" : "missed"})\n`,
  );
  for (const [part, size] of Object.entries(parts(html))) process.stdout.write(`  ${part.padEnd(42)} ${size}\n`);
}
process.exit(over ? 1 : 0);
