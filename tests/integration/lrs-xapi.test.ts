import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { campusAgent } from "~/platform/lrs/agents";
import { parseCmi5Course } from "~/platform/lrs/cmi5-course";
import { launchAssignableUnit } from "~/platform/lrs/cmi5-launch.server";
import { lrsHomePage } from "~/platform/lrs/lrs-settings.server";
import { CMI5, VERB } from "~/platform/lrs/xapi-terms";
import * as launchRoute from "~/routes/learn/cmi5-launch";
import * as aboutRoute from "~/routes/xapi/about";
import * as stateRoute from "~/routes/xapi/activities-state";
import * as profileRoute from "~/routes/xapi/agents-profile";
import * as fetchRoute from "~/routes/xapi/cmi5-fetch";
import * as statementsRoute from "~/routes/xapi/statements";
import { getAuth, getDb } from "~/server/app-context.server";
import {
  addCourseInstructor,
  insertBlock,
  insertChapter,
  insertCourse,
  insertEnrolment,
  insertLesson,
} from "~/server/factories/course-factory";
import { insertUser } from "~/server/factories/user-factory";
import { routeArgs, TEST_ORIGIN } from "~tests/support/requests";
import { newSessionCookie } from "~tests/support/sign-in";

/**
 * The LRS against the xAPI 1.0.3 rules it claims, and a cmi5 unit driven from here as the spec
 * says (decision 0098-lrs): fetch the token, initialized, passed, terminated, wrong order and
 * wrong actor or registration refused, the course satisfied and the Campus lesson completed.
 */
const AU_ID = "https://content.example.com/iso9001/au1";
const COURSE_XML = `<?xml version="1.0" encoding="utf-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="https://content.example.com/iso9001">
    <title><langstring lang="en-US">ISO 9001 awareness</langstring></title>
    <description><langstring lang="en-US">Clauses 4 to 10</langstring></description>
  </course>
  <block id="https://content.example.com/iso9001/block1">
    <title><langstring lang="en-US">Part one</langstring></title>
    <au id="${AU_ID}" moveOn="CompletedAndPassed" masteryScore="0.8" launchMethod="OwnWindow">
      <title><langstring lang="en-US">Clause 4</langstring></title>
      <url>https://content.example.com/iso9001/au1/index.html</url>
      <launchParameters>{"level":1}</launchParameters>
    </au>
  </block>
</courseStructure>`;

const V = { "X-Experience-API-Version": "1.0.3" };

async function xapi(path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) {
  const hasBody = init.body !== undefined;
  const request = new Request(`${TEST_ORIGIN}${path}`, {
    method: init.method ?? "GET",
    headers: { ...(hasBody ? { "Content-Type": "application/json" } : {}), ...init.headers },
    body: hasBody ? (typeof init.body === "string" ? init.body : JSON.stringify(init.body)) : null,
  });
  const response = await serve(request);
  const text = await response.clone().text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {}
  // biome-ignore lint/suspicious/noExplicitAny: answers are read as the tests need them.
  return { status: response.status, response, json: json as any, text };
}

/** The route module's loader or action, called as the server calls it (their own Responses, unwrapped). */
async function serve(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  const isRead = request.method === "GET" || request.method === "HEAD";
  if (pathname.startsWith("/xapi/cmi5/fetch/")) {
    return fetchRoute.action(routeArgs(request, { fetchToken: pathname.split("/").at(-1) }));
  }
  const module = {
    "/xapi/statements": statementsRoute,
    "/xapi/activities/state": stateRoute,
    "/xapi/agents/profile": profileRoute,
  }[pathname];
  if (pathname === "/xapi/about") return aboutRoute.loader();
  if (!module) throw new Error(`no route for ${pathname}`);
  return isRead ? module.loader(routeArgs(request)) : module.action(routeArgs(request));
}

async function launchedLearner() {
  const db = getDb();
  const student = await insertUser(getAuth(), db, { name: "Thandi Mokoena" });
  const course = await insertCourse(db, { name: "ISO 9001 online" });
  const chapter = await insertChapter(db, course.id);
  const lesson = await insertLesson(db, chapter);
  await insertEnrolment(db, course.id, student.id);
  const parsed = parseCmi5Course(COURSE_XML);
  if (!parsed.ok) throw new Error(parsed.message);
  const launch = async () => {
    const launched = await launchAssignableUnit(db, {
      userId: student.id,
      courseId: course.id,
      lessonId: lesson.id,
      blockId: `block-${lesson.id}`,
      course: parsed.course,
      auId: AU_ID,
      packageBaseUrl: null,
      homePage: lrsHomePage(),
      returnUrl: `${lrsHomePage()}/course/${course.id}`,
      now: new Date(),
    });
    if (!launched.ok) throw new Error(launched.message);
    const url = new URL(launched.launchUrl);
    const fetchPath = new URL(url.searchParams.get("fetch") as string).pathname;
    const fetched = await xapi(fetchPath, { method: "POST" });
    expect(fetched.status).toBe(200);
    const auth = { ...V, Authorization: fetched.json["auth-token"] as string };
    return { url, fetchPath, auth, sessionId: launched.sessionId, registration: launched.registration };
  };
  return { student, course, lesson, launch, actor: campusAgent(lrsHomePage(), student.id) };
}

function cmi5Statement(
  actor: unknown,
  verb: string,
  { registration, sessionId, result }: { registration: string; sessionId: string; result?: unknown },
) {
  return {
    id: randomUUID(),
    actor,
    verb: { id: verb },
    object: { id: AU_ID, objectType: "Activity" },
    ...(result ? { result } : {}),
    context: {
      registration,
      contextActivities: { category: [{ id: CMI5.category }] },
      extensions: { [CMI5.sessionId]: sessionId },
    },
    timestamp: "2026-11-29T10:00:00Z",
  };
}

describe("cmi5 launch and a unit driven as the spec says", () => {
  it("hands the auth token out once, writes LMS.LaunchData and launched, enforces the order and satisfies the course", async () => {
    const learner = await launchedLearner();
    const session = await learner.launch();
    const { url, auth, sessionId, registration } = session;
    expect(url.origin + url.pathname).toBe("https://content.example.com/iso9001/au1/index.html");
    expect(url.searchParams.get("endpoint")).toBe(`${lrsHomePage()}/xapi/`);
    expect(url.searchParams.get("activityId")).toBe(AU_ID);
    expect(JSON.parse(url.searchParams.get("actor") as string)).toEqual(learner.actor);
    expect(learner.actor.account).toEqual({ homePage: lrsHomePage(), name: learner.student.id });
    expect(JSON.stringify(learner.actor)).not.toContain("@");

    const again = await xapi(session.fetchPath, { method: "POST" });
    expect(again.status).toBe(400);
    expect(again.json["error-code"]).toBe("1");

    const agent = encodeURIComponent(JSON.stringify(learner.actor));
    const launchData = await xapi(
      `/xapi/activities/state?activityId=${encodeURIComponent(AU_ID)}&agent=${agent}&registration=${registration}&stateId=LMS.LaunchData`,
      { headers: auth },
    );
    expect(launchData.status).toBe(200);
    expect(launchData.json).toMatchObject({
      launchMode: "Normal",
      moveOn: "CompletedAndPassed",
      masteryScore: 0.8,
      launchParameters: '{"level":1}',
      contextTemplate: { extensions: { [CMI5.sessionId]: sessionId } },
    });
    const launchedStatements = await xapi(`/xapi/statements?verb=${encodeURIComponent(VERB.launched)}`, {
      headers: auth,
    });
    expect(launchedStatements.json.statements).toHaveLength(1);

    const place = { registration, sessionId };
    const early = await xapi("/xapi/statements", {
      method: "POST",
      headers: auth,
      body: cmi5Statement(learner.actor, VERB.passed, { ...place, result: { success: true, score: { scaled: 0.9 } } }),
    });
    expect(early.status).toBe(403);
    expect(early.json.message).toMatch(/first statement of a cmi5 session must be initialized/);

    const initialized = await xapi("/xapi/statements", {
      method: "POST",
      headers: auth,
      body: cmi5Statement(learner.actor, VERB.initialized, place),
    });
    expect(initialized.status).toBe(200);

    const otherActor = await xapi("/xapi/statements", {
      method: "POST",
      headers: auth,
      body: cmi5Statement({ account: { homePage: lrsHomePage(), name: "someone-else" } }, VERB.completed, {
        ...place,
        result: { completion: true },
      }),
    });
    expect(otherActor.status).toBe(403);
    expect(otherActor.json.message).toMatch(/actor is the launched learner/);
    const otherRegistration = await xapi("/xapi/statements", {
      method: "POST",
      headers: auth,
      body: cmi5Statement(learner.actor, VERB.completed, {
        registration: randomUUID(),
        sessionId,
        result: { completion: true },
      }),
    });
    expect(otherRegistration.status).toBe(403);
    expect(otherRegistration.json.message).toMatch(/own context.registration/);

    const belowMastery = await xapi("/xapi/statements", {
      method: "POST",
      headers: auth,
      body: cmi5Statement(learner.actor, VERB.passed, { ...place, result: { success: true, score: { scaled: 0.5 } } }),
    });
    expect(belowMastery.status).toBe(403);
    expect(belowMastery.json.message).toMatch(/mastery score 0.8/);

    const passed = await xapi("/xapi/statements", {
      method: "POST",
      headers: auth,
      body: [
        cmi5Statement(learner.actor, VERB.completed, { ...place, result: { completion: true } }),
        cmi5Statement(learner.actor, VERB.passed, { ...place, result: { success: true, score: { scaled: 0.9 } } }),
      ],
    });
    expect(passed.status).toBe(200);
    expect(passed.json).toHaveLength(2);

    const db = getDb();
    const satisfied = await db
      .selectFrom("lrs_statements")
      .select(["statement_json"])
      .where("verb_id", "=", VERB.satisfied)
      .where("registration", "=", registration)
      .execute();
    expect(satisfied).toHaveLength(1);
    const completion = await db
      .selectFrom("lesson_completions")
      .select("lesson_id")
      .where("user_id", "=", learner.student.id)
      .execute();
    expect(completion.map((row) => row.lesson_id)).toEqual([learner.lesson.id]);

    const terminated = await xapi("/xapi/statements", {
      method: "POST",
      headers: auth,
      body: cmi5Statement(learner.actor, VERB.terminated, place),
    });
    expect(terminated.status).toBe(200);
    const afterEnd = await xapi("/xapi/statements", {
      method: "POST",
      headers: auth,
      body: {
        actor: learner.actor,
        verb: { id: "http://adlnet.gov/expapi/verbs/experienced" },
        object: { id: AU_ID },
        context: { registration },
      },
    });
    expect(afterEnd.status).toBe(403);
    expect(afterEnd.json.message).toMatch(/terminated/);
  });
});

describe("xAPI statements resource", () => {
  it("asks for the version header and a credential, with JSON messages", async () => {
    const learner = await launchedLearner();
    const { auth } = await learner.launch();
    const noVersion = await xapi("/xapi/statements", { headers: { Authorization: auth.Authorization } });
    expect(noVersion.status).toBe(400);
    expect(noVersion.json.message).toMatch(/X-Experience-API-Version/);
    const oldVersion = await xapi("/xapi/statements", { headers: { ...auth, "X-Experience-API-Version": "0.95" } });
    expect(oldVersion.status).toBe(400);
    const noCredential = await xapi("/xapi/statements", { headers: V });
    expect(noCredential.status).toBe(401);
    const forged = await xapi("/xapi/statements", { headers: { ...V, Authorization: "Basic Zm9vOmJhcg==" } });
    expect(forged.status).toBe(401);
    const about = await xapi("/xapi/about");
    expect(about.json.version).toContain("1.0.3");
  });

  it("validates statements, keeps ids, answers 409 for other content under one id, voids, and pages with more", async () => {
    const learner = await launchedLearner();
    const { auth, registration, sessionId } = await learner.launch();
    const post = (body: unknown, path = "/xapi/statements", method = "POST") =>
      xapi(path, { method, headers: auth, body });
    expect((await post(cmi5Statement(learner.actor, VERB.initialized, { registration, sessionId }))).status).toBe(200);

    const base = (extra: Record<string, unknown> = {}) => ({
      actor: learner.actor,
      verb: { id: "http://adlnet.gov/expapi/verbs/experienced", display: { "en-US": "experienced" } },
      object: { id: `${AU_ID}/page-1` },
      context: { registration },
      ...extra,
    });
    const refusals: Array<[unknown, RegExp]> = [
      [base({ actor: { ...learner.actor, mbox: "mailto:a@example.com" } }), /exactly one identifier/],
      [base({ verb: { id: "not an iri" } }), /verb.id must be an IRI/],
      [base({ object: { objectType: "Thing", id: AU_ID } }), /objectType must be/],
      [base({ result: { score: { scaled: 1.5 } } }), /scaled must be from -1 to 1/],
      [base({ result: { score: { raw: 12, min: 0, max: 10 } } }), /raw must not be more than max/],
      [base({ id: "1234" }), /id must be a UUID/],
      [base({ timestamp: "yesterday" }), /timestamp must be an ISO 8601/],
      [base({ colour: "blue" }), /statement.colour is not a property/],
      [base({ context: { registration: "abc" } }), /registration must be a UUID/],
    ];
    for (const [body, message] of refusals) {
      const refused = await post(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.json.message).toMatch(message);
    }
    expect((await post("{not json")).status).toBe(400);

    const id = randomUUID();
    const put = await post(base(), `/xapi/statements?statementId=${id}`, "PUT");
    expect(put.status).toBe(204);
    expect((await post(base(), `/xapi/statements?statementId=${id}`, "PUT")).status).toBe(204);
    const conflict = await post(
      base({ object: { id: `${AU_ID}/page-2` } }),
      `/xapi/statements?statementId=${id}`,
      "PUT",
    );
    expect(conflict.status).toBe(409);
    const read = await xapi(`/xapi/statements?statementId=${id}`, { headers: auth });
    expect(read.json).toMatchObject({ id, version: "1.0.3", authority: { account: { name: "campus-lms" } } });
    expect(read.json.stored).toBeTruthy();

    const voiding = await post({
      actor: learner.actor,
      verb: { id: VERB.voided },
      object: { objectType: "StatementRef", id },
      context: { registration },
    });
    expect(voiding.status).toBe(200);
    expect((await xapi(`/xapi/statements?statementId=${id}`, { headers: auth })).status).toBe(404);
    expect((await xapi(`/xapi/statements?voidedStatementId=${id}`, { headers: auth })).json.id).toBe(id);
    const voidVoiding = await post({
      actor: learner.actor,
      verb: { id: VERB.voided },
      object: { objectType: "StatementRef", id: voiding.json[0] },
      context: { registration },
    });
    expect(voidVoiding.status).toBe(400);

    const pages = Array.from({ length: 5 }, (_, index) => base({ object: { id: `${AU_ID}/page-${index + 10}` } }));
    expect((await post(pages)).status).toBe(200);
    const verb = encodeURIComponent("http://adlnet.gov/expapi/verbs/experienced");
    const seen: string[] = [];
    let next = `/xapi/statements?verb=${verb}&limit=2&ascending=true`;
    while (next) {
      const page = await xapi(next, { headers: auth });
      expect(page.status).toBe(200);
      expect(page.json.statements.length).toBeLessThanOrEqual(2);
      seen.push(...page.json.statements.map((statement: { object: { id: string } }) => statement.object.id));
      next = page.json.more;
    }
    // The voided statement is left out; the five pages each come once (one request: one stored time, then id order).
    expect(seen).toHaveLength(5);
    expect([...seen].sort()).toEqual(pages.map((statement) => (statement.object as { id: string }).id).sort());

    const byActivity = await xapi(`/xapi/statements?activity=${encodeURIComponent(`${AU_ID}/page-12`)}`, {
      headers: auth,
    });
    expect(byActivity.json.statements).toHaveLength(1);
    const agent = encodeURIComponent(JSON.stringify(learner.actor));
    const byAgent = await xapi(`/xapi/statements?agent=${agent}&registration=${registration}&limit=0`, {
      headers: auth,
    });
    expect(byAgent.json.statements.length).toBeGreaterThanOrEqual(7);
    const future = await xapi(`/xapi/statements?since=2999-01-01T00:00:00Z`, { headers: auth });
    expect(future.json.statements).toEqual([]);
    expect((await xapi("/xapi/statements?colour=blue", { headers: auth })).status).toBe(400);
  });

  it("lets an admin read everything with a session, an instructor only their courses' registrations", async () => {
    const learner = await launchedLearner();
    const { auth, registration, sessionId } = await learner.launch();
    await xapi("/xapi/statements", {
      method: "POST",
      headers: auth,
      body: cmi5Statement(learner.actor, VERB.initialized, { registration, sessionId }),
    });
    const db = getDb();
    const admin = await insertUser(getAuth(), db, { role: "admin" });
    const teacher = await insertUser(getAuth(), db, { role: "instructor" });
    const stranger = await insertUser(getAuth(), db, { role: "instructor" });
    await addCourseInstructor(db, learner.course.id, teacher.id);
    const read = async (userId: string) =>
      xapi(`/xapi/statements?registration=${registration}`, {
        headers: { ...V, Cookie: await newSessionCookie(userId) },
      });
    expect((await read(admin.id)).json.statements.length).toBeGreaterThanOrEqual(2);
    expect((await read(teacher.id)).json.statements.length).toBeGreaterThanOrEqual(2);
    expect((await read(stranger.id)).json.statements).toEqual([]);
    expect((await read(learner.student.id)).status).toBe(403);
    const write = await xapi("/xapi/statements", {
      method: "POST",
      headers: { ...V, Cookie: await newSessionCookie(admin.id) },
      body: cmi5Statement(learner.actor, VERB.initialized, { registration, sessionId }),
    });
    expect(write.status).toBe(401);
  });
});

describe("xAPI documents", () => {
  it("keeps state with ETags, merges JSON on POST, and refuses other learners' documents", async () => {
    const learner = await launchedLearner();
    const { auth, registration } = await learner.launch();
    const agent = encodeURIComponent(JSON.stringify(learner.actor));
    const at = (stateId: string) =>
      `/xapi/activities/state?activityId=${encodeURIComponent(AU_ID)}&agent=${agent}&registration=${registration}&stateId=${stateId}`;
    const put = await xapi(at("bookmark"), { method: "PUT", headers: auth, body: { page: 3, seen: [1, 2] } });
    expect(put.status).toBe(204);
    const etag = put.response.headers.get("ETag") as string;
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    const merged = await xapi(at("bookmark"), { method: "POST", headers: auth, body: { page: 4, score: 1 } });
    expect(merged.status).toBe(204);
    const read = await xapi(at("bookmark"), { headers: auth });
    expect(read.json).toEqual({ page: 4, seen: [1, 2], score: 1 });
    const newEtag = read.response.headers.get("ETag");
    expect(newEtag).not.toBe(etag);
    const stale = await xapi(at("bookmark"), {
      method: "PUT",
      headers: { ...auth, "If-Match": etag },
      body: { page: 1 },
    });
    expect(stale.status).toBe(412);
    const exists = await xapi(at("bookmark"), {
      method: "PUT",
      headers: { ...auth, "If-None-Match": "*" },
      body: { page: 1 },
    });
    expect(exists.status).toBe(412);
    const fresh = await xapi(at("bookmark"), {
      method: "PUT",
      headers: { ...auth, "If-Match": newEtag as string },
      body: { page: 1 },
    });
    expect(fresh.status).toBe(204);
    const notJson = await xapi(at("bookmark"), {
      method: "POST",
      headers: { ...auth, "Content-Type": "text/plain" },
      body: "page one",
    });
    expect(notJson.status).toBe(400);
    const list = await xapi(
      `/xapi/activities/state?activityId=${encodeURIComponent(AU_ID)}&agent=${agent}&registration=${registration}`,
      { headers: auth },
    );
    expect(list.json).toEqual(expect.arrayContaining(["bookmark", "LMS.LaunchData"]));
    const otherAgent = encodeURIComponent(JSON.stringify({ account: { homePage: lrsHomePage(), name: "someone" } }));
    const someoneElse = await xapi(
      `/xapi/activities/state?activityId=${encodeURIComponent(AU_ID)}&agent=${otherAgent}&registration=${registration}&stateId=x`,
      { headers: auth },
    );
    expect(someoneElse.status).toBe(403);
    const otherActivity = await xapi(
      `/xapi/activities/state?activityId=${encodeURIComponent("https://elsewhere.example.com/a")}&agent=${agent}&registration=${registration}&stateId=x`,
      { method: "PUT", headers: auth, body: {} },
    );
    expect(otherActivity.status).toBe(403);
    const deleted = await xapi(at("bookmark"), { method: "DELETE", headers: auth });
    expect(deleted.status).toBe(204);
    expect((await xapi(at("bookmark"), { headers: auth })).status).toBe(404);
  });

  it("asks for If-Match or If-None-Match to replace an agent profile", async () => {
    const learner = await launchedLearner();
    const { auth } = await learner.launch();
    const agent = encodeURIComponent(JSON.stringify(learner.actor));
    const at = `/xapi/agents/profile?agent=${agent}&profileId=preferences`;
    expect((await xapi(at, { method: "PUT", headers: auth, body: { language: "en" } })).status).toBe(204);
    const blind = await xapi(at, { method: "PUT", headers: auth, body: { language: "af" } });
    expect(blind.status).toBe(409);
    const read = await xapi(at, { headers: auth });
    const replaced = await xapi(at, {
      method: "PUT",
      headers: { ...auth, "If-Match": read.response.headers.get("ETag") as string },
      body: { language: "af" },
    });
    expect(replaced.status).toBe(204);
    expect((await xapi(at, { headers: auth })).json).toEqual({ language: "af" });
  });
});

describe("a cmi5 content block", () => {
  it("launches a unit for an enrolled learner from the lesson, and not for someone outside the course", async () => {
    const db = getDb();
    const student = await insertUser(getAuth(), db);
    const outsider = await insertUser(getAuth(), db);
    const course = await insertCourse(db);
    const lesson = await insertLesson(db, await insertChapter(db, course.id));
    await insertEnrolment(db, course.id, student.id);
    const parsed = parseCmi5Course(COURSE_XML);
    if (!parsed.ok) throw new Error(parsed.message);
    const block = await insertBlock(db, lesson, {
      type: "cmi5",
      content: { fileName: "cmi5.xml", course: parsed.course },
    });
    const launch = async (userId: string) => {
      const request = new Request(`${TEST_ORIGIN}/course/${course.id}/cmi5/${block.id}/launch`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: TEST_ORIGIN,
          Cookie: await newSessionCookie(userId),
        },
        body: new URLSearchParams({ auId: AU_ID }).toString(),
      });
      const answer: unknown = await launchRoute
        .action(routeArgs(request, { courseId: course.id, blockId: block.id }))
        .catch((thrown: unknown) => thrown);
      return answer as Response;
    };
    const launched = await launch(student.id);
    expect(launched.status).toBe(302);
    const url = new URL(launched.headers.get("Location") as string);
    expect(url.origin).toBe("https://content.example.com");
    expect(url.searchParams.get("registration")).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await launch(outsider.id);
    expect([403, 404]).toContain(refused.status);
  });
});

describe("cmi5.xml", () => {
  it("refuses a DOCTYPE, a missing url, a bad moveOn and a climbing path with messages naming them", () => {
    const withAu = (au: string) => COURSE_XML.replace(/<au [\s\S]*<\/au>/, au);
    const cases: Array<[string, RegExp]> = [
      [`<!DOCTYPE x [<!ENTITY a "b">]>${COURSE_XML}`, /DOCTYPE/],
      [withAu(`<au id="${AU_ID}"><title><langstring>x</langstring></title></au>`), /has no <url>/],
      [withAu(`<au id="${AU_ID}" moveOn="Sometimes"><url>a.html</url></au>`), /moveOn="Sometimes"/],
      [withAu(`<au id="${AU_ID}"><url>../../etc/passwd</url></au>`), /climb out/],
      [withAu(`<au id="${AU_ID}"><url>http://insecure.example.com/a</url></au>`), /https/],
      [withAu(`<au id="${AU_ID}" masteryScore="2"><url>a.html</url></au>`), /masteryScore="2"/],
      ["<courseStructure><course", /not well-formed/],
    ];
    for (const [xml, message] of cases) {
      const parsed = parseCmi5Course(xml);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.message).toMatch(message);
    }
    const parsed = parseCmi5Course(COURSE_XML);
    expect(parsed.ok && parsed.course.aus[0]).toMatchObject({
      id: AU_ID,
      moveOn: "CompletedAndPassed",
      masteryScore: 0.8,
      launchMethod: "OwnWindow",
      blocks: ["Part one"],
    });
  });
});
