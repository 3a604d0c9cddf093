import { describe, expect, it } from "vitest";
import * as essayMarkingRoute from "~/routes/assessment/essay-marking";
import * as essayQueueRoute from "~/routes/assessment/essay-queue";
import * as questionBankApi from "~/routes/instructor/question-bank-api";
import * as courseViewerRoute from "~/routes/learn/course-viewer";
import { getDb } from "~/server/app-context.server";
import { assignAssessmentStaff } from "~/server/factories/assessment-factory";
import {
  addCourseInstructor,
  insertBlock,
  insertChapter,
  insertCourse,
  insertEnrolment,
  insertLesson,
} from "~/server/factories/course-factory";
import {
  bankSettings,
  essay,
  insertQuestion,
  insertQuestionCategory,
  singleChoice,
} from "~tests/support/bank-quiz-samples";
import { dataOf, pageRequest, routeArgs, settle, TEST_ORIGIN } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";

/** A form POST with repeated fields, as a browser sends several values under one name. */
function postForm(pathname: string, fields: Array<[string, string]>, cookie: string): Request {
  return new Request(`${TEST_ORIGIN}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: TEST_ORIGIN, Cookie: cookie },
    body: new URLSearchParams(fields),
  });
}

async function courseWithEssayQuiz() {
  const db = getDb();
  const course = await insertCourse(db, { name: "ISO 9001 Lead Auditor", offers_certificate: 0 });
  const chapter = await insertChapter(db, course.id);
  const lesson = await insertLesson(db, chapter);
  const categoryId = await insertQuestionCategory(db, course.id, "Findings");
  const choiceId = await insertQuestion(db, categoryId, singleChoice("Who approves the audit programme?", 2), {
    title: "Approval",
  });
  const essayId = await insertQuestion(db, categoryId, essay("Describe a nonconformity.", 8), {
    title: "A nonconformity",
  });
  const block = await insertBlock(db, lesson, {
    type: "quiz",
    title: "Final check",
    content: {
      source: "bank",
      bank: bankSettings({ fixedQuestionIds: [choiceId, essayId], passMark: 50 }),
      questions: [],
    },
  });
  const learner = await signedInAs("student");
  await insertEnrolment(db, course.id, learner.id);
  await db
    .insertInto("lesson_completions")
    .values({ user_id: learner.id, lesson_id: lesson.id, course_id: course.id, completed_at: new Date().toISOString() })
    .execute();
  const instructor = await signedInAs("instructor");
  await addCourseInstructor(db, course.id, instructor.id);
  const assessor = await signedInAs("student", { name: "Anele Assessor" });
  await assignAssessmentStaff(db, { courseId: course.id, userId: assessor.id, role: "assessor" });
  const admin = await signedInAs("admin");
  const lessonPath = `/course/${course.id}/${chapter.id}/${lesson.id}`;
  const params = { courseId: course.id, chapterId: chapter.id, lessonId: lesson.id };
  return { db, course, lesson, block, learner, instructor, assessor, admin, lessonPath, params, choiceId, essayId };
}

describe("a bank quiz through the course viewer and the essay marking pages", () => {
  it("starts, submits, is marked by the course's assessor only, and finishes the course", async () => {
    const world = await courseWithEssayQuiz();
    const { db, course, block, learner, lessonPath, params } = world;
    const viewer = (fields: Array<[string, string]>) =>
      settle(() => courseViewerRoute.action(routeArgs(postForm(lessonPath, fields, learner.cookie), params)));

    expect(
      dataOf(
        await viewer([
          ["intent", "start-quiz-attempt"],
          ["blockId", block.id],
        ]),
      ).status,
    ).toBe(200);
    const attempt = await db
      .selectFrom("assessment_attempts")
      .selectAll()
      .where("user_id", "=", learner.id)
      .executeTakeFirstOrThrow();

    // A field for a question the attempt did not ask is refused with the message, nothing saved.
    const foreign = dataOf<{ message: string }>(
      await viewer([
        ["intent", "submit-quiz-attempt"],
        ["blockId", block.id],
        ["attemptId", attempt.id],
        ["bq:not-shown", "x"],
      ]),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.data.message).toContain("did not ask");

    const submitted = await viewer([
      ["intent", "submit-quiz-attempt"],
      ["blockId", block.id],
      ["attemptId", attempt.id],
      [`bq:${world.choiceId}`, "right"],
      [`bq:${world.essayId}`, "The calibration record for the torque wrench was missing."],
    ]);
    expect(dataOf(submitted).status).toBe(200);
    const awaiting = await db
      .selectFrom("assessment_attempts")
      .selectAll()
      .where("id", "=", attempt.id)
      .executeTakeFirstOrThrow();
    expect(awaiting).toMatchObject({ status: "awaiting-marking", score: 2 });

    // The queue lists it for anyone who reads the course's assessment.
    const queuePath = `/course-assessment/${course.id}/essays`;
    const queue = (await essayQueueRoute.loader(
      routeArgs(pageRequest(queuePath, world.instructor.cookie), { courseId: course.id }),
    )) as {
      page: { items: Array<{ attemptId: string; quizTitle: string }> };
    };
    expect(queue.page.items).toEqual([expect.objectContaining({ attemptId: attempt.id, quizTitle: "Final check" })]);

    const markingPath = `${queuePath}/${attempt.id}`;
    const markingParams = { courseId: course.id, attemptId: attempt.id };
    const page = await essayMarkingRoute.loader(
      routeArgs(pageRequest(markingPath, world.instructor.cookie), markingParams),
    );
    expect(page.canMark).toBe(false);
    expect(page.attempt.essays[0]).toMatchObject({
      answerText: "The calibration record for the torque wrench was missing.",
      markingGuideHtml: "<p>Names the audit criteria and the evidence.</p>",
      maxPoints: 8,
    });

    const mark = (cookie: string, fields: Array<[string, string]>) =>
      settle(() => essayMarkingRoute.action(routeArgs(postForm(markingPath, fields, cookie), markingParams)));
    const markFields: Array<[string, string]> = [
      ["version", String(awaiting.version)],
      [`points-${world.essayId}`, "6"],
      [`comment-${world.essayId}`, "Clear finding; cite the clause next time."],
    ];
    // The course's instructor and an admin read the attempt but are not its assessors.
    for (const outsider of [world.instructor, world.admin]) {
      const refused = await mark(outsider.cookie, markFields);
      expect(refused).toBeInstanceOf(Response);
      expect((refused as Response).status).toBe(403);
    }
    expect(
      (await db.selectFrom("attempt_question_marks").selectAll().execute()).filter(
        (row) => row.attempt_id === attempt.id,
      ),
    ).toEqual([]);

    const tooMany = dataOf<{ fieldErrors: Record<string, string> }>(
      await mark(world.assessor.cookie, [
        ["version", String(awaiting.version)],
        [`points-${world.essayId}`, "80"],
      ]),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.data.fieldErrors[`points-${world.essayId}`]).toBe("Enter the points as a whole number from 0 to 8.");

    const saved = await mark(world.assessor.cookie, markFields);
    expect((saved as Response).status).toBe(302);
    expect((saved as Response).headers.get("Location")).toBe(queuePath);
    const completed = await db
      .selectFrom("assessment_attempts")
      .selectAll()
      .where("id", "=", attempt.id)
      .executeTakeFirstOrThrow();
    expect(completed).toMatchObject({ status: "completed", score: 8, passed: 1 });
    const enrolment = await db
      .selectFrom("enrolments")
      .select("completed_at")
      .where("course_id", "=", course.id)
      .where("user_id", "=", learner.id)
      .executeTakeFirstOrThrow();
    expect(enrolment.completed_at).not.toBeNull();

    // A second save at the old version (another assessor's tab) is told, not saved.
    const late = dataOf<{ formError: string }>(await mark(world.assessor.cookie, markFields));
    expect(late.status).toBe(410);

    // The learner's lesson now shows the mark and the assessor's comment.
    const lesson = (await courseViewerRoute.loader(routeArgs(pageRequest(lessonPath, learner.cookie), params))) as {
      blocks?: unknown;
    };
    expect(JSON.stringify(lesson)).toContain("Clear finding; cite the clause next time.");
  });

  it("gives the quiz editor the course's and the shared bank's categories, never another course's", async () => {
    const world = await courseWithEssayQuiz();
    const otherCourse = await insertCourse(getDb(), { name: "Another course" });
    await insertQuestionCategory(getDb(), otherCourse.id, "Not ours");
    const shared = await insertQuestionCategory(getDb(), null, "Shared basics");
    await insertQuestion(getDb(), shared, singleChoice("Shared one"));
    const path = `/api/courses/${world.course.id}/question-bank?ids=${world.essayId}`;
    const answer = dataOf<{
      categories: Array<{ name: string; questionCount: number; isShared: boolean }>;
      chosen: Array<{ title: string }>;
    }>(
      await questionBankApi.loader(
        routeArgs(pageRequest(path, world.instructor.cookie), { courseId: world.course.id }),
      ),
    ).data;
    const names = answer.categories.map((category) => category.name);
    expect(names).toContain("Findings");
    expect(names).toContain("Shared basics");
    expect(names).not.toContain("Not ours");
    expect(answer.categories.find((category) => category.name === "Findings")?.questionCount).toBe(2);
    expect(answer.chosen.map((question) => question.title)).toEqual(["A nonconformity"]);
    const refused = await settle(() =>
      questionBankApi.loader(routeArgs(pageRequest(path, world.learner.cookie), { courseId: world.course.id })),
    );
    expect((refused as Response).status).toBe(403);
  });
});
