import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newTestDirectory } from "../support/database-template";
import { type ServerDatabase, type StartedCampus, serverDatabase, startCampus } from "../support/production-server";

/**
 * Signed-in visitors get the stored public page with their own header (server/signed-in-hits.ts,
 * decision 0115-proxies-cdn-and-signed-in-hits): the page cache's anonymous copy, its two "My account" links replaced by
 * the account controls for the visitor's name and role, `private, no-store`, no ETag. A production
 * server (PostgreSQL with TEST_DATABASE_URL, else SQLite) with the demo accounts.
 */

const scratch = newTestDirectory("signed-in-page-cache");
const DEMO_PASSWORD = "signed-in-hits-demo";
const ADMIN_EMAIL = "admin@signed-in-hits.test";
const ADMIN_PASSWORD = "signed-in-hits-admin";

let campus: StartedCampus;
let baseUrl = "";
let database: ServerDatabase;

beforeAll(async () => {
  database = await serverDatabase(scratch);
  campus = await startCampus(scratch, {
    PAGE_CACHE_VERSION_MS: "50",
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    DEMO_PASSWORD,
  });
  baseUrl = campus.baseUrl;
}, 300_000);

afterAll(async () => {
  await campus?.stop();
  await database?.remove();
});

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

async function get(pathname: string, cookie?: string): Promise<Answer> {
  const response = await fetch(`${baseUrl}${pathname}`, {
    headers: { ...(cookie ? { Cookie: cookie } : {}), "Accept-Encoding": "gzip, deflate, br, zstd" },
    redirect: "manual",
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** Asks anonymously until the page is a hit (a miss stores it just after answering). */
async function warm(pathname: string) {
  for (let attempt = 0; attempt < 40; attempt++) {
    if ((await get(pathname)).headers.get("x-cache") === "hit") return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${pathname} never became a page-cache hit`);
}

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
    body: new URLSearchParams({ email, password }),
  });
  expect(response.status).toBe(302);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

function headerOf(html: string): string {
  const start = html.indexOf("<header");
  return html.slice(start, html.indexOf("</header>", start) + "</header>".length);
}

describe("signed-in visitors on stored public pages", () => {
  it("get the stored page with their name, their home and Sign out, kept nowhere", async () => {
    await warm("/about-us");
    const anonymous = await get("/about-us");
    const student = await signIn("student@campus.local", DEMO_PASSWORD);
    const page = await get("/about-us", student);
    expect([page.status, page.headers.get("x-cache")]).toEqual([200, "hit"]);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("etag")).toBeNull();
    expect(page.headers.get("content-encoding")).toBe("br");
    // The stored page's own CSP: the inline scripts are the same, so their hashes still hold.
    expect(page.headers.get("content-security-policy")).toBe(anonymous.headers.get("content-security-policy"));
    expect(page.body).toContain("Naledi Khumalo");
    expect(page.body).toContain("Sign out");
    expect(page.body).toContain('href="/my-learning"');
    expect(page.body).not.toContain("data-account-slot");
    expect(headerOf(page.body)).not.toContain(">My Account<");
    // Everything but the header is the stored page.
    expect(page.body.slice(page.body.indexOf("</header>"))).toBe(
      anonymous.body.slice(anonymous.body.indexOf("</header>")),
    );
  });

  it("shows the header a full render gives that visitor", async () => {
    await warm("/courses/certification");
    const student = await signIn("student@campus.local", DEMO_PASSWORD);
    const fromCache = await get("/courses/certification", student);
    expect(fromCache.headers.get("x-cache")).toBe("hit");
    // Another cookie beside the session takes the request past this path: React renders it all.
    const rendered = await get("/courses/certification", `${student}; campus-test-other=1`);
    expect(rendered.headers.get("x-cache")).toBeNull();
    expect(rendered.body).toContain("Naledi Khumalo");
    expect(headerOf(fromCache.body)).toBe(headerOf(rendered.body));
  });

  it("never shows one visitor's header to another", async () => {
    await warm("/");
    const student = await signIn("student@campus.local", DEMO_PASSWORD);
    const admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const [studentPage, adminPage] = await Promise.all([get("/", student), get("/", admin)]);
    expect(studentPage.body).toContain("Naledi Khumalo");
    expect(studentPage.body).not.toContain("Campus Administrator");
    expect(adminPage.headers.get("x-cache")).toBe("hit");
    expect(adminPage.body).toContain("Campus Administrator");
    expect(adminPage.body).not.toContain("Naledi Khumalo");
    const visitor = await get("/");
    expect(visitor.headers.get("x-cache")).toBe("hit");
    expect(visitor.body).not.toContain("Naledi Khumalo");
    expect(visitor.body).not.toContain("Campus Administrator");
    expect(headerOf(visitor.body)).toContain(">My Account<");
  });

  it("gives a signed-out cookie the anonymous header", async () => {
    await warm("/about-us");
    const student = await signIn("student@campus.local", DEMO_PASSWORD);
    expect((await get("/about-us", student)).body).toContain("Naledi Khumalo");
    const signOut = await fetch(`${baseUrl}/sign-out`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: student, Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(signOut.status).toBeLessThan(400);
    const after = await get("/about-us", student);
    expect(after.headers.get("x-cache")).toBe("hit");
    expect(after.headers.get("cache-control")).toBe("private, no-store");
    expect(after.body).not.toContain("Naledi Khumalo");
    expect(headerOf(after.body)).toContain(">My Account<");
  });

  it("renders the pages that differ per person as before", async () => {
    await warm("/events");
    const student = await signIn("student@campus.local", DEMO_PASSWORD);
    const events = await get("/events", student);
    expect(events.status).toBe(200);
    expect(events.headers.get("x-cache")).toBeNull();
    expect(events.headers.get("cache-control")).toBe("private, no-store");
    expect(events.body).toContain("Naledi Khumalo");
  });
});
