import { matchRoutes } from "react-router";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { emptyContent, issueCertificate } from "~/features/certificates/issue-certificate.server";
import { issueEnrolledUserCertificate } from "~/features/certificates/issue-enrolment-certificates.server";
import { createId } from "~/lib/ids";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import * as verifyCertificateRoute from "~/routes/site/verify-certificate";
import * as verifyPdfRoute from "~/routes/site/verify-certificate-pdf";
import { getDb } from "~/server/app-context.server";
import { insertCpdCourse, insertEnrolledUser } from "~/server/factories/cpd-factory";
import { pdfImageSizes, pdfToText } from "~tests/support/pdf-text";
import { formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { dispatch, routeTable } from "~tests/support/route-table";
import { postUpload } from "~tests/support/sample-uploads";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";

/**
 * Verifying a certificate by what is printed on it (decision 0071-cpd-certificates): the number on
 * the PDF and in the mail opens the verification page as the QR code's link does (any case, spaces
 * trimmed), /verify has a lookup box, and an unknown number is a clear 404 inside the site frame.
 * The PDF names the instructor on the signature line, carries the company's logo and address, and
 * numbers "CPD-" only a certificate with CPD points.
 */

let admin: SignedInUser;
let instructor: SignedInUser;
let withPoints: { number: string; code: string; pdf: Buffer };
let withoutPoints: { number: string; code: string; pdf: Buffer };
const LOGO = { width: 180, height: 60 };

/** The routes a path renders in, outermost first: the site frame's layout among them. */
async function routeBranch(pathname: string) {
  const { handler } = await routeTable();
  return (matchRoutes(handler.dataRoutes, pathname) ?? []).map((match) => match.route.id);
}

async function loadPage(reference: string, cookie?: string) {
  return settle(() =>
    verifyCertificateRoute.loader(
      routeArgs(pageRequest(`/verify/${encodeURIComponent(reference)}`, cookie), { code: reference }),
    ),
  );
}

beforeAll(async () => {
  admin = await signedInAs("admin");
  instructor = await signedInAs("instructor");
  const db = getDb();
  const logo = await sharp({ create: { ...LOGO, channels: 3, background: "#0d2a47" } })
    .png()
    .toBuffer();
  const upload = await postUpload(admin.cookie, new Uint8Array(logo), "company-logo.png");
  expect(upload.status).toBe(201);
  await getSiteSettings(db); // the row exists before it is changed
  await db
    .updateTable("site_settings")
    .set({
      logo_url: upload.body.url,
      contact_address: "Unit 4, Quality House\n12 Standards Road, Midrand",
      contact_phone: "+27 11 555 0100",
    })
    .execute();

  const course = await insertCpdCourse(db, { instructor_name: "Dr Nomvula Mahlangu", allocated_points: "3" });
  const enrolled = await insertEnrolledUser(db, course.id, { name: "Thandeka Nkosi", certificate_number: "" });
  // No number typed: Campus numbers it (the enrol form and CSV import suggest one the same way).
  await db.updateTable("cpd_enrolled_users").set({ certificate_number: "" }).where("id", "=", enrolled.id).execute();
  const issued = await issueEnrolledUserCertificate(db, {
    cpdCourseId: course.id,
    enrolledUserId: enrolled.id,
    issuedByUserId: admin.id,
  });
  if (!issued.ok) throw new Error(issued.message);
  withPoints = {
    number: issued.certificate.certificate_number,
    code: issued.certificate.verification_code,
    pdf: issued.pdf,
  };
  const plain = await issueCertificate(db, {
    issuedByUserId: admin.id,
    content: {
      ...emptyContent(),
      recipient_name: "Sipho Dube",
      course_name: `Document control ${createId()}`,
      instructor_name: "Pieter van der Merwe",
    },
  });
  withoutPoints = {
    number: plain.certificate.certificate_number,
    code: plain.certificate.verification_code,
    pdf: plain.pdf,
  };
});

describe("verification by the printed number", () => {
  it("opens the page for the number as printed, in any case and with spaces around it", async () => {
    for (const typed of [withPoints.number, withPoints.number.toLowerCase(), `  ${withPoints.number}  `]) {
      const page = (await loadPage(typed)) as Awaited<ReturnType<typeof verifyCertificateRoute.loader>>;
      expect(page, typed).not.toBeInstanceOf(Response);
      expect(page.certificate).toMatchObject({ name: "Thandeka Nkosi", certificateNumber: withPoints.number });
      // The printed number proves the certificate exists; the PDF stays behind the QR code's link.
      expect(page.certificate.pdfUrl).toBeNull();
    }
    const byCode = (await loadPage(withPoints.code)) as Awaited<ReturnType<typeof verifyCertificateRoute.loader>>;
    expect(byCode.certificate.pdfUrl).toBe(`/verify/${withPoints.code}/certificate.pdf`);
  });

  it("answers an unknown number with 404 and a message inside the site frame", async () => {
    const answer = await dispatch(pageRequest("/verify/CPD-2026-NOTREAL"));
    expect(answer.status).toBe(404);
    expect(answer.message).toContain("No certificate has this number or verification code");
    expect(await routeBranch("/verify/CPD-2026-NOTREAL")).toContain("routes/site/site-layout");
  });

  it("has a lookup box at /verify that goes to the result, or says the number was not found (404)", async () => {
    const empty = await dispatch(pageRequest("/verify"));
    expect(empty.status).toBe(200);
    expect(await routeBranch("/verify")).toEqual(["root", "routes/site/site-layout", "routes/site/verify-lookup"]);

    const found = await dispatch(
      pageRequest(`/verify?number=${encodeURIComponent(` ${withPoints.number.toLowerCase()} `)}`),
    );
    expect(found.status).toBe(302);
    expect(found.location).toBe(`/verify/${withPoints.number.toLowerCase()}`);

    const unknown = await dispatch(pageRequest("/verify?number=CPD-2026-NOTREAL"));
    expect(unknown.status).toBe(404);
    expect(unknown.message).toContain("No certificate has the number CPD-2026-NOTREAL");

    const blank = await dispatch(pageRequest("/verify?number=%20%20"));
    expect(blank.status).toBe(400);
    expect(blank.message).toContain("Enter the certificate number");
  });

  it("lets an admin revoke from the page reached by the number, and tells an instructor why they cannot", async () => {
    const asInstructor = (await loadPage(withoutPoints.number, instructor.cookie)) as Awaited<
      ReturnType<typeof verifyCertificateRoute.loader>
    >;
    expect(asInstructor.revoke).toEqual({
      kind: "reason",
      reason: expect.stringContaining("Only an administrator can revoke a certificate"),
    });
    const revoked = (await settle(() =>
      verifyCertificateRoute.action(
        routeArgs(formRequest(`/verify/${withoutPoints.number}`, { reason: "Issued in error" }, admin.cookie), {
          code: withoutPoints.number,
        }),
      ),
    )) as Response;
    expect(revoked.status).toBe(302);
    const after = (await loadPage(withoutPoints.code)) as Awaited<ReturnType<typeof verifyCertificateRoute.loader>>;
    expect(after.certificate.status).toBe("revoked");
    expect(after.revoke).toEqual({ kind: "none" });
  });
});

describe("the certificate PDF", () => {
  it("numbers CPD- only a certificate with points; CERT- otherwise", () => {
    expect(withPoints.number).toMatch(/^CPD-\d{4}-[2-9A-Z]{7}$/);
    expect(withoutPoints.number).toMatch(/^CERT-\d{4}-[2-9A-Z]{7}$/);
  });

  it("names the instructor on the signature line and carries the company's logo and address", async () => {
    for (const [pdf, instructorName] of [
      [withPoints.pdf, "Dr Nomvula Mahlangu"],
      [withoutPoints.pdf, "Pieter van der Merwe"],
    ] as const) {
      const text = pdfToText(pdf, "reading");
      expect(text).toContain(`${instructorName} Instructor`);
      expect(text).toContain("Unit 4, Quality House, 12 Standards Road, Midrand");
      expect(text).toContain("+27 11 555 0100");
      expect(pdfImageSizes(pdf)).toContainEqual(LOGO);
    }
  });

  it("still verifies and serves a number issued earlier with the old prefix", async () => {
    const db = getDb();
    const old = `CPD-2025-${createId().slice(0, 7).toUpperCase()}`;
    const { certificate } = await issueCertificate(db, {
      issuedByUserId: admin.id,
      certificateNumber: old,
      content: { ...emptyContent(), recipient_name: "Old Holder", course_name: "An older course" },
    });
    const page = (await loadPage(old)) as Awaited<ReturnType<typeof verifyCertificateRoute.loader>>;
    expect(page.certificate.certificateNumber).toBe(old);
    const pdf = (await settle(() =>
      verifyPdfRoute.loader(
        routeArgs(pageRequest(`/verify/${certificate.verification_code}/certificate.pdf`), {
          code: certificate.verification_code,
        }),
      ),
    )) as Response;
    expect(pdf.status).toBe(200);
  });
});
