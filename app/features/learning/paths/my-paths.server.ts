import type { DatabaseExecutor } from "~db/executor";

/** A learner's learning path on My learning: how far they are, and the course to take next. */
export interface MyPath {
  title: string;
  /** The public page of the path while it is published; null otherwise. */
  pathPage: string | null;
  completedCourses: number;
  totalCourses: number;
  /** The first course of the path, in its order, the learner has not finished: its viewer. */
  nextCourse: { name: string; viewerPath: string } | null;
  completedAt: string | null;
}

/**
 * The learner's paths, newest enrolment first, at most `limit`: two queries (the enrolments, then
 * every course of those paths with the learner's completion), whatever the number of paths.
 */
export async function listMyPaths(
  db: DatabaseExecutor,
  userId: string,
  { limit }: { limit: number },
): Promise<{ paths: MyPath[]; hasMore: boolean }> {
  const enrolments = await db
    .selectFrom("learning_path_enrolments")
    .innerJoin("learning_paths", "learning_paths.id", "learning_path_enrolments.path_id")
    .select([
      "learning_paths.id",
      "learning_paths.title",
      "learning_paths.slug",
      "learning_paths.is_published",
      "learning_path_enrolments.completed_at",
    ])
    .where("learning_path_enrolments.user_id", "=", userId)
    .orderBy("learning_path_enrolments.enrolled_at", "desc")
    .orderBy("learning_path_enrolments.id")
    .limit(limit + 1)
    .execute();
  const shown = enrolments.slice(0, limit);
  if (shown.length === 0) return { paths: [], hasMore: false };
  const courses = await db
    .selectFrom("learning_path_courses")
    .innerJoin("courses", "courses.id", "learning_path_courses.course_id")
    .leftJoin("enrolments", (join) =>
      join.onRef("enrolments.course_id", "=", "learning_path_courses.course_id").on("enrolments.user_id", "=", userId),
    )
    .select(["learning_path_courses.path_id", "courses.id", "courses.name", "enrolments.completed_at"])
    .where(
      "learning_path_courses.path_id",
      "in",
      shown.map((path) => path.id),
    )
    .orderBy("learning_path_courses.path_id")
    .orderBy("learning_path_courses.position")
    .execute();
  return {
    paths: shown.map((path) => {
      const own = courses.filter((course) => course.path_id === path.id);
      const next = own.find((course) => course.completed_at === null);
      return {
        title: path.title,
        pathPage: path.is_published ? `/paths/${encodeURIComponent(path.slug)}` : null,
        completedCourses: own.filter((course) => course.completed_at !== null).length,
        totalCourses: own.length,
        nextCourse: next ? { name: next.name, viewerPath: `/course/${encodeURIComponent(next.id)}` } : null,
        completedAt: path.completed_at,
      };
    }),
    hasMore: enrolments.length > limit,
  };
}
