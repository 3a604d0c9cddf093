import type { ReadAnswersResult } from "~/features/content-blocks/answers/question-answers.server";
import {
  type QuizAnswers,
  readQuizAnswers,
  recordQuizAttempt,
} from "~/features/content-blocks/answers/quiz-attempts.server";
import {
  readSurveyAnswers,
  type SurveyAnswers,
  saveSurveyResponse,
} from "~/features/content-blocks/answers/survey-responses.server";
import { type BlockType, bankQuizSettingsOf, type TypedBlockContent } from "~/features/content-blocks/block-types";
import type { LearningActionData } from "~/features/content-blocks/viewers/viewer-blocks";
import { findCourseBlock } from "~/features/content-blocks/viewers/viewer-blocks.server";
import { formatNumber } from "~/lib/i18n/format";
import { type Outcome, type Refusal, refuse } from "~/lib/refusal";
import type { SessionUser } from "~/platform/auth/session.server";
import type { DatabaseExecutor } from "~db/executor";
import { findCourseOutline, lessonPath } from "./course-outline.server";
import { type CourseReaderRelation, findCourseReaderRelation } from "./course-readers.server";
import * as m from "./messages";
import {
  completeLesson,
  findCompletedLessonIds,
  finishCourseIfDone,
  type LessonCompletionResult,
} from "./progress.server";
import { enrolSelf } from "./self-enrolment.server";
import { findCourseLocks } from "./sequencing.server";
import { findUnwatchedVideo } from "./video-progress.server";

/**
 * What a reader of a course does from the student viewer: enrol themselves, complete a lesson,
 * submit a quiz, save a survey. Each answers with what to show next, or a refusal.
 */

type Reader = Pick<SessionUser, "id" | "role">;

export interface ReaderPlace {
  courseId: string;
  lessonId?: string;
  user: Reader;
}

const NOT_FOUND = () => refuse("missing", m.notFound());
const NOT_A_READER = () => refuse("forbidden", m.lessonContentCourseSEnrolled());

type ToastKind = "success" | "info";
export interface NextStep {
  redirectTo: string;
  toast: { message: string; kind?: ToastKind } | null;
}

/** 'Enrol': only in a published course open for self-enrolment; enrolling twice is harmless. */
export async function enrolReader(db: DatabaseExecutor, { courseId, user }: ReaderPlace): Promise<Outcome<NextStep>> {
  const outline = await findCourseOutline(db, courseId);
  if (!outline) return NOT_FOUND();
  const result = await enrolSelf(db, outline.course, user.id);
  if (result === "closed") return refuse("forbidden", m.courseNotOpenSelfEnrolment());
  if (typeof result === "object") return refuse("forbidden", result.prerequisitesFirst);
  const message = result === "enrolled" ? m.youEnrolledWelcomeCourse() : m.youAlreadyEnrolled();
  return { ok: true, redirectTo: `/course/${courseId}`, toast: { message } };
}

/** The reader's standing with the course, or the refusal for someone who may not read its lessons. */
export async function findLessonReader(
  db: DatabaseExecutor,
  { courseId, user }: ReaderPlace,
): Promise<Outcome<{ relation: CourseReaderRelation }>> {
  const relation = await findCourseReaderRelation(db, user, courseId);
  return relation.canReadLessons ? { ok: true, relation } : NOT_A_READER();
}

/**
 * 'Complete & continue': the next lesson, or this one again with a note when it was the last; the
 * request that finishes the course congratulates (and mentions the certificate when there is one).
 */
export async function completeReaderLesson(
  db: DatabaseExecutor,
  { courseId, lessonId, user }: ReaderPlace,
  relation: CourseReaderRelation,
): Promise<Outcome<NextStep>> {
  const outline = await findCourseOutline(db, courseId);
  const lesson = outline?.chapters.flatMap((chapter) => chapter.lessons).find((candidate) => candidate.id === lessonId);
  if (!outline || !lesson) return NOT_FOUND();
  const isEnrolled = relation.enrolment !== null;
  if (isEnrolled && !relation.canEdit) {
    const refusal = await completionRefusal(db, outline, lesson.id, user.id);
    if (refusal) return refusal;
  }
  const result = await completeLesson(db, { outline, lessonId: lesson.id, userId: user.id, isEnrolled });
  const here = lessonPath(courseId, lesson);
  if (result.finishedCourse) {
    const message = outline.course.offers_certificate ? m.congratulationsCertificate() : m.congratulations();
    return { ok: true, redirectTo: here, toast: { message } };
  }
  const waitingFor = whatTheCourseWaitsFor(result);
  if (waitingFor) {
    // Every lesson is done but a quiz or assignment is not: the course (and its certificate) waits for it.
    const first = result.quizzesToPass[0] ?? result.assignmentsNotCompetent[0];
    const firstLesson = outline.chapters.flatMap((chapter) => chapter.lessons).find((l) => l.id === first?.lessonId);
    return {
      ok: true,
      redirectTo: firstLesson ? lessonPath(courseId, firstLesson) : here,
      toast: { message: m.lessonCompletedWaiting({ waiting: waitingFor }), kind: "info" },
    };
  }
  if (result.nextLesson) return { ok: true, redirectTo: lessonPath(courseId, result.nextLesson), toast: null };
  if (!isEnrolled) {
    const message = m.lastLessonCourseProgressRecorded();
    return { ok: true, redirectTo: here, toast: { message, kind: "info" } };
  }
  // The last lesson in reading order, with others skipped: say how many are left and open the first of them.
  const [firstOpen] = result.openLessons;
  if (firstOpen) {
    const message = m.lessonCompletedLeft({ count: result.openLessons.length });
    return { ok: true, redirectTo: lessonPath(courseId, firstOpen), toast: { message, kind: "info" } };
  }
  return { ok: true, redirectTo: here, toast: { message: m.lessonCompletedCourseComplete(), kind: "info" } };
}

/**
 * What the course still waits for, named: 'pass the quiz "Audit basics" and 1 more', 'have the
 * assignment "Audit plan" marked competent', or both joined; null when nothing.
 */
function whatTheCourseWaitsFor({
  quizzesToPass,
  assignmentsNotCompetent,
}: Pick<LessonCompletionResult, "quizzesToPass" | "assignmentsNotCompetent">): string | null {
  const [quiz] = quizzesToPass;
  const [assignment] = assignmentsNotCompetent;
  const quizzes = quiz
    ? quizzesToPass.length > 1
      ? m.waitQuizMore({ title: quiz.title, count: formatNumber(quizzesToPass.length - 1) })
      : m.waitQuiz({ title: quiz.title })
    : null;
  const assignments = assignment
    ? assignmentsNotCompetent.length > 1
      ? m.waitAssignmentMore({ title: assignment.title, count: formatNumber(assignmentsNotCompetent.length - 1) })
      : m.waitAssignment({ title: assignment.title })
    : null;
  if (quizzes && assignments) return m.waitBoth({ quizzes, assignments });
  return quizzes ?? assignments;
}

/**
 * Why this learner may not complete this lesson yet (decision 0093-sequencing): it is locked (an
 * earlier lesson or a chapter's quiz first), or one of its uploaded videos is not watched to the
 * course's share. Null when it may be completed.
 */
async function completionRefusal(
  db: DatabaseExecutor,
  outline: NonNullable<Awaited<ReturnType<typeof findCourseOutline>>>,
  lessonId: string,
  userId: string,
): Promise<Refusal | null> {
  const completedIds = await findCompletedLessonIds(db, userId, outline.course.id);
  const locks = await findCourseLocks(db, { outline, userId, completedIds });
  const lock = locks.lessons.get(lessonId);
  if (lock) return refuse("forbidden", m.lessonLockedBecause({ reason: lock.message }));
  const unwatched = await findUnwatchedVideo(db, {
    lessonId,
    userId,
    requiredPercent: outline.course.video_watch_percent,
  });
  return unwatched ? refuse("forbidden", unwatched) : null;
}

/** "1 lesson left", "3 lessons left". */

/**
 * An answer to a quiz or survey block of the reader's course, as sent (parsed by the route with
 * readerIntentSchema): the reply for the viewer, or a refusal.
 */
type BlockAnswerAction<Sent> = (
  db: DatabaseExecutor,
  place: ReaderPlace,
  blockId: string,
  sent: Sent,
) => Promise<Outcome<{ reply: LearningActionData }>>;

/** A quiz's answers: scored on the server and stored; the reply has the feedback and the number of attempts. */
export const submitReaderQuiz: BlockAnswerAction<QuizAnswers> = (db, { courseId, user }, blockId, sent) =>
  answerCourseBlock(
    db,
    courseId,
    blockId,
    "quiz",
    (content) => readQuizAnswers(content, sent),
    async (content, answers) => {
      const { feedback, attemptCount } = await recordQuizAttempt(db, {
        blockId,
        courseId,
        userId: user.id,
        content,
        answers,
      });
      // A pass can be the last thing the course asked for: finish it now (certificate included).
      if (feedback.passed) await finishCourseIfDone(db, { courseId, userId: user.id });
      return { intent: "submit-quiz", blockId, feedback, attemptCount };
    },
  );

/** A survey's answers, stored (a later save replaces the earlier one). */
export const saveReaderSurvey: BlockAnswerAction<SurveyAnswers> = (db, { courseId, user }, blockId, sent) =>
  answerCourseBlock(
    db,
    courseId,
    blockId,
    "survey",
    (content) => readSurveyAnswers(content, sent),
    async (_, answers) => {
      await saveSurveyResponse(db, { blockId, courseId, userId: user.id, answers });
      return { intent: "save-survey", blockId, savedAnswers: answers };
    },
  );

type ContentOf<Type extends BlockType> = Extract<TypedBlockContent, { type: Type }>["content"];

/**
 * The block of this course, of the type the intent names (else 404), with every question answered
 * (else the message beside each): then the change the answers make, and its reply.
 */
async function answerCourseBlock<Type extends "quiz" | "survey", Answers>(
  db: DatabaseExecutor,
  courseId: string,
  blockId: string,
  type: Type,
  readAnswers: (content: ContentOf<Type>) => ReadAnswersResult<Answers>,
  applyAnswers: (content: ContentOf<Type>, answers: Record<string, Answers>) => Promise<LearningActionData>,
): Promise<Outcome<{ reply: LearningActionData }>> {
  const found = await findCourseBlock(db, courseId, blockId);
  if (found?.parsed?.type !== type) return NOT_FOUND();
  // A quiz drawn from the question bank is answered through its attempts (bank-quiz-actions.server.ts), never here.
  if (found.parsed.type === "quiz" && bankQuizSettingsOf(found.parsed.content)) return NOT_FOUND();
  // The check above narrows the parsed block to this type; TypeScript cannot follow it through the generic.
  const content = found.parsed.content as ContentOf<Type>;
  const read = readAnswers(content);
  if (!read.ok) return unanswered(read.fieldErrors);
  return { ok: true, reply: await applyAnswers(content, read.answers) };
}

function unanswered(fieldErrors: Record<string, string>): Refusal {
  return refuse("invalid", undefined, fieldErrors);
}
