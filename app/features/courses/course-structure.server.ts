import { sql } from "kysely";
import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import { updateAtVersion } from "~/lib/versioned-update.server";
import type { DatabaseExecutor } from "~db/executor";
import { nextPositionAmong, type OrderedTable, PARENT_COLUMN } from "~db/ordered-positions";
import { inTransaction } from "~db/transactions";
import * as m from "./messages";

/**
 * The builder's chapters and lessons. Every write names the course it belongs to, so an id from
 * another course is never touched; renames carry the version they were loaded at (optimistic
 * concurrency) and change one row only.
 */

export type StructureResult<T extends object = object> = Outcome<T>;

const missing = () => refuse("missing", m.noLongerExists());

/** The editor's top bar: the course's name and address, or null when there is no such course. */
export async function findCourseHeader(db: DatabaseExecutor, courseId: string) {
  const row = await db
    .selectFrom("courses")
    .select(["id", "name", "slug", "is_published"])
    .where("id", "=", courseId)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.name, slug: row.slug, isPublished: row.is_published === 1 } : null;
}

/**
 * Chapters with their lessons (titles only), in order: one statement whatever the size, the chapters
 * joined to their lessons (a chapter without lessons is one row with none).
 */
export async function loadCourseOutline(db: DatabaseExecutor, courseId: string) {
  const rows = await db
    .selectFrom("chapters")
    .leftJoin("lessons", (join) =>
      join.onRef("lessons.chapter_id", "=", "chapters.id").onRef("lessons.course_id", "=", "chapters.course_id"),
    )
    .select([
      "chapters.id",
      "chapters.title",
      "chapters.position",
      "chapters.version",
      "chapters.unlock_quiz_block_id",
      "lessons.id as lesson_id",
      "lessons.title as lesson_title",
      "lessons.position as lesson_position",
      "lessons.version as lesson_version",
    ])
    .where("chapters.course_id", "=", courseId)
    // The chapter's id keeps its rows together where position and creation tie.
    .orderBy("chapters.position")
    .orderBy("chapters.created_at")
    .orderBy("chapters.id")
    .orderBy("lessons.position")
    .orderBy("lessons.created_at")
    .execute();
  type Lesson = { id: string; title: string; position: number; version: number };
  const chapters: Array<{
    id: string;
    title: string;
    position: number;
    version: number;
    unlock_quiz_block_id: string | null;
    lessons: Lesson[];
  }> = [];
  for (const row of rows) {
    let chapter = chapters.at(-1);
    if (chapter?.id !== row.id) {
      chapter = {
        id: row.id,
        title: row.title,
        position: row.position,
        version: row.version,
        unlock_quiz_block_id: row.unlock_quiz_block_id,
        lessons: [],
      };
      chapters.push(chapter);
    }
    if (row.lesson_id !== null) {
      chapter.lessons.push({
        id: row.lesson_id,
        title: row.lesson_title as string,
        position: row.lesson_position as number,
        version: row.lesson_version as number,
      });
    }
  }
  return chapters;
}

/** The course's own row is the statement's source: no course, no chapter (the count says so). */
export async function addChapter(
  db: DatabaseExecutor,
  courseId: string,
  title: string,
): Promise<StructureResult<{ chapter: { id: string; title: string } }>> {
  const now = new Date().toISOString();
  const id = createId();
  const result = await db
    .insertInto("chapters")
    .columns(["id", "course_id", "title", "position", "version", "created_at", "updated_at"])
    .expression(
      db
        .selectFrom("courses")
        .select([
          sql<string>`${id}`.as("id"),
          "courses.id as course_id",
          sql<string>`${title}`.as("title"),
          nextPositionAmong(db, "chapters", courseId).as("position"),
          sql<number>`1`.as("version"),
          sql<string>`${now}`.as("created_at"),
          sql<string>`${now}`.as("updated_at"),
        ])
        .where("courses.id", "=", courseId),
    )
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows) !== 1) return missing();
  return { ok: true, chapter: { id, title } };
}

/** Renames a chapter or lesson of this course, from the version the editor loaded (one statement). */
export async function renameOutlineItem(
  db: DatabaseExecutor,
  table: "chapters" | "lessons",
  courseId: string,
  target: { id: string; title: string; loadedVersion: number },
): Promise<StructureResult<{ version: number }>> {
  return updateAtVersion(
    db,
    table,
    { id: target.id, version: target.loadedVersion, scope: { course_id: courseId } },
    { title: target.title, updated_at: new Date().toISOString() },
    { stale: m.staleEdit(), missing: m.noLongerExists() },
  );
}

/**
 * Deletes the chapter with its lessons and their blocks. Every statement names the course, so a
 * chapter id of another course deletes nothing anywhere (and the count of the last one says 404).
 */
export async function deleteChapter(db: DatabaseExecutor, courseId: string, chapterId: string): Promise<Outcome> {
  const deleted = await inTransaction(db, async (trx) => {
    // Explicit child deletes: SQLite cascades only with foreign keys on; this never depends on it.
    await trx
      .deleteFrom("content_blocks")
      .where("course_id", "=", courseId)
      .where("lesson_id", "in", lessonIdsOf(trx, courseId, chapterId))
      .execute();
    await trx.deleteFrom("lessons").where("chapter_id", "=", chapterId).where("course_id", "=", courseId).execute();
    return deleteCourseRow(trx, "chapters", chapterId, courseId);
  });
  return deleted ? { ok: true } : refuse("missing", m.chapterGone());
}

/** Deletes one chapter or lesson of this course; false when there was none to delete (404). */
async function deleteCourseRow(db: DatabaseExecutor, table: "chapters" | "lessons", id: string, courseId: string) {
  const result = await db.deleteFrom(table).where("id", "=", id).where("course_id", "=", courseId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

function lessonIdsOf(db: DatabaseExecutor, courseId: string, chapterId: string) {
  return db.selectFrom("lessons").select("id").where("chapter_id", "=", chapterId).where("course_id", "=", courseId);
}

/** The chapter row of this course is the statement's source: a chapter of another course adds nothing. */
export async function addLesson(
  db: DatabaseExecutor,
  courseId: string,
  chapterId: string,
  title: string,
): Promise<StructureResult<{ lesson: { id: string; title: string } }>> {
  const now = new Date().toISOString();
  const id = createId();
  const result = await db
    .insertInto("lessons")
    .columns(["id", "chapter_id", "course_id", "title", "position", "version", "created_at", "updated_at"])
    .expression(
      db
        .selectFrom("chapters")
        .select([
          sql<string>`${id}`.as("id"),
          "chapters.id as chapter_id",
          "chapters.course_id as course_id",
          sql<string>`${title}`.as("title"),
          nextPositionAmong(db, "lessons", chapterId).as("position"),
          sql<number>`1`.as("version"),
          sql<string>`${now}`.as("created_at"),
          sql<string>`${now}`.as("updated_at"),
        ])
        .where("chapters.id", "=", chapterId)
        .where("chapters.course_id", "=", courseId),
    )
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows) !== 1) return missing();
  return { ok: true, lesson: { id, title } };
}

export async function deleteLesson(db: DatabaseExecutor, courseId: string, lessonId: string): Promise<Outcome> {
  const deleted = await inTransaction(db, async (trx) => {
    await trx
      .deleteFrom("content_blocks")
      .where("lesson_id", "=", lessonId)
      .where("course_id", "=", courseId)
      .execute();
    return deleteCourseRow(trx, "lessons", lessonId, courseId);
  });
  return deleted ? { ok: true } : refuse("missing", m.lessonGone());
}

// Someone added or removed an item meanwhile: the list the editor saw is out of date (409).
const listChanged = () => refuse("stale", m.listChanged());

/** Thrown inside the reorder transaction to roll back the positions already written. */
class ListChangedMeanwhile extends Error {}

/**
 * Puts the children of one parent in the given order. The ids must be exactly the parent's
 * current children in this course: an id that is not one of them (another course's, or deleted)
 * is missing here; if someone added or removed one meanwhile, nothing is changed. Each position
 * update names the parent and the course too, so it can only move this course's own rows.
 */
export async function reorderChildren(
  db: DatabaseExecutor,
  table: OrderedTable,
  courseId: string,
  parentId: string,
  orderedIds: string[],
): Promise<StructureResult> {
  const parentColumn = sql.ref(PARENT_COLUMN[table]);
  try {
    return await inTransaction(db, async (trx) => {
      const current = await trx
        .selectFrom(table)
        .select("id")
        .where(parentColumn, "=", parentId)
        .where("course_id", "=", courseId)
        .execute();
      const currentIds = new Set(current.map((row) => row.id));
      if (!orderedIds.every((id) => currentIds.has(id))) return missing();
      if (currentIds.size !== orderedIds.length || new Set(orderedIds).size !== orderedIds.length) return listChanged();
      const now = new Date().toISOString();
      for (const [index, id] of orderedIds.entries()) {
        const result = await trx
          .updateTable(table)
          .set({ position: index + 1, updated_at: now })
          .where("id", "=", id)
          .where(parentColumn, "=", parentId)
          .where("course_id", "=", courseId)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw new ListChangedMeanwhile();
      }
      return { ok: true } as const;
    });
  } catch (error) {
    if (error instanceof ListChangedMeanwhile) return listChanged();
    throw error;
  }
}
