import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import * as m from "./messages";

export interface InstructorProfileView {
  user: { id: string; name: string; email: string; image: string | null; bio: string | null; role: string };
  courses: Array<{ id: string; name: string; slug: string; coverUrl: string | null; isPublished: boolean }>;
}

/** The instructor's own profile: name, picture, bio and the courses they teach. Two queries. */
export async function getInstructorProfile(
  db: DatabaseExecutor,
  userId: string,
): Promise<Outcome<InstructorProfileView>> {
  const [user, courses] = await Promise.all([
    db
      .selectFrom("user")
      .select(["id", "name", "email", "image", "bio", "role"])
      .where("id", "=", userId)
      .executeTakeFirst(),
    db
      .selectFrom("courses")
      .innerJoin("course_instructors", "course_instructors.course_id", "courses.id")
      .select(["courses.id", "courses.name", "courses.slug", "courses.cover_url", "courses.is_published"])
      .where("course_instructors.user_id", "=", userId)
      .orderBy("courses.name")
      .execute(),
  ]);
  if (!user) return refuse("missing", m.notFound());
  return {
    ok: true,
    user,
    courses: courses.map((course) => ({
      id: course.id,
      name: course.name,
      slug: course.slug,
      coverUrl: course.cover_url,
      isPublished: course.is_published === 1,
    })),
  };
}
