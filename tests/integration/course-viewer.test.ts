import { beforeAll, describe, expect, it } from "vitest";
import * as courseViewerRoute from "~/routes/learn/course-viewer";
import * as uploadFileRoute from "~/routes/resources/upload-file";
import { getDb } from "~/server/app-context.server";
import {
  addCourseInstructor,
  insertBlock,
  insertChapter,
  insertCourse,
  insertEnrolment,
  insertLesson,
} from "~/server/factories/course-factory";
import { dataOf, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { AUDIT_PROGRAMME_QUESTION } from "~tests/support/sample-quiz";
import { MINIMAL_PDF, savePdfUpload, saveTestUpload } from "~tests/support/sample-uploads";
import { signedInAs } from "~tests/support/sign-in";
import { samplePptx } from "../e2e/support/sample-files";

/**
 * A course of two chapters: the first with lessons A (text, quiz, survey, pdf) and B, the second
 * with lesson C; an instructor, an enrolled student and the lesson's PDF file.
 */
async function buildCourse(overrides: Parameters<typeof insertCourse>[1] = {}) {
  const db = getDb();
  const instructor = await signedInAs("instructor");
  const course = await insertCourse(db, overrides);
  await addCourseInstructor(db, course.id, instructor.id);
  const firstChapter = await insertChapter(db, course.id, { title: "Planning the audit", position: 1 });
  const secondChapter = await insertChapter(db, course.id, { title: "Reporting findings", position: 2 });
  const lessonA = await insertLesson(db, firstChapter, { title: "The audit programme", position: 1 });
  const lessonB = await insertLesson(db, firstChapter, { title: "Audit checklists", position: 2 });
  const lessonC = await insertLesson(db, secondChapter, { title: "Writing nonconformities", position: 1 });
  const pdfUpload = await savePdfUpload(null, "audit-checklist.pdf");
  await insertBlock(db, lessonA, { type: "text", position: 1, content: { html: "<p>Plan the programme yearly.</p>" } });
  const quiz = await insertBlock(db, lessonA, {
    type: "quiz",
    title: "Check your understanding",
    position: 2,
    content: {
      questions: [
        AUDIT_PROGRAMME_QUESTION,
        {
          id: "q2",
          question: "Which are audit evidence?",
          options: [
            { id: "q2a", text: "Records", isCorrect: true },
            { id: "q2b", text: "Rumours", isCorrect: false },
            { id: "q2c", text: "Interviews", isCorrect: true },
          ],
        },
      ],
    },
  });
  const survey = await insertBlock(db, lessonA, {
    type: "survey",
    title: "Your experience",
    position: 3,
    content: {
      questions: [
        {
          id: "s1",
          question: "How often do you audit?",
          kind: "choice",
          choices: [
            { id: "s1a", text: "Monthly" },
            { id: "s1b", text: "Yearly" },
          ],
        },
        { id: "s2", question: "What is hardest?", kind: "text", choices: [] },
      ],
    },
  });
  await insertBlock(db, lessonA, {
    type: "pdf",
    position: 4,
    content: { url: `/uploads/${pdfUpload.stored_name}`, fileName: "audit-checklist.pdf" },
  });
  const student = await signedInAs("student");
  await insertEnrolment(db, course.id, student.id);
  return {
    course,
    instructor,
    student,
    firstChapter,
    secondChapter,
    lessonA,
    lessonB,
    lessonC,
    quiz,
    survey,
    pdfUpload,
  };
}

type Built = Awaited<ReturnType<typeof buildCourse>>;

function lessonUrl(built: Built, lesson: Built["lessonA"]) {
  return `/course/${built.course.id}/${lesson.chapter_id}/${lesson.id}`;
}

function lessonParams(built: Built, lesson: Built["lessonA"]) {
  return { courseId: built.course.id, chapterId: lesson.chapter_id, lessonId: lesson.id };
}

async function loadPage(built: Built, lesson: Built["lessonA"], cookie?: string) {
  return settle(() =>
    courseViewerRoute.loader(routeArgs(pageRequest(lessonUrl(built, lesson), cookie), lessonParams(built, lesson))),
  );
}

async function post(
  built: Built,
  lesson: Built["lessonA"],
  fields: Record<string, string | string[]>,
  cookie?: string,
) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
  }
  const request = new Request(`http://localhost:3000${lessonUrl(built, lesson)}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "http://localhost:3000",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body,
  });
  return settle(() => courseViewerRoute.action(routeArgs(request, lessonParams(built, lesson))));
}

let built: Built;
beforeAll(async () => {
  built = await buildCourse();
});

describe("course viewer: opening a course", () => {
  it("with no chapter in the URL opens the first chapter's first lesson, replacing the address", async () => {
    const result = (await settle(() =>
      courseViewerRoute.loader(
        routeArgs(pageRequest(`/course/${built.course.id}`, built.student.cookie), { courseId: built.course.id }),
      ),
    )) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(lessonUrl(built, built.lessonA));
    expect(result.headers.get("X-Remix-Replace")).toBe("true");
  });

  it("with a chapter but no lesson opens that chapter's first lesson", async () => {
    const result = (await settle(() =>
      courseViewerRoute.loader(
        routeArgs(pageRequest(`/course/${built.course.id}/${built.secondChapter.id}`, built.student.cookie), {
          courseId: built.course.id,
          chapterId: built.secondChapter.id,
        }),
      ),
    )) as Response;
    expect(result.headers.get("Location")).toBe(lessonUrl(built, built.lessonC));
  });

  it("answers 404 for a lesson of another chapter and for an unknown course", async () => {
    const mixed = (await settle(() =>
      courseViewerRoute.loader(
        routeArgs(pageRequest("/x", built.student.cookie), {
          courseId: built.course.id,
          chapterId: built.secondChapter.id,
          lessonId: built.lessonA.id,
        }),
      ),
    )) as Response;
    expect(mixed.status).toBe(404);
    const unknown = (await settle(() =>
      courseViewerRoute.loader(routeArgs(pageRequest("/x", built.student.cookie), { courseId: "nosuchcour" })),
    )) as Response;
    expect(unknown.status).toBe(404);
  });

  it("sends a CPD course's id on to its form, which shares the course/{id} path (decision 0006)", async () => {
    const now = new Date().toISOString();
    await getDb()
      .insertInto("cpd_courses")
      .values({
        id: "cpdcourse1",
        course_name: "Infection Prevention and Control",
        course_description: "",
        instructor_name: "Dr Zanele Mthembu",
        instructor_signature_url: "",
        facilitator_name: "",
        facilitator_organization: "",
        location: "Durban",
        allocated_points: "3",
        clinical_points: "3",
        ethics_points: "0",
        provider_activity_number: "",
        course_code: "IPC-01",
        duration: "1 day",
        accreditor: "",
        cpd_level: "",
        activity_start_date: "",
        activity_end_date: "",
        created_by_user_id: null,
        created_at: now,
        updated_at: now,
        version: 1,
      })
      .execute();
    const result = (await settle(() =>
      courseViewerRoute.loader(
        routeArgs(pageRequest("/course/cpdcourse1", built.instructor.cookie), { courseId: "cpdcourse1" }),
      ),
    )) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/course/cpdcourse1/edit");
  });
});

describe("course viewer: who reads the lessons", () => {
  it("shows visitors and signed-in students who are not enrolled only the overview", async () => {
    const outsider = await signedInAs("student");
    const otherInstructor = await signedInAs("instructor");
    for (const cookie of [undefined, outsider.cookie, otherInstructor.cookie]) {
      const page = (await loadPage(built, built.lessonA, cookie)) as Awaited<
        ReturnType<typeof courseViewerRoute.loader>
      >;
      expect(page.kind).toBe("overview");
      const json = JSON.stringify(page);
      expect(json).toContain("The audit programme");
      expect(json).toContain("Reporting findings");
      expect(json).not.toContain("Plan the programme yearly");
      expect(json).not.toContain("Who approves the audit programme");
      expect(json).not.toContain("/uploads/");
    }
  });

  it("lets the enrolled student read the lesson, without the quiz's answers", async () => {
    const page = (await loadPage(built, built.lessonA, built.student.cookie)) as Awaited<
      ReturnType<typeof courseViewerRoute.loader>
    >;
    if (page.kind !== "reader") throw new Error(`expected the reader, got ${page.kind}`);
    expect(page.canEdit).toBe(false);
    expect(page.lesson?.blocks.map((block) => block.type)).toEqual(["text", "quiz", "survey", "pdf"]);
    expect(JSON.stringify(page)).not.toContain("isCorrect");
    const quiz = page.lesson?.blocks.find((block) => block.type === "quiz");
    expect(quiz && "content" in quiz && JSON.stringify(quiz.content)).toContain("Top management");
  });

  it("lets the course's instructor and an admin read it and offers them 'Back to edit'", async () => {
    const admin = await signedInAs("admin");
    for (const cookie of [built.instructor.cookie, admin.cookie]) {
      const page = (await loadPage(built, built.lessonA, cookie)) as Awaited<
        ReturnType<typeof courseViewerRoute.loader>
      >;
      expect(page.kind).toBe("reader");
      expect(page.kind === "reader" && page.canEdit).toBe(true);
    }
  });

  it("hides an unpublished course from anyone who may not read it", async () => {
    const hidden = await buildCourse({ is_published: 0 });
    const outsider = await signedInAs("student");
    const result = (await loadPage(hidden, hidden.lessonA, outsider.cookie)) as Response;
    expect(result.status).toBe(404);
    const enrolled = (await loadPage(hidden, hidden.lessonA, hidden.student.cookie)) as { kind: string };
    expect(enrolled.kind).toBe("reader");
  });

  it("refuses quiz, survey and completion posts from someone not enrolled", async () => {
    const outsider = await signedInAs("student");
    const quiz = (await post(
      built,
      built.lessonA,
      { intent: "submit-quiz", blockId: built.quiz.id, "answer-q1": "q1b" },
      outsider.cookie,
    )) as Response;
    expect(quiz.status).toBe(403);
    const complete = (await post(built, built.lessonA, { intent: "complete-lesson" }, outsider.cookie)) as Response;
    expect(complete.status).toBe(403);
    const signedOut = (await post(built, built.lessonA, { intent: "complete-lesson" })) as Response;
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toMatch(/^\/sign-in\?redirectTo=/);
  });
});

describe("sign-in redirects from client-side requests", () => {
  it("return to the page, not to React Router's .data address", async () => {
    const dataRequest = new Request(
      `http://localhost:3000${lessonUrl(built, built.lessonA)}.data?_routes=routes%2Flearn`,
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost:3000" },
        body: new URLSearchParams({ intent: "complete-lesson" }),
      },
    );
    const result = (await settle(() =>
      courseViewerRoute.action(routeArgs(dataRequest, lessonParams(built, built.lessonA))),
    )) as Response;
    expect(result.headers.get("Location")).toBe(
      `/sign-in?redirectTo=${encodeURIComponent(lessonUrl(built, built.lessonA))}`,
    );
  });
});

describe("course viewer: quizzes and surveys", () => {
  it("scores a quiz on the server, gives feedback per question and stores every attempt", async () => {
    const first = dataOf<{
      feedback: {
        score: number;
        maxScore: number;
        questions: Array<{ questionId: string; isCorrect: boolean; correctOptionIds: string[] }>;
      };
      attemptCount: number;
    }>(
      await post(
        built,
        built.lessonA,
        { intent: "submit-quiz", blockId: built.quiz.id, "answer-q1": "q1b", "answer-q2": ["q2a"] },
        built.student.cookie,
      ),
    );
    expect(first.status).toBe(200);
    expect(first.data.feedback.score).toBe(1);
    expect(first.data.feedback.maxScore).toBe(2);
    expect(first.data.feedback.questions).toEqual([
      expect.objectContaining({ questionId: "q1", isCorrect: true, correctOptionIds: ["q1b"] }),
      expect.objectContaining({ questionId: "q2", isCorrect: false, correctOptionIds: ["q2a", "q2c"] }),
    ]);
    expect(first.data.attemptCount).toBe(1);

    const second = dataOf<{ feedback: { score: number }; attemptCount: number }>(
      await post(
        built,
        built.lessonA,
        { intent: "submit-quiz", blockId: built.quiz.id, "answer-q1": "q1b", "answer-q2": ["q2a", "q2c"] },
        built.student.cookie,
      ),
    );
    expect(second.data.feedback.score).toBe(2);
    expect(second.data.attemptCount).toBe(2);

    const attempts = await getDb()
      .selectFrom("quiz_attempts")
      .select(["score", "max_score", "answers_json"])
      .where("block_id", "=", built.quiz.id)
      .where("user_id", "=", built.student.id)
      .orderBy("score")
      .execute();
    expect(attempts.map((attempt) => [attempt.score, attempt.max_score])).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(JSON.parse(attempts[1]?.answers_json ?? "{}")).toEqual({ q1: ["q1b"], q2: ["q2a", "q2c"] });

    // The lesson now shows the latest attempt's feedback.
    const page = (await loadPage(built, built.lessonA, built.student.cookie)) as {
      lesson: { blocks: Array<{ type: string; lastAttempt?: { score: number } }> };
    };
    expect(page.lesson.blocks.find((block) => block.type === "quiz")?.lastAttempt?.score).toBe(2);
  });

  it("refuses a quiz with an unanswered question or a foreign option, storing nothing", async () => {
    const student = await signedInAs("student");
    await insertEnrolment(getDb(), built.course.id, student.id);
    const result = dataOf<{ fieldErrors: Record<string, string> }>(
      await post(
        built,
        built.lessonA,
        { intent: "submit-quiz", blockId: built.quiz.id, "answer-q1": "q2a" },
        student.cookie,
      ),
    );
    expect(result.status).toBe(400);
    expect(result.data.fieldErrors).toEqual({
      q1: "Choose an answer to this question.",
      q2: "Choose an answer to this question.",
    });
    const stored = await getDb().selectFrom("quiz_attempts").select("id").where("user_id", "=", student.id).execute();
    expect(stored).toHaveLength(0);
  });

  it("stores one survey response per student, updated when answered again", async () => {
    const answer = (choice: string, text: string) =>
      post(
        built,
        built.lessonA,
        { intent: "save-survey", blockId: built.survey.id, "response-s1": choice, "response-s2": text },
        built.student.cookie,
      );
    const saved = dataOf<{ savedAnswers: Record<string, string> }>(await answer("s1a", "Finding the time"));
    expect(saved.status).toBe(200);
    expect(saved.data.savedAnswers).toEqual({ s1: "s1a", s2: "Finding the time" });
    await answer("s1b", "Writing clear findings");
    const rows = await getDb()
      .selectFrom("survey_responses")
      .select("answers_json")
      .where("block_id", "=", built.survey.id)
      .where("user_id", "=", built.student.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.answers_json ?? "{}")).toEqual({ s1: "s1b", s2: "Writing clear findings" });

    const invalid = dataOf<{ fieldErrors: Record<string, string> }>(await answer("not-a-choice", ""));
    expect(invalid.status).toBe(400);
    expect(invalid.data.fieldErrors).toEqual({
      s1: "Choose one of the answers.",
      s2: "Write an answer to this question.",
    });
  });
});

describe("course viewer: quiz review settings", () => {
  type QuizFeedbackData = {
    score: number;
    passed: boolean;
    answersShown: boolean;
    questions: Array<{ questionId: string; isCorrect: boolean | null; correctOptionIds: string[] | null }>;
  };
  const correctAnswersOf = (feedback: QuizFeedbackData | null | undefined) =>
    feedback?.questions.map((question) => [question.isCorrect, question.correctOptionIds]);
  const WITHHELD = [
    [null, null],
    [null, null],
  ];
  const FAILED_SHOWN = [
    [false, ["q1b"]],
    [true, ["q2a", "q2c"]],
  ];
  const PASSED_SHOWN = [
    [true, ["q1b"]],
    [true, ["q2a", "q2c"]],
  ];
  // What the browser receives (the action's reply and the loader's data) after a failed and a passing attempt.
  const cases = [
    { review: undefined, afterFailing: WITHHELD, afterPassing: PASSED_SHOWN },
    { review: "after-passing", afterFailing: WITHHELD, afterPassing: PASSED_SHOWN },
    { review: "always", afterFailing: FAILED_SHOWN, afterPassing: PASSED_SHOWN },
    { review: "never", afterFailing: WITHHELD, afterPassing: WITHHELD },
  ] as const;

  it.each(cases)("review $review: the correct answers reach the browser only when allowed", async (setting) => {
    const course = await buildCourse();
    const block = await getDb()
      .selectFrom("content_blocks")
      .select("content_json")
      .where("id", "=", course.quiz.id)
      .executeTakeFirstOrThrow();
    const content = { ...JSON.parse(block.content_json), passMark: 100, review: setting.review };
    await getDb()
      .updateTable("content_blocks")
      .set({ content_json: JSON.stringify(content) })
      .where("id", "=", course.quiz.id)
      .execute();
    const attempt = async (answers: Record<string, string | string[]>) => {
      const reply = dataOf<{ feedback: QuizFeedbackData }>(
        await post(
          course,
          course.lessonA,
          { intent: "submit-quiz", blockId: course.quiz.id, ...answers },
          course.student.cookie,
        ),
      );
      expect(reply.status).toBe(200);
      const page = (await loadPage(course, course.lessonA, course.student.cookie)) as {
        lesson: { blocks: Array<{ type: string; lastAttempt?: QuizFeedbackData | null }> };
      };
      const loaded = page.lesson.blocks.find((found) => found.type === "quiz")?.lastAttempt;
      return { reply: reply.data.feedback, loaded };
    };

    const failed = await attempt({ "answer-q1": "q1a", "answer-q2": ["q2a", "q2c"] });
    expect(failed.reply).toMatchObject({ score: 1, passed: false });
    expect(correctAnswersOf(failed.reply)).toEqual(setting.afterFailing);
    expect(correctAnswersOf(failed.loaded)).toEqual(setting.afterFailing);

    const passed = await attempt({ "answer-q1": "q1b", "answer-q2": ["q2a", "q2c"] });
    expect(passed.reply).toMatchObject({ score: 2, passed: true });
    expect(correctAnswersOf(passed.reply)).toEqual(setting.afterPassing);
    expect(correctAnswersOf(passed.loaded)).toEqual(setting.afterPassing);
  });
});

describe("course viewer: progress", () => {
  it("'Complete & continue' moves through the lessons across chapters, to 100 % and a completed enrolment", async () => {
    const course = await buildCourse({ offers_certificate: 1 });
    const { student } = course;
    // The course's quiz has no pass mark: a submitted attempt is what it asks (decision 0072-quiz-pass-marks).
    await post(
      course,
      course.lessonA,
      { intent: "submit-quiz", blockId: course.quiz.id, "answer-q1": "q1a", "answer-q2": ["q2b"] },
      student.cookie,
    );
    const completeA = (await post(course, course.lessonA, { intent: "complete-lesson" }, student.cookie)) as Response;
    expect(completeA.headers.get("Location")).toBe(lessonUrl(course, course.lessonB));
    const completeB = (await post(course, course.lessonB, { intent: "complete-lesson" }, student.cookie)) as Response;
    // The next lesson is in the next chapter.
    expect(completeB.headers.get("Location")).toBe(lessonUrl(course, course.lessonC));

    const halfway = (await loadPage(course, course.lessonC, student.cookie)) as {
      progress: { percent: number; completed: number; total: number };
      chapters: Array<{ completed: number; total: number; lessons?: Array<{ isComplete: boolean }> }>;
    };
    expect(halfway.progress).toEqual({ completed: 2, total: 3, percent: 66 });
    expect(halfway.chapters.map((chapter) => `${chapter.completed}/${chapter.total}`)).toEqual(["2/2", "0/1"]);
    // The finished chapter is closed: its count says 2/2 and its lessons come when it is opened.
    expect(halfway.chapters[0]?.lessons).toBeUndefined();
    expect(halfway.chapters[1]?.lessons?.map((lesson) => lesson.isComplete)).toEqual([false]);
    const beforeEnd = await getDb()
      .selectFrom("enrolments")
      .select("completed_at")
      .where("course_id", "=", course.course.id)
      .where("user_id", "=", student.id)
      .executeTakeFirstOrThrow();
    expect(beforeEnd.completed_at).toBeNull();

    const completeC = (await post(course, course.lessonC, { intent: "complete-lesson" }, student.cookie)) as Response;
    expect(completeC.headers.get("Location")).toBe(lessonUrl(course, course.lessonC));
    const done = (await loadPage(course, course.lessonC, student.cookie)) as {
      progress: { percent: number };
      courseCompletedAt: string | null;
    };
    expect(done.progress.percent).toBe(100);
    expect(done.courseCompletedAt).not.toBeNull();

    // The course offers a certificate: one is issued for this student, once.
    await post(course, course.lessonC, { intent: "complete-lesson" }, student.cookie);
    const certificates = await getDb()
      .selectFrom("certificates")
      .select(["recipient_name", "course_name"])
      .where("course_id", "=", course.course.id)
      .where("user_id", "=", student.id)
      .execute();
    expect(certificates).toEqual([{ recipient_name: student.name, course_name: course.course.name }]);
  });

  it("records nothing for an instructor previewing the course, but still moves on", async () => {
    const result = (await post(
      built,
      built.lessonA,
      { intent: "complete-lesson" },
      built.instructor.cookie,
    )) as Response;
    expect(result.headers.get("Location")).toBe(lessonUrl(built, built.lessonB));
    const rows = await getDb()
      .selectFrom("lesson_completions")
      .select("lesson_id")
      .where("user_id", "=", built.instructor.id)
      .execute();
    expect(rows).toHaveLength(0);
  });
});

describe("course viewer: self-enrolment", () => {
  it("enrols a signed-in student in a course open for self-enrolment", async () => {
    const open = await buildCourse({ is_self_enrolment_open: 1 });
    const newcomer = await signedInAs("student");
    const overview = (await loadPage(open, open.lessonA, newcomer.cookie)) as {
      kind: string;
      isSelfEnrolmentOpen: boolean;
    };
    expect(overview).toMatchObject({ kind: "overview", isSelfEnrolmentOpen: true });
    const result = (await post(open, open.lessonA, { intent: "enrol" }, newcomer.cookie)) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(`/course/${open.course.id}`);
    const reader = (await loadPage(open, open.lessonA, newcomer.cookie)) as { kind: string };
    expect(reader.kind).toBe("reader");
  });

  it("refuses self-enrolment in a closed course and sends signed-out visitors to sign in", async () => {
    const newcomer = await signedInAs("student");
    const closed = dataOf<{ message: string }>(await post(built, built.lessonA, { intent: "enrol" }, newcomer.cookie));
    expect(closed.status).toBe(403);
    expect(closed.data.message).toBe("This course is not open for self-enrolment.");
    const rows = await getDb().selectFrom("enrolments").select("id").where("user_id", "=", newcomer.id).execute();
    expect(rows).toHaveLength(0);
    const signedOut = (await post(built, built.lessonA, { intent: "enrol" })) as Response;
    expect(signedOut.headers.get("Location")).toBe(
      `/sign-in?redirectTo=${encodeURIComponent(lessonUrl(built, built.lessonA))}`,
    );
  });
});

describe("lesson files", () => {
  const fetchFile = (storedName: string, cookie?: string) =>
    settle(() => uploadFileRoute.loader(routeArgs(pageRequest(`/uploads/${storedName}`, cookie), { storedName })));

  it("serves a lesson's PDF only to the course's readers, privately cached", async () => {
    const name = built.pdfUpload.stored_name;
    const visitor = (await fetchFile(name)) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe(`/sign-in?redirectTo=${encodeURIComponent(`/uploads/${name}`)}`);
    const outsider = await signedInAs("student");
    expect(((await fetchFile(name, outsider.cookie)) as Response).status).toBe(403);

    for (const cookie of [built.student.cookie, built.instructor.cookie]) {
      const allowed = (await fetchFile(name, cookie)) as Response;
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get("Content-Type")).toBe("application/pdf");
      expect(allowed.headers.get("Cache-Control")).toMatch(/^private/);
      await allowed.body?.cancel();
    }
  });

  it("answers a byte range for players that seek", async () => {
    const name = built.pdfUpload.stored_name;
    const request = pageRequest(`/uploads/${name}`, built.student.cookie);
    request.headers.set("Range", "bytes=0-7");
    const partial = (await settle(() => uploadFileRoute.loader(routeArgs(request, { storedName: name })))) as Response;
    expect(partial.status).toBe(206);
    expect(partial.headers.get("Content-Range")).toBe(`bytes 0-7/${MINIMAL_PDF.length}`);
    expect(partial.headers.get("Accept-Ranges")).toBe("bytes");
    expect(new TextDecoder().decode(await partial.arrayBuffer())).toBe("%PDF-1.4");
  });

  it("keeps files no lesson uses public", async () => {
    const loose = await savePdfUpload(null, "training-schedule.pdf");
    const response = (await fetchFile(loose.stored_name)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/^public/);
    await response.body?.cancel();
  });
});

describe("unknown block types", () => {
  it("are shown as 'Unknown Lesson Type' without breaking the lesson", async () => {
    const course = await buildCourse();
    await insertBlock(getDb(), course.lessonB, { type: "flashcards", position: 1, content: { cards: [] } });
    await insertBlock(getDb(), course.lessonB, { type: "text", position: 2, content: { html: "<p>Still here.</p>" } });
    const page = (await loadPage(course, course.lessonB, course.student.cookie)) as {
      lesson: { blocks: Array<{ type: string; storedType?: string }> };
    };
    expect(page.lesson.blocks.map((block) => block.type)).toEqual(["unknown", "text"]);
    expect(page.lesson.blocks[0]?.storedType).toBe("flashcards");
  });
});

describe("powerpoint blocks", () => {
  it("show the words of each slide of a .pptx beside the download", async () => {
    const db = getDb();
    const course = await buildCourse();
    const pptx = samplePptx();
    const upload = await saveTestUpload({
      bytes: new Uint8Array(pptx.buffer),
      originalName: pptx.name,
      kind: "presentation",
    });
    await insertBlock(db, course.lessonB, {
      type: "powerpoint",
      content: { url: `/uploads/${upload.stored_name}`, fileName: pptx.name },
    });
    const page = (await loadPage(course, course.lessonB, course.student.cookie)) as {
      lesson: { blocks: Array<{ type: string; slides?: unknown; content: { sizeBytes: number | null } }> };
    };
    const block = page.lesson.blocks.find((candidate) => candidate.type === "powerpoint");
    expect(block?.content.sizeBytes).toBe(pptx.buffer.length);
    expect(block?.slides).toEqual([
      { number: 1, lines: ["Audit findings", "Three minor nonconformities in document control"] },
      { number: 2, lines: ["Next steps", "Corrective actions due within 30 days"] },
    ]);
  });
});
