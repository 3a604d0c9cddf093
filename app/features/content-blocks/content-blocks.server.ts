import type { Kysely } from "kysely";
import type { SessionUser } from "~/features/auth/session.server";
import type { StructureResult } from "~/features/courses/course-structure.server";
import { recordCourseFiles } from "~/features/learning/lesson-files.server";
import { createId } from "~/lib/ids";
import { sanitizeRichText } from "~/lib/sanitize-html.server";
import type { Database } from "~db/schema";
import {
  BLOCK_TYPE_REGISTRY,
  type BlockContent,
  type BlockType,
  parseBlockContent,
  validateBlockContent,
} from "./block-types";

type Actor = Pick<SessionUser, "id">;

/** The blocks of one lesson, in order, with parsed content (null content = unknown type). */
export async function loadLessonBlocks(db: Kysely<Database>, lessonId: string) {
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

export type EditorBlock = Awaited<ReturnType<typeof loadLessonBlocks>>[number];

/** What is stored: rich text sanitised, everything else exactly what the type's schema allows. */
function contentForStorage(type: BlockType, content: BlockContent): BlockContent {
  if (type === "text") return { html: sanitizeRichText((content as { html: string }).html) };
  return content;
}

export async function addBlock(
  db: Kysely<Database>,
  actor: Actor,
  courseId: string,
  lessonId: string,
  type: BlockType,
): Promise<StructureResult<{ blockId: string }>> {
  const lesson = await db
    .selectFrom("lessons")
    .select("id")
    .where("id", "=", lessonId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  if (!lesson) return { ok: false, reason: "missing", message: "This lesson no longer exists." };
  const position = await db
    .selectFrom("content_blocks")
    .select((eb) => eb.fn.max<number | null>("position").as("maxPosition"))
    .where("lesson_id", "=", lessonId)
    .executeTakeFirst();
  const now = new Date().toISOString();
  const id = createId();
  await db
    .insertInto("content_blocks")
    .values({
      id,
      lesson_id: lessonId,
      course_id: courseId,
      type,
      title: "",
      position: Number(position?.maxPosition ?? 0) + 1,
      content_json: JSON.stringify(BLOCK_TYPE_REGISTRY[type].defaultContent()),
      version: 1,
      updated_by_user_id: actor.id,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { ok: true, blockId: id };
}

export interface BlockChanges {
  title?: string;
  content?: unknown;
}

export type SaveBlockResult =
  | { ok: true; version: number; content: BlockContent | null; title: string }
  | { ok: false; reason: "missing" | "stale"; message: string; currentVersion?: number }
  | { ok: false; reason: "invalid"; message: string; fieldErrors: Record<string, string> };

/**
 * Saves one block's title and/or content: one row, and only if nobody saved it since the editor
 * loaded `loadedVersion`. A stale save changes nothing and says so.
 */
export async function saveBlock(
  db: Kysely<Database>,
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
  if (!block) return { ok: false, reason: "missing", message: "This content no longer exists: someone deleted it." };
  if (block.version !== loadedVersion) {
    return {
      ok: false,
      reason: "stale",
      currentVersion: block.version,
      message:
        "Someone else saved this content since you opened it. Your change was not saved, so nothing of theirs was overwritten. Reload to see the latest version.",
    };
  }
  const update: { title?: string; content_json?: string } = {};
  let storedContent: BlockContent | null = parseBlockContent(block.type, block.content_json)?.content ?? null;
  if (changes.title !== undefined) update.title = changes.title.trim().slice(0, 200);
  if (changes.content !== undefined) {
    const parsed = parseBlockContent(block.type, "{}");
    if (!parsed) return { ok: false, reason: "invalid", message: "Unknown Lesson Type", fieldErrors: {} };
    const validated = validateBlockContent(parsed.type, changes.content);
    if (!validated.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of validated.error.issues) fieldErrors[issue.path.join(".") || "content"] ??= issue.message;
      return {
        ok: false,
        reason: "invalid",
        message: Object.values(fieldErrors)[0] ?? "Check the content.",
        fieldErrors,
      };
    }
    storedContent = contentForStorage(parsed.type, validated.data);
    update.content_json = JSON.stringify(storedContent);
  }
  const result = await db
    .updateTable("content_blocks")
    .set({
      ...update,
      updated_by_user_id: actor.id,
      updated_at: new Date().toISOString(),
      version: loadedVersion + 1,
    })
    .where("id", "=", blockId)
    .where("version", "=", loadedVersion)
    .executeTakeFirst();
  // Someone saved between the read and the write: still refused, still nothing overwritten.
  if (Number(result.numUpdatedRows) !== 1) {
    return {
      ok: false,
      reason: "stale",
      message:
        "Someone else saved this content since you opened it. Your change was not saved, so nothing of theirs was overwritten. Reload to see the latest version.",
    };
  }
  // Uploaded lesson files become readable by this course's readers only (issue 4, B2's file route).
  if (update.content_json) await recordCourseFiles(db, { courseId, contentJson: update.content_json });
  return { ok: true, version: loadedVersion + 1, content: storedContent, title: update.title ?? block.title };
}

export async function deleteBlock(db: Kysely<Database>, courseId: string, blockId: string) {
  const result = await db
    .deleteFrom("content_blocks")
    .where("id", "=", blockId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function findBlock(db: Kysely<Database>, courseId: string, blockId: string) {
  const row = await db
    .selectFrom("content_blocks")
    .select(["id", "lesson_id", "type", "title", "position", "content_json", "version"])
    .where("id", "=", blockId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  if (!row) return null;
  const { content_json, ...block } = row;
  const parsed = parseBlockContent(block.type, content_json);
  return { ...block, type: parsed?.type ?? block.type, content: parsed?.content ?? null };
}
