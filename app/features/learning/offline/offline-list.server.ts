import { uploadedFileNamesIn } from "~/features/content-blocks/course-file-claims.server";
import { type Outcome, refuse } from "~/lib/refusal";
import type { SessionUser } from "~/platform/auth/session.server";
import type { DatabaseExecutor } from "~db/executor";
import { findCourseOutline, lessonPath, lessonsInReadingOrder } from "../course-outline.server";
import { findCourseReaderRelation } from "../course-readers.server";
import * as m from "./messages";
import type { OfflineFile, OfflineList } from "./offline-types";

/**
 * A course's offline list (decision 0110-offline-courses): what the browser downloads to keep the course
 * for reading without a connection. Each lesson's document (a full page load) and its `.data`
 * address (React Router's client navigation), the lesson files its blocks cite with their sizes,
 * videos apart (kept only when the learner ticks them), and each quiz's and survey's version so an
 * answer given offline says which version it answered.
 *
 * Only for the course's readers (its enrolled learners; editors may keep it to check it), in a course
 * still published: a course withdrawn or an enrolment ended answers a refusal, and the browser
 * removes its copy. Three queries for the
 * outline, two for the relation, one for the blocks and one for the files, whatever the course's size.
 */
export async function findOfflineList(
  db: DatabaseExecutor,
  user: Pick<SessionUser, "id" | "role">,
  courseId: string,
): Promise<Outcome<{ list: OfflineList }>> {
  const [outline, relation] = await Promise.all([
    findCourseOutline(db, courseId),
    findCourseReaderRelation(db, user, courseId),
  ]);
  if (!outline) return refuse("missing", m.courseGone());
  if (!relation.canReadLessons) return refuse("forbidden", m.notEnrolled());
  // Editors may read an unpublished course; its learners keep it only while it is published.
  if (!outline.course.is_published && !relation.canEdit) return refuse("missing", m.courseWithdrawn());

  const blocks = await db
    .selectFrom("content_blocks")
    .select(["id", "lesson_id", "type", "version", "content_json"])
    .where("course_id", "=", courseId)
    .orderBy("lesson_id")
    .orderBy("position")
    .orderBy("id")
    .execute();
  const namesByLesson = new Map<string, Set<string>>();
  for (const block of blocks) {
    const names = namesByLesson.get(block.lesson_id) ?? new Set<string>();
    for (const name of uploadedFileNamesIn(block.content_json)) names.add(name);
    namesByLesson.set(block.lesson_id, names);
  }
  const allNames = [...new Set([...namesByLesson.values()].flatMap((names) => [...names]))];
  const uploads =
    allNames.length === 0
      ? []
      : await db
          .selectFrom("uploads")
          .select(["stored_name", "content_type", "size_bytes"])
          .where("stored_name", "in", allNames)
          .execute();
  const uploadByName = new Map(uploads.map((upload) => [upload.stored_name, upload]));

  const files: OfflineFile[] = [];
  const videos: OfflineFile[] = [];
  for (const [lessonId, names] of namesByLesson) {
    for (const name of names) {
      const upload = uploadByName.get(name);
      if (!upload) continue;
      const file = { lessonId, url: `/uploads/${name}`, contentType: upload.content_type, bytes: upload.size_bytes };
      (upload.content_type.startsWith("video/") ? videos : files).push(file);
    }
  }
  const lessons = lessonsInReadingOrder(outline).map((lesson) => {
    const path = lessonPath(courseId, lesson);
    return { id: lesson.id, chapterId: lesson.chapterId, title: lesson.title, path, dataUrl: `${path}.data` };
  });
  return {
    ok: true,
    list: {
      courseId,
      courseName: outline.course.name,
      lessons,
      files,
      videos,
      answerables: blocks
        .filter((block) => block.type === "quiz" || block.type === "survey")
        .map((block) => ({ id: block.id, lessonId: block.lesson_id, type: block.type, version: block.version })),
    },
  };
}
