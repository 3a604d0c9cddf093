import { MantineProvider } from "@mantine/core";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet, useLoaderData } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { createApiToken } from "~/features/api/tokens.server";
import * as certificateVerifyApiRoute from "~/routes/api/v1-certificate-verify";
import * as enrolledUserCertificateRoute from "~/routes/cpd/enrolled-user-certificate";
import * as enrolledUsersCsvRoute from "~/routes/cpd/enrolled-users-csv";
import VerifyCertificatePage, * as verifyCertificateRoute from "~/routes/site/verify-certificate";
import * as verifyCertificatePdfRoute from "~/routes/site/verify-certificate-pdf";
import { getDb } from "~/server/app-context.server";
import { insertCpdCourse, insertEnrolledUser } from "~/server/factories/cpd-factory";
import { cssVariablesResolver, theme } from "~/theme";
import { up as maskStoredCertificateIds } from "~db/migrations/20261125_popia_1000_mask-certificate-ids";
import { pdfToText } from "~tests/support/pdf-text";
import { formRequest, pageRequest, routeArgs, settle, TEST_ORIGIN } from "~tests/support/requests";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";

/** Issue 14 item 7 (POPIA): no full ID number on a certificate, the verify page or the API. */
const FULL_ID = "8704150234086";
const MASKED = "******4086";

let instructor: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  instructor = await signedInAs("instructor");
  admin = await signedInAs("admin");
});

async function textOf(response: unknown) {
  expect(response).toBeInstanceOf(Response);
  const pdf = response as Response;
  expect(pdf.status).toBe(200);
  return pdfToText(new Uint8Array(await pdf.arrayBuffer()));
}

async function issuedCertificate() {
  const course = await insertCpdCourse(getDb(), { course_name: "Infection Prevention and Control" });
  const enrolled = await insertEnrolledUser(getDb(), course.id, { name: "Thandeka Zulu", id_number: FULL_ID });
  const staffPdf = await settle(() =>
    enrolledUserCertificateRoute.action(
      routeArgs(formRequest(`/course-details/${course.id}/certificates/${enrolled.id}`, {}, instructor.cookie), {
        id: course.id,
        enrolledUserId: enrolled.id,
      }),
    ),
  );
  const certificate = await getDb()
    .selectFrom("certificates")
    .selectAll()
    .where("cpd_enrolled_user_id", "=", enrolled.id)
    .executeTakeFirstOrThrow();
  return { course, enrolled, certificate, staffPdf };
}

function renderVerifyPage(code: string, loaderData: unknown) {
  const path = `/verify/${code}`;
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      children: [
        {
          id: "verify",
          path: path.slice(1),
          Component: () =>
            createElement(VerifyCertificatePage, { loaderData: useLoaderData(), actionData: undefined } as never),
        },
      ],
    },
  ]);
  return renderToString(
    createElement(
      MantineProvider,
      { theme, cssVariablesResolver, defaultColorScheme: "light" },
      createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { verify: loaderData } } }),
    ),
  );
}

describe("ID numbers on certificates (POPIA)", () => {
  it("the certificate row, its PDF, the public verify page and its PDF show only the last four characters", async () => {
    const { certificate, enrolled, staffPdf } = await issuedCertificate();
    expect(certificate.recipient_id_number).toBe(MASKED);
    const staffText = await textOf(staffPdf);
    expect(staffText).toContain(`ID number: ${MASKED}`);
    expect(staffText).not.toContain(FULL_ID);

    const code = certificate.verification_code;
    const publicPdf = await verifyCertificatePdfRoute.loader(
      routeArgs(pageRequest(`/verify/${code}/certificate.pdf`), { code }),
    );
    const publicText = await textOf(publicPdf);
    expect(publicText).toContain(MASKED);
    expect(publicText).not.toContain(FULL_ID);

    const loaderData = await verifyCertificateRoute.loader(routeArgs(pageRequest(`/verify/${code}`), { code }));
    expect(loaderData.certificate.idNumber).toBe(MASKED);
    const html = renderVerifyPage(code, loaderData);
    expect(html).toContain("Thandeka Zulu");
    expect(html).toContain(MASKED);
    expect(html).not.toContain(FULL_ID);
    expect(html).not.toContain(FULL_ID.slice(0, 9));

    // The staff screens that need the whole number keep it: the enrolment and its CSV export.
    const stored = await getDb()
      .selectFrom("cpd_enrolled_users")
      .select("id_number")
      .where("id", "=", enrolled.id)
      .executeTakeFirstOrThrow();
    expect(stored.id_number).toBe(FULL_ID);
    const csv = await enrolledUsersCsvRoute.loader(
      routeArgs(pageRequest(`/course-details/${enrolled.cpd_course_id}/enrolled-users.csv`, instructor.cookie), {
        id: enrolled.cpd_course_id,
      }),
    );
    expect(await (csv as Response).text()).toContain(FULL_ID);
  });

  it("the API's verify answer carries no ID number", async () => {
    const { certificate } = await issuedCertificate();
    const created = await createApiToken(getDb(), {
      name: "Verifier",
      scopes: ["certificates:read"],
      createdByUserId: admin.id,
    });
    if (!created.ok) throw new Error(created.message);
    const code = certificate.verification_code;
    const request = new Request(`${TEST_ORIGIN}/api/v1/certificates/${code}/verify`, {
      headers: { Authorization: `Bearer ${created.token}` },
    });
    const response = await certificateVerifyApiRoute.loader(routeArgs(request, { code }));
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain(certificate.certificate_number);
    expect(body).not.toContain(FULL_ID);
  });

  it("the migration masks the full numbers certificates issued before it stored", async () => {
    const { certificate } = await issuedCertificate();
    await getDb()
      .updateTable("certificates")
      .set({ recipient_id_number: "MT 0054321" })
      .where("id", "=", certificate.id)
      .execute();
    await maskStoredCertificateIds(getDb());
    const row = await getDb()
      .selectFrom("certificates")
      .select("recipient_id_number")
      .where("id", "=", certificate.id)
      .executeTakeFirstOrThrow();
    expect(row.recipient_id_number).toBe("******4321");
  });
});
