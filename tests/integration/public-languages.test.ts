import type http from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderSitemap } from "~/features/seo/sitemap.server";
import { getEnvironment } from "~/lib/env.server";
import { getDb } from "~/server/app-context.server";
import { insertCourse } from "~/server/factories/course-factory";
import { createEdgeApp, listenOnEdge } from "../../server/app.ts";
import type { EdgeSettings } from "../../server/edge-settings.ts";
import { resolveRequestLanguage } from "../../server/locale.ts";
import { createCampusRequestHandler } from "../../server/request-handler.ts";
import { requireSameOrigin } from "../../server/security.ts";

/**
 * The public site in three languages (docs/decisions/0106-languages.md), through the edge the
 * servers run (server/app.ts, the language at the edge in server/locale.ts, Campus's React Router
 * adapter) around the app as `npm run dev` builds it (Vite's server build, loaded in-process), on
 * 127.0.0.1: whole documents, as a browser gets them.
 */

const settings: EdgeSettings = { isProduction: false, trustProxy: false, limits: { uploadMaxBytes: 1024 * 1024 } };
let vite: ViteDevServer;
let server: http.Server;
let origin = "";

beforeAll(async () => {
  const { createServer } = await import("vite");
  vite = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "silent",
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  const app = createEdgeApp(settings);
  app.use(resolveRequestLanguage);
  app.use(requireSameOrigin);
  app.all("/{*path}", createCampusRequestHandler({ build, mode: "development", limits: settings.limits }));
  await new Promise<void>((resolve) => {
    server = listenOnEdge(app, 0, "127.0.0.1", resolve);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The first page compiles the app's modules: done once here, so each test reads its own timing.
  await fetch(`${origin}/`);
}, 420_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await vite?.close();
});

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${origin}${path}`, { headers, redirect: "manual" });
}

function htmlLang(html: string): string | undefined {
  return /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1];
}

function firstHeading(html: string): string | undefined {
  return /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .trim();
}

describe("a public page's address per language", () => {
  it("answers /af/ and /zu/ in that language: <html lang>, heading and navigation", async () => {
    const afrikaans = await get("/af/contact-us");
    expect(afrikaans.status).toBe(200);
    const afHtml = await afrikaans.text();
    expect(htmlLang(afHtml)).toBe("af-ZA");
    expect(firstHeading(afHtml)).toBe("Kontak ons");
    expect(afHtml).toContain('href="/af/about-us"');
    expect(afHtml).toContain(">Oor ons</a>");

    const zulu = await get("/zu/about-us");
    expect(zulu.status).toBe(200);
    const zuHtml = await zulu.text();
    expect(htmlLang(zuHtml)).toBe("zu-ZA");
    expect(zuHtml).toContain(">Mayelana nathi</a>");
    expect(zuHtml).toContain('href="/zu/contact-us"');

    const english = await (await get("/contact-us")).text();
    expect(htmlLang(english)).toBe("en-ZA");
    expect(firstHeading(english)).toBe("Contact Us");
    expect(english).toContain('href="/about-us"');
  });

  it("sends the plain address to the visitor's language, from Accept-Language or the cookie", async () => {
    const byBrowser = await get("/contact-us", { "Accept-Language": "zu-ZA,zu;q=0.9,en;q=0.5" });
    expect(byBrowser.status).toBe(302);
    expect(byBrowser.headers.get("Location")).toBe("/zu/contact-us");

    const byCookie = await get("/events", { Cookie: "campus-locale=af", "Accept-Language": "en" });
    expect(byCookie.status).toBe(302);
    expect(byCookie.headers.get("Location")).toBe("/af/events");
  });

  it("ignores a cookie naming a language Campus does not speak", async () => {
    const response = await get("/contact-us", { Cookie: "campus-locale=fr" });
    expect(response.status).toBe(200);
    expect(htmlLang(await response.text())).toBe("en-ZA");
  });

  it("answers an unknown language code with the 404 page", async () => {
    const response = await get("/fr/contact-us");
    expect(response.status).toBe(404);
    expect(htmlLang(await response.text())).toBe("en-ZA");
  });

  it("names every language's address with hreflang, and its own as canonical", async () => {
    // React writes the attribute as hrefLang; HTML reads attribute names in any case.
    const html = (await (await get("/af/about-us")).text()).replace(/\bhrefLang=/g, "hreflang=");
    const base = getEnvironment().baseUrl;
    expect(html).toContain(`<link rel="canonical" href="${base}/af/about-us"/>`);
    expect(html).toContain(`<link rel="alternate" hreflang="en-ZA" href="${base}/about-us"/>`);
    expect(html).toContain(`<link rel="alternate" hreflang="af-ZA" href="${base}/af/about-us"/>`);
    expect(html).toContain(`<link rel="alternate" hreflang="zu-ZA" href="${base}/zu/about-us"/>`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${base}/about-us"/>`);
  });
});

describe("a form on a page in Afrikaans", () => {
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${origin}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      body: new URLSearchParams(fields),
    });

  it("answers its field messages in Afrikaans, and goes on to /af/thank-you", async () => {
    const empty = await post("/af/contact-us", {});
    expect(empty.status).toBe(400);
    const html = await empty.text();
    expect(htmlLang(html)).toBe("af-ZA");
    expect(html).toContain("Volle naam is verpligtend");
    expect(html).toContain("Telefoon is verpligtend");
    expect(html).not.toContain("Full name is required");

    const sent = await post("/af/contact-us", {
      name: "Anna van Wyk",
      email: "anna@example.test",
      phone: "+27 21 555 0100",
      company: "Wyk Laboratoriums",
      designation: "Kwaliteitsbestuurder",
      message: "Ons wil meer weet oor ISO/IEC 17025.",
      privacyConsent: "on",
    });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe("/af/thank-you?for=contact");
    const thanks = await (await get("/af/thank-you?for=contact")).text();
    expect(firstHeading(thanks)).toBe("Dankie");
  });
});

describe("the course catalogue's count in three languages", () => {
  it("counts the courses with each language's plural, the search inside the sentence", async () => {
    for (const name of ["Lugha one calibration", "Lugha two calibration"]) {
      await insertCourse(getDb(), { name, type: "certification", is_published: 1 });
    }
    const status = (html: string) =>
      /<p[^>]*role="status"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1]?.replace(/<!-- -->/g, "");
    expect(status(await (await get("/courses/certification?q=Lugha")).text())).toBe(
      "Courses 1–2 of 2 matching &quot;Lugha&quot;",
    );
    expect(status(await (await get("/af/courses/certification?q=Lugha")).text())).toBe(
      "Kursusse 1–2 van 2 wat by “Lugha” pas",
    );
    expect(status(await (await get("/zu/courses/certification?q=Lugha+one")).text())).toBe(
      "inkambo engu-1 ehambisana no-“Lugha one”",
    );
  });
});

describe("the sitemap in three languages", () => {
  it("lists each page at each language's address, naming all of them as alternates", async () => {
    const course = await insertCourse(getDb(), { name: "ISO 9001 in three languages", is_published: 1 });
    const base = getEnvironment().baseUrl;
    const xml = (await renderSitemap(getDb(), { baseUrl: base, page: null })) ?? "";
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const path = `/course-overview/${course.slug}`;
    for (const loc of [path, `/af${path}`, `/zu${path}`]) {
      const entry = new RegExp(`<url><loc>${base}${loc}</loc>[\\s\\S]*?</url>`).exec(xml)?.[0] ?? "";
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en-ZA" href="${base}${path}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="af-ZA" href="${base}/af${path}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="zu-ZA" href="${base}/zu${path}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${base}${path}"/>`);
    }
    expect(xml).toContain(`<loc>${base}/af</loc>`);
  });
});
