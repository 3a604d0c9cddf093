import { findPrerequisiteStanding, unmetPrerequisitesMessage } from "~/features/courses/course-prerequisites.server";
import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import { emitWebhookEvent } from "~/platform/webhooks/emit-webhook-event.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Course } from "~db/schema";
import { inTransaction } from "~db/transactions";
import * as m from "./messages";

/** Enrolled, already so, closed to self-enrolment, or the courses to complete first (decision 0093-sequencing). */
export type SelfEnrolmentResult = "enrolled" | "already-enrolled" | "closed" | { prerequisitesFirst: string };

/**
 * Open for self-enrolment: the instructor opened it, and it is not sold. A course with a price is
 * bought (decision 0082): its seat comes from the order, never from the free Enrol button.
 */
export function isOpenForSelfEnrolment(course: Pick<Course, "is_self_enrolment_open" | "price_cents">): boolean {
  return course.is_self_enrolment_open === 1 && !(course.price_cents !== null && course.price_cents > 0);
}

/** A signed-in user enrols themselves, only in a published course open for self-enrolment. */
export async function enrolSelf(
  db: DatabaseExecutor,
  course: Pick<Course, "id" | "is_published" | "is_self_enrolment_open" | "price_cents">,
  userId: string,
): Promise<SelfEnrolmentResult> {
  if (!course.is_published || !isOpenForSelfEnrolment(course)) return "closed";
  const unmet = unmetPrerequisitesMessage(await findPrerequisiteStanding(db, course.id, userId));
  if (unmet && !(await isEnrolled(db, course.id, userId))) return { prerequisitesFirst: unmet };
  return Number(await insertEnrolment(db, course.id, userId, userId)) > 0 ? "enrolled" : "already-enrolled";
}

async function isEnrolled(db: DatabaseExecutor, courseId: string, userId: string) {
  const row = await db
    .selectFrom("enrolments")
    .select("id")
    .where("course_id", "=", courseId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * One enrolment row; a second for the same course and student is ignored by the unique pair
 * (enrolments_course_user), so two clicks, two tabs or two servers enrol once. The number of rows written.
 */
export async function insertEnrolment(db: DatabaseExecutor, courseId: string, userId: string, enrolledBy: string) {
  const enrolment = {
    id: createId(),
    course_id: courseId,
    user_id: userId,
    enrolled_by_user_id: enrolledBy,
    enrolled_at: new Date().toISOString(),
    completed_at: null,
  };
  // The enrolment and its webhook (only for a row really written) are kept together.
  const insert = async (trx: DatabaseExecutor) => {
    const inserted = await trx
      .insertInto("enrolments")
      .values(enrolment)
      .onConflict((conflict) => conflict.columns(["course_id", "user_id"]).doNothing())
      .executeTakeFirst();
    const count = Number(inserted.numInsertedOrUpdatedRows ?? 0);
    if (count > 0) {
      await emitWebhookEvent(trx, "enrolment.created", {
        enrolmentId: enrolment.id,
        courseId,
        userId,
        enrolledByUserId: enrolledBy,
        enrolledAt: enrolment.enrolled_at,
      });
    }
    return count;
  };
  return inTransaction(db, insert);
}

/**
 * Enrol from the public course page (or on the way back from sign-in): the course's first lesson
 * to go to, or a refusal: 404 for a course that is not published, 403 when it is not open for
 * self-enrolment. Enrolling twice is harmless.
 */
export async function enrolFromCoursePage(
  db: DatabaseExecutor,
  courseId: string,
  userId: string,
): Promise<Outcome<{ redirectTo: string; result: "enrolled" | "already-enrolled" }>> {
  const course = await db
    .selectFrom("courses")
    .select(["id", "is_published", "is_self_enrolment_open", "price_cents"])
    .where("id", "=", courseId)
    .executeTakeFirst();
  if (!course?.is_published) return refuse("missing", m.courseNotAvailableMayHave());
  const result = await enrolSelf(db, course, userId);
  if (result === "closed") return refuse("forbidden", m.courseNotOpenSelfEnrolment2());
  if (typeof result === "object") return refuse("forbidden", result.prerequisitesFirst);
  // The viewer opens the first lesson of a course its reader has not started.
  return { ok: true, redirectTo: `/course/${course.id}`, result };
}
