import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { editorPath } from "./course-editor.schema";
import { type findCourseHeader, loadCourseOutline } from "./course-structure.server";

export interface EditorLocation {
  chapterId?: string;
  lessonId?: string;
}

type CourseOutline = Awaited<ReturnType<typeof loadCourseOutline>>;

export type CourseEditorPage = Outcome<
  | { redirectTo: string }
  | {
      redirectTo: null;
      course: NonNullable<Awaited<ReturnType<typeof findCourseHeader>>>;
      outline: CourseOutline;
      chapterId: string | null;
      lesson: CourseOutline[number]["lessons"][number] | null;
    }
>;

/**
 * What edit-course/{courseId}[/{chapterId}[/{lessonId}]] shows, in a fixed number of queries
 * (course, chapters, lessons). Like the student viewer, with nothing selected it opens the first
 * chapter and its first lesson (redirectTo). A chapter or lesson that no longer exists (deleted,
 * say in another tab) sends the editor on to the course (or the lesson's chapter) rather than to a
 * 404 page; one of another course is missing here.
 */
export async function locateCourseEditorPage(
  db: DatabaseExecutor,
  course: NonNullable<Awaited<ReturnType<typeof findCourseHeader>>>,
  location: EditorLocation,
): Promise<CourseEditorPage> {
  const outline = await loadCourseOutline(db, course.id);
  const chapter = location.chapterId ? outline.find((candidate) => candidate.id === location.chapterId) : undefined;
  if (location.chapterId && !chapter) {
    return goneOrMissing(db, "chapters", location.chapterId, editorPath(course.id), "Chapter not found");
  }
  if (!chapter && outline[0]) {
    return { ok: true, redirectTo: editorPath(course.id, outline[0].id, outline[0].lessons[0]?.id) };
  }
  if (chapter && !location.lessonId && chapter.lessons[0]) {
    return { ok: true, redirectTo: editorPath(course.id, chapter.id, chapter.lessons[0].id) };
  }
  const lesson = location.lessonId
    ? chapter?.lessons.find((candidate) => candidate.id === location.lessonId)
    : undefined;
  if (location.lessonId && !lesson) {
    return goneOrMissing(db, "lessons", location.lessonId, editorPath(course.id, chapter?.id), "Lesson not found");
  }
  return { ok: true, redirectTo: null, course, outline, chapterId: chapter?.id ?? null, lesson: lesson ?? null };
}

/** An id not in this course's outline: on to `redirectTo` if it is gone, missing if another course has it. */
async function goneOrMissing(
  db: DatabaseExecutor,
  table: "chapters" | "lessons",
  id: string,
  redirectTo: string,
  message: string,
): Promise<CourseEditorPage> {
  const elsewhere = await db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst();
  return elsewhere ? refuse("missing", message) : { ok: true, redirectTo };
}
