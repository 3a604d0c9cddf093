import { beforeAll, describe, expect, it } from "vitest";
import { createId } from "~/lib/ids";
import * as offlineListRoute from "~/routes/learn/course-offline-list";
import * as offlineSyncRoute from "~/routes/learn/course-offline-sync";
import { getDb } from "~/server/app-context.server";
import {
  insertBlock,
  insertChapter,
  insertCourse,
  insertEnrolment,
  insertLesson,
} from "~/server/factories/course-factory";
import { formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { AUDIT_PROGRAMME_QUESTION } from "~tests/support/sample-quiz";
import { savePdfUpload } from "~tests/support/sample-uploads";
import { signedInAs } from "~tests/support/sign-in";

/**
 * Keeping a course offline (decision 0110-offline-courses): the offline list is the enrolled learner's
 * only, and lists every lesson's page and data, its files with their sizes and its videos apart;
 * work done offline is applied once by the reader's own rules, and a resend answers the first outcome.
 */
async function buildCourse(overrides: Parameters<typeof insertCourse>[1] = {}) {
  const db = getDb();
  const course = await insertCourse(db, overrides);
  const chapter = await insertChapter(db, course.id, { title: "Planning the audit", position: 1 });
  const lessonA = await insertLesson(db, chapter, { title: "The audit programme", position: 1 });
  const lessonB = await insertLesson(db, chapter, { title: "Audit checklists", position: 2 });
  const pdf = await savePdfUpload(null, "audit-checklist.pdf");
  const videoName = `${createId()}.mp4`;
  await db
    .insertInto("uploads")
    .values({
      id: createId(),
      stored_name: videoName,
      original_name: "walkthrough.mp4",
      content_type: "video/mp4",
      size_bytes: 12_000_000,
      owner_user_id: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  await insertBlock(db, lessonA, { type: "text", position: 1, content: { html: "<p>Plan the programme yearly.</p>" } });
  await insertBlock(db, lessonA, {
    type: "pdf",
    position: 2,
    content: { url: `/uploads/${pdf.stored_name}`, fileName: "audit-checklist.pdf" },
  });
  await insertBlock(db, lessonA, { type: "video", position: 3, content: { url: `/uploads/${videoName}` } });
  const quiz = await insertBlock(db, lessonB, {
    type: "quiz",
    title: "Check your understanding",
    position: 1,
    content: { questions: [AUDIT_PROGRAMME_QUESTION] },
  });
  const survey = await insertBlock(db, lessonB, {
    type: "survey",
    title: "Your experience",
    position: 2,
    content: { questions: [{ id: "s2", question: "What is hardest?", kind: "text", choices: [] }] },
  });
  const student = await signedInAs("student");
  await insertEnrolment(db, course.id, student.id);
  return { course, chapter, lessonA, lessonB, quiz, survey, pdf, videoName, student };
}

type Built = Awaited<ReturnType<typeof buildCourse>>;

async function getList(courseId: string, cookie?: string) {
  return settle(() =>
    offlineListRoute.loader(routeArgs(pageRequest(`/course/${courseId}/offline.json`, cookie), { courseId })),
  );
}

interface SentItem {
  key?: string;
  kind: string;
  lessonId: string;
  blockId?: string;
  version?: number;
  answers?: Record<string, string | string[]>;
  doneAt?: string;
}

async function send(courseId: string, item: SentItem, cookie: string) {
  const full = { key: createId(), doneAt: new Date().toISOString(), ...item };
  const request = formRequest(
    `/course/${courseId}/offline-sync`,
    { intent: "send-offline-item", item: JSON.stringify(full) },
    cookie,
  );
  const response = (await settle(() => offlineSyncRoute.action(routeArgs(request, { courseId })))) as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, key: full.key };
}

let built: Built;
beforeAll(async () => {
  built = await buildCourse();
});

describe("the offline list", () => {
  it("lists every lesson's page and data, the files with their sizes, and the videos apart", async () => {
    const response = (await getList(built.course.id, built.student.cookie)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const list = await response.json();
    const pathA = `/course/${built.course.id}/${built.chapter.id}/${built.lessonA.id}`;
    expect(list.lessons.map((lesson: { path: string }) => lesson.path)).toEqual([
      pathA,
      `/course/${built.course.id}/${built.chapter.id}/${built.lessonB.id}`,
    ]);
    expect(list.lessons[0].dataUrl).toBe(`${pathA}.data`);
    expect(list.files).toEqual([
      {
        lessonId: built.lessonA.id,
        url: `/uploads/${built.pdf.stored_name}`,
        contentType: "application/pdf",
        bytes: built.pdf.size_bytes,
      },
    ]);
    expect(list.videos).toEqual([
      { lessonId: built.lessonA.id, url: `/uploads/${built.videoName}`, contentType: "video/mp4", bytes: 12_000_000 },
    ]);
    expect(list.answerables).toEqual(
      expect.arrayContaining([
        { id: built.quiz.id, lessonId: built.lessonB.id, type: "quiz", version: built.quiz.version },
        { id: built.survey.id, lessonId: built.lessonB.id, type: "survey", version: built.survey.version },
      ]),
    );
  });

  it("is refused to someone not enrolled, sends visitors to sign in, and is 404 for an unknown course", async () => {
    const other = await signedInAs("student");
    const refused = (await getList(built.course.id, other.cookie)) as Response;
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toMatch(/no longer enrolled/);
    const visitor = (await getList(built.course.id)) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/sign-in/);
    const unknown = (await getList("no-such-course", built.student.cookie)) as Response;
    expect(unknown.status).toBe(404);
  });

  it("answers 404 with why once the course is withdrawn", async () => {
    const withdrawn = await buildCourse();
    await getDb().updateTable("courses").set({ is_published: 0 }).where("id", "=", withdrawn.course.id).execute();
    const response = (await getList(withdrawn.course.id, withdrawn.student.cookie)) as Response;
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe("This course has been withdrawn, so its offline copy was removed.");
  });
});

describe("work sent from offline", () => {
  it("completes a lesson once: a resend answers the first outcome", async () => {
    const { student, course, lessonA } = built;
    const first = await send(course.id, { kind: "complete-lesson", lessonId: lessonA.id }, student.cookie);
    expect(first).toMatchObject({ status: 200, body: { outcome: { result: "accepted" } } });
    const again = await send(
      course.id,
      { key: first.key, kind: "complete-lesson", lessonId: lessonA.id },
      student.cookie,
    );
    expect(again).toMatchObject({ status: 200, body: { outcome: { result: "accepted" } } });
    const completions = await getDb()
      .selectFrom("lesson_completions")
      .select("lesson_id")
      .where("user_id", "=", student.id)
      .execute();
    expect(completions).toEqual([{ lesson_id: lessonA.id }]);
    const stored = await getDb()
      .selectFrom("offline_submissions")
      .select(["status", "kind"])
      .where("user_id", "=", student.id)
      .execute();
    expect(stored).toEqual([{ status: 200, kind: "complete-lesson" }]);
  });

  it("scores a quiz on the server once, and answers a resend with the same score", async () => {
    const { student, course, lessonB, quiz } = built;
    const item = {
      kind: "submit-quiz",
      lessonId: lessonB.id,
      blockId: quiz.id,
      version: quiz.version,
      answers: { q1: ["q1b"] },
    };
    const first = await send(course.id, item, student.cookie);
    expect(first).toMatchObject({ status: 200, body: { outcome: { result: "scored", score: 1, maxScore: 1 } } });
    const again = await send(course.id, { ...item, key: first.key }, student.cookie);
    expect(again.body).toEqual(first.body);
    const attempts = await getDb()
      .selectFrom("quiz_attempts")
      .select("score")
      .where("user_id", "=", student.id)
      .where("block_id", "=", quiz.id)
      .execute();
    expect(attempts).toHaveLength(1);
  });

  it("refuses answers to a quiz changed since the course was kept, with why, and scores nothing", async () => {
    const fresh = await buildCourse();
    await getDb()
      .updateTable("content_blocks")
      .set({ version: fresh.quiz.version + 1 })
      .where("id", "=", fresh.quiz.id)
      .execute();
    const item = {
      kind: "submit-quiz",
      lessonId: fresh.lessonB.id,
      blockId: fresh.quiz.id,
      version: fresh.quiz.version,
      answers: { q1: ["q1b"] },
    };
    const refused = await send(fresh.course.id, item, fresh.student.cookie);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      outcome: {
        result: "refused",
        message:
          "The quiz was changed after you kept the course, so these answers were not scored. Open the lesson and answer the quiz again.",
      },
    });
    // The refusal is the first outcome too: a resend answers it, it is not applied later.
    const again = await send(fresh.course.id, { ...item, key: refused.key }, fresh.student.cookie);
    expect(again).toMatchObject({ status: 409, body: refused.body });
    const attempts = await getDb()
      .selectFrom("quiz_attempts")
      .select("id")
      .where("block_id", "=", fresh.quiz.id)
      .execute();
    expect(attempts).toEqual([]);
  });

  it("refuses answers to a quiz removed from the lesson (closed), and an unanswered quiz", async () => {
    const fresh = await buildCourse();
    const unanswered = await send(
      fresh.course.id,
      {
        kind: "submit-quiz",
        lessonId: fresh.lessonB.id,
        blockId: fresh.quiz.id,
        version: fresh.quiz.version,
        answers: {},
      },
      fresh.student.cookie,
    );
    expect(unanswered).toMatchObject({
      status: 400,
      body: { outcome: { result: "refused", message: "Not every question was answered." } },
    });
    await getDb().deleteFrom("content_blocks").where("id", "=", fresh.quiz.id).execute();
    const gone = await send(
      fresh.course.id,
      {
        kind: "submit-quiz",
        lessonId: fresh.lessonB.id,
        blockId: fresh.quiz.id,
        version: fresh.quiz.version,
        answers: { q1: ["q1b"] },
      },
      fresh.student.cookie,
    );
    expect(gone).toMatchObject({
      status: 404,
      body: { outcome: { result: "refused", message: "This quiz is no longer in the lesson." } },
    });
  });

  it("saves a survey once, and refuses one answered again online since", async () => {
    const { student, course, lessonB, survey } = built;
    const item = {
      kind: "save-survey",
      lessonId: lessonB.id,
      blockId: survey.id,
      version: survey.version,
      answers: { s2: "Finding the time" },
      doneAt: "2026-11-01T08:00:00.000Z",
    };
    const first = await send(course.id, item, student.cookie);
    expect(first).toMatchObject({ status: 200, body: { outcome: { result: "accepted" } } });
    // A second item done before the answer now stored: the later answer is kept.
    const older = await send(
      course.id,
      { ...item, answers: { s2: "Older answer" }, doneAt: "2026-10-01T08:00:00.000Z" },
      student.cookie,
    );
    expect(older).toMatchObject({
      status: 409,
      body: {
        outcome: {
          result: "refused",
          message: "You answered this survey again later, so your later answers were kept.",
        },
      },
    });
    const stored = await getDb()
      .selectFrom("survey_responses")
      .select("answers_json")
      .where("user_id", "=", student.id)
      .where("block_id", "=", survey.id)
      .execute();
    expect(stored.map((row) => JSON.parse(row.answers_json))).toEqual([{ s2: "Finding the time" }]);
  });

  it("refuses a locked lesson by the course's sequencing, with the lock's message", async () => {
    const sequenced = await buildCourse({ lessons_in_order: 1 });
    const refused = await send(
      sequenced.course.id,
      { kind: "complete-lesson", lessonId: sequenced.lessonB.id },
      sequenced.student.cookie,
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ outcome: { result: "refused" } });
    expect(String((refused.body.outcome as { message: string }).message)).toMatch(/^This lesson is locked\./);
  });

  it("refuses everything once the course is withdrawn or the enrolment ended, saying the copy is removed", async () => {
    const fresh = await buildCourse();
    await getDb().updateTable("courses").set({ is_published: 0 }).where("id", "=", fresh.course.id).execute();
    const withdrawn = await send(
      fresh.course.id,
      { kind: "complete-lesson", lessonId: fresh.lessonA.id },
      fresh.student.cookie,
    );
    expect(withdrawn).toMatchObject({
      status: 404,
      body: { message: "This course has been withdrawn, so its offline copy was removed.", removed: true },
    });
    const stranger = await signedInAs("student");
    const notEnrolled = await send(
      built.course.id,
      { kind: "complete-lesson", lessonId: built.lessonA.id },
      stranger.cookie,
    );
    expect(notEnrolled).toMatchObject({ status: 403, body: { removed: true } });
    const stored = await getDb()
      .selectFrom("offline_submissions")
      .select("idempotency_key")
      .where("user_id", "in", [fresh.student.id, stranger.id])
      .execute();
    expect(stored).toEqual([]);
  });

  it("answers an unreadable item with 400 and what was wrong, storing nothing", async () => {
    const request = formRequest(
      `/course/${built.course.id}/offline-sync`,
      { intent: "send-offline-item", item: "{not json" },
      built.student.cookie,
    );
    const response = (await settle(() =>
      offlineSyncRoute.action(routeArgs(request, { courseId: built.course.id })),
    )) as Response;
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("The item sent is not one Campus can read.");
    const badKind = await send(built.course.id, { kind: "enrol", lessonId: built.lessonA.id }, built.student.cookie);
    expect(badKind.status).toBe(400);
    expect(badKind.body.message).toBe("The item must be a completed lesson, quiz answers or survey answers.");
  });
});
