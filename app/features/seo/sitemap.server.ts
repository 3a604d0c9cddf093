import { isPastEvent } from "~/features/events/event-details";
import { todayIn } from "~/lib/dates";
import { LOCALE_TAGS, LOCALES } from "~/lib/i18n/locales";
import { isLocalizedPath, localeAlternates, localizedPath } from "~/lib/i18n/localized-path";
import { absoluteUrl } from "~/lib/page-title";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";

/** The sitemap protocol's limit per file; over it, /sitemap.xml is an index of pages. */
const SITEMAP_MAX_URLS = 50_000;

interface SitemapUrl {
  path: string;
  lastmod?: string;
  /** Every language's address of the page (Google's xhtml:link alternates), itself included. */
  alternates?: Array<{ hreflang: string; path: string }>;
}

/** The public site's own pages (the route table's public screens a search engine should know). */
const SITE_PAGES = [
  "/",
  "/about-us",
  "/services",
  "/consulting",
  "/learning-center",
  "/contact-us",
  "/events",
  "/courses/accreditation",
  "/courses/certification",
  "/courses/improvement",
  "/courses/online",
  "/paths",
  "/terms",
] as const;

type Segment = {
  count: number;
  /** The segment's rows from offset, at most limit of them. */
  list: (offset: number, limit: number) => Promise<SitemapUrl[]>;
};

/** "2026-11-24" from a stored ISO timestamp (the date is what the protocol needs). */
function dateOf(timestamp: string | null | undefined): string | undefined {
  return timestamp ? timestamp.slice(0, 10) : undefined;
}

/**
 * The sitemap's sources, each counted first so a page of the sitemap reads only its own rows:
 * the site's pages, published courses (training and online), upcoming events, published content pages.
 */
async function sitemapSegments(db: DatabaseExecutor, now: Date): Promise<Segment[]> {
  return (await pageSegments(db, now)).map(inEveryLanguage);
}

/**
 * A segment with each page listed once per language (decision 0106-languages), every entry naming
 * all three addresses and x-default, as Google's sitemap format for languages asks. Every page the
 * sitemap lists has an address per language (app/lib/i18n/localized-path.ts), so a segment of n
 * pages is 3n entries, and a sitemap page still reads only the rows it shows.
 */
function inEveryLanguage(segment: Segment): Segment {
  const languages = LOCALES.length;
  return {
    count: segment.count * languages,
    list: async (offset, limit) => {
      const first = Math.floor(offset / languages);
      const pages = await segment.list(first, Math.ceil((offset + limit) / languages) - first);
      const entries = pages.flatMap((page) => {
        const alternates = [
          ...localeAlternates(page.path).map(({ locale, path }) => ({ hreflang: LOCALE_TAGS[locale], path })),
          { hreflang: "x-default", path: page.path },
        ];
        return LOCALES.map((locale) => ({ ...page, path: localizedPath(page.path, locale), alternates }));
      });
      const skip = offset - first * languages;
      return entries.slice(skip, skip + limit);
    },
  };
}

/** The sitemap's pages, each at its English address. */
async function pageSegments(db: DatabaseExecutor, now: Date): Promise<Segment[]> {
  const settings = await getSiteSettings(db);
  const today = todayIn(settings.time_zone, now);
  const courses = db.selectFrom("courses").where("is_published", "=", 1);
  const events = db.selectFrom("events").where("date_to", ">=", today);
  const pages = db.selectFrom("site_pages").where("is_published", "=", 1);
  const paths = db.selectFrom("learning_paths").where("is_published", "=", 1);
  const count = (rows: { total: number } | undefined) => rows?.total ?? 0;
  const [courseCount, eventCount, pageCount, latestCourse, latestSchedule, pathCount, latestPath] = await Promise.all([
    courses.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst(),
    events.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst(),
    pages.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst(),
    courses.select((eb) => eb.fn.max("updated_at").as("latest")).executeTakeFirst(), // i18n-exempt: a column
    db
      .selectFrom("training_schedule_entries")
      .select((eb) => eb.fn.max("updated_at").as("latest")) // i18n-exempt: a column
      .executeTakeFirst(),
    paths.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst(),
    paths.select((eb) => eb.fn.max("updated_at").as("latest")).executeTakeFirst(), // i18n-exempt: a column
  ]);
  const siteLastmod: Record<string, string | undefined> = {
    "/": dateOf(settings.updated_at),
    "/about-us": dateOf(settings.updated_at),
    "/learning-center": dateOf(latestSchedule?.latest),
    "/courses/accreditation": dateOf(latestCourse?.latest),
    "/courses/certification": dateOf(latestCourse?.latest),
    "/courses/improvement": dateOf(latestCourse?.latest),
    "/courses/online": dateOf(latestCourse?.latest),
    "/paths": dateOf(latestPath?.latest),
  };
  return [
    {
      count: SITE_PAGES.length,
      list: async (offset, limit) =>
        SITE_PAGES.slice(offset, offset + limit).map((path) => ({ path, lastmod: siteLastmod[path] })),
    },
    {
      count: count(courseCount),
      list: async (offset, limit) => {
        const rows = await courses.select(["slug", "updated_at"]).orderBy("id").limit(limit).offset(offset).execute();
        return rows.map((row) => ({
          path: `/course-overview/${encodeURIComponent(row.slug)}`,
          lastmod: dateOf(row.updated_at),
        }));
      },
    },
    {
      count: count(eventCount),
      list: async (offset, limit) => {
        const rows = await events
          .select(["id", "date_to", "time_to", "updated_at"])
          .orderBy("date_from")
          .orderBy("id")
          .limit(limit)
          .offset(offset)
          .execute();
        // The date filter is by day; an event that ended earlier today is past too.
        return rows
          .filter((row) => !isPastEvent({ dateTo: row.date_to, timeTo: row.time_to }, settings.time_zone, now))
          .map((row) => ({ path: `/events?event=${encodeURIComponent(row.id)}`, lastmod: dateOf(row.updated_at) }));
      },
    },
    {
      count: count(pageCount),
      list: async (offset, limit) => {
        const rows = await pages.select(["id", "updated_at"]).orderBy("id").limit(limit).offset(offset).execute();
        return rows.map((row) => ({ path: `/page/${encodeURIComponent(row.id)}`, lastmod: dateOf(row.updated_at) }));
      },
    },
    {
      // Published learning paths (decision 0094-learning-paths).
      count: count(pathCount),
      list: async (offset, limit) => {
        const rows = await paths.select(["slug", "updated_at"]).orderBy("id").limit(limit).offset(offset).execute();
        return rows.map((row) => ({ path: `/paths/${encodeURIComponent(row.slug)}`, lastmod: dateOf(row.updated_at) }));
      },
    },
  ];
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

/**
 * /sitemap.xml (page null): every URL when there are at most 50,000, else an index of
 * /sitemap.xml?page=N; page N: that page's URLs. Null when the page does not exist.
 */
export async function renderSitemap(
  db: DatabaseExecutor,
  {
    baseUrl,
    page,
    now = new Date(),
    maxUrls = SITEMAP_MAX_URLS,
  }: { baseUrl: string; page: number | null; now?: Date; maxUrls?: number },
): Promise<string | null> {
  const segments = await sitemapSegments(db, now);
  const total = segments.reduce((sum, segment) => sum + segment.count, 0);
  const pageCount = Math.max(1, Math.ceil(total / maxUrls));
  if (page === null && pageCount > 1) {
    const entries = Array.from({ length: pageCount }, (_, index) => {
      const loc = absoluteUrl(baseUrl, `/sitemap.xml?page=${index + 1}`);
      return `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`;
    });
    return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join("\n")}\n</sitemapindex>\n`;
  }
  const pageNumber = page ?? 1;
  if (pageNumber < 1 || pageNumber > pageCount) return null;
  const urls = await urlsOfPage(segments, (pageNumber - 1) * maxUrls, maxUrls);
  const entries = urls.map((url) => {
    const lastmod = url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : "";
    const alternates = (url.alternates ?? [])
      .map(
        (alternate) =>
          `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(absoluteUrl(baseUrl, alternate.path))}"/>`,
      )
      .join("");
    return `<url><loc>${escapeXml(absoluteUrl(baseUrl, url.path))}</loc>${lastmod}${alternates}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n${entries.join("\n")}\n</urlset>\n`;
}

/** The URLs from offset (over all segments in order), at most limit of them. */
async function urlsOfPage(segments: Segment[], offset: number, limit: number): Promise<SitemapUrl[]> {
  const urls: SitemapUrl[] = [];
  let skip = offset;
  for (const segment of segments) {
    const remaining = limit - urls.length;
    if (remaining <= 0) break;
    if (skip >= segment.count) {
      skip -= segment.count;
      continue;
    }
    urls.push(...(await segment.list(skip, remaining)));
    skip = 0;
  }
  return urls;
}

/** Allows the public site; keeps crawlers out of the staff and learner areas, accounts and APIs. */
export function renderRobotsTxt(baseUrl: string): string {
  const disallowed = [
    "/admin",
    "/instructor",
    "/my-learning",
    "/course/",
    "/edit-course/",
    "/add-course",
    "/list-courses",
    "/learning-paths",
    "/course-details/",
    "/create-certificate/",
    "/certificates/",
    "/event/",
    "/manage-events",
    "/page-builder",
    "/add-page",
    "/edit-page/",
    "/learning-center/schedule/",
    "/profile",
    "/edit-profile",
    "/user",
    "/reset-password",
    "/sign-out",
    "/verify/",
    "/api/",
    // Selling: a buyer's documents and their quotation links
    "/invoices/",
    "/credit-notes/",
    "/quotations/",
    "/quotation/",
  ];
  // A page with an address per language is kept out at each of them (/af/reset-password too).
  const everyLanguage = disallowed.flatMap((path) =>
    isLocalizedPath(path.replace(/\/$/, "")) ? localeAlternates(path).map((alternate) => alternate.path) : [path],
  );
  return [
    "User-agent: *",
    "Allow: /",
    ...[...new Set(everyLanguage)].map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(baseUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
