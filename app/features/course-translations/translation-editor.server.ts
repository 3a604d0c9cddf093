import { isLocale, LOCALES, type Locale } from "~/lib/i18n/locales";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { jsonRowFrom, jsonRowsFrom, readJsonRow, readJsonRows } from "~db/json-aggregation";
import * as m from "./messages";
import { safeJson } from "./save-translations.server";
import { type TranslatableContent, translatableContentOf } from "./translatable-content";

/**
 * The translation editor's view (decision 0108-course-translations): the course's
 * counts per language, and ONE chapter's lessons and blocks beside their translations, so a
 * 50-chapter course never renders a thousand editors at once. Two statements at most.
 */

interface LanguageProgress {
  locale: Locale;
  translated: number;
  total: number;
  outdated: number;
}

export interface BlockItem {
  id: string;
  type: string;
  title: string;
  original: TranslatableContent;
  translation: { title: string; content: TranslatableContent; version: number; isOutdated: boolean } | null;
}

interface LessonItem {
  id: string;
  title: string;
  translation: { title: string; version: number } | null;
  blocks: BlockItem[];
}

export interface TranslationEditorView {
  course: { id: string; name: string; title: string; descriptionHtml: string; language: Locale; version: number };
  locale: Locale | null;
  languages: LanguageProgress[];
  courseTranslation: { title: string; descriptionHtml: string; version: number } | null;
  chapters: Array<{ id: string; title: string; isTranslated: boolean }>;
  chapter: {
    id: string;
    title: string;
    translation: { title: string; version: number } | null;
    lessons: LessonItem[];
  } | null;
}

type TranslationTable = "course_translations" | "chapter_translations" | "lesson_translations" | "block_translations";

/** How many rows of one kind of translation the course has, per language. */
function translatedPerLocale(db: DatabaseExecutor, courseId: string, table: TranslationTable) {
  return db
    .selectFrom(table)
    .select((eb) => ["locale", eb.fn.countAll<number>().as("count")])
    .where("course_id", "=", courseId)
    .groupBy("locale");
}

/**
 * The course, what there is to translate, what is translated and outdated per language, and its
 * chapters, in one statement: counts as scalar subqueries, the lists as JSON columns (decision
 * 0125-staff-statements; 10 statements before). Each list is bounded by the course (languages,
 * chapters).
 */
function readCourseForTranslation(db: DatabaseExecutor, courseId: string) {
  const count = (table: "chapters" | "lessons" | "content_blocks") =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("course_id", "=", courseId);
  return db
    .selectFrom("courses")
    .select([
      "id",
      "name",
      "title",
      "description_html",
      "language",
      "version",
      count("chapters").as("chapter_count"),
      count("lessons").as("lesson_count"),
      count("content_blocks").as("block_count"),
      jsonRowsFrom(
        db,
        translatedPerLocale(db, courseId, "course_translations")
          .unionAll(translatedPerLocale(db, courseId, "chapter_translations"))
          .unionAll(translatedPerLocale(db, courseId, "lesson_translations"))
          .unionAll(translatedPerLocale(db, courseId, "block_translations")),
      ).as("translated"),
      jsonRowsFrom(
        db,
        db
          .selectFrom("block_translations")
          .innerJoin("content_blocks", "content_blocks.id", "block_translations.block_id")
          .select((eb) => ["block_translations.locale as locale", eb.fn.countAll<number>().as("count")])
          .where("block_translations.course_id", "=", courseId)
          .whereRef("block_translations.source_version", "<", "content_blocks.version")
          .groupBy("block_translations.locale"),
      ).as("outdated"),
      jsonRowsFrom(
        db,
        db
          .selectFrom("chapters")
          .select(["id", "title"])
          .where("course_id", "=", courseId)
          .orderBy("position")
          .orderBy("id"),
      ).as("chapters"),
    ])
    .where("courses.id", "=", courseId)
    .executeTakeFirst();
}

type CourseForTranslation = NonNullable<Awaited<ReturnType<typeof readCourseForTranslation>>>;

function languageProgress(course: CourseForTranslation, languages: Locale[]): LanguageProgress[] {
  const translated = readJsonRows(course.translated);
  const outdated = readJsonRows(course.outdated);
  const total = 1 + Number(course.chapter_count) + Number(course.lesson_count) + Number(course.block_count);
  return languages.map((locale) => ({
    locale,
    total,
    translated: translated.reduce((sum, row) => sum + (row.locale === locale ? Number(row.count) : 0), 0),
    outdated: Number(outdated.find((row) => row.locale === locale)?.count ?? 0),
  }));
}

export async function loadTranslationEditor(
  db: DatabaseExecutor,
  courseId: string,
  asked: { locale: string | null; chapterId: string | null },
): Promise<Outcome<TranslationEditorView>> {
  const course = await readCourseForTranslation(db, courseId);
  if (!course) return refuse("missing", m.itemMissing());
  const language: Locale = isLocale(course.language) ? course.language : "en";
  const others = LOCALES.filter((locale) => locale !== language);
  const locale = isLocale(asked.locale) && asked.locale !== language ? asked.locale : null;
  const languages = languageProgress(course, others);
  const chapters = readJsonRows(course.chapters);
  const base = {
    course: {
      id: course.id,
      name: course.name,
      title: course.title,
      descriptionHtml: course.description_html,
      language,
      version: course.version,
    },
    languages,
  };
  if (!locale) return { ok: true, ...base, locale: null, courseTranslation: null, chapters: [], chapter: null };

  const chosen = chapters.find((chapter) => chapter.id === asked.chapterId) ?? chapters[0] ?? null;
  const found = await readTranslationsOf(db, courseId, locale, chosen?.id ?? null);
  const courseTranslation = readJsonRow(found.course_translation);
  const chapterTranslations = readJsonRows(found.chapter_translations);
  const lessons = readJsonRows(found.lessons);
  const blocks = readJsonRows(found.blocks);
  const translatedChapters = new Map(chapterTranslations.map((row) => [row.chapter_id, row]));
  const chosenTranslation = chosen ? translatedChapters.get(chosen.id) : undefined;
  return {
    ok: true,
    ...base,
    locale,
    courseTranslation: courseTranslation
      ? {
          title: courseTranslation.title,
          descriptionHtml: courseTranslation.description_html,
          version: courseTranslation.version,
        }
      : null,
    chapters: chapters.map((chapter) => ({
      id: chapter.id,
      title: chapter.title,
      isTranslated: translatedChapters.has(chapter.id),
    })),
    chapter: chosen
      ? {
          id: chosen.id,
          title: chosen.title,
          translation: chosenTranslation
            ? { title: chosenTranslation.title, version: chosenTranslation.version }
            : null,
          lessons: lessons.map((lesson) => ({
            id: lesson.id,
            title: lesson.title,
            translation:
              lesson.translatedTitle !== null && lesson.translatedVersion !== null
                ? { title: lesson.translatedTitle, version: lesson.translatedVersion }
                : null,
            blocks: blocks
              .filter((block) => block.lesson_id === lesson.id)
              .map((block) => {
                const original = translatableContentOf(block.type, safeJson(block.content_json));
                return {
                  id: block.id,
                  type: block.type,
                  title: block.title,
                  original,
                  translation:
                    block.translatedVersion !== null && block.translatedTitle !== null
                      ? {
                          title: block.translatedTitle,
                          content: translatedContent(original, safeJson(block.translatedJson ?? "")),
                          version: block.translatedVersion,
                          isOutdated: (block.sourceVersion ?? 0) < block.version,
                        }
                      : null,
                };
              }),
          })),
        }
      : null,
  };
}

/**
 * One language's translations of the course and its chapters, and the chosen chapter's lessons and
 * blocks beside theirs, in one statement (JSON columns; four statements before). Without a chapter
 * the lessons and blocks are asked for chapter id '' and so are none.
 */
function readTranslationsOf(db: DatabaseExecutor, courseId: string, locale: Locale, chapterId: string | null) {
  return db
    .selectNoFrom([
      jsonRowFrom(
        db,
        db
          .selectFrom("course_translations")
          .select(["title", "description_html", "version"])
          .where("course_id", "=", courseId)
          .where("locale", "=", locale),
      ).as("course_translation"),
      jsonRowsFrom(
        db,
        db
          .selectFrom("chapter_translations")
          .select(["chapter_id", "title", "version"])
          .where("course_id", "=", courseId)
          .where("locale", "=", locale),
      ).as("chapter_translations"),
      jsonRowsFrom(
        db,
        db
          .selectFrom("lessons")
          .leftJoin("lesson_translations", (join) =>
            join
              .onRef("lesson_translations.lesson_id", "=", "lessons.id")
              .on("lesson_translations.locale", "=", locale),
          )
          .select([
            "lessons.id",
            "lessons.title",
            "lesson_translations.title as translatedTitle",
            "lesson_translations.version as translatedVersion",
          ])
          .where("lessons.chapter_id", "=", chapterId ?? "")
          .orderBy("lessons.position")
          .orderBy("lessons.id"),
      ).as("lessons"),
      jsonRowsFrom(
        db,
        db
          .selectFrom("content_blocks")
          .innerJoin("lessons", "lessons.id", "content_blocks.lesson_id")
          .leftJoin("block_translations", (join) =>
            join
              .onRef("block_translations.block_id", "=", "content_blocks.id")
              .on("block_translations.locale", "=", locale),
          )
          .select([
            "content_blocks.id",
            "content_blocks.lesson_id",
            "content_blocks.type",
            "content_blocks.title",
            "content_blocks.content_json",
            "content_blocks.version",
            "block_translations.title as translatedTitle",
            "block_translations.content_json as translatedJson",
            "block_translations.version as translatedVersion",
            "block_translations.source_version as sourceVersion",
          ])
          .where("lessons.chapter_id", "=", chapterId ?? "")
          .orderBy("content_blocks.position")
          .orderBy("content_blocks.id"),
      ).as("blocks"),
    ])
    .executeTakeFirstOrThrow();
}

/** A stored translation read in the original's shape (a question the original no longer has is dropped). */
function translatedContent(original: TranslatableContent, stored: unknown): TranslatableContent {
  const json = (stored ?? {}) as { html?: unknown; questions?: unknown };
  if (original.kind === "text") return { kind: "text", html: typeof json.html === "string" ? json.html : "" };
  if (original.kind === "questions") {
    const translated = translatableContentOf("survey", {
      questions: Array.isArray(json.questions)
        ? json.questions.map((question: { options?: unknown }) => ({ ...question, choices: question.options }))
        : [],
    });
    return translated;
  }
  return original;
}
