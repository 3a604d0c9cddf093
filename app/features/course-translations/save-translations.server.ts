import { type Kysely, sql } from "kysely";
import { isLocale, type Locale } from "~/lib/i18n/locales";
import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import { sanitizeRichText } from "~/lib/sanitize-html.server";
import { updateAtVersion } from "~/lib/versioned-update.server";
import type { DatabaseExecutor } from "~db/executor";
import * as m from "./messages";
import { hasSameQuestions, type TranslatedQuestion, translatableContentOf } from "./translatable-content";

/**
 * Saving one translated item (decision 0108-course-translations). Each row has its own
 * version: the form posts the version it was loaded at, 0 for a translation not made yet, and a
 * save from any other version is refused as stale, so two translators never lose each other's words.
 */

export type TranslationSave = Outcome<{ version: number }>;

const TITLE_MAX = 300;
const HTML_MAX = 200_000;

type Table = "course_translations" | "chapter_translations" | "lesson_translations" | "block_translations";

interface Key {
  column: "course_id" | "chapter_id" | "lesson_id" | "block_id";
  id: string;
  locale: Locale;
}

function checkTitle(title: string, required: boolean) {
  if (required && title.trim() === "") return refuse("invalid", m.titleRequired(), { title: m.titleRequired() });
  if (title.length > TITLE_MAX) return refuse("invalid", m.titleTooLong(), { title: m.titleTooLong() });
  return null;
}

/** Insert at version 0, else update at the posted version; anything else is stale. */
async function saveAtVersion(
  db: DatabaseExecutor,
  table: Table,
  key: Key,
  version: number,
  values: Record<string, string | number>,
  courseId: string,
): Promise<TranslationSave> {
  // The table is one of four with the same key shape; Kysely cannot type a table chosen at run time.
  // biome-ignore lint/suspicious/noExplicitAny: see above.
  const untyped = db as unknown as Kysely<any>;
  const now = new Date().toISOString();
  if (version === 0) {
    const existing = await untyped
      .selectFrom(table)
      .select("id")
      .where(key.column, "=", key.id)
      .where("locale", "=", key.locale)
      .executeTakeFirst();
    if (existing) return refuse("stale", m.staleTranslation());
    try {
      await untyped
        .insertInto(table)
        .values({
          id: createId(),
          [key.column]: key.id,
          ...(key.column === "course_id" ? {} : { course_id: courseId }),
          locale: key.locale,
          ...values,
          version: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
    } catch {
      // The unique (item, locale) pair: another translator's first save landed in between.
      return refuse("stale", m.staleTranslation());
    }
    return { ok: true, version: 1 };
  }
  const result = await untyped
    .updateTable(table)
    .set({ ...values, updated_at: now, version: sql`version + 1` })
    .where(key.column, "=", key.id)
    .where("locale", "=", key.locale)
    .where("version", "=", version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return refuse("stale", m.staleTranslation());
  return { ok: true, version: version + 1 };
}

function checkLocale(locale: string, courseLanguage: string) {
  if (!isLocale(locale)) return refuse("invalid", m.chooseLanguage(), { locale: m.chooseLanguage() });
  if (locale === courseLanguage) return refuse("invalid", m.translateIntoOwnLanguage());
  return null;
}

async function courseLanguageOf(db: DatabaseExecutor, courseId: string) {
  const course = await db.selectFrom("courses").select("language").where("id", "=", courseId).executeTakeFirst();
  return course?.language ?? null;
}

export interface CourseLanguageChange {
  courseId: string;
  language: string;
  version: number;
}

/** The language the course itself is written in; its translations into that language stay, unused. */
export async function setCourseLanguage(db: DatabaseExecutor, change: CourseLanguageChange) {
  if (!isLocale(change.language)) return refuse("invalid", m.chooseLanguage(), { language: m.chooseLanguage() });
  return updateAtVersion(
    db,
    "courses",
    { id: change.courseId, version: change.version },
    { language: change.language, updated_at: new Date().toISOString() },
    { stale: m.staleCourse(), missing: m.itemMissing() },
  );
}

interface TranslationTarget {
  courseId: string;
  locale: string;
  /** The translation's version when the form was loaded; 0 when there was none. */
  version: number;
}

export async function saveCourseTranslation(
  db: DatabaseExecutor,
  input: TranslationTarget & { title: string; descriptionHtml: string },
): Promise<TranslationSave> {
  const language = await courseLanguageOf(db, input.courseId);
  if (language === null) return refuse("missing", m.itemMissing());
  const refusal = checkLocale(input.locale, language) ?? checkTitle(input.title, true);
  if (refusal) return refusal;
  if (input.descriptionHtml.length > HTML_MAX) return refuse("invalid", m.textTooLong());
  return saveAtVersion(
    db,
    "course_translations",
    { column: "course_id", id: input.courseId, locale: input.locale as Locale },
    input.version,
    { title: input.title.trim(), description_html: sanitizeRichText(input.descriptionHtml) },
    input.courseId,
  );
}

/** A chapter's or a lesson's translated title. */
export async function saveOutlineTranslation(
  db: DatabaseExecutor,
  input: TranslationTarget & { item: "chapter" | "lesson"; itemId: string; title: string },
): Promise<TranslationSave> {
  const table = input.item === "chapter" ? "chapters" : "lessons";
  const [language, item] = await Promise.all([
    courseLanguageOf(db, input.courseId),
    db
      .selectFrom(table)
      .select("id")
      .where("id", "=", input.itemId)
      .where("course_id", "=", input.courseId)
      .executeTakeFirst(),
  ]);
  if (language === null || !item) return refuse("missing", m.itemMissing());
  const refusal = checkLocale(input.locale, language) ?? checkTitle(input.title, true);
  if (refusal) return refusal;
  return saveAtVersion(
    db,
    input.item === "chapter" ? "chapter_translations" : "lesson_translations",
    { column: input.item === "chapter" ? "chapter_id" : "lesson_id", id: input.itemId, locale: input.locale as Locale },
    input.version,
    { title: input.title.trim() },
    input.courseId,
  );
}

export interface BlockTranslationInput extends TranslationTarget {
  blockId: string;
  title: string;
  /** A text block's translated HTML. */
  html?: string;
  /** A quiz's or survey's translated wording, questions and options in the original's order. */
  questions?: TranslatedQuestion[];
}

/**
 * A block's translation, tied to the block version it was made from. A quiz's or survey's
 * translation must name exactly the original's questions and options: the server scores a quiz
 * against the original's answers, so a translation may change words and nothing else.
 */
export async function saveBlockTranslation(
  db: DatabaseExecutor,
  input: BlockTranslationInput,
): Promise<TranslationSave> {
  const [language, block] = await Promise.all([
    courseLanguageOf(db, input.courseId),
    db
      .selectFrom("content_blocks")
      .select(["id", "type", "title", "content_json", "version"])
      .where("id", "=", input.blockId)
      .where("course_id", "=", input.courseId)
      .executeTakeFirst(),
  ]);
  if (language === null || !block) return refuse("missing", m.itemMissing());
  const refusal = checkLocale(input.locale, language) ?? checkTitle(input.title, block.title.trim() !== "");
  if (refusal) return refusal;
  const original = translatableContentOf(block.type, safeJson(block.content_json));
  let content: object = {};
  if (original.kind === "text") {
    const html = input.html ?? "";
    if (html.length > HTML_MAX) return refuse("invalid", m.textTooLong(), { html: m.textTooLong() });
    content = { html: sanitizeRichText(html) };
  } else if (original.kind === "questions") {
    const questions = input.questions ?? [];
    if (!hasSameQuestions(original.questions, questions)) return refuse("invalid", m.sameQuestionsRequired());
    const words = questions.flatMap((question) => [
      question.question,
      ...question.options.map((option) => option.text),
    ]);
    if (words.some((word) => word.trim() === "")) return refuse("invalid", m.wordingRequired());
    if (words.some((word) => word.length > 1000)) return refuse("invalid", m.textTooLong());
    content = {
      questions: questions.map((question) => ({
        id: question.id,
        question: question.question.trim(),
        options: question.options.map((option) => ({ id: option.id, text: option.text.trim() })),
      })),
    };
  }
  const saved = await saveAtVersion(
    db,
    "block_translations",
    { column: "block_id", id: input.blockId, locale: input.locale as Locale },
    input.version,
    { title: input.title.trim(), content_json: JSON.stringify(content), source_version: block.version },
    input.courseId,
  );
  return saved;
}

export function safeJson(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}
