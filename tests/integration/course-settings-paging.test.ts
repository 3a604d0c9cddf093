import { MantineProvider } from "@mantine/core";
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet, useLoaderData } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { ENROL_STUDENT_INTENT, UNENROL_STUDENT_INTENT } from "~/features/courses/courses.schema";
import { ENROLLED_PAGE_SIZE } from "~/features/courses/courses.server";
import { currentSqlUsage, runWithRequestContext } from "~/lib/request-context.server";
import * as courseSettingsRoute from "~/routes/instructor/course-settings";
import { getDb } from "~/server/app-context.server";
import { addCourseInstructor, insertCourse, insertEnrolment } from "~/server/factories/course-factory";
import { cssVariablesResolver, theme } from "~/theme";
import { insertListedAccounts } from "~tests/support/listed-accounts";
import { formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { dispatch } from "~tests/support/route-table";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";

/**
 * The course settings' "Enrolled students" list is paged (decision 0135-course-settings-paging): 25
 * a page by name, keyset (?after=), searched by name or email (?q=); the heading counts every
 * enrolled student; the page stays small and within its statements however many are enrolled; a
 * bad ?after= is a 400; enrolling and removing send the editor back to the page and search they were on.
 */

const ROUTE_ID = "routes/instructor/course-settings";
const ENROLLED = 60;
/** The route's HTML and the data it hydrates from, with 60 enrolled (every one listed: ~150 kB). */
const PAGE_BUDGET = 110_000;

type SettingsData = Awaited<ReturnType<typeof courseSettingsRoute.loader>>;

let instructor: SignedInUser;
let courseId: string;
/** The enrolled students' names as the list sorts them. */
let names: string[];

beforeAll(async () => {
  const db = getDb();
  instructor = await signedInAs("instructor");
  const course = await insertCourse(db, { name: "Paged enrolments" });
  courseId = course.id;
  await addCourseInstructor(db, courseId, instructor.id);
  // 57 with one surname and 3 Khumalos (the search), in two batches' worth of names.
  names = [
    ...Array.from({ length: ENROLLED - 3 }, (_, index) => `Pager Dlamini ${String(index + 1).padStart(3, "0")}`),
    "Sipho Khumalo",
    "Thandi Khumalo",
    "Zola Khumalo",
  ];
  const students = await insertListedAccounts(names.map((name) => ({ name })));
  for (const student of students) await insertEnrolment(db, courseId, student.id);
});

async function settingsPage(search = "") {
  const answer = await dispatch(pageRequest(`/edit-course/${courseId}/settings${search}`, instructor.cookie));
  expect(answer.status, answer.message).toBe(200);
  return answer.loaderData[ROUTE_ID] as SettingsData;
}

function render(path: string, loaderData: Record<string, unknown>) {
  const Page = courseSettingsRoute.default as unknown as (props: { loaderData: SettingsData }) => ReactNode;
  const routePath = "edit-course/:courseId/settings";
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      children: [
        {
          id: ROUTE_ID,
          path: routePath,
          Component: () => createElement(Page, { loaderData: useLoaderData() as SettingsData }),
        },
      ],
    },
  ]);
  const html = renderToString(
    createElement(
      MantineProvider,
      { theme, cssVariablesResolver, defaultColorScheme: "light" },
      createElement(Stub, { initialEntries: [path], hydrationData: { loaderData } }),
    ),
  );
  // The theme's variables are written once per document by the root, not by the page: not counted.
  return html.replace(/<style data-mantine-styles[^>]*>[\s\S]*?<\/style>/g, "");
}

const bytes = (text: string) => Buffer.byteLength(text, "utf8");

describe("course settings: enrolled students", () => {
  it("lists 25 a page by name, the heading's count is every enrolled student, and the next pages follow", async () => {
    const first = await settingsPage();
    expect(first.enrolledTotal).toBe(ENROLLED);
    expect(first.enrolments).toHaveLength(ENROLLED_PAGE_SIZE);
    expect(first.enrolments.map((row) => row.name)).toEqual(names.slice(0, ENROLLED_PAGE_SIZE));
    expect(first.enrolledNext).toEqual(expect.any(String));

    const second = await settingsPage(`?after=${first.enrolledNext}`);
    expect(second.enrolments.map((row) => row.name)).toEqual(names.slice(ENROLLED_PAGE_SIZE, ENROLLED_PAGE_SIZE * 2));
    expect(second.enrolledTotal).toBe(ENROLLED);
    const third = await settingsPage(`?after=${second.enrolledNext}`);
    expect(third.enrolments.map((row) => row.name)).toEqual(names.slice(ENROLLED_PAGE_SIZE * 2));
    expect(third.enrolledNext).toBeNull();
  });

  it("searches the enrolled students by name or email; the heading still counts them all", async () => {
    const found = await settingsPage("?q=khumalo");
    expect(found.enrolments.map((row) => row.name)).toEqual(["Sipho Khumalo", "Thandi Khumalo", "Zola Khumalo"]);
    expect(found.enrolledTotal).toBe(ENROLLED);
    expect(found.enrolledNext).toBeNull();
    expect(found.enrolledSearch).toBe("khumalo");
    const byEmail = await settingsPage("?q=thandi.khumalo");
    expect(byEmail.enrolments.map((row) => row.name)).toEqual(["Thandi Khumalo"]);
    const nobody = await settingsPage("?q=nobody-is-called-this");
    expect(nobody.enrolments).toEqual([]);

    const html = render(`/edit-course/${courseId}/settings?q=nobody-is-called-this`, { [ROUTE_ID]: nobody });
    expect(html).toContain(`Enrolled students (${ENROLLED})`);
    expect(html).toContain("No enrolled student matches “nobody-is-called-this”.");
  });

  it("sends a small page with 25 Remove buttons and its heading, within 8 statements", async () => {
    const path = `/edit-course/${courseId}/settings`;
    const first = await settingsPage();
    const html = render(path, { [ROUTE_ID]: first });
    expect(html).toContain(`Enrolled students (${ENROLLED})`);
    expect(html.match(/aria-label="Remove Pager Dlamini \d+"/g)).toHaveLength(ENROLLED_PAGE_SIZE);
    expect(html).toContain(`?after=${first.enrolledNext}`);
    expect(bytes(html) + bytes(JSON.stringify(first))).toBeLessThan(PAGE_BUDGET);

    // Every part of the address at once: a page, a search of the list and a search for students to enrol.
    const request = pageRequest(`${path}?q=pager&after=${first.enrolledNext}&student=khumalo`, instructor.cookie);
    const statements = await runWithRequestContext({ requestId: "settings-paging", reads: new Map() }, async () => {
      const answer = await dispatch(request);
      expect(answer.status, answer.message).toBe(200);
      return currentSqlUsage()?.statements ?? 0;
    });
    expect(statements).toBeGreaterThan(0);
    expect(statements).toBeLessThanOrEqual(8);
  });

  it("answers an ?after= that is not one of its pages with 400 and says so", async () => {
    const notJson = Buffer.from("not json").toString("base64url");
    const wrongShape = Buffer.from(JSON.stringify({ name: "a" })).toString("base64url");
    const tooLong = "A".repeat(5_000);
    for (const after of ["%%%", notJson, wrongShape, tooLong, "a.b"]) {
      const answer = await dispatch(
        pageRequest(`/edit-course/${courseId}/settings?after=${encodeURIComponent(after)}`, instructor.cookie),
      );
      expect(answer.status, after).toBe(400);
      expect(answer.message).toContain("This page of the enrolled students does not exist.");
    }
  });

  it("sends the editor back to the page and search they were on after removing and enrolling", async () => {
    const first = await settingsPage("?q=pager");
    const [extra] = await insertListedAccounts([{ name: "Pager Dlamini 999" }]);
    const userId = extra?.id ?? "";
    const where = `/edit-course/${courseId}/settings?q=pager&after=${first.enrolledNext}`;
    const post = async (address: string, intent: string) => {
      const answer = await settle(() =>
        courseSettingsRoute.action(
          routeArgs(formRequest(address, { intent, userId }, instructor.cookie), { courseId }),
        ),
      );
      expect(answer).toBeInstanceOf(Response);
      return answer as Response;
    };
    const enrolled = await post(where, ENROL_STUDENT_INTENT);
    expect(enrolled.status).toBe(302);
    expect(enrolled.headers.get("Location")).toBe(where);
    // A client-side submission's address ends in ".data" with _routes: it goes back to the page's own.
    const removed = await post(
      `/edit-course/${courseId}/settings.data?q=pager&after=${first.enrolledNext}&_routes=${ROUTE_ID}`,
      UNENROL_STUDENT_INTENT,
    );
    expect(removed.status).toBe(302);
    expect(removed.headers.get("Location")).toBe(where);
    expect((await settingsPage()).enrolledTotal).toBe(ENROLLED);
  });
});
