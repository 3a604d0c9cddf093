import { beforeAll, describe, expect, it } from "vitest";
import { createId } from "~/lib/ids";
import * as blocksApi from "~/routes/instructor/blocks-api";
import * as courseEditorRoute from "~/routes/instructor/course-editor";
import * as courseSettingsRoute from "~/routes/instructor/course-settings";
import * as coursesRoute from "~/routes/instructor/courses";
import * as dashboardRoute from "~/routes/instructor/dashboard";
import * as formRoute from "~/routes/instructor/form";
import * as formsRoute from "~/routes/instructor/forms";
import * as instructorHomeRoute from "~/routes/instructor/instructor-home";
import * as outlineApi from "~/routes/instructor/outline-api";
import * as profileRoute from "~/routes/instructor/profile";
import * as studentsRoute from "~/routes/instructor/students";
import { getAuth, getDb } from "~/server/app-context.server";
import {
  addCourseInstructor,
  insertBlock,
  insertChapter,
  insertCourse,
  insertEnrolment,
  insertLesson,
} from "~/server/factories/course-factory";
import { insertEnquiry } from "~/server/factories/enquiry-factory";
import { insertEvent } from "~/server/factories/event-factory";
import { insertUser } from "~/server/factories/user-factory";
import { dataOf, formRequest, jsonRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";

type Account = Awaited<ReturnType<typeof signedInAs>>;
let instructor: Account;
let otherInstructor: Account;
let admin: Account;
let student: Account;

beforeAll(async () => {
  [instructor, otherInstructor, admin, student] = await Promise.all([
    signedInAs("instructor"),
    signedInAs("instructor"),
    signedInAs("admin"),
    signedInAs("student"),
  ]);
});

/** A course the instructor teaches, with one chapter, one lesson and one text block. */
async function courseOfInstructor(owner: Account = instructor) {
  const db = getDb();
  const course = await insertCourse(db, { is_published: 0 });
  await addCourseInstructor(db, course.id, owner.id);
  const chapter = await insertChapter(db, course.id);
  const lesson = await insertLesson(db, chapter);
  const block = await insertBlock(db, lesson);
  return { course, chapter, lesson, block };
}

const outline = (courseId: string, fields: Record<string, string>, cookie = instructor.cookie) =>
  settle(() =>
    outlineApi.action(routeArgs(formRequest(`/api/courses/${courseId}/outline`, fields, cookie), { courseId })),
  );
const blocks = (courseId: string, body: unknown, cookie = instructor.cookie) =>
  settle(() => blocksApi.action(routeArgs(jsonRequest(`/api/courses/${courseId}/blocks`, body, cookie), { courseId })));

describe("courses page", () => {
  it("creates a course with a unique slug and the creator as its instructor", async () => {
    const create = (title: string) =>
      coursesRoute.action(routeArgs(formRequest("/instructor/courses", { title }, instructor.cookie)));
    const first = dataOf<{ ok: boolean; courseId: string }>(await create("ISO 45001 Lead Implementer"));
    const second = dataOf<{ ok: boolean; courseId: string }>(await create("ISO 45001 Lead Implementer"));
    expect(first.data.ok).toBe(true);
    expect(second.data.ok).toBe(true);
    const db = getDb();
    const rows = await db
      .selectFrom("courses")
      .select(["id", "slug", "name", "is_published", "created_by_user_id"])
      .where("id", "in", [first.data.courseId, second.data.courseId])
      .execute();
    expect(rows.map((row) => row.slug).sort()).toEqual(["iso-45001-lead-implementer", "iso-45001-lead-implementer-2"]);
    expect(rows.every((row) => row.is_published === 0 && row.created_by_user_id === instructor.id)).toBe(true);
    const teaching = await db
      .selectFrom("course_instructors")
      .select("user_id")
      .where("course_id", "=", first.data.courseId)
      .execute();
    expect(teaching).toEqual([{ user_id: instructor.id }]);
  });

  it("refuses an empty title with a message and creates nothing", async () => {
    const before = await getDb().selectFrom("courses").select("id").execute();
    const result = dataOf<{ ok: boolean; fieldErrors: Record<string, string> }>(
      await coursesRoute.action(routeArgs(formRequest("/instructor/courses", { title: "   " }, instructor.cookie))),
    );
    expect(result.status).toBe(400);
    expect(result.data.fieldErrors.title).toBe("Course title is required");
    expect(await getDb().selectFrom("courses").select("id").execute()).toHaveLength(before.length);
  });

  it("searches titles on the server, case-insensitively and literally, among the instructor's own courses", async () => {
    const db = getDb();
    const mine = await insertCourse(db, { name: "Internal Auditing 100% Practical" });
    await addCourseInstructor(db, mine.id, instructor.id);
    const theirs = await insertCourse(db, { name: "Internal auditing for laboratories" });
    await addCourseInstructor(db, theirs.id, otherInstructor.id);

    const search = async (q: string, cookie = instructor.cookie) => {
      const result = (await coursesRoute.loader(
        routeArgs(pageRequest(`/instructor/courses?q=${encodeURIComponent(q)}`, cookie)),
      )) as { courses: Array<{ id: string }> };
      return result.courses.map((course) => course.id);
    };
    expect(await search("INTERNAL AUDITING")).toEqual([mine.id]);
    expect(await search("100%")).toEqual([mine.id]);
    expect(await search("1_0")).toEqual([]);
    // An admin sees every course.
    expect((await search("internal auditing", admin.cookie)).sort()).toEqual([mine.id, theirs.id].sort());
  });
});

/** Posts the course settings form of a course, as its editor (the instructor unless another cookie is given). */
function postCourseSettings(courseId: string, fields: Record<string, string>, cookie = instructor.cookie) {
  return settle(() =>
    courseSettingsRoute.action(
      routeArgs(formRequest(`/edit-course/${courseId}/settings`, fields, cookie), { courseId }),
    ),
  );
}

describe("course settings", () => {
  it("saves the catalogue fields, sanitising the description", async () => {
    const { course } = await courseOfInstructor();
    const result = await postCourseSettings(course.id, {
      intent: "save-settings",
      version: String(course.version),
      name: "ISO 14001 Awareness",
      title: "Understand your environmental management system",
      subtitle: "One day, online",
      type: "improvement",
      coverUrl: "/uploads/cover.png",
      descriptionHtml: '<p onclick="steal()">Learn <strong>aspects</strong></p><script>alert(1)</script>',
      outcome: "Identify significant aspects.",
      requirements: "None.",
      slug: "iso-14001-awareness",
      isPublished: "on",
      isSelfEnrolmentOpen: "on",
    });
    expect((result as Response).status).toBe(302);
    const saved = await getDb().selectFrom("courses").selectAll().where("id", "=", course.id).executeTakeFirstOrThrow();
    expect(saved).toMatchObject({
      name: "ISO 14001 Awareness",
      type: "improvement",
      slug: "iso-14001-awareness",
      is_published: 1,
      is_self_enrolment_open: 1,
      offers_certificate: 0,
      version: course.version + 1,
    });
    expect(saved.description_html).toBe("<p>Learn <strong>aspects</strong></p>");
  });

  it("refuses a slug another course uses, a malformed slug and a stale version, changing nothing", async () => {
    const db = getDb();
    const { course } = await courseOfInstructor();
    const other = await insertCourse(db, { slug: "taken-slug" });
    const save = (overrides: Record<string, string>) =>
      postCourseSettings(course.id, {
        intent: "save-settings",
        version: String(course.version),
        name: "Renamed",
        title: "",
        subtitle: "",
        type: "certification",
        coverUrl: "",
        descriptionHtml: "",
        outcome: "",
        requirements: "",
        slug: "a-free-slug",
        ...overrides,
      });
    const taken = dataOf<{ fieldErrors: Record<string, string> }>(await save({ slug: other.slug }));
    expect(taken.status).toBe(400);
    expect(taken.data.fieldErrors.slug).toBe("Another course already uses this slug");
    const malformed = dataOf<{ fieldErrors: Record<string, string> }>(await save({ slug: "Not A Slug!" }));
    expect(malformed.status).toBe(400);
    expect(malformed.data.fieldErrors.slug).toMatch(/lower-case/);
    const stale = dataOf<{ formError: string }>(await save({ version: String(course.version + 5) }));
    expect(stale.status).toBe(409);
    const unchanged = await db
      .selectFrom("courses")
      .select(["name", "slug", "version"])
      .where("id", "=", course.id)
      .executeTakeFirstOrThrow();
    expect(unchanged).toEqual({ name: course.name, slug: course.slug, version: course.version });
  });

  it("enrols a student found by email and removes them again", async () => {
    const { course } = await courseOfInstructor();
    const found = (await courseSettingsRoute.loader(
      routeArgs(
        pageRequest(
          `/edit-course/${course.id}/settings?student=${encodeURIComponent(student.email.toUpperCase())}`,
          instructor.cookie,
        ),
        {
          courseId: course.id,
        },
      ),
    )) as { candidates: Array<{ id: string }> };
    expect(found.candidates.map((candidate) => candidate.id)).toEqual([student.id]);
    const enrol = (intent: string) => postCourseSettings(course.id, { intent, userId: student.id });
    await enrol("enrol");
    await enrol("enrol");
    const enrolments = await getDb().selectFrom("enrolments").selectAll().where("course_id", "=", course.id).execute();
    expect(enrolments).toHaveLength(1);
    expect(enrolments[0]).toMatchObject({ user_id: student.id, enrolled_by_user_id: instructor.id });
    await enrol("unenrol");
    expect(
      await getDb().selectFrom("enrolments").selectAll().where("course_id", "=", course.id).execute(),
    ).toHaveLength(0);
  });
});

describe("chapters and lessons", () => {
  it("adds, renames (with the loaded version), reorders and deletes chapters and lessons", async () => {
    const db = getDb();
    const course = await insertCourse(db);
    await addCourseInstructor(db, course.id, instructor.id);

    const first = dataOf<{ ok: true; chapterId: string }>(
      await outline(course.id, { intent: "add-chapter", title: "Context" }),
    );
    const second = dataOf<{ ok: true; chapterId: string }>(
      await outline(course.id, { intent: "add-chapter", title: "Leadership" }),
    );
    expect(first.data.ok && second.data.ok).toBe(true);
    const empty = dataOf<{ fieldErrors: Record<string, string> }>(
      await outline(course.id, { intent: "add-chapter", title: "" }),
    );
    expect(empty.status).toBe(400);
    expect(empty.data.fieldErrors.title).toBe("Chapter title is required");

    const renamed = dataOf<{ ok: boolean; version: number; message: string }>(
      await outline(course.id, {
        intent: "rename-chapter",
        chapterId: first.data.chapterId,
        title: "Context of the organisation",
        version: "1",
      }),
    );
    expect(renamed.data).toMatchObject({ ok: true, version: 2, message: "Chapter updated" });
    // A second editor still holding version 1 is refused and overwrites nothing.
    const stale = dataOf<{ ok: boolean; reason: string }>(
      await outline(course.id, {
        intent: "rename-chapter",
        chapterId: first.data.chapterId,
        title: "Older title",
        version: "1",
      }),
    );
    expect(stale.status).toBe(409);
    expect(stale.data.reason).toBe("stale");

    const lessonA = dataOf<{ lessonId: string }>(
      await outline(course.id, { intent: "add-lesson", chapterId: first.data.chapterId, title: "Scope" }),
    );
    const lessonB = dataOf<{ lessonId: string }>(
      await outline(course.id, { intent: "add-lesson", chapterId: first.data.chapterId, title: "Interested parties" }),
    );
    const noTitle = dataOf<{ fieldErrors: Record<string, string> }>(
      await outline(course.id, { intent: "add-lesson", chapterId: first.data.chapterId, title: " " }),
    );
    expect(noTitle.data.fieldErrors.title).toBe("Lesson title is required");
    await outline(course.id, {
      intent: "rename-lesson",
      lessonId: lessonA.data.lessonId,
      title: "Scope of the QMS",
      version: "1",
    });

    await outline(course.id, {
      intent: "reorder-chapters",
      orderedIds: `${second.data.chapterId},${first.data.chapterId}`,
    });
    await outline(course.id, {
      intent: "reorder-lessons",
      chapterId: first.data.chapterId,
      orderedIds: `${lessonB.data.lessonId},${lessonA.data.lessonId}`,
    });
    // A reorder that leaves out an item (someone added one meanwhile) changes nothing.
    const partial = dataOf<{ reason: string }>(
      await outline(course.id, { intent: "reorder-chapters", orderedIds: first.data.chapterId }),
    );
    expect(partial.status).toBe(409);

    const editor = (await settle(() =>
      courseEditorRoute.loader(
        routeArgs(
          pageRequest(`/edit-course/${course.id}/${first.data.chapterId}/${lessonA.data.lessonId}`, instructor.cookie),
          {
            courseId: course.id,
            chapterId: first.data.chapterId,
            lessonId: lessonA.data.lessonId,
          },
        ),
      ),
    )) as { outline: Array<{ id: string; title: string; lessons: Array<{ title: string }> }> };
    expect(editor.outline.map((chapter) => chapter.title)).toEqual(["Leadership", "Context of the organisation"]);
    expect(editor.outline[1]?.lessons.map((lesson) => lesson.title)).toEqual([
      "Interested parties",
      "Scope of the QMS",
    ]);

    // Deleting a lesson, then a chapter with its remaining lessons and their blocks.
    await insertBlock(db, { id: lessonB.data.lessonId, course_id: course.id });
    await outline(course.id, { intent: "delete-lesson", lessonId: lessonA.data.lessonId });
    expect(await db.selectFrom("lessons").select("id").where("id", "=", lessonA.data.lessonId).execute()).toHaveLength(
      0,
    );
    await outline(course.id, { intent: "delete-chapter", chapterId: first.data.chapterId });
    expect(await db.selectFrom("chapters").select("id").where("course_id", "=", course.id).execute()).toEqual([
      { id: second.data.chapterId },
    ]);
    expect(await db.selectFrom("lessons").select("id").where("course_id", "=", course.id).execute()).toHaveLength(0);
    expect(
      await db.selectFrom("content_blocks").select("id").where("course_id", "=", course.id).execute(),
    ).toHaveLength(0);
  });

  it("never touches a chapter of another course through this course's address", async () => {
    const mine = await courseOfInstructor();
    const theirs = await courseOfInstructor(otherInstructor);
    const result = dataOf<{ reason: string }>(
      await outline(mine.course.id, { intent: "delete-chapter", chapterId: theirs.chapter.id }),
    );
    expect(result.status).toBe(404);
    expect(
      await getDb().selectFrom("chapters").select("id").where("id", "=", theirs.chapter.id).execute(),
    ).toHaveLength(1);
  });

  it("opens the first chapter and lesson when the address names none", async () => {
    const { course, chapter, lesson } = await courseOfInstructor();
    const result = (await settle(() =>
      courseEditorRoute.loader(
        routeArgs(pageRequest(`/edit-course/${course.id}`, instructor.cookie), { courseId: course.id }),
      ),
    )) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(`/edit-course/${course.id}/${chapter.id}/${lesson.id}`);
  });

  // A second tab still open on a lesson or chapter deleted in the first: on to what remains, not a 404.
  it("sends an address whose lesson or chapter was deleted on to its chapter or the course", async () => {
    const { course, chapter, lesson } = await courseOfInstructor();
    const openEditor = async (chapterId: string, lessonId?: string) => {
      const path = ["/edit-course", course.id, chapterId, lessonId].filter(Boolean).join("/");
      const params = { courseId: course.id, chapterId, lessonId };
      return (await settle(() =>
        courseEditorRoute.loader(routeArgs(pageRequest(path, instructor.cookie), params)),
      )) as Response;
    };
    const lessonDeleted = dataOf(await outline(course.id, { intent: "delete-lesson", lessonId: lesson.id }));
    expect(lessonDeleted.data).toMatchObject({ ok: true });
    const lessonGone = await openEditor(chapter.id, lesson.id);
    expect(lessonGone.status).toBe(302);
    expect(lessonGone.headers.get("Location")).toBe(`/edit-course/${course.id}/${chapter.id}`);

    const chapterDeleted = dataOf(await outline(course.id, { intent: "delete-chapter", chapterId: chapter.id }));
    expect(chapterDeleted.data).toMatchObject({ ok: true });
    for (const gone of [await openEditor(chapter.id), await openEditor(chapter.id, lesson.id)]) {
      expect(gone.status).toBe(302);
      expect(gone.headers.get("Location")).toBe(`/edit-course/${course.id}`);
    }
  });
});

describe("content blocks", () => {
  it("appends a block of every type with its default content", async () => {
    const { course, lesson } = await courseOfInstructor();
    for (const type of ["text", "video", "quiz", "survey", "pdf", "audio", "powerpoint"]) {
      const result = dataOf<{ ok: boolean }>(
        await blocks(course.id, { intent: "add-block", lessonId: lesson.id, type }),
      );
      expect(result.data.ok).toBe(true);
    }
    const rows = await getDb()
      .selectFrom("content_blocks")
      .select(["type", "position", "content_json"])
      .where("lesson_id", "=", lesson.id)
      .orderBy("position")
      .execute();
    expect(rows.map((row) => row.type)).toEqual([
      "text",
      "text",
      "video",
      "quiz",
      "survey",
      "pdf",
      "audio",
      "powerpoint",
    ]);
    expect(rows.map((row) => row.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const quiz = JSON.parse(rows[3]?.content_json ?? "{}");
    expect(quiz.questions[0].question).toBe("Enter your question here");
    expect(
      quiz.questions[0].options.map((option: { text: string; isCorrect: boolean }) => [option.text, option.isCorrect]),
    ).toEqual([
      ["Option 1", false],
      ["Option 2", false],
      ["Option 3", true],
      ["Option 4", false],
    ]);
    const unknown = dataOf<{ ok: boolean }>(
      await blocks(course.id, { intent: "add-block", lessonId: lesson.id, type: "slideshow" }),
    );
    expect(unknown.status).toBe(400);
  });

  it("saves one block row with the loaded version, sanitising text, and refuses a stale save without losing anything", async () => {
    const db = getDb();
    const { course, lesson, block } = await courseOfInstructor();
    const neighbour = await insertBlock(db, lesson, { position: 2 });

    const saved = dataOf<{ ok: boolean; version: number; content: { html: string } }>(
      await blocks(course.id, {
        intent: "save-block",
        blockId: block.id,
        version: 1,
        content: {
          html: '<h2>Clause 4</h2><p onmouseover="x()">Context <a href="javascript:alert(1)">link</a></p><script>bad()</script>',
        },
      }),
    );
    expect(saved.data.ok).toBe(true);
    expect(saved.data.version).toBe(2);
    const stored = await db
      .selectFrom("content_blocks")
      .selectAll()
      .where("id", "=", block.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.content_json).html).toBe(
      '<h2>Clause 4</h2><p>Context <a rel="noopener noreferrer nofollow">link</a></p>',
    );
    expect(stored.version).toBe(2);
    expect(stored.updated_by_user_id).toBe(instructor.id);
    // Only that row was written.
    const untouched = await db
      .selectFrom("content_blocks")
      .selectAll()
      .where("id", "=", neighbour.id)
      .executeTakeFirstOrThrow();
    expect(untouched).toEqual(neighbour);

    // A second editor who loaded version 1 saves later: refused, the first save stays.
    const stale = dataOf<{ ok: boolean; reason: string; message: string }>(
      await blocks(
        course.id,
        {
          intent: "save-block",
          blockId: block.id,
          version: 1,
          content: { html: "<p>Older copy</p>" },
          title: "Theirs",
        },
        admin.cookie,
      ),
    );
    expect(stale.status).toBe(409);
    expect(stale.data.reason).toBe("stale");
    expect(stale.data.message).toMatch(/Reload/);
    const afterStale = await db
      .selectFrom("content_blocks")
      .selectAll()
      .where("id", "=", block.id)
      .executeTakeFirstOrThrow();
    expect(afterStale).toEqual(stored);
  });

  it("checks block content against its type's schema", async () => {
    const db = getDb();
    const { course, lesson } = await courseOfInstructor();
    const quiz = await insertBlock(db, lesson, { type: "quiz", content: { questions: [] } });
    const invalid = dataOf<{ ok: boolean; fieldErrors: Record<string, string> }>(
      await blocks(course.id, {
        intent: "save-block",
        blockId: quiz.id,
        version: 1,
        content: { questions: [{ id: "q1", question: "", options: [{ id: "o1", text: "Yes", isCorrect: true }] }] },
      }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.data.fieldErrors["questions.0.question"]).toBe("Enter the question.");
    const video = await insertBlock(db, lesson, { type: "video", content: { source: "youtube", url: "" } });
    const notYouTube = dataOf<{ fieldErrors: Record<string, string> }>(
      await blocks(course.id, {
        intent: "save-block",
        blockId: video.id,
        version: 1,
        content: { source: "youtube", url: "https://example.com/v" },
      }),
    );
    expect(notYouTube.status).toBe(400);
    expect(notYouTube.data.fieldErrors.url).toBe("Enter a YouTube video link.");
    const unchanged = await db
      .selectFrom("content_blocks")
      .select(["version", "content_json"])
      .where("id", "in", [quiz.id, video.id])
      .execute();
    expect(unchanged.every((row) => row.version === 1)).toBe(true);
  });

  it("marks an uploaded file saved in a block as the course's lesson file", async () => {
    const db = getDb();
    const { course, lesson } = await courseOfInstructor();
    const pdf = await insertBlock(db, lesson, { type: "pdf", content: { url: "", fileName: "" } });
    const saved = dataOf<{ ok: boolean }>(
      await blocks(course.id, {
        intent: "save-block",
        blockId: pdf.id,
        version: 1,
        content: { url: "/uploads/abc123defg.pdf", fileName: "ISO 9001 checklist.pdf" },
      }),
    );
    expect(saved.data.ok).toBe(true);
    const files = await db
      .selectFrom("course_files")
      .select(["stored_name", "course_id"])
      .where("course_id", "=", course.id)
      .execute();
    expect(files).toEqual([{ stored_name: "abc123defg.pdf", course_id: course.id }]);
  });

  it("reorders and deletes blocks", async () => {
    const db = getDb();
    const { course, lesson, block } = await courseOfInstructor();
    const second = await insertBlock(db, lesson, { position: 2, type: "quiz", content: { questions: [] } });
    await blocks(course.id, { intent: "reorder-blocks", lessonId: lesson.id, orderedIds: [second.id, block.id] });
    const order = await db
      .selectFrom("content_blocks")
      .select("id")
      .where("lesson_id", "=", lesson.id)
      .orderBy("position")
      .execute();
    expect(order.map((row) => row.id)).toEqual([second.id, block.id]);
    await blocks(course.id, { intent: "delete-block", blockId: second.id });
    const left = await db.selectFrom("content_blocks").select("id").where("lesson_id", "=", lesson.id).execute();
    expect(left).toEqual([{ id: block.id }]);
  });
});

describe("who may use the instructor area and the editor", () => {
  it("gives a student 403 on every instructor loader and action", async () => {
    const { course, chapter, lesson, block } = await courseOfInstructor();
    const cookie = student.cookie;
    const params = { courseId: course.id, chapterId: chapter.id, lessonId: lesson.id, formId: "contact" };
    const attempts: Array<[string, () => Promise<unknown>]> = [
      ["instructor home", () => instructorHomeRoute.loader(routeArgs(pageRequest("/instructor", cookie)))],
      ["dashboard", () => dashboardRoute.loader(routeArgs(pageRequest("/instructor/dashboard", cookie)))],
      ["courses", () => coursesRoute.loader(routeArgs(pageRequest("/instructor/courses", cookie)))],
      [
        "add course",
        () => coursesRoute.action(routeArgs(formRequest("/instructor/courses", { title: "Mine now" }, cookie))),
      ],
      ["students", () => studentsRoute.loader(routeArgs(pageRequest("/instructor/students", cookie)))],
      ["profile", () => profileRoute.loader(routeArgs(pageRequest("/instructor/profile", cookie)))],
      ["forms", () => formsRoute.loader(routeArgs(pageRequest("/instructor/forms", cookie)))],
      ["form", () => formRoute.loader(routeArgs(pageRequest("/instructor/form/contact", cookie), params))],
      ["editor", () => courseEditorRoute.loader(routeArgs(pageRequest(`/edit-course/${course.id}`, cookie), params))],
      [
        "settings",
        () => courseSettingsRoute.loader(routeArgs(pageRequest(`/edit-course/${course.id}/settings`, cookie), params)),
      ],
      [
        "save settings",
        () =>
          courseSettingsRoute.action(
            routeArgs(
              formRequest(`/edit-course/${course.id}/settings`, { intent: "enrol", userId: student.id }, cookie),
              params,
            ),
          ),
      ],
      [
        "outline",
        () =>
          outlineApi.action(
            routeArgs(
              formRequest(
                `/api/courses/${course.id}/outline`,
                { intent: "delete-chapter", chapterId: chapter.id },
                cookie,
              ),
              params,
            ),
          ),
      ],
      [
        "blocks",
        () =>
          blocksApi.action(
            routeArgs(
              jsonRequest(`/api/courses/${course.id}/blocks`, { intent: "delete-block", blockId: block.id }, cookie),
              params,
            ),
          ),
      ],
      [
        "block",
        () =>
          blocksApi.loader(
            routeArgs(pageRequest(`/api/courses/${course.id}/blocks?blockId=${block.id}`, cookie), params),
          ),
      ],
    ];
    for (const [name, attempt] of attempts) {
      const result = await settle(attempt);
      expect(result instanceof Response ? result.status : "no error", name).toBe(403);
    }
    const db = getDb();
    expect(await db.selectFrom("chapters").select("id").where("id", "=", chapter.id).execute()).toHaveLength(1);
    expect(await db.selectFrom("content_blocks").select("id").where("id", "=", block.id).execute()).toHaveLength(1);
    expect(await db.selectFrom("enrolments").select("id").where("course_id", "=", course.id).execute()).toHaveLength(0);
  });

  it("gives an instructor who does not teach the course 403 in its editor, and lets an admin in", async () => {
    const { course, chapter, lesson } = await courseOfInstructor();
    const params = { courseId: course.id, chapterId: chapter.id, lessonId: lesson.id };
    const path = `/edit-course/${course.id}/${chapter.id}/${lesson.id}`;
    const outsider = await settle(() =>
      courseEditorRoute.loader(routeArgs(pageRequest(path, otherInstructor.cookie), params)),
    );
    expect((outsider as Response).status).toBe(403);
    const saveAttempt = await blocks(
      course.id,
      { intent: "add-block", lessonId: lesson.id, type: "text" },
      otherInstructor.cookie,
    );
    expect((saveAttempt as Response).status).toBe(403);
    const asAdmin = (await courseEditorRoute.loader(routeArgs(pageRequest(path, admin.cookie), params))) as {
      blocks: unknown[];
    };
    expect(asAdmin.blocks).toHaveLength(1);
  });

  it("sends a signed-out visitor to sign in", async () => {
    const result = (await settle(() => coursesRoute.loader(routeArgs(pageRequest("/instructor/courses"))))) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toMatch(/^\/sign-in\?redirectTo=/);
  });
});

describe("dashboard and students", () => {
  it("counts students, new admissions, instructors and today's bookings and enquiries from the data", async () => {
    const db = getDb();
    const before = await dashboardRoute.loader(routeArgs(pageRequest("/instructor/dashboard", instructor.cookie)));
    const newStudent = await insertUser(getAuth(), db, { role: "student" });
    await insertUser(getAuth(), db, { role: "instructor" });
    const course = await insertCourse(db);
    await insertEnrolment(db, course.id, newStudent.id);
    await insertEnrolment(db, course.id, student.id, {
      enrolled_at: new Date(Date.now() - 10 * 86_400_000).toISOString(),
    });
    const event = await insertEvent(db);
    const booking = (createdAt: string, email: string) => ({
      id: createId(),
      event_id: event.id,
      name: "Ayanda",
      surname: "Nkosi",
      email,
      phone: "0821234567",
      hpcsa: null,
      province: "Gauteng",
      city: "Johannesburg",
      company: "Acme Quality",
      occupation: "Quality manager",
      created_at: createdAt,
    });
    await db
      .insertInto("event_bookings")
      .values([
        booking(new Date().toISOString(), "today@example.test"),
        booking("2020-01-01T08:00:00.000Z", "old@example.test"),
      ])
      .execute();
    await insertEnquiry(db, { name: "Pieter van Wyk" });
    const after = await dashboardRoute.loader(routeArgs(pageRequest("/instructor/dashboard", instructor.cookie)));
    expect(after.stats.studentStrength - before.stats.studentStrength).toBe(1);
    expect(after.stats.facultyStrength - before.stats.facultyStrength).toBe(1);
    expect(after.stats.newAdmissions - before.stats.newAdmissions).toBe(1);
    expect(after.stats.todaysBookings - before.stats.todaysBookings).toBe(1);
    expect(after.stats.todaysEnquiries - before.stats.todaysEnquiries).toBe(1);

    const forms = (await formsRoute.loader(routeArgs(pageRequest("/instructor/forms", instructor.cookie)))) as {
      rows: Array<{ id: string; responseCount: number }>;
    };
    expect(forms.rows.find((row) => row.id === "event-registration")?.responseCount).toBeGreaterThanOrEqual(2);
    // Enquiries are for admins only (docs/decisions/0014-who-reads-enquiries.md; tests in course-scoping.test.ts).
    const contact = (await formRoute.loader(
      routeArgs(pageRequest("/instructor/form/contact", admin.cookie), { formId: "contact" }),
    )) as { submissions: Array<{ name: string }> };
    expect(contact.submissions.map((submission) => submission.name)).toContain("Pieter van Wyk");
    const unknownForm = await settle(() =>
      formRoute.loader(routeArgs(pageRequest("/instructor/form/nope", instructor.cookie), { formId: "nope" })),
    );
    expect((unknownForm as Response).status).toBe(404);
  });

  it("lists students with their courses and progress (completed lessons / lessons)", async () => {
    const db = getDb();
    const learner = await insertUser(getAuth(), db, { role: "student", name: "Zanele Progress-Test" });
    const { course, chapter, lesson } = await courseOfInstructor();
    const secondLesson = await insertLesson(db, chapter, { position: 2 });
    await insertLesson(db, chapter, { position: 3 });
    await insertLesson(db, chapter, { position: 4 });
    await insertEnrolment(db, course.id, learner.id);
    const now = new Date().toISOString();
    await db
      .insertInto("lesson_completions")
      .values([
        { user_id: learner.id, lesson_id: lesson.id, course_id: course.id, completed_at: now },
        { user_id: learner.id, lesson_id: secondLesson.id, course_id: course.id, completed_at: now },
      ])
      .execute();
    const result = (await studentsRoute.loader(
      routeArgs(pageRequest("/instructor/students?q=progress-test", instructor.cookie)),
    )) as {
      students: Array<{
        id: string;
        courses: Array<{ courseId: string; completedLessons: number; totalLessons: number; percent: number }>;
      }>;
    };
    expect(result.students).toHaveLength(1);
    expect(result.students[0]?.courses).toEqual([
      { courseId: course.id, courseName: course.name, completedLessons: 2, totalLessons: 4, percent: 50 },
    ]);
  });
});
