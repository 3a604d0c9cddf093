import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Certificate } from "~db/schema";
import { DEFAULT_CERTIFICATE_TITLE } from "./certificates.schema";
import { emptyContent, issueCertificate } from "./issue-certificate.server";

// Online courses: a student who completes every lesson of a course that offers a certificate and
// passes its quizzes (decision 0072-quiz-pass-marks), and is competent on its assignments, as far
// as the course's certificate requirements ask (decision 0096-gradebook).

export type CourseCompletionCertificateResult =
  | { issued: true; certificate: Certificate; isNew: boolean }
  | {
      issued: false;
      reason:
        | "course-not-found"
        | "user-not-found"
        | "no-certificate-offered"
        | "not-complete"
        | "quiz-not-passed"
        | "assignment-not-competent";
    };

type CourseMember = { userId: string; courseId: string };

/**
 * What the course asks beyond its lessons, judged by the features that own it: the quizzes this
 * student has not passed (inline and bank-drawn) and the assignments not marked competent. Parameters,
 * not imports, because features import each other one way only (decision 0021) and certificates may
 * not import assessment. Each is asked only when the course's requirements name it.
 */
export interface CompletionRequirements {
  findQuizzesToPass: (db: DatabaseExecutor, member: CourseMember) => Promise<unknown[]>;
  findAssignmentsNotCompetent: (db: DatabaseExecutor, member: CourseMember) => Promise<unknown[]>;
}

/**
 * Called when a student finishes an online course. Safe to call more than once: the second call
 * returns the certificate already issued. Checks itself that the course offers a certificate, that
 * every lesson of it is completed and every quiz passed, so a caller cannot issue one early by mistake.
 * Pass a transaction to make the certificate part of the caller's own save.
 */
export async function issueCourseCompletionCertificate(
  db: DatabaseExecutor,
  { userId, courseId }: CourseMember,
  requirements: CompletionRequirements,
): Promise<CourseCompletionCertificateResult> {
  const course = await db
    .selectFrom("courses")
    .select([
      "id",
      "name",
      "title",
      "subtitle",
      "offers_certificate",
      "requires_all_lessons",
      "requires_quizzes_passed",
      "requires_assignments_competent",
    ])
    .where("id", "=", courseId)
    .executeTakeFirst();
  if (!course) return { issued: false, reason: "course-not-found" };
  if (!course.offers_certificate) return { issued: false, reason: "no-certificate-offered" };
  const user = await db.selectFrom("user").select(["id", "name", "email"]).where("id", "=", userId).executeTakeFirst();
  if (!user) return { issued: false, reason: "user-not-found" };

  const existing = await db
    .selectFrom("certificates")
    .selectAll()
    .where("source", "=", "online")
    .where("course_id", "=", courseId)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (existing) return { issued: true, certificate: existing, isNew: false };
  const member = { userId, courseId };
  if (course.requires_all_lessons && !(await hasCompletedEveryLesson(db, userId, courseId))) {
    return { issued: false, reason: "not-complete" };
  }
  if (course.requires_quizzes_passed && (await requirements.findQuizzesToPass(db, member)).length > 0) {
    return { issued: false, reason: "quiz-not-passed" };
  }
  if (
    course.requires_assignments_competent &&
    (await requirements.findAssignmentsNotCompetent(db, member)).length > 0
  ) {
    return { issued: false, reason: "assignment-not-competent" };
  }

  const settings = await getSiteSettings(db);
  const { certificate } = await issueCertificate(db, {
    issuedByUserId: null,
    content: {
      ...emptyContent(),
      source: "online",
      course_id: course.id,
      user_id: user.id,
      title: DEFAULT_CERTIFICATE_TITLE,
      recipient_name: user.name,
      recipient_email: user.email,
      course_name: course.name,
      course_description: course.subtitle || course.title,
      completion_date: new Date().toISOString(),
      facilitator_organization: settings.site_name,
    },
  });
  return { issued: true, certificate, isNew: true };
}

async function hasCompletedEveryLesson(db: DatabaseExecutor, userId: string, courseId: string) {
  const lessons = await db
    .selectFrom("lessons")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("course_id", "=", courseId)
    .executeTakeFirstOrThrow();
  const completed = await db
    .selectFrom("lesson_completions")
    .innerJoin("lessons", "lessons.id", "lesson_completions.lesson_id")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("lesson_completions.course_id", "=", courseId)
    .where("lesson_completions.user_id", "=", userId)
    .executeTakeFirstOrThrow();
  const lessonCount = lessons.count;
  return lessonCount > 0 && completed.count >= lessonCount;
}

/**
 * The student's certificate for an online course (the current one, not a revoked one), for a
 * "Your certificate" link: its PDF is at /certificates/{id}/pdf, its public page at /verify/{code}.
 */
export function findCourseCompletionCertificate(
  db: DatabaseExecutor,
  { userId, courseId }: { userId: string; courseId: string },
) {
  return db
    .selectFrom("certificates")
    .select(["id", "certificate_number", "verification_code", "issued_at"])
    .where("source", "=", "online")
    .where("course_id", "=", courseId)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
}
