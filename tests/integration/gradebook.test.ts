import { MantineProvider } from "@mantine/core";
import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { listBankQuizzes, loadItemAnalysis } from "~/features/assessment/analysis/item-analysis.server";
import { AssessmentCoursesView } from "~/features/assessment/components/assessment-courses-view";
import { AssessmentHubView } from "~/features/assessment/components/assessment-hub-view";
import { GradebookView } from "~/features/assessment/components/gradebook-view";
import { ItemAnalysisView } from "~/features/assessment/components/item-analysis-view";
import { LearnerRecordView } from "~/features/assessment/components/learner-record-view";
import { listAssessmentCourses, loadAssessmentHub } from "~/features/assessment/gradebook/assessment-hub.server";
import { readGradebookPage } from "~/features/assessment/gradebook/gradebook.server";
import type { QuizCell } from "~/features/assessment/gradebook/gradebook-cells";
import { exportGradebookCsv } from "~/features/assessment/gradebook/gradebook-csv.server";
import { loadLearnerRecord } from "~/features/assessment/gradebook/learner-record.server";
import type { QuestionContent } from "~/features/assessment/questions/question-types";
import { issueCourseCompletionCertificate } from "~/features/certificates/completion-certificate.server";
import { COURSE_COMPLETION_REQUIREMENTS } from "~/features/learning/progress.server";
import { parseCsv } from "~/lib/csv";
import { loader as evidenceLoader } from "~/routes/assessment/certificate-evidence";
import { loader as gradebookLoader } from "~/routes/assessment/gradebook";
import { loader as gradebookCsvLoader } from "~/routes/assessment/gradebook-csv";
import { getAuth, getDb } from "~/server/app-context.server";
import {
  assignAssessmentStaff,
  insertAssessmentAttempt,
  insertAssignmentMark,
  insertAssignmentSubmission,
  insertAttemptQuestionMark,
  insertModerationSignoff,
} from "~/server/factories/assessment-factory";
import {
  addCourseInstructor,
  insertBlock,
  insertChapter,
  insertCourse,
  insertEnrolment,
  insertLesson,
} from "~/server/factories/course-factory";
import { insertUser } from "~/server/factories/user-factory";
import { cssVariablesResolver, theme } from "~/theme";
import { countingQueries } from "~tests/support/query-counter";
import { TEST_ORIGIN } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";

const single = (stem: string): QuestionContent => ({
  type: "single",
  stemHtml: `<p>${stem}</p>`,
  feedbackHtml: "",
  points: 1,
  options: [
    { id: "a", html: "<p>Right</p>", isCorrect: true, feedbackHtml: "" },
    { id: "b", html: "<p>Wrong</p>", isCorrect: false, feedbackHtml: "" },
  ],
});
const ESSAY: QuestionContent = {
  type: "essay",
  stemHtml: "<p>Describe a nonconformity.</p>",
  feedbackHtml: "",
  points: 2,
  markingGuideHtml: "",
  maxWords: null,
};
const QUESTIONS = [
  { questionId: "q1", content: single("Who approves the audit programme?"), optionOrder: ["b", "a"] },
  { questionId: "q2", content: single("What is audit evidence?") },
  { questionId: "q3", content: ESSAY },
];

const NAMES = [
  "Ayanda Nkosi",
  "Bongani Zulu",
  "Chantal du Toit",
  "Dineo Molefe",
  "Elize Botha",
  "Farouk Patel",
  "Gugu Khumalo",
];

let world: Awaited<ReturnType<typeof buildWorld>>;

async function buildWorld() {
  const db = getDb();
  const course = await insertCourse(db, { name: "ISO 9001 Internal Auditor", offers_certificate: 1 });
  const chapter = await insertChapter(db, course.id);
  const lessons = [await insertLesson(db, chapter), await insertLesson(db, chapter, { position: 2 })];
  const inlineQuiz = await insertBlock(db, lessons[0]!, {
    type: "quiz",
    title: "Warm-up",
    content: {
      questions: [
        {
          id: "w1",
          question: "Is an audit a sample?",
          options: [
            { id: "w1a", text: "Yes", isCorrect: true },
            { id: "w1b", text: "No", isCorrect: false },
          ],
        },
      ],
    },
  });
  const bankQuiz = await insertBlock(db, lessons[0]!, {
    type: "quiz",
    title: "Audit principles",
    position: 2,
    content: { questions: [] },
  });
  const assignment = await insertBlock(db, lessons[1]!, { type: "assignment", title: "Audit plan", content: {} });
  const learners = [];
  for (const [index, name] of NAMES.entries()) {
    const learner = await insertUser(getAuth(), db, { name, email: `learner${index}@gradebook.test` });
    await insertEnrolment(db, course.id, learner.id);
    learners.push(learner);
  }
  const assessor = await insertUser(getAuth(), db, { name: "Assessor Ann" });
  const moderator = await insertUser(getAuth(), db, { name: "Moderator Mo" });
  await assignAssessmentStaff(db, { courseId: course.id, userId: assessor.id, role: "assessor" });
  await assignAssessmentStaff(db, { courseId: course.id, userId: moderator.id, role: "moderator" });

  // Item analysis data: four completed attempts, q1 and q2 right/wrong as the unit test's q1 and q2.
  const pattern: Array<[string, string, number]> = [
    ["a", "a", 2],
    ["a", "a", 0],
    ["b", "a", 0],
    ["b", "b", 0],
  ];
  const attempts = [];
  for (const [index, [q1, q2, essay]] of pattern.entries()) {
    const learner = learners[index]!;
    const score = (q1 === "a" ? 1 : 0) + (q2 === "a" ? 1 : 0) + essay;
    const attempt = await insertAssessmentAttempt(db, {
      blockId: bankQuiz.id,
      courseId: course.id,
      userId: learner.id,
      questions: QUESTIONS,
      answers: { q1: { optionIds: [q1] }, q2: { optionIds: [q2] }, q3: { text: `Essay by ${learner.name}` } },
      score,
      passed: score >= 2,
    });
    await insertAttemptQuestionMark(db, {
      attemptId: attempt.id,
      questionId: "q3",
      points: essay,
      markedByUserId: assessor.id,
      comment: "Seen",
    });
    attempts.push(attempt);
  }
  // Ayanda tries again (in progress: not counted), and Elize waits for her essay.
  await insertAssessmentAttempt(db, {
    blockId: bankQuiz.id,
    courseId: course.id,
    userId: learners[0]!.id,
    questions: QUESTIONS,
    status: "in-progress",
  });
  await insertAssessmentAttempt(db, {
    blockId: bankQuiz.id,
    courseId: course.id,
    userId: learners[4]!.id,
    questions: QUESTIONS,
    answers: { q1: { optionIds: ["a"] } },
    status: "awaiting-marking",
  });
  await db
    .insertInto("quiz_attempts")
    .values({
      id: "inline-1",
      block_id: inlineQuiz.id,
      course_id: course.id,
      user_id: learners[0]!.id,
      answers_json: JSON.stringify({ w1: ["w1a"] }),
      score: 1,
      max_score: 1,
      created_at: new Date().toISOString(),
    })
    .execute();

  // Ayanda: assignment competent and moderated, every lesson done, certificate.
  const first = await insertAssignmentSubmission(db, {
    blockId: assignment.id,
    courseId: course.id,
    userId: learners[0]!.id,
  });
  const nyc = await insertAssignmentMark(db, {
    submissionId: first.id,
    outcome: "not-yet-competent",
    markedByUserId: assessor.id,
    comment: "Add the scope",
  });
  await insertModerationSignoff(db, { markId: nyc.id, moderatorUserId: moderator.id, decision: "confirmed" });
  const second = await insertAssignmentSubmission(db, {
    blockId: assignment.id,
    courseId: course.id,
    userId: learners[0]!.id,
    textHtml: "<p>Scope: all sites.</p>",
  });
  const competent = await insertAssignmentMark(db, {
    submissionId: second.id,
    outcome: "competent",
    markedByUserId: assessor.id,
  });
  await insertModerationSignoff(db, {
    markId: competent.id,
    moderatorUserId: moderator.id,
    decision: "confirmed",
    comment: "Agreed",
  });
  // Bongani waits for marking.
  await insertAssignmentSubmission(db, { blockId: assignment.id, courseId: course.id, userId: learners[1]!.id });
  for (const lesson of lessons) {
    await db
      .insertInto("lesson_completions")
      .values({
        user_id: learners[0]!.id,
        lesson_id: lesson.id,
        course_id: course.id,
        completed_at: new Date().toISOString(),
      })
      .execute();
  }
  await db
    .updateTable("enrolments")
    .set({ completed_at: "2026-11-20T10:00:00.000Z" })
    .where("user_id", "=", learners[0]!.id)
    .execute();
  const issued = await issueCourseCompletionCertificate(
    db,
    { userId: learners[0]!.id, courseId: course.id },
    COURSE_COMPLETION_REQUIREMENTS,
  );
  if (!issued.issued) throw new Error(`not issued: ${issued.reason}`);
  return {
    course,
    lessons,
    inlineQuiz,
    bankQuiz,
    assignment,
    learners,
    assessor,
    moderator,
    certificate: issued.certificate,
  };
}

beforeAll(async () => {
  world = await buildWorld();
}, 60_000);

describe("the gradebook", () => {
  it("pages the learners by name with keyset, each row's facts read in a bounded number of queries", async () => {
    const counter = countingQueries(getDb());
    const first = await readGradebookPage(counter.db, { courseId: world.course.id, search: "", after: null, limit: 3 });
    const queriesForThree = counter.count();
    expect(first.total).toBe(7);
    expect(first.rows.map((row) => row.name)).toEqual(NAMES.slice(0, 3));
    const second = await readGradebookPage(getDb(), {
      courseId: world.course.id,
      search: "",
      after: first.next,
      limit: 3,
    });
    expect(second.rows.map((row) => row.name)).toEqual(NAMES.slice(3, 6));
    const third = await readGradebookPage(getDb(), {
      courseId: world.course.id,
      search: "",
      after: second.next,
      limit: 3,
    });
    expect(third.rows.map((row) => row.name)).toEqual(NAMES.slice(6));
    expect(third.next).toBeNull();

    counter.reset();
    const all = await readGradebookPage(counter.db, { courseId: world.course.id, search: "", after: null, limit: 50 });
    expect(all.rows).toHaveLength(7);
    expect(counter.count()).toBe(queriesForThree);
    expect(counter.count()).toBeLessThanOrEqual(10);

    expect(all.columns.map((column) => [column.title, column.kind])).toEqual([
      ["Warm-up", "quiz"],
      ["Audit principles", "quiz"],
      ["Audit plan", "assignment"],
    ]);
    const ayanda = all.rows[0]!;
    expect(ayanda.lessonsCompleted).toBe(2);
    expect(all.lessonCount).toBe(2);
    expect(ayanda.cells[world.inlineQuiz.id]).toEqual({ best: 1, max: 1, attempts: 1, awaitingMarking: false });
    // The in-progress attempt is not counted.
    expect(ayanda.cells[world.bankQuiz.id]).toEqual({ best: 4, max: 4, attempts: 1, awaitingMarking: false });
    expect(ayanda.cells[world.assignment.id]).toBe("competent");
    expect(ayanda.certificateNumber).toBe(world.certificate.certificate_number);
    expect(ayanda.completedAt).toBe("2026-11-20T10:00:00.000Z");
    expect(all.rows[1]!.cells[world.assignment.id]).toBe("awaiting-marking");
    expect(all.rows[2]!.cells[world.assignment.id]).toBe("not-submitted");
    expect((all.rows[4]!.cells[world.bankQuiz.id] as QuizCell).awaitingMarking).toBe(true);
    expect(all.rows[6]!.cells[world.bankQuiz.id]).toEqual({
      best: null,
      max: null,
      attempts: 0,
      awaitingMarking: false,
    });
  });

  it("shows a window of the assessed blocks, each learner's facts read for those blocks only", async () => {
    const window = await readGradebookPage(getDb(), {
      courseId: world.course.id,
      search: "",
      after: null,
      columnWindow: { from: 1, size: 1 },
    });
    expect(window.columns.map((column) => column.title)).toEqual(["Audit principles"]);
    expect(window.columnTotal).toBe(3);
    expect(window.columnFrom).toBe(1);
    const ayanda = window.rows[0]!;
    expect(Object.keys(ayanda.cells)).toEqual([world.bankQuiz.id]);
    expect(ayanda.cells[world.bankQuiz.id]).toEqual({ best: 4, max: 4, attempts: 1, awaitingMarking: false });
    const last = await readGradebookPage(getDb(), {
      courseId: world.course.id,
      search: "",
      after: null,
      columnWindow: { from: 2, size: 2 },
    });
    expect(last.columns.map((column) => column.title)).toEqual(["Audit plan"]);
    expect(last.rows[0]!.cells[world.assignment.id]).toBe("competent");
  });

  it("pages a course of many quizzes a dozen columns at a time (?columns=), refusing what is not a page", async () => {
    const db = getDb();
    const wide = await insertCourse(db, { name: "Forty quizzes" });
    const chapter = await insertChapter(db, wide.id);
    const lesson = await insertLesson(db, chapter);
    for (let index = 1; index <= 40; index += 1) {
      await insertBlock(db, lesson, {
        type: "quiz",
        title: `Check ${index}`,
        position: index,
        content: { questions: [] },
      });
    }
    for (const name of NAMES) await insertEnrolment(db, wide.id, world.learners[NAMES.indexOf(name)]!.id);
    const instructor = await signedInAs("instructor");
    await addCourseInstructor(db, wide.id, instructor.id);
    const open = async (query: string) => {
      const path = `/course-assessment/${wide.id}/gradebook${query}`;
      try {
        return await gradebookLoader({
          request: new Request(`${TEST_ORIGIN}${path}`, { headers: { Cookie: instructor.cookie } }),
          params: { courseId: wide.id },
          context: {},
        } as never);
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      }
    };
    const first = (await open("")) as Exclude<Awaited<ReturnType<typeof gradebookLoader>>, Response>;
    expect(first.columns.map((column) => column.title)).toEqual(
      Array.from({ length: 12 }, (_, index) => `Check ${index + 1}`),
    );
    expect(first.columnPages).toEqual({ page: 1, total: 40, pageSize: 12, from: 0 });
    expect(Object.keys(first.rows[0]!.cells)).toHaveLength(12);
    const fourth = (await open("?columns=4&q=a")) as typeof first;
    expect(fourth.columns.map((column) => column.title)).toEqual(["Check 37", "Check 38", "Check 39", "Check 40"]);
    expect(fourth.columnPages.from).toBe(36);

    const html = renderedText(GradebookView, { ...fourth, next: null });
    expect(html).toContain("Assessments 37–40 of 40");
    expect(html).toContain("Earlier assessments");
    expect(html).not.toContain("Later assessments");
    expect(renderedText(GradebookView, { ...first, next: null })).toContain("Later assessments");

    const past = (await open("?columns=9&q=a")) as Response;
    expect(past.status).toBe(302);
    expect(past.headers.get("Location")).toBe(`/course-assessment/${wide.id}/gradebook?columns=4&q=a`);
    for (const bad of ["abc", "0", "-1", "1.5"]) {
      const refused = (await open(`?columns=${bad}`)) as Response;
      expect(refused.status, bad).toBe(400);
    }
  });

  it("searches by name or email", async () => {
    const byName = await readGradebookPage(getDb(), { courseId: world.course.id, search: "du toit", after: null });
    expect(byName.rows.map((row) => row.name)).toEqual(["Chantal du Toit"]);
    expect(byName.total).toBe(1);
    const byEmail = await readGradebookPage(getDb(), { courseId: world.course.id, search: "LEARNER5@", after: null });
    expect(byEmail.rows.map((row) => row.name)).toEqual(["Farouk Patel"]);
    const none = await readGradebookPage(getDb(), { courseId: world.course.id, search: "100%_", after: null });
    expect(none.rows).toEqual([]);
  });

  it("downloads the whole course as CSV, the times on the site's clock, logged as an export", async () => {
    const { csv, fileName } = await exportGradebookCsv(getDb(), world.course);
    expect(fileName).toBe(`gradebook-${world.course.slug}.csv`);
    const rows = parseCsv(csv.replace(/^\uFEFF/, ""));
    expect(rows[0]).toEqual([
      "Name",
      "Email",
      "Enrolled",
      "Lessons completed",
      "Quiz: Warm-up",
      "Quiz: Audit principles",
      "Assignment: Audit plan",
      "Completed",
      "Certificate number",
    ]);
    expect(rows).toHaveLength(8);
    expect(rows[1]).toEqual([
      "Ayanda Nkosi",
      "learner0@gradebook.test",
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+02:00$/),
      "2/2",
      "1/1 (1 attempt)",
      "4/4 (1 attempt)",
      "competent",
      "2026-11-20T12:00:00+02:00",
      world.certificate.certificate_number,
    ]);

    const assessor = await signedInAs("student", { email: "csv.assessor@gradebook.test" });
    await assignAssessmentStaff(getDb(), { courseId: world.course.id, userId: assessor.id, role: "assessor" });
    const path = `/course-assessment/${world.course.id}/gradebook.csv`;
    const response = (await gradebookCsvLoader({
      request: new Request(`${TEST_ORIGIN}${path}`, { headers: { Cookie: assessor.cookie } }),
      params: { courseId: world.course.id },
      context: {},
    } as never)) as Response;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Gugu Khumalo");
    const logged = await getDb()
      .selectFrom("personal_data_access_log")
      .select("subject")
      .where("actor_user_id", "=", assessor.id)
      .execute();
    expect(logged.map((row) => row.subject)).toEqual([`Gradebook CSV: ${world.course.name}`]);
  });
});

describe("a learner's record", () => {
  it("shows every attempt with its questions as shown, the answers, marks and markers, and every submission's decisions and sign-offs", async () => {
    const found = await loadLearnerRecord(getDb(), { courseId: world.course.id, userId: world.learners[0]!.id });
    if (!found.ok) throw new Error(found.message);
    const { record } = found;
    expect(record.bankAttempts.map((attempt) => [attempt.attemptNumber, attempt.status])).toEqual([
      [1, "completed"],
      [2, "in-progress"],
    ]);
    const [q1, q2, q3] = record.bankAttempts[0]!.questions;
    expect(q1).toMatchObject({
      typeLabel: "Single choice",
      answerText: "Right",
      points: 1,
      maxPoints: 1,
      isCorrect: true,
    });
    expect(q2?.stemHtml).toBe("<p>What is audit evidence?</p>");
    expect(q3).toMatchObject({
      answerText: "Essay by Ayanda Nkosi",
      points: 2,
      mark: { points: 2, comment: "Seen", byName: "Assessor Ann" },
    });
    expect(record.inlineAttempts).toEqual([
      expect.objectContaining({
        blockTitle: "Warm-up",
        score: 1,
        maxScore: 1,
        answers: [{ questionId: "w1", question: "Is an audit a sample?", answer: "Yes" }],
      }),
    ]);
    expect(record.submissions.map((submission) => [submission.attemptNumber, submission.status])).toEqual([
      [1, "not-yet-competent"],
      [2, "competent"],
    ]);
    expect(record.submissions[1]!.text).toBe("Scope: all sites.");
    expect(record.submissions[0]!.marks[0]).toMatchObject({
      outcome: "not-yet-competent",
      byName: "Assessor Ann",
      comment: "Add the scope",
    });
    expect(record.submissions[1]!.marks[0]!.signoffs).toEqual([
      expect.objectContaining({ decision: "confirmed", byName: "Moderator Mo", comment: "Agreed" }),
    ]);
  });

  it("is not found for someone with no record in the course", async () => {
    const stranger = await insertUser(getAuth(), getDb());
    const found = await loadLearnerRecord(getDb(), { courseId: world.course.id, userId: stranger.id });
    expect(found).toMatchObject({ ok: false, reason: "missing" });
  });
});

describe("a certificate's evidence", () => {
  const open = async (cookie: string, certificateId = world.certificate.id) => {
    try {
      return await evidenceLoader({
        request: new Request(`${TEST_ORIGIN}/certificates/${certificateId}/evidence`, { headers: { Cookie: cookie } }),
        params: { certificateId },
        context: {},
      } as never);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  };

  it("shows the course's assessment staff every attempt, mark and sign-off behind the certificate", async () => {
    const instructor = await signedInAs("instructor");
    await addCourseInstructor(getDb(), world.course.id, instructor.id);
    const data = await open(instructor.cookie);
    if (data instanceof Response) throw new Error(`refused: ${data.status}`);
    expect(data.certificate.number).toBe(world.certificate.certificate_number);
    expect(data.record.learner.name).toBe("Ayanda Nkosi");
    expect(data.record.submissions[1]!.marks[0]!.signoffs[0]!.byName).toBe("Moderator Mo");
  });

  it("is refused to another instructor and a student, and not found for an unknown certificate", async () => {
    const other = await signedInAs("instructor");
    expect(((await open(other.cookie)) as Response).status).toBe(403);
    const student = await signedInAs("student");
    expect(((await open(student.cookie)) as Response).status).toBe(403);
    const admin = await signedInAs("admin");
    expect(((await open(admin.cookie, "no-such-certificate")) as Response).status).toBe(404);
  });
});

describe("item analysis", () => {
  it("lists the bank quizzes and analyses each question across the attempts' frozen copies", async () => {
    expect(await listBankQuizzes(getDb(), world.course.id)).toEqual([
      { blockId: world.bankQuiz.id, title: "Audit principles", attempts: 4 },
    ]);
    const analysis = await loadItemAnalysis(getDb(), { courseId: world.course.id, blockId: world.bankQuiz.id });
    if (!analysis) throw new Error("no analysis");
    expect(analysis.attemptCount).toBe(4);
    const byId = Object.fromEntries(analysis.items.map((item) => [item.questionId, item]));
    expect(byId.q1).toMatchObject({ attempts: 4, facility: 0.5, stemText: "Who approves the audit programme?" });
    expect(byId.q1?.options).toEqual([
      { label: "Right", count: 2, isCorrect: true },
      { label: "Wrong", count: 2, isCorrect: false },
    ]);
    // q1 right 1,1,0,0; the rest of each attempt (q2 + essay) 3,1,1,0: co-deviation 1.5, squared deviations 1 and 4.75.
    expect(byId.q1?.discrimination).toBeCloseTo(1.5 / Math.sqrt(4.75), 6);
    expect(byId.q2?.facility).toBe(0.75);
    // The essay by its marks: 2 of 8 points.
    expect(byId.q3).toMatchObject({ facility: 0.25, options: [] });
    expect(await loadItemAnalysis(getDb(), { courseId: world.course.id, blockId: world.inlineQuiz.id })).toBeNull();
  });
});

describe("the assessment hub and a person's assessment courses", () => {
  it("count what waits: essays, assignments and marks to moderate", async () => {
    const hub = await loadAssessmentHub(getDb(), world.course);
    expect(hub).toMatchObject({ learners: 7, bankQuizzes: 1, awaiting: { essays: 1, assignments: 1, moderation: 0 } });
    expect(hub!.staff).toBeGreaterThanOrEqual(2);
    const mine = await listAssessmentCourses(getDb(), { id: world.assessor.id, role: "student" }, null);
    expect(mine.courses).toEqual([
      {
        id: world.course.id,
        name: world.course.name,
        roles: ["assessor"],
        awaiting: { essays: 1, assignments: 1, moderation: 0 },
      },
    ]);
    const nobody = await listAssessmentCourses(getDb(), { id: world.learners[3]!.id, role: "student" }, null);
    expect(nobody.courses).toEqual([]);
  });
});

/** A screen rendered as the server would, as text. */
function renderedText<Props extends object>(component: ComponentType<Props>, props: Props): string {
  const Page = () => createElement(component, props);
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: Page }]);
  const html = renderToString(
    createElement(
      MantineProvider,
      { theme, cssVariablesResolver, defaultColorScheme: "light" },
      createElement(Stub, { initialEntries: ["/"], hydrationData: { loaderData: { root: null } } }),
    ),
  );
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("the assessment screens", () => {
  it("render the gradebook, the learner record, item analysis, the hub and the course list", async () => {
    const db = getDb();
    const course = { id: world.course.id, name: world.course.name };
    const page = await readGradebookPage(db, { courseId: world.course.id, search: "", after: null, limit: 3 });
    const gradebook = renderedText(GradebookView, {
      course,
      lessonCount: page.lessonCount,
      columns: page.columns,
      columnPages: { page: 1, total: page.columnTotal, pageSize: 12, from: 0 },
      rows: page.rows,
      total: page.total,
      search: "",
      next: "next-page",
    });
    expect(gradebook).toContain("Gradebook: ISO 9001 Internal Auditor");
    expect(gradebook).toContain("4/4 (1 attempt)");
    expect(gradebook).toContain(world.certificate.certificate_number);
    expect(gradebook).toContain("Next learners");
    expect(gradebook).toContain("Download CSV");

    const found = await loadLearnerRecord(db, { courseId: world.course.id, userId: world.learners[0]!.id });
    if (!found.ok) throw new Error(found.message);
    const record = renderedText(LearnerRecordView, { record: found.record });
    expect(record).toContain("Answer: Essay by Ayanda Nkosi");
    expect(record).toContain("Moderation: Confirmed by Moderator Mo");
    expect(record).toContain("Not yet competent by Assessor Ann");

    const quizzes = await listBankQuizzes(db, world.course.id);
    const analysis = await loadItemAnalysis(db, { courseId: world.course.id, blockId: world.bankQuiz.id });
    const items = renderedText(ItemAnalysisView, { course, quizzes, analysis });
    expect(items).toContain("Who approves the audit programme?");
    expect(items).toContain("corrected point-biserial");

    const hub = await loadAssessmentHub(db, world.course);
    const hubText = renderedText(AssessmentHubView, { hub: hub!, canEdit: true });
    // An outside assessor does not write the course's questions: no way into its bank.
    expect(renderedText(AssessmentHubView, { hub: hub!, canEdit: false })).not.toContain("Question bank");
    for (const label of [
      "Question bank",
      "Gradebook",
      "Item analysis",
      "Essays to mark",
      "Assignments to mark",
      "Moderation",
      "Assessors and moderators",
    ]) {
      expect(hubText).toContain(label);
    }
    const mine = await listAssessmentCourses(db, { id: world.assessor.id, role: "student" }, null);
    expect(
      renderedText(AssessmentCoursesView, {
        courses: mine.courses,
        next: null,
        isAdmin: false,
        back: { to: "/my-learning", label: "My learning" },
      }),
    ).toContain("ISO 9001 Internal Auditor Assessor");
  });
});
