// Measures the JavaScript each public page ships (gzip) against its budget, and checks no editor code
// (ProseMirror/TipTap) reaches a public page. Content pages (decision 0056, ARCHITECTURE.md's
// standing budgets, decision 0050): 100 kB; the other public pages (forms that hydrate): 150 kB.
// Also prints the render-blocking CSS (stylesheet links, gzip) and the HTML (gzip) of each page; a plain
// document's CSS has a budget of its own (decision 0057).
// Usage: npm run build && npm run bench:page-weight   (starts its own server on an empty database)
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

const CONTENT_PAGE_BUDGET_BYTES = 100 * 1024;
const OTHER_PAGE_BUDGET_BYTES = 150 * 1024;
// A plain document (decision 0056) links app/site.css, not all of Mantine (decision 0057): its
// render-blocking CSS, the route's own modules included, stays under this (gzip).
const PLAIN_DOCUMENT_CSS_BUDGET_BYTES = 18 * 1024;
// The content pages of decision 0056 (the course overview is added below once found).
const CONTENT_PAGES = new Set([
  "/",
  "/about-us",
  "/services",
  "/consulting",
  "/learning-center",
  "/contact-us",
  "/events",
  "/courses/certification",
]);
// Each content page in Afrikaans and isiZulu too (decision 0106-languages), with the same budget.
for (const page of [...CONTENT_PAGES])
  for (const code of ["af", "zu"]) CONTENT_PAGES.add(`/${code}${page === "/" ? "" : page}`);
const PUBLIC_PAGES = [...CONTENT_PAGES, "/sign-in", "/sign-up", "/terms", "/thank-you", "/event-confirmation"];

const root = path.resolve(import.meta.dirname, "..");
const buildDirectory = path.resolve(root, process.env.BUILD_DIR ?? "build");
const port = Number(process.env.MEASURE_PORT ?? 3390);
const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "campus-measure-"));

const server = spawn("node", ["server/production.ts"], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDirectory, LOG_LEVEL: "error", NODE_ENV: "production" },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not start");
}

function scriptsOf(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g))
    sources.add(match[1]);
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) sources.add(match[1]);
  return [...sources];
}

function stylesheetsOf(html: string): string[] {
  return [
    ...new Set([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1])),
  ];
}

const gzipKb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

try {
  await waitForServer();
  // One course overview too: the first course the catalogue lists.
  const catalogue = await (await fetch(`http://127.0.0.1:${port}/courses/certification`)).text();
  const overview = catalogue.match(/href="(\/course-overview\/[^"]+)"/)?.[1];
  if (overview) {
    PUBLIC_PAGES.push(overview);
    CONTENT_PAGES.add(overview);
  }
  const rows: Array<{
    page: string;
    status: number;
    files: number;
    jsGzipKb: number;
    budgetKb: number;
    plain: boolean;
    cssGzipKb: number;
    htmlGzipKb: number;
    editorCode: boolean;
    withinBudget: boolean;
  }> = [];
  for (const page of PUBLIC_PAGES) {
    const response = await fetch(`http://127.0.0.1:${port}${page}`);
    const html = await response.text();
    let gzipBytes = 0;
    let editorCode = false;
    const files = scriptsOf(html);
    for (const file of files) {
      const source = fs.readFileSync(path.join(buildDirectory, "client", file));
      gzipBytes += zlib.gzipSync(source, { level: 9 }).byteLength;
      if (/prosemirror|@tiptap/i.test(source.toString("utf8"))) editorCode = true;
    }
    let cssBytes = 0;
    for (const file of stylesheetsOf(html))
      cssBytes += zlib.gzipSync(fs.readFileSync(path.join(buildDirectory, "client", file)), { level: 9 }).byteLength;
    const budget = CONTENT_PAGES.has(page) ? CONTENT_PAGE_BUDGET_BYTES : OTHER_PAGE_BUDGET_BYTES;
    const plain = /<script type="module" src="\/assets\/site-document-[\w-]+\.js">/.test(html);
    rows.push({
      page,
      status: response.status,
      files: files.length,
      jsGzipKb: gzipKb(gzipBytes),
      budgetKb: budget / 1024,
      plain,
      cssGzipKb: gzipKb(cssBytes),
      htmlGzipKb: gzipKb(zlib.gzipSync(html, { level: 9 }).byteLength),
      editorCode,
      withinBudget: gzipBytes <= budget && !editorCode && (!plain || cssBytes <= PLAIN_DOCUMENT_CSS_BUDGET_BYTES),
    });
  }
  console.table(rows);
  const failures = rows.filter((row) => !row.withinBudget);
  if (failures.length) {
    console.error(
      `Over budget (JS gzip over the page's budget, editor code, or a plain document's CSS over ${PLAIN_DOCUMENT_CSS_BUDGET_BYTES / 1024} kB gzip): ${failures.map((row) => row.page).join(", ")}`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `All ${rows.length} public pages within their JavaScript budgets (content pages ${CONTENT_PAGE_BUDGET_BYTES / 1024} kB, others ${OTHER_PAGE_BUDGET_BYTES / 1024} kB gzip), with no editor code; plain documents' CSS within ${PLAIN_DOCUMENT_CSS_BUDGET_BYTES / 1024} kB gzip.`,
    );
  }
} finally {
  server.kill("SIGTERM");
  fs.rmSync(dataDirectory, { recursive: true, force: true });
}
