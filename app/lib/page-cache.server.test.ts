import type { AddressInfo } from "node:net";
import express from "express";
import type { EntryContext } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import {
  createPageCache,
  createVersionSource,
  MAX_URL_LENGTH,
  MAX_VARIANTS_PER_PATH,
  pageCacheKey,
} from "../../server/page-cache.ts";
import { serveFetchHandler } from "../../server/request-handler.ts";
import { isStorableDocument, PAGE_CACHE_MARKER, PAGE_CACHE_STORABLE } from "./page-cache.server";

/**
 * The anonymous page cache (server/page-cache.ts, decision 0052) in front of a small fetch handler
 * that answers like app/entry.server.tsx: what it marks storable is kept, within the bounds.
 */

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

function keyOf(url: string, headers: Record<string, string> = {}, method = "GET") {
  return pageCacheKey({ method, originalUrl: url, host: "campus.test", protocol: "https", headers });
}

describe("the cache key", () => {
  it("is the host, path and sorted query; requests with a cookie or a token, and .data requests, have none", () => {
    expect(keyOf("/events?b=2&a=1")?.key).toBe("https://campus.test/events?a=1&b=2");
    expect(keyOf("/events?a=1&b=2")?.key).toBe(keyOf("/events?b=2&a=1")?.key);
    expect(keyOf("/")?.key).toBe("https://campus.test/");
    expect(keyOf("/", { cookie: "a=b" })).toBeNull();
    expect(keyOf("/", { authorization: "Bearer x" })).toBeNull();
    expect(keyOf("/", {}, "POST")).toBeNull();
    expect(keyOf("/events.data")).toBeNull();
  });

  it("refuses hostile addresses: too long, a control character, too many parameters", () => {
    expect(keyOf(`/courses?q=${"x".repeat(MAX_URL_LENGTH)}`)).toBeNull();
    expect(keyOf("/courses\u0000")).toBeNull();
    expect(keyOf(`/courses?${Array.from({ length: 40 }, (_, index) => `p${index}=1`).join("&")}`)).toBeNull();
  });
});

describe("the content version", () => {
  it("is read once per window by concurrent callers, and read afresh after a write is forgotten", async () => {
    let reads = 0;
    let version = 1;
    const source = createVersionSource(async () => {
      reads += 1;
      return version;
    }, 10_000);
    const [a, b] = await Promise.all([source.current(), source.current()]);
    expect([a, b, reads]).toEqual([1, 1, 1]);
    expect(source.current()).toBe(1);
    version = 2;
    expect(source.current()).toBe(1);
    source.forget();
    expect(await source.current()).toBe(2);
    expect(reads).toBe(2);
  });
});

interface Harness {
  url: string;
  version: { value: number };
  rendered: string[];
  cache: ReturnType<typeof createPageCache>;
}

/** An Express app with the cache in front of a handler that renders `page <path> v<n>` and marks it storable. */
async function harness(
  maxBytes = 1_000_000,
  answer: (request: Request, version: number) => Response | undefined = () => undefined,
): Promise<Harness> {
  const version = { value: 1 };
  const rendered: string[] = [];
  const cache = createPageCache({
    maxBytes,
    maxAgeMs: 60_000,
    versionMaxAgeMs: 0,
    readVersion: async () => version.value,
  });
  const app = express();
  app.use(cache.lookup);
  app.all(
    "/{*path}",
    serveFetchHandler(
      async (request) => {
        const url = new URL(request.url);
        rendered.push(url.pathname + url.search);
        const own = answer(request, version.value);
        if (own) return own;
        const body = `<!doctype html><p>page ${url.pathname}${url.search} v${version.value} ${"padding ".repeat(200)}</p>`;
        return new Response(body, {
          headers: {
            "Content-Type": "text/html; charset=utf-8",
            ETag: `W/"${url.pathname}-${version.value}"`,
            [PAGE_CACHE_MARKER]: PAGE_CACHE_STORABLE,
          },
        });
      },
      { uploadMaxBytes: 1_000 },
      cache.admit,
    ),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, version, rendered, cache };
}

/** Stored pages are compressed after the answer has gone: wait for the store to take it. */
async function settled(cache: Harness["cache"], pages: number) {
  for (let attempt = 0; attempt < 100 && cache.stats().pages < pages; attempt++)
    await new Promise((resolve) => setTimeout(resolve, 10));
}

describe("the page cache in front of the app", () => {
  it("serves the second anonymous request from the cache, compressed as asked, with 304 for its ETag", async () => {
    const { url, rendered, cache } = await harness();
    const first = await fetch(`${url}/about-us`);
    expect(first.headers.get("x-cache")).toBe("miss");
    expect(first.headers.get(PAGE_CACHE_MARKER)).toBeNull();
    const firstBody = await first.text();
    await settled(cache, 1);
    const second = await fetch(`${url}/about-us`, { headers: { "Accept-Encoding": "br" } });
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(second.headers.get("content-encoding")).toBe("br");
    expect(second.headers.get("vary")).toBe("Accept-Encoding, Accept-Language, Cookie");
    expect(await second.text()).toBe(firstBody);
    const gzipped = await fetch(`${url}/about-us`, { headers: { "Accept-Encoding": "gzip, br;q=0" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(await gzipped.text()).toBe(firstBody);
    const revalidated = await fetch(`${url}/about-us`, {
      headers: { "If-None-Match": first.headers.get("etag") ?? "" },
    });
    expect(revalidated.status).toBe(304);
    expect(rendered).toEqual(["/about-us"]);
  });

  it("never answers a request with a cookie from the cache, and a new content version is a miss", async () => {
    const { url, rendered, version, cache } = await harness();
    await (await fetch(`${url}/`)).text();
    await settled(cache, 1);
    const withCookie = await fetch(`${url}/`, { headers: { Cookie: "session=abc" } });
    expect(withCookie.headers.get("x-cache")).toBeNull();
    expect(rendered).toEqual(["/", "/"]);
    version.value = 2;
    const after = await fetch(`${url}/`);
    expect(after.headers.get("x-cache")).toBe("miss");
    expect(await after.text()).toContain("v2");
  });

  it("renders a page once when many ask for it at the same time; the others wait and get the same bytes", async () => {
    const { url, rendered } = await harness(1_000_000, () => undefined);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        fetch(`${url}/events`).then(async (response) => ({
          cache: response.headers.get("x-cache"),
          body: await response.text(),
        })),
      ),
    );
    expect(rendered).toEqual(["/events"]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.cache === "hit")).toHaveLength(5);
  });

  it("lets the waiting requests render for themselves when the first answer is not stored", async () => {
    const { url, rendered } = await harness(1_000_000, () => new Response("<p>gone</p>", { status: 410 }));
    const statuses = await Promise.all(
      Array.from({ length: 4 }, () => fetch(`${url}/gone`).then((response) => response.status)),
    );
    expect(statuses).toEqual([410, 410, 410, 410]);
    expect(rendered.length).toBeGreaterThanOrEqual(2);
  });

  it("does not store what the app did not mark storable, nor what failed", async () => {
    const { url, rendered } = await harness(1_000_000, (request) => {
      const path = new URL(request.url).pathname;
      if (path === "/unmarked") return new Response("<p>mine</p>", { headers: { "Content-Type": "text/html" } });
      if (path === "/missing")
        return new Response("<p>404</p>", { status: 404, headers: { [PAGE_CACHE_MARKER]: PAGE_CACHE_STORABLE } });
      return undefined;
    });
    for (const path of ["/unmarked", "/unmarked", "/missing", "/missing"]) {
      const response = await fetch(`${url}${path}`);
      expect(response.headers.get("x-cache")).toBe("miss");
      expect(response.headers.get(PAGE_CACHE_MARKER)).toBeNull();
      await response.text();
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    expect(rendered).toEqual(["/unmarked", "/unmarked", "/missing", "/missing"]);
  });

  it("keeps its bytes within the bound, and a hostile stream of query strings within the variants per path", async () => {
    const { url, cache } = await harness(20_000);
    for (let index = 0; index < 40; index++) await (await fetch(`${url}/page-${index}`)).text();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(cache.stats().bytes).toBeLessThanOrEqual(20_000);
    expect(cache.stats().pages).toBeGreaterThan(0);

    const roomy = await harness(100_000_000);
    for (let index = 0; index < MAX_VARIANTS_PER_PATH + 30; index++)
      await (await fetch(`${roomy.url}/courses?q=${index}`)).text();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(roomy.cache.stats().pages).toBe(MAX_VARIANTS_PER_PATH);
    const huge = await fetch(`${roomy.url}/courses?q=${"y".repeat(MAX_URL_LENGTH)}`);
    expect(huge.headers.get("x-cache")).toBeNull();
    await huge.text();
    expect(roomy.cache.stats().pages).toBe(MAX_VARIANTS_PER_PATH);
  });
});

describe("a signed-in visitor's request", () => {
  it("reads neither the content version nor the session for a page that is not stored (My learning, a staff list)", async () => {
    let versionReads = 0;
    let visitorReads = 0;
    const cache = createPageCache({
      maxBytes: 1_000_000,
      maxAgeMs: 60_000,
      versionMaxAgeMs: 0,
      readVersion: async () => {
        versionReads += 1;
        return 1;
      },
      signedIn: {
        visitor: async () => {
          visitorReads += 1;
          return null;
        },
        slots: async () => {
          throw new Error("no visitor, no slots");
        },
      },
    });
    const app = express();
    app.use(cache.lookup);
    app.use(cache.signedInLookup);
    app.all("/{*path}", (request, response) => {
      response.type("html").send(`<!doctype html><p>rendered ${request.path}</p>`);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    closers.push(() => new Promise((resolve) => server.close(() => resolve())));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const cookie = "better-auth.session_token=abc.def";

    const page = await fetch(`${url}/my-learning`, { headers: { cookie } });
    expect(await page.text()).toContain("rendered /my-learning");
    expect(versionReads).toBe(0);
    expect(visitorReads).toBe(0);
  });
});

describe("which documents the entry marks storable", () => {
  function context(routes: Array<{ id: string; read?: string }>): EntryContext {
    return {
      staticHandlerContext: { matches: routes.map((route) => ({ route: { id: route.id } })) },
      routeModules: Object.fromEntries(
        routes.map((route) => [route.id, { access: route.read ? { read: route.read } : undefined }]),
      ),
    } as unknown as EntryContext;
  }
  const publicPage = context([
    { id: "root" },
    { id: "routes/site/layout", read: "public" },
    { id: "routes/site/home", read: "public" },
  ]);

  it("a 200 public page with no cookie and no no-store", () => {
    expect(isStorableDocument(200, new Headers(), publicPage)).toBe(true);
  });

  it("not a page that sets a cookie, failed, or says no-store or private", () => {
    expect(isStorableDocument(200, new Headers({ "Set-Cookie": "toast=1" }), publicPage)).toBe(false);
    expect(isStorableDocument(404, new Headers(), publicPage)).toBe(false);
    expect(isStorableDocument(200, new Headers({ "Cache-Control": "no-store" }), publicPage)).toBe(false);
    expect(isStorableDocument(200, new Headers({ "Cache-Control": "private, max-age=0" }), publicPage)).toBe(false);
  });

  it("not a page any matched route of which is for staff, learners or admins (a preview)", () => {
    const preview = context([
      { id: "root" },
      { id: "routes/site/layout", read: "public" },
      { id: "routes/admin/preview", read: "admin" },
    ]);
    expect(isStorableDocument(200, new Headers(), preview)).toBe(false);
    const undeclared = context([{ id: "root" }, { id: "routes/x" }]);
    (undeclared.routeModules["routes/x"] as { loader?: unknown }).loader = () => null;
    expect(isStorableDocument(200, new Headers(), undeclared)).toBe(false);
  });
});
