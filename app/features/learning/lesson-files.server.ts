import type { Kysely } from "kysely";
import type { SessionUser } from "~/features/auth/session.server";
import type { Database } from "~db/schema";
import { canReadAnyCourse } from "./course-readers.server";

const UPLOAD_URL_PATTERN = /\/uploads\/([A-Za-z0-9._-]+)/g;

/** The stored names of our own uploads a block's content points at. */
export function uploadedFileNamesIn(contentJson: string): string[] {
  return [...new Set([...contentJson.matchAll(UPLOAD_URL_PATTERN)].map((match) => match[1] as string))];
}

/**
 * Marks the files a course's block points at as that course's lesson files. Call it whenever a
 * block is saved; the file route also finds unmarked ones itself (findCoursesUsingFile).
 */
export async function recordCourseFiles(
  db: Kysely<Database>,
  block: { courseId: string; contentJson: string },
): Promise<void> {
  const storedNames = uploadedFileNamesIn(block.contentJson);
  if (storedNames.length === 0) return;
  const createdAt = new Date().toISOString();
  await db
    .insertInto("course_files")
    .values(
      storedNames.map((storedName) => ({ stored_name: storedName, course_id: block.courseId, created_at: createdAt })),
    )
    .onConflict((conflict) => conflict.columns(["stored_name", "course_id"]).doNothing())
    .execute();
}

/**
 * The courses whose lesson files include this upload. Images are never lesson files (they stay
 * public: covers, pictures in text). For other files without a record yet, the blocks are
 * searched and the result recorded, so a block saved without recordCourseFiles is still protected.
 */
export async function findCoursesUsingFile(
  db: Kysely<Database>,
  upload: { stored_name: string; content_type: string },
): Promise<string[]> {
  if (upload.content_type.startsWith("image/")) return [];
  const recorded = await db
    .selectFrom("course_files")
    .select("course_id")
    .where("stored_name", "=", upload.stored_name)
    .execute();
  if (recorded.length > 0) return recorded.map((row) => row.course_id);

  const blocks = await db
    .selectFrom("content_blocks")
    .select(["course_id", "content_json"])
    .where("content_json", "like", `%/uploads/${upload.stored_name}%`)
    .execute();
  const courseIds = [...new Set(blocks.map((block) => block.course_id))];
  for (const block of blocks) {
    await recordCourseFiles(db, { courseId: block.course_id, contentJson: block.content_json });
  }
  return courseIds;
}

export type LessonFileAccess = "public" | "allowed" | "sign-in" | "forbidden";

/** A lesson file is for the course's enrolled students, its instructors and admins; anything else stays public. */
export async function checkLessonFileAccess(
  db: Kysely<Database>,
  upload: { stored_name: string; content_type: string },
  user: Pick<SessionUser, "id" | "role"> | null,
): Promise<LessonFileAccess> {
  const courseIds = await findCoursesUsingFile(db, upload);
  if (courseIds.length === 0) return "public";
  if (!user) return "sign-in";
  return (await canReadAnyCourse(db, user, courseIds)) ? "allowed" : "forbidden";
}
