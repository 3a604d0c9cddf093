import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentLocale } from "~/lib/i18n/current-locale";
import { createEdgeApp, listenOnEdge } from "../../server/app.ts";
import type { EdgeSettings } from "../../server/edge-settings.ts";
import { resolveRequestLanguage } from "../../server/locale.ts";
import { pageCacheKey } from "../../server/page-cache.ts";
import { serveFetchHandler } from "../../server/request-handler.ts";

/**
 * The language of each request, decided at the edge (docs/decisions/0106-languages.md): the edge as
 * production runs it, around a handler that says which address and language the app was given, or
 * redirects where a form would.
 */
let origin = "";
let close: () => Promise<void> = async () => {};

beforeAll(async () => {
  const settings: EdgeSettings = { isProduction: true, trustProxy: false, limits: { uploadMaxBytes: 1024 } };
  const app = createEdgeApp(settings);
  app.use(resolveRequestLanguage);
  app.all(
    "/{*path}",
    serveFetchHandler(async (request) => {
      const url = new URL(request.url);
      if (request.method === "POST") return new Response(null, { status: 303, headers: { Location: "/thank-you" } });
      return Response.json({ path: `${url.pathname}${url.search}`, locale: currentLocale() });
    }, settings.limits),
  );
  const server = await new Promise<ReturnType<typeof listenOnEdge>>((resolve) => {
    const listening = listenOnEdge(app, 0, "127.0.0.1", () => resolve(listening));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(() => close());

async function ask(path: string, headers: Record<string, string> = {}, method = "GET") {
  const response = await fetch(`${origin}${path}`, { method, headers, redirect: "manual" });
  const isJson = response.headers.get("Content-Type")?.includes("json");
  return { response, body: isJson ? ((await response.json()) as { path: string; locale: string }) : null };
}

describe("the language of a request", () => {
  it("takes a public page's language from its address and hands the app the address without it", async () => {
    expect((await ask("/af/courses/online?q=iso")).body).toEqual({ path: "/courses/online?q=iso", locale: "af" });
    expect((await ask("/zu")).body).toEqual({ path: "/", locale: "zu" });
    expect((await ask("/courses/online")).body).toEqual({ path: "/courses/online", locale: "en" });
  });

  it("sends a visitor whose cookie or browser prefers another language to that language's address", async () => {
    const byBrowser = await ask("/contact-us", { "Accept-Language": "zu-ZA,zu;q=0.9,en;q=0.5" });
    expect(byBrowser.response.status).toBe(302);
    expect(byBrowser.response.headers.get("Location")).toBe("/zu/contact-us");
    expect(byBrowser.response.headers.get("Vary")).toMatch(/^Cookie, Accept-Language/);
    const byCookie = await ask("/events?month=2027-01", { Cookie: "campus-locale=af" });
    expect(byCookie.response.headers.get("Location")).toBe("/af/events?month=2027-01");
  });

  it("ignores languages Campus does not speak, in the cookie, the browser and the address", async () => {
    expect((await ask("/contact-us", { Cookie: "campus-locale=fr", "Accept-Language": "de" })).body?.locale).toBe("en");
    // Not a language: an unknown page, which the app answers (404 in the real app).
    expect((await ask("/fr/contact-us")).body).toEqual({ path: "/fr/contact-us", locale: "en" });
  });

  it("answers pages with one address in the person's language, and takes a code off them with the choice kept", async () => {
    expect((await ask("/my-learning", { Cookie: "campus-locale=zu" })).body).toEqual({
      path: "/my-learning",
      locale: "zu",
    });
    expect((await ask("/my-learning", { "Accept-Language": "af" })).body?.locale).toBe("af");
    const coded = await ask("/af/my-learning");
    expect(coded.response.status).toBe(302);
    expect(coded.response.headers.get("Location")).toBe("/my-learning");
    expect(coded.response.headers.get("Set-Cookie")).toMatch(/^campus-locale=af;/);
  });

  it("never redirects a client-side navigation's data request", async () => {
    expect((await ask("/courses/online.data", { Cookie: "campus-locale=af" })).body).toEqual({
      path: "/courses/online.data",
      locale: "af",
    });
  });

  it("keeps a form's language: a post on /af/… or from an /af/… page goes on to the /af/ address", async () => {
    const onCodedAddress = await ask("/af/contact-us", {}, "POST");
    expect(onCodedAddress.response.headers.get("Location")).toBe("/af/thank-you");
    const fromCodedPage = await ask("/contact-us", { Referer: `${origin}/zu/contact-us`, Origin: origin }, "POST");
    expect(fromCodedPage.response.headers.get("Location")).toBe("/zu/thank-you");
    const plain = await ask("/contact-us", { Referer: `${origin}/contact-us` }, "POST");
    expect(plain.response.headers.get("Location")).toBe("/thank-you");
  });
});

describe("the page cache and languages", () => {
  const key = (originalUrl: string, headers: Record<string, string> = {}) =>
    pageCacheKey({ method: "GET", originalUrl, host: "campus.test", protocol: "https", headers })?.key ?? null;

  it("keeps each language's address apart, and a language-only cookie still anonymous", () => {
    expect(key("/af/courses/online")).toBe("https://campus.test/af/courses/online");
    expect(key("/af/courses/online", { cookie: "campus-locale=af" })).toBe("https://campus.test/af/courses/online");
    expect(key("/courses/online", { cookie: "campus-locale=en" })).toBe("https://campus.test/courses/online");
    expect(key("/courses/online", { cookie: "campus-locale=af; session=x" })).toBeNull();
  });

  it("never answers from the cache a request the edge sends to another address, and keys one-address pages by language", () => {
    expect(key("/courses/online", { "accept-language": "af" })).toBeNull();
    expect(key("/courses/online", { cookie: "campus-locale=zu" })).toBeNull();
    expect(key("/course/abc", { "accept-language": "zu" })).toBe("https://campus.test/course/abc#zu");
  });
});
