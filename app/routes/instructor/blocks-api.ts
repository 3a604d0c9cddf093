import { blockIntentSchema } from "~/features/content-blocks/block-intents.schema";
import { addBlock, deleteBlock, findBlock, saveBlock } from "~/features/content-blocks/content-blocks.server";
import { reorderChildren } from "~/features/courses/course-structure.server";
import { editorRefusal, editorSuccess } from "~/features/courses/editor-reply";
import * as courseMessages from "~/features/courses/messages";
import { toFieldErrors } from "~/lib/forms";
import { refusalResponse, refuse } from "~/lib/refusal";
import { parseJsonBody, unreadableBody } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/blocks-api";
import * as m from "./messages";
import { requireCourseEditor } from "./require-course-editor.server";

export const access = {
  read: "course-editor",
  write: {
    "add-block": "course-editor",
    "save-block": "course-editor",
    "reorder-blocks": "course-editor",
    "delete-block": "course-editor",
  },
} satisfies RouteAccess;

/** The intent a body names, for the refusal of a body that is otherwise not valid. */
function intentOf(body: unknown): string {
  const intent = (body as { intent?: unknown } | null)?.intent;
  return typeof intent === "string" ? intent : "";
}

/**
 * Content-block changes from the editor's fetchers (POST JSON, one intent each). A save writes one
 * block row and only if the version it was loaded at is still the stored one.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireCourseEditor(request, params.courseId);
  const read = await parseJsonBody(request);
  if (!read.ok) return unreadableBody(read);
  const parsed = blockIntentSchema.safeParse(read.value);
  if (!parsed.success) {
    const fieldErrors = toFieldErrors(parsed.error);
    const message = Object.values(fieldErrors)[0] ?? m.checkTheContent();
    return editorRefusal(intentOf(read.value), refuse("invalid", message, fieldErrors));
  }
  const input = parsed.data;
  const db = getDb();
  const courseId = params.courseId;
  switch (input.intent) {
    case "add-block": {
      const result = await addBlock(db, user, courseId, input.lessonId, input.type);
      if (!result.ok) return editorRefusal(input.intent, result);
      return editorSuccess({ intent: input.intent, blockId: result.blockId, message: courseMessages.chapterUpdated() });
    }
    case "save-block": {
      const changes = { title: input.title, content: input.content };
      const result = await saveBlock(db, user, courseId, input.blockId, input.version, changes);
      if (!result.ok) return editorRefusal(input.intent, result);
      return editorSuccess({
        intent: input.intent,
        blockId: input.blockId,
        version: result.version,
        title: result.title,
        content: result.content,
        message: courseMessages.chapterUpdated(),
      });
    }
    case "delete-block": {
      const result = await deleteBlock(db, courseId, input.blockId);
      if (!result.ok) return editorRefusal(input.intent, result);
      return editorSuccess({ intent: input.intent, blockId: input.blockId, message: m.contentDeleted() });
    }
    case "reorder-blocks": {
      const result = await reorderChildren(db, "content_blocks", courseId, input.lessonId, input.orderedIds);
      if (!result.ok) return editorRefusal(input.intent, result);
      return editorSuccess({ intent: input.intent, message: courseMessages.chapterUpdated() });
    }
  }
}

/** GET: one block as stored now (the editor reloads a block after a refused stale save). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireCourseEditor(request, params.courseId);
  const blockId = new URL(request.url).searchParams.get("blockId") ?? "";
  const block = await findBlock(getDb(), params.courseId, blockId);
  if (!block) throw refusalResponse(refuse("missing", m.contentGone()));
  return { block };
}
