import { describe, expect, it } from "vitest";
import { renderCertificatePdf } from "~/features/certificates/certificate-file.server";
import {
  findCourseCompletionCertificate,
  issueCourseCompletionCertificate,
} from "~/features/certificates/completion-certificate.server";
import { createId } from "~/lib/ids";
import { getAuth, getDb } from "~/server/app-context.server";
import { insertChapter, insertCourse, insertEnrolment, insertLesson } from "~db/factories/course-factory";
import { insertUser } from "~db/factories/user-factory";
import { pdfToText } from "~tests/support/pdf-text";

async function completeLesson(userId: string, lesson: { id: string; course_id: string }) {
  await getDb()
    .insertInto("lesson_completions")
    .values({
      user_id: userId,
      lesson_id: lesson.id,
      course_id: lesson.course_id,
      completed_at: new Date().toISOString(),
    })
    .execute();
}

async function courseWithTwoLessons(offersCertificate: boolean) {
  const db = getDb();
  const course = await insertCourse(db, {
    name: "ISO 45001:2018 Lead Implementer",
    offers_certificate: offersCertificate ? 1 : 0,
  });
  const chapter = await insertChapter(db, course.id);
  const lessons = [await insertLesson(db, chapter), await insertLesson(db, chapter, { position: 2 })];
  return { course, lessons };
}

describe("online course completion certificate", () => {
  it("is issued once every lesson is completed, mailed with the PDF, and not twice", async () => {
    const db = getDb();
    const student = await insertUser(getAuth(), db, { name: "Ayanda Nkosi" });
    const { course, lessons } = await courseWithTwoLessons(true);
    await insertEnrolment(db, course.id, student.id);

    await completeLesson(student.id, lessons[0]!);
    const early = await issueCourseCompletionCertificate(db, { userId: student.id, courseId: course.id });
    expect(early).toEqual({ issued: false, reason: "not-complete" });

    await completeLesson(student.id, lessons[1]!);
    const result = await issueCourseCompletionCertificate(db, { userId: student.id, courseId: course.id });
    if (!result.issued) throw new Error(`not issued: ${result.reason}`);
    expect(result.isNew).toBe(true);
    expect(result.certificate.certificate_number).toMatch(/^CPD-\d{4}-[A-Z2-9]{7}$/);

    const mail = await db.selectFrom("outbox").selectAll().where("to_email", "=", student.email).execute();
    expect(mail).toHaveLength(1);
    const attachments = JSON.parse(mail[0]!.attachments_json) as Array<{ contentType: string; contentBase64: string }>;
    expect(attachments[0]?.contentType).toBe("application/pdf");
    const text = pdfToText(Buffer.from(attachments[0]!.contentBase64, "base64"));
    expect(text).toContain("Ayanda Nkosi");
    expect(text).toContain("ISO 45001:2018 Lead Implementer");
    expect(text).toContain(result.certificate.certificate_number);

    expect(await findCourseCompletionCertificate(db, { userId: student.id, courseId: course.id })).toMatchObject({
      id: result.certificate.id,
      verification_code: result.certificate.verification_code,
    });
    const again = await issueCourseCompletionCertificate(db, { userId: student.id, courseId: course.id });
    expect(again).toMatchObject({ issued: true, isNew: false });
    if (again.issued) expect(again.certificate.id).toBe(result.certificate.id);
    const pdf = await renderCertificatePdf(db, [result.certificate]);
    expect(pdfToText(pdf)).toContain(`/verify/${result.certificate.verification_code}`);
  });

  it("is not issued for a course that offers no certificate or an unknown course", async () => {
    const db = getDb();
    const student = await insertUser(getAuth(), db);
    const { course, lessons } = await courseWithTwoLessons(false);
    for (const lesson of lessons) await completeLesson(student.id, lesson);
    expect(await issueCourseCompletionCertificate(db, { userId: student.id, courseId: course.id })).toEqual({
      issued: false,
      reason: "no-certificate-offered",
    });
    expect(await issueCourseCompletionCertificate(db, { userId: student.id, courseId: createId() })).toEqual({
      issued: false,
      reason: "course-not-found",
    });
  });
});
