import { type ExpressionBuilder, sql } from "kysely";
import { isLocale, LOCALES, type Locale } from "~/lib/i18n/locales";
import type { DatabaseExecutor } from "~db/executor";
import { jsonRowsFrom, readJsonRows } from "~db/json-aggregation";
import type { Database } from "~db/schema";
import { safeJson } from "./save-translations.server";
import type { TranslatedQuestion } from "./translatable-content";

/**
 * Reading a course's translations for its learners and for the catalogue (decision
 * 0108-course-translations): a bounded number of queries whatever the course's size.
 */

export interface CourseTranslation {
  /** The language the course is written in. */
  language: Locale;
  course: { title: string; descriptionHtml: string } | null;
  chapters: Map<string, string>;
  lessons: Map<string, string>;
}

/**
 * The course's language, and its, its chapters' and its lessons' titles in another: one statement,
 * the four reads in a UNION ALL told apart by `kind`
 * (docs/decisions/0118-learner-pages-within-budget.md).
 */
export async function findCourseTranslation(
  db: DatabaseExecutor,
  courseId: string,
  locale: Locale,
): Promise<CourseTranslation> {
  const noText = sql<string | null>`cast(null as text)`;
  const rows = await db
    .selectFrom("courses")
    .select([
      sql.lit("language").$castTo<string>().as("kind"),
      "id as item_id",
      sql<string>`language`.as("title"),
      noText.as("description_html"),
    ])
    .where("id", "=", courseId)
    .unionAll(
      db
        .selectFrom("course_translations")
        .select([
          sql.lit("course").$castTo<string>().as("kind"),
          "course_id as item_id",
          "title",
          sql<string | null>`description_html`.as("description_html"),
        ])
        .where("course_id", "=", courseId)
        .where("locale", "=", locale),
    )
    .unionAll(
      db
        .selectFrom("chapter_translations")
        .select([
          sql.lit("chapter").$castTo<string>().as("kind"),
          "chapter_id as item_id",
          "title",
          noText.as("description_html"),
        ])
        .where("course_id", "=", courseId)
        .where("locale", "=", locale),
    )
    .unionAll(
      db
        .selectFrom("lesson_translations")
        .select([
          sql.lit("lesson").$castTo<string>().as("kind"),
          "lesson_id as item_id",
          "title",
          noText.as("description_html"),
        ])
        .where("course_id", "=", courseId)
        .where("locale", "=", locale),
    )
    .execute();
  const language = rows.find((row) => row.kind === "language")?.title;
  const course = rows.find((row) => row.kind === "course");
  const titlesOf = (kind: string) =>
    new Map(rows.filter((row) => row.kind === kind).map((row) => [row.item_id, row.title]));
  return {
    language: isLocale(language) ? language : "en",
    course: course ? { title: course.title, descriptionHtml: course.description_html ?? "" } : null,
    chapters: titlesOf("chapter"),
    lessons: titlesOf("lesson"),
  };
}

/** Several courses' translated titles and descriptions in one language. */
function courseTitlesQuery(db: DatabaseExecutor, courseIds: string[], locale: Locale) {
  return (
    db
      .selectFrom("course_translations")
      .innerJoin("courses", "courses.id", "course_translations.course_id")
      .select(["course_translations.course_id", "course_translations.title", "course_translations.description_html"])
      .where("course_translations.course_id", "in", courseIds)
      .where("course_translations.locale", "=", locale)
      // A translation into what is now the course's own language (its language changed since) is unused.
      .where("courses.language", "!=", locale)
  );
}

function courseTitlesFrom(rows: Array<{ course_id: string; title: string; description_html: string }>) {
  return new Map(rows.map((row) => [row.course_id, { title: row.title, descriptionHtml: row.description_html }]));
}

/**
 * The languages each course is offered in and its title and description in `locale`, in one
 * statement (two JSON columns): the catalogue's and a course page's courses (decision
 * 0127-viewer-statements). What findOfferedLanguages and findCourseTitles answer.
 */
export async function findOfferedLanguagesAndTitles(db: DatabaseExecutor, courseIds: string[], locale: Locale) {
  if (courseIds.length === 0) return { offered: offeredLanguagesFrom([]), titles: courseTitlesFrom([]) };
  const row = await db
    .selectNoFrom([
      jsonRowsFrom(db, offeredLanguagesQuery(db, courseIds)).as("offered"),
      jsonRowsFrom(db, courseTitlesQuery(db, courseIds, locale)).as("titles"),
    ])
    .executeTakeFirstOrThrow();
  return {
    offered: offeredLanguagesFrom(readJsonRows(row.offered)),
    titles: courseTitlesFrom(readJsonRows(row.titles)),
  };
}

/**
 * A course's title in `locale` as a scalar subquery of a statement that reads `courses` (My
 * learning's course lists): null where it is not translated, or already written in that language.
 * The lookup findCourseTitles makes, inside the list's own statement (decision 0123-learner-statements).
 */
export function translatedCourseTitle(eb: ExpressionBuilder<Database, "courses">, locale: Locale) {
  return eb
    .selectFrom("course_translations")
    .select("course_translations.title")
    .whereRef("course_translations.course_id", "=", "courses.id")
    .where("course_translations.locale", "=", locale)
    .where("courses.language", "!=", locale);
}

export interface BlockTranslation {
  title: string;
  html: string | null;
  questions: TranslatedQuestion[] | null;
}

/** The translations of some blocks (one lesson's) in one language (1 query). */
export async function findBlockTranslations(
  db: DatabaseExecutor,
  blockIds: string[],
  locale: Locale,
): Promise<Map<string, BlockTranslation>> {
  if (blockIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("block_translations")
    .select(["block_id", "title", "content_json"])
    .where("block_id", "in", blockIds)
    .where("locale", "=", locale)
    .execute();
  return new Map(
    rows.map((row) => {
      const content = (safeJson(row.content_json) ?? {}) as { html?: string; questions?: TranslatedQuestion[] };
      return [
        row.block_id,
        {
          title: row.title,
          html: content.html ?? null,
          questions: Array.isArray(content.questions) ? content.questions : null,
        },
      ];
    }),
  );
}

/** Which of a course's languages a learner can read (the course's own, then complete translations), in LOCALES order. */
export type OfferedLanguages = Map<string, Locale[]>;

type CountRow = { course_id: string; locale?: string | null; count: number | string | bigint };

function countsBy(rows: CountRow[]) {
  const found = new Map<string, number>();
  for (const row of rows) found.set(`${row.course_id}|${row.locale ?? ""}`, Number(row.count));
  return found;
}

/**
 * The languages each course is offered in. A translation is complete when the course's title and
 * every chapter, lesson and content block have one (an outdated block translation still counts:
 * its words are there, and the editor flags it). One statement for any number of courses: the
 * courses' languages and the eight per-table counts in one UNION ALL, told apart by `kind`
 * (docs/decisions/0118-learner-pages-within-budget.md).
 */
export async function findOfferedLanguages(db: DatabaseExecutor, courseIds: string[]): Promise<OfferedLanguages> {
  if (courseIds.length === 0) return offeredLanguagesFrom([]);
  return offeredLanguagesFrom(await offeredLanguagesQuery(db, courseIds).execute());
}

function offeredLanguagesQuery(db: DatabaseExecutor, courseIds: string[]) {
  const noLocale = sql<string | null>`cast(null as text)`;
  const originals = (["chapters", "lessons", "content_blocks"] as const).map((table) =>
    db
      .selectFrom(table)
      .select((eb) => [
        sql.lit(table).$castTo<string>().as("kind"),
        "course_id",
        noLocale.as("locale"),
        eb.fn.countAll<number | string | bigint>().as("count"),
      ])
      .where("course_id", "in", courseIds)
      .groupBy("course_id"),
  );
  const translations = (
    ["course_translations", "chapter_translations", "lesson_translations", "block_translations"] as const
  ).map((table) =>
    db
      .selectFrom(table)
      .select((eb) => [
        sql.lit(table).$castTo<string>().as("kind"),
        "course_id",
        sql<string | null>`locale`.as("locale"),
        eb.fn.countAll<number | string | bigint>().as("count"),
      ])
      .where("course_id", "in", courseIds)
      .groupBy(["course_id", "locale"]),
  );
  let query = db
    .selectFrom("courses")
    .select([
      sql.lit("courses").$castTo<string>().as("kind"),
      "id as course_id",
      sql<string | null>`language`.as("locale"),
      sql<number | string | bigint>`0`.as("count"),
    ])
    .where("id", "in", courseIds);
  for (const part of [...originals, ...translations]) query = query.unionAll(part);
  return query;
}

function offeredLanguagesFrom(
  rows: Array<{ kind: string; course_id: string; locale: string | null; count: number | string | bigint }>,
): OfferedLanguages {
  const offered: OfferedLanguages = new Map();
  const of = (kind: string) => countsBy(rows.filter((row) => row.kind === kind));
  const courses = rows
    .filter((row) => row.kind === "courses")
    .map((row) => ({ id: row.course_id, language: row.locale ?? "" }));
  const [chapters, lessons, blocks] = [of("chapters"), of("lessons"), of("content_blocks")];
  const [courseRows, chapterRows, lessonRows, blockRows] = [
    of("course_translations"),
    of("chapter_translations"),
    of("lesson_translations"),
    of("block_translations"),
  ];
  for (const course of courses) {
    const own: Locale = isLocale(course.language) ? course.language : "en";
    const languages = LOCALES.filter((locale) => {
      if (locale === own) return true;
      const key = `${course.id}|${locale}`;
      const originalKey = `${course.id}|`;
      return (
        (courseRows.get(key) ?? 0) > 0 &&
        (chapterRows.get(key) ?? 0) >= (chapters.get(originalKey) ?? 0) &&
        (lessonRows.get(key) ?? 0) >= (lessons.get(originalKey) ?? 0) &&
        (blockRows.get(key) ?? 0) >= (blocks.get(originalKey) ?? 0)
      );
    });
    offered.set(course.id, languages);
  }
  return offered;
}
