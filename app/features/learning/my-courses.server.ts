import type { Kysely } from "kysely";
import type { Database } from "~db/schema";

export interface MyCourse {
  id: string;
  name: string;
  subtitle: string;
  completedLessons: number;
  totalLessons: number;
  percent: number;
  completedAt: string | null;
}

/** The online courses a user is enrolled in, with their progress: three queries however many courses. */
export async function listMyCourses(db: Kysely<Database>, userId: string): Promise<MyCourse[]> {
  const enrolled = await db
    .selectFrom("enrolments")
    .innerJoin("courses", "courses.id", "enrolments.course_id")
    .select(["courses.id", "courses.name", "courses.subtitle", "enrolments.completed_at", "enrolments.enrolled_at"])
    .where("enrolments.user_id", "=", userId)
    .orderBy("enrolments.enrolled_at", "desc")
    .execute();
  if (enrolled.length === 0) return [];
  const courseIds = enrolled.map((course) => course.id);
  const [lessonCounts, completionCounts] = await Promise.all([
    db
      .selectFrom("lessons")
      .select(["course_id", (eb) => eb.fn.countAll().as("count")])
      .where("course_id", "in", courseIds)
      .groupBy("course_id")
      .execute(),
    db
      .selectFrom("lesson_completions")
      .select(["course_id", (eb) => eb.fn.countAll().as("count")])
      .where("user_id", "=", userId)
      .where("course_id", "in", courseIds)
      .groupBy("course_id")
      .execute(),
  ]);
  // COUNT comes back as a string on PostgreSQL.
  const lessonsByCourse = new Map(lessonCounts.map((row) => [row.course_id, Number(row.count)]));
  const completedByCourse = new Map(completionCounts.map((row) => [row.course_id, Number(row.count)]));
  return enrolled.map((course) => {
    const totalLessons = lessonsByCourse.get(course.id) ?? 0;
    const completedLessons = Math.min(completedByCourse.get(course.id) ?? 0, totalLessons);
    return {
      id: course.id,
      name: course.name,
      subtitle: course.subtitle,
      completedLessons,
      totalLessons,
      percent: totalLessons === 0 ? 0 : Math.floor((completedLessons / totalLessons) * 100),
      completedAt: course.completed_at,
    };
  });
}
