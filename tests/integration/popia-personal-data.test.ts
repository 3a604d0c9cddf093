import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { bookEvent } from "~/features/bookings/bookings.server";
import { issueEnrolledUserCertificate } from "~/features/certificates/issue-enrolment-certificates.server";
import { addCompanyEmployee, createCompany } from "~/features/companies/companies.server";
import { REMOVED_NAME } from "~/features/privacy/deletion-requests.server";
import { DATA_DOWNLOAD_RATE_LIMIT } from "~/features/privacy/personal-data-export.server";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import * as accessLogRoute from "~/routes/admin/access-log";
import * as deletionRequestsRoute from "~/routes/admin/deletion-requests";
import * as deletionRequestRoute from "~/routes/auth/deletion-request";
import * as profileRoute from "~/routes/auth/profile";
import * as enquiriesCsvRoute from "~/routes/resources/enquiries-csv";
import * as eventBookingsCsvRoute from "~/routes/resources/event-bookings-csv";
import * as myDataRoute from "~/routes/resources/my-data-zip";
import * as verifyCertificateRoute from "~/routes/site/verify-certificate";
import { getDb } from "~/server/app-context.server";
import { insertCourse, insertEnrolment } from "~/server/factories/course-factory";
import { insertCpdCourse, insertEnrolledUser } from "~/server/factories/cpd-factory";
import { insertEnquiry } from "~/server/factories/enquiry-factory";
import { buildBookingInput, insertEvent } from "~/server/factories/event-factory";
import { outboxTo } from "~tests/support/outbox";
import { pdfToText } from "~tests/support/pdf-text";
import { formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { isSignedIn, type SignedInUser, signedInAs } from "~tests/support/sign-in";

/**
 * Issue 14 item 7 (POPIA): a person downloads everything Campus holds about them and asks for it
 * to be deleted; an admin erases it in one transaction, keeping certificates verifiable; exports of
 * people, downloads and erasures are in the access log.
 */
let admin: SignedInUser;
let instructor: SignedInUser;
beforeAll(async () => {
  admin = await signedInAs("admin");
  instructor = await signedInAs("instructor");
});

/** A learner with something in every place Campus keeps personal data. */
async function learnerWithHistory(name: string) {
  const learner = await signedInAs("student", { name });
  const db = getDb();
  const course = await insertCourse(db, { name: "ISO 45001 foundation", is_published: 1 });
  await insertEnrolment(db, course.id, learner.id);
  await insertEnquiry(db, { email: learner.email, name, message: `Quote for ${name}'s team` });
  await insertEnquiry(db, { email: "someone.else@example.test", message: "Not theirs" });
  const event = await insertEvent(db);
  const booked = await bookEvent(db, buildBookingInput(event.id, { email: learner.email, name }), {
    baseUrl: "http://localhost:3000",
    userId: learner.id,
  });
  if (!booked.ok) throw new Error(booked.message);
  const cpdCourse = await insertCpdCourse(db, { course_name: "Biosafety in the laboratory" });
  const enrolled = await insertEnrolledUser(db, cpdCourse.id, {
    name,
    email: learner.email,
    id_number: "9001015800085",
    certificate_number: "",
  });
  const issued = await issueEnrolledUserCertificate(db, {
    cpdCourseId: cpdCourse.id,
    enrolledUserId: enrolled.id,
    issuedByUserId: admin.id,
  });
  if (!issued.ok) throw new Error(issued.message);
  return { learner, event, certificate: issued.certificate };
}

async function downloadMyData(cookie: string) {
  return settle(() => myDataRoute.action(routeArgs(formRequest("/profile/my-data.zip", {}, cookie))));
}

function accessLogRows(actorId: string) {
  return getDb()
    .selectFrom("personal_data_access_log")
    .selectAll()
    .where("actor_user_id", "=", actorId)
    .orderBy("created_at")
    .execute();
}

describe("download my data", () => {
  it("is a ZIP with data.json of everything held about the person and their certificate PDFs; logged and rate-limited", async () => {
    const { learner, certificate } = await learnerWithHistory("Ayanda Nkosi");
    const company = await createCompany(getDb(), {
      name: "Nkosi Laboratories",
      registrationNumber: "",
      contactName: "",
      contactEmail: "",
      contactPhone: "",
    });
    if (!company.ok) throw new Error(company.message);
    expect((await addCompanyEmployee(getDb(), company.id, { userId: learner.id, email: "", name: "" })).ok).toBe(true);
    const response = (await downloadMyData(learner.cookie)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toContain('filename="my-data.zip"');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const data = JSON.parse(strFromU8(files["data.json"] as Uint8Array));
    expect(data.account).toMatchObject({ id: learner.id, email: learner.email, name: "Ayanda Nkosi" });
    expect(data.enrolments.map((each: { course_name: string }) => each.course_name)).toEqual(["ISO 45001 foundation"]);
    expect(data.enquiries.map((each: { message: string }) => each.message)).toEqual(["Quote for Ayanda Nkosi's team"]);
    expect(data.bookings).toHaveLength(1);
    expect(data.bookings[0]).toMatchObject({ email: learner.email, status: "confirmed" });
    expect(data.cpdCourseEnrolments[0]).toMatchObject({ course_name: "Biosafety in the laboratory" });
    expect(data.certificates).toEqual([
      expect.objectContaining({ certificateNumber: certificate.certificate_number, idNumber: "******0085" }),
    ]);
    // The registry's owners add their sections: the companies that list them, the mail sent to them.
    expect(data.companyEmployments).toEqual([expect.objectContaining({ company: "Nkosi Laboratories" })]);
    expect(data.mail.length).toBeGreaterThan(0);
    expect(data.mail.every((mail: { to_email: string }) => mail.to_email === learner.email)).toBe(true);
    const pdfName = data.certificates[0].file as string;
    expect(Object.keys(files).sort()).toEqual(["data.json", pdfName].sort());
    expect(await pdfToText(files[pdfName] as Uint8Array)).toContain(certificate.certificate_number);
    // Nobody else's records.
    expect(JSON.stringify(data)).not.toContain("Not theirs");

    expect(await accessLogRows(learner.id)).toEqual([
      expect.objectContaining({ action: "download", actor_email: learner.email }),
    ]);
    for (let extra = 1; extra < DATA_DOWNLOAD_RATE_LIMIT.limit; extra += 1) {
      expect(((await downloadMyData(learner.cookie)) as Response).status).toBe(200);
    }
    const refused = (await downloadMyData(learner.cookie)) as Response;
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("3600");
  });

  it("needs a signed-in person", async () => {
    const answer = (await downloadMyData("")) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toMatch(/^\/sign-in/);
  });
});

describe("asking for deletion and the erasure", () => {
  it("records the request, tells the staff, and the admin's erasure keeps the certificate verifiable without the person", async () => {
    const { learner, event, certificate } = await learnerWithHistory("Lwazi Mthembu");
    const asked = (await settle(() =>
      deletionRequestRoute.action(
        routeArgs(formRequest("/profile/deletion-request", { reason: "I have left the profession." }, learner.cookie)),
      ),
    )) as Response;
    expect(asked.status).toBe(302);
    const request = await getDb()
      .selectFrom("deletion_requests")
      .selectAll()
      .where("user_id", "=", learner.id)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ status: "pending", reason: "I have left the profession.", email: learner.email });
    const settings = await getSiteSettings(getDb());
    const notice = (await outboxTo(settings.notification_email)).find(
      (mail) => mail.subject === "Deletion request from Lwazi Mthembu",
    );
    expect(notice?.text).toContain("/admin/deletion-requests");
    const profile = await profileRoute.loader(routeArgs(pageRequest("/profile", learner.cookie)));
    expect(profile.deletionRequestedAt).toBe(request.created_at);

    // Asking again while it waits records nothing more.
    await settle(() =>
      deletionRequestRoute.action(routeArgs(formRequest("/profile/deletion-request", { reason: "" }, learner.cookie))),
    );
    expect(
      await getDb().selectFrom("deletion_requests").select("id").where("user_id", "=", learner.id).execute(),
    ).toHaveLength(1);

    // Only an admin erases.
    const byInstructor = (await settle(() =>
      deletionRequestsRoute.action(
        routeArgs(
          formRequest("/admin/deletion-requests", { intent: "erase", requestId: request.id }, instructor.cookie),
        ),
      ),
    )) as Response;
    expect(byInstructor.status).toBe(403);

    const erased = (await settle(() =>
      deletionRequestsRoute.action(
        routeArgs(formRequest("/admin/deletion-requests", { intent: "erase", requestId: request.id }, admin.cookie)),
      ),
    )) as Response;
    expect(erased.status).toBe(302);

    const db = getDb();
    const account = await db.selectFrom("user").selectAll().where("id", "=", learner.id).executeTakeFirstOrThrow();
    expect(account).toMatchObject({ name: REMOVED_NAME, bio: null, image: null });
    expect(account.email).not.toContain("@example.test");
    expect(Boolean(account.deactivated)).toBe(true);
    expect(await isSignedIn(learner.cookie)).toBe(false);
    expect(await db.selectFrom("enquiries").select("id").where("email", "=", learner.email).execute()).toHaveLength(0);
    const [booking] = await db.selectFrom("event_bookings").selectAll().where("event_id", "=", event.id).execute();
    expect(booking).toMatchObject({ name: REMOVED_NAME, surname: "", phone: "", company: "", user_id: null });
    expect(booking?.email).not.toBe(learner.email);
    expect(
      await db.selectFrom("cpd_enrolled_users").select("id").where("email", "=", learner.email).execute(),
    ).toHaveLength(0);

    // The certificate: still verifiable by its number, course, date and status, without the person.
    const code = certificate.verification_code;
    const verified = await verifyCertificateRoute.loader(routeArgs(pageRequest(`/verify/${code}`), { code }));
    expect(verified.certificate).toMatchObject({
      certificateNumber: certificate.certificate_number,
      course: certificate.course_name,
      name: REMOVED_NAME,
      idNumber: "",
    });
    expect(verified.certificate.status).not.toBe("revoked");
    const stored = await db
      .selectFrom("certificates")
      .selectAll()
      .where("id", "=", certificate.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(learner.email);
    expect(JSON.stringify(stored)).not.toContain("Lwazi");

    const handled = await db
      .selectFrom("deletion_requests")
      .selectAll()
      .where("id", "=", request.id)
      .executeTakeFirstOrThrow();
    expect(handled).toMatchObject({ status: "done", handled_by_user_id: admin.id, reason: "" });
    expect(JSON.stringify(handled)).not.toContain("Lwazi");
    const erasures = (await accessLogRows(admin.id)).filter((row) => row.action === "erasure");
    expect(erasures.at(-1)?.subject).toContain(request.id);

    // A second erasure of the same request is refused as already handled.
    const again = (await settle(() =>
      deletionRequestsRoute.action(
        routeArgs(formRequest("/admin/deletion-requests", { intent: "erase", requestId: request.id }, admin.cookie)),
      ),
    )) as Response;
    expect(again.status).toBe(409);
  });
});

describe("the access log", () => {
  it("records staff exports of people (who, what, when) and is readable by admins only, paged", async () => {
    const event = await insertEvent(getDb(), { title: "Method validation clinic" });
    const before = Date.now();
    const csv = (await enquiriesCsvRoute.loader(
      routeArgs(pageRequest("/admin/enquiries.csv", admin.cookie)),
    )) as Response;
    expect(csv.status).toBe(200);
    const bookingsCsv = (await eventBookingsCsvRoute.loader(
      routeArgs(pageRequest(`/manage-events/${event.id}/bookings.csv`, instructor.cookie), { eventId: event.id }),
    )) as Response;
    expect(bookingsCsv.status).toBe(200);
    const adminRows = await accessLogRows(admin.id);
    expect(adminRows.at(-1)).toMatchObject({ action: "export", subject: "Enquiries CSV", actor_email: admin.email });
    expect(Date.parse(adminRows.at(-1)?.created_at ?? "")).toBeGreaterThanOrEqual(before - 1000);
    expect((await accessLogRows(instructor.id)).at(-1)).toMatchObject({
      action: "export",
      subject: "Bookings CSV: Method validation clinic",
    });

    const page = await accessLogRoute.loader(routeArgs(pageRequest("/admin/access-log", admin.cookie)));
    expect(page.entries[0]).toMatchObject({ subject: "Bookings CSV: Method validation clinic", action: "export" });
    expect(page.total).toBeGreaterThanOrEqual(2);
    const byInstructor = (await settle(() =>
      accessLogRoute.loader(routeArgs(pageRequest("/admin/access-log", instructor.cookie))),
    )) as Response;
    expect(byInstructor.status).toBe(403);
  });
});
