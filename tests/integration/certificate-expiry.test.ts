import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  expiryDateOf,
  expiryReminderDueTimes,
  queueExpiryReminders,
} from "~/features/certificates/certificate-expiry.server";
import { loadCertificateAssets } from "~/features/certificates/certificate-file.server";
import { findCertificateRecordByCode } from "~/features/certificates/certificate-records.server";
import { certificateStatus } from "~/features/certificates/certificate-status";
import { loadCertificateVerification } from "~/features/certificates/certificate-verification.server";
import {
  countExpiringCertificates,
  EXPIRING_PAGE_SIZE,
  expiringCertificatesCsv,
  loadExpiringCertificates,
} from "~/features/certificates/expiring-certificates.server";
import { emptyContent } from "~/features/certificates/issue-certificate.server";
import { issueEnrolledUserCertificate } from "~/features/certificates/issue-enrolment-certificates.server";
import { issueEventCertificates } from "~/features/certificates/issue-event-certificates.server";
import { revokeCertificate } from "~/features/certificates/revoke-certificate.server";
import { addDays, todayIn, zonedInstant } from "~/lib/dates";
import { createId } from "~/lib/ids";
import * as courseFormRoute from "~/routes/cpd/course-form";
import * as expiringCertificatesRoute from "~/routes/cpd/expiring-certificates";
import * as expiringCsvRoute from "~/routes/cpd/expiring-certificates-csv";
import { getDb } from "~/server/app-context.server";
import { insertCpdCourse, insertEnrolledUser } from "~/server/factories/cpd-factory";
import { daysFromToday, insertEvent } from "~/server/factories/event-factory";
import { loadMyLearning } from "~/server/my-learning.server";
import type { Certificate } from "~db/schema";
import { pdfToText } from "~tests/support/pdf-text";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";

let instructor: SignedInUser;
let admin: SignedInUser;
let student: SignedInUser;
beforeAll(async () => {
  instructor = await signedInAs("instructor");
  admin = await signedInAs("admin");
  student = await signedInAs("student");
});

afterEach(async () => {
  await getDb().updateTable("site_settings").set({ time_zone: "Africa/Johannesburg" }).execute();
});

async function issueFor(courseId: string, enrolled: { email?: string; name?: string; completion_date: string }) {
  const user = await insertEnrolledUser(getDb(), courseId, { certificate_number: "", ...enrolled });
  const issued = await issueEnrolledUserCertificate(getDb(), {
    cpdCourseId: courseId,
    enrolledUserId: user.id,
    issuedByUserId: admin.id,
  });
  if (!issued.ok) throw new Error(issued.message);
  return issued;
}

function expiryRemindersOf(certificateId: string) {
  return getDb()
    .selectFrom("outbox")
    .selectAll()
    .where("reference", "like", `certificate-expiry:${certificateId}:%`)
    .orderBy("next_attempt_at")
    .execute();
}

function findCertificate(id: string) {
  return getDb().selectFrom("certificates").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/** A stored certificate with its last valid day set directly (for the list and the status boundaries). */
async function insertCertificate(overrides: Partial<Certificate>): Promise<Certificate> {
  const certificate: Certificate = {
    ...emptyContent(),
    source: "cpd",
    recipient_name: "Thandi Nkosi",
    recipient_email: `thandi-${createId()}@example.test`,
    course_name: "Ethics in Laboratory Practice",
    id: createId(),
    certificate_number: `EXP-${createId().slice(0, 8).toUpperCase()}`,
    verification_code: createId(),
    issued_at: new Date().toISOString(),
    issued_by_user_id: null,
    revoked_at: null,
    revoked_reason: null,
    revoked_by_user_id: null,
    expires_at: null,
    renewed_at: null,
    renewed_by_certificate_id: null,
    ...overrides,
  };
  await getDb().insertInto("certificates").values(certificate).execute();
  return certificate;
}

describe("validity on the course record", () => {
  it("is saved from the course form, refused with a message when it is not a number of months or a link", async () => {
    const fields = {
      courseName: "Biosafety Level 2",
      instructorName: "Dr Sipho Dlamini",
      courseCode: "BSL2-01",
      version: "0",
    };
    const refused = await settle(() =>
      courseFormRoute.action(
        routeArgs(
          formRequest(
            "/course/add",
            { ...fields, validityMonths: "two years", renewalUrl: "javascript:alert(1)" },
            instructor.cookie,
          ),
        ),
      ),
    );
    const { data, status } = dataOf<{ fieldErrors: Record<string, string> }>(refused);
    expect(status).toBe(400);
    expect(data.fieldErrors.validityMonths).toMatch(/whole months from 1 to 120/);
    expect(data.fieldErrors.renewalUrl).toMatch(/starting with \//);

    const saved = await settle(() =>
      courseFormRoute.action(
        routeArgs(
          formRequest("/course/add", { ...fields, validityMonths: "24", renewalUrl: "/events" }, instructor.cookie),
        ),
      ),
    );
    expect((saved as Response).status).toBe(302);
    const course = await getDb()
      .selectFrom("cpd_courses")
      .selectAll()
      .where("course_code", "=", "BSL2-01")
      .executeTakeFirstOrThrow();
    expect(course).toMatchObject({ validity_months: 24, renewal_url: "/events" });
  });

  it("fixes the last valid day when issued, as the completion day in the site time zone plus the months, printed on the PDF", async () => {
    const course = await insertCpdCourse(getDb(), { validity_months: 12 });
    // 23:30 UTC on 10 March is already 11 March in Johannesburg, still 10 March in New York.
    const late = "2026-03-10T23:30:00.000Z";
    const inJohannesburg = await issueFor(course.id, { completion_date: late });
    expect(inJohannesburg.certificate.expires_at).toBe("2027-03-11");
    expect(await pdfToText(new Uint8Array(inJohannesburg.pdf))).toContain("Valid until 11 March 2027");

    await getDb().updateTable("site_settings").set({ time_zone: "America/New_York" }).execute();
    const inNewYork = await issueFor(course.id, { completion_date: late });
    expect(inNewYork.certificate.expires_at).toBe("2027-03-10");

    // 31 August plus six months ends on the last day of February.
    const monthEnd = await insertCpdCourse(getDb(), { validity_months: 6 });
    expect((await issueFor(monthEnd.id, { completion_date: "2026-08-31T10:00:00.000Z" })).certificate.expires_at).toBe(
      "2027-02-28",
    );

    const forever = await insertCpdCourse(getDb());
    const noExpiry = await issueFor(forever.id, { completion_date: late });
    expect(noExpiry.certificate.expires_at).toBeNull();
    expect(await pdfToText(new Uint8Array(noExpiry.pdf))).not.toContain("Valid until");
    expect(await expiryRemindersOf(noExpiry.certificate.id)).toHaveLength(0);
  });
});

describe("validity on an event's CPD details", () => {
  it("gives certificates from attendance their last valid day and reminders; none without it", async () => {
    const attendee = `attendee-${createId()}@example.test`;
    for (const [months, title] of [
      [6, "Validity event"],
      [null, "Event without validity"],
    ] as const) {
      const event = await insertEvent(getDb(), {
        title,
        dateFrom: daysFromToday(-1),
        dateTo: daysFromToday(-1),
        cpdPoints: "2",
        cpdValidityMonths: months,
      });
      await getDb()
        .insertInto("event_bookings")
        .values({
          id: createId(),
          event_id: event.id,
          name: "Ayanda",
          surname: "Khumalo",
          email: attendee,
          phone: "+27 82 555 0101",
          hpcsa: null,
          province: "Gauteng",
          city: "Pretoria",
          company: "Campus Labs",
          occupation: "Medical technologist",
          created_at: new Date().toISOString(),
          user_id: null,
          attended_at: new Date().toISOString(),
          status: "confirmed",
          minutes_attended: null,
        })
        .execute();
      expect(await issueEventCertificates(getDb(), { eventId: event.id, issuedByUserId: null })).toMatchObject({
        ok: true,
        issued: 1,
      });
    }
    const issued = await getDb()
      .selectFrom("certificates")
      .select(["id", "course_name", "completion_date", "expires_at"])
      .where("recipient_email", "=", attendee)
      .execute();
    const withValidity = issued.find((row) => row.course_name === "Validity event");
    const without = issued.find((row) => row.course_name === "Event without validity");
    expect(withValidity?.expires_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(withValidity?.expires_at).toBe(expiryDateOf(withValidity?.completion_date ?? "", 6, "Africa/Johannesburg"));
    expect(await expiryRemindersOf(withValidity?.id ?? "")).toHaveLength(3);
    expect(without?.expires_at).toBeNull();
    expect(await expiryRemindersOf(without?.id ?? "")).toHaveLength(0);
  });
});

describe("status", () => {
  it("is Valid, Expiring from 90 days before the last valid day, Expired the day after, by the day in the site time zone", () => {
    const standing = { revokedAt: null, renewedAt: null, expiresAt: "2027-03-11" };
    expect(certificateStatus(standing, "2026-12-10")).toBe("valid");
    expect(certificateStatus(standing, "2026-12-11")).toBe("expiring");
    expect(certificateStatus(standing, "2027-03-11")).toBe("expiring");
    expect(certificateStatus(standing, "2027-03-12")).toBe("expired");
    expect(certificateStatus({ ...standing, expiresAt: null }, "2099-01-01")).toBe("valid");
    expect(certificateStatus({ ...standing, renewedAt: "2027-01-05T08:00:00Z" }, "2027-01-06")).toBe("renewed");
    expect(certificateStatus({ ...standing, revokedAt: "2027-01-05T08:00:00Z", renewedAt: "x" }, "2027-01-06")).toBe(
      "revoked",
    );
    // 22:30 UTC on the last valid day: already the next day in Johannesburg, not yet in New York.
    const lateEvening = new Date("2027-03-11T22:30:00.000Z");
    expect(certificateStatus(standing, todayIn("Africa/Johannesburg", lateEvening))).toBe("expired");
    expect(certificateStatus(standing, todayIn("America/New_York", lateEvening))).toBe("expiring");
  });

  it("shows on the public verify page and in My learning, the same everywhere", async () => {
    const today = todayIn("Africa/Johannesburg");
    const email = `status-${createId()}@example.test`;
    const expiring = await insertCertificate({ recipient_email: email, expires_at: addDays(today, 30) });
    const expired = await insertCertificate({ recipient_email: email, expires_at: addDays(today, -1) });
    const valid = await insertCertificate({ recipient_email: email, expires_at: addDays(today, 91) });
    const lastDay = await insertCertificate({ recipient_email: email, expires_at: today });
    const statusOf = async (code: string) => {
      const view = await loadCertificateVerification(getDb(), code, null);
      if (!view.ok) throw new Error(view.message);
      return view.certificate;
    };
    expect(await statusOf(expiring.verification_code)).toMatchObject({ status: "expiring" });
    expect((await statusOf(expiring.verification_code)).validUntil).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(await statusOf(expired.verification_code)).toMatchObject({ status: "expired" });
    expect(await statusOf(valid.verification_code)).toMatchObject({ status: "valid" });
    expect(await statusOf(lastDay.verification_code)).toMatchObject({ status: "expiring" });
    // The REST API's verify answers by the same rule, with the last valid day as a date.
    const viaApi = await findCertificateRecordByCode(getDb(), expiring.verification_code);
    expect(viaApi).toMatchObject({ status: "expiring", expiresAt: addDays(today, 30) });
    const expiredViaApi = await findCertificateRecordByCode(getDb(), expired.verification_code);
    expect(expiredViaApi?.status).toBe("expired");

    const holder = await signedInAs("student", { email });
    const myLearning = await loadMyLearning(getDb(), holder.id, { baseUrl: "http://localhost:3000" });
    const statuses = Object.fromEntries(myLearning.certificates.map((item) => [item.id, item.status]));
    expect(statuses).toEqual({
      [expiring.id]: "expiring",
      [expired.id]: "expired",
      [valid.id]: "valid",
      [lastDay.id]: "expiring",
    });
  });
});

describe("reminders", () => {
  it("are queued 90, 30 and 7 days before at 09:00 site time, once each, with the course's renewal link", async () => {
    const course = await insertCpdCourse(getDb(), { validity_months: 12, renewal_url: "/events" });
    const issued = await issueFor(course.id, { completion_date: new Date().toISOString() });
    const { certificate } = issued;
    const reminders = await expiryRemindersOf(certificate.id);
    const due = expiryReminderDueTimes(certificate.expires_at ?? "", "Africa/Johannesburg");
    expect(reminders.map((row) => row.reference)).toEqual([
      `certificate-expiry:${certificate.id}:90d`,
      `certificate-expiry:${certificate.id}:30d`,
      `certificate-expiry:${certificate.id}:7d`,
    ]);
    expect(reminders.map((row) => row.next_attempt_at)).toEqual([
      due["90d"].toISOString(),
      due["30d"].toISOString(),
      due["7d"].toISOString(),
    ]);
    expect(due["7d"].toISOString()).toBe(
      zonedInstant(addDays(certificate.expires_at ?? "", -7), "09:00", "Africa/Johannesburg").toISOString(),
    );
    expect(reminders[0]).toMatchObject({ to_email: certificate.recipient_email, status: "pending" });
    expect(reminders[0]?.subject).toBe(`Your certificate expires in 90 days: ${certificate.course_name}`);
    expect(reminders[0]?.text).toContain("Book the renewal: http://localhost:3000/events");

    // Asked again (a second process, a retry): still one of each.
    const assets = await loadCertificateAssets(getDb());
    expect(await queueExpiryReminders(getDb(), certificate, { assets, renewalUrl: "/events", now: new Date() })).toBe(
      3,
    );
    expect(await expiryRemindersOf(certificate.id)).toHaveLength(3);
  });

  it("skip the ones already due, fall back to the training schedule, and are withdrawn when the certificate is revoked", async () => {
    const course = await insertCpdCourse(getDb(), { validity_months: 12 });
    // Completed 11 months ago: the 90-day reminder's day has passed, the 30- and 7-day ones are to come.
    const completed = addDays(todayIn("Africa/Johannesburg"), -334);
    const issued = await issueFor(course.id, { completion_date: `${completed}T10:00:00.000Z` });
    const reminders = await expiryRemindersOf(issued.certificate.id);
    expect(reminders.map((row) => row.reference?.split(":")[2])).toEqual(["30d", "7d"]);
    expect(reminders[0]?.text).toContain("Book the renewal: http://localhost:3000/learning-center");

    const revoked = await revokeCertificate(getDb(), {
      verificationCode: issued.certificate.verification_code,
      reason: "Issued in error",
      revokedByUserId: admin.id,
    });
    expect(revoked.ok).toBe(true);
    expect(await expiryRemindersOf(issued.certificate.id)).toHaveLength(0);
  });
});

describe("renewal", () => {
  it("marks the same person's earlier certificate for the course Renewed and stops its reminders; other people's stay", async () => {
    const course = await insertCpdCourse(getDb(), { validity_months: 24 });
    const email = `renew-${createId()}@example.test`;
    const first = await issueFor(course.id, { email, completion_date: new Date().toISOString() });
    const someoneElse = await issueFor(course.id, { completion_date: new Date().toISOString() });
    expect(await expiryRemindersOf(first.certificate.id)).toHaveLength(3);

    // The same person, next cycle, address typed in capitals.
    const second = await issueFor(course.id, { email: email.toUpperCase(), completion_date: new Date().toISOString() });
    const old = await findCertificate(first.certificate.id);
    expect(old.renewed_by_certificate_id).toBe(second.certificate.id);
    expect(old.renewed_at).not.toBeNull();
    expect(await expiryRemindersOf(first.certificate.id)).toHaveLength(0);
    expect(await expiryRemindersOf(second.certificate.id)).toHaveLength(3);
    expect((await findCertificate(someoneElse.certificate.id)).renewed_at).toBeNull();
    expect(await expiryRemindersOf(someoneElse.certificate.id)).toHaveLength(3);

    const view = await loadCertificateVerification(getDb(), first.certificate.verification_code, null);
    expect(view.ok && view.certificate).toMatchObject({ status: "renewed" });
    expect(view.ok && view.certificate.renewedOn).toBeTruthy();
    const current = await loadCertificateVerification(getDb(), second.certificate.verification_code, null);
    expect(current.ok && current.certificate.status).toBe("valid");
  });
});

describe("the staff list of what expires in the next 90 days", () => {
  // A fixed day far from the other tests' certificates, so the list holds only this test's.
  const now = new Date("2031-06-15T08:00:00.000Z");
  const today = "2031-06-15";

  it("lists current certificates expiring from today to 90 days on, soonest first, paged, searchable, as CSV, counted", async () => {
    for (let index = 0; index < EXPIRING_PAGE_SIZE + 5; index += 1) {
      await insertCertificate({
        recipient_name: index === 7 ? "Precious Mokoena" : `Learner ${String(index).padStart(2, "0")}`,
        expires_at: addDays(today, index * 3),
      });
    }
    // Outside the list: past the window, already expired, revoked, renewed, no expiry.
    await insertCertificate({ recipient_name: "Too Late", expires_at: addDays(today, 91) });
    await insertCertificate({ recipient_name: "Already Expired", expires_at: addDays(today, -1) });
    await insertCertificate({
      recipient_name: "Was Revoked",
      expires_at: addDays(today, 5),
      revoked_at: now.toISOString(),
    });
    await insertCertificate({
      recipient_name: "Was Renewed",
      expires_at: addDays(today, 5),
      renewed_at: now.toISOString(),
    });
    await insertCertificate({ recipient_name: "Never Expires", expires_at: null });

    const first = await loadExpiringCertificates(getDb(), new URLSearchParams(), now);
    expect(first.total).toBe(EXPIRING_PAGE_SIZE + 5);
    expect(first.certificates).toHaveLength(EXPIRING_PAGE_SIZE);
    expect(first.certificates[0]).toMatchObject({ recipientName: "Learner 00", daysLeft: 0, status: "expiring" });
    expect(first.certificates.map((row) => row.expiresAt)).toEqual(
      [...first.certificates.map((row) => row.expiresAt)].sort(),
    );
    const second = await loadExpiringCertificates(getDb(), new URLSearchParams({ page: "2" }), now);
    expect(second.certificates).toHaveLength(5);
    expect(second.certificates.at(-1)).toMatchObject({ daysLeft: 87 });

    const search = await loadExpiringCertificates(getDb(), new URLSearchParams({ q: "precious mokoena" }), now);
    expect(search.certificates.map((row) => row.recipientName)).toEqual(["Precious Mokoena"]);

    const csv = await expiringCertificatesCsv(getDb(), new URLSearchParams(), now);
    const lines = csv.csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Name,Email,Course,Certificate number,Valid until,Days left");
    expect(lines).toHaveLength(EXPIRING_PAGE_SIZE + 6);
    expect(csv.fileName).toBe("expiring-certificates-2031-06-15.csv");

    expect(await countExpiringCertificates(getDb(), today)).toBe(EXPIRING_PAGE_SIZE + 5);
  });

  it("is for staff: the page and the CSV refuse a student, a bad page number is a 400", async () => {
    const page = await expiringCertificatesRoute.loader(
      routeArgs(pageRequest("/expiring-certificates", instructor.cookie)),
    );
    expect(page.pageSize).toBe(EXPIRING_PAGE_SIZE);
    const refused = await settle(() =>
      expiringCertificatesRoute.loader(routeArgs(pageRequest("/expiring-certificates", student.cookie))),
    );
    expect((refused as Response).status).toBe(403);
    const csvRefused = await settle(() =>
      expiringCsvRoute.loader(routeArgs(pageRequest("/expiring-certificates.csv", student.cookie))),
    );
    expect((csvRefused as Response).status).toBe(403);
    const csv = await expiringCsvRoute.loader(routeArgs(pageRequest("/expiring-certificates.csv?q=x", admin.cookie)));
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const badPage = await settle(() =>
      expiringCertificatesRoute.loader(routeArgs(pageRequest("/expiring-certificates?page=abc", admin.cookie))),
    );
    expect((badPage as Response).status).toBe(400);
  });
});
