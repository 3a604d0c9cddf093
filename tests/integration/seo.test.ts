import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Meta, type MetaDescriptor } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSitemap } from "~/features/seo/sitemap.server";
import { createSitePage } from "~/features/site-pages/site-pages.server";
import { createScheduleEntry } from "~/features/training-schedule/training-schedule.server";
import { getEnvironment } from "~/lib/env.server";
import type { RouteAccess } from "~/lib/route-access";
import * as robotsRoute from "~/routes/resources/robots-txt";
import * as sitemapRoute from "~/routes/resources/sitemap";
import * as courseOverviewRoute from "~/routes/site/course-overview";
import { getDb } from "~/server/app-context.server";
import { insertChapter, insertCourse, insertLesson } from "~/server/factories/course-factory";
import { daysFromToday, insertEvent } from "~/server/factories/event-factory";
import { pageRequest, routeArgs } from "~tests/support/requests";
import { addressableRoutes, dispatch, fillPath, type RouteEntry } from "~tests/support/route-table";
import { buildRouteWorld, type RouteWorld } from "~tests/support/route-world";

/**
 * Found by search engines and shared well (issue 13, docs/decisions/0028): the sitemap and
 * robots.txt, and the head of every public page from the route table (description, canonical,
 * Open Graph, JSON-LD that parses and cannot be broken out of).
 */

const baseUrl = () => getEnvironment().baseUrl;

async function getText(response: Response | unknown) {
  expect(response).toBeInstanceOf(Response);
  return (response as Response).text();
}

describe("sitemap.xml", () => {
  let records: Record<string, string>;
  beforeAll(async () => {
    const db = getDb();
    const training = await insertCourse(db, { name: "ISO 9001 Lead Auditor (sitemap)", is_published: 1 });
    const online = await insertCourse(db, { name: "ISO 14001 Online (sitemap)", is_published: 1 });
    const chapter = await insertChapter(db, online.id, { title: "One", position: 1 });
    await insertLesson(db, chapter, { title: "First", position: 1 });
    const draft = await insertCourse(db, { name: "Draft course (sitemap)", is_published: 0 });
    const upcoming = await insertEvent(db, { dateFrom: daysFromToday(10), title: "Upcoming webinar" });
    const past = await insertEvent(db, { dateFrom: daysFromToday(-10), title: "Past webinar" });
    const publishedPage = await createSitePage(db, {
      title: "Published page",
      description: "Shown.",
      bodyHtml: "<p>Shown.</p>",
      isPublished: true,
    });
    const draftPage = await createSitePage(db, {
      title: "Draft page",
      description: "Hidden.",
      bodyHtml: "<p>Hidden.</p>",
      isPublished: false,
    });
    records = {
      training: training.slug,
      online: online.slug,
      draft: draft.slug,
      upcoming: upcoming.id,
      past: past.id,
      publishedPage,
      draftPage,
    };
  });

  it("lists the site's pages, published courses (online ones too), upcoming events and published pages, with lastmod", async () => {
    const response = await sitemapRoute.loader(routeArgs(pageRequest("/sitemap.xml"), {}));
    expect((response as Response).headers.get("Content-Type")).toContain("application/xml");
    const xml = await getText(response);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    for (const path of ["/", "/about-us", "/courses/certification", "/courses/online", "/events", "/learning-center"]) {
      expect(xml).toContain(`<loc>${baseUrl()}${path}</loc>`);
    }
    expect(xml).toContain(`<loc>${baseUrl()}/course-overview/${records.training}</loc><lastmod>`);
    expect(xml).toContain(`/course-overview/${records.online}</loc>`);
    expect(xml).toContain(`/events?event=${records.upcoming}</loc>`);
    expect(xml).toContain(`/page/${records.publishedPage}</loc>`);

    expect(xml).not.toContain(records.draft);
    expect(xml).not.toContain(records.past);
    expect(xml).not.toContain(records.draftPage);
    // Staff and learner areas are never listed.
    expect(xml).not.toMatch(/\/(admin|instructor|my-learning|edit-course)/);
  });

  it("is cacheable: an ETag, and 304 when it has not changed; a new course changes it", async () => {
    const first = (await sitemapRoute.loader(routeArgs(pageRequest("/sitemap.xml"), {}))) as Response;
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+$/);
    const again = new Request(`${baseUrl()}/sitemap.xml`, { headers: { "If-None-Match": etag as string } });
    expect(((await sitemapRoute.loader(routeArgs(again, {}))) as Response).status).toBe(304);

    await insertCourse(getDb(), { name: "Another published course", is_published: 1 });
    const changed = (await sitemapRoute.loader(routeArgs(again, {}))) as Response;
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
  });

  it("becomes an index of pages over the limit per file, each page holding its share and no more", async () => {
    const index = await renderSitemap(getDb(), { baseUrl: baseUrl(), page: null, maxUrls: 5 });
    expect(index).toContain("<sitemapindex ");
    const pageLocs = [...(index ?? "").matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(pageLocs[0]).toBe(`${baseUrl()}/sitemap.xml?page=1`);

    const all = await renderSitemap(getDb(), { baseUrl: baseUrl(), page: null });
    const allLocs = [...(all ?? "").matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(pageLocs).toHaveLength(Math.ceil(allLocs.length / 5));
    const paged: string[] = [];
    for (let page = 1; page <= pageLocs.length; page++) {
      const xml = await renderSitemap(getDb(), { baseUrl: baseUrl(), page, maxUrls: 5 });
      const locs = [...(xml ?? "").matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
      expect(locs.length).toBeLessThanOrEqual(5);
      paged.push(...locs);
    }
    expect(paged).toEqual(allLocs);
    expect(await renderSitemap(getDb(), { baseUrl: baseUrl(), page: pageLocs.length + 1, maxUrls: 5 })).toBeNull();
  });

  it("answers 404 for a page that does not exist", async () => {
    const missing = await dispatch(pageRequest("/sitemap.xml?page=9"));
    expect(missing.status).toBe(404);
  });
});

describe("robots.txt", () => {
  it("allows the public site, keeps staff, learner areas and APIs out, and names the sitemap", async () => {
    const response = (await robotsRoute.loader(routeArgs(pageRequest("/robots.txt"), {}))) as Response;
    expect(response.headers.get("Content-Type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of [
      "/admin",
      "/instructor",
      "/my-learning",
      "/course/",
      "/edit-course/",
      "/api/",
      "/manage-events",
    ]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    for (const open of ["/courses/", "/course-overview/", "/events", "/page/"]) {
      expect(disallowedPrefixes(text).some((prefix) => open.startsWith(prefix))).toBe(false);
    }
  });
});

function disallowedPrefixes(robots: string): string[] {
  return [...robots.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1] as string);
}

/** Calls a route module's meta as React Router does, with the loader data of the root and the page. */
function metaOf(route: RouteEntry, loaderData: Record<string, unknown>, pathname: string): MetaDescriptor[] {
  const meta = route.module.meta as (args: unknown) => MetaDescriptor[];
  const matches = Object.entries(loaderData).map(([id, data]) => ({ id, loaderData: data }));
  return meta({
    loaderData: loaderData[route.id],
    data: loaderData[route.id],
    matches,
    location: { pathname, search: "", hash: "", state: null, key: "default" },
    params: {},
  });
}

function tag(tags: MetaDescriptor[], key: string, value: string): Record<string, string> | undefined {
  return tags.find((item) => (item as Record<string, string>)[key] === value) as Record<string, string> | undefined;
}

function jsonLdOf(tags: MetaDescriptor[]): Array<Record<string, unknown>> {
  return tags
    .filter((item) => "script:ld+json" in item)
    .map((item) => JSON.parse(JSON.stringify((item as Record<string, unknown>)["script:ld+json"])));
}

describe("the head of every public page (from the route table)", () => {
  let world: RouteWorld;
  let robots: string;
  beforeAll(async () => {
    world = await buildRouteWorld();
    robots = await ((await robotsRoute.loader(routeArgs(pageRequest("/robots.txt"), {}))) as Response).text();
  });

  /**
   * Pages anyone may read that robots.txt leaves open to crawlers. A layout is no page of its own
   * (the staff layout declares "public" for its loader's counts): the page at its address is its
   * index route, checked here in its own right.
   */
  async function publicPages() {
    const routes = await addressableRoutes();
    return routes.filter((route) => {
      const access = route.module.access as RouteAccess | undefined;
      const path = `/${route.path}`;
      const isDisallowed = disallowedPrefixes(robots).some((prefix) => path.startsWith(prefix));
      return access?.read === "public" && !route.isResource && !route.isLayout && !isDisallowed;
    });
  }

  it("gives each a title, a non-empty description, a canonical URL on BASE_URL and Open Graph and Twitter tags", async () => {
    const pages = await publicPages();
    expect(pages.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        "",
        "about-us",
        "courses/:type",
        "course-overview/:slug",
        "events",
        "page/:id",
        "f/:slug",
      ]),
    );
    const problems: string[] = [];
    for (const route of pages) {
      const pathname = fillPath(route.path, world.paramsFor(route.path));
      const result = await dispatch(pageRequest(pathname));
      if (result.status !== 200) {
        problems.push(`${pathname}: ${result.status}`);
        continue;
      }
      expect(typeof route.module.meta, `${route.file} exports meta`).toBe("function");
      const tags = metaOf(route, result.loaderData, pathname);
      const description = tag(tags, "name", "description")?.content ?? "";
      const canonical = tag(tags, "rel", "canonical")?.href ?? "";
      if (description.trim().length < 20) problems.push(`${pathname}: description "${description}"`);
      if (description.length > 161) problems.push(`${pathname}: description of ${description.length} characters`);
      if (!canonical.startsWith(`${baseUrl()}/`)) problems.push(`${pathname}: canonical "${canonical}"`);
      for (const property of ["og:title", "og:description", "og:url", "og:type", "og:image"]) {
        if (!tag(tags, "property", property)?.content) problems.push(`${pathname}: no ${property}`);
      }
      if (tag(tags, "name", "twitter:card")?.content !== "summary_large_image")
        problems.push(`${pathname}: twitter card`);
      if (!tags.some((item) => "title" in item && String(item.title).length > 0)) problems.push(`${pathname}: title`);
    }
    expect(problems).toEqual([]);
  });

  it("describes a page with its record's own text and gives it the right JSON-LD", async () => {
    const pages = await publicPages();
    const byPath = (path: string) => pages.find((route) => route.path === path) as RouteEntry;
    const headOf = async (path: string, pathname: string) =>
      metaOf(byPath(path), (await dispatch(pageRequest(pathname))).loaderData, pathname);

    const home = await headOf("", "/");
    expect(jsonLdOf(home).map((item) => item["@type"])).toEqual(["Organization"]);
    expect(jsonLdOf(home)[0]).toMatchObject({ "@context": "https://schema.org", url: `${baseUrl()}/` });

    const { course } = world.course;
    await createScheduleEntry(getDb(), {
      courseTitle: course.name,
      courseId: course.id,
      startDate: daysFromToday(30),
      durationDays: 3,
      isOnsite: true,
      isOnline: false,
      venue: "Birchwood Conference Centre",
    });
    const overview = await headOf("course-overview/:slug", `/course-overview/${course.id}`);
    expect(tag(overview, "rel", "canonical")?.href).toBe(`${baseUrl()}/course-overview/${course.slug}`);
    const [courseLd, breadcrumb] = jsonLdOf(overview);
    expect(courseLd).toMatchObject({ "@type": "Course", name: course.name, provider: { "@type": "Organization" } });
    const instances = courseLd?.hasCourseInstance as Array<Record<string, unknown>>;
    expect(instances).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ "@type": "CourseInstance", courseMode: "onsite", startDate: daysFromToday(30) }),
      ]),
    );
    expect(breadcrumb?.["@type"]).toBe("BreadcrumbList");
    expect(breadcrumb?.itemListElement).toHaveLength(3);

    const events = await headOf("events", "/events");
    const eventLd = jsonLdOf(events);
    expect(eventLd.length).toBeGreaterThan(0);
    for (const event of eventLd) {
      expect(event).toMatchObject({
        "@type": "Event",
        eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      });
      expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    }

    const sitePage = await headOf("page/:id", fillPath("page/:id", world.paramsFor("page/:id")));
    expect(tag(sitePage, "name", "description")?.content).toBe("How Campus handles personal information.");
    expect(jsonLdOf(sitePage).map((item) => item["@type"])).toEqual(["BreadcrumbList"]);

    const catalogue = await headOf("courses/:type", "/courses/certification?q=audit&page=1");
    expect(tag(catalogue, "rel", "canonical")?.href).toBe(`${baseUrl()}/courses/certification`);
  });

  it("still answers every public address of SPEC.md's route table (no redirects needed)", async () => {
    const { course } = world.course;
    const specPaths = [
      "/",
      "/about-us",
      "/services",
      "/consulting",
      "/learning-center",
      "/contact-us",
      "/events",
      "/event-confirmation",
      "/thank-you",
      "/courses/accreditation",
      "/courses/certification",
      "/courses/improvement",
      `/course-overview/${course.id}`,
      `/course-overview/${course.slug}`,
      "/sign-in",
      "/sign-up",
      `/page/${world.site.publishedPageId}`,
    ];
    const answers = await Promise.all(
      specPaths.map(async (path) => `${path} ${(await dispatch(pageRequest(path))).status}`),
    );
    expect(answers).toEqual(specPaths.map((path) => `${path} 200`));
  });

  it("keeps hostile text in a course name inside the JSON-LD script", async () => {
    const hostile = `ISO 9001 </script><script>alert("x")</script> <!-- \u2028\u2029 & "quotes"`;
    const course = await insertCourse(getDb(), { name: hostile, subtitle: hostile, is_published: 1 });
    const loaderData = await courseOverviewRoute.loader(
      routeArgs(pageRequest(`/course-overview/${course.slug}`), { slug: course.slug }),
    );
    const tags = courseOverviewRoute.meta({
      loaderData,
      matches: [{ id: "root", loaderData: { siteName: "Campus", baseUrl: baseUrl() } }],
      location: { pathname: `/course-overview/${course.slug}` },
    } as unknown as Parameters<typeof courseOverviewRoute.meta>[0]);

    // Rendered by React Router's own <Meta />, as the page's head is.
    const Stub = createRoutesStub([{ path: "/", meta: () => tags, Component: () => createElement(Meta) }]);
    const html = renderToString(createElement(Stub, { initialEntries: ["/"] }));
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] as string,
    );
    expect(scripts).toHaveLength(2);
    expect(html.match(/<script/g)).toHaveLength(2);
    for (const script of scripts) {
      expect(script).not.toMatch(/<|>|\u2028|\u2029/);
      JSON.parse(script);
    }
    expect(JSON.parse(scripts[0] as string).name).toBe(hostile);
  });
});
