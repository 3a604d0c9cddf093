import { uploadedFileNamesIn } from "~/features/content-blocks/course-file-claims.server";
import type { SessionUser } from "~/platform/auth/session.server";
import type { DatabaseExecutor } from "~db/executor";
import { containsText } from "~db/sql-helpers";
import { canReadAnyCourse } from "./course-readers.server";

/**
 * The course that owns this upload, or null when it is no lesson file. Images never are. A file
 * with no owner recorded yet (its block was written some other way, such as an import) belongs to
 * the course of the oldest block citing it; that is recorded so the search runs once.
 */
async function findFileOwnerCourse(
  db: DatabaseExecutor,
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
  db: DatabaseExecutor,
  upload: { stored_name: string; content_type: string },
  user: Pick<SessionUser, "id" | "role"> | null,
): Promise<LessonFileAccess> {
  const ownerCourseId = await findFileOwnerCourse(db, upload);
  if (ownerCourseId === null) return "public";
  if (!user) return "sign-in";
  return (await canReadAnyCourse(db, user, [ownerCourseId])) ? "allowed" : "forbidden";
}
