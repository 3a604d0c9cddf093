import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { OUTSIDE_PDF_MESSAGE } from "~/features/content-blocks/block-types";
import { ANOTHER_COURSES_FILE_MESSAGE } from "~/features/content-blocks/course-file-claims.server";
import { ENQUIRIES_FOR_ADMINS_MESSAGE } from "~/features/enquiries/enquiry-readers";
import { getEnvironment } from "~/lib/env.server";
import { createId } from "~/lib/ids";
import * as adminEnquiriesRoute from "~/routes/admin/enquiries";
import * as blocksApi from "~/routes/instructor/blocks-api";
import * as formRoute from "~/routes/instructor/form";
import * as formsRoute from "~/routes/instructor/forms";
import * as outlineApi from "~/routes/instructor/outline-api";
import * as enquiriesCsvRoute from "~/routes/resources/enquiries-csv";
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
import { insertEnquiry } from "~/server/factories/enquiry-factory";
import { dataOf, formRequest, jsonRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";

/**
 * Issue 9, items 3, 12, 17 and 18: every write of the course editor stays inside the course the
 * caller may edit; a lesson file is served by the course that owns it; a PDF block never saves an
 * address it cannot show; enquiries are read by admins only, in every place that shows them.
 */

type Account = Awaited<ReturnType<typeof signedInAs>>;
let instructorA: Account;
let instructorB: Account;
let studentA: Account;
let studentB: Account;
let admin: Account;

beforeAll(async () => {
  [instructorA, instructorB, studentA, studentB, admin] = await Promise.all([
    signedInAs("instructor"),
    signedInAs("instructor"),
    signedInAs("student"),
    signedInAs("student"),
    signedInAs("admin"),
  ]);
});

/** A course with two chapters, two lessons in the first, two blocks in the first lesson. */
async function courseTaughtBy(instructor: Account, student: Account) {
  const db = getDb();
  const course = await insertCourse(db);
  await addCourseInstructor(db, course.id, instructor.id);
  await insertEnrolment(db, course.id, student.id);
  const chapter = await insertChapter(db, course.id, { position: 1 });
  const secondChapter = await insertChapter(db, course.id, { position: 2, title: "Auditing" });
  const lesson = await insertLesson(db, chapter, { position: 1 });
  const secondLesson = await insertLesson(db, chapter, { position: 2, title: "Clause 5" });
  const block = await insertBlock(db, lesson, { position: 1 });
  const secondBlock = await insertBlock(db, lesson, { position: 2, type: "quiz", content: { questions: [] } });
  return { course, chapter, secondChapter, lesson, secondLesson, block, secondBlock };
}

/** Every row of a course's outline and content, to compare before and after a refused write. */
async function snapshotOf(courseId: string) {
  const db = getDb();
  const [chapters, lessons, blocks] = await Promise.all([
    db.selectFrom("chapters").selectAll().where("course_id", "=", courseId).orderBy("id").execute(),
    db.selectFrom("lessons").selectAll().where("course_id", "=", courseId).orderBy("id").execute(),
    db.selectFrom("content_blocks").selectAll().where("course_id", "=", courseId).orderBy("id").execute(),
  ]);
  return { chapters, lessons, blocks };
}

async function postOutline(courseId: string, fields: Record<string, string>, cookie: string) {
  const result = await settle(() =>
    outlineApi.action(routeArgs(formRequest(`/api/courses/${courseId}/outline`, fields, cookie), { courseId })),
  );
  return result instanceof Response ? result.status : dataOf(result).status;
}

async function postBlocks(courseId: string, body: Record<string, unknown>, cookie: string) {
  const result = await settle(() =>
    blocksApi.action(routeArgs(jsonRequest(`/api/courses/${courseId}/blocks`, body, cookie), { courseId })),
  );
  if (result instanceof Response) return { status: result.status, data: {} as Record<string, unknown> };
  return dataOf<Record<string, unknown>>(result);
}

type TaughtCourse = Awaited<ReturnType<typeof courseTaughtBy>>;

/** A new empty file block in the course's lesson, then its editor's first save with this file. */
async function saveNewFileBlock(
  taught: TaughtCourse,
  type: "pdf" | "audio",
  content: { url: string; fileName: string },
  cookie: string,
) {
  const block = await insertBlock(getDb(), taught.lesson, { type, position: 3, content: { url: "", fileName: "" } });
  const saved = await postBlocks(
    taught.course.id,
    { intent: "save-block", blockId: block.id, version: 1, content },
    cookie,
  );
  return { block, saved };
}

/** What the table holds for a block: its content and version, as a refused save must leave them. */
function storedBlock(blockId: string) {
  return getDb()
    .selectFrom("content_blocks")
    .select(["content_json", "version"])
    .where("id", "=", blockId)
    .executeTakeFirstOrThrow();
}

describe("item 3: every editor write stays inside the course the caller may edit", () => {
  it("answers 404 to every outline intent with another course's ids, 403 at that course's address, and changes no row of it", async () => {
    const a = await courseTaughtBy(instructorA, studentA);
    const b = await courseTaughtBy(instructorB, studentB);
    const before = await snapshotOf(a.course.id);
    const intentsWithIdsOfA: Array<Record<string, string>> = [
      { intent: "rename-chapter", chapterId: a.chapter.id, title: "Taken over", version: "1" },
      { intent: "delete-chapter", chapterId: a.chapter.id },
      { intent: "reorder-chapters", orderedIds: `${a.secondChapter.id},${a.chapter.id}` },
      { intent: "add-lesson", chapterId: a.chapter.id, title: "Planted lesson" },
      { intent: "rename-lesson", lessonId: a.lesson.id, title: "Taken over", version: "1" },
      { intent: "delete-lesson", lessonId: a.lesson.id },
      { intent: "reorder-lessons", chapterId: a.chapter.id, orderedIds: `${a.secondLesson.id},${a.lesson.id}` },
      // B's own chapter, A's lessons: still A's rows, still refused.
      { intent: "reorder-lessons", chapterId: b.chapter.id, orderedIds: `${a.secondLesson.id},${a.lesson.id}` },
    ];
    const answers: Array<{ fields: Record<string, string>; status: number }> = [];
    for (const fields of intentsWithIdsOfA) {
      answers.push({ fields, status: await postOutline(b.course.id, fields, instructorB.cookie) });
    }
    // Through A's own address, B is refused before anything is read.
    const atAddressOfA: typeof answers = [];
    for (const fields of [{ intent: "add-chapter", title: "Planted chapter" }, ...intentsWithIdsOfA]) {
      atAddressOfA.push({ fields, status: await postOutline(a.course.id, fields, instructorB.cookie) });
    }
    expect(await snapshotOf(a.course.id)).toEqual(before);
    expect(answers).toEqual(intentsWithIdsOfA.map((fields) => ({ fields, status: 404 })));
    expect(atAddressOfA.every((answer) => answer.status === 403)).toBe(true);
  });

  it("answers 404 to every block intent with another course's ids, 403 at that course's address, and changes no row of it", async () => {
    const a = await courseTaughtBy(instructorA, studentA);
    const b = await courseTaughtBy(instructorB, studentB);
    const before = await snapshotOf(a.course.id);
    const intentsWithIdsOfA: Array<Record<string, unknown>> = [
      { intent: "add-block", lessonId: a.lesson.id, type: "text" },
      { intent: "save-block", blockId: a.block.id, version: 1, title: "Taken over", content: { html: "<p>x</p>" } },
      { intent: "delete-block", blockId: a.block.id },
      { intent: "reorder-blocks", lessonId: a.lesson.id, orderedIds: [a.secondBlock.id, a.block.id] },
      { intent: "reorder-blocks", lessonId: b.lesson.id, orderedIds: [a.secondBlock.id, a.block.id] },
    ];
    const answers: Array<{ body: Record<string, unknown>; status: number }> = [];
    for (const body of intentsWithIdsOfA) {
      answers.push({ body, status: (await postBlocks(b.course.id, body, instructorB.cookie)).status });
    }
    const atAddressOfA: typeof answers = [];
    for (const body of intentsWithIdsOfA) {
      atAddressOfA.push({ body, status: (await postBlocks(a.course.id, body, instructorB.cookie)).status });
    }
    expect(await snapshotOf(a.course.id)).toEqual(before);
    expect(answers).toEqual(intentsWithIdsOfA.map((body) => ({ body, status: 404 })));
    expect(atAddressOfA.every((answer) => answer.status === 403)).toBe(true);
  });
});

/** A PDF stored as an upload (row and bytes), as POST /api/uploads leaves it. */
async function storedPdf(owner: Account) {
  const db = getDb();
  const id = createId();
  const storedName = `${id}.pdf`;
  const directory = getEnvironment().uploadDirectory;
  fs.mkdirSync(directory, { recursive: true });
  fs.writeFileSync(path.join(directory, storedName), "%PDF-1.4\n% lesson handout\n%%EOF\n");
  await db
    .insertInto("uploads")
    .values({
      id,
      stored_name: storedName,
      original_name: "Audit checklist.pdf",
      content_type: "application/pdf",
      size_bytes: 33,
      owner_user_id: owner.id,
      created_at: new Date().toISOString(),
    })
    .execute();
  return { storedName, url: `/uploads/${storedName}` };
}

async function fileStatus(storedName: string, reader: Account) {
  const result = await settle(() =>
    uploadFileRoute.loader(routeArgs(pageRequest(`/uploads/${storedName}`, reader.cookie), { storedName })),
  );
  return (result as Response).status;
}

describe("item 12: a lesson file is served by the course that owns it", () => {
  it("refuses a block citing another course's file, and serves the file to the owning course's students only", async () => {
    const a = await courseTaughtBy(instructorA, studentA);
    const b = await courseTaughtBy(instructorB, studentB);
    const file = await storedPdf(instructorA);
    const savedByA = await saveNewFileBlock(a, "pdf", { url: file.url, fileName: "Checklist.pdf" }, instructorA.cookie);
    expect(savedByA.saved.status).toBe(200);

    const citedByB = await saveNewFileBlock(b, "pdf", { url: file.url, fileName: "Mine now.pdf" }, instructorB.cookie);
    expect(citedByB.saved.status).toBe(400);
    expect(citedByB.saved.data.message).toBe(ANOTHER_COURSES_FILE_MESSAGE);
    expect(await storedBlock(citedByB.block.id)).toEqual({
      content_json: JSON.stringify({ url: "", fileName: "" }),
      version: 1,
    });

    expect(await fileStatus(file.storedName, studentB)).toBe(403);
    expect(await fileStatus(file.storedName, instructorB)).toBe(403);
    expect(await fileStatus(file.storedName, studentA)).toBe(200);
    expect(await fileStatus(file.storedName, instructorA)).toBe(200);
  });

  it("gives an unrecorded file to the course of the oldest block citing it, not to a later one", async () => {
    const a = await courseTaughtBy(instructorA, studentA);
    const b = await courseTaughtBy(instructorB, studentB);
    const file = await storedPdf(instructorA);
    // Blocks written without a save (an import, or data from before course_files): A's first.
    await insertBlock(getDb(), a.lesson, {
      type: "pdf",
      position: 3,
      content: { url: file.url, fileName: "Checklist.pdf" },
      created_at: "2026-01-01T08:00:00.000Z",
    });
    await insertBlock(getDb(), b.lesson, {
      type: "pdf",
      position: 3,
      content: { url: file.url, fileName: "Checklist.pdf" },
      created_at: "2026-02-01T08:00:00.000Z",
    });
    expect(await fileStatus(file.storedName, studentB)).toBe(403);
    expect(await fileStatus(file.storedName, studentA)).toBe(200);
    const owners = await getDb()
      .selectFrom("course_files")
      .select("course_id")
      .where("stored_name", "=", file.storedName)
      .execute();
    expect(owners).toEqual([{ course_id: a.course.id }]);
  });
});

describe("item 12: the migration to one owning course per file", () => {
  it("keeps the earliest course of each file that several courses had recorded, then allows one per file", async () => {
    const db = getDb();
    const migration = await import("~db/migrations/20261123_1400_course-file-owner");
    const a = await courseTaughtBy(instructorA, studentA);
    const b = await courseTaughtBy(instructorB, studentB);
    const [first, second] = [a.course.id, b.course.id].sort();
    await migration.down(db);
    // As the old block saves left them: every citing course recorded as a reader.
    await db
      .insertInto("course_files")
      .values([
        { stored_name: "handout.pdf", course_id: b.course.id, created_at: "2026-03-01T08:00:00.000Z" },
        { stored_name: "handout.pdf", course_id: a.course.id, created_at: "2026-02-01T08:00:00.000Z" },
        { stored_name: "same-moment.pdf", course_id: second, created_at: "2026-02-01T08:00:00.000Z" },
        { stored_name: "same-moment.pdf", course_id: first, created_at: "2026-02-01T08:00:00.000Z" },
      ])
      .execute();
    await migration.up(db);
    const owners = await db
      .selectFrom("course_files")
      .select(["stored_name", "course_id"])
      .where("stored_name", "in", ["handout.pdf", "same-moment.pdf"])
      .orderBy("stored_name")
      .execute();
    expect(owners).toEqual([
      { stored_name: "handout.pdf", course_id: a.course.id },
      { stored_name: "same-moment.pdf", course_id: first },
    ]);
    await expect(
      db
        .insertInto("course_files")
        .values({ stored_name: "handout.pdf", course_id: b.course.id, created_at: new Date().toISOString() })
        .execute(),
    ).rejects.toThrow();
  });
});

describe("item 17: a block never saves an address its viewer cannot show", () => {
  it("refuses a PDF at another website's address with a message, and keeps what was stored", async () => {
    const b = await courseTaughtBy(instructorB, studentB);
    const refused = await saveNewFileBlock(
      b,
      "pdf",
      { url: "https://example.org/iso-9001.pdf", fileName: "iso-9001.pdf" },
      instructorB.cookie,
    );
    expect(refused.saved.status).toBe(400);
    expect(refused.saved.data.message).toBe(OUTSIDE_PDF_MESSAGE);
    expect(refused.saved.data.fieldErrors).toEqual({ url: OUTSIDE_PDF_MESSAGE });
    expect(await storedBlock(refused.block.id)).toEqual({
      content_json: JSON.stringify({ url: "", fileName: "" }),
      version: 1,
    });

    // Audio plays from https hosts (CSP media-src): that address still saves.
    const audio = await saveNewFileBlock(
      b,
      "audio",
      { url: "https://example.org/talk.mp3", fileName: "" },
      instructorB.cookie,
    );
    expect(audio.saved.status).toBe(200);
  });
});

async function outcomeOf(work: () => Promise<unknown>) {
  const result = await settle(work);
  if (result instanceof Response) return { status: result.status, text: await result.text(), body: null };
  return { status: 200, text: "", body: result as Record<string, unknown> };
}

describe("item 18: enquiries are read by admins only, in every place that shows them", () => {
  it("shows contact submissions at /instructor/form/contact and /admin/enquiries to an admin only", async () => {
    await insertEnquiry(getDb(), { name: "Lerato Molefe" });
    const instructorFormPage = (reader: Account) =>
      outcomeOf(() =>
        formRoute.loader(routeArgs(pageRequest("/instructor/form/contact", reader.cookie), { formId: "contact" })),
      );
    const adminEnquiriesPage = (reader: Account) =>
      outcomeOf(() => adminEnquiriesRoute.loader(routeArgs(pageRequest("/admin/enquiries", reader.cookie))));
    const enquiriesCsv = (reader: Account) =>
      outcomeOf(() => enquiriesCsvRoute.loader(routeArgs(pageRequest("/admin/enquiries.csv", reader.cookie))));

    for (const page of [instructorFormPage, adminEnquiriesPage, enquiriesCsv]) {
      expect((await page(studentA)).status).toBe(403);
      const asInstructor = await page(instructorA);
      expect(asInstructor.status).toBe(403);
      expect(asInstructor.text).toBe(ENQUIRIES_FOR_ADMINS_MESSAGE());
      expect((await page(admin)).status).toBe(200);
    }
    const formAsAdmin = await instructorFormPage(admin);
    expect(JSON.stringify(formAsAdmin.body)).toContain("Lerato Molefe");
    const listAsAdmin = await adminEnquiriesPage(admin);
    expect(JSON.stringify(listAsAdmin.body)).toContain("Lerato Molefe");
  });

  it("lists every form with its count for instructors; the built-in enquiry forms open for admins only", async () => {
    const forms = (reader: Account) =>
      formsRoute.loader(routeArgs(pageRequest("/instructor/forms", reader.cookie))) as Promise<{
        rows: Array<{ id: string; responseCount: number; status: string }>;
      }>;
    const builtIn = (await forms(instructorA)).rows.filter((row) => row.status === "built-in");
    expect(builtIn.map((row) => row.id)).toEqual(["contact", "consulting", "quote", "event-registration"]);
    const bookings = await outcomeOf(() =>
      formRoute.loader(
        routeArgs(pageRequest("/instructor/form/event-registration", instructorA.cookie), {
          formId: "event-registration",
        }),
      ),
    );
    expect(bookings.status).toBe(200);
  });
});
