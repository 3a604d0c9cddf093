import type { DatabaseExecutor } from "~db/executor";

/** The course's name for a screen's heading ("" for an unknown course, which the guard refused already). */
export async function findCourseName(db: DatabaseExecutor, courseId: string): Promise<string> {
  const course = await db.selectFrom("courses").select("name").where("id", "=", courseId).executeTakeFirst();
  return course?.name ?? "";
}
