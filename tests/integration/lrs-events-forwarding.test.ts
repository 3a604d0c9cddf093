import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { recordQuizAttempt } from "~/features/content-blocks/answers/quiz-attempts.server";
import type { QuizContent } from "~/features/content-blocks/block-types";
import { findCourseOutline } from "~/features/learning/course-outline.server";
import { completeLesson } from "~/features/learning/progress.server";
import { resetEnvironmentForTests } from "~/lib/env.server";
import { forwardDueStatements, MAX_FORWARD_ATTEMPTS } from "~/platform/lrs/forward-statements.server";
import { lrsForwardTarget, lrsHomePage } from "~/platform/lrs/lrs-settings.server";
import { lrsPersonalData } from "~/platform/lrs/personal-data.server";
import { recordLearningEvent } from "~/platform/lrs/record-learning-event.server";
import { VERB } from "~/platform/lrs/xapi-terms";
import { getAuth, getDb } from "~/server/app-context.server";
import {
  insertBlock,
  insertChapter,
  insertCourse,
  insertEnrolment,
  insertLesson,
} from "~/server/factories/course-factory";
import { insertUser } from "~/server/factories/user-factory";
import { AUDIT_PROGRAMME_QUESTION } from "~tests/support/sample-quiz";

/**
 * Campus's own learning events as xAPI statements, written where they happen (decision 0098-lrs),
 * and their forwarding to an external LRS (a fake one here, on 127.0.0.1, that checks the version
 * header and the Basic credentials, and fails on demand).
 */
async function statementsOf(userId: string) {
  const rows = await getDb()
    .selectFrom("lrs_statements")
    .select(["verb_id", "activity_id", "statement_json"])
    .where("user_id", "=", userId)
    .orderBy("stored")
    .execute();
  return rows.map((row) => ({
    verb: row.verb_id,
    activity: row.activity_id,
    statement: JSON.parse(row.statement_json),
  }));
}

describe("Campus learning events", () => {
  it("records lesson completed (once), course completed and the certificate earned, with the account as actor", async () => {
    const db = getDb();
    const student = await insertUser(getAuth(), db, { name: "Lerato Dlamini", email: "lerato@example.com" });
    const course = await insertCourse(db, { name: "ISO 14001 awareness", offers_certificate: 1 });
    const chapter = await insertChapter(db, course.id);
    const lesson = await insertLesson(db, chapter);
    await insertEnrolment(db, course.id, student.id);
    const outline = await findCourseOutline(db, course.id);
    if (!outline) throw new Error("no outline");
    await completeLesson(db, { outline, lessonId: lesson.id, userId: student.id, isEnrolled: true });
    await completeLesson(db, { outline, lessonId: lesson.id, userId: student.id, isEnrolled: true });
    const recorded = await statementsOf(student.id);
    expect(recorded.map((each) => each.verb)).toEqual([VERB.completed, VERB.completed, VERB.earned]);
    expect(recorded[0].activity).toBe(`${lrsHomePage()}/xapi/activities/lesson/${lesson.id}`);
    expect(recorded[1].activity).toBe(`${lrsHomePage()}/xapi/activities/course/${course.id}`);
    expect(recorded[0].statement.actor).toEqual({
      objectType: "Agent",
      account: { homePage: lrsHomePage(), name: student.id },
    });
    expect(JSON.stringify(recorded)).not.toContain("lerato@example.com");
  });

  it("records a quiz failed and then passed, with the score", async () => {
    const db = getDb();
    const student = await insertUser(getAuth(), db);
    const course = await insertCourse(db);
    const lesson = await insertLesson(db, await insertChapter(db, course.id));
    const content = { questions: [AUDIT_PROGRAMME_QUESTION], passMark: 100 } as QuizContent;
    const block = await insertBlock(db, lesson, { type: "quiz", content });
    const place = { blockId: block.id, courseId: course.id, userId: student.id, content };
    await recordQuizAttempt(db, { ...place, answers: { q1: ["q1a"] } });
    await recordQuizAttempt(db, { ...place, answers: { q1: ["q1b"] } });
    const recorded = await statementsOf(student.id);
    expect(recorded.map((each) => each.verb)).toEqual([VERB.failed, VERB.passed]);
    expect(recorded[1].statement.result).toMatchObject({ success: true, score: { raw: 1, max: 1, scaled: 1 } });
    expect(recorded[0].statement.result).toMatchObject({ success: false, score: { raw: 0, scaled: 0 } });
  });
});

describe("a learner's statements as personal data", () => {
  it("are in their download and deleted by their erasure, other learners' kept", async () => {
    const db = getDb();
    const student = await insertUser(getAuth(), db);
    const other = await insertUser(getAuth(), db);
    await recordLearningEvent(db, { kind: "course-completed", userId: student.id, courseId: "course-9" });
    await recordLearningEvent(db, { kind: "course-completed", userId: other.id, courseId: "course-9" });
    const identity = { userId: student.id, emails: [student.email], placeholderEmail: "removed@example.invalid" };
    const download = await lrsPersonalData.personalDataOf(db, identity);
    expect(download.xapiStatements).toHaveLength(1);
    await lrsPersonalData.erasePersonalData(db, { ...identity, details: [], nameParts: [] });
    expect(await statementsOf(student.id)).toEqual([]);
    expect(await statementsOf(other.id)).toHaveLength(1);
  });
});

describe("forwarding to an external LRS", () => {
  let server: Server | undefined;
  afterEach(() => {
    delete process.env.LRS_FORWARD_ENDPOINT;
    delete process.env.LRS_FORWARD_BASIC;
    resetEnvironmentForTests();
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  it("sends each statement with the version header and Basic auth, retrying with backoff after a failure", async () => {
    const received: Array<{ id: string | null; body: Record<string, unknown> }> = [];
    let failuresLeft = 1;
    server = createServer(async (request: IncomingMessage, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const expectedAuth = `Basic ${Buffer.from("campus:s3cret").toString("base64")}`;
      if (request.headers["x-experience-api-version"] !== "1.0.3") return response.writeHead(400).end("version");
      if (request.headers.authorization !== expectedAuth) return response.writeHead(401).end("auth");
      if (request.method !== "PUT") return response.writeHead(405).end();
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return response.writeHead(503).end("busy");
      }
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      received.push({ id: url.searchParams.get("statementId"), body: JSON.parse(Buffer.concat(chunks).toString()) });
      response.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    process.env.LRS_FORWARD_ENDPOINT = `http://127.0.0.1:${port}/xapi`;
    process.env.LRS_FORWARD_BASIC = "campus:s3cret";
    resetEnvironmentForTests();
    const target = lrsForwardTarget();
    if (!target) throw new Error("forwarding is not configured");

    const db = getDb();
    const student = await insertUser(getAuth(), db);
    const stored = new Date("2026-11-29T08:00:00Z");
    await recordLearningEvent(db, { kind: "course-completed", userId: student.id, courseId: "course-1" }, stored);
    const statement = await db
      .selectFrom("lrs_statements")
      .select("id")
      .where("user_id", "=", student.id)
      .executeTakeFirstOrThrow();
    const outbox = () =>
      db
        .selectFrom("lrs_forward_outbox")
        .selectAll()
        .where("statement_id", "=", statement.id)
        .executeTakeFirstOrThrow();

    expect(await forwardDueStatements(db, { target, clock: () => stored })).toBe(1);
    const afterFailure = await outbox();
    expect(afterFailure).toMatchObject({ status: "pending", attempts: 1, last_error: "HTTP 503" });
    expect(afterFailure.next_attempt_at).toBe("2026-11-29T08:01:00.000Z");
    // Not due yet: nothing is sent before the backoff has passed.
    expect(await forwardDueStatements(db, { target, clock: () => new Date("2026-11-29T08:00:30Z") })).toBe(0);
    expect(await forwardDueStatements(db, { target, clock: () => new Date("2026-11-29T08:01:00Z") })).toBe(1);
    expect(await outbox()).toMatchObject({ status: "delivered", attempts: 2, last_error: null });
    expect(received).toHaveLength(1);
    expect(received[0].id).toBe(statement.id);
    expect(received[0].body).toMatchObject({ id: statement.id, verb: { id: VERB.completed } });
  });

  it("gives up after the last attempt, and queues nothing while no external LRS is set", async () => {
    const db = getDb();
    const student = await insertUser(getAuth(), db);
    await recordLearningEvent(db, { kind: "course-completed", userId: student.id, courseId: "course-2" });
    const quiet = await db
      .selectFrom("lrs_statements")
      .select("id")
      .where("user_id", "=", student.id)
      .executeTakeFirstOrThrow();
    expect(
      await db.selectFrom("lrs_forward_outbox").select("id").where("statement_id", "=", quiet.id).execute(),
    ).toEqual([]);

    process.env.LRS_FORWARD_ENDPOINT = "http://127.0.0.1:9/xapi/";
    resetEnvironmentForTests();
    const target = lrsForwardTarget();
    if (!target) throw new Error("forwarding is not configured");
    const other = await insertUser(getAuth(), db);
    await recordLearningEvent(db, { kind: "course-completed", userId: other.id, courseId: "course-3" });
    const statement = await db
      .selectFrom("lrs_statements")
      .select("id")
      .where("user_id", "=", other.id)
      .executeTakeFirstOrThrow();
    // From the time the statement was queued (now, as recordLearningEvent reads it), not a fixed
    // date: a fixed one fell before the queue's first attempt once the real day reached it.
    let clock = new Date();
    for (let attempt = 0; attempt < MAX_FORWARD_ATTEMPTS; attempt += 1) {
      clock = new Date(clock.getTime() + 11 * 60 * 60 * 1000);
      await forwardDueStatements(db, { target, clock: () => clock });
    }
    const row = await db
      .selectFrom("lrs_forward_outbox")
      .selectAll()
      .where("statement_id", "=", statement.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "failed", attempts: MAX_FORWARD_ATTEMPTS });
    expect(row.last_error).toBeTruthy();
  });
});
