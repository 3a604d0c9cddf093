import { data } from "react-router";
import { outlineIntentSchema } from "~/features/courses/course-editor.schema";
import {
  addChapter,
  addLesson,
  deleteChapter,
  deleteLesson,
  renameOutlineItem,
  reorderChildren,
} from "~/features/courses/course-structure.server";
import { CHAPTER_UPDATED_MESSAGE } from "~/features/courses/courses.schema";
import { editorRefusal, editorReply } from "~/features/courses/editor-reply";
import { parseForm } from "~/lib/forms";
import { refuse } from "~/lib/refusal";
import { parseFormBody, unreadableBody } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/outline-api";
import { requireCourseEditor } from "./require-course-editor.server";

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

/** Chapter and lesson changes from the course editor's fetchers (POST form data, one intent each). */
export async function action({ request, params }: Route.ActionArgs) {
  await requireCourseEditor(request, params.courseId);
  const read = await parseFormBody(request);
  if (!read.ok) return unreadableBody(read);
  const parsed = parseForm(outlineIntentSchema, read.formData);
  if (!parsed.ok) {
    const intent = String(read.formData.get("intent") ?? "");
    const message = Object.values(parsed.fieldErrors)[0] ?? "Check the form.";
    return editorRefusal(intent, refuse("invalid", message, parsed.fieldErrors));
  }
  const input = parsed.data;
  const db = getDb();
  const courseId = params.courseId;
  switch (input.intent) {
    case "add-chapter":
      return editorReply(input.intent, await addChapter(db, courseId, input.title), (done) => ({
        chapterId: done.chapter.id,
        message: "Chapter created",
      }));
    case "rename-chapter":
      return editorReply(
        input.intent,
        await renameOutlineItem(db, "chapters", courseId, {
          id: input.chapterId,
          title: input.title,
          loadedVersion: input.version,
        }),
        (done) => renamed({ chapterId: input.chapterId }, done.version, input.title),
      );
    case "delete-chapter":
      return editorReply(input.intent, await deleteChapter(db, courseId, input.chapterId), () => ({
        chapterId: input.chapterId,
        message: "Chapter deleted",
      }));
    case "reorder-chapters":
      return editorReply(
        input.intent,
        await reorderChildren(db, "chapters", courseId, courseId, input.orderedIds),
        () => ({ message: "Chapters reordered" }),
      );
    case "add-lesson":
      return editorReply(input.intent, await addLesson(db, courseId, input.chapterId, input.title), (done) => ({
        chapterId: input.chapterId,
        lessonId: done.lesson.id,
        message: "Lesson added",
      }));
    case "rename-lesson":
      return editorReply(
        input.intent,
        await renameOutlineItem(db, "lessons", courseId, {
          id: input.lessonId,
          title: input.title,
          loadedVersion: input.version,
        }),
        (done) => renamed({ lessonId: input.lessonId }, done.version, input.title),
      );
    case "delete-lesson":
      return editorReply(input.intent, await deleteLesson(db, courseId, input.lessonId), () => ({
        lessonId: input.lessonId,
        message: "Lesson deleted",
      }));
    case "reorder-lessons":
      return editorReply(
        input.intent,
        await reorderChildren(db, "lessons", courseId, input.chapterId, input.orderedIds),
        () => ({ message: "Lessons reordered" }),
      );
  }
}

/** A renamed chapter or lesson: its new version and title, for the editor to carry on from. */
function renamed(item: { chapterId: string } | { lessonId: string }, version: number, title: string) {
  return { ...item, version, title, message: CHAPTER_UPDATED_MESSAGE };
}

export async function loader() {
  return data({ error: "Use POST to change a course's outline." }, { status: 405 });
}
