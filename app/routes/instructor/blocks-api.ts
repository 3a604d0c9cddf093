import { data } from "react-router";
import { requireInstructor } from "~/features/auth/session.server";
import { blockIntentSchema } from "~/features/content-blocks/block-intents.schema";
import { addBlock, deleteBlock, findBlock, saveBlock } from "~/features/content-blocks/content-blocks.server";
import { assertCanEditCourse } from "~/features/courses/course-access.server";
import { reorderChildren } from "~/features/courses/course-structure.server";
import { CHAPTER_UPDATED_MESSAGE } from "~/features/courses/courses.schema";
import type { EditorActionResult } from "~/lib/editor-action-result";
import { toFieldErrors } from "~/lib/forms";
import { parseJsonBody, unreadableBody } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/blocks-api";

export const access = {
  read: "course-editor",
  write: {
    "add-block": "course-editor",
    "save-block": "course-editor",
    "reorder-blocks": "course-editor",
    "delete-block": "course-editor",
  },
} satisfies RouteAccess;

const STATUS_FOR_REASON = { invalid: 400, missing: 404, stale: 409, mismatch: 409 } as const;

function refused(
  intent: string,
  reason: keyof typeof STATUS_FOR_REASON,
  message: string,
  fieldErrors?: Record<string, string>,
) {
  return data<EditorActionResult>(
    { ok: false, intent, reason, message, fieldErrors },
    { status: STATUS_FOR_REASON[reason] },
  );
}

/**
 * Content-block changes from the editor's fetchers (POST JSON, one intent each). A save writes one
 * block row and only if the version it was loaded at is still the stored one.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireInstructor(request);
  const db = getDb();
  await assertCanEditCourse(db, user, params.courseId);
  const read = await parseJsonBody(request);
  if (!read.ok) return unreadableBody(read);
  const body = read.value;
  const parsed = blockIntentSchema.safeParse(body);
  const intent = typeof (body as { intent?: unknown })?.intent === "string" ? (body as { intent: string }).intent : "";
  if (!parsed.success) {
    const fieldErrors = toFieldErrors(parsed.error);
    return refused(intent, "invalid", Object.values(fieldErrors)[0] ?? "Check the content.", fieldErrors);
  }
  const input = parsed.data;
  const courseId = params.courseId;
  switch (input.intent) {
    case "add-block": {
      const result = await addBlock(db, user, courseId, input.lessonId, input.type);
      if (!result.ok) return refused(input.intent, result.reason, result.message);
      return data<EditorActionResult>({
        ok: true,
        intent: input.intent,
        blockId: result.blockId,
        message: CHAPTER_UPDATED_MESSAGE,
      });
    }
    case "save-block": {
      const result = await saveBlock(db, user, courseId, input.blockId, input.version, {
        title: input.title,
        content: input.content,
      });
      if (!result.ok) {
        return refused(
          input.intent,
          result.reason,
          result.message,
          "fieldErrors" in result ? result.fieldErrors : undefined,
        );
      }
      return data<EditorActionResult>({
        ok: true,
        intent: input.intent,
        blockId: input.blockId,
        version: result.version,
        title: result.title,
        content: result.content,
        message: CHAPTER_UPDATED_MESSAGE,
      });
    }
    case "delete-block": {
      const deleted = await deleteBlock(db, courseId, input.blockId);
      if (!deleted) return refused(input.intent, "missing", "This content no longer exists.");
      return data<EditorActionResult>({
        ok: true,
        intent: input.intent,
        blockId: input.blockId,
        message: "Content deleted",
      });
    }
    case "reorder-blocks": {
      const result = await reorderChildren(db, "content_blocks", courseId, input.lessonId, input.orderedIds);
      if (!result.ok) return refused(input.intent, result.reason, result.message);
      return data<EditorActionResult>({ ok: true, intent: input.intent, message: CHAPTER_UPDATED_MESSAGE });
    }
  }
}

/** GET: one block as stored now (the editor reloads a block after a refused stale save). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireInstructor(request);
  const db = getDb();
  await assertCanEditCourse(db, user, params.courseId);
  const blockId = new URL(request.url).searchParams.get("blockId") ?? "";
  const block = await findBlock(db, params.courseId, blockId);
  if (!block) throw new Response("This content no longer exists.", { status: 404 });
  return { block };
}
