import { describe, expect, it } from "vitest";
import { bookEvent } from "~/features/bookings/bookings.server";
import { emptyContent, issueCertificate } from "~/features/certificates/issue-certificate.server";
import type { MyLearningView } from "~/features/my-learning/my-learning.server";
import { getEnvironment } from "~/lib/env.server";
import * as certificatePdfRoute from "~/routes/cpd/certificate-pdf";
import * as courseViewerRoute from "~/routes/learn/course-viewer";
import * as myLearningRoute from "~/routes/learn/my-learning";
import * as bookingInvitationRoute from "~/routes/resources/booking-invitation";
import { getDb } from "~/server/app-context.server";
import { insertChapter, insertCourse, insertEnrolment, insertLesson } from "~/server/factories/course-factory";
import { insertCpdCourse, insertEnrolledUser } from "~/server/factories/cpd-factory";
import { buildBookingInput, daysFromToday, insertEvent } from "~/server/factories/event-factory";
import { outboxTo } from "~tests/support/outbox";
import { pageRequest, routeArgs, settle, TEST_ORIGIN } from "~tests/support/requests";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";

/**
 * My learning (issue 10, item 3) and online completion certificates (item 5): the page's view model
 * as the route builds it, the Resume place the viewer records, certificates by account and by
 * confirmed address, bookings with their .ics for their owner only, and the certificate issued once
 * when the last lesson is completed through the viewer.
 */

/** A course of two chapters: lessons A, B (chapter 1) and C (chapter 2). */
async function courseOfThreeLessons(overrides: Parameters<typeof insertCourse>[1] = {}) {
  const db = getDb();
  const course = await insertCourse(db, overrides);
  const first = await insertChapter(db, course.id, { title: "Planning", position: 1 });
  const second = await insertChapter(db, course.id, { title: "Reporting", position: 2 });
  const lessons = [
    await insertLesson(db, first, { title: "Lesson A", position: 1 }),
    await insertLesson(db, first, { title: "Lesson B", position: 2 }),
    await insertLesson(db, second, { title: "Lesson C", position: 1 }),
  ];
  return { course, lessons };
}

type Lesson = Awaited<ReturnType<typeof courseOfThreeLessons>>["lessons"][number];

const lessonUrl = (lesson: Lesson) => `/course/${lesson.course_id}/${lesson.chapter_id}/${lesson.id}`;
const lessonParams = (lesson: Lesson) => ({
  courseId: lesson.course_id,
  chapterId: lesson.chapter_id,
  lessonId: lesson.id,
});

function openLesson(lesson: Lesson, cookie: string) {
  return settle(() =>
    courseViewerRoute.loader(routeArgs(pageRequest(lessonUrl(lesson), cookie), lessonParams(lesson))),
  );
}

function completeLesson(lesson: Lesson, cookie: string) {
  const request = new Request(`${TEST_ORIGIN}${lessonUrl(lesson)}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: TEST_ORIGIN, Cookie: cookie },
    body: new URLSearchParams({ intent: "complete-lesson" }),
  });
  return settle(() => courseViewerRoute.action(routeArgs(request, lessonParams(lesson))));
}

async function myLearning(user: SignedInUser): Promise<MyLearningView> {
  const result = await myLearningRoute.loader(routeArgs(pageRequest("/my-learning", user.cookie)));
  return result.view;
}

function lastOpened(enrolmentUser: string, courseId: string) {
  return getDb()
    .selectFrom("enrolments")
    .select(["last_lesson_id", "last_opened_at"])
    .where("user_id", "=", enrolmentUser)
    .where("course_id", "=", courseId)
    .executeTakeFirstOrThrow();
}

async function cpdCertificateFor(email: string, name: string) {
  const db = getDb();
  const cpdCourse = await insertCpdCourse(db, { course_name: "HPCSA Ethics in Practice" });
  const enrolled = await insertEnrolledUser(db, cpdCourse.id, { name, email });
  const { certificate } = await issueCertificate(db, {
    issuedByUserId: null,
    content: {
      ...emptyContent(),
      source: "cpd",
      cpd_course_id: cpdCourse.id,
      cpd_enrolled_user_id: enrolled.id,
      recipient_name: name,
      recipient_email: email,
      course_name: cpdCourse.course_name,
    },
  });
  return certificate;
}

describe("My learning: courses", () => {
  it("shows progress, resumes at the last opened lesson (recorded once), and lists completed courses", async () => {
    const student = await signedInAs("student");
    const db = getDb();
    const started = await courseOfThreeLessons({ name: "ISO 9001 Internal Auditor" });
    const fresh = await courseOfThreeLessons({ name: "ISO 14001 Awareness" });
    const finished = await courseOfThreeLessons({ name: "ISO 45001 Foundations" });
    await insertEnrolment(db, started.course.id, student.id, { enrolled_at: "2026-01-01T08:00:00.000Z" });
    await insertEnrolment(db, fresh.course.id, student.id, { enrolled_at: "2026-01-02T08:00:00.000Z" });
    await insertEnrolment(db, finished.course.id, student.id, { completed_at: "2026-02-03T10:00:00.000Z" });

    // Nothing opened yet: Resume falls back to the first lesson not completed.
    await completeLesson(started.lessons[0] as Lesson, student.cookie);
    let view = await myLearning(student);
    const startedView = () => view.inProgress.find((course) => course.id === started.course.id);
    expect(startedView()).toMatchObject({ completedLessons: 1, totalLessons: 3, percent: 33 });
    expect(startedView()?.resume).toEqual({
      path: lessonUrl(started.lessons[1] as Lesson),
      lessonTitle: "Lesson B",
      isLastOpened: false,
    });

    // Opening lesson C records it; reopening it writes nothing.
    await openLesson(started.lessons[2] as Lesson, student.cookie);
    const recorded = await lastOpened(student.id, started.course.id);
    expect(recorded.last_lesson_id).toBe(started.lessons[2]?.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await openLesson(started.lessons[2] as Lesson, student.cookie);
    expect(await lastOpened(student.id, started.course.id)).toEqual(recorded);

    view = await myLearning(student);
    expect(startedView()?.resume).toEqual({
      path: lessonUrl(started.lessons[2] as Lesson),
      lessonTitle: "Lesson C",
      isLastOpened: true,
    });
    // The course opened last comes first; the untouched one starts at its first lesson.
    expect(view.inProgress.map((course) => course.name)).toEqual(["ISO 9001 Internal Auditor", "ISO 14001 Awareness"]);
    expect(view.inProgress[1]?.resume.path).toBe(lessonUrl(fresh.lessons[0] as Lesson));
    expect(view.completed).toHaveLength(1);
    expect(view.completed[0]).toMatchObject({ name: "ISO 45001 Foundations", completedOn: "3 Feb 2026" });

    // A deleted last lesson: Resume falls back to the first one still to do.
    await db
      .deleteFrom("lessons")
      .where("id", "=", started.lessons[2]?.id as string)
      .execute();
    view = await myLearning(student);
    expect(startedView()?.resume).toMatchObject({ path: lessonUrl(started.lessons[1] as Lesson), isLastOpened: false });
  });

  it("records no place for an instructor previewing a course", async () => {
    const instructor = await signedInAs("admin");
    const { course, lessons } = await courseOfThreeLessons();
    await openLesson(lessons[0] as Lesson, instructor.cookie);
    const rows = await getDb().selectFrom("enrolments").select("id").where("course_id", "=", course.id).execute();
    expect(rows).toEqual([]);
  });

  it("gives a student with nothing yet empty lists, and sends a visitor to sign in", async () => {
    const newcomer = await signedInAs("student");
    const view = await myLearning(newcomer);
    expect(view).toMatchObject({
      inProgress: [],
      completed: [],
      certificates: [],
      upcomingBookings: [],
      pastBookings: [],
    });
    const visitor = (await settle(() => myLearningRoute.loader(routeArgs(pageRequest("/my-learning"))))) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe("/sign-in?redirectTo=%2Fmy-learning");
  });
});

describe("My learning: certificates", () => {
  it("lists online certificates by account and CPD certificates by confirmed address, each downloadable by its owner", async () => {
    const student = await signedInAs("student", { name: "Nomsa Dube" });
    const other = await signedInAs("student");
    const { course, lessons } = await courseOfThreeLessons({ name: "ISO 9001 Lead Auditor", offers_certificate: 1 });
    await insertEnrolment(getDb(), course.id, student.id);
    for (const lesson of lessons) await completeLesson(lesson, student.cookie);
    // Issued to the student's address, in capitals: matched whatever the case.
    const cpd = await cpdCertificateFor(student.email.toUpperCase(), "Nomsa Dube");
    await cpdCertificateFor(other.email, "Someone Else");

    const view = await myLearning(student);
    expect(view.certificates.map((certificate) => [certificate.courseName, certificate.kind])).toEqual([
      ["HPCSA Ethics in Practice", "CPD course"],
      ["ISO 9001 Lead Auditor", "Online course"],
    ]);
    const online = view.certificates[1];
    const code = await getDb()
      .selectFrom("certificates")
      .select("verification_code")
      .where("id", "=", online?.id as string)
      .executeTakeFirstOrThrow();
    expect(online?.verifyUrl).toBe(`${getEnvironment().baseUrl}/verify/${code.verification_code}`);

    const download = async (user: SignedInUser, id: string) =>
      (await settle(() =>
        certificatePdfRoute.loader(
          routeArgs(pageRequest(`/certificates/${id}/pdf`, user.cookie), { certificateId: id }),
        ),
      )) as Response;
    for (const certificate of view.certificates) {
      const response = await download(student, certificate.id);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/pdf");
      expect((await download(other, certificate.id)).status).toBe(403);
    }

    // An address not confirmed proves nothing: the CPD certificate is neither listed nor served.
    await getDb().updateTable("user").set({ emailVerified: false }).where("id", "=", student.id).execute();
    const unconfirmed = await myLearning(student);
    expect(unconfirmed.certificates.map((certificate) => certificate.courseName)).toEqual(["ISO 9001 Lead Auditor"]);
    expect((await download(student, cpd.id)).status).toBe(403);
  });
});

describe("My learning: event bookings", () => {
  it("lists bookings by account and by confirmed address, upcoming first, and serves each .ics to its owner only", async () => {
    const student = await signedInAs("student");
    const other = await signedInAs("student");
    const db = getDb();
    const baseUrl = getEnvironment().baseUrl;
    const later = await insertEvent(db, { title: "Later webinar", dateFrom: daysFromToday(30) });
    const sooner = await insertEvent(db, { title: "Sooner webinar", dateFrom: daysFromToday(7) });
    const past = await insertEvent(db, { title: "Past webinar", dateFrom: daysFromToday(20) });
    const unrelated = await insertEvent(db, { title: "Someone else's webinar" });
    // Made while signed in with another address; made as a visitor with the account's address.
    const byAccount = await bookEvent(db, buildBookingInput(later.id, { email: "work@example.test" }), {
      baseUrl,
      userId: student.id,
    });
    const byEmail = await bookEvent(db, buildBookingInput(sooner.id, { email: student.email }), { baseUrl });
    const earlier = await bookEvent(db, buildBookingInput(past.id, { email: student.email }), { baseUrl });
    const othersBooking = await bookEvent(db, buildBookingInput(unrelated.id, { email: other.email }), { baseUrl });
    if (!byAccount.ok || !byEmail.ok || !earlier.ok || !othersBooking.ok) throw new Error("a booking was refused");
    // The third webinar has happened since.
    const yesterday = daysFromToday(-1);
    await db
      .updateTable("events")
      .set({ date_from: yesterday, date_to: yesterday })
      .where("id", "=", past.id)
      .execute();

    const view = await myLearning(student);
    expect(view.upcomingBookings.map((booking) => booking.eventTitle)).toEqual(["Sooner webinar", "Later webinar"]);
    expect(view.pastBookings.map((booking) => booking.eventTitle)).toEqual(["Past webinar"]);
    expect(view.upcomingBookings[0]?.icsPath).toBe(`/my-learning/bookings/${byEmail.bookingId}/invite.ics`);

    const ics = async (user: SignedInUser | null, bookingId: string) =>
      (await settle(() =>
        bookingInvitationRoute.loader(
          routeArgs(pageRequest(`/my-learning/bookings/${bookingId}/invite.ics`, user?.cookie), { bookingId }),
        ),
      )) as Response;
    const own = await ics(student, byAccount.bookingId);
    expect(own.status).toBe(200);
    expect(own.headers.get("Content-Type")).toContain("text/calendar");
    expect(own.headers.get("Content-Disposition")).toContain('filename="later-webinar-invite.ics"');
    const text = await own.text();
    expect(text).toContain("BEGIN:VEVENT");
    expect(text).toContain("SUMMARY:Later webinar");

    // Someone else's booking, an unknown id: not found either way; a visitor signs in first.
    expect((await ics(other, byAccount.bookingId)).status).toBe(404);
    expect((await ics(student, othersBooking.bookingId)).status).toBe(404);
    expect((await ics(student, "no-such-booking")).status).toBe(404);
    const visitor = await ics(null, byAccount.bookingId);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toContain("/sign-in?redirectTo=");
  });
});

describe("completion certificate through the viewer", () => {
  async function enrolledStudentIn(offersCertificate: boolean) {
    const student = await signedInAs("student");
    const built = await courseOfThreeLessons({
      name: "ISO 27001 Awareness",
      offers_certificate: offersCertificate ? 1 : 0,
    });
    await insertEnrolment(getDb(), built.course.id, student.id);
    return { student, ...built };
  }

  function certificatesOf(userId: string, courseId: string) {
    return getDb()
      .selectFrom("certificates")
      .selectAll()
      .where("user_id", "=", userId)
      .where("course_id", "=", courseId)
      .execute();
  }

  it("issues exactly one certificate and mails it once when the last lesson is completed", async () => {
    const { student, course, lessons } = await enrolledStudentIn(true);
    // Every lesson but one: nothing yet.
    await completeLesson(lessons[0] as Lesson, student.cookie);
    await completeLesson(lessons[2] as Lesson, student.cookie);
    expect(await certificatesOf(student.id, course.id)).toEqual([]);
    expect(await outboxTo(student.email)).toEqual([]);

    const last = (await completeLesson(lessons[1] as Lesson, student.cookie)) as Response;
    expect(last.status).toBe(302);
    // Completing lessons again, in any order, issues and mails nothing more.
    for (const lesson of lessons) await completeLesson(lesson, student.cookie);

    const certificates = await certificatesOf(student.id, course.id);
    expect(certificates).toHaveLength(1);
    expect(certificates[0]).toMatchObject({ source: "online", course_name: "ISO 27001 Awareness", revoked_at: null });
    const mail = await outboxTo(student.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe("Your certificate: ISO 27001 Awareness");
    const attachments = JSON.parse(mail[0]?.attachments_json ?? "[]") as Array<{ contentType: string }>;
    expect(attachments.map((attachment) => attachment.contentType)).toEqual(["application/pdf"]);

    // The viewer says so, with the way to My learning.
    const page = (await openLesson(lessons[1] as Lesson, student.cookie)) as { certificate: unknown };
    expect(page.certificate).toEqual({ verificationCode: certificates[0]?.verification_code });
    const view = await myLearning(student);
    expect(view.completed.map((completed) => completed.id)).toEqual([course.id]);
    expect(view.certificates.map((certificate) => certificate.id)).toEqual([certificates[0]?.id]);
  });

  it("issues and mails nothing for a course that offers no certificate", async () => {
    const { student, course, lessons } = await enrolledStudentIn(false);
    for (const lesson of lessons) await completeLesson(lesson, student.cookie);
    const enrolment = await lastOpened(student.id, course.id);
    expect(enrolment).toBeDefined();
    expect(await certificatesOf(student.id, course.id)).toEqual([]);
    expect(await outboxTo(student.email)).toEqual([]);
    const page = (await openLesson(lessons[2] as Lesson, student.cookie)) as {
      certificate: unknown;
      courseCompletedAt: string | null;
    };
    expect(page.courseCompletedAt).not.toBeNull();
    expect(page.certificate).toBeNull();
  });
});
