import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { inTransaction } from "~db/transactions";
import { insertEnrolment, isOpenForSelfEnrolment } from "../self-enrolment.server";
import * as m from "./messages";
import { completeLearningPathsOf } from "./path-completion.server";

/**
 * Enrolling in a learning path enrols the learner in every course of it, in one transaction: the
 * path enrolment and each course enrolment are written together or not at all (decision
 * 0094-learning-paths). Enrolments the learner already had are kept as they are (their
 * progress and completion); enrolling twice changes nothing. A learner who already finished every
 * course completes the path at once (and gets its certificate when it offers one).
 */
export async function enrolInPath(
  db: DatabaseExecutor,
  { pathId, userId, enrolledBy }: { pathId: string; userId: string; enrolledBy: string },
): Promise<{ isNew: boolean; courseIds: string[] }> {
  return inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto("learning_path_enrolments")
      .values({
        id: createId(),
        path_id: pathId,
        user_id: userId,
        enrolled_at: new Date().toISOString(),
        completed_at: null,
        enrolled_by_user_id: enrolledBy,
      })
      .onConflict((conflict) => conflict.columns(["path_id", "user_id"]).doNothing())
      .executeTakeFirst();
    const courses = await trx
      .selectFrom("learning_path_courses")
      .select("course_id")
      .where("path_id", "=", pathId)
      .orderBy("position")
      .execute();
    for (const course of courses) await insertEnrolment(trx, course.course_id, userId, enrolledBy);
    await completeLearningPathsOf(trx, { userId });
    return {
      isNew: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0,
      courseIds: courses.map((course) => course.course_id),
    };
  });
}

/**
 * "Enrol in this path" on the public page: only a published path whose courses are all published
 * and open for self-enrolment (free). The first course's viewer is where the learner goes next.
 */
export async function enrolSelfInPath(
  db: DatabaseExecutor,
  { slug, userId }: { slug: string; userId: string },
): Promise<Outcome<{ isNew: boolean; redirectTo: string }>> {
  const path = await db
    .selectFrom("learning_paths")
    .select(["id"])
    .where("slug", "=", slug)
    .where("is_published", "=", 1)
    .executeTakeFirst();
  if (!path) return refuse("missing", m.pathGone());
  const courses = await db
    .selectFrom("learning_path_courses")
    .innerJoin("courses", "courses.id", "learning_path_courses.course_id")
    .select(["courses.id", "courses.is_published", "courses.is_self_enrolment_open", "courses.price_cents"])
    .where("learning_path_courses.path_id", "=", path.id)
    .orderBy("learning_path_courses.position")
    .execute();
  if (courses.length === 0) return refuse("missing", m.pathGone());
  if (!courses.every((course) => course.is_published && isOpenForSelfEnrolment(course))) {
    return refuse("forbidden", m.notEveryCoursePathOpen());
  }
  const enrolled = await enrolInPath(db, { pathId: path.id, userId, enrolledBy: userId });
  return { ok: true, isNew: enrolled.isNew, redirectTo: `/course/${courses[0]?.id}` };
}

/** Staff enrol a student in a path from its page, by the student's account address. */
export async function enrolStudentInPath(
  db: DatabaseExecutor,
  { pathId, email, enrolledBy }: { pathId: string; email: string; enrolledBy: string },
): Promise<Outcome<{ message: string }>> {
  const path = await db
    .selectFrom("learning_paths")
    .select(["id", "title"])
    .where("id", "=", pathId)
    .executeTakeFirst();
  if (!path) return refuse("missing", m.pathGone());
  const hasCourse = await db
    .selectFrom("learning_path_courses")
    .select("course_id")
    .where("path_id", "=", pathId)
    .executeTakeFirst();
  if (!hasCourse) return refuse("invalid", m.pathNoCoursesYetAdd());
  const student = await db
    .selectFrom("user")
    .select(["id", "name"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .executeTakeFirst();
  if (!student) {
    const message = m.noAccountUsesAddressAsk();
    return refuse("invalid", message, { email: message });
  }
  const enrolled = await enrolInPath(db, { pathId, userId: student.id, enrolledBy });
  return {
    ok: true,
    message: enrolled.isNew
      ? m.studentEnrolledInPath({ student: student.name, path: path.title, count: enrolled.courseIds.length })
      : m.studentAlreadyInPath({ student: student.name, path: path.title }),
  };
}
