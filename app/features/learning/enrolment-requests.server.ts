import { findPrerequisiteStanding, unmetPrerequisitesMessage } from "~/features/courses/course-prerequisites.server";
import { currentLocale } from "~/lib/i18n/current-locale";
import { localeFromTag } from "~/lib/i18n/locales";
import { createId } from "~/lib/ids";
import { type Outcome, refuse } from "~/lib/refusal";
import { withLocale } from "~/lib/request-context.server";
import type { SessionUser } from "~/platform/auth/session.server";
import { queueEmail } from "~/platform/mail/mail.server";
import type { DatabaseExecutor } from "~db/executor";
import { jsonRowsFrom, readJsonRows } from "~db/json-aggregation";
import { inTransaction } from "~db/transactions";
import { renderPlaceDecisionEmail, renderPlaceRequestedEmail } from "./enrolment-emails";
import * as m from "./messages";
import { insertEnrolment } from "./self-enrolment.server";

/**
 * "Request a place" in a course that is not open for self-enrolment: the request is stored, and
 * mailed (through the outbox, in the same transaction) to the course's instructors, or to the
 * admins when it has none. The instructor accepts it (which enrols the student and mails them) or
 * declines it (mailed too) on the course's settings page.
 */

export type EnrolmentRequestStatus = "pending" | "accepted" | "declined";
type Actor = Pick<SessionUser, "id" | "role">;

/**
 * The signed-in person's standing with a course's requests, for its public page: a query, read with
 * the page's other lists in one statement (decision 0127-viewer-statements).
 */
export function ownEnrolmentRequestQuery(db: DatabaseExecutor, courseId: string, userId: string) {
  return db
    .selectFrom("enrolment_requests")
    .select(["status", "created_at"])
    .where("course_id", "=", courseId)
    .where("user_id", "=", userId)
    .limit(1);
}

export function enrolmentRequestOf(row: { status: string; created_at: string }) {
  return { status: row.status as EnrolmentRequestStatus, createdAt: row.created_at };
}

export async function requestPlace(
  db: DatabaseExecutor,
  input: { courseId: string; user: Pick<SessionUser, "id" | "name" | "email">; message: string; baseUrl: string },
): Promise<Outcome<{ message: string; enrolled: boolean }>> {
  const course = await db
    .selectFrom("courses")
    .select(["id", "name", "is_published"])
    .where("id", "=", input.courseId)
    .executeTakeFirst();
  if (!course?.is_published) return refuse("missing", m.courseNotAvailableMayHave());
  const enrolled = await db
    .selectFrom("enrolments")
    .select("id")
    .where("course_id", "=", course.id)
    .where("user_id", "=", input.user.id)
    .executeTakeFirst();
  if (enrolled) return { ok: true, message: m.youAlreadyEnrolledCourse(), enrolled: true };
  // The courses to complete first come before a request too (decision 0093-sequencing).
  const unmet = unmetPrerequisitesMessage(await findPrerequisiteStanding(db, course.id, input.user.id));
  if (unmet) return refuse("forbidden", unmet);

  return inTransaction(db, async (trx) => {
    const now = new Date().toISOString();
    // A new request, or a declined one asked again; a pending one stays as it is (no second mail).
    const written = await trx
      .insertInto("enrolment_requests")
      .values({
        id: createId(),
        course_id: course.id,
        user_id: input.user.id,
        message: input.message,
        status: "pending",
        created_at: now,
        decided_at: null,
        decided_by_user_id: null,
      })
      .onConflict((conflict) =>
        conflict
          .columns(["course_id", "user_id"])
          .doUpdateSet({
            status: "pending",
            message: input.message,
            created_at: now,
            decided_at: null,
            decided_by_user_id: null,
          })
          .where("enrolment_requests.status", "!=", "pending"),
      )
      .executeTakeFirst();
    if (Number(written.numInsertedOrUpdatedRows ?? 0) === 0) {
      return { ok: true as const, message: m.youHaveAlreadyAskedPlace(), enrolled: false };
    }
    const manageUrl = new URL(`/edit-course/${course.id}/settings#enrolment-requests`, input.baseUrl).toString();
    for (const instructor of await findRequestRecipients(trx, course.id)) {
      // In the instructor's own language (their profile's), else the student's request's.
      const email = withLocale(localeFromTag(instructor.locale) ?? currentLocale(), () =>
        renderPlaceRequestedEmail({
          instructor,
          student: input.user,
          courseName: course.name,
          message: input.message,
          manageUrl,
        }),
      );
      await queueEmail(trx, email);
    }
    return { ok: true as const, message: m.requestBeenSentInstructorWill(), enrolled: false };
  });
}

/** The course's instructors; for a course nobody teaches, the admins (active accounts only). */
async function findRequestRecipients(db: DatabaseExecutor, courseId: string) {
  const instructors = await db
    .selectFrom("course_instructors")
    .innerJoin("user", "user.id", "course_instructors.user_id")
    .select(["user.name", "user.email", "user.deactivated", "user.locale"])
    .where("course_instructors.course_id", "=", courseId)
    .execute();
  const active = instructors.filter((person) => !person.deactivated);
  if (active.length > 0) return active;
  const admins = await db
    .selectFrom("user")
    .select(["name", "email", "deactivated", "locale"])
    .where("role", "=", "admin")
    .orderBy("createdAt")
    .limit(20)
    .execute();
  return admins.filter((person) => !person.deactivated).slice(0, 5);
}

export interface PendingRequestView {
  id: string;
  studentName: string;
  studentEmail: string;
  message: string;
  requestedAt: string;
}

/** The most requests the settings page lists at once; the count says how many wait in all. */
const REQUEST_LIST_LIMIT = 50;

/**
 * The course's pending requests, oldest first, and how many there are: one statement, the
 * requests as a JSON column beside the count (decision 0125-staff-statements).
 */
export async function listPendingRequests(db: DatabaseExecutor, courseId: string) {
  const pending = db
    .selectFrom("enrolment_requests")
    .where("enrolment_requests.course_id", "=", courseId)
    .where("enrolment_requests.status", "=", "pending");
  const found = await db
    .selectNoFrom((eb) => [
      jsonRowsFrom(
        db,
        pending
          .innerJoin("user", "user.id", "enrolment_requests.user_id")
          .select([
            "enrolment_requests.id",
            "enrolment_requests.message",
            "enrolment_requests.created_at",
            "user.name",
            "user.email",
          ])
          .orderBy("enrolment_requests.created_at")
          .orderBy("enrolment_requests.id")
          .limit(REQUEST_LIST_LIMIT),
      ).as("rows"),
      pending.select(eb.fn.countAll<number>().as("total")).as("total"),
    ])
    .executeTakeFirstOrThrow();
  const rows = readJsonRows(found.rows);
  const requests: PendingRequestView[] = rows.map((row) => ({
    id: row.id,
    studentName: row.name,
    studentEmail: row.email,
    message: row.message,
    requestedAt: row.created_at,
  }));
  return { requests, total: Number(found.total ?? 0) };
}

/**
 * Accept (enrol, mail the student) or decline (mail the student) one pending request of this
 * course. The request is named with its course in the statement that claims it, so a request of
 * another course, or one already answered, changes nothing (409).
 */
export async function decideEnrolmentRequest(
  db: DatabaseExecutor,
  input: { courseId: string; requestId: string; accept: boolean; decidedBy: Actor; baseUrl: string },
): Promise<Outcome<{ message: string }>> {
  return inTransaction(db, async (trx) => {
    const claimed = await trx
      .updateTable("enrolment_requests")
      .set({
        status: input.accept ? "accepted" : "declined",
        decided_at: new Date().toISOString(),
        decided_by_user_id: input.decidedBy.id,
      })
      .where("id", "=", input.requestId)
      .where("course_id", "=", input.courseId)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return refuse("stale", m.requestAlreadyAnsweredWithdrawnReload());
    const request = await trx
      .selectFrom("enrolment_requests")
      .innerJoin("user", "user.id", "enrolment_requests.user_id")
      .innerJoin("courses", "courses.id", "enrolment_requests.course_id")
      .select([
        "user.id as userId",
        "user.name",
        "user.email",
        "user.locale",
        "courses.name as courseName",
        "courses.slug",
      ])
      .where("enrolment_requests.id", "=", input.requestId)
      .executeTakeFirstOrThrow();
    if (input.accept) await insertEnrolment(trx, input.courseId, request.userId, input.decidedBy.id);
    const path = input.accept ? `/course/${input.courseId}` : `/course-overview/${request.slug}`;
    // In the student's language (their profile's), else the language of the staff member's request.
    const email = withLocale(localeFromTag(request.locale) ?? currentLocale(), () =>
      renderPlaceDecisionEmail({
        student: { name: request.name, email: request.email },
        courseName: request.courseName,
        accepted: input.accept,
        courseUrl: new URL(path, input.baseUrl).toString(),
      }),
    );
    await queueEmail(trx, email);
    return { ok: true as const, message: input.accept ? m.requestAcceptedStudentEnrolled() : m.requestDeclined2() };
  });
}
