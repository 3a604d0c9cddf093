import { beforeAll, describe, expect, it } from "vitest";
import { API_OPERATIONS } from "~/features/api/operations";
import { API_RESOURCES } from "~/features/api/scopes";
import { getDb } from "~/server/app-context.server";
import { apiToken } from "~tests/support/api-world";
import { formRequest, pageRequest, TEST_ORIGIN } from "~tests/support/requests";
import { addressableRoutes, dispatch, fillPath, type RouteEntry } from "~tests/support/route-table";
import { type ActorName, buildRouteWorld, type RouteWorld } from "~tests/support/route-world";

/**
 * Every export of personal data writes a line of the access log (decision 0036), generated from the
 * route table so a new export cannot forget: each file route (a CSV, PDF, ZIP or calendar file) and
 * each API operation that reads, called by the first caller it serves, must add a line, unless it is
 * listed below with why it holds no one else's personal data.
 */

/** File routes that hold no one's data but the caller's own, or none at all. */
const FILES_WITHOUT_OTHERS_DATA: Record<string, string> = {
  "learning-center/schedule.pdf": "the public training schedule: no people",
  "verify/:code/certificate.pdf":
    "the public verification of a certificate by the code its holder hands out (ID number masked); anonymous",
  "my-learning/bookings/:bookingId/invite.ics": "the signed-in person's own calendar invitation",
  "my-learning/cpd/transcript.csv": "the signed-in person's own CPD ledger",
  "my-learning/cpd/transcript.pdf": "the signed-in person's own CPD ledger",
  // The question bank's exports (decision 0091-question-bank): questions, no people.
  "edit-course/:courseId/question-bank.csv": "a course's question bank: questions and answers, no people",
  "edit-course/:courseId/question-bank.zip": "a course's question bank as QTI: questions and answers, no people",
  "question-bank.csv": "the shared question bank: questions and answers, no people",
  "question-bank.zip": "the shared question bank as QTI: questions and answers, no people",
  "edit-course/:courseId/export/scorm.zip": "a course as a SCORM 1.2 package: its content and quizzes, no people",
  "my-company/:companyId/employees/template.csv": "the employees file's template: its columns and one made-up row",
};

/** API reads that hold no people. */
const API_READS_WITHOUT_PEOPLE: Record<string, string> = {
  listCourses: "the catalogue",
  listEvents: "published events",
  listScheduleEntries: "the training schedule",
  listCpdCourses: "CPD course records (their published instructor and facilitator)",
  verifyCertificate: "a certificate's verification by its code, as the public page shows it",
};

const FILE_ROUTE = /(\.(csv|pdf|zip|ics)|\/pdf)$/;
const CALLERS: ActorName[] = ["admin", "owner", "student", "otherStudent"];

let world: RouteWorld;
beforeAll(async () => {
  world = await buildRouteWorld();
});

async function logLines(): Promise<number> {
  const row = await getDb()
    .selectFrom("personal_data_access_log")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function requestFor(route: RouteEntry, actor: ActorName): Request {
  const cookie = world.actors[actor].cookie;
  const path = `${fillPath(route.path, world.paramsFor(route.path))}${world.searchFor(route.path)}`;
  if (route.hasLoader) return pageRequest(path, cookie);
  return formRequest(path, { year: String(new Date().getUTCFullYear()) }, cookie);
}

describe("the access log of personal data", () => {
  it("gets a line from every file route that serves anyone's data but the caller's own", async () => {
    const fileRoutes = (await addressableRoutes()).filter((route) => route.isResource && FILE_ROUTE.test(route.path));
    expect(fileRoutes.length).toBeGreaterThan(10);
    const unlogged: string[] = [];
    const unserved: string[] = [];
    for (const route of fileRoutes) {
      if (route.path in FILES_WITHOUT_OTHERS_DATA) continue;
      let served = false;
      for (const actor of CALLERS) {
        const before = await logLines();
        const result = await dispatch(requestFor(route, actor));
        if (result.status !== 200) continue;
        served = true;
        if ((await logLines()) <= before) unlogged.push(`${route.path} (as ${actor})`);
        break;
      }
      if (!served) unserved.push(route.path);
    }
    expect(unserved, "file routes no caller of the route world could download").toEqual([]);
    expect(unlogged, "exports of personal data without an access-log line").toEqual([]);
    // The listed exceptions are real routes.
    const paths = new Set(fileRoutes.map((route) => route.path));
    expect(Object.keys(FILES_WITHOUT_OTHERS_DATA).filter((path) => !paths.has(path))).toEqual([]);
  });

  it("gets a line from every API read of people, for the token's maker", async () => {
    const adminId = world.actors.admin.user?.id as string;
    const { token } = await apiToken(
      adminId,
      API_RESOURCES.map((resource) => `${resource}:read`),
    );
    const apiRoutes = (await addressableRoutes()).filter((route) => route.path.startsWith("api/v1/"));
    const unlogged: string[] = [];
    const failed: string[] = [];
    for (const operation of API_OPERATIONS.filter((each) => each.method === "get")) {
      const routePath = operation.path.slice(1).replace(/\{(\w+)\}/g, ":$1");
      const route = apiRoutes.find((each) => each.path === routePath);
      if (!route) throw new Error(`no route for ${operation.path}`);
      const path = fillPath(route.path, world.paramsFor(route.path));
      const before = await logLines();
      const result = await dispatch(
        new Request(`${TEST_ORIGIN}${path}`, { headers: { Authorization: `Bearer ${token}` } }),
      );
      if (result.status !== 200) {
        failed.push(`${operation.id}: ${result.status} ${result.message}`);
        continue;
      }
      const logged = (await logLines()) > before;
      if (operation.id in API_READS_WITHOUT_PEOPLE) {
        expect(logged, `${operation.id} holds no people and is not logged`).toBe(false);
      } else if (!logged) {
        unlogged.push(operation.id);
      }
    }
    expect(failed).toEqual([]);
    expect(unlogged, "API reads of people without an access-log line").toEqual([]);
    const lines = await getDb()
      .selectFrom("personal_data_access_log")
      .select(["actor_user_id", "subject"])
      .where("subject", "=", "API GET /api/v1/users")
      .execute();
    expect(lines).toEqual([{ actor_user_id: adminId, subject: "API GET /api/v1/users" }]);
  });
});
