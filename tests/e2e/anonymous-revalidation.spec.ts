import { expect, test } from "@playwright/test";

// Issue 12: a request without cookies gets a document that can be revalidated: its inline scripts
// allowed by hash (no per-response nonce), a weak ETag, and 304 when unchanged. The page cache keeps it,
// and says a proxy or CDN may too (decision 0115-proxies-cdn-and-signed-in-hits): the browser still asks every time (max-age=0).

test("an anonymous page is revalidated with its ETag and answered 304 when unchanged", async ({
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  for (const path of ["/", "/courses/certification", "/events"]) {
    const first = await request.get(path);
    expect(first.status(), path).toBe(200);
    const etag = first.headers().etag ?? "";
    expect(etag, path).toMatch(/^W\/".+"$/);
    expect(first.headers()["cache-control"], path).toBe("public, max-age=0, s-maxage=60");
    const policy = first.headers()["content-security-policy"] ?? "";
    expect(policy, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(policy, path).not.toContain("nonce-");

    // The same page again is the same bytes: the tag matches and no body is sent.
    const again = await request.get(path, { headers: { "If-None-Match": etag } });
    expect(again.status(), path).toBe(304);
    expect(await again.body(), path).toHaveLength(0);
    expect(again.headers().etag, path).toBe(etag);
    const changed = await request.get(path, { headers: { "If-None-Match": 'W/"another-version"' } });
    expect(changed.status(), path).toBe(200);
  }

  // A request with a cookie (a session, a toast) keeps the streamed page with its own nonce and no tag.
  const withCookie = await request.get("/", { headers: { Cookie: "campus-theme=light" } });
  expect(withCookie.status()).toBe(200);
  expect(withCookie.headers().etag).toBeUndefined();
  expect(withCookie.headers()["cache-control"]).toBe("private, no-store");
  expect(withCookie.headers()["content-security-policy"]).toMatch(/'nonce-[^']+'/);
  await request.dispose();
});

test("an anonymous page's scripts run under the hash policy, without a CSP violation", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to execute/i.test(message.text())) violations.push(message.text());
  });
  // The 404 page is hydrated (the content pages, the account forms and /events are plain documents
  // with no inline React Router scripts, app/lib/plain-documents.ts).
  const missing = await page.goto("/no-such-page");
  expect(missing?.status()).toBe(404);
  expect(missing?.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  // React Router's inline scripts ran (its context is set by one of them) and the page hydrated.
  await expect.poll(() => page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  // A plain document (Mantine's inline colour-scheme script, allowed by its hash) reloaded: the
  // browser sends the tag it kept.
  await page.goto("/sign-in");
  const [reloaded] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === "/sign-in"),
    page.reload(),
  ]);
  expect([200, 304]).toContain(reloaded.status());
  // The events page is plain, and its island (an external module script) runs under the same policy:
  // it disables Register while the empty form is invalid (the server renders it enabled for no-JS).
  await page.goto("/events");
  const form = page.getByRole("form", { name: "Register for this webinar" });
  await expect(form.getByRole("button", { name: "Register" })).toBeDisabled();
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  expect(violations).toEqual([]);
  await context.close();
});
