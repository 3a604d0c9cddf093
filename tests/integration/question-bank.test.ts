import { strToU8, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createQuestion,
  getQuestion,
  listQuestions,
  setQuestionArchived,
  updateQuestion,
} from "~/features/assessment/questions/bank.server";
import { createCategory, deleteCategory, renameCategory } from "~/features/assessment/questions/bank-categories.server";
import type { QuestionContent } from "~/features/assessment/questions/question-types";
import * as csvRoute from "~/routes/assessment/course-question-bank-csv";
import * as qtiRoute from "~/routes/assessment/course-question-bank-qti";
import { getDb } from "~/server/app-context.server";
import { addCourseInstructor, insertCourse } from "~/server/factories/course-factory";
import { ALL_TYPES } from "~tests/support/question-bank-fixtures";
import { formRequest, pageRequest, routeArgs, TEST_ORIGIN } from "~tests/support/requests";
import { dispatch } from "~tests/support/route-table";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";

/**
 * The question bank (decision 0090) and its files (decision 0091-question-bank):
 * categories and versioned questions per bank, keyset lists, CSV and QTI both ways for all nine
 * types, refusals of bad files that save nothing, and one course's editor kept out of another's bank.
 */
let owner: SignedInUser;
let otherInstructor: SignedInUser;
let courseId: string;
let otherCourseId: string;

const db = () => getDb();

beforeAll(async () => {
  [owner, otherInstructor] = await Promise.all([signedInAs("instructor"), signedInAs("instructor")]);
  const course = await insertCourse(db(), { name: "ISO 9001 Lead Auditor" });
  const other = await insertCourse(db(), { name: "ISO 14001 Awareness" });
  courseId = course.id;
  otherCourseId = other.id;
  await addCourseInstructor(db(), courseId, owner.id);
  await addCourseInstructor(db(), otherCourseId, otherInstructor.id);
});

async function newCategory(scope: { courseId: string | null }, name: string) {
  const made = await createCategory(db(), scope, { name });
  if (!made.ok) throw new Error(made.message);
  return made.categoryId;
}

/** Content without the ids of its parts (a file gives its parts ids of its own). */
function withoutIds(content: QuestionContent) {
  const copy = JSON.parse(JSON.stringify(content)) as Record<string, unknown>;
  for (const key of ["options", "pairs", "items"]) {
    const parts = copy[key] as Array<Record<string, unknown>> | undefined;
    if (parts) for (const part of parts) delete part.id;
  }
  return copy;
}

function multipart(path: string, cookie: string, fields: Record<string, string>, file: Uint8Array, fileName: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set("file", new File([new Uint8Array(file)], fileName));
  return new Request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    body,
    headers: { Cookie: cookie, Origin: TEST_ORIGIN },
  });
}

async function bankContents(scope: { courseId: string | null }) {
  const page = await listQuestions(db(), scope, {
    search: "",
    categoryId: null,
    type: null,
    tag: null,
    archived: false,
    limit: 100,
    after: null,
  });
  const views = await Promise.all(page.items.map((item) => getQuestion(db(), scope, item.id)));
  return views.map((view) => view!);
}

async function questionCount() {
  const row = await db()
    .selectFrom("questions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("categories", () => {
  it("are named once per bank, renamed at their version, and deleted only when empty", async () => {
    const scope = { courseId };
    const categoryId = await newCategory(scope, "Clause 9");
    const twin = await createCategory(db(), scope, { name: "clause 9" });
    expect(twin).toMatchObject({ ok: false, reason: "conflict" });
    // The same name in the shared bank is another bank's.
    expect((await createCategory(db(), { courseId: null }, { name: "Clause 9" })).ok).toBe(true);

    expect(await renameCategory(db(), scope, { categoryId, name: "Clause 9: evaluation", version: 1 })).toEqual({
      ok: true,
    });
    expect(await renameCategory(db(), scope, { categoryId, name: "Stale name", version: 1 })).toMatchObject({
      ok: false,
      reason: "stale",
    });

    const question = await createQuestion(db(), scope, {
      categoryId,
      title: "",
      tags: [],
      content: ALL_TYPES[2],
      createdByUserId: owner.id,
    });
    expect(question.ok).toBe(true);
    expect(await deleteCategory(db(), scope, { categoryId, version: 2 })).toMatchObject({
      ok: false,
      reason: "conflict",
    });

    const empty = await newCategory(scope, "Empty");
    // Another bank cannot delete it.
    expect(await deleteCategory(db(), { courseId: otherCourseId }, { categoryId: empty, version: 1 })).toMatchObject({
      reason: "missing",
    });
    expect(await deleteCategory(db(), scope, { categoryId: empty, version: 1 })).toEqual({ ok: true });
  });
});

describe("questions", () => {
  it("are saved through the editor sanitised, versioned, and archived rather than deleted", async () => {
    const categoryId = await newCategory({ courseId }, "Editor");
    const bankPath = `/edit-course/${courseId}/question-bank`;
    const fields = {
      intent: "save-question",
      version: "0",
      type: "single",
      categoryId,
      title: "",
      tags: " ISO 9001 ,  Internal   Audit, iso 9001",
      points: "3",
      stemHtml: '<p>Which clause?<script>alert(1)</script><img src="https://cdn.example.test/a.png" onerror="x()"></p>',
      feedbackHtml: "",
      "option.0.id": "a",
      "option.0.html": "<p>9.2</p>",
      "option.0.feedbackHtml": '<p onclick="x()">Yes</p>',
      "option.1.id": "b",
      "option.1.html": "<p>7.5</p>",
      "option.1.feedbackHtml": "",
      correctOption: "0",
    };
    const created = await dispatch(formRequest(`${bankPath}/new`, fields, owner.cookie));
    expect(created.status).toBe(302);
    const [saved] = (await bankContents({ courseId })).filter((question) => question.categoryId === categoryId);
    expect(saved?.title).toBe("Which clause?");
    expect(saved?.tags).toEqual(["internal audit", "iso 9001"]);
    const content = saved?.content as Extract<QuestionContent, { type: "single" }>;
    expect(content.stemHtml).toBe('<p>Which clause?<img src="https://cdn.example.test/a.png" /></p>');
    expect(content.options[0]).toEqual({ id: "a", html: "<p>9.2</p>", isCorrect: true, feedbackHtml: "<p>Yes</p>" });

    const edit = { ...fields, version: "1", title: "Audit clause", correctOption: "1" };
    const first = await dispatch(formRequest(`${bankPath}/${saved?.id}`, edit, owner.cookie));
    expect(first.status).toBe(302);
    const stale = await dispatch(formRequest(`${bankPath}/${saved?.id}`, { ...edit, title: "Lost" }, owner.cookie));
    expect(stale.status).toBe(409);
    expect(stale.message).toMatch(/changed by someone else/);
    const after = await getQuestion(db(), { courseId }, saved?.id as string);
    expect(after?.title).toBe("Audit clause");
    expect(after?.version).toBe(2);

    const invalid = await dispatch(
      formRequest(
        `${bankPath}/${saved?.id}`,
        { ...edit, version: "2", "option.1.html": "<p><script>x</script></p>" },
        owner.cookie,
      ),
    );
    expect(invalid.status).toBe(400);
    expect((invalid.actionData as { fieldErrors: Record<string, string> }).fieldErrors["option.1.html"]).toBe(
      "Enter the option.",
    );

    const archived = await setQuestionArchived(
      db(),
      { courseId },
      { questionId: saved?.id as string, version: 2, archived: true },
    );
    expect(archived).toEqual({ ok: true, version: 3 });
    expect((await bankContents({ courseId })).some((question) => question.id === saved?.id)).toBe(false);
    expect(
      await db()
        .selectFrom("questions")
        .select("id")
        .where("id", "=", saved?.id as string)
        .executeTakeFirst(),
    ).toBeDefined();
    expect(
      await updateQuestion(
        db(),
        { courseId },
        {
          questionId: saved?.id as string,
          version: 2,
          categoryId,
          title: "x",
          tags: [],
          content: ALL_TYPES[0],
        },
      ),
    ).toMatchObject({ ok: false, reason: "stale" });
  });
});

describe("the list", () => {
  it("pages by keyset without repeats, and searches by text, category, type and tag", async () => {
    const scope = { courseId: null };
    const categoryId = await newCategory(scope, "Paging");
    const otherCategoryId = await newCategory(scope, "Paging other");
    for (let index = 0; index < 30; index++) {
      const made = await createQuestion(db(), scope, {
        categoryId: index % 3 === 0 ? otherCategoryId : categoryId,
        title: `Paging question ${index}${index === 7 ? " about calibration" : ""}`,
        tags: index % 5 === 0 ? ["Every Fifth"] : [],
        content: ALL_TYPES[index % ALL_TYPES.length] as QuestionContent,
        createdByUserId: null,
      });
      expect(made.ok).toBe(true);
    }
    const list = (filter: Partial<Parameters<typeof listQuestions>[2]>) =>
      listQuestions(db(), scope, {
        search: "",
        categoryId: null,
        type: null,
        tag: null,
        archived: false,
        limit: 25,
        after: null,
        ...filter,
      });
    const first = await list({ categoryId: null, search: "Paging question" });
    expect(first.items).toHaveLength(25);
    const second = await list({ search: "Paging question", after: first.next });
    expect(second.items).toHaveLength(5);
    expect(second.next).toBeNull();
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(30);

    expect((await list({ search: "calibration" })).items.map((item) => item.title)).toEqual([
      "Paging question 7 about calibration",
    ]);
    expect((await list({ search: "7 ÷ 2" })).items.length).toBeGreaterThan(0);
    // Words, not markup or the stored JSON: every stem here has <strong>, every question a "type".
    expect((await list({ search: "strong" })).items).toHaveLength(0);
    expect((await list({ search: "stemHtml" })).items).toHaveLength(0);
    expect((await list({ search: "quality management" })).items.every((item) => item.type === "fill-blanks")).toBe(
      true,
    );
    expect((await list({ categoryId: otherCategoryId })).items).toHaveLength(10);
    expect((await list({ tag: "every fifth" })).items).toHaveLength(6);
    expect((await list({ type: "essay", search: "Paging" })).items.every((item) => item.type === "essay")).toBe(true);

    const page = await dispatch(pageRequest(`/question-bank?tag=every+fifth`, owner.cookie));
    expect(page.status).toBe(200);
    const bank = page.loaderData["routes/assessment/shared-question-bank"] as { questions: unknown[] };
    expect(bank.questions).toHaveLength(6);
    const badCursor = await dispatch(pageRequest(`/question-bank?after=nonsense`, owner.cookie));
    expect(badCursor.status).toBe(400);
  });
});

describe("files", () => {
  let sourceCategory: string;
  let targetCourseId: string;
  let targetCategory: string;

  beforeAll(async () => {
    sourceCategory = await newCategory({ courseId }, "All nine");
    for (const content of ALL_TYPES) {
      const made = await createQuestion(
        db(),
        { courseId },
        {
          categoryId: sourceCategory,
          title: `All nine: ${content.type}`,
          tags: ["nine", content.type],
          content,
          createdByUserId: owner.id,
        },
      );
      expect(made.ok, content.type).toBe(true);
    }
    const target = await insertCourse(db(), { name: "Import target" });
    targetCourseId = target.id;
    await addCourseInstructor(db(), targetCourseId, owner.id);
  });

  async function exported(extension: "csv" | "zip") {
    const route = extension === "csv" ? csvRoute : qtiRoute;
    const request = pageRequest(`/edit-course/${courseId}/question-bank.${extension}`, owner.cookie);
    const download = await route.loader(routeArgs(request, { courseId }));
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe(
      extension === "csv" ? "text/csv; charset=utf-8" : "application/zip",
    );
    return new Uint8Array(await download.arrayBuffer());
  }

  async function importInto(
    bankCourseId: string,
    intent: "import-csv" | "import-qti",
    bytes: Uint8Array,
    fileName: string,
    categoryId: string,
  ) {
    return dispatch(
      multipart(`/edit-course/${bankCourseId}/question-bank`, owner.cookie, { intent, categoryId }, bytes, fileName),
    );
  }

  async function expectSameNine(bankCourseId: string, { withTags }: { withTags: boolean }) {
    const imported = (await bankContents({ courseId: bankCourseId })).filter((question) =>
      question.title.startsWith("All nine"),
    );
    expect(imported).toHaveLength(9);
    for (const original of ALL_TYPES) {
      const copy = imported.find((question) => question.title === `All nine: ${original.type}`);
      expect(copy, original.type).toBeDefined();
      const expected = (await bankContents({ courseId })).find(
        (question) => question.title === `All nine: ${original.type}`,
      );
      expect(withoutIds(copy!.content), original.type).toEqual(withoutIds(expected!.content));
      if (withTags) expect(copy!.tags).toEqual(expected!.tags);
    }
  }

  it("round-trip all nine types through CSV, with categories and tags", async () => {
    targetCategory = await newCategory({ courseId: targetCourseId }, "Imported");
    const csv = await exported("csv");
    expect(new TextDecoder().decode(csv)).toContain("category,type,title,tags,points,question");
    const answer = await importInto(targetCourseId, "import-csv", csv, "bank.csv", targetCategory);
    expect(answer.status, answer.message).toBe(302);
    await expectSameNine(targetCourseId, { withTags: true });
  });

  it("round-trip all nine types through a QTI 2.1 package", async () => {
    const target = await insertCourse(db(), { name: "QTI target" });
    await addCourseInstructor(db(), target.id, owner.id);
    const category = await newCategory({ courseId: target.id }, "From QTI");
    const zip = await exported("zip");
    const answer = await importInto(target.id, "import-qti", zip, "bank-qti.zip", category);
    expect(answer.status, answer.message).toBe(302);
    await expectSameNine(target.id, { withTags: false });
  });

  it("refuse bad files with a message that names the problem, and save nothing", async () => {
    const before = await questionCount();
    const csvHeader = "type,title,question,choices,correct,points\r\n";
    const unknownType = await importInto(
      targetCourseId,
      "import-csv",
      strToU8(`${csvHeader}single,One,<p>Q</p>,"a\nb",1,1\r\nhotspot,Two,<p>Q</p>,,,1\r\n`),
      "bad.csv",
      targetCategory,
    );
    expect(unknownType.status).toBe(400);
    expect(unknownType.message).toMatch(/Row 3, type: "hotspot" is not a question type/);

    const badPoints = await importInto(
      targetCourseId,
      "import-csv",
      strToU8(`${csvHeader}single,One,<p>Q</p>,"a\nb",1,1\r\nsingle,Two,<p>Q</p>,"a\nb",2,500\r\n`),
      "bad.csv",
      targetCategory,
    );
    expect(badPoints.status).toBe(400);
    expect(badPoints.message).toMatch(/Row 3, points: Enter the points as a whole number from 1 to 100/);

    const nul = await importInto(
      targetCourseId,
      "import-csv",
      strToU8("type,question\r\nessay,<p>a\u0000</p>\r\n"),
      "nul.csv",
      targetCategory,
    );
    expect(nul.status).toBe(400);
    expect(nul.message).toMatch(/NUL/);

    const pdf = await importInto(targetCourseId, "import-csv", strToU8("%PDF-1.4 ..."), "bank.csv", targetCategory);
    expect(pdf.status).toBe(415);

    const tooLarge = await importInto(
      targetCourseId,
      "import-qti",
      new Uint8Array(5_000_001),
      "huge.zip",
      targetCategory,
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.message).toMatch(/larger than 5 MB/);

    const manifest = `<?xml version="1.0"?><manifest><resources><resource type="imsqti_item_xmlv2p1" href="items/a.xml"/></resources></manifest>`;
    const malformed = zipSync({
      "imsmanifest.xml": strToU8(manifest),
      "items/a.xml": strToU8("<assessmentItem><itemBody>"),
    });
    const malformedAnswer = await importInto(targetCourseId, "import-qti", malformed, "broken.zip", targetCategory);
    expect(malformedAnswer.status).toBe(400);
    expect(malformedAnswer.message).toMatch(/items\/a\.xml is not well-formed XML/);

    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><assessmentItem><itemBody><p>&lol2;</p></itemBody></assessmentItem>`;
    const entities = zipSync({ "imsmanifest.xml": strToU8(manifest), "items/a.xml": strToU8(laughs) });
    const entitiesAnswer = await importInto(targetCourseId, "import-qti", entities, "lol.zip", targetCategory);
    expect(entitiesAnswer.status).toBe(400);
    expect(entitiesAnswer.message).toMatch(/items\/a\.xml declares a DOCTYPE/);

    const hotspot = zipSync({
      "imsmanifest.xml": strToU8(manifest),
      "items/a.xml": strToU8(
        `<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="x" title="x"><itemBody><hotspotInteraction responseIdentifier="R"/></itemBody></assessmentItem>`,
      ),
    });
    const hotspotAnswer = await importInto(targetCourseId, "import-qti", hotspot, "hotspot.zip", targetCategory);
    expect(hotspotAnswer.status).toBe(400);
    expect(hotspotAnswer.message).toMatch(/items\/a\.xml holds a hotspotInteraction/);

    const noManifest = await importInto(
      targetCourseId,
      "import-qti",
      zipSync({ "a.xml": strToU8("<a/>") }),
      "x.zip",
      targetCategory,
    );
    expect(noManifest.status).toBe(400);
    expect(noManifest.message).toMatch(/no imsmanifest\.xml/);

    const json = await dispatch(
      new Request(`${TEST_ORIGIN}/edit-course/${targetCourseId}/question-bank`, {
        method: "POST",
        body: JSON.stringify({ intent: "import-csv" }),
        headers: { "Content-Type": "application/json", Cookie: owner.cookie, Origin: TEST_ORIGIN },
      }),
    );
    expect(json.status).toBe(415);

    expect(await questionCount()).toBe(before);
  });
});

describe("another course's editor", () => {
  it("can neither see nor change this course's bank", async () => {
    const categoryId = await newCategory({ courseId }, "Private");
    const made = await createQuestion(
      db(),
      { courseId },
      {
        categoryId,
        title: "Private question",
        tags: [],
        content: ALL_TYPES[0] as QuestionContent,
        createdByUserId: owner.id,
      },
    );
    if (!made.ok) throw new Error(made.message);
    const cookie = otherInstructor.cookie;
    for (const path of [
      `/edit-course/${courseId}/question-bank`,
      `/edit-course/${courseId}/question-bank/${made.questionId}`,
      `/edit-course/${courseId}/question-bank.csv`,
      `/edit-course/${courseId}/question-bank.zip`,
    ]) {
      expect((await dispatch(pageRequest(path, cookie))).status, path).toBe(403);
    }
    // Through their own course's address, A's question is not in B's bank.
    expect(
      (await dispatch(pageRequest(`/edit-course/${otherCourseId}/question-bank/${made.questionId}`, cookie))).status,
    ).toBe(404);
    const archive = await dispatch(
      formRequest(
        `/edit-course/${otherCourseId}/question-bank`,
        { intent: "archive-question", questionId: made.questionId, version: "1" },
        cookie,
      ),
    );
    expect(archive.status).toBe(404);
    const rename = await dispatch(
      formRequest(
        `/edit-course/${courseId}/question-bank`,
        { intent: "rename-category", categoryId, name: "Mine", version: "1" },
        cookie,
      ),
    );
    expect(rename.status).toBe(403);
    const question = await getQuestion(db(), { courseId }, made.questionId);
    expect(question).toMatchObject({ isArchived: false, version: 1 });
    // Nor is it in the shared bank.
    expect(await getQuestion(db(), { courseId: null }, made.questionId)).toBeNull();
  });
});
