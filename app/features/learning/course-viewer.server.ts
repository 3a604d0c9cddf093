import { findCourseCompletionCertificate } from "~/features/certificates/completion-certificate.server";
import type { ViewerBlock } from "~/features/content-blocks/viewers/viewer-blocks";
import { type LessonFileOptions, loadViewerBlocks } from "~/features/content-blocks/viewers/viewer-blocks.server";
import { canEditCourse } from "~/features/courses/course-access.server";
import { findPrerequisiteStanding, type PrerequisiteStanding } from "~/features/courses/course-prerequisites.server";
import { type Refusal, refuse } from "~/lib/refusal";
import type { SessionUser } from "~/platform/auth/session.server";
import type { DatabaseExecutor } from "~db/executor";
import { type CourseOutline, findCourseOutlineForReader, lessonAfter, lessonPath } from "./course-outline.server";
import { courseReaderRelation } from "./course-readers.server";
import * as m from "./messages";
import { recordLessonOpened } from "./my-courses.server";
import { type CourseProgress, summariseProgress } from "./progress.server";
import { isOpenForSelfEnrolment } from "./self-enrolment.server";
import { type CourseLocks, findCourseLocks, type LessonLock } from "./sequencing.server";
import { findVideoWatch } from "./video-progress.server";

type Reader = Pick<SessionUser, "id" | "role"> | null;

export interface ViewerLocation {
  courseId: string;
  chapterId?: string;
  lessonId?: string;
  /** A chapter whose lessons the sidebar asks for besides the open one (`?outline=`). */
  outlineChapterId?: string | null;
}

export interface CourseSummary {
  id: string;
  /** The catalogue address's slug: the visitor's overview names /course-overview/{slug} as canonical. */
  slug: string;
  name: string;
  title: string;
  subtitle: string;
  descriptionHtml: string;
  coverUrl: string | null;
}

interface SidebarChapter {
  id: string;
  title: string;
  /**
   * The chapter's lessons when they are sent (the open chapter, and one asked for with
   * `?outline={chapterId}`); absent otherwise. The outline of a 50-chapter course is sent as its
   * chapters' titles and counts, so the page's size does not grow with the course (decision 0062); the
   * sidebar fetches a chapter's lessons when it is expanded. Absent rather than empty, as is an open
   * chapter's `lockedReason`: the page's data repeats each field 50 times (decision 0124-course-html).
   */
  lessons?: Array<{ id: string; title: string; isComplete: boolean; lockedReason: string | null }>;
  /** The chapter waits for a quiz (decision 0093-sequencing): why, shown under its title. */
  lockedReason?: string;
  completed: number;
  total: number;
}

export interface OpenLesson {
  id: string;
  title: string;
  chapterId: string;
  chapterTitle: string;
  blocks: ViewerBlock[];
  isComplete: boolean;
  /** Where 'Complete & continue' goes next; null on the course's last lesson. */
  nextLessonPath: string | null;
  /** Not open yet (decision 0093-sequencing): the blocks are not sent, and this says what to do first. */
  lock: LessonLock | null;
  /** For an enrolled learner: where the video player reports, the share to reach, and what each video has. */
  video: LessonVideoProgress | null;
  /** Shown in the course's language for want of a translation (decision 0108-course-translations). */
  language?: { shown: string; requested: string } | null;
}

interface LessonVideoProgress {
  reportPath: string;
  /** The course's "Video lessons count when watched to N %"; null when videos are not gated. */
  requiredPercent: number | null;
  watchedPercent: Record<string, number>;
}

export type CourseViewerPage =
  | { kind: "redirect"; to: string }
  | {
      kind: "overview";
      /** A visitor's overview is sent as a plain document, without React (app/lib/plain-documents.ts). */
      hydrate: false;
      course: CourseSummary;
      chapters: Array<{ id: string; title: string; lessons: Array<{ id: string; title: string }> }>;
      isSelfEnrolmentOpen: boolean;
      /** The courses to complete first (decision 0093-sequencing). */
      prerequisites: PrerequisiteStanding[];
    }
  | {
      kind: "reader";
      course: CourseSummary;
      chapters: SidebarChapter[];
      progress: Pick<CourseProgress, "completed" | "total" | "percent">;
      selectedChapterId: string | null;
      lesson: OpenLesson | null;
      canEdit: boolean;
      isEnrolled: boolean;
      courseCompletedAt: string | null;
      /** The completion certificate of a finished course that offers one (its verify code). */
      certificate: { verificationCode: string } | null;
    };

const NOT_FOUND = () => refuse("missing", m.notFound());

/**
 * Everything the student viewer shows for one URL, in a bounded number of statements whatever the
 * course's size (decision 0127-viewer-statements): the outline with the reader's enrolment and
 * completions (1), whether they edit the course (1, instructors only), the open lesson's blocks (1)
 * and, for those blocks only, their files, quiz attempts, survey answers and submissions (1); for an
 * enrolled student, the lesson opened is remembered for Resume (1 update, none when unchanged),
 * and a finished course's certificate is looked up (1); sequencing (decision 0093) adds the quiz
 * standing (2) only when a chapter waits for a quiz, the share watched of the lesson's uploaded
 * videos (1) and, on the overview, the prerequisite courses (2).
 */
export async function loadCourseViewer(
  db: DatabaseExecutor,
  user: Reader,
  location: ViewerLocation,
  files: LessonFileOptions = {},
): Promise<CourseViewerPage | Refusal> {
  // The outline, the reader's enrolment and completions in one statement (decision 0127-viewer-statements).
  const [{ outline, enrolment: ownEnrolment, completedIds }, canEdit] = await Promise.all([
    findCourseOutlineForReader(db, location.courseId, user?.id ?? null),
    canEditCourse(db, user, location.courseId),
  ]);
  if (!outline) return NOT_FOUND();
  const relation = courseReaderRelation(user, canEdit, ownEnrolment);
  const course = summariseCourse(outline);

  if (!relation.canReadLessons) {
    // An unpublished course is invisible to anyone who may not read it.
    if (!outline.course.is_published) return NOT_FOUND();
    return {
      kind: "overview",
      hydrate: false,
      course,
      chapters: outline.chapters.map((chapter) => ({
        id: chapter.id,
        title: chapter.title,
        lessons: chapter.lessons.map((lesson) => ({ id: lesson.id, title: lesson.title })),
      })),
      isSelfEnrolmentOpen: isOpenForSelfEnrolment(outline.course),
      prerequisites: await findPrerequisiteStanding(db, outline.course.id, user?.id ?? null),
    };
  }

  const redirectTo = defaultLocationPath(outline, location);
  if (redirectTo) return { kind: "redirect", to: redirectTo };

  const chapter = location.chapterId ? outline.chapters.find((candidate) => candidate.id === location.chapterId) : null;
  if (location.chapterId && !chapter) return NOT_FOUND();
  const outlineLesson = location.lessonId
    ? chapter?.lessons.find((candidate) => candidate.id === location.lessonId)
    : null;
  if (location.lessonId && !outlineLesson) return NOT_FOUND();

  const progress = summariseProgress(outline, completedIds);
  const { enrolment } = relation;
  // Staff previewing are never locked (decision 0093-sequencing): only an enrolled learner who does not edit.
  const learnerId = user && enrolment && !relation.canEdit ? user.id : null;
  const locks = await findCourseLocks(db, { outline, userId: learnerId, completedIds });
  const lock = outlineLesson ? (locks.lessons.get(outlineLesson.id) ?? null) : null;
  const [blocks, certificate] = await Promise.all([
    // A locked lesson's content is not sent at all.
    outlineLesson && !lock ? loadViewerBlocks(db, user, outlineLesson.id, files) : Promise.resolve([]),
    user && enrolment?.completedAt && outline.course.offers_certificate === 1
      ? findCourseCompletionCertificate(db, { userId: user.id, courseId: outline.course.id })
      : Promise.resolve(undefined),
    enrolment && outlineLesson && !lock ? recordLessonOpened(db, enrolment, outlineLesson.id) : Promise.resolve(),
  ]);
  const videoIds = blocks.flatMap((block) =>
    block.type === "video" && block.content.source === "upload" ? [block.id] : [],
  );
  const watched = user && enrolment && videoIds.length > 0 ? await findVideoWatch(db, user.id, videoIds) : new Map();
  let lesson: OpenLesson | null = null;
  if (chapter && outlineLesson) {
    const nextLesson = lessonAfter(outline, outlineLesson.id);
    lesson = {
      id: outlineLesson.id,
      title: outlineLesson.title,
      chapterId: chapter.id,
      chapterTitle: chapter.title,
      blocks,
      isComplete: completedIds.has(outlineLesson.id),
      nextLessonPath: nextLesson ? lessonPath(outline.course.id, nextLesson) : null,
      lock,
      video:
        enrolment && videoIds.length > 0
          ? {
              reportPath: `/course/${outline.course.id}/video-progress`,
              requiredPercent: outline.course.video_watch_percent,
              watchedPercent: Object.fromEntries(videoIds.map((id) => [id, watched.get(id) ?? 0])),
            }
          : null,
    };
  }

  return {
    kind: "reader",
    course,
    chapters: sidebarChapters(outline, progress, completedIds, locks, [chapter?.id, location.outlineChapterId]),
    progress: { completed: progress.completed, total: progress.total, percent: progress.percent },
    selectedChapterId: chapter?.id ?? null,
    lesson,
    canEdit: relation.canEdit,
    isEnrolled: enrolment !== null,
    courseCompletedAt: enrolment?.completedAt ?? null,
    certificate: certificate ? { verificationCode: certificate.verification_code } : null,
  };
}

/**
 * With no chapter in the URL the first chapter and its first lesson open; with a chapter but no
 * lesson, that chapter's first lesson. Null when the URL already names what to show.
 */
function defaultLocationPath(outline: CourseOutline, location: ViewerLocation): string | null {
  const courseId = outline.course.id;
  if (!location.chapterId) {
    const firstChapter = outline.chapters[0];
    if (!firstChapter) return null;
    const firstLesson = firstChapter.lessons[0];
    return firstLesson ? lessonPath(courseId, firstLesson) : `/course/${courseId}/${firstChapter.id}`;
  }
  if (!location.lessonId) {
    const chapter = outline.chapters.find((candidate) => candidate.id === location.chapterId);
    const firstLesson = chapter?.lessons[0];
    return firstLesson ? lessonPath(courseId, firstLesson) : null;
  }
  return null;
}

function summariseCourse(outline: CourseOutline): CourseSummary {
  const { course } = outline;
  return {
    id: course.id,
    slug: course.slug,
    name: course.name,
    title: course.title,
    subtitle: course.subtitle,
    descriptionHtml: course.description_html,
    coverUrl: course.cover_url,
  };
}

function sidebarChapters(
  outline: CourseOutline,
  progress: CourseProgress,
  completedIds: Set<string>,
  locks: CourseLocks,
  withLessons: Array<string | null | undefined>,
): SidebarChapter[] {
  return outline.chapters.map((chapter, index) => {
    const lockedReason = locks.chapters.get(chapter.id)?.message;
    return {
      id: chapter.id,
      title: chapter.title,
      ...(withLessons.includes(chapter.id) && {
        lessons: chapter.lessons.map((lesson) => ({
          id: lesson.id,
          title: lesson.title,
          isComplete: completedIds.has(lesson.id),
          lockedReason: locks.lessons.get(lesson.id)?.message ?? null,
        })),
      }),
      ...(lockedReason && { lockedReason }),
      completed: progress.chapters[index]?.completed ?? 0,
      total: progress.chapters[index]?.total ?? chapter.lessons.length,
    };
  });
}
