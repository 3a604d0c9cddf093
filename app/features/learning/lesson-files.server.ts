import type { Kysely } from "kysely";
import type { SessionUser } from "~/features/auth/session.server";
import type { Database } from "~db/schema";
import { containsText } from "~db/sql-helpers";
import { canReadAnyCourse } from "./course-readers.server";

const UPLOAD_URL_PATTERN = /\/uploads\/([A-Za-z0-9._-]+)/g;

/** The stored names of our own uploads a block's content points at. */
export function uploadedFileNamesIn(contentJson: string): string[] {
  return [...new Set([...contentJson.matchAll(UPLOAD_URL_PATTERN)].map((match) => match[1] as string))];
}

export const ANOTHER_COURSES_FILE_MESSAGE =
  "This file belongs to another course, so this course's students could not open it. Upload the file again for this course.";

export type ClaimCourseFilesResult = { ok: true } | { ok: false; storedName: string; message: string };

/**
 * Makes the course the owner of every lesson file the block cites that no course owns yet, and
 * refuses when one of them belongs to another course (docs/decisions/0009). Images are never
 * lesson files (covers and pictures in text stay public), so citing any image is fine. Run it in
 * the transaction that saves the block: on a refusal the caller rolls back the claims it made.
 */
export async function claimCourseFiles(
  db: Kysely<Database>,
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
  if (foreign) return { ok: false, storedName: foreign.stored_name, message: ANOTHER_COURSES_FILE_MESSAGE };
  return { ok: true };
}

/**
 * The course that owns this upload, or null when it is no lesson file. Images never are. A file
 * with no owner recorded yet (its block was written some other way, such as an import) belongs to
 * the course of the oldest block citing it; that is recorded so the search runs once.
 */
export async function findFileOwnerCourse(
  db: Kysely<Database>,
  upload: { stored_name: string; content_type: string },
): Promise<string | null> {
  if (upload.content_type.startsWith("image/")) return null;
  const owner = await db
    .selectFrom("course_files")
    .select("course_id")
    .where("stored_name", "=", upload.stored_name)
    .executeTakeFirst();
  if (owner) return owner.course_id;

  const candidates = await db
    .selectFrom("content_blocks")
    .select(["course_id", "content_json"])
    .where(containsText("content_json", `/uploads/${upload.stored_name}`))
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  // LIKE also matches longer names that start the same; the exact name decides.
  const oldestCitingBlock = candidates.find((block) =>
    uploadedFileNamesIn(block.content_json).includes(upload.stored_name),
  );
  if (!oldestCitingBlock) return null;
  await db
    .insertInto("course_files")
    .values({
      stored_name: upload.stored_name,
      course_id: oldestCitingBlock.course_id,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column("stored_name").doNothing())
    .execute();
  // Another request may have recorded an owner first: the stored row decides.
  const recorded = await db
    .selectFrom("course_files")
    .select("course_id")
    .where("stored_name", "=", upload.stored_name)
    .executeTakeFirst();
  return recorded?.course_id ?? oldestCitingBlock.course_id;
}

export type LessonFileAccess = "public" | "allowed" | "sign-in" | "forbidden";

/**
 * A lesson file is for its owning course's enrolled students, its instructors and admins; anything
 * else stays public. A block of another course citing the file grants nothing.
 */
export async function checkLessonFileAccess(
  db: Kysely<Database>,
  upload: { stored_name: string; content_type: string },
  user: Pick<SessionUser, "id" | "role"> | null,
): Promise<LessonFileAccess> {
  const ownerCourseId = await findFileOwnerCourse(db, upload);
  if (ownerCourseId === null) return "public";
  if (!user) return "sign-in";
  return (await canReadAnyCourse(db, user, [ownerCourseId])) ? "allowed" : "forbidden";
}
