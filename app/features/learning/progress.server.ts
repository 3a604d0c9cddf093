import { issueCourseCompletionCertificate } from "~/features/certificates/completion-certificate.server";
import { findQuizzesToPass, type QuizToPass } from "~/features/content-blocks/answers/quiz-standing.server";
import { emitWebhookEvent } from "~/platform/webhooks/emit-webhook-event.server";
import type { DatabaseExecutor } from "~db/executor";
import { inTransaction } from "~db/transactions";
import {
  type CourseOutline,
  findCourseOutline,
  lessonAfter,
  lessonsInReadingOrder,
  type OutlineLesson,
} from "./course-outline.server";
import { completeLearningPathsOf } from "./paths/path-completion.server";

interface ChapterProgress {
  chapterId: string;
  completed: number;
  total: number;
}

export interface CourseProgress {
  completedLessonIds: string[];
  chapters: ChapterProgress[];
  completed: number;
  total: number;
  /** Whole per cent, rounded down, so 100 means every lesson is done. */
  percent: number;
}

/** The lessons this user has completed in this course: one query. */
export async function findCompletedLessonIds(
  db: DatabaseExecutor,
  userId: string,
  courseId: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom("lesson_completions")
    .select("lesson_id")
    .where("course_id", "=", courseId)
    .where("user_id", "=", userId)
    .execute();
  return new Set(rows.map((row) => row.lesson_id));
}

/** Progress per lesson (ticks), per chapter (x/y) and for the course (a percentage). */
export function summariseProgress(outline: Pick<CourseOutline, "chapters">, completedIds: Set<string>): CourseProgress {
  const lessons = lessonsInReadingOrder(outline);
  // Completions of lessons deleted since do not count: only lessons that still exist.
  const completedLessonIds = lessons.filter((lesson) => completedIds.has(lesson.id)).map((lesson) => lesson.id);
  const chapters = outline.chapters.map((chapter) => ({
    chapterId: chapter.id,
    completed: chapter.lessons.filter((lesson) => completedIds.has(lesson.id)).length,
    total: chapter.lessons.length,
  }));
  const total = lessons.length;
  const completed = completedLessonIds.length;
  return {
    completedLessonIds,
    chapters,
    completed,
    total,
    percent: total === 0 ? 0 : Math.floor((completed / total) * 100),
  };
}

export interface LessonCompletionResult {
  nextLesson: OutlineLesson | null;
  /** The lessons of the course still not completed after this one, in reading order (none when not enrolled). */
  openLessons: OutlineLesson[];
  /** True only for the request that finished the course (the enrolment's completed_at was set now). */
  finishedCourse: boolean;
  /** Every lesson is complete but these quizzes are not passed yet, so the course is not finished. */
  quizzesToPass: QuizToPass[];
}

interface CompleteLessonInput {
  outline: CourseOutline;
  lessonId: string;
  userId: string;
  /** Only enrolled students' progress is recorded; instructors and admins previewing just move on. */
  isEnrolled: boolean;
}

/**
 * 'Complete & continue': records the lesson as complete (once), and when it was the last one left
 * and every quiz is passed, marks the enrolment completed and issues the course's certificate if it
 * offers one.
 */
export async function completeLesson(
  db: DatabaseExecutor,
  input: CompleteLessonInput,
): Promise<LessonCompletionResult> {
  const { outline, lessonId, userId } = input;
  const courseId = outline.course.id;
  const nextLesson = lessonAfter(outline, lessonId);
  if (!input.isEnrolled) return { nextLesson, openLessons: [], finishedCourse: false, quizzesToPass: [] };

  await db
    .insertInto("lesson_completions")
    .values({ user_id: userId, lesson_id: lessonId, course_id: courseId, completed_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(["user_id", "lesson_id"]).doNothing())
    .execute();
  const completedIds = await findCompletedLessonIds(db, userId, courseId);
  const openLessons = lessonsInReadingOrder(outline).filter((lesson) => !completedIds.has(lesson.id));
  return { nextLesson, openLessons, ...(await finishCourseIfDone(db, { courseId, userId, outline })) };
}

export interface CourseFinish {
  finishedCourse: boolean;
  quizzesToPass: QuizToPass[];
}

/**
 * A course is finished when every lesson is complete and every quiz passed (decision
 * 0072-quiz-pass-marks): then, once, the enrolment is marked completed and the certificate
 * issued. Called after a lesson is completed and after a quiz is passed, whichever comes last.
 */
export async function finishCourseIfDone(
  db: DatabaseExecutor,
  { courseId, userId, outline }: { courseId: string; userId: string; outline?: CourseOutline },
): Promise<CourseFinish> {
  const courseOutline = outline ?? (await findCourseOutline(db, courseId));
  if (!courseOutline) return { finishedCourse: false, quizzesToPass: [] };
  const progress = summariseProgress(courseOutline, await findCompletedLessonIds(db, userId, courseId));
  if (progress.total === 0 || progress.completed < progress.total) return { finishedCourse: false, quizzesToPass: [] };
  const quizzesToPass = await findQuizzesToPass(db, { userId, courseId });
  if (quizzesToPass.length > 0) return { finishedCourse: false, quizzesToPass };

  // One transaction: if issuing the certificate fails, completed_at is not set either, so the
  // next 'Complete & continue' tries again instead of leaving a finished course without its certificate.
  const finishedCourse = await inTransaction(db, async (transaction) => {
    const completedAt = new Date().toISOString();
    const updated = await transaction
      .updateTable("enrolments")
      .set({ completed_at: completedAt })
      .where("course_id", "=", courseId)
      .where("user_id", "=", userId)
      .where("completed_at", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await emitWebhookEvent(transaction, "course.completed", { courseId, userId, completedAt });
    await onCourseCompleted(transaction, {
      userId,
      courseId,
      offersCertificate: courseOutline.course.offers_certificate === 1,
    });
    return true;
  });
  return { finishedCourse, quizzesToPass: [] };
}

/**
 * What happens when a student finishes a course, inside the transaction that marks it finished:
 * a course that offers a certificate issues one (numbered, PDF, mailed; engineer C's certificates
 * feature), and a learning path this was the last open course of is completed, with its own
 * certificate when it offers one (decision 0091-paths-learning-paths).
 */
async function onCourseCompleted(
  transaction: DatabaseExecutor,
  { userId, courseId, offersCertificate }: { userId: string; courseId: string; offersCertificate: boolean },
): Promise<void> {
  if (offersCertificate) {
    await issueCourseCompletionCertificate(transaction, { userId, courseId }, { findQuizzesToPass });
  }
  await completeLearningPathsOf(transaction, { userId, courseId });
}
