import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { jsonRowsFrom, readJsonRows } from "~db/json-aggregation";
import * as m from "./messages";

export interface InstructorProfileView {
  user: { id: string; name: string; email: string; image: string | null; bio: string | null; role: string };
  /** The latest courses they teach (at most PROFILE_COURSES); all of them are on /instructor/courses. */
  courses: Array<{ id: string; name: string; slug: string; coverUrl: string | null; isPublished: boolean }>;
  /** How many courses they teach in all. */
  courseCount: number;
}

/** How many of the instructor's courses the profile shows: the newest; the courses page lists the rest. */
const PROFILE_COURSES = 12;

/**
 * The instructor's own profile: name, picture, bio, the newest courses they teach and how many they
 * teach (decision 0136-course-pickers: no page lists every row). Two queries.
 */
export async function getInstructorProfile(
  db: DatabaseExecutor,
  userId: string,
): Promise<Outcome<InstructorProfileView>> {
  const taught = db
    .selectFrom("courses")
    .innerJoin("course_instructors", "course_instructors.course_id", "courses.id")
    .where("course_instructors.user_id", "=", userId);
  const [user, courses] = await Promise.all([
    db
      .selectFrom("user")
      .select(["id", "name", "email", "image", "bio", "role"])
      .where("id", "=", userId)
      .executeTakeFirst(),
    db
      .selectNoFrom((eb) => [
        jsonRowsFrom(
          db,
          taught
            .select(["courses.id", "courses.name", "courses.slug", "courses.cover_url", "courses.is_published"])
            .orderBy("courses.created_at", "desc")
            .orderBy("courses.id", "desc")
            .limit(PROFILE_COURSES),
        ).as("newest"),
        taught.select(eb.fn.countAll<number | string>().as("count")).as("count"),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  if (!user) return refuse("missing", m.notFound());
  return {
    ok: true,
    user,
    courses: readJsonRows(courses.newest).map((course) => ({
      id: course.id,
      name: course.name,
      slug: course.slug,
      coverUrl: course.cover_url,
      isPublished: Number(course.is_published) === 1,
    })),
    courseCount: Number(courses.count ?? 0),
  };
}
