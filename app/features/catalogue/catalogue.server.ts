import type { Kysely } from "kysely";
import type { CourseType, Database } from "~db/schema";

/** A catalogue page: the category's heading and summary, and its published courses (two queries). */
export async function loadCataloguePage(db: Kysely<Database>, type: CourseType) {
  const [category, courses] = await Promise.all([
    db.selectFrom("training_categories").select(["id", "name", "summary"]).where("id", "=", type).executeTakeFirst(),
    db
      .selectFrom("courses")
      .select(["id", "slug", "name", "subtitle", "cover_url"])
      .where("type", "=", type)
      .where("is_published", "=", 1)
      .orderBy("name")
      .execute(),
  ]);
  return {
    category: category ?? null,
    courses: courses.map(({ cover_url, ...course }) => ({ ...course, coverUrl: cover_url })),
  };
}

/**
 * A published course by its public slug (or, for links built from the record, its id); drafts
 * are not found, so the public never sees them.
 */
export async function findPublishedCourseBySlug(db: Kysely<Database>, slugOrId: string) {
  const course = await db
    .selectFrom("courses")
    .select([
      "id",
      "slug",
      "name",
      "title",
      "subtitle",
      "description_html",
      "outcome",
      "requirements",
      "cover_url",
      "type",
    ])
    .where((eb) => eb.or([eb("slug", "=", slugOrId), eb("id", "=", slugOrId)]))
    .where("is_published", "=", 1)
    .executeTakeFirst();
  if (!course) return undefined;
  const { description_html, cover_url, ...rest } = course;
  return { ...rest, descriptionHtml: description_html, coverUrl: cover_url };
}
