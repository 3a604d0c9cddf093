import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBlockContent } from "~/features/content-blocks/block-types";
import { findCmi5Xml } from "~/features/content-packages/package-runtime.server";
import { CMI5, VERB } from "~/platform/lrs/xapi-terms";
import * as blocksApi from "~/routes/instructor/blocks-api";
import * as packagesApi from "~/routes/instructor/packages-api";
import * as launchRoute from "~/routes/learn/cmi5-launch";
import * as courseViewerRoute from "~/routes/learn/course-viewer";
import * as packageFileRoute from "~/routes/learn/package-file";
import * as fetchRoute from "~/routes/xapi/cmi5-fetch";
import * as statementsRoute from "~/routes/xapi/statements";
import { getDb } from "~/server/app-context.server";
import {
  addCourseInstructor,
  insertBlock,
  insertChapter,
  insertCourse,
  insertEnrolment,
  insertLesson,
} from "~/server/factories/course-factory";
import { dataOf, formRequest, jsonRequest, pageRequest, routeArgs, settle, TEST_ORIGIN } from "~tests/support/requests";
import { scorm12Package, zipPackage } from "~tests/support/sample-packages";
import { signedInAs } from "~tests/support/sign-in";
import { createEdgeApp } from "../../server/app.ts";
import { edgeSettingsFromEnvironment } from "../../server/edge-settings.ts";
import { requireSameOrigin } from "../../server/security.ts";

/**
 * A cmi5 course uploaded as a ZIP into a cmi5 block and run end to end (decisions 0098-lrs and
 * 0097-scorm-content-packages): the unit's relative url served from the package under the sandbox
 * CSP without the SCORM runtime, its token fetched, its statements completing the lesson; the
 * LRS open to other origins by CORS but never signed in by a cookie from one.
 */

const AU_ID = "https://content.example.com/risk/au1";
const cmi5Xml = (auId = AU_ID) => `<?xml version="1.0" encoding="utf-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="https://content.example.com/risk">
    <title><langstring lang="en-US">Risk-based thinking</langstring></title>
    <description><langstring lang="en-US">ISO 31000 in an hour</langstring></description>
  </course>
  <au id="${auId}" moveOn="Passed" launchMethod="OwnWindow">
    <title><langstring lang="en-US">Risk basics</langstring></title>
    <url>unit/index.html?lang=en</url>
  </au>
</courseStructure>`;
const AU_PAGE = `<!DOCTYPE html><html><head><title>Risk basics</title><script src="au.js"></script></head><body>Risk</body></html>`;

const cmi5Zip = (xml = cmi5Xml()) =>
  zipPackage({ "cmi5.xml": xml, "unit/index.html": AU_PAGE, "unit/au.js": "/* the unit's xAPI calls */" });

function uploadRequest(courseId: string, bytes: Uint8Array, cookie: string, blockType?: string) {
  const body = new FormData();
  body.set("package", new File([new Uint8Array(bytes)], "course.zip", { type: "application/zip" }));
  if (blockType) body.set("blockType", blockType);
  return new Request(`${TEST_ORIGIN}/api/courses/${courseId}/packages`, {
    method: "POST",
    body,
    headers: { Cookie: cookie, Origin: TEST_ORIGIN },
  });
}

async function upload(courseId: string, bytes: Uint8Array, cookie: string, blockType?: string) {
  const response = (await settle(() =>
    packagesApi.action(routeArgs(uploadRequest(courseId, bytes, cookie, blockType), { courseId })),
  )) as Response;
  return {
    status: response.status,
    // biome-ignore lint/suspicious/noExplicitAny: answers are read as the tests need them.
    body: (await response.json()) as any,
  };
}

async function courseWithPeople() {
  const db = getDb();
  const instructor = await signedInAs("instructor");
  const student = await signedInAs("student", { name: "Lerato Dlamini" });
  const course = await insertCourse(db, { offers_certificate: 0 });
  await addCourseInstructor(db, course.id, instructor.id);
  await insertEnrolment(db, course.id, student.id);
  const chapter = await insertChapter(db, course.id, { title: "Risk", position: 1 });
  const lesson = await insertLesson(db, chapter, { title: "Risk basics", position: 1 });
  return { course, lesson, instructor, student };
}

async function packageCount(courseId: string) {
  const rows = await getDb().selectFrom("packages").select("id").where("course_id", "=", courseId).execute();
  return rows.length;
}

const V = { "X-Experience-API-Version": "1.0.3" };

function xapiRequest(path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown }) {
  return new Request(`${TEST_ORIGIN}${path}`, {
    method: init.method ?? "GET",
    headers: { ...(init.body === undefined ? {} : { "Content-Type": "application/json" }), ...init.headers },
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
}

describe("a cmi5 course uploaded as a ZIP", () => {
  it("is stored with its course structure, launches its relative unit from the package and completes the lesson", async () => {
    const db = getDb();
    const { course, lesson, instructor, student } = await courseWithPeople();
    const block = await insertBlock(db, lesson, { type: "cmi5", content: { fileName: "", course: null } });

    const uploaded = await upload(course.id, cmi5Zip(), instructor.cookie, "cmi5");
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.package.kind).toBe("cmi5");
    expect(uploaded.body.course).toMatchObject({
      id: "https://content.example.com/risk",
      title: "Risk-based thinking",
      aus: [{ id: AU_ID, url: "unit/index.html?lang=en", launchMethod: "OwnWindow", moveOn: "Passed" }],
    });
    expect(await findCmi5Xml(db, uploaded.body.package.id)).toBe(cmi5Xml());

    // The editor saves what the upload answered, as its block content (packageId kept).
    const content = { fileName: "course.zip", course: uploaded.body.course, packageId: uploaded.body.package.id };
    const saved = dataOf<{ ok: boolean }>(
      await settle(() =>
        blocksApi.action(
          routeArgs(
            jsonRequest(
              `/api/courses/${course.id}/blocks`,
              { intent: "save-block", blockId: block.id, version: 1, content },
              instructor.cookie,
            ),
            { courseId: course.id },
          ),
        ),
      ),
    );
    expect(saved.data.ok).toBe(true);
    const stored = await db
      .selectFrom("content_blocks")
      .select(["type", "content_json"])
      .where("id", "=", block.id)
      .executeTakeFirstOrThrow();
    const parsed = parseBlockContent(stored.type, stored.content_json);
    expect(parsed?.type === "cmi5" && parsed.content.packageId).toBe(uploaded.body.package.id);

    // The learner's lesson lists the unit, to open in a window of its own (launchMethod OwnWindow).
    const viewer = (await settle(() =>
      courseViewerRoute.loader(
        routeArgs(pageRequest(`/course/${course.id}/${lesson.chapter_id}/${lesson.id}`, student.cookie), {
          courseId: course.id,
          chapterId: lesson.chapter_id,
          lessonId: lesson.id,
        }),
      ),
    )) as unknown as { lesson: { blocks: Array<{ type: string; units?: unknown[]; launchPath?: string }> } };
    const cmi5Block = viewer.lesson.blocks.find((candidate) => candidate.type === "cmi5");
    expect(cmi5Block?.units).toEqual([{ id: AU_ID, title: "Risk basics", blocks: [], opensOwnWindow: true }]);
    expect(cmi5Block?.launchPath).toBe(`/course/${course.id}/cmi5/${block.id}/launch`);

    const launched = (await settle(() =>
      launchRoute.action(
        routeArgs(formRequest(`/course/${course.id}/cmi5/${block.id}/launch`, { auId: AU_ID }, student.cookie), {
          courseId: course.id,
          blockId: block.id,
        }),
      ),
    )) as Response;
    expect(launched.status).toBe(302);
    const launchUrl = new URL(launched.headers.get("Location") as string);
    const filesPrefix = `/course/${course.id}/packages/${uploaded.body.package.id}/files/k.`;
    expect(launchUrl.pathname.startsWith(filesPrefix)).toBe(true);
    // The unit's index among the package's units (0: the only one), then its relative url.
    expect(launchUrl.pathname).toMatch(/\/0\/unit\/index\.html$/);
    expect(launchUrl.searchParams.get("lang")).toBe("en");
    expect(launchUrl.searchParams.get("activityId")).toBe(AU_ID);

    // The unit's document, as the browser asks for it from the launch URL: no cookie (the sandbox).
    const rest = launchUrl.pathname.slice(`/course/${course.id}/packages/${uploaded.body.package.id}/files/`.length);
    const getFile = (path: string) =>
      settle(() =>
        packageFileRoute.loader(
          routeArgs(new Request(`${TEST_ORIGIN}${path}`), {
            courseId: course.id,
            packageId: uploaded.body.package.id,
            "*": decodeURIComponent(path.slice(path.indexOf("/files/") + "/files/".length)),
          }),
        ),
      ) as Promise<Response>;
    const page = await getFile(`${launchUrl.pathname}${launchUrl.search}`.split("?")[0]);
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Security-Policy")).toMatch(/^sandbox allow-scripts/);
    expect(page.headers.get("Content-Security-Policy")).not.toMatch(/allow-same-origin/);
    const html = await page.text();
    expect(html).toBe(AU_PAGE);
    expect(html).not.toContain("campusInstallRuntime");
    // Its relative script, under the same key and index.
    const script = await getFile(launchUrl.pathname.replace(/index\.html$/, "au.js"));
    expect(script.status).toBe(200);
    expect(rest.startsWith("k.")).toBe(true);

    const fetchPath = new URL(launchUrl.searchParams.get("fetch") as string).pathname;
    const fetched = (await fetchRoute.action(
      routeArgs(xapiRequest(fetchPath, { method: "POST", headers: { Origin: "null" } }), {
        fetchToken: fetchPath.split("/").at(-1),
      }),
    )) as Response;
    expect(fetched.status).toBe(200);
    const authToken = ((await fetched.json()) as { "auth-token": string })["auth-token"];
    const actor = JSON.parse(launchUrl.searchParams.get("actor") as string);
    const registration = launchUrl.searchParams.get("registration") as string;
    const launchData = await db
      .selectFrom("lrs_launch_sessions")
      .select("id")
      .where("registration_id", "=", registration)
      .executeTakeFirstOrThrow();
    const statement = (verb: string, result?: unknown) => ({
      id: randomUUID(),
      actor,
      verb: { id: verb },
      object: { id: AU_ID, objectType: "Activity" },
      ...(result ? { result } : {}),
      context: {
        registration,
        contextActivities: { category: [{ id: CMI5.category }] },
        extensions: { [CMI5.sessionId]: launchData.id },
      },
      timestamp: "2026-11-29T10:00:00Z",
    });
    for (const [verb, result] of [
      [VERB.initialized, undefined],
      [VERB.passed, { success: true, score: { scaled: 0.9 } }],
      [VERB.terminated, undefined],
    ] as const) {
      const sent = (await statementsRoute.action(
        routeArgs(
          xapiRequest("/xapi/statements", {
            method: "POST",
            headers: { ...V, Authorization: authToken, Origin: "null" },
            body: statement(verb, result),
          }),
        ),
      )) as Response;
      expect(sent.status, verb).toBe(200);
    }
    const completions = await db
      .selectFrom("lesson_completions")
      .select("lesson_id")
      .where("user_id", "=", student.id)
      .execute();
    expect(completions.map((row) => row.lesson_id)).toEqual([lesson.id]);
  });

  it("refuses a cmi5 ZIP in a SCORM package block, SCORM in a cmi5 block and an invalid cmi5.xml, storing nothing", async () => {
    const { course, instructor } = await courseWithPeople();
    const intoPackageBlock = await upload(course.id, cmi5Zip(), instructor.cookie);
    expect(intoPackageBlock.status).toBe(400);
    expect(intoPackageBlock.body.message).toMatch(/cmi5 course .* Add it with a cmi5 block instead/);
    const scormIntoCmi5 = await upload(course.id, scorm12Package(), instructor.cookie, "cmi5");
    expect(scormIntoCmi5.status).toBe(400);
    expect(scormIntoCmi5.body.message).toMatch(/SCORM package block/);
    const invalid = await upload(course.id, cmi5Zip(cmi5Xml("au-1")), instructor.cookie, "cmi5");
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/The au "au-1" needs an id that is an IRI/);
    expect(await packageCount(course.id)).toBe(0);
    // The same ZIPs where they belong are taken.
    expect((await upload(course.id, scorm12Package(), instructor.cookie)).status).toBe(201);
    expect((await upload(course.id, cmi5Zip(), instructor.cookie, "cmi5")).status).toBe(201);
  });
});

describe("the LRS and other origins", () => {
  let baseUrl = "";
  let close: () => void;
  beforeAll(async () => {
    // The edge every Campus server starts with (server/app.ts), then a stand-in for the routes.
    const app = createEdgeApp(edgeSettingsFromEnvironment({ isProduction: false }));
    app.use(requireSameOrigin);
    app.all("/{*path}", (_request, response) => {
      response.setHeader("ETag", '"e1"');
      response.json({ reached: true });
    });
    const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("answers the preflight and lets a sandboxed unit's calls through with the CORS headers", async () => {
    for (const path of ["/xapi/statements", "/xapi/activities/state", "/xapi/cmi5/fetch/abc"]) {
      const preflight = await fetch(`${baseUrl}${path}`, {
        method: "OPTIONS",
        headers: {
          Origin: "null",
          "Access-Control-Request-Method": "PUT",
          "Access-Control-Request-Headers": "authorization, content-type, x-experience-api-version",
        },
      });
      expect(preflight.status, path).toBe(204);
      expect(preflight.headers.get("Access-Control-Allow-Origin")).toBe("*");
      expect(preflight.headers.get("Access-Control-Allow-Credentials")).toBeNull();
      expect(preflight.headers.get("Access-Control-Allow-Methods")).toMatch(/PUT/);
      const allowed = (preflight.headers.get("Access-Control-Allow-Headers") ?? "").split(", ");
      expect(allowed).toEqual([
        "Authorization",
        "Content-Type",
        "X-Experience-API-Version",
        "If-Match",
        "If-None-Match",
      ]);
    }
    const post = await fetch(`${baseUrl}/xapi/statements`, { method: "POST", headers: { Origin: "null" } });
    expect(post.status).toBe(200);
    expect(post.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect((post.headers.get("Access-Control-Expose-Headers") ?? "").split(", ")).toEqual([
      "ETag",
      "Last-Modified",
      "X-Experience-API-Version",
      "X-Experience-API-Consistent-Through",
    ]);
  });

  it("keeps CORS and cross-origin writes to the LRS alone", async () => {
    const page = await fetch(`${baseUrl}/course/x`, { headers: { Origin: "https://evil.example" } });
    expect(page.headers.get("Access-Control-Allow-Origin")).toBeNull();
    const preflight = await fetch(`${baseUrl}/api/courses/x/packages`, {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBeNull();
    for (const path of ["/sign-in", "/xapix/statements", "/course/x/xapi/statements"]) {
      const write = await fetch(`${baseUrl}${path}`, { method: "POST", headers: { Origin: "null" } });
      expect(write.status, path).toBe(403);
    }
  });

  it("never signs a cross-origin request in by its cookie", async () => {
    const admin = await signedInAs("admin");
    const read = (headers: Record<string, string>) =>
      statementsRoute.loader(
        routeArgs(xapiRequest("/xapi/statements", { headers: { ...V, Cookie: admin.cookie, ...headers } })),
      ) as Promise<Response>;
    const ownPage = await read({});
    expect(ownPage.status).toBe(200);
    const crossOrigin: Array<Record<string, string>> = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of crossOrigin) {
      const refused = await read(headers);
      expect(refused.status, JSON.stringify(headers)).toBe(401);
      expect(((await refused.json()) as { message: string }).message).toMatch(/never signed in by its cookie/);
    }
    expect((await read({ Origin: TEST_ORIGIN })).status).toBe(200);
  });
});
