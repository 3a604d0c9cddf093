import {
  type AssignmentNotCompetent,
  findAssignmentsNotCompetent,
} from "~/features/assessment/assignments/assignment-standing.server";
import { findBankQuizzesToPass } from "~/features/assessment/attempts/bank-quiz-standing.server";
import {
  type CompletionRequirements,
  issueCourseCompletionCertificate,
} from "~/features/certificates/completion-certificate.server";
import {
  findQuizzesToPass as findInlineQuizzesToPass,
  type QuizToPass,
} from "~/features/content-blocks/answers/quiz-standing.server";
import { recordLearningEvent } from "~/platform/lrs/record-learning-event.server";
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
  /** ...and these assignments are not yet marked competent. */
  assignmentsNotCompetent: AssignmentNotCompetent[];
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
  if (!input.isEnrolled) return { nextLesson, openLessons: [], ...NOT_FINISHED };

  // The completion and its xAPI statement together, and the statement only the first time.
  await inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto("lesson_completions")
      .values({ user_id: userId, lesson_id: lessonId, course_id: courseId, completed_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.columns(["user_id", "lesson_id"]).doNothing())
      .returning("lesson_id")
      .executeTakeFirst();
    if (inserted) await recordLearningEvent(trx, { kind: "lesson-completed", userId, courseId, lessonId });
  });
  const completedIds = await findCompletedLessonIds(db, userId, courseId);
  const openLessons = lessonsInReadingOrder(outline).filter((lesson) => !completedIds.has(lesson.id));
  return { nextLesson, openLessons, ...(await finishCourseIfDone(db, { courseId, userId, outline })) };
}

export interface CourseFinish {
  finishedCourse: boolean;
  quizzesToPass: QuizToPass[];
  assignmentsNotCompetent: AssignmentNotCompetent[];
}

const NOT_FINISHED: CourseFinish = { finishedCourse: false, quizzesToPass: [], assignmentsNotCompetent: [] };

/** Every quiz of the course this student has not passed: inline quizzes and quizzes drawn from the bank. */
async function findQuizzesToPass(db: DatabaseExecutor, member: { userId: string; courseId: string }) {
  // One after the other: db may be a transaction, which runs one statement at a time.
  const inline = await findInlineQuizzesToPass(db, member);
  const bank = await findBankQuizzesToPass(db, member);
  const named = new Set(inline.map((quiz) => quiz.blockId));
  return [...inline, ...bank.filter((quiz) => !named.has(quiz.blockId))];
}

/** What finishing an online course asks beyond its lessons, for the certificate's own check. */
export const COURSE_COMPLETION_REQUIREMENTS: CompletionRequirements = {
  findQuizzesToPass,
  findAssignmentsNotCompetent,
};

/**
 * A course is finished when what its certificate requirements ask is met (decision
 * 0096-gradebook, each on by default): every lesson complete, every quiz
 * passed (decision 0072-quiz-pass-marks), competent on every assignment. Then, once, the enrolment
 * is marked completed and the certificate issued. Called after a lesson is completed, a quiz passed
 * or an assignment marked competent, whichever comes last.
 */
export async function finishCourseIfDone(
  db: DatabaseExecutor,
  { courseId, userId, outline }: { courseId: string; userId: string; outline?: CourseOutline },
): Promise<CourseFinish> {
  const courseOutline = outline ?? (await findCourseOutline(db, courseId));
  if (!courseOutline) return NOT_FINISHED;
  const { course } = courseOutline;
  const progress = summariseProgress(courseOutline, await findCompletedLessonIds(db, userId, courseId));
  const lessonsDone = progress.total > 0 && progress.completed >= progress.total;
  if (course.requires_all_lessons && !lessonsDone) return NOT_FINISHED;
  const member = { userId, courseId };
  const quizzesToPass = course.requires_quizzes_passed ? await findQuizzesToPass(db, member) : [];
  const assignmentsNotCompetent = course.requires_assignments_competent
    ? await findAssignmentsNotCompetent(db, member)
    : [];
  if (quizzesToPass.length > 0 || assignmentsNotCompetent.length > 0) {
    return { finishedCourse: false, quizzesToPass, assignmentsNotCompetent };
  }

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
    await recordLearningEvent(transaction, { kind: "course-completed", userId, courseId });
    await onCourseCompleted(transaction, {
      userId,
      courseId,
      offersCertificate: courseOutline.course.offers_certificate === 1,
    });
    return true;
  });
  return { ...NOT_FINISHED, finishedCourse };
}

/**
 * What happens when a student finishes a course, inside the transaction that marks it finished:
 * a course that offers a certificate issues one (numbered, PDF, mailed; engineer C's certificates
 * feature), and a learning path this was the last open course of is completed, with its own
 * certificate when it offers one (decision 0094-learning-paths).
 */
async function onCourseCompleted(
  transaction: DatabaseExecutor,
  { userId, courseId, offersCertificate }: { userId: string; courseId: string; offersCertificate: boolean },
): Promise<void> {
  if (offersCertificate) {
    await issueCourseCompletionCertificate(transaction, { userId, courseId }, COURSE_COMPLETION_REQUIREMENTS);
  }
  await completeLearningPathsOf(transaction, { userId, courseId });
}
