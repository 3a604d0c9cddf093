import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSIGNMENT_FILE_MAX_BYTES } from "~/features/assessment/assignments/assignment-content";
import { findAssignmentsNotCompetent } from "~/features/assessment/assignments/assignment-standing.server";
import { chooseModerationSample } from "~/features/assessment/assignments/moderation.server";
import { getEnvironment } from "~/lib/env.server";
import { fileStorage } from "~/lib/file-storage.server";
import { createSmtpTransport, deliverDueEmails } from "~/platform/mail/mail.server";
import * as queueRoute from "~/routes/assessment/assignments-queue";
import * as moderationRoute from "~/routes/assessment/moderation";
import * as portfolioRoute from "~/routes/assessment/portfolio";
import * as submissionRoute from "~/routes/assessment/submission";
import * as courseViewerRoute from "~/routes/learn/course-viewer";
import * as myPortfolioRoute from "~/routes/learn/my-portfolio-zip";
import { getDb } from "~/server/app-context.server";
import {
  assignAssessmentStaff,
  insertAssignmentBlock,
  insertAssignmentSubmission,
} from "~/server/factories/assessment-factory";
import {
  addCourseInstructor,
  insertChapter,
  insertCourse,
  insertEnrolment,
  insertLesson,
} from "~/server/factories/course-factory";
import { outboxTo } from "~tests/support/outbox";
import { dataOf, formRequest, pageRequest, routeArgs, settle, TEST_ORIGIN } from "~tests/support/requests";
import { MINIMAL_PDF } from "~tests/support/sample-uploads";
import { signedInAs } from "~tests/support/sign-in";
import { startSmtpTestServer } from "~tests/support/smtp-test-server";

/**
 * Assignments and portfolios of evidence (decisions 0090, 0095): handing in text and files checked
 * by their bytes, resubmitting after "not yet competent", marking by the named assessors only with
 * one mark per submission, the moderation sample and sign-off, the portfolio ZIP and what a learner
 * still owes a course.
 */

async function courseWithAssignment(content: Parameters<typeof insertAssignmentBlock>[2] = {}) {
  const db = getDb();
  const course = await insertCourse(db, { name: "ISO 9001 Lead Auditor", is_published: 1 });
  const chapter = await insertChapter(db, course.id, { title: "Audit planning", position: 1 });
  const lesson = await insertLesson(db, chapter, { title: "Plan an audit", position: 1 });
  const block = await insertAssignmentBlock(db, lesson, content);
  const learner = await signedInAs("student", { name: "Lerato Learner" });
  await insertEnrolment(db, course.id, learner.id);
  const assessor = await signedInAs("instructor", { name: "Anele Assessor" });
  const secondAssessor = await signedInAs("instructor", { name: "Bheki Assessor" });
  const moderator = await signedInAs("instructor", { name: "Mpho Moderator" });
  await addCourseInstructor(db, course.id, assessor.id);
  for (const [person, role] of [
    [assessor, "assessor"],
    [secondAssessor, "assessor"],
    [moderator, "moderator"],
  ] as const) {
    await assignAssessmentStaff(db, { courseId: course.id, userId: person.id, role });
  }
  const lessonPath = `/course/${course.id}/${chapter.id}/${lesson.id}`;
  return { course, chapter, lesson, block, learner, assessor, secondAssessor, moderator, lessonPath };
}

type World = Awaited<ReturnType<typeof courseWithAssignment>>;
type Sent = { bytes: Uint8Array; name: string };

async function handIn(world: World, { text = "<p>My audit plan.</p>", files = [] as Sent[] } = {}) {
  const body = new FormData();
  body.set("intent", "submit-assignment");
  body.set("blockId", world.block.id);
  body.set("text", text);
  for (const file of files) body.append("files", new File([new Uint8Array(file.bytes)], file.name));
  const request = new Request(`${TEST_ORIGIN}${world.lessonPath}`, {
    method: "POST",
    body,
    headers: { Cookie: world.learner.cookie, Origin: TEST_ORIGIN },
  });
  const params = { courseId: world.course.id, chapterId: world.chapter.id, lessonId: world.lesson.id };
  const result = await settle(() => courseViewerRoute.action(routeArgs(request, params)));
  if (result instanceof Response) return { status: result.status, data: { message: await result.text() } as Reply };
  return dataOf<Reply>(result);
}

type Reply = { message?: string; submitted?: boolean; fieldErrors?: Record<string, string> };

function statusOf(result: { status: number }) {
  return result.status;
}

async function submissionsOf(world: World) {
  return getDb()
    .selectFrom("assignment_submissions")
    .selectAll()
    .where("block_id", "=", world.block.id)
    .where("user_id", "=", world.learner.id)
    .orderBy("attempt_number")
    .execute();
}

async function storedAssignmentFiles(): Promise<string[]> {
  const names: string[] = [];
  for await (const name of fileStorage(getEnvironment().uploadDirectory).list()) {
    if (name.startsWith("assignment-")) names.push(name);
  }
  return names;
}

const COMPETENT = { "outcome-scope": "competent", "outcome-plan": "competent" };
const NOT_YET = { "outcome-scope": "competent", "outcome-plan": "not-yet-competent", "comment-plan": "Add the dates." };

async function mark(world: World, submissionId: string, cookie: string, fields: Record<string, string>, version = 1) {
  const request = formRequest(
    `/course-assessment/${world.course.id}/submissions/${submissionId}`,
    { intent: "mark-submission", version: String(version), comment: "Overall fine.", ...fields },
    cookie,
  );
  const result = await settle(() =>
    submissionRoute.action(routeArgs(request, { courseId: world.course.id, submissionId })),
  );
  if (result instanceof Response) return { status: result.status, data: { formError: await result.text() } };
  return dataOf<{ ok: boolean; formError: string | null; fieldErrors: Record<string, string> }>(result);
}

async function signOff(world: World, cookie: string, markId: string, decision: string, comment = "") {
  const request = formRequest(
    `/course-assessment/${world.course.id}/moderation`,
    { intent: "sign-off", markId, decision, comment },
    cookie,
  );
  const result = await settle(() => moderationRoute.action(routeArgs(request, { courseId: world.course.id })));
  if (result instanceof Response) return { status: result.status, data: { formError: await result.text() } };
  return dataOf<{ ok: boolean; formError: string | null }>(result);
}

const PDF: Sent = { bytes: MINIMAL_PDF, name: "audit-plan.pdf" };

describe("handing in an assignment", () => {
  it("stores the text (sanitised) and a PDF, refuses a second while marking waits, and takes a resubmission after not yet competent", async () => {
    const world = await courseWithAssignment();
    const sent = await handIn(world, { text: '<p>My plan</p><script>alert("x")</script>', files: [PDF] });
    expect(statusOf(sent)).toBe(200);
    const [first] = await submissionsOf(world);
    expect(first).toMatchObject({ attempt_number: 1, status: "awaiting-marking" });
    expect(first?.text_html).toBe("<p>My plan</p>");
    const files = await getDb()
      .selectFrom("assignment_submission_files")
      .selectAll()
      .where("submission_id", "=", first?.id as string)
      .execute();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ original_name: "audit-plan.pdf", content_type: "application/pdf" });
    const stored = await fileStorage(getEnvironment().uploadDirectory).read(files[0]?.stored_name as string);
    expect(stored && Buffer.from(stored).equals(Buffer.from(MINIMAL_PDF))).toBe(true);

    const again = await handIn(world);
    expect(statusOf(again)).toBe(410);
    expect((await submissionsOf(world)).length).toBe(1);

    const marked = await mark(world, first?.id as string, world.assessor.cookie, NOT_YET);
    expect(marked.status).toBe(200);
    const page = (await settle(() =>
      courseViewerRoute.loader(
        routeArgs(pageRequest(world.lessonPath, world.learner.cookie), {
          courseId: world.course.id,
          chapterId: world.chapter.id,
          lessonId: world.lesson.id,
        }),
      ),
    )) as {
      blocks?: Array<{
        type: string;
        assignment?: {
          canSubmit: boolean;
          submissions: Array<{ statusLabel: string; mark: { criteria: Array<{ comment: string }> } | null }>;
        };
      }>;
    };
    const viewer = JSON.stringify(page);
    expect(viewer).toContain("Not yet competent");
    expect(viewer).toContain("Add the dates.");

    const resubmitted = await handIn(world, { text: "<p>With dates.</p>" });
    expect(statusOf(resubmitted)).toBe(200);
    const rows = await submissionsOf(world);
    expect(rows.map((row) => [row.attempt_number, row.status])).toEqual([
      [1, "not-yet-competent"],
      [2, "awaiting-marking"],
    ]);
  });

  it("refuses a file that is not what the block takes by its bytes (415), one too large (413) and one too many (413), storing nothing", async () => {
    const world = await courseWithAssignment({ fileKinds: ["pdf"], maxFiles: 2 });
    const before = await storedAssignmentFiles();

    const renamed = await handIn(world, {
      files: [{ bytes: new TextEncoder().encode("just words"), name: "plan.pdf" }],
    });
    expect(statusOf(renamed)).toBe(415);
    expect(renamed.data.fieldErrors?.files).toMatch(/reads what the file holds/);

    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const image = await handIn(world, { files: [{ bytes: png, name: "photo.png" }] });
    expect(statusOf(image)).toBe(415);

    const tooLarge = await handIn(world, {
      files: [{ bytes: new Uint8Array(ASSIGNMENT_FILE_MAX_BYTES + 1), name: "big.pdf" }],
    });
    expect(statusOf(tooLarge)).toBe(413);
    expect(tooLarge.data.message).toMatch(/at most 10 MB/);

    const tooMany = await handIn(world, { files: [PDF, PDF, PDF] });
    expect(statusOf(tooMany)).toBe(413);
    expect(tooMany.data.message).toBe("Attach at most 2 files.");

    // A good PDF after a bad one in the same post: nothing of it is kept.
    const mixed = await handIn(world, {
      files: [PDF, { bytes: new TextEncoder().encode("MZ program"), name: "b.pdf" }],
    });
    expect(statusOf(mixed)).toBe(415);

    expect(await submissionsOf(world)).toEqual([]);
    expect(await storedAssignmentFiles()).toEqual(before);
    const incoming = path.join(getEnvironment().uploadDirectory, "incoming");
    const parts = fs.existsSync(incoming) ? fs.readdirSync(incoming).filter((name) => name.endsWith(".part")) : [];
    expect(parts).toEqual([]);
  });
});

describe("marking", () => {
  it("is refused to anyone but the course's named assessors, saving nothing", async () => {
    const world = await courseWithAssignment();
    const { id } = await insertAssignmentSubmission(getDb(), {
      blockId: world.block.id,
      courseId: world.course.id,
      userId: world.learner.id,
    });
    const editor = await signedInAs("instructor");
    await addCourseInstructor(getDb(), world.course.id, editor.id);
    for (const cookie of [editor.cookie, world.moderator.cookie, world.learner.cookie]) {
      const refused = await mark(world, id, cookie, COMPETENT);
      expect(refused.status).toBe(403);
    }
    expect(await getDb().selectFrom("assignment_marks").selectAll().where("submission_id", "=", id).execute()).toEqual(
      [],
    );
  });

  it("finishes the course and issues its certificate when the last thing it waited for is marked competent", async () => {
    const world = await courseWithAssignment();
    await getDb().updateTable("courses").set({ offers_certificate: 1 }).where("id", "=", world.course.id).execute();
    await getDb()
      .insertInto("lesson_completions")
      .values({
        user_id: world.learner.id,
        lesson_id: world.lesson.id,
        course_id: world.course.id,
        completed_at: new Date().toISOString(),
      })
      .execute();
    const { id } = await insertAssignmentSubmission(getDb(), {
      blockId: world.block.id,
      courseId: world.course.id,
      userId: world.learner.id,
    });
    const certificateOf = () =>
      getDb()
        .selectFrom("certificates")
        .select("id")
        .where("course_id", "=", world.course.id)
        .where("user_id", "=", world.learner.id)
        .execute();
    expect(await certificateOf()).toHaveLength(0);
    expect((await mark(world, id, world.assessor.cookie, COMPETENT)).status).toBe(200);
    expect(await certificateOf()).toHaveLength(1);
  });

  it("keeps one of two assessors marking at once: the other is told (409) and nothing of theirs is saved", async () => {
    const world = await courseWithAssignment();
    const { id } = await insertAssignmentSubmission(getDb(), {
      blockId: world.block.id,
      courseId: world.course.id,
      userId: world.learner.id,
    });
    const [first, second] = await Promise.all([
      mark(world, id, world.assessor.cookie, COMPETENT),
      mark(world, id, world.secondAssessor.cookie, NOT_YET),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.data.formError).toMatch(/Another assessor marked this work/);
    const marks = await getDb().selectFrom("assignment_marks").selectAll().where("submission_id", "=", id).execute();
    expect(marks).toHaveLength(1);
    const winnerId = first.status === 200 ? world.assessor.id : world.secondAssessor.id;
    expect(marks[0]?.marked_by_user_id).toBe(winnerId);
    const [row] = await submissionsOf(world);
    expect(row?.status).toBe(winnerId === world.assessor.id ? "competent" : "not-yet-competent");
    expect(await outboxTo(world.learner.email)).toHaveLength(1);
  });

  it("mails the learner the outcome through SMTP, and lists the queue by learner", async () => {
    const world = await courseWithAssignment();
    const { id } = await insertAssignmentSubmission(getDb(), {
      blockId: world.block.id,
      courseId: world.course.id,
      userId: world.learner.id,
    });
    const queue = (await queueRoute.loader(
      routeArgs(pageRequest(`/course-assessment/${world.course.id}/assignments?q=lerato`, world.assessor.cookie), {
        courseId: world.course.id,
      }),
    )) as { items: Array<{ submissionId: string }> };
    expect(queue.items.map((item) => item.submissionId)).toEqual([id]);
    const none = (await queueRoute.loader(
      routeArgs(pageRequest(`/course-assessment/${world.course.id}/assignments?q=nobody`, world.assessor.cookie), {
        courseId: world.course.id,
      }),
    )) as { items: unknown[] };
    expect(none.items).toEqual([]);

    expect((await mark(world, id, world.assessor.cookie, NOT_YET)).status).toBe(200);
    const smtp = await startSmtpTestServer();
    try {
      const transport = createSmtpTransport(smtp.url, "Campus <no-reply@campus.test>");
      while ((await deliverDueEmails(getDb(), transport)) > 0) {}
      const mail = await smtp.waitForMailTo(world.learner.email);
      expect(mail.parsed.subject).toBe("Plan an internal audit: not yet competent");
      expect(mail.parsed.text).toContain("Resubmit");
    } finally {
      await smtp.close();
    }
  });
});

describe("moderation", () => {
  it("suggests at least one mark of every assessor and outcome, then a quarter", () => {
    const rows = [
      ...Array.from({ length: 10 }, (_, index) => ({ id: `a${index}`, markedBy: "a", outcome: "competent" })),
      { id: "b0", markedBy: "b", outcome: "competent" },
      { id: "a-nyc", markedBy: "a", outcome: "not-yet-competent" },
    ];
    const sample = chooseModerationSample(rows).map((row) => row.id);
    expect(sample).toEqual(expect.arrayContaining(["a0", "b0", "a-nyc"]));
    expect(sample).toHaveLength(3);
    expect(chooseModerationSample([])).toEqual([]);
  });

  it("signs off a mark, refuses a moderator's own mark, and reopens referred-back work keeping the earlier decision", async () => {
    const world = await courseWithAssignment();
    // The moderator is also an assessor here, and marks one submission themself.
    await assignAssessmentStaff(getDb(), { courseId: world.course.id, userId: world.moderator.id, role: "assessor" });
    const other = await signedInAs("student", { name: "Zola Learner" });
    await insertEnrolment(getDb(), world.course.id, other.id);
    const first = await insertAssignmentSubmission(getDb(), {
      blockId: world.block.id,
      courseId: world.course.id,
      userId: world.learner.id,
    });
    const own = await insertAssignmentSubmission(getDb(), {
      blockId: world.block.id,
      courseId: world.course.id,
      userId: other.id,
    });
    expect((await mark(world, first.id, world.assessor.cookie, NOT_YET)).status).toBe(200);
    expect((await mark(world, own.id, world.moderator.cookie, COMPETENT)).status).toBe(200);
    const marks = await getDb().selectFrom("assignment_marks").select(["id", "submission_id"]).execute();
    const markOf = (submissionId: string) => marks.find((row) => row.submission_id === submissionId)?.id as string;

    const page = (await moderationRoute.loader(
      routeArgs(pageRequest(`/course-assessment/${world.course.id}/moderation`, world.moderator.cookie), {
        courseId: world.course.id,
      }),
    )) as { sample: Array<{ markId: string; isOwnMark: boolean }> };
    expect(page.sample.map((row) => row.markId).sort()).toEqual([markOf(first.id), markOf(own.id)].sort());
    expect(page.sample.find((row) => row.markId === markOf(own.id))?.isOwnMark).toBe(true);

    const ownRefused = await signOff(world, world.moderator.cookie, markOf(own.id), "confirmed");
    expect(ownRefused.status).toBe(403);
    expect(ownRefused.data.formError).toMatch(/another moderator/);
    const byAssessor = await signOff(world, world.assessor.cookie, markOf(first.id), "confirmed");
    expect(byAssessor.status).toBe(403);

    const referral = await signOff(
      world,
      world.moderator.cookie,
      markOf(first.id),
      "referred-back",
      "Plan criterion is fine.",
    );
    expect(referral.status).toBe(200);
    const [reopened] = await submissionsOf(world);
    expect(reopened).toMatchObject({ status: "awaiting-marking", version: 3 });
    expect(await findAssignmentsNotCompetent(getDb(), { userId: world.learner.id, courseId: world.course.id })).toEqual(
      [{ blockId: world.block.id, title: "Plan an internal audit", shortfall: "awaiting-marking" }],
    );

    expect((await mark(world, first.id, world.secondAssessor.cookie, COMPETENT, 3)).status).toBe(200);
    const revisions = await getDb().selectFrom("assignment_mark_revisions").selectAll().execute();
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({
      outcome: "not-yet-competent",
      marked_by_user_id: world.assessor.id,
      moderation_decision: "referred-back",
      moderation_comment: "Plan criterion is fine.",
      moderator_user_id: world.moderator.id,
    });
    const current = await getDb()
      .selectFrom("assignment_marks")
      .selectAll()
      .where("submission_id", "=", first.id)
      .executeTakeFirstOrThrow();
    expect(current).toMatchObject({ outcome: "competent", marked_by_user_id: world.secondAssessor.id });
    expect(
      await getDb().selectFrom("moderation_signoffs").selectAll().where("mark_id", "=", current.id).execute(),
    ).toEqual([]);

    const confirmed = await signOff(world, world.moderator.cookie, current.id, "confirmed", "Agreed.");
    expect(confirmed.status).toBe(200);
    const twice = await signOff(world, world.moderator.cookie, current.id, "confirmed");
    expect(twice.status).toBe(409);
    expect(await findAssignmentsNotCompetent(getDb(), { userId: world.learner.id, courseId: world.course.id })).toEqual(
      [],
    );
  });
});

describe("the portfolio of evidence", () => {
  let directory: string;
  beforeAll(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-"));
  });
  afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

  it("is one ZIP with a PDF summary of every submission, decision and sign-off, and the files", async () => {
    const world = await courseWithAssignment();
    expect(statusOf(await handIn(world, { text: "<p>First try.</p>", files: [PDF] }))).toBe(200);
    const [first] = await submissionsOf(world);
    expect((await mark(world, first?.id as string, world.assessor.cookie, NOT_YET)).status).toBe(200);
    const markId = (
      await getDb()
        .selectFrom("assignment_marks")
        .select("id")
        .where("submission_id", "=", first?.id as string)
        .executeTakeFirstOrThrow()
    ).id;
    expect((await signOff(world, world.moderator.cookie, markId, "confirmed", "Fair decision.")).status).toBe(200);
    expect(statusOf(await handIn(world, { text: "<p>Second try.</p>" }))).toBe(200);

    const response = (await settle(() =>
      portfolioRoute.loader(
        routeArgs(
          pageRequest(`/course-assessment/${world.course.id}/portfolio/${world.learner.id}`, world.moderator.cookie),
          {
            courseId: world.course.id,
            userId: world.learner.id,
          },
        ),
      ),
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = Object.keys(entries);
    expect(names).toContain("portfolio-summary.pdf");
    const file = names.find((name) => name.startsWith("files/plan-an-internal-audit-attempt-1/"));
    expect(file).toBeDefined();
    expect(Buffer.from(entries[file as string] as Uint8Array).equals(Buffer.from(MINIMAL_PDF))).toBe(true);

    const pdfPath = path.join(directory, "summary.pdf");
    fs.writeFileSync(pdfPath, entries["portfolio-summary.pdf"] as Uint8Array);
    const text = execFileSync("pdftotext", ["-layout", pdfPath, "-"], { encoding: "utf8" });
    expect(text).toContain("Lerato Learner");
    expect(text).toContain("Plan an internal audit, submission 1");
    expect(text).toContain("Decision: Not yet competent");
    expect(text).toContain("Audit plan: Not yet competent. Add the dates.");
    expect(text).toContain("Marked by Anele Assessor");
    expect(text).toContain("Moderation: Confirmed by Mpho Moderator");
    expect(text).toContain("Plan an internal audit, submission 2");
    expect(text).toContain("Not marked yet.");

    // The learner's own copy, from the assignment in the course reader.
    const own = (await settle(() =>
      myPortfolioRoute.loader(
        routeArgs(pageRequest(`/my-learning/courses/${world.course.id}/portfolio.zip`, world.learner.cookie), {
          courseId: world.course.id,
        }),
      ),
    )) as Response;
    expect(own.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(await own.arrayBuffer())))).toContain("portfolio-summary.pdf");
    const outsider = await signedInAs("student");
    const notReader = await settle(() =>
      myPortfolioRoute.loader(
        routeArgs(pageRequest(`/my-learning/courses/${world.course.id}/portfolio.zip`, outsider.cookie), {
          courseId: world.course.id,
        }),
      ),
    );
    expect((notReader as Response).status).toBe(403);

    const stranger = await signedInAs("instructor");
    const refused = await settle(() =>
      portfolioRoute.loader(
        routeArgs(pageRequest(`/course-assessment/${world.course.id}/portfolio/${world.learner.id}`, stranger.cookie), {
          courseId: world.course.id,
          userId: world.learner.id,
        }),
      ),
    );
    expect((refused as Response).status).toBe(403);
  });
});

describe("findAssignmentsNotCompetent", () => {
  it("names each assignment not yet competent: not handed in, awaiting marking, not yet competent; a rubric passes at its pass points", async () => {
    const world = await courseWithAssignment();
    const rubric = await insertAssignmentBlock(getDb(), world.lesson, {
      title: "Rubric task",
      position: 11,
      marking: "rubric",
      passPoints: 3,
    });
    const standing = () =>
      findAssignmentsNotCompetent(getDb(), { userId: world.learner.id, courseId: world.course.id });
    expect((await standing()).map((row) => [row.title, row.shortfall])).toEqual([
      ["Plan an internal audit", "not-submitted"],
      ["Rubric task", "not-submitted"],
    ]);
    const first = await insertAssignmentSubmission(getDb(), {
      blockId: world.block.id,
      courseId: world.course.id,
      userId: world.learner.id,
    });
    const rubricWork = await insertAssignmentSubmission(getDb(), {
      blockId: rubric.id,
      courseId: world.course.id,
      userId: world.learner.id,
    });
    expect((await standing()).map((row) => row.shortfall)).toEqual(["awaiting-marking", "awaiting-marking"]);
    expect((await mark(world, first.id, world.assessor.cookie, NOT_YET)).status).toBe(200);
    // 2 + 0 points of a pass at 3: not yet competent.
    expect(
      (await mark(world, rubricWork.id, world.assessor.cookie, { "level-scope": "full", "level-plan": "none" })).status,
    ).toBe(200);
    expect((await standing()).map((row) => row.shortfall)).toEqual(["not-yet-competent", "not-yet-competent"]);
    const rubricMark = await getDb()
      .selectFrom("assignment_marks")
      .selectAll()
      .where("submission_id", "=", rubricWork.id)
      .executeTakeFirstOrThrow();
    expect(rubricMark).toMatchObject({ outcome: "not-yet-competent", points: 2, max_points: 4 });

    const second = await insertAssignmentSubmission(getDb(), {
      blockId: world.block.id,
      courseId: world.course.id,
      userId: world.learner.id,
      attemptNumber: 2,
    });
    const rubricAgain = await insertAssignmentSubmission(getDb(), {
      blockId: rubric.id,
      courseId: world.course.id,
      userId: world.learner.id,
      attemptNumber: 2,
    });
    expect((await standing()).map((row) => row.shortfall)).toEqual(["awaiting-marking", "awaiting-marking"]);
    expect((await mark(world, second.id, world.assessor.cookie, COMPETENT)).status).toBe(200);
    expect(
      (await mark(world, rubricAgain.id, world.assessor.cookie, { "level-scope": "full", "level-plan": "part" }))
        .status,
    ).toBe(200);
    expect(await standing()).toEqual([]);
  });
});
