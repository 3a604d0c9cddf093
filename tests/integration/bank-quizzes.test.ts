import { describe, expect, it } from "vitest";
import type { BankQuizView } from "~/features/assessment/attempts/attempt-view";
import * as attemptMessages from "~/features/assessment/attempts/messages";
import { startBankQuizAttempt } from "~/features/assessment/attempts/start-attempt.server";
import { listAttemptsAwaitingMarking, markAttemptEssays } from "~/features/assessment/marking/essay-marking.server";
import * as markingMessages from "~/features/assessment/marking/messages";
import type { BankQuizSettings } from "~/features/assessment/quizzes/bank-quiz";
import { findQuizzesToPass } from "~/features/content-blocks/answers/quiz-standing.server";
import { loadViewerBlocks } from "~/features/content-blocks/viewers/viewer-blocks.server";
import {
  saveReaderBankQuiz,
  startReaderBankQuiz,
  submitReaderBankQuiz,
} from "~/features/learning/bank-quiz-actions.server";
import { getAuth, getDb } from "~/server/app-context.server";
import {
  insertBlock,
  insertChapter,
  insertCourse,
  insertEnrolment,
  insertLesson,
} from "~/server/factories/course-factory";
import { insertUser } from "~/server/factories/user-factory";
import {
  bankSettings,
  essay,
  insertQuestion,
  insertQuestionCategory,
  NINE_TYPES,
  seededRandom,
  singleChoice,
} from "~tests/support/bank-quiz-samples";

const START = new Date("2026-03-02T08:00:00.000Z");
const minutesAfterStart = (minutes: number) => new Date(START.getTime() + minutes * 60_000);

/** A course with one lesson holding a bank quiz with these settings, and an enrolled learner. */
async function bankQuizCourse(settings: (categoryId: string) => Promise<BankQuizSettings> | BankQuizSettings) {
  const db = getDb();
  const course = await insertCourse(db, { name: "ISO 19011 Auditing" });
  const chapter = await insertChapter(db, course.id);
  const lesson = await insertLesson(db, chapter);
  const categoryId = await insertQuestionCategory(db, course.id);
  const bank = await settings(categoryId);
  const block = await insertBlock(db, lesson, {
    type: "quiz",
    title: "Audit check",
    content: { source: "bank", bank, questions: [] },
  });
  const learner = await insertUser(getAuth(), db, { name: "Lerato Learner" });
  await insertEnrolment(db, course.id, learner.id);
  const place = { courseId: course.id, lessonId: lesson.id, user: { id: learner.id, role: "student" as const } };
  return { db, course, lesson, block, categoryId, learner, place };
}

async function viewOf(lessonId: string, user: { id: string; role: "student" }): Promise<BankQuizView> {
  const blocks = await loadViewerBlocks(getDb(), user, lessonId);
  const block = blocks.find((candidate) => candidate.type === "bank-quiz");
  if (block?.type !== "bank-quiz") throw new Error("no bank quiz in the lesson");
  return block.quiz;
}

async function attemptRows(blockId: string, userId: string) {
  return getDb()
    .selectFrom("assessment_attempts")
    .selectAll()
    .where("block_id", "=", blockId)
    .where("user_id", "=", userId)
    .orderBy("attempt_number")
    .execute();
}

describe("bank quiz draws", () => {
  it("draws each learner's own questions, the same again on reload, untouched by later bank edits", async () => {
    const { db, course, lesson, block, categoryId, learner, place } = await bankQuizCourse(async (categoryId) => {
      const fixed = await insertQuestion(getDb(), categoryId, singleChoice("Fixed: what is an audit?"));
      const pool = await insertQuestionCategory(getDb(), null, "Shared pool");
      for (let index = 0; index < 12; index += 1) {
        await insertQuestion(getDb(), pool, singleChoice(`Pool question ${index}`));
      }
      await insertQuestion(getDb(), pool, singleChoice("Archived"), { archived: true });
      return bankSettings({ fixedQuestionIds: [fixed], draws: [{ categoryId: pool, count: 4 }], shuffleOptions: true });
    });
    expect(categoryId).toBeTruthy();

    const first = await startBankQuizAttempt(
      db,
      { blockId: block.id, courseId: course.id, userId: learner.id },
      (await bankSettingsOf(block.id))!,
      { now: START, random: seededRandom(1) },
    );
    if (!first.ok) throw new Error(first.message);
    expect(first.resumed).toBe(false);
    const shown = (await viewOf(lesson.id, place.user)).inProgress;
    expect(shown?.questions).toHaveLength(5);
    expect(shown?.questions[0]?.stemHtml).toContain("Fixed");
    expect(shown?.questions.map((question) => question.stemHtml).join()).not.toContain("Archived");

    // A reload, or 'Start attempt' again, returns the same attempt: never a new draw.
    const again = await startReaderBankQuiz(db, place, block.id, minutesAfterStart(3));
    expect(again.ok).toBe(true);
    const reloaded = (await viewOf(lesson.id, place.user)).inProgress;
    expect(reloaded?.attemptId).toBe(shown?.attemptId);
    expect(reloaded?.questions).toEqual(shown?.questions);
    expect(await attemptRows(block.id, learner.id)).toHaveLength(1);

    // Another learner draws their own (a different seed gives a different draw here).
    const other = await insertUser(getAuth(), db);
    await insertEnrolment(db, course.id, other.id);
    const otherStart = await startBankQuizAttempt(
      db,
      { blockId: block.id, courseId: course.id, userId: other.id },
      (await bankSettingsOf(block.id))!,
      { now: START, random: seededRandom(99) },
    );
    expect(otherStart.ok).toBe(true);
    const otherShown = (await viewOf(lesson.id, { id: other.id, role: "student" as const })).inProgress;
    expect(otherShown?.questions.map((question) => question.questionId)).not.toEqual(
      shown?.questions.map((question) => question.questionId),
    );

    // The bank is edited afterwards: the attempt still shows the question as it was drawn.
    const drawnId = shown?.questions[1]?.questionId as string;
    await db
      .updateTable("questions")
      .set({ content_json: JSON.stringify(singleChoice("Rewritten after the attempt")) })
      .where("id", "=", drawnId)
      .execute();
    const afterEdit = (await viewOf(lesson.id, place.user)).inProgress;
    expect(afterEdit?.questions[1]).toEqual(shown?.questions[1]);
    expect(JSON.stringify(afterEdit)).not.toContain("Rewritten");
  });

  it("never sends the correct answers, feedback or marking guide while the attempt is open", async () => {
    const { db, lesson, block, learner, place } = await bankQuizCourse(async (categoryId) => {
      const ids = [];
      for (const sample of NINE_TYPES) ids.push(await insertQuestion(getDb(), categoryId, sample.content));
      return bankSettings({ fixedQuestionIds: ids, review: "always" });
    });
    expect((await startReaderBankQuiz(db, place, block.id, START)).ok).toBe(true);
    const sent = JSON.stringify((await viewOf(lesson.id, place.user)).inProgress);
    for (const secret of [
      "isCorrect",
      "correctAnswer",
      "acceptedAnswers",
      "correctValue",
      "Clause 9.2 covers",
      "markingGuide",
      '"answer":',
      "[[9001]]",
      "Yes.",
    ]) {
      expect(sent).not.toContain(secret);
    }
    expect(sent).toContain("Environment");
    expect((await attemptRows(block.id, learner.id))[0]?.status).toBe("in-progress");
  });
});

describe("submitting a bank quiz attempt", () => {
  it("scores all nine types with the bank's scoring; an answered essay waits for an assessor", async () => {
    const { db, lesson, block, learner, place } = await bankQuizCourse(async (categoryId) => {
      const ids = [];
      for (const sample of NINE_TYPES) ids.push(await insertQuestion(getDb(), categoryId, sample.content));
      return bankSettings({ fixedQuestionIds: ids, shuffleQuestions: true, shuffleOptions: true, passMark: 50 });
    });
    await startReaderBankQuiz(db, place, block.id, START);
    const open = (await viewOf(lesson.id, place.user)).inProgress!;
    const ids = (await db.selectFrom("questions").select(["id", "type"]).execute()).filter((row) =>
      open.questions.some((question) => question.questionId === row.id),
    );
    const fields: Record<string, string[]> = {};
    for (const sample of NINE_TYPES) {
      const id = ids.find((row) => row.type === sample.content.type)!.id;
      Object.assign(fields, sample.fields(id));
    }
    const submitted = await submitReaderBankQuiz(
      db,
      place,
      { blockId: block.id, attemptId: open.attemptId, fields },
      minutesAfterStart(5),
    );
    expect(submitted).toEqual({ ok: true, passed: false });
    const [row] = await attemptRows(block.id, learner.id);
    expect(row).toMatchObject({ status: "awaiting-marking", score: 12, max_score: 22, passed: null });
    expect(await findQuizzesToPass(db, { userId: learner.id, courseId: place.courseId })).toEqual([
      { blockId: block.id, lessonId: lesson.id, title: "Audit check" },
    ]);

    // Submitting twice (another tab) is refused: the attempt is no longer open.
    const twice = await submitReaderBankQuiz(
      db,
      place,
      { blockId: block.id, attemptId: open.attemptId, fields },
      minutesAfterStart(6),
    );
    expect(twice).toMatchObject({ ok: false, reason: "stale" });
  });

  it("refuses answers for a question the attempt did not show, and saves nothing", async () => {
    const { db, lesson, block, learner, place } = await bankQuizCourse(async (categoryId) => {
      const pool = [];
      for (let index = 0; index < 6; index += 1)
        pool.push(await insertQuestion(getDb(), categoryId, singleChoice(`Q${index}`)));
      return bankSettings({ draws: [{ categoryId, count: 2 }] });
    });
    await startReaderBankQuiz(db, place, block.id, START);
    const open = (await viewOf(lesson.id, place.user)).inProgress!;
    const shownIds = open.questions.map((question) => question.questionId);
    const hidden = (await db.selectFrom("questions").select("id").execute()).find((row) => !shownIds.includes(row.id))!;
    const sent = {
      blockId: block.id,
      attemptId: open.attemptId,
      fields: { [shownIds[0]!]: ["right"], [hidden.id]: ["right"] },
    };
    expect(await submitReaderBankQuiz(db, place, sent, minutesAfterStart(1))).toMatchObject({
      ok: false,
      reason: "invalid",
      message: attemptMessages.notShown(),
    });
    expect(await saveReaderBankQuiz(db, place, sent, minutesAfterStart(1))).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    const [row] = await attemptRows(block.id, learner.id);
    expect(row).toMatchObject({ status: "in-progress", answers_json: "{}" });
  });

  it("keeps the time limit on the server: a late submit is refused and the answers saved before the deadline are marked", async () => {
    const { db, lesson, block, learner, place } = await bankQuizCourse(async (categoryId) => {
      const ids = [
        await insertQuestion(getDb(), categoryId, singleChoice("One")),
        await insertQuestion(getDb(), categoryId, singleChoice("Two")),
      ];
      return bankSettings({ fixedQuestionIds: ids, timeLimitMinutes: 10, passMark: 50, maxAttempts: 2 });
    });
    await startReaderBankQuiz(db, place, block.id, START);
    const open = (await viewOf(lesson.id, place.user)).inProgress!;
    expect(open.deadlineAt).toBe(minutesAfterStart(10).toISOString());
    const [first, second] = open.questions.map((question) => question.questionId);
    const saved = await saveReaderBankQuiz(
      db,
      place,
      { blockId: block.id, attemptId: open.attemptId, fields: { [first!]: ["right"] } },
      minutesAfterStart(4),
    );
    expect(saved.ok).toBe(true);
    const late = await submitReaderBankQuiz(
      db,
      place,
      { blockId: block.id, attemptId: open.attemptId, fields: { [first!]: ["right"], [second!]: ["right"] } },
      minutesAfterStart(11),
    );
    expect(late).toMatchObject({ ok: false, reason: "closed", message: attemptMessages.timeUp() });
    const [row] = await attemptRows(block.id, learner.id);
    // Closed at its deadline with the one answer saved in time: 1 of 2 is the pass mark.
    expect(row).toMatchObject({
      status: "completed",
      score: 1,
      passed: 1,
      submitted_at: minutesAfterStart(10).toISOString(),
    });

    // In time, a second attempt submits normally.
    await startReaderBankQuiz(db, place, block.id, minutesAfterStart(20));
    const retry = (await viewOf(lesson.id, place.user)).inProgress!;
    expect(retry.attemptNumber).toBe(2);
    const onTime = await submitReaderBankQuiz(
      db,
      place,
      { blockId: block.id, attemptId: retry.attemptId, fields: {} },
      minutesAfterStart(29),
    );
    expect(onTime).toEqual({ ok: true, passed: false });
  });

  it("closes an attempt left open past its deadline when the next one starts", async () => {
    const { db, block, learner, place } = await bankQuizCourse(async (categoryId) =>
      bankSettings({
        fixedQuestionIds: [await insertQuestion(getDb(), categoryId, singleChoice("One"))],
        timeLimitMinutes: 5,
      }),
    );
    await startReaderBankQuiz(db, place, block.id, START);
    expect((await startReaderBankQuiz(db, place, block.id, minutesAfterStart(60))).ok).toBe(true);
    const rows = await attemptRows(block.id, learner.id);
    expect(rows.map((row) => [row.attempt_number, row.status])).toEqual([
      [1, "completed"],
      [2, "in-progress"],
    ]);
  });
});

describe("bank quiz attempt limits", () => {
  it("refuses a start past the number of attempts", async () => {
    const { db, lesson, block, place } = await bankQuizCourse(async (categoryId) =>
      bankSettings({
        fixedQuestionIds: [await insertQuestion(getDb(), categoryId, singleChoice("One"))],
        maxAttempts: 1,
      }),
    );
    await startReaderBankQuiz(db, place, block.id, START);
    const open = (await viewOf(lesson.id, place.user)).inProgress!;
    await submitReaderBankQuiz(
      db,
      place,
      { blockId: block.id, attemptId: open.attemptId, fields: {} },
      minutesAfterStart(1),
    );
    expect(await startReaderBankQuiz(db, place, block.id, minutesAfterStart(2))).toMatchObject({
      ok: false,
      reason: "closed",
      message: "You have used your one attempt at this quiz.",
    });
    expect((await viewOf(lesson.id, place.user)).cannotStartReason).toBe(
      "You have used your one attempt at this quiz.",
    );
  });

  it("lets the unique attempt number decide between two tabs starting at once", async () => {
    const { db, lesson, block, learner, place } = await bankQuizCourse(async (categoryId) =>
      bankSettings({
        fixedQuestionIds: [await insertQuestion(getDb(), categoryId, singleChoice("One"))],
        maxAttempts: 2,
      }),
    );
    await startReaderBankQuiz(db, place, block.id, START);
    const open = (await viewOf(lesson.id, place.user)).inProgress!;
    await submitReaderBankQuiz(
      db,
      place,
      { blockId: block.id, attemptId: open.attemptId, fields: {} },
      minutesAfterStart(1),
    );

    const results = await Promise.all([
      startReaderBankQuiz(db, place, block.id, minutesAfterStart(2)),
      startReaderBankQuiz(db, place, block.id, minutesAfterStart(2)),
      startReaderBankQuiz(db, place, block.id, minutesAfterStart(2)),
    ]);
    const rows = await attemptRows(block.id, learner.id);
    expect(rows.map((row) => row.attempt_number)).toEqual([1, 2]);
    // Each tab either got the one new attempt or was told another tab started it.
    for (const result of results) {
      if (!result.ok) expect(result).toMatchObject({ reason: "conflict", message: attemptMessages.startedElsewhere() });
    }
    expect(results.some((result) => result.ok)).toBe(true);

    // The key itself refuses a second row with the same number, whatever the code above it did.
    await expect(
      db
        .insertInto("assessment_attempts")
        .values({ ...rows[1]!, id: "duplicate-attempt", version: 1 })
        .execute(),
    ).rejects.toThrow();
  });
});

describe("bank quiz review rules", () => {
  async function failThenPass(review: BankQuizSettings["review"]) {
    const course = await bankQuizCourse(async (categoryId) =>
      bankSettings({ fixedQuestionIds: [await insertQuestion(getDb(), categoryId, singleChoice("One"))], review }),
    );
    const { db, lesson, block, place } = course;
    const attempt = async (answer: string, at: number) => {
      await startReaderBankQuiz(db, place, block.id, minutesAfterStart(at));
      const open = (await viewOf(lesson.id, place.user)).inProgress!;
      const questionId = open.questions[0]!.questionId;
      await submitReaderBankQuiz(
        db,
        place,
        { blockId: block.id, attemptId: open.attemptId, fields: { [questionId]: [answer] } },
        minutesAfterStart(at + 1),
      );
      return (await viewOf(lesson.id, place.user)).latestResult!;
    };
    return { failed: await attempt("wrong", 0), passed: await attempt("right", 10) };
  }

  it("after passing: nothing after a failed attempt, everything once passed", async () => {
    const { failed, passed } = await failThenPass("after-passing");
    expect(failed).toMatchObject({ passed: false, answersShown: false });
    expect(failed.questions[0]).toMatchObject({
      answer: { optionIds: ["wrong"] },
      correct: null,
      feedbackHtml: null,
      isCorrect: null,
      points: null,
      optionFeedback: [],
    });
    expect(JSON.stringify(failed)).not.toContain("Clause 9.2");
    expect(passed).toMatchObject({ passed: true, answersShown: true });
    expect(passed.questions[0]).toMatchObject({
      isCorrect: true,
      correct: { type: "single", optionIds: ["right"] },
      feedbackHtml: "<p>Clause 9.2 covers internal audits.</p>",
      optionFeedback: [{ optionId: "right", html: "<p>Yes.</p>" }],
    });
  });

  it("always: shown after each attempt, passed or not; never: not even after passing", async () => {
    const always = await failThenPass("always");
    expect(always.failed.questions[0]).toMatchObject({
      isCorrect: false,
      correct: { optionIds: ["right"] },
      optionFeedback: [{ optionId: "wrong", html: "<p>Not quite.</p>" }],
    });
    const never = await failThenPass("never");
    expect(never.passed).toMatchObject({ passed: true, answersShown: false });
    expect(never.passed.questions[0]).toMatchObject({ correct: null, feedbackHtml: null, isCorrect: null });
  });
});

describe("marking a bank quiz's essays", () => {
  async function essayAttempt() {
    const course = await bankQuizCourse(async (categoryId) =>
      bankSettings({
        fixedQuestionIds: [
          await insertQuestion(getDb(), categoryId, singleChoice("One", 2)),
          await insertQuestion(getDb(), categoryId, essay("Describe a finding.", 8)),
        ],
        passMark: 60,
      }),
    );
    const { db, lesson, block, place } = course;
    await insertEnrolment(db, place.courseId, place.user.id).catch(() => undefined);
    await db
      .insertInto("lesson_completions")
      .values({
        user_id: place.user.id,
        lesson_id: lesson.id,
        course_id: place.courseId,
        completed_at: START.toISOString(),
      })
      .execute();
    await startReaderBankQuiz(db, place, block.id, START);
    const open = (await viewOf(lesson.id, place.user)).inProgress!;
    const [choice, written] = open.questions;
    await submitReaderBankQuiz(
      db,
      place,
      {
        blockId: block.id,
        attemptId: open.attemptId,
        fields: { [choice!.questionId]: ["right"], [written!.questionId]: ["The calibration record was missing."] },
      },
      minutesAfterStart(5),
    );
    const assessor = await insertUser(getAuth(), db, { name: "Anele Assessor" });
    return { ...course, attemptId: open.attemptId, essayId: written!.questionId, assessor };
  }

  it("completes the attempt when every essay is marked, mails the learner and finishes the course", async () => {
    const { db, course, block, learner, attemptId, essayId, assessor } = await essayAttempt();
    const [before] = await attemptRows(block.id, learner.id);
    expect(before?.status).toBe("awaiting-marking");
    const tooMany = await markAttemptEssays(db, {
      courseId: course.id,
      attemptId,
      markerUserId: assessor.id,
      version: Number(before!.version),
      marks: [{ questionId: essayId, points: 9, comment: "" }],
      passMark: 60,
      now: minutesAfterStart(60),
      resultUrl: "https://campus.example/course/x",
    });
    expect(tooMany).toMatchObject({
      ok: false,
      reason: "invalid",
      fieldErrors: { [`points-${essayId}`]: "Enter the points as a whole number from 0 to 8." },
    });

    const marked = await markAttemptEssays(db, {
      courseId: course.id,
      attemptId,
      markerUserId: assessor.id,
      version: Number(before!.version),
      marks: [{ questionId: essayId, points: 5, comment: "Good evidence; name the clause." }],
      passMark: 60,
      now: minutesAfterStart(60),
      resultUrl: "https://campus.example/course/x",
    });
    expect(marked).toMatchObject({ ok: true, completed: true, passed: true });
    const [after] = await attemptRows(block.id, learner.id);
    expect(after).toMatchObject({ status: "completed", score: 7, max_score: 10, passed: 1 });
    const mail = await db
      .selectFrom("outbox")
      .select(["subject", "text"])
      .where("to_email", "=", learner.email)
      .execute();
    expect(mail).toEqual([expect.objectContaining({ subject: "Your result for Audit check" })]);
    expect(mail[0]?.text).toContain("You scored 7 out of 10");
    expect(await findQuizzesToPass(db, { userId: learner.id, courseId: course.id })).toEqual([]);

    const again = await markAttemptEssays(db, {
      courseId: course.id,
      attemptId,
      markerUserId: assessor.id,
      version: Number(after!.version),
      marks: [{ questionId: essayId, points: 1, comment: "" }],
      passMark: 60,
      now: minutesAfterStart(61),
      resultUrl: "https://campus.example/course/x",
    });
    expect(again).toMatchObject({ ok: false, reason: "closed" });
  });

  it("lists the course's attempts awaiting marking oldest first, a page at a time", async () => {
    const { db, course, block, place, attemptId } = await essayAttempt();
    // Two more learners' attempts, submitted later.
    const later = [];
    for (const minutes of [10, 20]) {
      const learner = await insertUser(getAuth(), db);
      await insertEnrolment(db, course.id, learner.id);
      const other = { ...place, user: { id: learner.id, role: "student" as const } };
      await startReaderBankQuiz(db, other, block.id, START);
      const open = (await viewOf(place.lessonId, other.user)).inProgress!;
      const written = open.questions.find((question) => question.type === "essay")!;
      await submitReaderBankQuiz(
        db,
        other,
        { blockId: block.id, attemptId: open.attemptId, fields: { [written.questionId]: ["An answer."] } },
        minutesAfterStart(minutes),
      );
      later.push(open.attemptId);
    }
    const first = await listAttemptsAwaitingMarking(db, course.id, { limit: 2, after: null });
    expect(first.items.map((item) => item.attemptId)).toEqual([attemptId, later[0]]);
    expect(first.items[0]).toMatchObject({ learnerName: "Lerato Learner", quizTitle: "Audit check", attemptNumber: 1 });
    const second = await listAttemptsAwaitingMarking(db, course.id, { limit: 2, after: first.next });
    expect(second.items.map((item) => item.attemptId)).toEqual([later[1]]);
    expect(second.next).toBeNull();
  });

  it("of two assessors marking one attempt at once, one is saved and the other told", async () => {
    const { db, course, block, learner, attemptId, essayId, assessor } = await essayAttempt();
    const [before] = await attemptRows(block.id, learner.id);
    const mark = (points: number) =>
      markAttemptEssays(db, {
        courseId: course.id,
        attemptId,
        markerUserId: assessor.id,
        version: Number(before!.version),
        marks: [{ questionId: essayId, points, comment: `Mark ${points}` }],
        passMark: 60,
        now: minutesAfterStart(60),
        resultUrl: "https://campus.example/course/x",
      });
    const results = await Promise.all([mark(2), mark(6)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({ reason: expect.stringMatching(/stale|closed/) });
    const loser = results.find((result) => !result.ok);
    if (loser && !loser.ok && loser.reason === "stale")
      expect(loser.message).toBe(markingMessages.anotherAssessorSaved());
    const marks = await db
      .selectFrom("attempt_question_marks")
      .selectAll()
      .where("attempt_id", "=", attemptId)
      .execute();
    expect(marks).toHaveLength(1);
    const [after] = await attemptRows(block.id, learner.id);
    expect(after?.score).toBe(2 + Number(marks[0]?.points));
  });
});

async function bankSettingsOf(blockId: string): Promise<BankQuizSettings | null> {
  const row = await getDb()
    .selectFrom("content_blocks")
    .select("content_json")
    .where("id", "=", blockId)
    .executeTakeFirstOrThrow();
  return (JSON.parse(row.content_json) as { bank: BankQuizSettings }).bank;
}
