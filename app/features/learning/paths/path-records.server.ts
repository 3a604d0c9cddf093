import { hasLessons } from "~/features/catalogue/catalogue.server";
import { createId } from "~/lib/ids";
import { type KeysetPage, type KeysetPosition, keysetPageOf, newestFirstAfter } from "~/lib/pagination";
import { type Outcome, refuse, refuseConflict } from "~/lib/refusal";
import { sanitizeRichText } from "~/lib/sanitize-html.server";
import { updateAtVersion } from "~/lib/versioned-update.server";
import type { DatabaseExecutor } from "~db/executor";
import { everyWordInColumns, isUniqueViolation } from "~db/sql-helpers";
import * as m from "./messages";
import type { PathDetails } from "./paths.schema";

/** Staff's side of learning paths (docs/decisions/0094-learning-paths.md): list, create, find and edit one. */

/** The refusal's words when a learning path is gone (its route's loader and action say it too). */
export function pathGoneMessage(): string {
  return m.pathGone();
}

export interface LearningPathRow {
  id: string;
  title: string;
  slug: string;
  isPublished: boolean;
  courseCount: number;
  enrolledCount: number;
}

/** Every path, newest first, a page after `after`, searched by title, slug and summary: two queries. */
export async function listLearningPaths(
  db: DatabaseExecutor,
  { search, after, limit }: { search: string; after: KeysetPosition | null; limit: number },
): Promise<KeysetPage<LearningPathRow> & { total: number }> {
  let query = db.selectFrom("learning_paths");
  const matches = everyWordInColumns(["learning_paths.title", "learning_paths.slug", "learning_paths.summary"], search);
  if (matches) query = query.where(matches);
  const [rows, counted] = await Promise.all([
    newestFirstAfter(
      query.select((eb) => [
        "learning_paths.id",
        "learning_paths.title",
        "learning_paths.slug",
        "learning_paths.is_published",
        "learning_paths.created_at",
        eb
          .selectFrom("learning_path_courses")
          .select(eb.fn.countAll<number>().as("n"))
          .whereRef("learning_path_courses.path_id", "=", "learning_paths.id")
          .as("course_count"),
        eb
          .selectFrom("learning_path_enrolments")
          .select(eb.fn.countAll<number>().as("n"))
          .whereRef("learning_path_enrolments.path_id", "=", "learning_paths.id")
          .as("enrolled_count"),
      ]),
      "learning_paths",
      after,
    )
      .limit(limit + 1)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  const page = keysetPageOf(
    rows,
    limit,
    (row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      isPublished: Boolean(Number(row.is_published)),
      courseCount: Number(row.course_count ?? 0),
      enrolledCount: Number(row.enrolled_count ?? 0),
    }),
    (row) => ({ createdAt: row.created_at, id: row.id }),
  );
  return { ...page, total: Number(counted.total) };
}

/** Lower-case words joined by hyphens: "ISO 9001 Auditor" → "iso-9001-auditor". */
function slugFrom(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 70)
    .replace(/-+$/g, "");
  return slug || "path";
}

/** A new, unpublished path with no courses; its address is made from the title (with -2, -3 when taken). */
export async function createLearningPath(
  db: DatabaseExecutor,
  { title, createdByUserId }: { title: string; createdByUserId: string },
): Promise<Outcome<{ id: string }>> {
  const base = slugFrom(title);
  const taken = new Set(
    (
      await db
        .selectFrom("learning_paths")
        .select("slug")
        .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  let slug = base;
  for (let suffix = 2; taken.has(slug); suffix++) slug = `${base}-${suffix}`;
  const now = new Date().toISOString();
  const id = createId();
  try {
    await db
      .insertInto("learning_paths")
      .values({ id, slug, title, created_by_user_id: createdByUserId, created_at: now, updated_at: now })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) return refuseConflict("A path with this title was just added. Try again.", "title");
    throw error;
  }
  return { ok: true, id };
}

export interface PathCourse {
  id: string;
  name: string;
  slug: string;
  isPublished: boolean;
  isOnline: boolean;
}

/** The path's courses in order: one query. */
export async function listPathCourses(db: DatabaseExecutor, pathId: string): Promise<PathCourse[]> {
  const rows = await db
    .selectFrom("learning_path_courses")
    .innerJoin("courses", "courses.id", "learning_path_courses.course_id")
    .select((eb) => [
      "courses.id",
      "courses.name",
      "courses.slug",
      "courses.is_published",
      hasLessons(eb).as("is_online"),
    ])
    .where("learning_path_courses.path_id", "=", pathId)
    .orderBy("learning_path_courses.position")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    isPublished: Boolean(Number(row.is_published)),
    isOnline: Boolean(Number(row.is_online)),
  }));
}

/** One path as its staff page edits it, with its courses in order; undefined when there is none. */
export async function findLearningPath(db: DatabaseExecutor, pathId: string) {
  const path = await db.selectFrom("learning_paths").selectAll().where("id", "=", pathId).executeTakeFirst();
  if (!path) return undefined;
  const [courses, enrolled] = await Promise.all([
    listPathCourses(db, path.id),
    db
      .selectFrom("learning_path_enrolments")
      .select((eb) => [eb.fn.countAll<number>().as("total"), eb.fn.count<number>("completed_at").as("completed")])
      .where("path_id", "=", path.id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    id: path.id,
    title: path.title,
    slug: path.slug,
    summary: path.summary,
    descriptionHtml: path.description_html,
    isPublished: Boolean(Number(path.is_published)),
    offersCertificate: Boolean(Number(path.offers_certificate)),
    version: Number(path.version),
    courses,
    enrolledCount: Number(enrolled.total),
    completedCount: Number(enrolled.completed),
  };
}

/** Saves the path's details at the version the form was opened at; a published path needs a course. */
export async function saveLearningPath(
  db: DatabaseExecutor,
  pathId: string,
  version: number,
  details: PathDetails,
): Promise<Outcome<{ version: number }>> {
  const clash = await db
    .selectFrom("learning_paths")
    .select("id")
    .where("slug", "=", details.slug)
    .where("id", "!=", pathId)
    .executeTakeFirst();
  if (clash) return refuseConflict(m.anotherLearningPathAlreadyUses(), "slug");
  if (details.isPublished) {
    const courses = await listPathCourses(db, pathId);
    if (courses.length === 0) {
      return refuse("invalid", m.addLeastOneCourseBefore(), {
        isPublished: m.addLeastOneCourseBefore(),
      });
    }
  }
  try {
    return await updateAtVersion(
      db,
      "learning_paths",
      { id: pathId, version },
      {
        title: details.title,
        slug: details.slug,
        summary: details.summary,
        description_html: sanitizeRichText(details.descriptionHtml),
        is_published: details.isPublished ? 1 : 0,
        offers_certificate: details.offersCertificate ? 1 : 0,
        updated_at: new Date().toISOString(),
      },
      { stale: m.stalePath(), missing: m.pathGone() },
    );
  } catch (error) {
    if (isUniqueViolation(error)) return refuseConflict(m.anotherLearningPathAlreadyUses(), "slug");
    throw error;
  }
}
