import fs from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { Kysely, SqliteDialect } from "kysely";
import type { ServerBuild } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getEnvironment, resetEnvironmentForTests } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import { queueEmail } from "~/platform/mail/mail.server";
import { outboxBacklog } from "~/platform/mail/outbox-health.server";
import routeConfig from "~/routes";
import { getDatabaseConnection, getDb } from "~/server/app-context.server";
import { checkReadinessOf, type ReadinessTargets } from "~/server/readiness.server";
import { openDatabase } from "~db/database.server";
import type { Database } from "~db/schema";
import { createEdgeApp, listenOnEdge } from "../../server/app.ts";
import { createObservability, NOT_FOUND_ROUTE_LABEL, routePatterns } from "../../server/observability.ts";
import { serveFetchHandler } from "../../server/request-handler.ts";
import { newTestDirectory } from "../support/database-template";

/**
 * /healthz, /readyz, /metrics, request ids and request log lines, through the real edge
 * (server/app.ts) around a small handler, on the test file's own database (SQLite or PostgreSQL).
 */

const METRICS_TOKEN = "metrics-token-for-tests-0123456789";
const scratch = newTestDirectory("observability");
const logLines: string[] = [];
const targets: ReadinessTargets = { db: getDb(), uploadDirectory: "", outboxMaxAgeSeconds: 900 };
const fakeBuild = {
  routes: {
    root: { id: "root", path: "" },
    "routes/home": { id: "routes/home", parentId: "root", index: true },
    "routes/course": { id: "routes/course", parentId: "root", path: "courses/:slug" },
  },
} as unknown as ServerBuild;

let server: Server;
let origin: string;

beforeAll(async () => {
  targets.uploadDirectory = getEnvironment().uploadDirectory;
  const observability = createObservability({
    logger: createLogger({ write: (line: string) => logLines.push(line) }, "info"),
    logRequests: true,
    metricsToken: METRICS_TOKEN,
    probes: {
      checkReadiness: () => checkReadinessOf(targets),
      outboxMetrics: async () => ({ ...(await outboxBacklog(getDb())), failed: 0 }),
    },
  });
  const app = createEdgeApp(
    { isProduction: true, trustProxy: false, limits: { uploadMaxBytes: 1024 * 1024 } },
    observability,
  );
  app.use(observability.labelAppRoutes(fakeBuild));
  app.all(
    "/{*path}",
    serveFetchHandler(
      async (request) => {
        const url = new URL(request.url);
        if (url.pathname === "/courses/queue-mail") {
          await queueEmail(getDb(), { to: "traced@example.com", subject: "Traced", html: "<p>x</p>", text: "x" });
          return Response.json({ queued: true, seenRequestId: request.headers.get("x-request-id") });
        }
        if (url.pathname.startsWith("/courses/")) return Response.json({ ok: true });
        return new Response("Not found", { status: 404 });
      },
      { uploadMaxBytes: 1024 * 1024 },
    ),
  );
  await new Promise<void>((resolve) => {
    server = listenOnEdge(app, 0, "127.0.0.1", resolve);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(scratch, { recursive: true, force: true });
});

afterEach(() => {
  targets.db = getDb();
  targets.uploadDirectory = getEnvironment().uploadDirectory;
});

async function readyz() {
  const response = await fetch(`${origin}/readyz`);
  return { status: response.status, body: await response.json() };
}

describe("/healthz and /readyz", () => {
  it("/healthz answers 200 at once, without touching the database", async () => {
    const response = await fetch(`${origin}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("/readyz is 200 with every check ok on a migrated database", async () => {
    const { status, body } = await readyz();
    expect(status).toBe(200);
    expect(body.status).toBe("ready");
    for (const name of ["database", "migrations", "storage", "outbox"]) expect(body.checks[name].status).toBe("ok");
  });

  it("is 503 when the database cannot be reached", async () => {
    // PostgreSQL: a server that is not there. SQLite: a file that cannot be opened.
    const broken =
      getDatabaseConnection().kind === "postgres"
        ? openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:1/nowhere" }).db
        : new Kysely<Database>({
            dialect: new SqliteDialect({
              database: async () => {
                throw new Error("unable to open database file");
              },
            }),
          });
    targets.db = broken;
    const { status, body } = await readyz();
    expect(status).toBe(503);
    expect(body.checks.database.status).toBe("failing");
    expect(body.checks.database.detail).toBeTruthy();
    await broken.destroy().catch(() => {});
  });

  it("is 503 when a migration this build carries has not been applied", async () => {
    const db = getDb();
    const [last] = await db
      .selectFrom("campus_migrations" as never)
      .selectAll()
      .orderBy("name" as never, "desc")
      .limit(1)
      .execute();
    const row = last as { name: string; timestamp: string };
    await db
      .deleteFrom("campus_migrations" as never)
      .where("name" as never, "=", row.name as never)
      .execute();
    try {
      const { status, body } = await readyz();
      expect(status).toBe(503);
      expect(body.checks.migrations.status).toBe("failing");
      expect(body.checks.migrations.detail).toContain(row.name);
      expect(body.checks.database.status).toBe("ok");
    } finally {
      await db
        .insertInto("campus_migrations" as never)
        .values(row as never)
        .execute();
    }
  });

  it("is 503 when the uploads directory cannot be written", async () => {
    const file = path.join(scratch, "not-a-directory");
    fs.writeFileSync(file, "x");
    targets.uploadDirectory = path.join(file, "uploads");
    const { status, body } = await readyz();
    expect(status).toBe(503);
    expect(body.checks.storage.status).toBe("failing");
  });

  it("is 503 when the oldest due mail has waited longer than the threshold", async () => {
    const id = await queueEmail(getDb(), { to: "stuck@example.com", subject: "Stuck", html: "x", text: "x" });
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await getDb().updateTable("outbox").set({ next_attempt_at: anHourAgo }).where("id", "=", id).execute();
    try {
      const { status, body } = await readyz();
      expect(status).toBe(503);
      expect(body.checks.outbox.status).toBe("failing");
      expect(body.checks.outbox.detail).toMatch(/oldest due message waiting 36\d\d s/);
    } finally {
      await getDb().deleteFrom("outbox").where("id", "=", id).execute();
    }
  });
});

describe("/metrics", () => {
  it("is off (404) when no METRICS_TOKEN is configured", async () => {
    const app = createEdgeApp(
      { isProduction: true, trustProxy: false, limits: { uploadMaxBytes: 1024 } },
      createObservability({
        probes: {
          checkReadiness: () => checkReadinessOf(targets),
          outboxMetrics: async () => ({ depth: 0, oldestDueAgeSeconds: 0, failed: 0 }),
        },
      }),
    );
    const plain = await new Promise<Server>((resolve) => {
      const listening: Server = listenOnEdge(app, 0, "127.0.0.1", () => resolve(listening));
    });
    try {
      const response = await fetch(`http://127.0.0.1:${(plain.address() as AddressInfo).port}/metrics`, {
        headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(response.status).toBe(404);
    } finally {
      await new Promise((resolve) => plain.close(resolve));
    }
  });

  it("refuses a missing or wrong token with 401", async () => {
    expect((await fetch(`${origin}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${origin}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toContain("Bearer");
  });

  it("counts requests by route pattern and status, with latency and the outbox", async () => {
    await fetch(`${origin}/courses/iso-9001?utm=1`);
    await fetch(`${origin}/courses/iso-14001`);
    await fetch(`${origin}/no/such/page`);
    const response = await fetch(`${origin}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/campus_http_requests_total\{method="GET",route="\/courses\/:slug",status="200"\} [2-9]/);
    expect(text).toContain('route="unmatched",status="404"');
    expect(text).not.toContain("iso-9001");
    expect(text).toContain(
      'campus_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/courses/:slug"}',
    );
    expect(text).toMatch(/campus_outbox_depth \d+/);
    expect(text).toMatch(/campus_outbox_oldest_due_age_seconds \d/);
    expect(text).toContain("campus_mail_send_failures_total");
  });
});

describe("route patterns (the metrics label)", () => {
  it("labels a path with the route that React Router would pick, ranked the same way", () => {
    const routeOf = routePatterns({
      routes: {
        root: { id: "root", path: "" },
        home: { id: "home", parentId: "root", index: true },
        site: { id: "site", parentId: "root" },
        about: { id: "about", parentId: "site", path: "about-us" },
        course: { id: "course", parentId: "site", path: "courses/:type" },
        new: { id: "new", parentId: "site", path: "courses/new" },
        learn: { id: "learn", parentId: "root", path: "learn" },
        viewer: { id: "viewer", parentId: "learn", path: "course/:courseId/:chapterId?/:lessonId?" },
        notFound: { id: "notFound", parentId: "root", path: "*" },
      },
    } as unknown as ServerBuild);
    expect(routeOf("/")).toBe("/");
    expect(routeOf("/_root.data")).toBe("/");
    expect(routeOf("/about-us")).toBe("/about-us");
    expect(routeOf("/About-Us/")).toBe("/about-us");
    expect(routeOf("/courses/new")).toBe("/courses/new");
    expect(routeOf("/courses/certification")).toBe("/courses/:type");
    expect(routeOf("/courses/certification.data")).toBe("/courses/:type");
    expect(routeOf("/learn/course/c1")).toBe("/learn/course/:courseId/:chapterId?/:lessonId?");
    expect(routeOf("/learn/course/c1/ch1/l1")).toBe("/learn/course/:courseId/:chapterId?/:lessonId?");
    expect(routeOf("/learn/course/c1/ch1/l1/extra")).toBe(NOT_FOUND_ROUTE_LABEL);
    expect(routeOf("/wp-login.php")).toBe("not found (/*)");
  });
});

/** The build's route manifest for app/routes.ts: every entry under "root", as react-router build lays it out. */
function manifestOf(entries: RouteConfigEntry[]): ServerBuild["routes"] {
  const routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean }> = {
    root: { id: "root", path: "" },
  };
  const visit = (children: RouteConfigEntry[], parentId: string) => {
    for (const entry of children) {
      const id = entry.id ?? entry.file.replace(/\.(tsx|ts)$/, "");
      routes[id] = { id, parentId, path: entry.path, index: entry.index };
      visit(entry.children ?? [], id);
    }
  };
  visit(entries, "root");
  return routes as unknown as ServerBuild["routes"];
}

describe("route labels of the app's own route table, through real requests", () => {
  it("names each page's pattern (lessons, files, staff pages), and only an address no route has is /*", async () => {
    const observability = createObservability({
      logRequests: false,
      metricsToken: METRICS_TOKEN,
      probes: {
        checkReadiness: () => checkReadinessOf(targets),
        outboxMetrics: async () => ({ depth: 0, oldestDueAgeSeconds: 0, failed: 0 }),
      },
    });
    const app = createEdgeApp(
      { isProduction: true, trustProxy: false, limits: { uploadMaxBytes: 1024 * 1024 } },
      observability,
    );
    app.use(observability.labelAppRoutes({ routes: manifestOf(routeConfig) } as ServerBuild));
    app.all(
      "/{*path}",
      serveFetchHandler(async () => new Response("ok"), { uploadMaxBytes: 1024 * 1024 }),
    );
    const appServer = await new Promise<Server>((resolve) => {
      const listening = listenOnEdge(app, 0, "127.0.0.1", () => resolve(listening));
    });
    const appOrigin = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;
    try {
      const paths = [
        "/course/c1/ch1/l1",
        "/course/c1/ch1/l1.data",
        "/course/c1",
        "/courses/certification",
        "/my-learning/cpd/transcript.csv",
        "/admin/users",
        "/edit-course/c1/ch1/l1",
        "/learn/abc/lesson/1",
      ];
      for (const pathname of paths) await (await fetch(`${appOrigin}${pathname}`)).text();
      const metrics = await (
        await fetch(`${appOrigin}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
      ).text();
      const count = (route: string) =>
        Number(
          new RegExp(`route="${route.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}",status="200"\\} (\\d+)`).exec(
            metrics,
          )?.[1] ?? 0,
        );
      expect(count("/course/:courseId/:chapterId?/:lessonId?")).toBe(3);
      expect(count("/courses/:type")).toBe(1);
      expect(count("/my-learning/cpd/transcript.csv")).toBe(1);
      expect(count("/admin/users")).toBe(1);
      expect(count("/edit-course/:courseId/:chapterId?/:lessonId?")).toBe(1);
      // No route has /learn/...: the site's not-found page (path "*") answers it.
      expect(count("not found (/*)")).toBe(1);
      expect(metrics).not.toContain('route="/*"');
    } finally {
      await new Promise((resolve) => appServer.close(resolve));
    }
  });
});

describe("request ids and log lines", () => {
  it("echoes a sane X-Request-Id and replaces a hostile one", async () => {
    const sane = await fetch(`${origin}/courses/a`, { headers: { "X-Request-Id": "req-1234567890abcdef" } });
    expect(sane.headers.get("x-request-id")).toBe("req-1234567890abcdef");
    for (const hostile of ["<script>alert(1)</script>", "a".repeat(300), "short", "id with spaces 12345"]) {
      const response = await fetch(`${origin}/courses/a`, { headers: { "X-Request-Id": hostile } });
      expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
    const generated = await fetch(`${origin}/courses/a`);
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("stores the request id on the outbox row a request queued", async () => {
    const response = await fetch(`${origin}/courses/queue-mail`, { headers: { "X-Request-Id": "trace-me-0001" } });
    expect(await response.json()).toEqual({ queued: true, seenRequestId: "trace-me-0001" });
    const row = await getDb()
      .selectFrom("outbox")
      .select("request_id")
      .where("to_email", "=", "traced@example.com")
      .executeTakeFirstOrThrow();
    expect(row.request_id).toBe("trace-me-0001");
    // Work outside any request (the worker, the seed) queues without one.
    const id = await queueEmail(getDb(), { to: "background@example.com", subject: "B", html: "x", text: "x" });
    const background = await getDb()
      .selectFrom("outbox")
      .select("request_id")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(background.request_id).toBeNull();
  });

  it("writes one JSON line per request, without cookies, passwords or the query", async () => {
    logLines.length = 0;
    await fetch(`${origin}/courses/secret-check?password=hunter2-secret`, {
      method: "POST",
      headers: {
        Cookie: "better-auth.session_token=cookie-secret-value",
        Authorization: "Bearer authorization-secret",
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Request-Id": "log-line-check-1",
      },
      body: "password=hunter2-secret",
    });
    const lines = logLines.filter((line) => line.includes("log-line-check-1"));
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject({
      level: "info",
      msg: "request",
      method: "POST",
      route: "/courses/:slug",
      status: 200,
      requestId: "log-line-check-1",
    });
    expect(typeof entry.durationMs).toBe("number");
    expect(typeof entry.time).toBe("string");
    for (const secret of ["cookie-secret-value", "hunter2-secret", "authorization-secret", "secret-check"])
      expect(lines[0]).not.toContain(secret);
  });

  it("redacts passwords and cookies that a call site passes in its details", () => {
    const captured: string[] = [];
    const logger = createLogger({ write: (line: string) => captured.push(line) }, "info");
    logger.info({ user: { email: "a@example.com", password: "pw-secret" }, headers: { cookie: "c-secret" } }, "x");
    expect(captured[0]).toContain("a@example.com");
    expect(captured[0]).not.toContain("pw-secret");
    expect(captured[0]).not.toContain("c-secret");
  });
});

describe("configuration checks", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of ["METRICS_TOKEN", "READY_OUTBOX_MAX_AGE_SECONDS", "LOG_LEVEL"]) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    resetEnvironmentForTests();
  });

  it("names each mistake in the observability settings", () => {
    process.env.METRICS_TOKEN = "short";
    process.env.READY_OUTBOX_MAX_AGE_SECONDS = "soon";
    resetEnvironmentForTests();
    expect(() => getEnvironment()).toThrow(/METRICS_TOKEN: METRICS_TOKEN needs at least 16 characters/);
    expect(() => getEnvironment()).toThrow(
      /READY_OUTBOX_MAX_AGE_SECONDS: READY_OUTBOX_MAX_AGE_SECONDS must be a whole number/,
    );
    process.env.METRICS_TOKEN = "long enough but has spaces";
    process.env.READY_OUTBOX_MAX_AGE_SECONDS = "0";
    resetEnvironmentForTests();
    expect(() => getEnvironment()).toThrow(/METRICS_TOKEN takes printable characters without spaces/);
    expect(() => getEnvironment()).toThrow(/READY_OUTBOX_MAX_AGE_SECONDS must be at least 1/);
    process.env.LOG_LEVEL = "verbose";
    resetEnvironmentForTests();
    expect(() => getEnvironment()).toThrow(/LOG_LEVEL: LOG_LEVEL must be silent, error, info or debug/);
  });

  it("accepts good values", () => {
    process.env.METRICS_TOKEN = METRICS_TOKEN;
    process.env.READY_OUTBOX_MAX_AGE_SECONDS = "60";
    resetEnvironmentForTests();
    expect(getEnvironment()).toMatchObject({ METRICS_TOKEN, READY_OUTBOX_MAX_AGE_SECONDS: 60 });
  });
});
