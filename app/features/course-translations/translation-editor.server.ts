import { isLocale, LOCALES, type Locale } from "~/lib/i18n/locales";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import * as m from "./messages";
import { safeJson } from "./save-translations.server";
import { type TranslatableContent, translatableContentOf } from "./translatable-content";

/**
 * The translation editor's view (decision 0108-course-translations): the course's
 * counts per language, and ONE chapter's lessons and blocks beside their translations, so a
 * 50-chapter course never renders a thousand editors at once. A bounded number of queries.
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

async function languageProgress(db: DatabaseExecutor, courseId: string, languages: Locale[]) {
  const count = (table: "chapters" | "lessons" | "content_blocks") =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as("count"))
      .where("course_id", "=", courseId)
      .executeTakeFirstOrThrow();
  const translated = (
    table: "course_translations" | "chapter_translations" | "lesson_translations" | "block_translations",
  ) =>
    db
      .selectFrom(table)
      .select((eb) => ["locale", eb.fn.countAll().as("count")])
      .where("course_id", "=", courseId)
      .groupBy("locale")
      .execute();
  const [chapters, lessons, blocks, ...rows] = await Promise.all([
    count("chapters"),
    count("lessons"),
    count("content_blocks"),
    translated("course_translations"),
    translated("chapter_translations"),
    translated("lesson_translations"),
    translated("block_translations"),
    db
      .selectFrom("block_translations")
      .innerJoin("content_blocks", "content_blocks.id", "block_translations.block_id")
      .select((eb) => ["block_translations.locale as locale", eb.fn.countAll().as("count")])
      .where("block_translations.course_id", "=", courseId)
      .whereRef("block_translations.source_version", "<", "content_blocks.version")
      .groupBy("block_translations.locale")
      .execute(),
  ]);
  const outdatedRows = rows.pop() ?? [];
  const total = 1 + Number(chapters.count) + Number(lessons.count) + Number(blocks.count);
  return languages.map((locale) => ({
    locale,
    total,
    translated: rows.flat().reduce((sum, row) => sum + (row.locale === locale ? Number(row.count) : 0), 0),
    outdated: Number(outdatedRows.find((row) => row.locale === locale)?.count ?? 0),
  }));
}

export async function loadTranslationEditor(
  db: DatabaseExecutor,
  courseId: string,
  asked: { locale: string | null; chapterId: string | null },
): Promise<Outcome<TranslationEditorView>> {
  const course = await db
    .selectFrom("courses")
    .select(["id", "name", "title", "description_html", "language", "version"])
    .where("id", "=", courseId)
    .executeTakeFirst();
  if (!course) return refuse("missing", m.itemMissing());
  const language: Locale = isLocale(course.language) ? course.language : "en";
  const others = LOCALES.filter((locale) => locale !== language);
  const locale = isLocale(asked.locale) && asked.locale !== language ? asked.locale : null;
  const [languages, chapters] = await Promise.all([
    languageProgress(db, courseId, others),
    db
      .selectFrom("chapters")
      .select(["id", "title"])
      .where("course_id", "=", courseId)
      .orderBy("position")
      .orderBy("id")
      .execute(),
  ]);
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
  const [courseTranslation, chapterTranslations, lessons, blocks] = await Promise.all([
    db
      .selectFrom("course_translations")
      .select(["title", "description_html", "version"])
      .where("course_id", "=", courseId)
      .where("locale", "=", locale)
      .executeTakeFirst(),
    db
      .selectFrom("chapter_translations")
      .select(["chapter_id", "title", "version"])
      .where("course_id", "=", courseId)
      .where("locale", "=", locale)
      .execute(),
    chosen
      ? db
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
          .where("lessons.chapter_id", "=", chosen.id)
          .orderBy("lessons.position")
          .orderBy("lessons.id")
          .execute()
      : Promise.resolve([]),
    chosen
      ? db
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
          .where("lessons.chapter_id", "=", chosen.id)
          .orderBy("content_blocks.position")
          .orderBy("content_blocks.id")
          .execute()
      : Promise.resolve([]),
  ]);
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
