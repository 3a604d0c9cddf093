import type { Kysely } from "kysely";
import type { SessionUser } from "~/features/auth/session.server";
import {
  type FileContent,
  parseBlockContent,
  type TypedBlockContent,
  videoEmbedUrl,
} from "~/features/content-blocks/block-types";
import type { PresentationSlide, ViewerBlock, ViewerFile } from "~/features/content-blocks/viewers/viewer-blocks";
import { uploadFilePath } from "~/features/uploads/uploads.server";
import { type Refusal, refuse } from "~/lib/refusal";
import type { ContentBlock, Database } from "~db/schema";
import { type CourseOutline, findCourseOutline, lessonAfter, lessonPath } from "./course-outline.server";
import { type CourseReaderRelation, findCourseReaderRelation } from "./course-readers.server";
import { readPresentationOutline } from "./presentation-outline.server";
import { type CourseProgress, findCompletedLessonIds, summariseProgress } from "./progress.server";
import {
  findLatestQuizAttempts,
  type LatestQuizAttempt,
  scoreQuiz,
  toPublicQuizQuestions,
} from "./quiz-scoring.server";
import { findSurveyResponses, type SurveyAnswers } from "./surveys.server";

type Reader = Pick<SessionUser, "id" | "role"> | null;

export interface ViewerLocation {
  courseId: string;
  chapterId?: string;
  lessonId?: string;
}

export interface CourseSummary {
  id: string;
  name: string;
  title: string;
  subtitle: string;
  descriptionHtml: string;
  coverUrl: string | null;
}

export interface SidebarChapter {
  id: string;
  title: string;
  lessons: Array<{ id: string; title: string; isComplete: boolean }>;
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
}

export type CourseViewerPage =
  | { kind: "redirect"; to: string }
  | {
      kind: "overview";
      course: CourseSummary;
      chapters: Array<{ id: string; title: string; lessons: Array<{ id: string; title: string }> }>;
      isSelfEnrolmentOpen: boolean;
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
    };

const NOT_FOUND = refuse("missing", "Not Found");

/**
 * Everything the student viewer shows for one URL, in a bounded number of queries whatever the
 * course's size: the outline (3), the reader's relation (2), completions (1), the open lesson's
 * blocks (1) and, for those blocks only, their files, quiz attempts and survey answers (3).
 */
export async function loadCourseViewer(
  db: Kysely<Database>,
  user: Reader,
  location: ViewerLocation,
  files: LessonFileOptions = {},
): Promise<CourseViewerPage | Refusal> {
  const [outline, relation, completedIds] = await Promise.all([
    findCourseOutline(db, location.courseId),
    findCourseReaderRelation(db, user, location.courseId),
    user ? findCompletedLessonIds(db, user.id, location.courseId) : Promise.resolve(new Set<string>()),
  ]);
  if (!outline) return NOT_FOUND;
  const course = summariseCourse(outline);

  if (!relation.canReadLessons) {
    // An unpublished course is invisible to anyone who may not read it.
    if (!outline.course.is_published) return NOT_FOUND;
    return {
      kind: "overview",
      course,
      chapters: outline.chapters.map((chapter) => ({
        id: chapter.id,
        title: chapter.title,
        lessons: chapter.lessons.map((lesson) => ({ id: lesson.id, title: lesson.title })),
      })),
      isSelfEnrolmentOpen: outline.course.is_self_enrolment_open === 1,
    };
  }

  const redirectTo = defaultLocationPath(outline, location);
  if (redirectTo) return { kind: "redirect", to: redirectTo };

  const chapter = location.chapterId ? outline.chapters.find((candidate) => candidate.id === location.chapterId) : null;
  if (location.chapterId && !chapter) return NOT_FOUND;
  const outlineLesson = location.lessonId
    ? chapter?.lessons.find((candidate) => candidate.id === location.lessonId)
    : null;
  if (location.lessonId && !outlineLesson) return NOT_FOUND;

  const progress = summariseProgress(outline, completedIds);
  let lesson: OpenLesson | null = null;
  if (chapter && outlineLesson) {
    const nextLesson = lessonAfter(outline, outlineLesson.id);
    lesson = {
      id: outlineLesson.id,
      title: outlineLesson.title,
      chapterId: chapter.id,
      chapterTitle: chapter.title,
      blocks: await loadViewerBlocks(db, user, outlineLesson.id, files),
      isComplete: completedIds.has(outlineLesson.id),
      nextLessonPath: nextLesson ? lessonPath(outline.course.id, nextLesson) : null,
    };
  }

  return {
    kind: "reader",
    course,
    chapters: sidebarChapters(outline, progress, completedIds),
    progress: { completed: progress.completed, total: progress.total, percent: progress.percent },
    selectedChapterId: chapter?.id ?? null,
    lesson,
    canEdit: relation.canEdit,
    isEnrolled: relation.enrolment !== null,
    courseCompletedAt: relation.enrolment?.completedAt ?? null,
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
): SidebarChapter[] {
  return outline.chapters.map((chapter, index) => ({
    id: chapter.id,
    title: chapter.title,
    lessons: chapter.lessons.map((lesson) => ({
      id: lesson.id,
      title: lesson.title,
      isComplete: completedIds.has(lesson.id),
    })),
    completed: progress.chapters[index]?.completed ?? 0,
    total: progress.chapters[index]?.total ?? chapter.lessons.length,
  }));
}

export interface LessonFileOptions {
  /** Where uploads are stored: lets the viewer read a .pptx's slide text. Without it, no slide text. */
  uploadDirectory?: string;
}

/** The lesson's blocks, read-only, with what this reader has already answered. */
export async function loadViewerBlocks(
  db: Kysely<Database>,
  user: Reader,
  lessonId: string,
  files: LessonFileOptions = {},
): Promise<ViewerBlock[]> {
  const blocks = await db
    .selectFrom("content_blocks")
    .selectAll()
    .where("lesson_id", "=", lessonId)
    .orderBy("position")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const parsedBlocks = blocks.map((block) => ({ block, parsed: parseBlockContent(block.type, block.content_json) }));
  const idsOfType = (type: string) =>
    parsedBlocks.filter(({ parsed }) => parsed?.type === type).map(({ block }) => block.id);
  const fileNames = parsedBlocks.flatMap(({ parsed }) => {
    const storedName = parsed && "url" in parsed.content ? storedNameOf(parsed.content.url) : null;
    return storedName ? [storedName] : [];
  });
  const [uploads, attempts, surveyAnswers] = await Promise.all([
    fileNames.length
      ? db
          .selectFrom("uploads")
          .select(["stored_name", "size_bytes", "content_type"])
          .where("stored_name", "in", fileNames)
          .execute()
      : Promise.resolve([]),
    user
      ? findLatestQuizAttempts(db, user.id, idsOfType("quiz"))
      : Promise.resolve(new Map<string, LatestQuizAttempt>()),
    user ? findSurveyResponses(db, user.id, idsOfType("survey")) : Promise.resolve(new Map<string, SurveyAnswers>()),
  ]);
  const sizeByName = new Map(uploads.map((upload) => [upload.stored_name, Number(upload.size_bytes)]));
  const slidesByName = await readSlideOutlines(uploads, files);
  return parsedBlocks.map(({ block, parsed }) =>
    toViewerBlock(block, parsed, { sizeByName, slidesByName, attempts, surveyAnswers }),
  );
}

const PPTX_TYPE = "application/vnd.openxmlformats-officedocument.presentationml.presentation";

async function readSlideOutlines(
  uploads: Array<{ stored_name: string; content_type: string }>,
  files: LessonFileOptions,
): Promise<Map<string, PresentationSlide[] | null>> {
  const outlines = new Map<string, PresentationSlide[] | null>();
  const { uploadDirectory } = files;
  if (!uploadDirectory) return outlines;
  for (const upload of uploads) {
    if (upload.content_type !== PPTX_TYPE) continue;
    outlines.set(
      upload.stored_name,
      await readPresentationOutline(uploadFilePath(uploadDirectory, upload), upload.stored_name),
    );
  }
  return outlines;
}

/** "/uploads/<stored name>" -> the stored name; null for an outside address. */
function storedNameOf(url: string): string | null {
  return url.startsWith("/uploads/") ? url.slice("/uploads/".length) : null;
}

interface ReaderAnswers {
  sizeByName: Map<string, number>;
  slidesByName: Map<string, PresentationSlide[] | null>;
  attempts: Map<string, LatestQuizAttempt>;
  surveyAnswers: Map<string, SurveyAnswers>;
}

function toViewerBlock(block: ContentBlock, parsed: TypedBlockContent | null, answers: ReaderAnswers): ViewerBlock {
  const base = { id: block.id, title: block.title };
  if (!parsed) return { ...base, type: "unknown", storedType: block.type };
  switch (parsed.type) {
    case "text":
      return { ...base, type: "text", content: parsed.content };
    case "video": {
      const { source, url } = parsed.content;
      return {
        ...base,
        type: "video",
        content: { source, url, embedUrl: source === "upload" ? null : videoEmbedUrl(source, url) },
      };
    }
    case "quiz": {
      const attempt = answers.attempts.get(block.id);
      return {
        ...base,
        type: "quiz",
        content: { questions: toPublicQuizQuestions(parsed.content) },
        // Feedback for an attempt already made: the answers are out, so showing them gives nothing away.
        lastAttempt: attempt
          ? { ...scoreQuiz(parsed.content, attempt.answers), submittedAt: attempt.submittedAt }
          : null,
        attemptCount: attempt?.attemptCount ?? 0,
      };
    }
    case "survey":
      return {
        ...base,
        type: "survey",
        content: parsed.content,
        savedAnswers: answers.surveyAnswers.get(block.id) ?? null,
      };
    case "pdf":
    case "audio": {
      return { ...base, type: parsed.type, content: viewerFile(parsed.content, answers) };
    }
    case "powerpoint": {
      const storedName = storedNameOf(parsed.content.url);
      const slides = storedName ? (answers.slidesByName.get(storedName) ?? null) : null;
      return { ...base, type: "powerpoint", content: viewerFile(parsed.content, answers), slides };
    }
  }
}

function viewerFile(content: FileContent, answers: ReaderAnswers): ViewerFile {
  const storedName = storedNameOf(content.url);
  return { ...content, sizeBytes: storedName ? (answers.sizeByName.get(storedName) ?? null) : null };
}

/** For actions: the block, checked to belong to the course, with its parsed content. */
export async function findCourseBlock(db: Kysely<Database>, courseId: string, blockId: string) {
  const block = await db
    .selectFrom("content_blocks")
    .selectAll()
    .where("id", "=", blockId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  if (!block) return null;
  return { block, parsed: parseBlockContent(block.type, block.content_json) };
}

export type { CourseReaderRelation };
