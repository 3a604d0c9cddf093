import { describe, expect, it } from "vitest";
import { issueCourseCompletionCertificate } from "~/features/certificates/completion-certificate.server";
import { loadCourseSettings } from "~/features/courses/course-settings.server";
import { courseSettingsSchema } from "~/features/courses/courses.schema";
import { saveCourseSettings } from "~/features/courses/courses.server";
import { findCourseReaderRelation } from "~/features/learning/course-readers.server";
import { COURSE_COMPLETION_REQUIREMENTS, finishCourseIfDone } from "~/features/learning/progress.server";
import { completeReaderLesson } from "~/features/learning/reader-actions.server";
import { getAuth, getDb } from "~/server/app-context.server";
import {
  insertAssessmentAttempt,
  insertAssignmentMark,
  insertAssignmentSubmission,
} from "~/server/factories/assessment-factory";
import {
  insertBlock,
  insertChapter,
  insertCourse,
  insertEnrolment,
  insertLesson,
} from "~/server/factories/course-factory";
import { insertUser } from "~/server/factories/user-factory";

const ESSAY = {
  questionId: "bank-q1",
  content: {
    type: "essay" as const,
    stemHtml: "<p>Explain the audit cycle.</p>",
    feedbackHtml: "",
    points: 4,
    markingGuideHtml: "",
    maxWords: null,
  },
};

type Flags = { lessons?: boolean; quizzes?: boolean; assignments?: boolean };

/** A course of two lessons offering a certificate, with a bank quiz and an assignment in the first lesson. */
async function courseWithAssessment(flags: Flags = {}) {
  const db = getDb();
  const student = await insertUser(getAuth(), db, { name: "Lerato Mokoena" });
  const course = await insertCourse(db, {
    offers_certificate: 1,
    requires_all_lessons: flags.lessons === false ? 0 : 1,
    requires_quizzes_passed: flags.quizzes === false ? 0 : 1,
    requires_assignments_competent: flags.assignments === false ? 0 : 1,
  });
  const chapter = await insertChapter(db, course.id);
  const lessons = [await insertLesson(db, chapter), await insertLesson(db, chapter, { position: 2 })];
  const quiz = await insertBlock(db, lessons[0]!, {
    type: "quiz",
    title: "Audit principles quiz",
    content: { questions: [] },
  });
  const assignment = await insertBlock(db, lessons[0]!, {
    type: "assignment",
    title: "Audit plan",
    position: 2,
    content: {},
  });
  await insertEnrolment(db, course.id, student.id);
  const member = { userId: student.id, courseId: course.id };
  const place = { courseId: course.id, user: { id: student.id, role: "student" as const } };
  return {
    course,
    student,
    lessons,
    member,
    attemptQuiz: (passed: boolean) =>
      insertAssessmentAttempt(db, {
        blockId: quiz.id,
        courseId: course.id,
        userId: student.id,
        questions: [ESSAY],
        score: passed ? 4 : 1,
        passed,
      }),
    submitAssignment: () =>
      insertAssignmentSubmission(db, { blockId: assignment.id, courseId: course.id, userId: student.id }),
    completeLesson: async (index: number) => {
      const relation = await findCourseReaderRelation(db, place.user, course.id);
      const step = await completeReaderLesson(db, { ...place, lessonId: lessons[index]!.id }, relation);
      if (!step.ok) throw new Error(step.message);
      return step;
    },
    certificates: () =>
      db
        .selectFrom("certificates")
        .select("id")
        .where("course_id", "=", course.id)
        .where("user_id", "=", student.id)
        .execute(),
  };
}

describe("certificate requirements", () => {
  it("by default wait for the bank quiz to be passed and the assignment marked competent, and say so", async () => {
    const world = await courseWithAssessment();
    await world.attemptQuiz(false);
    const submission = await world.submitAssignment();
    await world.completeLesson(0);
    const last = await world.completeLesson(1);
    expect(last.toast?.message).toBe(
      'Lesson completed. To finish the course, pass the quiz "Audit principles quiz", and have the assignment "Audit plan" marked competent.',
    );
    expect(last.redirectTo).toContain(world.lessons[0]!.id);
    expect(await world.certificates()).toEqual([]);

    await world.attemptQuiz(true);
    const quizPassed = await finishCourseIfDone(getDb(), world.member);
    expect(quizPassed.finishedCourse).toBe(false);
    expect(quizPassed.assignmentsNotCompetent.map((assignment) => assignment.title)).toEqual(["Audit plan"]);
    expect(await issueCourseCompletionCertificate(getDb(), world.member, COURSE_COMPLETION_REQUIREMENTS)).toEqual({
      issued: false,
      reason: "assignment-not-competent",
    });

    await insertAssignmentMark(getDb(), {
      submissionId: submission.id,
      outcome: "not-yet-competent",
      markedByUserId: null,
    });
    expect((await finishCourseIfDone(getDb(), world.member)).finishedCourse).toBe(false);
    // A resubmission marked competent: the latest submission decides.
    const again = await world.submitAssignment();
    await insertAssignmentMark(getDb(), { submissionId: again.id, outcome: "competent", markedByUserId: null });
    expect((await finishCourseIfDone(getDb(), world.member)).finishedCourse).toBe(true);
    expect(await world.certificates()).toHaveLength(1);
  });

  it("finish without a competent assignment when the course does not require it", async () => {
    const world = await courseWithAssessment({ assignments: false });
    await world.attemptQuiz(true);
    await world.completeLesson(0);
    const last = await world.completeLesson(1);
    expect(last.toast?.message).toBe(
      "Congratulations! You have completed this course. Your certificate is ready in My learning, and on its way by email.",
    );
    expect(await world.certificates()).toHaveLength(1);
  });

  it("finish without a passed quiz when the course does not require it, naming only the assignment", async () => {
    const world = await courseWithAssessment({ quizzes: false });
    await world.attemptQuiz(false);
    await world.completeLesson(0);
    const last = await world.completeLesson(1);
    expect(last.toast?.message).toBe(
      'Lesson completed. To finish the course, have the assignment "Audit plan" marked competent.',
    );
    const submission = await world.submitAssignment();
    await insertAssignmentMark(getDb(), { submissionId: submission.id, outcome: "competent", markedByUserId: null });
    expect((await finishCourseIfDone(getDb(), world.member)).finishedCourse).toBe(true);
    expect(await world.certificates()).toHaveLength(1);
  });

  it("finish with lessons left open when every lesson is not required", async () => {
    const world = await courseWithAssessment({ lessons: false });
    await world.attemptQuiz(true);
    const submission = await world.submitAssignment();
    await insertAssignmentMark(getDb(), { submissionId: submission.id, outcome: "competent", markedByUserId: null });
    expect((await finishCourseIfDone(getDb(), world.member)).finishedCourse).toBe(true);
    expect(await world.certificates()).toHaveLength(1);
  });

  it("with every lesson required, nothing finishes before the last lesson", async () => {
    const world = await courseWithAssessment({ quizzes: false, assignments: false });
    expect((await finishCourseIfDone(getDb(), world.member)).finishedCourse).toBe(false);
    expect(await issueCourseCompletionCertificate(getDb(), world.member, COURSE_COMPLETION_REQUIREMENTS)).toEqual({
      issued: false,
      reason: "not-complete",
    });
  });

  it("are three ticks of the course settings, on by default and kept when a form does not send them", async () => {
    const db = getDb();
    const course = await insertCourse(db);
    const page = await loadCourseSettings(db, course.id, { studentSearch: "", enrolled: { search: "", after: null } });
    if (!page.ok) throw new Error(page.message);
    expect(page.course.certificateRequires).toEqual({
      allLessons: true,
      quizzesPassed: true,
      assignmentsCompetent: true,
    });

    const fields = {
      name: course.name,
      title: course.title,
      subtitle: "",
      type: "certification",
      coverUrl: "",
      descriptionHtml: "",
      outcome: "",
      requirements: "",
      slug: course.slug,
    };
    const sent = courseSettingsSchema.parse({
      ...fields,
      certificateRequirements: "1",
      requiresAllLessons: "on",
      version: String(course.version),
    });
    const saved = await saveCourseSettings(db, course.id, sent);
    if (!saved.ok) throw new Error(saved.message);
    const after = await loadCourseSettings(db, course.id, { studentSearch: "", enrolled: { search: "", after: null } });
    if (!after.ok) throw new Error(after.message);
    expect(after.course.certificateRequires).toEqual({
      allLessons: true,
      quizzesPassed: false,
      assignmentsCompetent: false,
    });

    const withoutSection = courseSettingsSchema.parse({ ...fields, version: String(saved.version) });
    expect((await saveCourseSettings(db, course.id, withoutSection)).ok).toBe(true);
    const kept = await loadCourseSettings(db, course.id, { studentSearch: "", enrolled: { search: "", after: null } });
    if (!kept.ok) throw new Error(kept.message);
    expect(kept.course.certificateRequires).toEqual({
      allLessons: true,
      quizzesPassed: false,
      assignmentsCompetent: false,
    });
  });
});
