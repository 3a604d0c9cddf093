import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { createCourse } from "./support/course-builder";
import { E2E_BASE_URL, E2E_INSTRUCTOR } from "./support/e2e-environment";
import { PUBLIC_PAGES } from "./support/public-pages";
import { bookWebinar, makeForm } from "./support/public-records";
import { signIn } from "./support/session";

/*
 * Issue 13 item 6 and its "Tests" paragraph: every public page of the route table (app/routes.ts,
 * the screens whose module's `access.read` is "public"), opened by a visitor, has exactly one h1,
 * a meta description, a canonical link (absolute, its own address), JSON-LD that parses and has
 * schema.org's required fields, no axe violation (WCAG 2.0/2.1/2.2 A and AA), no sideways scroll at
 * 375 px, and a visible focus ring on the first thing Tab reaches (the skip link). The list comes
 * from routes.ts, so a new public page is covered the day it is added; a dynamic path asks for its
 * records in PARAMETERS (found through the site, or made through its pages in beforeAll).
 * Then: sitemap.xml lists every published course and upcoming event the site shows, and a course
 * is absent until it is published.
 */

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** What beforeAll finds on the site (or makes through its pages) to fill the dynamic paths. */
interface Records {
  catalogueSlug: string;
  onlineCourseId: string;
  onlineCourseSlug: string;
  eventId: string;
  pageId: string;
  formSlug: string;
  cancelPath: string;
  verificationCode: string;
}

/** The addresses to open for each dynamic path. */
const PARAMETERS: Record<string, (records: Records) => string[]> = {
  "courses/:type": () => [
    "/courses/accreditation",
    "/courses/certification",
    "/courses/improvement",
    "/courses/online",
  ],
  "course-overview/:slug": (r) => [`/course-overview/${r.catalogueSlug}`, `/course-overview/${r.onlineCourseSlug}`],
  "course/:courseId/:chapterId?/:lessonId?": (r) => [`/course/${r.onlineCourseId}`],
  "page/:id": (r) => [`/page/${r.pageId}`],
  "f/:slug": (r) => [`/f/${r.formSlug}`],
  "bookings/cancel/:token": (r) => [r.cancelPath],
  "verify/:code": (r) => [`/verify/${r.verificationCode}`],
};

/** States of a page the route table's address does not show (query strings are not in routes.ts). */
const EXTRA_ADDRESSES: Record<string, (records: Records) => string[]> = {
  events: (r) => [`/events?event=${r.eventId}`],
};

/** Where a page's canonical link points when it is not the page's own path (decision 0028). */
const CANONICAL: Record<string, (address: string, records: Records) => string> = {
  // A webinar's own address keeps its query.
  events: (address) => address,
  // The course's visitor overview under its id names the catalogue's address by slug.
  "course/:courseId/:chapterId?/:lessonId?": (_address, r) => `/course-overview/${r.onlineCourseSlug}`,
};

/** The JSON-LD types a page must carry (besides whatever else it has). */
const EXPECTED_JSON_LD: Record<string, (address: string) => string[]> = {
  "": () => ["Organization"],
  "courses/:type": () => ["BreadcrumbList"],
  "course-overview/:slug": () => ["Course", "BreadcrumbList"],
  events: (address) => (address.includes("?event=") ? ["Event"] : []),
  "page/:id": () => ["BreadcrumbList"],
};

/** A path this spec does not open, with the reason and where it is checked instead. */
const SKIPPED: Record<string, string> = {
  "sso/saml/:companyId/acs":
    "a company's SAML answer address: an IdP posts to it; tests/integration/single-sign-on-saml.test.ts posts there and journey-sso.spec.ts signs in by OIDC",
  "bookings/offer/:token":
    "an offer needs a full event and a freed seat; tests/e2e/event-waitlist.spec.ts opens it from the offer mail",
  "bookings/invite/:token":
    "an .ics file, not a page: tests/e2e/events.spec.ts checks the thank-you page links it, and event-registration-region.test.ts checks the file",
  "unsubscribe/:token":
    "the link comes only in a reminder mail (due an hour before a webinar); tests/e2e/popia.spec.ts opens it",
  "quotation/:token":
    "the link comes only in a quotation mail; tests/integration/selling-quotations.test.ts opens and accepts it",
  "paths/:slug":
    "a published learning path is made on the staff pages; the learning paths journey opens it (tests/integration/learning-paths.test.ts serves it)",
};

/** schema.org's required fields per type (Google's rich-result rules for the types the site publishes). */
const REQUIRED_FIELDS: Record<string, string[]> = {
  Organization: ["name", "url"],
  Course: ["name", "description", "provider"],
  Event: ["name", "startDate", "location", "eventStatus"],
  BreadcrumbList: ["itemListElement"],
};

const PAGES = PUBLIC_PAGES;
const run = Date.now().toString(36);
let records: Records | undefined;
let visitorContext: BrowserContext | undefined;
let visitor: Page | undefined;

/** The hrefs on a screen that start with `prefix`. */
async function hrefsOn(page: Page, screen: string, prefix: string) {
  await page.goto(screen);
  return page
    .locator(`a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

/** The last path segment (or query value) after `prefix` of the first link on a screen. */
async function firstLinked(page: Page, screen: string, prefix: string) {
  const value = (await hrefsOn(page, screen, prefix))
    .map((href) => href.slice(prefix.length).split(/[/?#&]/)[0])
    .find((part) => part && part !== "new");
  expect(value, `a link to ${prefix}… on ${screen}`).toBeTruthy();
  return decodeURIComponent(value as string);
}

/** Every <loc> of /sitemap.xml, as paths with their query. */
/** The sitemap's English addresses (each page is listed in Afrikaans and isiZulu too: decision 0106-languages). */
async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toContain("<urlset");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => {
      const url = new URL((match[1] as string).replace(/&amp;/g, "&"));
      return `${url.pathname}${url.search}`;
    })
    .filter((path) => !/^\/(af|zu)(\/|$|\?)/.test(path));
}

/** Every link to `prefix` on a paged list, following its "next page" links. */
async function everyLinkOfPagedList(page: Page, first: string, prefix: string): Promise<string[]> {
  const found = new Set<string>();
  const seen = new Set<string>();
  let next: string | null = first;
  while (next && !seen.has(next)) {
    seen.add(next);
    for (const href of await hrefsOn(page, next, prefix)) found.add(href);
    const current = new URL(page.url());
    const pageNumber = Number(current.searchParams.get("page") ?? 1) + 1;
    const nextLink = page.locator(`a[href*="page=${pageNumber}"]`).first();
    next = (await nextLink.count()) ? await nextLink.getAttribute("href") : null;
  }
  return [...found];
}

/**
 * An online course made by the instructor, published in its settings: its id and its slug (the one
 * course address the sitemap gains). `whileDraft` runs before publishing, with the sitemap then.
 */
async function makePublishedCourse(
  instructor: Page,
  visitorPage: Page,
  title: string,
  whileDraft?: (courseId: string, sitemap: string[]) => Promise<void>,
) {
  const before = await sitemapPaths(visitorPage);
  const { courseId } = await createCourse(instructor, title);
  await whileDraft?.(courseId, await sitemapPaths(visitorPage));
  await instructor.goto(`/edit-course/${courseId}/settings`);
  await instructor.getByRole("checkbox", { name: "Published (shown in the public catalogue)" }).check();
  await instructor.getByRole("button", { name: "Save Course" }).click();
  await expect(instructor.getByText("Course updated successfully")).toBeVisible();
  const added = (await sitemapPaths(visitorPage)).filter((entry) => !before.includes(entry));
  expect(added, "the published course, and only it, joins the sitemap").toHaveLength(1);
  expect(added[0]).toMatch(/^\/course-overview\/[^/]+$/);
  return { courseId, slug: decodeURIComponent((added[0] as string).split("/")[2] as string) };
}

/** A CPD course with one attendee and a certificate: the certificate's verification code. */
async function makeCertificate(instructor: Page) {
  const name = `ISO 9001 internal auditor refresher ${run}`;
  const attendee = { name: "Lerato Mokoena", email: `lerato-${run}@example.test` };
  await instructor.goto("/list-courses");
  await instructor.getByRole("link", { name: "Add Course" }).click();
  await instructor.getByRole("textbox", { name: "Course name" }).fill(name);
  await instructor.getByRole("textbox", { name: "Course code" }).fill(`PP-${run}`);
  await instructor.getByRole("textbox", { name: "Instructor name" }).fill("Dr Ayesha Patel");
  await instructor.getByRole("textbox", { name: "Allocated CPD points" }).fill("4");
  await instructor.getByRole("button", { name: "Save Course" }).click();
  await expect(instructor).toHaveURL(/\/list-courses$/);
  await instructor.getByRole("link", { name: `View Details: ${name}` }).click();
  await instructor.getByRole("button", { name: "Add User" }).click();
  const enrol = instructor.getByRole("dialog", { name: "Enroll user" });
  await enrol.getByRole("textbox", { name: "Name" }).fill(attendee.name);
  await enrol.getByRole("textbox", { name: "Email" }).fill(attendee.email);
  await enrol.getByRole("button", { name: "Save" }).click();
  await expect(enrol).toBeHidden();
  const issued = instructor.context().waitForEvent("response", (response) => /\/certificates\//.test(response.url()));
  const popup = instructor.waitForEvent("popup");
  await instructor.getByRole("button", { name: `Generate Certificate for ${attendee.name}` }).click();
  // CPD records ask first, with the count (decision 0071-cpd-certificates).
  await instructor.getByRole("dialog").getByRole("button", { name: "Issue certificate" }).click();
  expect((await issued).status()).toBe(200);
  await (await popup).close();
  await instructor.reload();
  const verifyHref = await instructor.getByRole("link", { name: "Verification page" }).getAttribute("href");
  return (verifyHref as string).split("/").pop() as string;
}

/** axe on the page as it is now (WCAG 2.0, 2.1 and 2.2 A and AA rules): one line per rule broken, with where. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/** The JSON-LD objects of a script's value: a single object, an array, or an @graph. */
function jsonLdObjects(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(jsonLdObjects);
  if (!value || typeof value !== "object") return [];
  const object = value as Record<string, unknown>;
  return Array.isArray(object["@graph"]) ? jsonLdObjects(object["@graph"]) : [object];
}

function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** What is wrong with one JSON-LD object: missing required fields, breadcrumbs without position/name/item. */
function jsonLdProblems(object: Record<string, unknown>): string[] {
  const type = String(object["@type"] ?? "");
  const problems: string[] = [];
  if (object["@context"] !== "https://schema.org") problems.push(`${type}: @context is ${String(object["@context"])}`);
  const required = REQUIRED_FIELDS[type];
  if (!required) return [...problems, `${type || "(no @type)"}: a type this spec does not know`];
  for (const field of required) if (!isFilled(object[field])) problems.push(`${type}: no ${field}`);
  if (type === "BreadcrumbList") {
    const items = (object.itemListElement ?? []) as Record<string, unknown>[];
    items.forEach((item, index) => {
      if (item.position !== index + 1) problems.push(`BreadcrumbList item ${index + 1}: position ${item.position}`);
      if (!isFilled(item.name)) problems.push(`BreadcrumbList item ${index + 1}: no name`);
      if (typeof item.item !== "string" || !/^https?:\/\//.test(item.item))
        problems.push(`BreadcrumbList item ${index + 1}: item is not an absolute URL`);
    });
  }
  if (type === "Course" && !isFilled((object.provider as Record<string, unknown> | undefined)?.name))
    problems.push("Course: the provider has no name");
  if (type === "Event" && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(String(object.startDate)))
    problems.push(`Event: startDate ${String(object.startDate)} is not an ISO date and time`);
  return problems;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  visitorContext = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: PHONE });
  visitor = await visitorContext.newPage();
  const instructorContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const instructor = await instructorContext.newPage();
  await signIn(instructor, E2E_INSTRUCTOR.email, E2E_INSTRUCTOR.password);
  try {
    const catalogueSlug = await firstLinked(visitor, "/courses/accreditation", "/course-overview/");
    // An online course of the instructor's: a visitor opening /course/{id} gets its overview there.
    const online = await makePublishedCourse(instructor, visitor, `ISO 14001 aspects and impacts online ${run}`);
    const onlineCourseSlug = online.slug;
    const onlineCourseId = online.courseId;
    const eventId = await firstLinked(visitor, "/events", "/events?event=");
    const pageId = (await sitemapPaths(visitor)).find((entry) => entry.startsWith("/page/"))?.split("/")[2];
    expect(pageId, "a published content page in sitemap.xml").toBeTruthy();
    records = {
      catalogueSlug,
      onlineCourseSlug,
      onlineCourseId,
      eventId,
      pageId: pageId as string,
      formSlug: await makeForm(instructor, run),
      cancelPath: await bookWebinar(browser, eventId, run),
      verificationCode: await makeCertificate(instructor),
    };
  } finally {
    await instructorContext.close();
  }
});

test.afterAll(async () => {
  await visitorContext?.close();
});

test("the route table has public pages, and each dynamic one has its records here or a reason it is skipped", () => {
  expect(PAGES.map((page) => page.pattern)).toEqual(
    expect.arrayContaining(["", "contact-us", "course-overview/:slug"]),
  );
  const dynamic = PAGES.filter((page) => /[:*]/.test(page.pattern)).map((page) => page.pattern);
  expect(
    dynamic.filter((pattern) => !PARAMETERS[pattern] && !SKIPPED[pattern]),
    "add to PARAMETERS or SKIPPED",
  ).toEqual([]);
});

for (const publicPage of PAGES) {
  test(`/${publicPage.pattern}: one h1, description, canonical, JSON-LD, axe, 375 px, focus ring`, async () => {
    test.skip(Boolean(SKIPPED[publicPage.pattern]), SKIPPED[publicPage.pattern]);
    if (!records || !visitor) throw new Error("beforeAll found no records");
    const page = visitor;
    const current = records;
    const fill = PARAMETERS[publicPage.pattern];
    const addresses = [
      ...(fill ? fill(current) : [`/${publicPage.pattern}`]),
      ...(EXTRA_ADDRESSES[publicPage.pattern]?.(current) ?? []),
    ];
    for (const address of addresses) {
      await test.step(address, async () => {
        await page.setViewportSize(PHONE);
        const response = await page.goto(address, { waitUntil: "networkidle" });
        expect(response?.status() ?? 0, `${address} answered at ${page.url()}`).toBeLessThan(400);

        await expect(page.locator("h1"), `${address}: exactly one h1`).toHaveCount(1);

        const descriptions = page.locator('head meta[name="description"]');
        await expect(descriptions, `${address}: one meta description`).toHaveCount(1);
        expect(((await descriptions.getAttribute("content")) ?? "").trim(), `${address}: description`).not.toBe("");

        const canonical = page.locator('head link[rel="canonical"]');
        await expect(canonical, `${address}: one canonical link`).toHaveCount(1);
        const href = (await canonical.getAttribute("href")) ?? "";
        expect(href, `${address}: the canonical link is absolute`).toMatch(/^https?:\/\//);
        const canonicalUrl = new URL(href);
        const expected = CANONICAL[publicPage.pattern]?.(address, current) ?? new URL(address, E2E_BASE_URL).pathname;
        expect(`${canonicalUrl.pathname}${canonicalUrl.search}`, `${address}: canonical path`).toBe(expected);
        expect(canonicalUrl.origin, `${address}: canonical origin`).toBe(new URL(E2E_BASE_URL).origin);

        const scripts = await page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((elements) => elements.map((element) => element.textContent ?? ""));
        const objects = scripts.flatMap((text) => {
          let parsed: unknown;
          expect(
            () => {
              parsed = JSON.parse(text);
            },
            `${address}: JSON-LD parses: ${text.slice(0, 80)}`,
          ).not.toThrow();
          return jsonLdObjects(parsed);
        });
        expect(objects.flatMap(jsonLdProblems), `${address}: JSON-LD`).toEqual([]);
        const types = objects.map((object) => String(object["@type"]));
        expect(types, `${address}: JSON-LD types`).toEqual(
          expect.arrayContaining(EXPECTED_JSON_LD[publicPage.pattern]?.(address) ?? []),
        );

        const name =
          address
            .replace(/^\//, "")
            .replace(/[^a-z0-9]+/gi, "-")
            .slice(0, 60) || "home";
        expect.soft(await axeViolations(page), `${address}: axe at 375 px`).toEqual([]);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect.soft(width, `${address}: page width at 375 px`).toBeLessThanOrEqual(PHONE.width);
        await page.screenshot({ path: `test-results/screens/public-375-${name}.png`, fullPage: true });
        // The desktop layout has its own header and columns: axe again at 1280 px.
        await page.setViewportSize(DESKTOP);
        expect.soft(await axeViolations(page), `${address}: axe at 1280 px`).toEqual([]);
        await page.screenshot({ path: `test-results/screens/public-1280-${name}.png` });
        await page.setViewportSize(PHONE);

        // The first Tab from the top of the page: the skip link, shown with a visible focus ring.
        await page.evaluate(() => {
          (document.activeElement as HTMLElement | null)?.blur();
          window.scrollTo(0, 0);
        });
        await page.keyboard.press("Tab");
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return null;
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          return {
            tag: element.tagName.toLowerCase(),
            text: (element.textContent ?? "").trim(),
            href: element.getAttribute("href"),
            outline: style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 1,
            shadow: style.boxShadow !== "none",
            visible: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight,
          };
        });
        expect(focused, `${address}: Tab reaches something`).not.toBeNull();
        expect(focused?.tag, `${address}: the first Tab stop is a link`).toBe("a");
        expect(focused?.href ?? "", `${address}: the first link skips to the content`).toMatch(/^#/);
        expect(focused?.visible, `${address}: the skip link shows when focused`).toBe(true);
        expect(focused?.outline || focused?.shadow, `${address}: a visible focus ring`).toBe(true);
        if (address === "/") await page.screenshot({ path: "test-results/screens/public-pages-skip-link-375.png" });
      });
    }
  });
}

test("sitemap.xml lists every published course and upcoming webinar, and no unpublished course", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  if (!visitor) throw new Error("no visitor");
  const page = visitor;
  const before = await sitemapPaths(page);

  const courseLinks = new Set<string>();
  for (const type of ["accreditation", "certification", "improvement", "online"])
    for (const href of await everyLinkOfPagedList(page, `/courses/${type}`, "/course-overview/"))
      courseLinks.add(href.split(/[?#]/)[0] as string);
  expect(courseLinks.size, "the catalogue shows courses").toBeGreaterThan(0);
  const sitemapCourses = before.filter((entry) => entry.startsWith("/course-overview/"));
  expect(
    [...courseLinks].filter((href) => !before.includes(href)),
    "courses missing from the sitemap",
  ).toEqual([]);
  expect(
    sitemapCourses.filter((entry) => !courseLinks.has(entry)),
    "sitemap courses the catalogue does not show",
  ).toEqual([]);

  // The next webinar is shown in full on /events (its Event JSON-LD names its address); the others are linked.
  const eventLinks = await everyLinkOfPagedList(page, "/events", "/events?event=");
  await page.goto("/events");
  const shownInFull = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((elements) => elements.map((element) => JSON.parse(element.textContent ?? "null")));
  const nextWebinar = shownInFull.flatMap(jsonLdObjects).find((object) => object["@type"] === "Event");
  const eventIds = [...eventLinks, String(nextWebinar?.url ?? nextWebinar?.["@id"] ?? "")]
    .filter(Boolean)
    .map((href) => new URL(href, E2E_BASE_URL).searchParams.get("event") as string);
  await expect(page.getByRole("heading", { name: String(nextWebinar?.name) }).first()).toBeVisible();
  expect(eventIds.length, "the events page shows webinars").toBeGreaterThan(0);
  const sitemapEvents = before.filter((entry) => entry.startsWith("/events?event="));
  expect(
    [...new Set(eventIds)].filter((id) => !before.includes(`/events?event=${id}`)),
    "webinars missing from the sitemap",
  ).toEqual([]);
  expect(sitemapEvents.length).toBe(new Set(eventIds).size);

  // A new course is a draft: not in the sitemap until its instructor publishes it.
  const instructorContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const instructor = await instructorContext.newPage();
  try {
    await signIn(instructor, E2E_INSTRUCTOR.email, E2E_INSTRUCTOR.password);
    const title = `Sitemap draft course ${run}`;
    const { slug } = await makePublishedCourse(instructor, page, title, async (courseId, withDraft) => {
      expect(
        withDraft.filter((entry) => !before.includes(entry)),
        "a draft course in the sitemap",
      ).toEqual([]);
      expect((await page.goto(`/course/${courseId}`))?.status(), "a draft course is not public").toBe(404);
    });
    expect(before).not.toContain(`/course-overview/${slug}`);
    await page.goto(`/course-overview/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  } finally {
    await instructorContext.close();
  }
});

test("with reduced motion asked for, the public frame's menu and pages move nothing", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: PHONE, reducedMotion: "reduce" });
  const page = await context.newPage();
  try {
    const moving = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("*")]
          .filter((element) => {
            const style = getComputedStyle(element);
            const longest = (value: string) =>
              Math.max(...value.split(",").map((part) => Number.parseFloat(part) || 0));
            const running = style.animationName !== "none" && longest(style.animationDuration) > 0.01;
            return running || longest(style.transitionDuration) > 0.01;
          })
          .slice(0, 5)
          .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(" ")[0]}`),
      );
    for (const address of ["/", "/events", `/course-overview/${records?.catalogueSlug}`]) {
      await page.goto(address, { waitUntil: "networkidle" });
      expect.soft(await moving(), `${address}: animated or transitioned elements`).toEqual([]);
    }
    await page.goto("/", { waitUntil: "networkidle" });
    // The phone header's menu is a <details> whose <summary> reads "Menu".
    await page.locator("summary", { hasText: "Menu" }).click();
    expect.soft(await moving(), "the open menu: animated or transitioned elements").toEqual([]);
  } finally {
    await context.close();
  }
});
