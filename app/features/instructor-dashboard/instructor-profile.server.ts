import type { Kysely } from "kysely";
import type { Database } from "~db/schema";

/** The instructor's own profile: name, picture, bio and the courses they teach. Two queries. */
export async function getInstructorProfile(db: Kysely<Database>, userId: string) {
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
  return user ? { user, courses } : null;
}
