import { MantineProvider } from "@mantine/core";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet, useLoaderData } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { issueEnrolledUserCertificate } from "~/features/certificates/issue-enrolment-certificates.server";
import { revokeCertificate } from "~/features/certificates/revoke-certificate.server";
import { CourseDetailsPage } from "~/features/cpd-courses/components/course-details-page";
import type { CourseDetails } from "~/features/cpd-courses/cpd-course-views";
import { COURSE_DETAILS_PAGE_SIZE } from "~/features/cpd-courses/enrolled-users-page.server";
import { currentSqlUsage, runWithRequestContext } from "~/lib/request-context.server";
import { getDb } from "~/server/app-context.server";
import { insertCpdCourse, insertEnrolledUser } from "~/server/factories/cpd-factory";
import { cssVariablesResolver, theme } from "~/theme";
import { pageRequest } from "~tests/support/requests";
import { dispatch } from "~tests/support/route-table";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";

/**
 * course-details/{id} pages its two lists (decision 0135-course-settings-paging): the enrolled users
 * 25 a page by name (?after=), searched by name or email (?q=), and the issued certificates 25 a page
 * newest first (?certificates-after=); the headings and "Issue all certificates" count the whole
 * course; a bad cursor is a 400; the page stays within its statements and sends 25 users, not all.
 */

const ROUTE_ID = "routes/cpd/course-details";
const ENROLLED = 60;
const CERTIFIED = 30;

let instructor: SignedInUser;
let courseId: string;
let names: string[];

beforeAll(async () => {
  const db = getDb();
  instructor = await signedInAs("instructor");
  const course = await insertCpdCourse(db, { course_name: "Paged CPD course" });
  courseId = course.id;
  names = [
    ...Array.from({ length: ENROLLED - 3 }, (_, index) => `Cpd Pager ${String(index + 1).padStart(3, "0")}`),
    "Sipho Ndlovu",
    "Thandi Ndlovu",
    "Zola Ndlovu",
  ];
  const users = [];
  for (const name of names) users.push(await insertEnrolledUser(db, courseId, { name }));
  const codes: string[] = [];
  for (const user of users.slice(0, CERTIFIED)) {
    const issued = await issueEnrolledUserCertificate(db, {
      cpdCourseId: courseId,
      enrolledUserId: user.id,
      issuedByUserId: instructor.id,
    });
    if (!issued.ok) throw new Error("a certificate was refused");
    codes.push(issued.certificate.verification_code);
  }
  // The first user's certificate is revoked: it is still listed, and not counted as issued.
  await revokeCertificate(db, {
    verificationCode: codes[0] ?? "",
    reason: "Issued in error",
    revokedByUserId: instructor.id,
  });
}, 120_000);

async function detailsPage(search = "") {
  const answer = await dispatch(pageRequest(`/course-details/${courseId}${search}`, instructor.cookie));
  expect(answer.status, answer.message).toBe(200);
  return answer.loaderData[ROUTE_ID] as CourseDetails;
}

function render(path: string, data: CourseDetails) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      children: [
        {
          id: ROUTE_ID,
          path: path.slice(1).split("?")[0],
          Component: () => createElement(CourseDetailsPage, useLoaderData() as CourseDetails),
        },
      ],
    },
  ]);
  return renderToString(
    createElement(
      MantineProvider,
      { theme, cssVariablesResolver, defaultColorScheme: "light" },
      createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { [ROUTE_ID]: data } } }),
    ),
  );
}

describe("CPD course details: enrolled users and issued certificates", () => {
  it("lists 25 users a page by name with their certificates; the counts are the whole course's", async () => {
    const first = await detailsPage();
    expect(first.usersPage).toMatchObject({ total: ENROLLED, issued: CERTIFIED - 1, search: "" });
    expect(first.users.map((user) => user.name)).toEqual(names.slice(0, COURSE_DETAILS_PAGE_SIZE));
    expect(first.users[0]?.certificate).toMatchObject({ isRevoked: true });
    expect(first.users[1]?.certificate).toMatchObject({ isRevoked: false, verificationCode: expect.any(String) });
    expect(first.users[1]?.formValues).toMatchObject({ name: names[1], version: expect.any(Number) });

    const second = await detailsPage(`?after=${first.usersPage.next}`);
    expect(second.users.map((user) => user.name)).toEqual(
      names.slice(COURSE_DETAILS_PAGE_SIZE, COURSE_DETAILS_PAGE_SIZE * 2),
    );
    expect(second.users.at(-1)?.certificate).toBeNull();
    const third = await detailsPage(`?after=${second.usersPage.next}`);
    expect(third.users.map((user) => user.name)).toEqual(names.slice(COURSE_DETAILS_PAGE_SIZE * 2));
    expect(third.usersPage.next).toBeNull();
  });

  it("searches the enrolled users by name or email", async () => {
    const found = await detailsPage("?q=ndlovu");
    expect(found.users.map((user) => user.name)).toEqual(["Sipho Ndlovu", "Thandi Ndlovu", "Zola Ndlovu"]);
    expect(found.usersPage.total).toBe(ENROLLED);
    const byEmail = await detailsPage(`?q=${encodeURIComponent(found.users[1]?.email ?? "")}`);
    expect(byEmail.users.map((user) => user.name)).toEqual(["Thandi Ndlovu"]);
    const nobody = await detailsPage("?q=nobody-is-called-this");
    expect(nobody.users).toEqual([]);
    expect(render(`/course-details/${courseId}?q=nobody-is-called-this`, nobody)).toContain(
      "No enrolled user matches “nobody-is-called-this”.",
    );
  });

  it("lists the issued certificates 25 a page, newest first, and counts them all", async () => {
    const first = await detailsPage();
    expect(first.certificatesPage.total).toBe(CERTIFIED);
    expect(first.issuedCertificates).toHaveLength(COURSE_DETAILS_PAGE_SIZE);
    const issuedAt = first.issuedCertificates.map((certificate) => certificate.issuedAt);
    expect(issuedAt).toEqual([...issuedAt].sort().reverse());
    const rest = await detailsPage(`?certificates-after=${first.certificatesPage.next}`);
    expect(rest.issuedCertificates).toHaveLength(CERTIFIED - COURSE_DETAILS_PAGE_SIZE);
    expect(rest.certificatesPage.next).toBeNull();
    // The two lists page apart: the certificates' page leaves the users' first page as it was.
    expect(rest.users.map((user) => user.name)).toEqual(names.slice(0, COURSE_DETAILS_PAGE_SIZE));
    const all = [...first.issuedCertificates, ...rest.issuedCertificates].map((certificate) => certificate.id);
    expect(new Set(all).size).toBe(CERTIFIED);
  });

  it("sends one page of users, not every one, within 8 statements", async () => {
    const first = await detailsPage();
    const html = render(`/course-details/${courseId}`, first);
    expect(html).toContain(`Enrolled users (${ENROLLED})`);
    expect(html).toContain(`Issued certificates (${CERTIFIED})`);
    // One table at every width: each person's Remove once.
    expect(html.match(/aria-label="Remove Cpd Pager \d+"/g)).toHaveLength(COURSE_DETAILS_PAGE_SIZE);
    expect(html).not.toContain("Cpd Pager 040");

    const request = pageRequest(
      `/course-details/${courseId}?q=pager&after=${first.usersPage.next}&certificates-after=${first.certificatesPage.next}`,
      instructor.cookie,
    );
    const statements = await runWithRequestContext(
      { requestId: "course-details-paging", reads: new Map() },
      async () => {
        const answer = await dispatch(request);
        expect(answer.status, answer.message).toBe(200);
        return currentSqlUsage()?.statements ?? 0;
      },
    );
    expect(statements).toBeGreaterThan(0);
    expect(statements).toBeLessThanOrEqual(8);
  });

  it("answers a cursor that is not one of its pages with 400 and says so", async () => {
    const notJson = Buffer.from("not json").toString("base64url");
    for (const query of [
      "?after=%25%25",
      `?after=${notJson}`,
      `?certificates-after=${notJson}`,
      "?certificates-after=a.b",
    ]) {
      const answer = await dispatch(pageRequest(`/course-details/${courseId}${query}`, instructor.cookie));
      expect(answer.status, query).toBe(400);
      expect(answer.message).toContain("This page of the course's enrolled users or certificates does not exist.");
    }
  });
});
