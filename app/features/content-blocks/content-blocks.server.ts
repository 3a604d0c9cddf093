import { sql } from "kysely";
import type { AssignmentContent } from "~/features/assessment/assignments/assignment-content";
import { createId } from "~/lib/ids";
import { type Outcome, type Refusal, refuse } from "~/lib/refusal";
import { sanitizeRichText } from "~/lib/sanitize-html.server";
import type { SessionUser } from "~/platform/auth/session.server";
import type { DatabaseExecutor } from "~db/executor";
import { nextPositionAmong } from "~db/ordered-positions";
import { inTransaction } from "~db/transactions";
import {
  BLOCK_TYPE_REGISTRY,
  type BlockContent,
  type BlockType,
  parseBlockContent,
  validateBlockContent,
} from "./block-types";
import { claimCourseFiles } from "./course-file-claims.server";
import * as m from "./messages";

type Actor = Pick<SessionUser, "id">;

/** The blocks of one lesson, in order, with parsed content (null content = unknown type). */
export async function loadLessonBlocks(db: DatabaseExecutor, lessonId: string) {
  const rows = await db
    .selectFrom("content_blocks")
    .select(["id", "type", "title", "position", "content_json", "version"])
    .where("lesson_id", "=", lessonId)
    .orderBy("position")
    .orderBy("created_at")
    .execute();
  return rows.map(({ content_json, ...block }) => {
    const parsed = parseBlockContent(block.type, content_json);
    return { ...block, type: parsed?.type ?? block.type, content: parsed?.content ?? null };
  });
}

/**
 * What is stored: rich text sanitised, everything else exactly what the type's schema allows.
 * Every write of a block's content goes through here (the editor's saves and the demo seed).
 */
export function contentForStorage(type: BlockType, content: BlockContent): BlockContent {
  if (type === "text") return { html: sanitizeRichText((content as { html: string }).html) };
  if (type === "assignment") {
    const assignment = content as AssignmentContent;
    return { ...assignment, instructionsHtml: sanitizeRichText(assignment.instructionsHtml) };
  }
  return content;
}

/**
 * Appends a block to a lesson of this course. The lesson row (scoped by course) is the insert's
 * source, so a lesson id of another course adds nothing and the count says 404.
 */
export async function addBlock(
  db: DatabaseExecutor,
  actor: Actor,
  courseId: string,
  lessonId: string,
  type: BlockType,
): Promise<Outcome<{ blockId: string }>> {
  const now = new Date().toISOString();
  const id = createId();
  const result = await db
    .insertInto("content_blocks")
    .columns([
      "id",
      "lesson_id",
      "course_id",
      "type",
      "title",
      "position",
      "content_json",
      "version",
      "updated_by_user_id",
      "created_at",
      "updated_at",
    ])
    .expression(
      db
        .selectFrom("lessons")
        .select([
          sql<string>`${id}`.as("id"),
          "lessons.id as lesson_id",
          "lessons.course_id as course_id",
          sql<string>`${type}`.as("type"),
          sql<string>`''`.as("title"),
          nextPositionAmong(db, "content_blocks", lessonId).as("position"),
          sql<string>`${JSON.stringify(BLOCK_TYPE_REGISTRY[type].defaultContent())}`.as("content_json"),
          sql<number>`1`.as("version"),
          sql<string>`${actor.id}`.as("updated_by_user_id"),
          sql<string>`${now}`.as("created_at"),
          sql<string>`${now}`.as("updated_at"),
        ])
        .where("lessons.id", "=", lessonId)
        .where("lessons.course_id", "=", courseId),
    )
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows) !== 1) {
    return { ok: false, reason: "missing", message: m.lessonNoLongerExists() };
  }
  return { ok: true, blockId: id };
}

export interface BlockChanges {
  title?: string;
  content?: unknown;
}

export type SaveBlockResult = Outcome<{ version: number; content: BlockContent | null; title: string }>;

/**
 * Saves one block's title and/or content: one row, and only if nobody saved it since the editor
 * loaded `loadedVersion`. A stale save changes nothing and says so.
 */
export async function saveBlock(
  db: DatabaseExecutor,
  actor: Actor,
  courseId: string,
  blockId: string,
  loadedVersion: number,
  changes: BlockChanges,
): Promise<SaveBlockResult> {
  const block = await db
    .selectFrom("content_blocks")
    .select(["id", "type", "title", "version", "content_json"])
    .where("id", "=", blockId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  if (!block) return { ok: false, reason: "missing", message: m.contentNoLongerExistsSomeone() };
  if (block.version !== loadedVersion) return refuse("stale", m.staleBlock());
  const update: { title?: string; content_json?: string } = {};
  let storedContent: BlockContent | null = parseBlockContent(block.type, block.content_json)?.content ?? null;
  if (changes.title !== undefined) update.title = changes.title.trim().slice(0, 200);
  if (changes.content !== undefined) {
    const parsed = parseBlockContent(block.type, "{}");
    if (!parsed) return { ok: false, reason: "invalid", message: m.unknownLessonType(), fieldErrors: {} };
    const validated = validateBlockContent(parsed.type, changes.content);
    if (!validated.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of validated.error.issues) fieldErrors[issue.path.join(".") || "content"] ??= issue.message;
      return {
        ok: false,
        reason: "invalid",
        message: Object.values(fieldErrors)[0] ?? m.checkTheContent(),
        fieldErrors,
      };
    }
    storedContent = contentForStorage(parsed.type, validated.data);
    update.content_json = JSON.stringify(storedContent);
  }
  const refusal = await writeBlock(db, actor, courseId, blockId, loadedVersion, update);
  if (refusal) return refusal;
  return { ok: true, version: loadedVersion + 1, content: storedContent, title: update.title ?? block.title };
}

/** Thrown inside the save transaction so the file claims roll back with the refused write. */
class SaveRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

/**
 * One transaction: the files the content cites become this course's lesson files (refused when one
 * belongs to another course), then the block row is written if it is still this course's block at
 * the loaded version. Returns the refusal, or null when saved.
 */
async function writeBlock(
  db: DatabaseExecutor,
  actor: Actor,
  courseId: string,
  blockId: string,
  loadedVersion: number,
  update: { title?: string; content_json?: string },
): Promise<Refusal | null> {
  try {
    await inTransaction(db, async (trx) => {
      if (update.content_json) {
        const claim = await claimCourseFiles(trx, { courseId, contentJson: update.content_json });
        if (!claim.ok) {
          throw new SaveRefused({
            ok: false,
            reason: "invalid",
            message: claim.message,
            fieldErrors: { url: claim.message },
          });
        }
      }
      const result = await trx
        .updateTable("content_blocks")
        .set({
          ...update,
          updated_by_user_id: actor.id,
          updated_at: new Date().toISOString(),
          version: loadedVersion + 1,
        })
        .where("id", "=", blockId)
        .where("course_id", "=", courseId)
        .where("version", "=", loadedVersion)
        .executeTakeFirst();
      // Someone saved between the read and the write: still refused, still nothing overwritten.
      if (Number(result.numUpdatedRows) !== 1) {
        throw new SaveRefused({ ok: false, reason: "stale", message: m.staleBlock() });
      }
    });
    return null;
  } catch (error) {
    if (error instanceof SaveRefused) return error.refusal;
    throw error;
  }
}

export async function deleteBlock(db: DatabaseExecutor, courseId: string, blockId: string): Promise<Outcome> {
  const result = await db
    .deleteFrom("content_blocks")
    .where("id", "=", blockId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1 ? { ok: true } : refuse("missing", m.contentNoLongerExists());
}

export async function findBlock(db: DatabaseExecutor, courseId: string, blockId: string) {
  const row = await db
    .selectFrom("content_blocks")
    .select(["id", "lesson_id", "type", "title", "position", "content_json", "version"])
    .where("id", "=", blockId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  if (!row) return null;
  const { content_json, lesson_id, ...block } = row;
  const parsed = parseBlockContent(block.type, content_json);
  return { ...block, lessonId: lesson_id, type: parsed?.type ?? block.type, content: parsed?.content ?? null };
}

/**
 * Every block of a course with its lesson, in lesson order, with parsed content (null content =
 * unknown type): one query, for the SCORM export (decision 0099-scorm-export).
 */
export async function loadCourseBlocks(db: DatabaseExecutor, courseId: string) {
  const rows = await db
    .selectFrom("content_blocks")
    .select(["id", "lesson_id", "type", "title", "content_json"])
    .where("course_id", "=", courseId)
    .orderBy("lesson_id")
    .orderBy("position")
    .orderBy("created_at")
    .execute();
  return rows.map(({ content_json, lesson_id, ...block }) => {
    const parsed = parseBlockContent(block.type, content_json);
    return { ...block, lessonId: lesson_id, typed: parsed };
  });
}
