import type { ExpressionBuilder } from "kysely";
import { BUYER_FACT_COLUMNS } from "~/lib/course-buyer-facts";
import { courseCoverUrl } from "~/lib/course-cover";
import type { DatabaseExecutor } from "~db/executor";
import type { CourseType, Database } from "~db/schema";
import { COURSE_TEXT_SEARCH, matchesEveryWord } from "~db/sql-helpers";
import { CATALOGUE_PAGE_SIZE, type CatalogueSection } from "./catalogue.schema";

/** One card of the public catalogue. */
export interface CatalogueCard {
  id: string;
  slug: string;
  name: string;
  subtitle: string;
  /** The uploaded cover, or the generated one of the course's standard or category (course-cover.ts). */
  coverUrl: string;
  type: string;
  /** Has lessons to take online (the overview offers Enrol); otherwise a training course (quote request). */
  isOnline: boolean;
  /** The languages it is offered in, when the page asked (decision 0108-course-translations). */
  offeredIn?: string[];
}

export interface CatalogueListing {
  courses: CatalogueCard[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * An online course is a published course with at least one lesson: what the course builder makes.
 * A published course without lessons is a training course (docs/decisions/0022).
 */
export function hasLessons(eb: ExpressionBuilder<Database, "courses">) {
  return eb.exists(eb.selectFrom("lessons").select("lessons.id").whereRef("lessons.course_id", "=", "courses.id"));
}

/**
 * A page of the public catalogue: published courses of one type (training and online alike), or
 * every published online course, searched by name, title and subtitle in the database. Two
 * queries (the page and the count) whatever the catalogue's size.
 */
/** What a course card shows, read the same for the catalogue and the featured courses. */
const CARD_COLUMNS = [
  "courses.id",
  "courses.slug",
  "courses.name",
  "courses.title",
  "courses.subtitle",
  "courses.cover_url",
  "courses.type",
] as const;

export async function listCatalogueCourses(
  db: DatabaseExecutor,
  { section, search, page }: { section: CatalogueSection; search: string; page: number },
): Promise<CatalogueListing> {
  let query = db.selectFrom("courses").where("courses.is_published", "=", 1);
  query = section === "online" ? query.where(hasLessons) : query.where("courses.type", "=", section);
  // Every word in the name, title or subtitle, answered from the search index (decision 0113).
  const matches = matchesEveryWord(db, COURSE_TEXT_SEARCH, search);
  if (matches) query = query.where(matches);
  const [rows, count] = await Promise.all([
    query
      .select((eb) => [...CARD_COLUMNS, hasLessons(eb).as("is_online")])
      .orderBy("courses.name")
      .orderBy("courses.id")
      .limit(CATALOGUE_PAGE_SIZE)
      .offset((page - 1) * CATALOGUE_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst(),
  ]);
  return {
    courses: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      subtitle: row.subtitle,
      coverUrl: courseCoverUrl({ coverUrl: row.cover_url, name: row.name, title: row.title, type: row.type }),
      type: row.type,
      isOnline: Boolean(Number(row.is_online)),
    })),
    total: count?.total ?? 0,
    page,
    pageSize: CATALOGUE_PAGE_SIZE,
  };
}

/** The heading and summary of a catalogue type (a training category). */
export async function findCatalogueCategory(db: DatabaseExecutor, type: CourseType) {
  const category = await db
    .selectFrom("training_categories")
    .select(["id", "name", "summary"])
    .where("id", "=", type)
    .executeTakeFirst();
  return category ?? null;
}

/** The newest published online courses, for the home page (one query). */
export async function listFeaturedOnlineCourses(db: DatabaseExecutor, limit = 3): Promise<CatalogueCard[]> {
  const rows = await db
    .selectFrom("courses")
    .select(CARD_COLUMNS)
    .where("courses.is_published", "=", 1)
    .where(hasLessons)
    .orderBy("courses.created_at", "desc")
    .orderBy("courses.id")
    .limit(limit)
    .execute();
  return rows.map(({ cover_url, title, ...row }) => ({
    ...row,
    coverUrl: courseCoverUrl({ coverUrl: cover_url, name: row.name, title, type: row.type }),
    isOnline: true,
  }));
}

/**
 * A published course by its public slug (or, for links built from the record, its id); drafts
 * are not found, so the public never sees them.
 */
export async function findPublishedCourseBySlug(db: DatabaseExecutor, slugOrId: string) {
  const course = await db
    .selectFrom("courses")
    .select((eb) => [
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
      ...BUYER_FACT_COLUMNS,
      hasLessons(eb).as("is_online"),
    ])
    .where((eb) => eb.or([eb("slug", "=", slugOrId), eb("id", "=", slugOrId)]))
    .where("is_published", "=", 1)
    .executeTakeFirst();
  if (!course) return undefined;
  const {
    description_html,
    cover_url,
    is_online,
    duration_minutes,
    price_cents,
    price_note,
    delivery_modes,
    cpd_points,
    ...rest
  } = course;
  // A camelCase view model (tests/integration/site-view-models): the loader hands it to the page.
  return {
    ...rest,
    durationMinutes: duration_minutes,
    priceCents: price_cents,
    priceNote: price_note,
    deliveryModes: delivery_modes,
    cpdPoints: cpd_points,
    descriptionHtml: description_html,
    coverUrl: courseCoverUrl({ coverUrl: cover_url, name: rest.name, title: rest.title, type: rest.type }),
    isOnline: Boolean(Number(is_online)),
  };
}
