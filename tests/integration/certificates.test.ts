import { beforeAll, describe, expect, it } from "vitest";
import { issueCourseCompletionCertificate } from "~/features/certificates/completion-certificate.server";
import { issueEnrolledUserCertificate } from "~/features/certificates/issue-enrolment-certificates.server";
import { COURSE_COMPLETION_REQUIREMENTS } from "~/features/learning/progress.server";
import { createSmtpTransport, deliverDueEmails } from "~/platform/mail/mail.server";
import * as attendanceRegisterRoute from "~/routes/cpd/attendance-register";
import * as certificatePdfRoute from "~/routes/cpd/certificate-pdf";
import * as courseCertificatesRoute from "~/routes/cpd/course-certificates";
import * as courseDetailsRoute from "~/routes/cpd/course-details";
import * as courseFormRoute from "~/routes/cpd/course-form";
import * as createCertificateRoute from "~/routes/cpd/create-certificate";
import * as enrolledUserCertificateRoute from "~/routes/cpd/enrolled-user-certificate";
import * as enrolledUsersCsvRoute from "~/routes/cpd/enrolled-users-csv";
import * as listCoursesRoute from "~/routes/cpd/list-courses";
import * as verifyCertificateRoute from "~/routes/site/verify-certificate";
import * as verifyCertificatePdfRoute from "~/routes/site/verify-certificate-pdf";
import { getAuth, getDb } from "~/server/app-context.server";
import { insertChapter, insertCourse, insertLesson } from "~/server/factories/course-factory";
import { insertCpdCourse, insertEnrolledUser } from "~/server/factories/cpd-factory";
import { insertUser } from "~/server/factories/user-factory";
import { pdfToText } from "~tests/support/pdf-text";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";
import { startSmtpTestServer } from "~tests/support/smtp-test-server";

let instructor: SignedInUser;
let admin: SignedInUser;
let student: SignedInUser;
beforeAll(async () => {
  instructor = await signedInAs("instructor");
  admin = await signedInAs("admin");
  student = await signedInAs("student");
});

async function pdfText(response: unknown) {
  expect(response).toBeInstanceOf(Response);
  const pdfResponse = response as Response;
  expect(pdfResponse.status).toBe(200);
  expect(pdfResponse.headers.get("Content-Type")).toBe("application/pdf");
  return pdfToText(new Uint8Array(await pdfResponse.arrayBuffer()));
}

function generateCertificate(cookie: string, courseId: string, enrolledUserId: string) {
  return settle(() =>
    enrolledUserCertificateRoute.action(
      routeArgs(formRequest(`/course-details/${courseId}/certificates/${enrolledUserId}`, {}, cookie), {
        id: courseId,
        enrolledUserId,
      }),
    ),
  );
}

describe("certificate of an enrolled user", () => {
  it("is issued once with a unique number, printed with every detail, mailed once, and reprinted with the same number", async () => {
    const course = await insertCpdCourse(getDb(), {
      course_name: "Point-of-Care Testing Quality Assurance",
      provider_activity_number: "MT-2026-7731",
      allocated_points: "5",
    });
    const enrolled = await insertEnrolledUser(getDb(), course.id, {
      name: "Zanele Mabuza",
      id_number: "MT 0054321",
      allocated_points: "5",
      certificate_number: "",
    });
    const text = await pdfText(await generateCertificate(instructor.cookie, course.id, enrolled.id));
    const certificate = await getDb()
      .selectFrom("certificates")
      .selectAll()
      .where("cpd_enrolled_user_id", "=", enrolled.id)
      .executeTakeFirstOrThrow();
    expect(certificate.certificate_number).toMatch(/^CPD-\d{4}-[A-Z2-9]{7}$/);
    for (const expected of [
      "Zanele Mabuza",
      "******4321",
      "Point-of-Care Testing Quality Assurance",
      "CPD points: 5",
      "MT-2026-7731",
      certificate.certificate_number,
      "CERTIFICATE OF SUCCESSFUL COMPLETION",
      course.instructor_name,
      course.facilitator_name,
      `/verify/${certificate.verification_code}`,
    ]) {
      expect(text).toContain(expected);
    }
    // The generated number is written back to the enrolment.
    const stored = await getDb()
      .selectFrom("cpd_enrolled_users")
      .selectAll()
      .where("id", "=", enrolled.id)
      .executeTakeFirstOrThrow();
    expect(stored.certificate_number).toBe(certificate.certificate_number);

    const again = await pdfText(await generateCertificate(instructor.cookie, course.id, enrolled.id));
    expect(again).toContain(certificate.certificate_number);
    const all = await getDb()
      .selectFrom("certificates")
      .select("id")
      .where("cpd_enrolled_user_id", "=", enrolled.id)
      .execute();
    expect(all).toHaveLength(1);
    const mail = await getDb().selectFrom("outbox").select("id").where("to_email", "=", enrolled.email).execute();
    expect(mail).toHaveLength(1);
  });

  it("issues one certificate when Generate Certificate is clicked twice at once", async () => {
    const course = await insertCpdCourse(getDb());
    const enrolled = await insertEnrolledUser(getDb(), course.id, { certificate_number: "" });
    const [first, second] = await Promise.all([
      issueEnrolledUserCertificate(getDb(), {
        cpdCourseId: course.id,
        enrolledUserId: enrolled.id,
        issuedByUserId: instructor.id,
      }),
      issueEnrolledUserCertificate(getDb(), {
        cpdCourseId: course.id,
        enrolledUserId: enrolled.id,
        issuedByUserId: instructor.id,
      }),
    ]);
    if (!first.ok || !second.ok) throw new Error("a certificate was refused");
    expect(first.certificate.certificate_number).toBe(second.certificate.certificate_number);
    const stored = await getDb()
      .selectFrom("certificates")
      .select("id")
      .where("cpd_enrolled_user_id", "=", enrolled.id)
      .execute();
    expect(stored).toHaveLength(1);
    const mail = await getDb().selectFrom("outbox").select("id").where("to_email", "=", enrolled.email).execute();
    expect(mail).toHaveLength(1);
  });

  it("refuses a certificate number another certificate already has (409, nothing stored)", async () => {
    const course = await insertCpdCourse(getDb());
    const first = await insertEnrolledUser(getDb(), course.id, { certificate_number: "CPD-2026-DUP0001" });
    await pdfText(await generateCertificate(instructor.cookie, course.id, first.id));
    // Written straight to the table: the forms would refuse the duplicate before this point.
    const second = await insertEnrolledUser(getDb(), course.id, { certificate_number: "CPD-2026-DUP0001" });
    const refused = (await generateCertificate(instructor.cookie, course.id, second.id)) as Response;
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("CPD-2026-DUP0001 is already used");
    const stored = await getDb()
      .selectFrom("certificates")
      .select("id")
      .where("cpd_enrolled_user_id", "=", second.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it("issues every enrolled user's certificate in one action, as one combined PDF, each mailed", async () => {
    const course = await insertCpdCourse(getDb(), { course_name: "Biosafety Level 2 Practice" });
    const users = [
      await insertEnrolledUser(getDb(), course.id, { name: "Mpho Sithole" }),
      await insertEnrolledUser(getDb(), course.id, { name: "Anika Naidoo" }),
      await insertEnrolledUser(getDb(), course.id, { name: "Kagiso Tau" }),
    ];
    const response = await settle(() =>
      courseCertificatesRoute.action(
        routeArgs(formRequest(`/course-details/${course.id}/certificates`, {}, instructor.cookie), { id: course.id }),
      ),
    );
    const text = await pdfText(response);
    for (const user of users) {
      expect(text).toContain(user.name);
      expect(text).toContain(user.certificate_number);
    }
    expect(text.split("\f").filter((page) => page.trim()).length).toBe(3);
    const mail = await getDb()
      .selectFrom("outbox")
      .select("to_email")
      .where(
        "to_email",
        "in",
        users.map((user) => user.email),
      )
      .execute();
    expect(mail).toHaveLength(3);
    const details = await courseDetailsRoute.loader(
      routeArgs(pageRequest(`/course-details/${course.id}`, instructor.cookie), { id: course.id }),
    );
    expect(details.issuedCertificates.map((certificate) => certificate.name).sort()).toEqual(
      users.map((user) => user.name).sort(),
    );
    expect(details.users.every((user) => user.certificate && !user.certificate.isRevoked)).toBe(true);
  });
});

describe("verification", () => {
  it("is public: valid, then revoked by an admin with a reason (instructors and students may not revoke)", async () => {
    const course = await insertCpdCourse(getDb(), { allocated_points: "3" });
    const enrolled = await insertEnrolledUser(getDb(), course.id, { name: "Thulani Mkhize" });
    await pdfText(await generateCertificate(instructor.cookie, course.id, enrolled.id));
    const { verification_code: code } = await getDb()
      .selectFrom("certificates")
      .select("verification_code")
      .where("cpd_enrolled_user_id", "=", enrolled.id)
      .executeTakeFirstOrThrow();

    const anonymous = await verifyCertificateRoute.loader(routeArgs(pageRequest(`/verify/${code}`), { code }));
    expect(anonymous.certificate).toMatchObject({
      status: "valid",
      name: "Thulani Mkhize",
      course: course.course_name,
      points: "3",
      issuer: "Campus",
    });
    expect(anonymous.revoke).toEqual({ kind: "none" });
    const publicPdf = await pdfText(
      await verifyCertificatePdfRoute.loader(routeArgs(pageRequest(`/verify/${code}/certificate.pdf`), { code })),
    );
    expect(publicPdf).toContain("Thulani Mkhize");

    for (const who of [instructor, student]) {
      const refused = (await settle(() =>
        verifyCertificateRoute.action(
          routeArgs(formRequest(`/verify/${code}`, { reason: "Wrong person" }, who.cookie), { code }),
        ),
      )) as Response;
      expect(refused.status).toBe(403);
    }
    const noReason = dataOf<{ fieldErrors: Record<string, string> }>(
      await verifyCertificateRoute.action(
        routeArgs(formRequest(`/verify/${code}`, { reason: "" }, admin.cookie), { code }),
      ),
    );
    expect(noReason.status).toBe(400);
    expect(noReason.data.fieldErrors.reason).toBe("This field is required");

    const asAdmin = await verifyCertificateRoute.loader(
      routeArgs(pageRequest(`/verify/${code}`, admin.cookie), { code }),
    );
    expect(asAdmin.revoke).toEqual({ kind: "form" });
    const revoked = (await settle(() =>
      verifyCertificateRoute.action(
        routeArgs(formRequest(`/verify/${code}`, { reason: "Did not attend the second day" }, admin.cookie), { code }),
      ),
    )) as Response;
    expect(revoked.status).toBe(302);
    const after = await verifyCertificateRoute.loader(routeArgs(pageRequest(`/verify/${code}`), { code }));
    expect(after.certificate).toMatchObject({ status: "revoked", revokedReason: "Did not attend the second day" });
    const gone = (await settle(() =>
      verifyCertificatePdfRoute.loader(routeArgs(pageRequest(`/verify/${code}/certificate.pdf`), { code })),
    )) as Response;
    expect(gone.status).toBe(410);

    // Generating it again issues a replacement with a new number; the revoked one stays revoked.
    const replacement = await pdfText(await generateCertificate(instructor.cookie, course.id, enrolled.id));
    const certificates = await getDb()
      .selectFrom("certificates")
      .selectAll()
      .where("cpd_enrolled_user_id", "=", enrolled.id)
      .execute();
    expect(certificates).toHaveLength(2);
    const revokedOne = certificates.find((item) => item.revoked_at !== null);
    const current = certificates.find((item) => item.revoked_at === null);
    expect(revokedOne?.verification_code).toBe(code);
    expect(current?.certificate_number).not.toBe(revokedOne?.certificate_number);
    expect(replacement).toContain(current?.certificate_number);

    const unknown = (await settle(() =>
      verifyCertificateRoute.loader(routeArgs(pageRequest("/verify/nosuchcode"), { code: "nosuchcode" })),
    )) as Response;
    expect(unknown.status).toBe(404);
  });
});

describe("the certificate form (create-certificate/{id})", () => {
  it("refuses missing fields and a bad email, marking every field", async () => {
    const course = await insertCpdCourse(getDb());
    const path = `/create-certificate/${course.id}`;
    const empty = dataOf<{ fieldErrors: Record<string, string> }>(
      await createCertificateRoute.action(
        routeArgs(formRequest(path, { email: "not-an-email" }, instructor.cookie), { id: course.id }),
      ),
    );
    expect(empty.status).toBe(400);
    expect(empty.data.fieldErrors).toEqual({
      userName: "This field is required",
      userID: "This field is required",
      licenseNumber: "This field is required",
      email: "Enter a valid email address",
      courseName: "This field is required",
      completionDate: "This field is required",
      instructorName: "This field is required",
    });
    expect(
      await getDb().selectFrom("certificates").select("id").where("cpd_course_id", "=", course.id).execute(),
    ).toEqual([]);
  });

  it("issues a stored, numbered certificate and mails its PDF, received by a real SMTP server", async () => {
    const course = await insertCpdCourse(getDb(), { provider_activity_number: "MT-2026-4410", allocated_points: "2" });
    const path = `/create-certificate/${course.id}`;
    const result = (await settle(() =>
      createCertificateRoute.action(
        routeArgs(
          formRequest(
            path,
            {
              userName: "Nokuthula Shabalala",
              userID: "9002240456081",
              licenseNumber: "MT 0067890",
              email: "Nokuthula@Example.test",
              courseName: "Method Validation and Verification",
              completionDate: "2026-06-12",
              courseDescription: "Verification of examination procedures under ISO 15189 clause 7.3.",
              instructorName: "Dr Nomvula Mahlangu",
              facilitatorName: "Pieter van der Merwe",
              facilitatorOrganization: "Campus Quality Consulting",
              location: "Cape Town",
              contactDetails: "training@campus.example, 021 555 0100",
              website: "https://campus.example",
            },
            instructor.cookie,
          ),
          { id: course.id },
        ),
      ),
    )) as Response;
    expect(result.status).toBe(302);
    const certificate = await getDb()
      .selectFrom("certificates")
      .selectAll()
      .where("recipient_email", "=", "nokuthula@example.test")
      .executeTakeFirstOrThrow();
    expect(result.headers.get("Location")).toBe(`${path}?issued=${certificate.id}`);
    expect(certificate).toMatchObject({ source: "form", license_number: "MT 0067890", cpd_course_id: course.id });

    const smtp = await startSmtpTestServer();
    try {
      const transport = createSmtpTransport(smtp.url, "Campus <no-reply@campus.test>");
      while ((await deliverDueEmails(getDb(), transport)) > 0) {
        // Deliver everything queued by this file so far.
      }
      const mail = await smtp.waitForMailTo("nokuthula@example.test");
      expect(mail.parsed.subject).toBe("Your certificate: Method Validation and Verification");
      expect(mail.parsed.text).toContain(certificate.certificate_number);
      const attachment = mail.parsed.attachments[0];
      expect(attachment?.contentType).toBe("application/pdf");
      const text = pdfToText(new Uint8Array(attachment!.content));
      for (const expected of [
        "Nokuthula Shabalala",
        "MT 0067890",
        "Method Validation and Verification",
        "CPD points: 2",
        "MT-2026-4410",
        certificate.certificate_number,
      ]) {
        expect(text).toContain(expected);
      }
    } finally {
      await smtp.close();
    }
  });
});

describe("who may see what", () => {
  it("a student gets 403 on every CPD screen and action", async () => {
    const course = await insertCpdCourse(getDb());
    const enrolled = await insertEnrolledUser(getDb(), course.id);
    const cookie = student.cookie;
    const id = course.id;
    const attempts: Array<() => Promise<unknown>> = [
      () => listCoursesRoute.loader(routeArgs(pageRequest("/list-courses", cookie))),
      () => courseFormRoute.loader(routeArgs(pageRequest("/course/add", cookie))),
      () => courseFormRoute.action(routeArgs(formRequest("/course/add", { courseName: "x" }, cookie))),
      () => courseFormRoute.loader(routeArgs(pageRequest(`/course/${id}/edit`, cookie), { courseId: id })),
      () => courseFormRoute.action(routeArgs(formRequest(`/course/${id}/edit`, {}, cookie), { courseId: id })),
      () => courseDetailsRoute.loader(routeArgs(pageRequest(`/course-details/${id}`, cookie), { id })),
      () =>
        courseDetailsRoute.action(
          routeArgs(
            formRequest(`/course-details/${id}`, { intent: "remove-user", enrolledUserId: enrolled.id }, cookie),
            {
              id,
            },
          ),
        ),
      () => createCertificateRoute.loader(routeArgs(pageRequest(`/create-certificate/${id}`, cookie), { id })),
      () => createCertificateRoute.action(routeArgs(formRequest(`/create-certificate/${id}`, {}, cookie), { id })),
      () => generateCertificate(cookie, id, enrolled.id),
      () =>
        courseCertificatesRoute.action(
          routeArgs(formRequest(`/course-details/${id}/certificates`, {}, cookie), { id }),
        ),
      () =>
        enrolledUsersCsvRoute.loader(
          routeArgs(pageRequest(`/course-details/${id}/enrolled-users.csv`, cookie), { id }),
        ),
      () =>
        attendanceRegisterRoute.loader(
          routeArgs(pageRequest(`/course-details/${id}/attendance-register.pdf`, cookie), { id }),
        ),
    ];
    for (const attempt of attempts) {
      const result = await settle(attempt);
      expect(result).toBeInstanceOf(Response);
      expect((result as Response).status).toBe(403);
    }
    expect(
      await getDb().selectFrom("cpd_enrolled_users").select("id").where("id", "=", enrolled.id).execute(),
    ).toHaveLength(1);
    expect(await getDb().selectFrom("certificates").select("id").where("cpd_course_id", "=", id).execute()).toEqual([]);
  });

  it("a student downloads their own online-course certificate, not someone else's (that only through verification)", async () => {
    const online = await insertCourse(getDb(), { name: "ISO 14001:2015 Awareness", offers_certificate: 1 });
    const lesson = await insertLesson(getDb(), await insertChapter(getDb(), online.id));
    const other = await insertUser(getAuth(), getDb(), { name: "Another Student" });
    const completions = [student.id, other.id].map((userId) => ({
      user_id: userId,
      lesson_id: lesson.id,
      course_id: online.id,
      completed_at: new Date().toISOString(),
    }));
    await getDb().insertInto("lesson_completions").values(completions).execute();
    const mine = await issueCourseCompletionCertificate(
      getDb(),
      { userId: student.id, courseId: online.id },
      COURSE_COMPLETION_REQUIREMENTS,
    );
    const theirs = await issueCourseCompletionCertificate(
      getDb(),
      { userId: other.id, courseId: online.id },
      COURSE_COMPLETION_REQUIREMENTS,
    );
    if (!mine.issued || !theirs.issued) throw new Error("certificates not issued");

    const download = (certificateId: string) =>
      settle(() =>
        certificatePdfRoute.loader(
          routeArgs(pageRequest(`/certificates/${certificateId}/pdf`, student.cookie), { certificateId }),
        ),
      );
    expect(await pdfText(await download(mine.certificate.id))).toContain("ISO 14001:2015 Awareness");
    expect(((await download(theirs.certificate.id)) as Response).status).toBe(403);
    const code = theirs.certificate.verification_code;
    expect(
      await pdfText(
        await verifyCertificatePdfRoute.loader(routeArgs(pageRequest(`/verify/${code}/certificate.pdf`), { code })),
      ),
    ).toContain("Another Student");
    // Signed out: sent to sign in.
    const certificateId = mine.certificate.id;
    const signedOut = (await settle(() =>
      certificatePdfRoute.loader(routeArgs(pageRequest(`/certificates/${certificateId}/pdf`), { certificateId })),
    )) as Response;
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toMatch(/^\/sign-in\?redirectTo=/);
  });
});
