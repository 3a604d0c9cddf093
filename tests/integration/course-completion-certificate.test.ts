import { describe, expect, it } from "vitest";
import { renderCertificatePdf } from "~/features/certificates/certificate-file.server";
import {
  findCourseCompletionCertificate,
  issueCourseCompletionCertificate,
} from "~/features/certificates/completion-certificate.server";
import { findCourseReaderRelation } from "~/features/learning/course-readers.server";
import { COURSE_COMPLETION_REQUIREMENTS } from "~/features/learning/progress.server";
import { completeReaderLesson, submitReaderQuiz } from "~/features/learning/reader-actions.server";
import { createId } from "~/lib/ids";
import { getAuth, getDb } from "~/server/app-context.server";
import {
  insertBlock,
  insertChapter,
  insertCourse,
  insertEnrolment,
  insertLesson,
} from "~/server/factories/course-factory";
import { insertUser } from "~/server/factories/user-factory";
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
    const early = await issueCourseCompletionCertificate(
      db,
      { userId: student.id, courseId: course.id },
      COURSE_COMPLETION_REQUIREMENTS,
    );
    expect(early).toEqual({ issued: false, reason: "not-complete" });

    await completeLesson(student.id, lessons[1]!);
    const result = await issueCourseCompletionCertificate(
      db,
      { userId: student.id, courseId: course.id },
      COURSE_COMPLETION_REQUIREMENTS,
    );
    if (!result.issued) throw new Error(`not issued: ${result.reason}`);
    expect(result.isNew).toBe(true);
    // An online course carries no CPD points, so its number is not a CPD number (decision 0071-cpd-certificates).
    expect(result.certificate.certificate_number).toMatch(/^CERT-\d{4}-[A-Z2-9]{7}$/);

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
    const again = await issueCourseCompletionCertificate(
      db,
      { userId: student.id, courseId: course.id },
      COURSE_COMPLETION_REQUIREMENTS,
    );
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
    expect(
      await issueCourseCompletionCertificate(
        db,
        { userId: student.id, courseId: course.id },
        COURSE_COMPLETION_REQUIREMENTS,
      ),
    ).toEqual({
      issued: false,
      reason: "no-certificate-offered",
    });
    expect(
      await issueCourseCompletionCertificate(
        db,
        { userId: student.id, courseId: createId() },
        COURSE_COMPLETION_REQUIREMENTS,
      ),
    ).toEqual({
      issued: false,
      reason: "course-not-found",
    });
  });
});

/** Two questions, one right answer each (q1b, q2a). */
function twoQuestionQuiz(extra: Record<string, unknown> = {}) {
  return {
    questions: [
      {
        id: "q1",
        question: "Who approves the audit programme?",
        options: [
          { id: "q1a", text: "Any auditor", isCorrect: false },
          { id: "q1b", text: "Top management", isCorrect: true },
        ],
      },
      {
        id: "q2",
        question: "What is audit evidence?",
        options: [
          { id: "q2a", text: "Records", isCorrect: true },
          { id: "q2b", text: "Rumours", isCorrect: false },
        ],
      },
    ],
    ...extra,
  };
}

/** One chosen option per question, as the route hands the answers on (option ids by question id). */
function quizAnswers(answers: Record<string, string>) {
  return Object.fromEntries(Object.entries(answers).map(([questionId, optionId]) => [questionId, [optionId]]));
}

/** A course of two lessons with a quiz in the first, a student enrolled, finishing it as the viewer does. */
async function courseWithQuiz(quizContent: Record<string, unknown>) {
  const db = getDb();
  const student = await insertUser(getAuth(), db, { name: "Thandi Dube" });
  const { course, lessons } = await courseWithTwoLessons(true);
  const quiz = await insertBlock(db, lessons[0]!, {
    type: "quiz",
    title: "Check your understanding",
    content: quizContent,
  });
  await insertEnrolment(db, course.id, student.id);
  const place = { courseId: course.id, user: { id: student.id, role: "student" as const } };
  const relation = await findCourseReaderRelation(db, place.user, course.id);
  return {
    student,
    course,
    lessons,
    quiz,
    completeEveryLesson: async () => {
      for (const lesson of lessons) {
        const done = await completeReaderLesson(db, { ...place, lessonId: lesson.id }, relation);
        if (!done.ok) throw new Error(done.message);
      }
    },
    attempt: (answers: Record<string, string>) => submitReaderQuiz(db, place, quiz.id, quizAnswers(answers)),
    certificates: () =>
      db
        .selectFrom("certificates")
        .select("id")
        .where("course_id", "=", course.id)
        .where("user_id", "=", student.id)
        .execute(),
    completedAt: async () =>
      (
        await db
          .selectFrom("enrolments")
          .select("completed_at")
          .where("course_id", "=", course.id)
          .where("user_id", "=", student.id)
          .executeTakeFirstOrThrow()
      ).completed_at,
  };
}

describe("online course completion certificate: the course's quizzes", () => {
  it("is not issued after a failed attempt (0/2), and is issued when an attempt reaches the pass mark", async () => {
    const world = await courseWithQuiz(twoQuestionQuiz({ passMark: 50 }));
    const failed = await world.attempt({ q1: "q1a", q2: "q2b" });
    if (!failed.ok || !("feedback" in failed.reply)) throw new Error("the attempt was not recorded");
    expect(failed.reply.feedback).toMatchObject({ score: 0, maxScore: 2, passed: false });

    await world.completeEveryLesson();
    expect(await world.completedAt()).toBeNull();
    expect(await world.certificates()).toEqual([]);
    const direct = await issueCourseCompletionCertificate(
      getDb(),
      { userId: world.student.id, courseId: world.course.id },
      COURSE_COMPLETION_REQUIREMENTS,
    );
    expect(direct).toEqual({ issued: false, reason: "quiz-not-passed" });

    // 1 of 2 is 50 %: the pass mark. The pass finishes the course, with its certificate.
    const passed = await world.attempt({ q1: "q1b", q2: "q2b" });
    if (!passed.ok || !("feedback" in passed.reply)) throw new Error("the attempt was not recorded");
    expect(passed.reply.feedback).toMatchObject({ score: 1, passed: true });
    expect(await world.completedAt()).not.toBeNull();
    expect(await world.certificates()).toHaveLength(1);
  });

  it("tells the student which quiz to pass when the last lesson is completed without it", async () => {
    const world = await courseWithQuiz(twoQuestionQuiz({ passMark: 100 }));
    await world.attempt({ q1: "q1b", q2: "q2b" });
    const db = getDb();
    const place = { courseId: world.course.id, user: { id: world.student.id, role: "student" as const } };
    const relation = await findCourseReaderRelation(db, place.user, world.course.id);
    await completeReaderLesson(db, { ...place, lessonId: world.lessons[0]!.id }, relation);
    const last = await completeReaderLesson(db, { ...place, lessonId: world.lessons[1]!.id }, relation);
    if (!last.ok) throw new Error(last.message);
    expect(last.toast?.message).toBe(
      'Lesson completed. To finish the course, pass the quiz "Check your understanding".',
    );
    expect(last.redirectTo).toContain(world.lessons[0]!.id);
    expect(await world.certificates()).toEqual([]);
  });

  it("needs a submitted attempt of a quiz without a pass mark (any score)", async () => {
    const world = await courseWithQuiz(twoQuestionQuiz());
    await world.completeEveryLesson();
    expect(await world.certificates()).toEqual([]);
    expect(await world.completedAt()).toBeNull();
    await world.attempt({ q1: "q1a", q2: "q2b" });
    expect(await world.certificates()).toHaveLength(1);
  });

  it("does not count a quiz with no questions", async () => {
    const world = await courseWithQuiz({ questions: [], passMark: 80 });
    await world.completeEveryLesson();
    expect(await world.certificates()).toHaveLength(1);
  });
});

describe("completing the last lesson in reading order", () => {
  it("says how many lessons are left and opens the first of them, down to the course's completion", async () => {
    const db = getDb();
    const student = await insertUser(getAuth(), db);
    const course = await insertCourse(db, { offers_certificate: 0 });
    const chapter = await insertChapter(db, course.id);
    const lessons = [
      await insertLesson(db, chapter, { position: 1 }),
      await insertLesson(db, chapter, { position: 2 }),
      await insertLesson(db, chapter, { position: 3 }),
    ];
    await insertEnrolment(db, course.id, student.id);
    const place = { courseId: course.id, user: { id: student.id, role: "student" as const } };
    const relation = await findCourseReaderRelation(db, place.user, course.id);
    const complete = async (index: number) => {
      const step = await completeReaderLesson(db, { ...place, lessonId: lessons[index]!.id }, relation);
      if (!step.ok) throw new Error(step.message);
      return step;
    };

    const skippedTwo = await complete(2);
    expect(skippedTwo.toast?.message).toBe("Lesson completed. 2 lessons left to finish the course.");
    expect(skippedTwo.redirectTo).toBe(`/course/${course.id}/${chapter.id}/${lessons[0]!.id}`);

    const first = await complete(0);
    expect(first.toast).toBeNull();
    expect(first.redirectTo).toContain(lessons[1]!.id);

    const again = await complete(2);
    expect(again.toast?.message).toBe("Lesson completed. 1 lesson left to finish the course.");
    expect(again.redirectTo).toContain(lessons[1]!.id);

    const last = await complete(1);
    expect(last.toast?.message).toBe("Congratulations! You have completed this course.");

    const afterwards = await complete(2);
    expect(afterwards.toast?.message).toBe("Lesson completed. Course complete.");
    expect(afterwards.redirectTo).toContain(lessons[2]!.id);
  });
});
