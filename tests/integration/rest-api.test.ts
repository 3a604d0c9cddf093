import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "~/features/api/openapi";
import { createApiToken, hashToken, TOKEN_PREFIX } from "~/features/api/tokens.server";
import { changeUserRole, setUserDeactivated } from "~/features/users/users.server";
import * as apiTokensRoute from "~/routes/admin/api-tokens";
import * as certificateVerifyRoute from "~/routes/api/v1-certificate-verify";
import * as coursesRoute from "~/routes/api/v1-courses";
import * as enquiriesRoute from "~/routes/api/v1-enquiries";
import * as eventsRoute from "~/routes/api/v1-events";
import * as openApiRoute from "~/routes/api/v1-openapi";
import * as referenceRoute from "~/routes/api/v1-reference";
import { getDb } from "~/server/app-context.server";
import { insertCourse } from "~/server/factories/course-factory";
import { insertEnquiry } from "~/server/factories/enquiry-factory";
import * as tokenExpiryMigration from "~db/migrations/20261128_privacy_0001_api-token-expiry";
import { formRequest, pageRequest, routeArgs, TEST_ORIGIN } from "~tests/support/requests";
import { dispatch } from "~tests/support/route-table";
import { signedInAs } from "~tests/support/sign-in";

/**
 * The REST API (docs/decisions/0034-rest-api.md), through the route table as the server runs it:
 * tokens (shown once, stored hashed, revocable), 401/403/400 as problem details, keyset paging
 * that stays stable while rows are inserted, and the OpenAPI document.
 */

async function tokenWith(scopes: string[]) {
  const admin = await signedInAs("admin");
  const created = await createApiToken(getDb(), { name: "Test client", scopes, createdByUserId: admin.id });
  if (!created.ok) throw new Error(created.message);
  return created;
}

/** The API's loaders called as the server calls a resource route: their own Response, headers and all. */
async function apiGet(path: string, token?: string) {
  const headers = new Headers();
  if (token !== undefined) headers.set("Authorization", `Bearer ${token}`);
  const request = new Request(`${TEST_ORIGIN}${path}`, { headers });
  const pathname = new URL(request.url).pathname;
  const code = /^\/api\/v1\/certificates\/([^/]+)\/verify$/.exec(pathname)?.[1];
  const loaders: Record<string, (args: never) => Promise<Response>> = {
    "/api/v1/courses": coursesRoute.loader,
    "/api/v1/events": eventsRoute.loader,
    "/api/v1/enquiries": enquiriesRoute.loader,
  };
  const response = code
    ? await certificateVerifyRoute.loader(routeArgs(request, { code: decodeURIComponent(code) }))
    : await (loaders[pathname] as (args: never) => Promise<Response>)(routeArgs(request));
  return { status: response.status, type: response.headers.get("Content-Type"), body: await response.json() };
}

function expectProblem(answer: Awaited<ReturnType<typeof apiGet>>, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.type).toBe("application/problem+json");
  expect(answer.body).toMatchObject({ status, type: expect.any(String), title: expect.any(String) });
  expect(typeof answer.body.detail).toBe("string");
}

describe("personal access tokens", () => {
  it("are created by an admin on the screen, shown once and stored only as a hash", async () => {
    const admin = await signedInAs("admin");
    const created = await dispatch(
      formRequest("/admin/api-tokens", { intent: "create", name: "CRM sync", scopes: "courses:read" }, admin.cookie),
    );
    expect(created.status, created.message).toBe(200);
    const token = (created.actionData as { createdToken: { token: string } }).createdToken.token;
    expect(token.startsWith(TOKEN_PREFIX)).toBe(true);
    expect(token.length).toBeGreaterThanOrEqual(TOKEN_PREFIX.length + 43);

    const row = await getDb()
      .selectFrom("api_tokens")
      .selectAll()
      .where("token_hash", "=", hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.name).toBe("CRM sync");
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.parse(row.scopes_json)).toEqual(["courses:read"]);

    // The list never carries the token again, only its hint.
    const listed = await dispatch(pageRequest("/admin/api-tokens", admin.cookie));
    const serialised = JSON.stringify(listed.loaderData);
    expect(serialised).toContain("CRM sync");
    expect(serialised).not.toContain(token);

    // It works, records when it was used, and stops working once revoked.
    expect((await apiGet("/api/v1/courses", token)).status).toBe(200);
    const used = await getDb()
      .selectFrom("api_tokens")
      .select("last_used_at")
      .where("id", "=", row.id)
      .executeTakeFirst();
    expect(used?.last_used_at).not.toBeNull();
    const revoked = await dispatch(
      formRequest("/admin/api-tokens", { intent: "revoke", tokenId: row.id }, admin.cookie),
    );
    expect(revoked.status).toBe(302);
    expectProblem(await apiGet("/api/v1/courses", token), 401);
  });

  it("refuses a token without a name or scopes with a message per field", async () => {
    const admin = await signedInAs("admin");
    const refused = await dispatch(formRequest("/admin/api-tokens", { intent: "create", name: " " }, admin.cookie));
    expect(refused.status).toBe(400);
    expect(refused.actionData).toMatchObject({ fieldErrors: { name: expect.any(String), scopes: expect.any(String) } });
    const unknown = await dispatch(
      formRequest("/admin/api-tokens", { intent: "create", name: "x", scopes: "payroll:write" }, admin.cookie),
    );
    expect(unknown.status).toBe(400);
  });
});

describe("a token's lifetime", () => {
  async function versionOf(userId: string) {
    const row = await getDb().selectFrom("user").select("version").where("id", "=", userId).executeTakeFirstOrThrow();
    return Number(row.version);
  }

  it("stops working once its maker is demoted or deactivated, checked on every request", async () => {
    const actor = { ...(await signedInAs("admin")), image: null, bio: null, locale: null };
    for (const change of ["demote", "deactivate"] as const) {
      const maker = await signedInAs("admin");
      const created = await createApiToken(getDb(), {
        name: `Made by ${change}`,
        scopes: ["courses:read"],
        createdByUserId: maker.id,
      });
      if (!created.ok) throw new Error(created.message);
      expect((await apiGet("/api/v1/courses", created.token)).status).toBe(200);
      const target = { userId: maker.id, loadedVersion: await versionOf(maker.id) };
      const changed =
        change === "demote"
          ? await changeUserRole(getDb(), actor, target, "instructor")
          : await setUserDeactivated(getDb(), actor, target, true);
      expect(changed.ok).toBe(true);
      expectProblem(await apiGet("/api/v1/courses", created.token), 401);
    }
  });

  it("expires a year after it is made by default, or after the last day the admin picks; the list shows it", async () => {
    const admin = await signedInAs("admin");
    const madeAt = new Date("2020-03-10T08:00:00.000Z");
    const byDefault = await createApiToken(
      getDb(),
      { name: "Default life", scopes: ["courses:read"], createdByUserId: admin.id },
      madeAt,
    );
    if (!byDefault.ok) throw new Error(byDefault.message);
    expect(byDefault.expiresAt).toBe("2021-03-10T08:00:00.000Z");
    // Made in the past, so it has expired by now: 401 problem details.
    expectProblem(await apiGet("/api/v1/courses", byDefault.token), 401);

    const created = await dispatch(
      formRequest(
        "/admin/api-tokens",
        { intent: "create", name: "Short life", scopes: "courses:read", expiresOn: "2099-01-31" },
        admin.cookie,
      ),
    );
    expect(created.status).toBe(400);
    expect(created.actionData).toMatchObject({ fieldErrors: { expiresOn: expect.any(String) } });

    const { defaultLastDay, tokens } = await apiTokensRoute.loader(
      routeArgs(pageRequest("/admin/api-tokens", admin.cookie)),
    );
    expect(defaultLastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(tokens.find((token) => token.name === "Default life")).toMatchObject({
      expiresAt: "2021-03-10T08:00:00.000Z",
      isExpired: true,
    });
    const picked = await dispatch(
      formRequest(
        "/admin/api-tokens",
        { intent: "create", name: "Picked life", scopes: "courses:read", expiresOn: defaultLastDay },
        admin.cookie,
      ),
    );
    expect(picked.status).toBe(200);
    const row = await getDb()
      .selectFrom("api_tokens")
      .select("expires_at")
      .where("name", "=", "Picked life")
      .executeTakeFirstOrThrow();
    // The midnight (Africa/Johannesburg, UTC+2) that ends the picked day.
    expect(row.expires_at).toBe(`${defaultLastDay}T22:00:00.000Z`);
    const token = (picked.actionData as { createdToken: { token: string } }).createdToken.token;
    expect((await apiGet("/api/v1/courses", token)).status).toBe(200);
  });
});

describe("the token-expiry migration", () => {
  it("gives tokens made before it one year from when they were made", async () => {
    const db = getDb();
    const admin = await signedInAs("admin");
    await tokenExpiryMigration.down(db);
    await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
      .insertInto("api_tokens")
      .values({
        id: "token-before-expiry",
        name: "Old client",
        token_hash: hashToken("campus_pat_old"),
        token_hint: "campus_pat_old",
        scopes_json: '["courses:read"]',
        created_by_user_id: admin.id,
        created_at: "2025-06-01T09:30:00.000Z",
        last_used_at: null,
        revoked_at: null,
      })
      .execute();
    await tokenExpiryMigration.up(db);
    const row = await db
      .selectFrom("api_tokens")
      .select("expires_at")
      .where("id", "=", "token-before-expiry")
      .executeTakeFirstOrThrow();
    expect(row.expires_at).toBe("2026-06-01T09:30:00.000Z");
  });
});

describe("/api/v1 authentication and scopes", () => {
  it("answers a missing, malformed or unknown token with 401 problem details", async () => {
    expectProblem(await apiGet("/api/v1/courses"), 401);
    expectProblem(await apiGet("/api/v1/courses", "not-a-token"), 401);
    expectProblem(await apiGet("/api/v1/courses", `${TOKEN_PREFIX}${"A".repeat(43)}`), 401);
  });

  it("answers a token without the resource's scope with 403; a write scope includes read", async () => {
    const { token } = await tokenWith(["courses:read"]);
    expectProblem(await apiGet("/api/v1/enquiries", token), 403);
    expectProblem(await apiGet("/api/v1/events", token), 403);
    const writer = await tokenWith(["events:write"]);
    expect((await apiGet("/api/v1/events", writer.token)).status).toBe(200);
  });

  it("answers hostile query parameters with 400 problem details naming the parameter", async () => {
    const { token } = await tokenWith(["courses:read", "enquiries:read", "certificates:read"]);
    for (const query of [
      "limit=0",
      "limit=101",
      "limit=abc",
      "limit=1e400",
      "limit=5&limit=6",
      "cursor=%00%27%3B--",
      "cursor=bm90LWpzb24",
      `cursor=${"A".repeat(500)}`,
      "type=%3Cscript%3E",
      "unknown=1",
      "__proto__=1",
    ]) {
      const answer = await apiGet(`/api/v1/courses?${query}`, token);
      expectProblem(answer, 400);
      expect(Object.keys(answer.body.errors ?? {}).length, query).toBeGreaterThan(0);
    }
    expectProblem(await apiGet("/api/v1/enquiries?status=deleted", token), 400);
    expectProblem(await apiGet("/api/v1/certificates/%27%20or%201%3D1/verify", token), 400);
    expectProblem(await apiGet("/api/v1/certificates/NO-SUCH-CODE/verify", token), 404);
  });
});

describe("cursor paging", () => {
  it("reads every row once, even while newer rows are inserted between pages", async () => {
    const db = getDb();
    const { token } = await tokenWith(["enquiries:read"]);
    // Several rows on one created_at: the id breaks the tie.
    const sameMoment = "2026-01-01T00:00:00.000Z";
    for (let index = 0; index < 5; index += 1) await insertEnquiry(db, { created_at: sameMoment });
    const existing = (await db.selectFrom("enquiries").select("id").execute()).map((row) => row.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer = await apiGet(`/api/v1/enquiries?limit=2${cursor ? `&cursor=${cursor}` : ""}`, token);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data.length).toBeLessThanOrEqual(2);
      seen.push(...answer.body.data.map((item: { id: string }) => item.id));
      cursor = answer.body.nextCursor;
      // A client keeps paging while new enquiries arrive.
      if (pages === 0) for (let index = 0; index < 3; index += 1) await insertEnquiry(db);
      pages += 1;
    } while (cursor && pages < 500);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...existing].sort());
    expect(cursor).toBeNull();
  });

  it("lists only published courses with the catalogue fields", async () => {
    const db = getDb();
    const published = await insertCourse(db, { title: "ISO 9001 Lead Auditor" });
    const draft = await insertCourse(db, { is_published: 0 });
    const { token } = await tokenWith(["courses:read"]);
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const answer = await apiGet(`/api/v1/courses?limit=100${cursor ? `&cursor=${cursor}` : ""}`, token);
      ids.push(...answer.body.data.map((item: { id: string }) => item.id));
      const mine = answer.body.data.find((item: { id: string }) => item.id === published.id);
      if (mine) expect(mine).toMatchObject({ title: "ISO 9001 Lead Auditor", offersCertificate: expect.any(Boolean) });
      cursor = answer.body.nextCursor;
    } while (cursor);
    expect(ids).toContain(published.id);
    expect(ids).not.toContain(draft.id);
  });
});

describe("OpenAPI", () => {
  it("serves a 3.1 document with every operation, and a reference page without scripts", async () => {
    const answer = openApiRoute.loader(routeArgs(pageRequest("/api/v1/openapi.json")));
    expect(answer.headers.get("Content-Type")).toContain("application/json");
    const text = await answer.text();
    const document = JSON.parse(text);
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/v1/courses",
        "/api/v1/events",
        "/api/v1/enquiries",
        "/api/v1/certificates/{code}/verify",
      ]),
    );
    const limit = document.paths["/api/v1/courses"].get.parameters.find((p: { name: string }) => p.name === "limit");
    expect(limit.schema).toMatchObject({ maximum: 100, minimum: 1 });
    expect(document).toEqual(buildOpenApiDocument(TEST_ORIGIN));

    const page = referenceRoute.loader();
    const html = await page.text();
    expect(page.headers.get("Content-Type")).toContain("text/html");
    expect(html).toContain("/api/v1/certificates/{code}/verify");
    expect(html).not.toMatch(/<script/i);
  });
});
