import { type KeysetPage, type KeysetPosition, keysetPageOf, newestFirstAfter } from "~/lib/pagination";
import type { DatabaseExecutor } from "~db/executor";
import { isOpenForSelfEnrolment } from "../self-enrolment.server";

/** The public pages of learning paths (/paths, /paths/:slug): published paths only. */

export interface PublishedPathCard {
  slug: string;
  title: string;
  summary: string;
  courseCount: number;
}

/** Published paths, newest first, a page after `after`: one query. */
export async function listPublishedPaths(
  db: DatabaseExecutor,
  { after, limit }: { after: KeysetPosition | null; limit: number },
): Promise<KeysetPage<PublishedPathCard>> {
  const rows = await newestFirstAfter(
    db
      .selectFrom("learning_paths")
      .select((eb) => [
        "learning_paths.id",
        "learning_paths.slug",
        "learning_paths.title",
        "learning_paths.summary",
        "learning_paths.created_at",
        eb
          .selectFrom("learning_path_courses")
          .select(eb.fn.countAll<number>().as("n"))
          .whereRef("learning_path_courses.path_id", "=", "learning_paths.id")
          .as("course_count"),
      ])
      .where("learning_paths.is_published", "=", 1),
    "learning_paths",
    after,
  )
    .limit(limit + 1)
    .execute();
  return keysetPageOf(
    rows,
    limit,
    (row) => ({ slug: row.slug, title: row.title, summary: row.summary, courseCount: Number(row.course_count ?? 0) }),
    (row) => ({ createdAt: row.created_at, id: row.id }),
  );
}

interface PublicPathCourse {
  id: string;
  name: string;
  subtitle: string;
  /** The course's public overview, or null while the course is not published. */
  overviewPath: string | null;
  durationMinutes: number | null;
}

export interface PublicPathView {
  slug: string;
  title: string;
  summary: string;
  descriptionHtml: string;
  offersCertificate: boolean;
  updatedAt: string;
  courses: PublicPathCourse[];
  /** The sum of the courses' durations, only when every course gives one. */
  totalMinutes: number | null;
  /** Every course is published and open for self-enrolment (free): "Enrol in this path" is offered. */
  isOpenForSelfEnrolment: boolean;
}

/** A published path by its slug with its courses in order: two queries; undefined for a draft or none. */
export async function findPublishedPath(db: DatabaseExecutor, slug: string): Promise<PublicPathView | undefined> {
  const path = await db
    .selectFrom("learning_paths")
    .select(["id", "slug", "title", "summary", "description_html", "offers_certificate", "updated_at"])
    .where("slug", "=", slug)
    .where("is_published", "=", 1)
    .executeTakeFirst();
  if (!path) return undefined;
  const rows = await db
    .selectFrom("learning_path_courses")
    .innerJoin("courses", "courses.id", "learning_path_courses.course_id")
    .select([
      "courses.id",
      "courses.name",
      "courses.subtitle",
      "courses.slug",
      "courses.is_published",
      "courses.is_self_enrolment_open",
      "courses.price_cents",
      "courses.duration_minutes",
    ])
    .where("learning_path_courses.path_id", "=", path.id)
    .orderBy("learning_path_courses.position")
    .execute();
  const courses = rows.map((row) => ({
    id: row.id,
    name: row.name,
    subtitle: row.subtitle,
    overviewPath: row.is_published ? `/course-overview/${encodeURIComponent(row.slug)}` : null,
    durationMinutes: row.duration_minutes === null ? null : Number(row.duration_minutes),
  }));
  const isEveryDurationKnown = courses.length > 0 && courses.every((course) => course.durationMinutes !== null);
  return {
    slug: path.slug,
    title: path.title,
    summary: path.summary,
    descriptionHtml: path.description_html,
    offersCertificate: Boolean(Number(path.offers_certificate)),
    updatedAt: path.updated_at,
    courses,
    totalMinutes: isEveryDurationKnown ? courses.reduce((sum, course) => sum + (course.durationMinutes ?? 0), 0) : null,
    isOpenForSelfEnrolment:
      rows.length > 0 && rows.every((row) => Boolean(row.is_published) && isOpenForSelfEnrolment(row)),
  };
}

/** Whether this learner is enrolled in the path (and finished it): one query. */
export async function findPathEnrolmentOf(db: DatabaseExecutor, slug: string, userId: string) {
  const row = await db
    .selectFrom("learning_path_enrolments")
    .innerJoin("learning_paths", "learning_paths.id", "learning_path_enrolments.path_id")
    .select(["learning_path_enrolments.completed_at"])
    .where("learning_paths.slug", "=", slug)
    .where("learning_path_enrolments.user_id", "=", userId)
    .executeTakeFirst();
  return row ? { isCompleted: row.completed_at !== null } : null;
}
