import { createHash } from "node:crypto";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { type AccessLevel, declaredIntents, type RouteAccess, writeLevelFor } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import { TEST_ORIGIN } from "~tests/support/requests";
import { requestBodyFor } from "~tests/support/route-request-bodies";
import { addressableRoutes, type Dispatched, dispatch, fillPath, type RouteEntry } from "~tests/support/route-table";
import { ACTOR_NAMES, type ActorName, buildRouteWorld, type RouteWorld } from "~tests/support/route-world";

/**
 * The authorisation matrix (issue 9): every route of app/routes.ts and every intent it declares,
 * for six callers, against the `access` declaration the route module exports. A route added to
 * routes.ts is covered here without editing this file; one without a declaration fails.
 * Refused writes must leave every table as it was.
 */

const routes = await addressableRoutes();

let world: RouteWorld;
let tables: string[];
beforeAll(async () => {
  world = await buildRouteWorld();
  tables = await tableNames();
});

const PERMITTED: Record<AccessLevel, readonly ActorName[]> = {
  public: ACTOR_NAMES,
  "signed-in": ["student", "otherStudent", "owner", "otherInstructor", "admin", "finance"],
  staff: ["owner", "otherInstructor", "admin"],
  admin: ["admin"],
  finance: ["admin", "finance"],
  "course-editor": ["owner", "admin"],
  "course-reader": ["student", "owner", "admin"],
  // Instructor A is the assessor of their course and the admin its moderator (route-world.ts).
  "course-assessment": ["owner", "admin"],
  "course-assessor": ["owner"],
  "course-moderator": ["admin"],
  "certificate-holder": ["student", "owner", "otherInstructor", "admin"],
  "booking-holder": ["student"],
  "cpd-activity-holder": ["student", "owner", "otherInstructor", "admin"],
  uploader: ["owner", "admin"],
  "form-owner": ["owner", "admin"],
  // Student S manages the world's company; T is its employee, not a manager (route-world.ts).
  "company-manager": ["student"],
  // S manages the world's company; admins run any company's people (decision 0104-company-self-service).
  "company-manager-or-admin": ["student", "admin"],
  // Student S is also the world's company's Skills Development Facilitator (route-world.ts).
  "company-sdf": ["student", "admin"],
  // Student S bought the world's order (route-world.ts); admins may cancel too (decision 0083-fulfilment-seats).
  "order-holder": ["student", "admin"],
  // T bought the world's company invoice; S manages the company it was issued to (route-world.ts).
  "invoice-holder": ["student", "otherStudent", "admin", "finance"],
  // The world's quotation was made for S.
  "quotation-holder": ["student", "admin"],
  // The REST API takes a personal access token, never a session: every caller here has only cookies.
  // The token side (401 without, 403 without the scope) is tested in tests/integration/rest-api.test.ts.
  token: [],
};

function accessOf(route: RouteEntry): RouteAccess | undefined {
  return route.module.access as RouteAccess | undefined;
}

// A page without a loader still answers GET (the root loader runs); a resource route without one has nothing to GET.
const answersGet = (route: RouteEntry) => route.hasLoader || !route.isResource;

interface Mismatch {
  route: string;
  actor: ActorName | "any";
  method: string;
  expected: string;
  got: string;
}

function describeGot(result: Dispatched): string {
  const where = result.location ? ` → ${result.location}` : "";
  const message = result.status >= 400 && result.message ? ` "${result.message.split("\n")[0]?.slice(0, 60)}"` : "";
  return `${result.status}${where}${message}`;
}

const isRedirect = (status: number) => status >= 300 && status < 400;

/** Sign-in, returning to the page asked for (its query as URLSearchParams writes it: "?index" comes back "?index="). */
function isSignInReturningTo(location: string | null, url: string) {
  if (!location?.startsWith("/sign-in?redirectTo=")) return false;
  const redirectTo = new URL(location, TEST_ORIGIN).searchParams.get("redirectTo") ?? "";
  return new URL(redirectTo, TEST_ORIGIN).pathname === new URL(url).pathname;
}

type Expectation = "allowed" | "sign-in" | "refused" | "unauthenticated";

function expectationFor(level: AccessLevel, actor: ActorName): Expectation {
  if (level === "token") return "unauthenticated";
  if (PERMITTED[level].includes(actor)) return "allowed";
  return actor === "anonymous" ? "sign-in" : "refused";
}

/** Null when the answer is what the declaration expects, else what was expected. */
function checkOutcome(
  result: Dispatched,
  expectation: Expectation,
  method: "GET" | "POST",
  url: string,
  access: RouteAccess,
  isCompleteBody = false,
): string | null {
  const toSignIn = isRedirect(result.status) && (result.location ?? "").startsWith("/sign-in");
  if (expectation === "unauthenticated") {
    // The static handler hands a resource route's body back as text: problem details carry their own
    // status, and SCIM's error body (RFC 7644 section 3.12, /scim/v2) carries it as a string.
    const isProblem = /"status":"?401\b/.test(result.message);
    return result.status === 401 && isProblem ? null : "401 problem details";
  }
  if (expectation === "sign-in") {
    const returning = isRedirect(result.status) && isSignInReturningTo(result.location, url);
    return returning ? null : `redirect to /sign-in?redirectTo=${new URL(url).pathname}`;
  }
  if (expectation === "refused") {
    const status = access.refusesWithNotFound ? 404 : 403;
    return result.status === status ? null : String(status);
  }
  if (method === "GET") {
    // 405: a GET the route answers with "use POST" is about the method, not the caller.
    const ok = (result.status >= 200 && result.status < 300) || (isRedirect(result.status) && !toSignIn);
    return ok || result.status === 405 ? null : "2xx or 3xx (not to sign-in)";
  }
  if (isCompleteBody) {
    const succeeded = (result.status >= 200 && result.status < 300) || (isRedirect(result.status) && !toSignIn);
    return succeeded ? null : "2xx or 3xx (a valid request, allowed)";
  }
  // An allowed POST with an incomplete body may be refused for its content (400, 404, 409, 422): never for who sent it.
  const refusedTheCaller = toSignIn || result.status === 401 || result.status === 403 || result.status >= 500;
  return refusedTheCaller ? "2xx, 3xx or 4xx other than 401/403 (allowed)" : null;
}

function urlFor(route: RouteEntry, method: "GET" | "POST") {
  const path = fillPath(route.path, world.paramsFor(route.path));
  const search = world.searchFor(route.path);
  // A browser posts to an index route with ?index (React Router's Form adds it), or the layout would get the POST.
  const index = method === "POST" && route.isIndex ? `${search ? "&" : "?"}index` : "";
  return `${TEST_ORIGIN}${path}${search}${index}`;
}

function withCaller(headers: Headers, actor: ActorName) {
  const cookie = world.actors[actor].cookie;
  if (cookie) headers.set("Cookie", cookie);
  return headers;
}

// ---------------------------------------------------------------------------------------------
// Every table's rows, to show that a refused write changed nothing.

/**
 * Left out, because a refused request may rightly write them: better-auth's sessions and
 * verification tokens (reading a session may refresh it), the rate-limit counters (a refused
 * attempt still counts), the access log of personal data (an export is recorded even when it is a
 * GET: decision 0036) and Kysely's migration bookkeeping.
 */
const BOOKKEEPING_TABLES = new Set([
  "session",
  "verification",
  "rate_limits",
  "personal_data_access_log",
  "kysely_migration",
  "kysely_migration_lock",
]);

async function tableNames(): Promise<string[]> {
  const db = getDb();
  const isPostgres = Boolean(process.env.DATABASE_URL);
  const rows = isPostgres
    ? await sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
    : await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return rows.rows.map((row) => row.name).filter((name) => !BOOKKEEPING_TABLES.has(name));
}

/**
 * Columns a GET may rightly write: the course viewer remembers the lesson an enrolled student
 * opened, for My learning's Resume (one update when it changes). It only ever moves the reader's
 * own place within a course they are enrolled in.
 */
const BOOKKEEPING_COLUMNS: Record<string, readonly string[]> = {
  enrolments: ["last_lesson_id", "last_opened_at"],
};

type Snapshot = Map<string, string>;

async function snapshotTables(names: string[]): Promise<Snapshot> {
  const db = getDb();
  const hashes = await Promise.all(
    names.map(async (name) => {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
      const skipped = BOOKKEEPING_COLUMNS[name] ?? [];
      const lines = rows.rows
        .map((row) => JSON.stringify(Object.entries(row).filter(([column]) => !skipped.includes(column))))
        .sort();
      return [name, `${lines.length}:${createHash("sha1").update(lines.join("\n")).digest("hex")}`] as const;
    }),
  );
  return new Map(hashes);
}

function changedTables(before: Snapshot, after: Snapshot): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}

// ---------------------------------------------------------------------------------------------

function mismatchTable(mismatches: Mismatch[]): string {
  const rows = mismatches.map((m) => [m.route, m.actor, m.method, m.expected, m.got]);
  const header = ["route", "actor", "method", "expected", "got"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ");
  return ["", line(header), ...rows.map(line)].join("\n");
}

function expectNoMismatches(mismatches: Mismatch[]) {
  if (mismatches.length > 0) expect.fail(mismatchTable(mismatches));
}

it("every route module declares who may read and write it", () => {
  const missing = routes.flatMap((route) => {
    const access = accessOf(route);
    const problems: string[] = [];
    if (answersGet(route) && !access?.read) problems.push("read");
    if (route.hasAction && !access?.write) problems.push("write");
    return problems.length
      ? [`app/${route.file} (${route.path || "/"}): export const access = { ${problems.join(", ")} }`]
      : [];
  });
  expect(missing, "routes without an access declaration (app/lib/route-access.ts)").toEqual([]);
});

describe("GET", () => {
  const readable = routes.filter((route) => answersGet(route) && accessOf(route)?.read);
  it.each(readable.map((route) => [route.path || "/", route] as const))("%s", async (_path, route) => {
    const access = accessOf(route) as RouteAccess;
    const mismatches: Mismatch[] = [];
    const before = await snapshotTables(tables);
    for (const actor of ACTOR_NAMES) {
      const url = urlFor(route, "GET");
      const result = await dispatch(new Request(url, { headers: withCaller(new Headers(), actor) }));
      const expected = checkOutcome(result, expectationFor(access.read as AccessLevel, actor), "GET", url, access);
      if (expected) mismatches.push({ route: route.path, actor, method: "GET", expected, got: describeGot(result) });
    }
    // Reading changes nothing, whoever reads: a GET can be sent by any page or prefetch, without a same-origin check.
    const changed = changedTables(before, await snapshotTables(tables));
    if (changed.length > 0) {
      mismatches.push({
        route: route.path,
        actor: "any",
        method: "GET",
        expected: "no row changed",
        got: `changed ${changed.join(", ")}`,
      });
    }
    expectNoMismatches(mismatches);
  });
});

describe("POST", () => {
  const writable = routes.filter((route) => route.hasAction && accessOf(route)?.write);
  const cases = writable.flatMap((route) =>
    declaredIntents(accessOf(route) as RouteAccess).map(
      (intent) => [`${route.path} ${intent ?? ""}`, route, intent] as const,
    ),
  );

  it.each(cases)("%s", async (_name, route, intent) => {
    const access = accessOf(route) as RouteAccess;
    const level = writeLevelFor(access, intent) as AccessLevel;
    const method = `POST${intent ? ` ${intent}` : ""}`;
    const bodyFor = () => requestBodyFor(world, route.path, intent, access.intentField ?? "intent");
    const refusedBody = await bodyFor();
    // Refused callers first, against one snapshot; then the allowed ones, who really write.
    const ordered = [...ACTOR_NAMES].sort(
      (a, b) => Number(expectationFor(level, a) === "allowed") - Number(expectationFor(level, b) === "allowed"),
    );
    const mismatches: Mismatch[] = [];
    let before = await snapshotTables(tables);
    for (const actor of ordered) {
      const expectation = expectationFor(level, actor);
      const body = expectation === "allowed" ? await bodyFor() : refusedBody;
      const url = urlFor(route, "POST");
      const headers = withCaller(new Headers({ Origin: TEST_ORIGIN, ...body.headers }), actor);
      const result = await dispatch(new Request(url, { method: "POST", headers, body: body.create() }));
      const expected = checkOutcome(result, expectation, "POST", url, access, body.isComplete);
      const got = describeGot(result);
      if (expected) mismatches.push({ route: route.path, actor, method, expected, got });
      if (expectation === "allowed") {
        await world.restore();
        continue;
      }
      const after = await snapshotTables(tables);
      const changed = changedTables(before, after);
      if (changed.length > 0) {
        mismatches.push({
          route: route.path,
          actor,
          method,
          expected: "no row changed",
          got: `changed ${changed.join(", ")}`,
        });
        before = after;
      }
    }
    expectNoMismatches(mismatches);
  });
});

/**
 * Issue 9 item 3: an instructor may edit their own course, so the guard lets them in; what they
 * send must still stay inside it. Instructor B posts each course-editor intent that names one of
 * A's chapters, lessons or blocks to B's own course URL: nothing may change.
 */
describe("course-editor writes naming another course's records", () => {
  const courseWrites = routes
    .filter((route) => route.hasAction && route.path.includes(":courseId") && accessOf(route)?.write)
    .flatMap((route) =>
      declaredIntents(accessOf(route) as RouteAccess)
        .filter((intent) => writeLevelFor(accessOf(route) as RouteAccess, intent) === "course-editor")
        .map((intent) => [`${route.path} ${intent ?? ""}`, route, intent] as const),
    );

  it.each(courseWrites)("%s", async (_name, route, intent) => {
    const access = accessOf(route) as RouteAccess;
    const body = await requestBodyFor(world, route.path, intent, access.intentField ?? "intent");
    const sent = await new Response(body.create()).text();
    const namesRecordOfA = (await recordIdsOfCourse(world.course.course.id)).some((id) => sent.includes(id));
    if (!namesRecordOfA) return;
    const path = fillPath(route.path, world.paramsFor(route.path, { courseId: world.otherCourse.id }));
    const headers = withCaller(new Headers({ Origin: TEST_ORIGIN, ...body.headers }), "otherInstructor");
    const before = await snapshotTables(tables);
    const result = await dispatch(
      new Request(`${TEST_ORIGIN}${path}`, { method: "POST", headers, body: body.create() }),
    );
    const changed = changedTables(before, await snapshotTables(tables));
    const mismatches: Mismatch[] = [];
    const method = `POST ${intent ?? ""} to B's course`;
    if (result.status < 400)
      mismatches.push({
        route: route.path,
        actor: "otherInstructor",
        method,
        expected: "4xx",
        got: describeGot(result),
      });
    if (changed.length > 0) {
      mismatches.push({
        route: route.path,
        actor: "otherInstructor",
        method,
        expected: "no row changed",
        got: `changed ${changed.join(", ")}`,
      });
    }
    expectNoMismatches(mismatches);
  });
});

/**
 * The same for reading: B may open B's own course, but a chapter, lesson or block of A's named
 * in B's course URL is not found there.
 */
describe("course reads naming another course's records", () => {
  const courseReads = routes.filter((route) => answersGet(route) && route.path.includes(":courseId"));

  it.each(courseReads.map((route) => [route.path, route] as const))("%s", async (_path, route) => {
    const path = fillPath(route.path, world.paramsFor(route.path, { courseId: world.otherCourse.id }));
    const search = world.searchFor(route.path);
    const namesRecordOfA = route.path.split("/").filter((segment) => segment.startsWith(":")).length > 1 || search;
    // With nothing of A's in it, the URL is simply B's own course.
    if (!namesRecordOfA) return;
    const url = `${TEST_ORIGIN}${path}${search}`;
    const result = await dispatch(new Request(url, { headers: withCaller(new Headers(), "otherInstructor") }));
    if (result.status !== 404) {
      const mismatch = {
        route: route.path,
        actor: "otherInstructor" as const,
        method: "GET in B's course",
        expected: "404",
        got: describeGot(result),
      };
      expectNoMismatches([mismatch]);
    }
  });
});

async function recordIdsOfCourse(courseId: string): Promise<string[]> {
  const db = getDb();
  const [chapters, lessons, blocks] = await Promise.all([
    db.selectFrom("chapters").select("id").where("course_id", "=", courseId).execute(),
    db.selectFrom("lessons").select("id").where("course_id", "=", courseId).execute(),
    db.selectFrom("content_blocks").select("id").where("course_id", "=", courseId).execute(),
  ]);
  return [...chapters, ...lessons, ...blocks].map((row) => row.id);
}

/**
 * The course viewer answers everyone (a published course's overview is public), so its status
 * says nothing about who read the lesson: the page itself must be the overview for anyone but
 * the course's readers.
 */
it("the course viewer shows lesson content to the course's readers only", async () => {
  const route = routes.find((candidate) => candidate.file === "routes/learn/course-viewer.tsx") as RouteEntry;
  const mismatches: Mismatch[] = [];
  for (const actor of ACTOR_NAMES) {
    const url = urlFor(route, "GET");
    const result = await dispatch(new Request(url, { headers: withCaller(new Headers(), actor) }));
    const page = result.loaderData[route.id] as { kind?: string } | undefined;
    const expected = PERMITTED["course-reader"].includes(actor) ? "reader" : "overview";
    if (page?.kind !== expected) {
      mismatches.push({ route: route.path, actor, method: "GET", expected, got: page?.kind ?? describeGot(result) });
    }
  }
  expectNoMismatches(mismatches);
});

it("an unpublished course is not found by anyone but its editors", async () => {
  const route = routes.find((candidate) => candidate.file === "routes/learn/course-viewer.tsx") as RouteEntry;
  const url = `${TEST_ORIGIN}${fillPath(route.path, { courseId: world.otherCourse.id })}`;
  const mismatches: Mismatch[] = [];
  for (const actor of ACTOR_NAMES) {
    const result = await dispatch(new Request(url, { headers: withCaller(new Headers(), actor) }));
    const isEditor = actor === "otherInstructor" || actor === "admin";
    const ok = isEditor ? result.status < 400 : result.status === 404;
    if (!ok) {
      mismatches.push({
        route: route.path,
        actor,
        method: "GET B's draft",
        expected: isEditor ? "2xx/3xx" : "404",
        got: describeGot(result),
      });
    }
  }
  expectNoMismatches(mismatches);
});
