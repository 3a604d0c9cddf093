import { MantineProvider } from "@mantine/core";
import { sql } from "kysely";
import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { ContentLanguageNote } from "~/components/content-language";
import { TranslationEditorPage } from "~/features/course-translations/components/translation-editor-page";
import { findOfferedLanguages } from "~/features/course-translations/read-translations.server";
import { saveBlockTranslation } from "~/features/course-translations/save-translations.server";
import { withLocale } from "~/lib/request-context.server";
import * as translationsRoute from "~/routes/instructor/course-translations";
import * as courseViewerRoute from "~/routes/learn/course-viewer";
import * as courseOverviewRoute from "~/routes/site/course-overview";
import { getDb } from "~/server/app-context.server";
import {
  addCourseInstructor,
  insertBlock,
  insertChapter,
  insertCourse,
  insertEnrolment,
  insertLesson,
} from "~/server/factories/course-factory";
import { loadMyLearning } from "~/server/my-learning.server";
import { cssVariablesResolver, theme } from "~/theme";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { AUDIT_PROGRAMME_QUESTION } from "~tests/support/sample-quiz";
import { signedInAs } from "~tests/support/sign-in";

/**
 * A course's content in more than one language (decision 0108-course-translations):
 * translations saved per item with their own version, quiz translations held to the original's
 * questions, the outdated marker, the learner's fallback with its note, and the catalogue's languages.
 */
async function buildCourse() {
  const db = getDb();
  const instructor = await signedInAs("instructor");
  const course = await insertCourse(db, { is_published: 1, title: "Internal auditing" });
  await addCourseInstructor(db, course.id, instructor.id);
  const chapter = await insertChapter(db, course.id, { title: "Planning the audit", position: 1 });
  const translatedLesson = await insertLesson(db, chapter, { title: "The audit programme", position: 1 });
  const untranslatedLesson = await insertLesson(db, chapter, { title: "Audit checklists", position: 2 });
  const text = await insertBlock(db, translatedLesson, {
    type: "text",
    position: 1,
    content: { html: "<p>Plan the programme yearly.</p>" },
  });
  const quiz = await insertBlock(db, translatedLesson, {
    type: "quiz",
    title: "Check your understanding",
    position: 2,
    content: { questions: [AUDIT_PROGRAMME_QUESTION], passMark: 100 },
  });
  const checklistText = await insertBlock(db, untranslatedLesson, { type: "text", position: 1 });
  const student = await signedInAs("student");
  await insertEnrolment(db, course.id, student.id);
  return { course, instructor, student, chapter, translatedLesson, untranslatedLesson, text, quiz, checklistText };
}

type Built = Awaited<ReturnType<typeof buildCourse>>;

function translationsPath(built: Built, search = "") {
  return `/edit-course/${built.course.id}/translations${search}`;
}

async function postTranslation(built: Built, fields: Record<string, string>, cookie = built.instructor.cookie) {
  const result = await settle(() =>
    translationsRoute.action(
      routeArgs(formRequest(translationsPath(built), fields, cookie), { courseId: built.course.id }),
    ),
  );
  if (result instanceof Response) return { status: result.status, data: null };
  return dataOf<{ ok: boolean; version?: number; formError?: string | null; isStale?: boolean }>(result);
}

async function loadEditor(built: Built, search: string) {
  const result = await translationsRoute.loader(
    routeArgs(pageRequest(translationsPath(built, search), built.instructor.cookie), { courseId: built.course.id }),
  );
  return result;
}

const quizWording = {
  "question:q1": "Ubani ogunyaza uhlelo lokuhlola?",
  "option:q1:q1a": "Noma yimuphi umhloli",
  "option:q1:q1b": "Abaphathi abaphezulu",
};

let built: Built;
beforeAll(async () => {
  built = await buildCourse();
});

describe("course translations: saving and reading", () => {
  it("saves the course's, a lesson's and a block's translation, and the editor shows them with the count", async () => {
    const course = await postTranslation(built, {
      intent: "save-course-translation",
      locale: "zu",
      version: "0",
      title: "Ukuhlola kwangaphakathi",
      descriptionHtml: '<p>Funda ukuhlola.</p><script>alert("x")</script>',
    });
    expect(course).toMatchObject({ status: 200, data: { ok: true, version: 1 } });
    const lesson = await postTranslation(built, {
      intent: "save-lesson-translation",
      locale: "zu",
      version: "0",
      lessonId: built.translatedLesson.id,
      title: "Uhlelo lokuhlola",
    });
    expect(lesson.data?.ok).toBe(true);

    const view = await loadEditor(built, `?language=zu&chapter=${built.chapter.id}`);
    expect(view.locale).toBe("zu");
    expect(view.courseTranslation).toMatchObject({ title: "Ukuhlola kwangaphakathi", version: 1 });
    // Sanitised on save like the original.
    expect(view.courseTranslation?.descriptionHtml).toBe("<p>Funda ukuhlola.</p>");
    expect(view.chapter?.lessons[0].translation).toMatchObject({ title: "Uhlelo lokuhlola", version: 1 });
    expect(view.chapter?.lessons[1].translation).toBeNull();
    // 1 course + 1 chapter + 2 lessons + 3 blocks; 2 translated.
    expect(view.languages.find((language) => language.locale === "zu")).toMatchObject({ translated: 2, total: 7 });
  });

  it("refuses a stale save: a second first save, and a save from an older version", async () => {
    const fields = {
      intent: "save-chapter-translation",
      locale: "zu",
      chapterId: built.chapter.id,
      title: "Ukuhlela ukuhlola",
    };
    expect((await postTranslation(built, { ...fields, version: "0" })).data).toMatchObject({ ok: true, version: 1 });
    const again = await postTranslation(built, { ...fields, version: "0", title: "Okunye" });
    expect(again.status).toBe(409);
    expect(again.data?.isStale).toBe(true);
    expect((await postTranslation(built, { ...fields, version: "1" })).data).toMatchObject({ ok: true, version: 2 });
    const late = await postTranslation(built, { ...fields, version: "1", title: "Okunye" });
    expect(late.status).toBe(409);
    const stored = await getDb()
      .selectFrom("chapter_translations")
      .select(["title", "version"])
      .where("chapter_id", "=", built.chapter.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ title: "Ukuhlela ukuhlola", version: 2 });
  });

  it("refuses a quiz translation whose questions or options differ from the original's, saving nothing", async () => {
    const base = {
      intent: "save-block-translation",
      locale: "zu",
      version: "0",
      blockId: built.quiz.id,
      title: "Hlola",
    };
    const missingOption = await postTranslation(built, {
      ...base,
      "question:q1": quizWording["question:q1"],
      "option:q1:q1a": quizWording["option:q1:q1a"],
    });
    expect(missingOption.status).toBe(400);
    expect(missingOption.data?.formError).toMatch(/same questions and options/);
    const extraQuestion = await postTranslation(built, {
      ...base,
      ...quizWording,
      "question:q9": "Umbuzo omusha",
      "option:q9:a": "A",
      "option:q9:b": "B",
    });
    expect(extraQuestion.status).toBe(400);
    const saved = await getDb()
      .selectFrom("block_translations")
      .select("id")
      .where("block_id", "=", built.quiz.id)
      .execute();
    expect(saved).toEqual([]);
    // The feature itself refuses a translation with fewer questions, whoever calls it.
    const direct = await saveBlockTranslation(getDb(), {
      courseId: built.course.id,
      blockId: built.quiz.id,
      locale: "zu",
      version: 0,
      title: "Hlola",
      questions: [],
    });
    expect(direct).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("saves a quiz's and a text block's wording, and marks a translation outdated once the original changes", async () => {
    const quiz = await postTranslation(built, {
      intent: "save-block-translation",
      locale: "zu",
      version: "0",
      blockId: built.quiz.id,
      title: "Hlola ukuqonda kwakho",
      ...quizWording,
    });
    expect(quiz.data).toMatchObject({ ok: true, version: 1 });
    const text = await postTranslation(built, {
      intent: "save-block-translation",
      locale: "zu",
      version: "0",
      blockId: built.text.id,
      html: "<p>Hlela uhlelo minyaka yonke.</p>",
    });
    expect(text.data).toMatchObject({ ok: true, version: 1 });

    let view = await loadEditor(built, "?language=zu");
    const textItem = () => view.chapter?.lessons[0].blocks.find((block) => block.id === built.text.id);
    expect(textItem()?.translation?.isOutdated).toBe(false);
    // The instructor edits the original (the block editor's save bumps its version).
    await getDb()
      .updateTable("content_blocks")
      .set({
        content_json: JSON.stringify({ html: "<p>Plan the programme every year.</p>" }),
        version: sql`version + 1`,
      })
      .where("id", "=", built.text.id)
      .execute();
    view = await loadEditor(built, "?language=zu");
    expect(textItem()?.translation?.isOutdated).toBe(true);
    expect(view.languages.find((language) => language.locale === "zu")?.outdated).toBe(1);
  });

  it("lets only the course's editors translate", async () => {
    const fields = {
      intent: "save-lesson-translation",
      locale: "af",
      version: "0",
      lessonId: built.translatedLesson.id,
      title: "Oudit",
    };
    expect((await postTranslation(built, fields, built.student.cookie)).status).toBe(403);
    const otherInstructor = await signedInAs("instructor");
    expect((await postTranslation(built, fields, otherInstructor.cookie)).status).toBe(403);
    const page = await settle(() =>
      translationsRoute.loader(
        routeArgs(pageRequest(translationsPath(built), otherInstructor.cookie), { courseId: built.course.id }),
      ),
    );
    expect((page as Response).status).toBe(403);
    expect((await postTranslation(built, { ...fields, locale: "en" })).status).toBe(400);
  });
});

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
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("course translations: the screens", () => {
  it("shows each item's original beside its fields, with its marker and the language's count", async () => {
    const view = await loadEditor(built, "?language=zu");
    const text = renderedText(TranslationEditorPage, view);
    expect(text).toContain("Translations: ");
    expect(text).toMatch(/isiZulu: \d+ of 7 translated/);
    expect(text).toContain("Lesson: Audit checklists");
    expect(text).toContain("Title in isiZulu");
    expect(text).toContain("Question 1 in isiZulu");
    expect(text).toContain("Missing");
    expect(text).toContain("Outdated");
    expect(text).toContain("Plan the programme every year.");
  });

  it("words the fallback note in the reader's language", () => {
    const note = (locale: "zu" | "en") =>
      withLocale(locale, () =>
        renderedText(ContentLanguageNote, { language: { shown: "en", requested: "zu" }, of: "lesson" as const }),
      );
    expect(note("en")).toContain("This lesson is not yet available in isiZulu; it is shown in English.");
    expect(note("zu")).toContain("Lesi sifundo asikatholakali nge-isiZulu okwamanje; siboniswa nge-isiNgisi.");
  });
});

describe("course translations: the learner's view", () => {
  async function openLesson(lesson: Built["translatedLesson"], locale: "zu" | "en") {
    const path = `/course/${built.course.id}/${lesson.chapter_id}/${lesson.id}`;
    const page = await withLocale(locale, () =>
      courseViewerRoute.loader(
        routeArgs(pageRequest(path, built.student.cookie), {
          courseId: built.course.id,
          chapterId: lesson.chapter_id,
          lessonId: lesson.id,
        }),
      ),
    );
    if (page.kind !== "reader" || !page.lesson) throw new Error("expected the reader");
    return page;
  }

  it("shows a translated lesson in isiZulu, quiz wording included, with the original's ids", async () => {
    const page = await openLesson(built.translatedLesson, "zu");
    expect(page.course.name).toBe("Ukuhlola kwangaphakathi");
    expect(page.lesson?.title).toBe("Uhlelo lokuhlola");
    expect(page.lesson?.chapterTitle).toBe("Ukuhlela ukuhlola");
    expect(page.lesson?.language).toBeNull();
    const quiz = page.lesson?.blocks.find((block) => block.id === built.quiz.id);
    if (quiz?.type !== "quiz") throw new Error("expected the quiz");
    expect(quiz.title).toBe("Hlola ukuqonda kwakho");
    expect(quiz.content.questions[0]).toMatchObject({
      id: "q1",
      question: quizWording["question:q1"],
      options: [
        { id: "q1a", text: quizWording["option:q1:q1a"] },
        { id: "q1b", text: quizWording["option:q1:q1b"] },
      ],
    });
  });

  it("falls back to the course's language with a note on a lesson not translated", async () => {
    const page = await openLesson(built.untranslatedLesson, "zu");
    expect(page.lesson?.title).toBe("Audit checklists");
    expect(page.lesson?.language).toEqual({ shown: "en", requested: "zu" });
    // The sidebar still names the translated lesson in isiZulu.
    const titles = page.chapters[0].lessons?.map((lesson) => lesson.title);
    expect(titles).toEqual(["Uhlelo lokuhlola", "Audit checklists"]);
  });

  it("shows the original, without a note, to a learner reading in the course's language", async () => {
    const page = await openLesson(built.translatedLesson, "en");
    expect(page.lesson?.title).toBe("The audit programme");
    expect(page.lesson?.language ?? null).toBeNull();
  });

  it("names the course in isiZulu on My learning, and in English to a learner reading English", async () => {
    const names = async (locale: "zu" | "en") => {
      const view = await withLocale(locale, () =>
        loadMyLearning(getDb(), built.student.id, { baseUrl: "http://localhost" }),
      );
      return view.inProgress.map((course) => course.name);
    };
    expect(await names("zu")).toContain("Ukuhlola kwangaphakathi");
    expect(await names("en")).toContain(built.course.name);
  });

  it("scores a quiz against the original's answers whatever the learner's language", async () => {
    const path = `/course/${built.course.id}/${built.chapter.id}/${built.translatedLesson.id}`;
    const reply = await withLocale("zu", () =>
      settle(() =>
        courseViewerRoute.action(
          routeArgs(
            formRequest(
              path,
              { intent: "submit-quiz", blockId: built.quiz.id, "answer-q1": "q1b" },
              built.student.cookie,
            ),
            { courseId: built.course.id, chapterId: built.chapter.id, lessonId: built.translatedLesson.id },
          ),
        ),
      ),
    );
    const attempt = await getDb()
      .selectFrom("quiz_attempts")
      .select(["score", "max_score"])
      .where("block_id", "=", built.quiz.id)
      .executeTakeFirst();
    expect(reply).toBeDefined();
    expect(attempt).toMatchObject({ score: 1, max_score: 1 });
  });
});

describe("course translations: the catalogue's languages", () => {
  it("offers a course in a language once everything in it is translated", async () => {
    const db = getDb();
    const course = await insertCourse(db, { is_published: 1, slug: "taal-kursus", name: "Document control" });
    const chapter = await insertChapter(db, course.id, { title: "Documents" });
    const lesson = await insertLesson(db, chapter, { title: "Versions" });
    const block = await insertBlock(db, lesson, { type: "text" });
    expect((await findOfferedLanguages(db, [course.id])).get(course.id)).toEqual(["en"]);

    const now = new Date().toISOString();
    const row = { locale: "af", course_id: course.id, version: 1, created_at: now, updated_at: now };
    await db
      .insertInto("course_translations")
      .values({ ...row, id: "ct1", title: "Dokumentbeheer", description_html: "" })
      .execute();
    await db
      .insertInto("chapter_translations")
      .values({ ...row, id: "ch1", chapter_id: chapter.id, title: "Dokumente" })
      .execute();
    await db
      .insertInto("lesson_translations")
      .values({ ...row, id: "le1", lesson_id: lesson.id, title: "Weergawes" })
      .execute();
    // Not complete yet: the block has no translation, so the page in Afrikaans stays in English.
    expect((await findOfferedLanguages(db, [course.id])).get(course.id)).toEqual(["en"]);
    await db
      .insertInto("block_translations")
      .values({
        ...row,
        id: "bl1",
        block_id: block.id,
        title: "",
        content_json: '{"html":"<p>Hallo</p>"}',
        source_version: 1,
      })
      .execute();
    expect((await findOfferedLanguages(db, [course.id])).get(course.id)).toEqual(["en", "af"]);

    const overview = await withLocale("af", () =>
      courseOverviewRoute.loader(routeArgs(pageRequest("/af/course-overview/taal-kursus"), { slug: "taal-kursus" })),
    );
    expect(overview.course).toMatchObject({ name: "Dokumentbeheer", offeredIn: ["en", "af"] });
    const english = await withLocale("en", () =>
      courseOverviewRoute.loader(routeArgs(pageRequest("/course-overview/taal-kursus"), { slug: "taal-kursus" })),
    );
    expect(english.course).toMatchObject({ name: "Document control", offeredIn: ["en", "af"] });
  });
});
