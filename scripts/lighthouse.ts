// Lighthouse (mobile, its default config) on every public page of the route table: the four category
// scores, FCP/LCP/TBT/CLS and the failing audits per page, the JSON reports in a folder. Exits 1 when
// accessibility, best practices or SEO is below 100 on any page (docs/decisions/0050-lighthouse.md).
// Performance is printed and compared with the goal (98) but not enforced: Lighthouse simulates a slow
// phone from what it measures on this machine, so the score moves with the machine's load.
//
//   npm run lighthouse -- --url http://127.0.0.1:3000     a running production server (its data as it is)
//   npm run build && npm run lighthouse -- --serve        starts the build (BUILD_DIR) on an empty DATA_DIR,
//                                                         and makes the records of the pages only a mail or a
//                                                         certificate leads to (scripts/lighthouse-fixtures.ts)
// Options: --out <folder> (default test-results/lighthouse), --only <pattern,...> (route patterns as in
// app/routes.ts, "" or / for the home page), --path <address> (one more address, repeatable),
// --port <n> (with --serve; default 3393). CHROME_PATH (default /usr/bin/chromium) picks the browser.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { BASE_LOCALE, LOCALES } from "../app/lib/i18n/locales.ts";
import { isLocalizedPath, localizedPath, splitLocalePrefix } from "../app/lib/i18n/localized-path.ts";
import { isAddressOf, PUBLIC_PAGES } from "../tests/e2e/support/public-pages.ts";
import { withAppModules } from "./app-modules.ts";

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

const ENFORCED = ["accessibility", "best-practices", "seo"] as const;
const CATEGORIES = ["performance", ...ENFORCED];
const PERFORMANCE_GOAL = 0.98;
const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * Pages whose route always asks search engines to keep out (`noIndex: true` in its meta: thank-you,
 * event confirmation, choose a new password...; decision 0028). Lighthouse's is-crawlable audit fails
 * on them by design, so their SEO score is taken over the other SEO audits (decision 0050), as for a
 * page the site's own robots.txt disallows (the learner's /course/{id}). A page that is noindex only
 * sometimes (a preview) or by mistake keeps the full score.
 */
const NOINDEX_BY_DESIGN = new Set(
  PUBLIC_PAGES.filter((page) => /noIndex:\s*true/.test(fs.readFileSync(path.join(ROOT, "app", page.file), "utf8"))).map(
    (page) => page.pattern,
  ),
);

/**
 * Public paths with no address a visitor can find on the site: why, and where they are checked instead.
 * With --serve the command makes a record for each (scripts/lighthouse-fixtures.ts) and audits it.
 */
const NOT_FOUND_BY_A_VISITOR: Record<string, string> = {
  "bookings/cancel/:token": "its token is only in a booking's confirmation mail (public-pages.spec.ts books one)",
  "bookings/offer/:token": "its token is only in a waitlist offer mail (event-waitlist.spec.ts)",
  "unsubscribe/:token": "its token is only in a reminder mail (popia.spec.ts)",
  "verify/:code": "its code is only on a certificate (public-pages.spec.ts issues one)",
  "f/:slug":
    "a form's address is handed out by its instructor; the demo data publishes none (public-pages.spec.ts makes one)",
  "course/:courseId/:chapterId?/:lessonId?":
    "a visitor's /course/{id} is an online course's overview under its id (canonical: /course-overview/{slug}, audited)",
};

const { values: options } = parseArgs({
  options: {
    url: { type: "string" },
    serve: { type: "boolean", default: false },
    port: { type: "string", default: "3393" },
    out: { type: "string", default: path.join(ROOT, "test-results/lighthouse") },
    only: { type: "string" },
    path: { type: "string", multiple: true, default: [] },
  },
});

if (!options.url === !options.serve) {
  console.error(
    "Give --url <address of a running production server>, or --serve to start the build on an empty database.",
  );
  process.exit(2);
}

let server: ChildProcess | undefined;
let dataDirectory: string | undefined;
const baseUrl = options.url ? options.url.replace(/\/$/, "") : `http://127.0.0.1:${options.port}`;

/** The production build on an empty data directory (migrated and seeded with the demo company on start). */
async function startServer() {
  dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "campus-lighthouse-"));
  server = spawn(process.execPath, ["server/production.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: options.port,
      DATA_DIR: dataDirectory,
      BASE_URL: baseUrl,
      DATABASE_URL: "",
      LOG_LEVEL: "error",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not answer /healthz within 2 minutes");
}

/**
 * With --serve: a full webinar's cancel and offer links, a reminder's unsubscribe link, a published
 * form and an issued certificate, made in the served database by the app's own functions (through
 * Vite's module loader, as bench:data does), and the online course's visitor page.
 */
async function makeFixtures(): Promise<Record<string, string>> {
  process.env.DATA_DIR = dataDirectory;
  process.env.DATABASE_URL = "";
  process.env.LOG_LEVEL = "error";
  return withAppModules(async (load) => {
    const fixtures = await load<typeof import("./lighthouse-fixtures.ts")>("scripts/lighthouse-fixtures.ts");
    const made = await fixtures.makeLighthouseFixtures(baseUrl);
    const context = await load<typeof import("../app/server/app-context.server.ts")>(
      "app/server/app-context.server.ts",
    );
    await context.closeAppContext();
    return made;
  });
}

/** Every <loc> of the site's sitemap, as paths with their query. */
async function sitemapAddresses(): Promise<string[]> {
  const response = await fetch(`${baseUrl}/sitemap.xml`).catch((error: Error) => {
    throw new Error(`no server answers at ${baseUrl} (${String(error.cause ?? error.message)})`);
  });
  if (!response.ok) throw new Error(`/sitemap.xml answered ${response.status}`);
  const addresses = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL((match[1] as string).replace(/&amp;/g, "&"));
    return `${url.pathname}${url.search}`;
  });
  // The English addresses: each page's Afrikaans and isiZulu ones are added to the audit below.
  return addresses.filter((address) => splitLocalePrefix(address).locale === undefined);
}

/**
 * The addresses to audit: each static public page, and for a dynamic one its first address in the
 * sitemap (a catalogue section: every one, they differ in content); a page the sitemap also lists with
 * a query (a webinar on /events) once more with it.
 */
async function addressesToAudit(fixtures: Record<string, string>) {
  const only = options.only?.split(",").map((pattern) => pattern.trim().replace(/^\//, ""));
  const sitemap = await sitemapAddresses();
  const addresses: string[] = [];
  const skipped: string[] = [];
  for (const page of PUBLIC_PAGES) {
    if (only && !only.includes(page.pattern)) continue;
    const listed = sitemap.filter((address) => isAddressOf(page.pattern, address.split("?")[0] as string));
    if (!/[:*]/.test(page.pattern)) addresses.push(`/${page.pattern}`);
    else if (page.pattern === "courses/:type") addresses.push(...listed.filter((address) => !address.includes("?")));
    else if (listed[0]) addresses.push(listed[0]);
    else if (fixtures[page.pattern]) addresses.push(fixtures[page.pattern] as string);
    else skipped.push(`/${page.pattern}: ${NOT_FOUND_BY_A_VISITOR[page.pattern] ?? "no address of it in sitemap.xml"}`);
    const withQuery = listed.find((address) => address.includes("?"));
    if (withQuery && !addresses.includes(withQuery)) addresses.push(withQuery);
  }
  const english = [...new Set([...addresses, ...(options.path ?? [])])];
  // Every page with an address per language is audited in Afrikaans and isiZulu too, with the same
  // budgets (decision 0106-languages): longer words, another <html lang>, the same page otherwise.
  const otherLanguages = LOCALES.filter((locale) => locale !== BASE_LOCALE);
  const translated = english.flatMap((address) =>
    isLocalizedPath(address.split("?")[0] as string)
      ? otherLanguages.map((locale) => localizedPath(address, locale))
      : [],
  );
  return { addresses: [...new Set([...english, ...translated])], skipped };
}

const seconds = (result: Result, id: string) => {
  const value = result.audits[id]?.numericValue;
  return value === undefined ? "" : (value / 1000).toFixed(1);
};

/** The page's pattern in the route table. */
function patternOf(address: string): string | undefined {
  const pathname = splitLocalePrefix(address).path.split("?")[0] as string;
  return PUBLIC_PAGES.find((page) => isAddressOf(page.pattern, pathname))?.pattern;
}

/** Whether the page is kept out of search on purpose: its route's meta, or the site's robots.txt. */
function isKeptOutByDesign(address: string, result: Result): boolean {
  if (NOINDEX_BY_DESIGN.has(patternOf(address) ?? "")) return true;
  const blocking = (result.audits["is-crawlable"]?.details as { items?: { source?: { url?: string } }[] } | undefined)
    ?.items;
  return Boolean(blocking?.length && blocking.every((item) => item.source?.url === `${baseUrl}/robots.txt`));
}

/** A category's score as Lighthouse weighs it (0..1), leaving out the audits named. */
function scoreWithout(result: Result, category: string, leftOut: string[]): number {
  let total = 0;
  let weights = 0;
  for (const reference of result.categories[category]?.auditRefs ?? []) {
    const audit = result.audits[reference.id];
    if (leftOut.includes(reference.id) || !reference.weight || audit?.score === null || audit === undefined) continue;
    total += reference.weight * (audit.score ?? 0);
    weights += reference.weight;
  }
  return weights ? total / weights : 0;
}

/**
 * Lighthouse again when a run fails to record the page: NO_NAVSTART and the like are the tool's
 * trace failing, not the page (a CI run lost /sign-in to two in a row, which audits at 100 on its
 * own). Up to three runs, a second apart; a page's scores are never retried.
 */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const run = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
    if ((run?.lhr && !run.lhr.runtimeError) || attempt === 3) return run?.lhr;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Audits below full marks: every one in the enforced categories; performance's with savings to make. */
function failingAudits(result: Result): string[] {
  return CATEGORIES.flatMap((category) =>
    (result.categories[category]?.auditRefs ?? [])
      .map((reference) => result.audits[reference.id])
      .filter((audit) => audit && audit.score !== null && audit.scoreDisplayMode !== "informative")
      .filter((audit) => (category === "performance" ? (audit?.score ?? 1) < 0.9 : (audit?.score ?? 1) < 1))
      .map((audit) => `${category}: ${audit?.id} (${audit?.displayValue || audit?.title})`),
  );
}

async function main() {
  if (options.serve) await startServer();
  const { addresses, skipped } = await addressesToAudit(options.serve ? await makeFixtures() : {});
  fs.mkdirSync(options.out, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-sync"],
  });
  const rows: Record<string, string | number>[] = [];
  const problems: string[] = [];
  const started = Date.now();
  try {
    // One page at a time in one Chromium: parallel runs would skew each other's timings.
    for (const address of addresses) {
      const result = await audit(`${baseUrl}${address}`, chrome.port);
      if (!result || result.runtimeError) {
        problems.push(`${address}: Lighthouse could not audit it (${result?.runtimeError?.message ?? "no result"})`);
        continue;
      }
      const file = `${
        address
          .replace(/^\//, "")
          .replace(/[^a-z0-9]+/gi, "-")
          .slice(0, 80) || "home"
      }.json`;
      fs.writeFileSync(path.join(options.out, file), JSON.stringify(result, null, 1));
      const noIndex = isKeptOutByDesign(address, result);
      const scores: Record<string, number> = {};
      for (const category of CATEGORIES)
        scores[category] =
          category === "seo" && noIndex
            ? scoreWithout(result, category, ["is-crawlable"])
            : (result.categories[category]?.score ?? 0);
      const score = (category: string) => Math.round((scores[category] ?? 0) * 100);
      rows.push({
        page: address,
        perf: score("performance"),
        a11y: score("accessibility"),
        "best pr.": score("best-practices"),
        seo: noIndex ? `${score("seo")}*` : score("seo"),
        "FCP s": seconds(result, "first-contentful-paint"),
        "LCP s": seconds(result, "largest-contentful-paint"),
        "TBT ms": Math.round(result.audits["total-blocking-time"]?.numericValue ?? 0),
        CLS: (result.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
        // Lighthouse's own CPU benchmark at the time of the run: it falls as the machine gets busier.
        "CPU index": Math.round(result.environment.benchmarkIndex),
      });
      const failing = failingAudits(result).filter((line) => !(noIndex && line.startsWith("seo: is-crawlable")));
      for (const line of failing) console.log(`  ${address} ${line}`);
      for (const category of ENFORCED)
        if ((scores[category] ?? 0) < 1) problems.push(`${address}: ${category} ${score(category)}`);
    }
  } finally {
    chrome.kill();
  }
  console.table(rows);
  const [load1, load5] = os.loadavg();
  console.log(
    `${rows.length} pages in ${Math.round((Date.now() - started) / 1000)} s on ${os.cpus().length} cores, ` +
      `load average ${load1?.toFixed(2)} ${load5?.toFixed(2)}; JSON reports in ${options.out}`,
  );
  const slow = rows.filter((row) => Number(row.perf) < PERFORMANCE_GOAL * 100).map((row) => row.page);
  console.log(
    slow.length
      ? `Performance below the goal of ${PERFORMANCE_GOAL * 100} on ${slow.length} of ${rows.length} pages (reported, not enforced: the simulated phone scales with this machine's load): ${slow.join(", ")}`
      : `Performance at or above ${PERFORMANCE_GOAL * 100} on every page.`,
  );
  if (rows.some((row) => String(row.seo).endsWith("*")))
    console.log(
      "* kept out of search by design (noindex in its route's meta, decision 0028, or robots.txt): SEO over its other audits, is-crawlable left out (decision 0050)",
    );
  for (const line of skipped) console.log(`Not audited: ${line}`);
  if (problems.length) {
    console.error(`Below 100 in accessibility, best practices or SEO:\n  ${problems.join("\n  ")}`);
    process.exitCode = 1;
  } else {
    console.log("Accessibility, best practices and SEO are 100 on every audited page.");
  }
}

try {
  await main();
} catch (error) {
  console.error(`npm run lighthouse: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await stopped;
  }
  if (dataDirectory) fs.rmSync(dataDirectory, { recursive: true, force: true });
}
