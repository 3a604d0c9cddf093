import { data } from "react-router";
import { setChapterUnlockQuiz } from "~/features/courses/chapter-unlock.server";
import { type OutlineIntent, outlineIntentSchema } from "~/features/courses/course-editor.schema";
import {
  addChapter,
  addLesson,
  deleteChapter,
  deleteLesson,
  renameOutlineItem,
  reorderChildren,
} from "~/features/courses/course-structure.server";
import { editorRefusal, editorReply } from "~/features/courses/editor-reply";
import * as courseMessages from "~/features/courses/messages";
import { parseForm } from "~/lib/forms";
import { refuse } from "~/lib/refusal";
import { parseFormBody, unreadableBody } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Route } from "./+types/outline-api";
import * as m from "./messages";
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
    "set-chapter-unlock": "course-editor",
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
    const message = Object.values(parsed.fieldErrors)[0] ?? m.checkTheForm();
    return editorRefusal(intent, refuse("invalid", message, parsed.fieldErrors));
  }
  const input = parsed.data;
  const db = getDb();
  const courseId = params.courseId;
  switch (input.intent) {
    case "add-chapter":
      return editorReply(input.intent, await addChapter(db, courseId, input.title), (done) => ({
        chapterId: done.chapter.id,
        message: m.chapterCreated(),
      }));
    case "add-lesson":
      return editorReply(input.intent, await addLesson(db, courseId, input.chapterId, input.title), (done) => ({
        chapterId: input.chapterId,
        lessonId: done.lesson.id,
        message: m.lessonAdded(),
      }));
    case "rename-chapter":
    case "rename-lesson":
      return renameReply(db, courseId, input);
    case "delete-chapter":
      return editorReply(input.intent, await deleteChapter(db, courseId, input.chapterId), () => ({
        chapterId: input.chapterId,
        message: m.chapterDeleted(),
      }));
    case "delete-lesson":
      return editorReply(input.intent, await deleteLesson(db, courseId, input.lessonId), () => ({
        lessonId: input.lessonId,
        message: m.lessonDeleted(),
      }));
    case "reorder-chapters":
    case "reorder-lessons":
      return reorderReply(db, courseId, input);
    case "set-chapter-unlock": {
      const { chapterId, quizBlockId, version } = input;
      const saved = await setChapterUnlockQuiz(db, courseId, { chapterId, quizBlockId, loadedVersion: version });
      return editorReply(input.intent, saved, (done) => ({
        chapterId,
        version: done.version,
        message: m.chapterSaved(),
      }));
    }
  }
}

type RenameIntent = Extract<OutlineIntent, { intent: "rename-chapter" | "rename-lesson" }>;

/** A chapter or lesson renamed: its new version and title, for the editor to carry on from. */
async function renameReply(db: DatabaseExecutor, courseId: string, input: RenameIntent) {
  const item = "chapterId" in input ? { chapterId: input.chapterId } : { lessonId: input.lessonId };
  const renamed = await renameOutlineItem(db, "chapterId" in input ? "chapters" : "lessons", courseId, {
    id: "chapterId" in input ? input.chapterId : input.lessonId,
    title: input.title,
    loadedVersion: input.version,
  });
  return editorReply(input.intent, renamed, (done) => ({
    ...item,
    version: done.version,
    title: input.title,
    message: courseMessages.chapterUpdated(),
  }));
}

type ReorderIntent = Extract<OutlineIntent, { intent: "reorder-chapters" | "reorder-lessons" }>;

/** The course's chapters, or one chapter's lessons, put in the order the editor shows. */
async function reorderReply(db: DatabaseExecutor, courseId: string, input: ReorderIntent) {
  const isChapters = input.intent === "reorder-chapters";
  const parentId = "chapterId" in input ? input.chapterId : courseId;
  const result = await reorderChildren(db, isChapters ? "chapters" : "lessons", courseId, parentId, input.orderedIds);
  return editorReply(input.intent, result, () => ({
    message: isChapters ? m.chaptersReordered() : m.lessonsReordered(),
  }));
}

export async function loader() {
  return data({ error: m.postToChangeOutline() }, { status: 405 });
}
