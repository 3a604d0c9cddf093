import { findQuizzesToPass } from "~/features/content-blocks/answers/quiz-standing.server";
import type { DatabaseExecutor } from "~db/executor";
import { type CourseOutline, lessonPath, lessonsInReadingOrder } from "./course-outline.server";
import * as m from "./messages";

/**
 * Sequencing (decision 0093-sequencing): which lessons of a course a learner may not open yet, and
 * why. A lesson is locked when its chapter waits for a quiz the learner has not passed, or, in a
 * course whose lessons go in order, when the lesson before it (reading order) is not complete. Staff
 * previewing are never locked: the caller passes no user for them.
 */
export interface LessonLock {
  /** What to do first, as one sentence: shown beside the lesson and on its page. */
  message: string;
  /** The lesson to do first, to link to. */
  firstPath: string;
  firstTitle: string;
}

/** A chapter waiting for a quiz: every lesson of it is locked with the same reason. */
interface ChapterLock extends LessonLock {
  chapterId: string;
}

export interface CourseLocks {
  lessons: Map<string, LessonLock>;
  chapters: Map<string, ChapterLock>;
}

const NO_LOCKS: CourseLocks = { lessons: new Map(), chapters: new Map() };

/**
 * The locks of this learner in this course: no query at all when the course has no sequencing,
 * the quiz standing (two queries) only when a chapter names a quiz.
 */
export async function findCourseLocks(
  db: DatabaseExecutor,
  { outline, userId, completedIds }: { outline: CourseOutline; userId: string | null; completedIds: Set<string> },
): Promise<CourseLocks> {
  if (!userId) return NO_LOCKS;
  const courseId = outline.course.id;
  const lessons = lessonsInReadingOrder(outline);
  const lessonById = new Map(lessons.map((lesson) => [lesson.id, lesson]));
  const chapters = new Map<string, ChapterLock>();
  const hasQuizGates = outline.chapters.some((chapter) => chapter.unlockQuizBlockId !== null);
  if (hasQuizGates) {
    const toPass = new Map((await findQuizzesToPass(db, { userId, courseId })).map((quiz) => [quiz.blockId, quiz]));
    outline.chapters.forEach((chapter, index) => {
      const quiz = chapter.unlockQuizBlockId ? toPass.get(chapter.unlockQuizBlockId) : undefined;
      const quizLesson = quiz ? lessonById.get(quiz.lessonId) : undefined;
      // Only a quiz of an earlier chapter locks (the editor offers no other): a quiz moved since into
      // this chapter or a later one could never be reached, so it opens the chapter instead.
      const quizChapterIndex = quizLesson ? outline.chapters.findIndex((c) => c.id === quizLesson.chapterId) : -1;
      if (!quiz || !quizLesson || quizChapterIndex === -1 || quizChapterIndex >= index) return;
      const title = quiz.title || quizLesson.title;
      chapters.set(chapter.id, {
        chapterId: chapter.id,
        message: m.chapterOpensWhenPass({ quiz: title, lesson: quizLesson.title }),
        firstPath: lessonPath(courseId, quizLesson),
        firstTitle: quizLesson.title,
      });
    });
  }
  const locks = new Map<string, LessonLock>();
  const inOrder = outline.course.lessons_in_order === 1;
  lessons.forEach((lesson, index) => {
    const chapterLock = chapters.get(lesson.chapterId);
    if (chapterLock) {
      locks.set(lesson.id, chapterLock);
      return;
    }
    const previous = index > 0 ? lessons[index - 1] : undefined;
    if (inOrder && previous && !completedIds.has(previous.id)) {
      locks.set(lesson.id, {
        message: m.completeLessonFirst({ lesson: previous.title }),
        firstPath: lessonPath(courseId, previous),
        firstTitle: previous.title,
      });
    }
  });
  return { lessons: locks, chapters };
}
