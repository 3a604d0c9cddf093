import { data } from "react-router";
import { requireInstructor } from "~/features/auth/session.server";
import { assertCanEditCourse } from "~/features/courses/course-access.server";
import { type EditorActionResult, outlineIntentSchema } from "~/features/courses/course-editor.schema";
import {
  addChapter,
  addLesson,
  deleteChapter,
  deleteLesson,
  renameChapter,
  renameLesson,
  reorderChildren,
  type StructureResult,
} from "~/features/courses/course-structure.server";
import { CHAPTER_UPDATED_MESSAGE } from "~/features/courses/courses.schema";
import { getDb } from "~/server/app-context.server";
import { parseForm } from "~/lib/forms";
import { parseFormBody, unreadableBody } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/outline-api";

// GET only answers 405 (nothing to read).
export const access = {
  read: "public",
  write: {
    "add-chapter": "course-editor",
    "rename-chapter": "course-editor",
    "reorder-chapters": "course-editor",
    "add-lesson": "course-editor",
    "rename-lesson": "course-editor",
    "reorder-lessons": "course-editor",
    "delete-lesson": "course-editor",
    "delete-chapter": "course-editor",
  },
} satisfies RouteAccess;

const STATUS_FOR_REASON = { invalid: 400, missing: 404, stale: 409, mismatch: 409 } as const;

function refused(intent: string, result: Extract<StructureResult, { ok: false }>) {
  return data<EditorActionResult>(
    { ok: false, intent, reason: result.reason, message: result.message },
    { status: STATUS_FOR_REASON[result.reason] },
  );
}

/** Chapter and lesson changes from the course editor's fetchers (POST form data, one intent each). */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireInstructor(request);
  const db = getDb();
  await assertCanEditCourse(db, user, params.courseId);
  const read = await parseFormBody(request);
  if (!read.ok) return unreadableBody(read);
  const formData = read.formData;
  const intent = String(formData.get("intent") ?? "");
  const parsed = parseForm(outlineIntentSchema, formData);
  if (!parsed.ok) {
    const message = Object.values(parsed.fieldErrors)[0] ?? "Check the form.";
    return data<EditorActionResult>(
      { ok: false, intent, reason: "invalid", message, fieldErrors: parsed.fieldErrors },
      { status: 400 },
    );
  }
  const input = parsed.data;
  const courseId = params.courseId;
  switch (input.intent) {
    case "add-chapter": {
      const result = await addChapter(db, courseId, input.title);
      if (!result.ok) return refused(input.intent, result);
      return data<EditorActionResult>({
        ok: true,
        intent: input.intent,
        chapterId: result.chapter.id,
        message: "Chapter created",
      });
    }
    case "rename-chapter": {
      const result = await renameChapter(db, courseId, input.chapterId, input.title, input.version);
      if (!result.ok) return refused(input.intent, result);
      return data<EditorActionResult>({
        ok: true,
        intent: input.intent,
        chapterId: input.chapterId,
        version: result.version,
        title: input.title,
        message: CHAPTER_UPDATED_MESSAGE,
      });
    }
    case "delete-chapter": {
      const deleted = await deleteChapter(db, courseId, input.chapterId);
      if (!deleted)
        return refused(input.intent, { ok: false, reason: "missing", message: "This chapter no longer exists." });
      return data<EditorActionResult>({
        ok: true,
        intent: input.intent,
        chapterId: input.chapterId,
        message: "Chapter deleted",
      });
    }
    case "reorder-chapters": {
      const result = await reorderChildren(db, "chapters", courseId, courseId, input.orderedIds);
      if (!result.ok) return refused(input.intent, result);
      return data<EditorActionResult>({ ok: true, intent: input.intent, message: "Chapters reordered" });
    }
    case "add-lesson": {
      const result = await addLesson(db, courseId, input.chapterId, input.title);
      if (!result.ok) return refused(input.intent, result);
      return data<EditorActionResult>({
        ok: true,
        intent: input.intent,
        chapterId: input.chapterId,
        lessonId: result.lesson.id,
        message: "Lesson added",
      });
    }
    case "rename-lesson": {
      const result = await renameLesson(db, courseId, input.lessonId, input.title, input.version);
      if (!result.ok) return refused(input.intent, result);
      return data<EditorActionResult>({
        ok: true,
        intent: input.intent,
        lessonId: input.lessonId,
        version: result.version,
        title: input.title,
        message: CHAPTER_UPDATED_MESSAGE,
      });
    }
    case "delete-lesson": {
      const deleted = await deleteLesson(db, courseId, input.lessonId);
      if (!deleted)
        return refused(input.intent, { ok: false, reason: "missing", message: "This lesson no longer exists." });
      return data<EditorActionResult>({
        ok: true,
        intent: input.intent,
        lessonId: input.lessonId,
        message: "Lesson deleted",
      });
    }
    case "reorder-lessons": {
      const result = await reorderChildren(db, "lessons", courseId, input.chapterId, input.orderedIds);
      if (!result.ok) return refused(input.intent, result);
      return data<EditorActionResult>({ ok: true, intent: input.intent, message: "Lessons reordered" });
    }
  }
}

export async function loader() {
  return data({ error: "Use POST to change a course's outline." }, { status: 405 });
}
