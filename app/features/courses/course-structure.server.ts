import { type Kysely, sql } from "kysely";
import { createId } from "~/lib/ids";
import type { Database } from "~db/schema";

/**
 * The builder's chapters and lessons. Every write names the course it belongs to, so an id from
 * another course is never touched; renames carry the version they were loaded at (optimistic
 * concurrency) and change one row only.
 */

export type StructureResult<T = object> =
  | ({ ok: true } & T)
  | { ok: false; reason: "missing" | "stale" | "mismatch"; message: string };

const MISSING = { ok: false, reason: "missing", message: "It no longer exists: someone may have deleted it." } as const;
const STALE = {
  ok: false,
  reason: "stale",
  message:
    "Someone else saved this since you opened it. Your change was not saved, so nothing of theirs was overwritten. Reload to see the latest version.",
} as const;

export async function findCourseHeader(db: Kysely<Database>, courseId: string) {
  return db
    .selectFrom("courses")
    .select(["id", "name", "slug", "is_published"])
    .where("id", "=", courseId)
    .executeTakeFirst();
}

/** Chapters with their lessons (titles only), in order: two queries whatever the size. */
export async function loadCourseOutline(db: Kysely<Database>, courseId: string) {
  const [chapters, lessons] = await Promise.all([
    db
      .selectFrom("chapters")
      .select(["id", "title", "position", "version"])
      .where("course_id", "=", courseId)
      .orderBy("position")
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("lessons")
      .select(["id", "chapter_id", "title", "position", "version"])
      .where("course_id", "=", courseId)
      .orderBy("position")
      .orderBy("created_at")
      .execute(),
  ]);
  const lessonsByChapter = new Map<string, typeof lessons>();
  for (const lesson of lessons) {
    const list = lessonsByChapter.get(lesson.chapter_id) ?? [];
    list.push(lesson);
    lessonsByChapter.set(lesson.chapter_id, list);
  }
  return chapters.map((chapter) => ({
    ...chapter,
    lessons: (lessonsByChapter.get(chapter.id) ?? []).map(({ chapter_id: _chapterId, ...lesson }) => lesson),
  }));
}

export type CourseOutline = Awaited<ReturnType<typeof loadCourseOutline>>;

async function nextPosition(
  db: Kysely<Database>,
  table: "chapters" | "lessons" | "content_blocks",
  column: "course_id" | "chapter_id" | "lesson_id",
  parentId: string,
) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>("position").as("maxPosition"))
    // The parent column differs per table; sql.ref keeps it a checked identifier, not a value.
    .where(sql.ref(column), "=", parentId)
    .executeTakeFirst();
  return Number(row?.maxPosition ?? 0) + 1;
}

export async function addChapter(db: Kysely<Database>, courseId: string, title: string) {
  const now = new Date().toISOString();
  const chapter = {
    id: createId(),
    course_id: courseId,
    title,
    position: await nextPosition(db, "chapters", "course_id", courseId),
    version: 1,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto("chapters").values(chapter).execute();
  return chapter;
}

export async function renameChapter(
  db: Kysely<Database>,
  courseId: string,
  chapterId: string,
  title: string,
  loadedVersion: number,
): Promise<StructureResult<{ version: number }>> {
  const result = await db
    .updateTable("chapters")
    .set({ title, updated_at: new Date().toISOString(), version: (eb) => eb("version", "+", 1) })
    .where("id", "=", chapterId)
    .where("course_id", "=", courseId)
    .where("version", "=", loadedVersion)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return { ok: true, version: loadedVersion + 1 };
  return (await rowExists(db, "chapters", chapterId, courseId)) ? STALE : MISSING;
}

/** Deletes the chapter with its lessons and their blocks (the foreign keys cascade). */
export async function deleteChapter(db: Kysely<Database>, courseId: string, chapterId: string) {
  return db.transaction().execute(async (trx) => {
    // Explicit child deletes: SQLite cascades only with foreign keys on; this never depends on it.
    await trx.deleteFrom("content_blocks").where("lesson_id", "in", lessonIdsOf(trx, chapterId)).execute();
    await trx.deleteFrom("lessons").where("chapter_id", "=", chapterId).where("course_id", "=", courseId).execute();
    const result = await trx
      .deleteFrom("chapters")
      .where("id", "=", chapterId)
      .where("course_id", "=", courseId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  });
}

function lessonIdsOf(db: Kysely<Database>, chapterId: string) {
  return db.selectFrom("lessons").select("id").where("chapter_id", "=", chapterId);
}

export async function addLesson(
  db: Kysely<Database>,
  courseId: string,
  chapterId: string,
  title: string,
): Promise<StructureResult<{ lesson: { id: string; title: string } }>> {
  if (!(await rowExists(db, "chapters", chapterId, courseId))) return MISSING;
  const now = new Date().toISOString();
  const lesson = {
    id: createId(),
    chapter_id: chapterId,
    course_id: courseId,
    title,
    position: await nextPosition(db, "lessons", "chapter_id", chapterId),
    version: 1,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto("lessons").values(lesson).execute();
  return { ok: true, lesson: { id: lesson.id, title } };
}

export async function renameLesson(
  db: Kysely<Database>,
  courseId: string,
  lessonId: string,
  title: string,
  loadedVersion: number,
): Promise<StructureResult<{ version: number }>> {
  const result = await db
    .updateTable("lessons")
    .set({ title, updated_at: new Date().toISOString(), version: (eb) => eb("version", "+", 1) })
    .where("id", "=", lessonId)
    .where("course_id", "=", courseId)
    .where("version", "=", loadedVersion)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return { ok: true, version: loadedVersion + 1 };
  return (await rowExists(db, "lessons", lessonId, courseId)) ? STALE : MISSING;
}

export async function deleteLesson(db: Kysely<Database>, courseId: string, lessonId: string) {
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("content_blocks")
      .where("lesson_id", "=", lessonId)
      .where("course_id", "=", courseId)
      .execute();
    const result = await trx
      .deleteFrom("lessons")
      .where("id", "=", lessonId)
      .where("course_id", "=", courseId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  });
}

type OrderedTable = "chapters" | "lessons" | "content_blocks";
const PARENT_COLUMN = { chapters: "course_id", lessons: "chapter_id", content_blocks: "lesson_id" } as const;

/**
 * Puts the children of one parent in the given order. The ids must be exactly the parent's
 * current children: if someone added or removed one meanwhile, nothing is changed.
 */
export async function reorderChildren(
  db: Kysely<Database>,
  table: OrderedTable,
  courseId: string,
  parentId: string,
  orderedIds: string[],
): Promise<StructureResult> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom(table)
      .select("id")
      .where(sql.ref(PARENT_COLUMN[table]), "=", parentId)
      .where("course_id", "=", courseId)
      .execute();
    const currentIds = new Set(current.map((row) => row.id));
    const isSameSet =
      currentIds.size === orderedIds.length &&
      new Set(orderedIds).size === orderedIds.length &&
      orderedIds.every((id) => currentIds.has(id));
    if (!isSameSet) {
      return {
        ok: false,
        reason: "mismatch",
        message: "The list changed since you opened it (someone added or removed an item). Reload and try again.",
      } as const;
    }
    const now = new Date().toISOString();
    for (const [index, id] of orderedIds.entries()) {
      await trx
        .updateTable(table)
        .set({ position: index + 1, updated_at: now })
        .where("id", "=", id)
        .execute();
    }
    return { ok: true } as const;
  });
}

export async function rowExists(
  db: Kysely<Database>,
  table: "chapters" | "lessons" | "content_blocks",
  id: string,
  courseId: string,
) {
  const row = await db
    .selectFrom(table)
    .select("id")
    .where("id", "=", id)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The lesson (with its chapter) the editor opens, checked to belong to the course. */
export async function findLessonInCourse(db: Kysely<Database>, courseId: string, lessonId: string) {
  return db
    .selectFrom("lessons")
    .select(["id", "chapter_id", "title", "version"])
    .where("id", "=", lessonId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
}
