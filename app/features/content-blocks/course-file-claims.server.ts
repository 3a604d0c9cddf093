import type { DatabaseExecutor } from "~db/executor";
import * as m from "./messages";

/**
 * Which course owns a lesson file is settled when a block citing it is saved (docs/decisions/0009),
 * so the claim lives with the blocks; the learning feature reads the ownership to grant access.
 */
const UPLOAD_URL_PATTERN = /\/uploads\/([A-Za-z0-9._-]+)/g;

/** The stored names of our own uploads a block's content points at. */
export function uploadedFileNamesIn(contentJson: string): string[] {
  return [...new Set([...contentJson.matchAll(UPLOAD_URL_PATTERN)].map((match) => match[1] as string))];
}

/** In English: the course-scoping test checks the refusal against it. */
export const ANOTHER_COURSES_FILE_MESSAGE = m.anotherCoursesFile("en");

export type ClaimCourseFilesResult = { ok: true } | { ok: false; storedName: string; message: string };

/**
 * Makes the course the owner of every lesson file the block cites that no course owns yet, and
 * refuses when one of them belongs to another course (docs/decisions/0009). Images are never
 * lesson files (covers and pictures in text stay public), so citing any image is fine. Run it in
 * the transaction that saves the block: on a refusal the caller rolls back the claims it made.
 */
export async function claimCourseFiles(
  db: DatabaseExecutor,
  block: { courseId: string; contentJson: string },
): Promise<ClaimCourseFilesResult> {
  const citedNames = uploadedFileNamesIn(block.contentJson);
  if (citedNames.length === 0) return { ok: true };
  const images = await db
    .selectFrom("uploads")
    .select("stored_name")
    .where("stored_name", "in", citedNames)
    .where("content_type", "like", "image/%")
    .execute();
  const imageNames = new Set(images.map((row) => row.stored_name));
  const lessonFileNames = citedNames.filter((name) => !imageNames.has(name));
  if (lessonFileNames.length === 0) return { ok: true };
  const createdAt = new Date().toISOString();
  // One owner per file (unique index course_files_one_owner): the first course to attach it.
  await db
    .insertInto("course_files")
    .values(
      lessonFileNames.map((storedName) => ({
        stored_name: storedName,
        course_id: block.courseId,
        created_at: createdAt,
      })),
    )
    .onConflict((conflict) => conflict.column("stored_name").doNothing())
    .execute();
  const foreign = await db
    .selectFrom("course_files")
    .select("stored_name")
    .where("stored_name", "in", lessonFileNames)
    .where("course_id", "!=", block.courseId)
    .executeTakeFirst();
  if (foreign) return { ok: false, storedName: foreign.stored_name, message: m.anotherCoursesFile() };
  return { ok: true };
}
