import type { ContentLanguage } from "~/components/content-language";
import type { ViewerBlock } from "~/features/content-blocks/viewers/viewer-blocks";
import {
  type BlockTranslation,
  type CourseTranslation,
  findBlockTranslations,
  findCourseTranslation,
  findOfferedLanguagesAndTitles,
} from "~/features/course-translations/read-translations.server";
import type { TranslatedQuestion } from "~/features/course-translations/translatable-content";
import type { CourseViewerPage } from "~/features/learning/course-viewer.server";
import type { Locale } from "~/lib/i18n/locales";
import type { DatabaseExecutor } from "~db/executor";

/**
 * The course viewer in the learner's language (decision 0108-course-translations):
 * titles wherever they are translated; a lesson's content only when the lesson and every one of its
 * blocks are (a lesson is never half one language, half another), else the original with a note and
 * its `lang`. Words only: ids, answers and files stay the original's, so quizzes score the same.
 * Adds 4 queries (5 with an open lesson), none when the reader's language is the course's.
 */
type ShownPage = Exclude<CourseViewerPage, { kind: "redirect" }>;

export async function translateCourseViewer(
  db: DatabaseExecutor,
  page: ShownPage,
  locale: Locale,
): Promise<ShownPage & { courseLanguage: ContentLanguage | null }> {
  const translation = await findCourseTranslation(db, page.course.id, locale);
  if (translation.language === locale) return { ...page, courseLanguage: null };
  const course = translation.course
    ? {
        ...page.course,
        name: translation.course.title,
        title: translation.course.title,
        descriptionHtml: translation.course.descriptionHtml || page.course.descriptionHtml,
      }
    : page.course;
  const courseLanguage = translation.course ? null : { shown: translation.language, requested: locale };
  if (page.kind === "overview") {
    return { ...page, course, chapters: renameOutline(page.chapters, translation), courseLanguage };
  }
  const lesson = page.lesson ? await translateLesson(db, page.lesson, translation, locale) : null;
  return { ...page, course, chapters: renameOutline(page.chapters, translation), lesson, courseLanguage };
}

interface Titled {
  id: string;
  title: string;
}

function renameOutline<Lesson extends Titled, Chapter extends Titled & { lessons?: Lesson[] }>(
  chapters: Chapter[],
  translation: CourseTranslation,
): Chapter[] {
  return chapters.map((chapter) => ({
    ...chapter,
    title: translation.chapters.get(chapter.id) ?? chapter.title,
    ...(chapter.lessons && {
      lessons: chapter.lessons.map((lesson) => ({
        ...lesson,
        title: translation.lessons.get(lesson.id) ?? lesson.title,
      })),
    }),
  }));
}

type OpenLesson = NonNullable<Extract<CourseViewerPage, { kind: "reader" }>["lesson"]>;

async function translateLesson(
  db: DatabaseExecutor,
  lesson: OpenLesson,
  translation: CourseTranslation,
  locale: Locale,
): Promise<OpenLesson> {
  const chapterTitle = translation.chapters.get(lesson.chapterId) ?? lesson.chapterTitle;
  const title = translation.lessons.get(lesson.id);
  const blocks = await findBlockTranslations(
    db,
    lesson.blocks.map((block) => block.id),
    locale,
  );
  const isTranslated = title !== undefined && lesson.blocks.every((block) => blocks.has(block.id));
  if (!isTranslated) return { ...lesson, chapterTitle, language: { shown: translation.language, requested: locale } };
  return {
    ...lesson,
    title,
    chapterTitle,
    language: null,
    blocks: lesson.blocks.map((block) => translateBlock(block, blocks.get(block.id))),
  };
}

function wordsOf(questions: TranslatedQuestion[] | null) {
  return new Map((questions ?? []).map((question) => [question.id, question]));
}

function translateBlock(block: ViewerBlock, translation: BlockTranslation | undefined): ViewerBlock {
  if (!translation) return block;
  const title = translation.title || block.title;
  if (block.type === "text" && translation.html !== null) {
    return { ...block, title, content: { ...block.content, html: translation.html } };
  }
  if (block.type === "quiz") {
    const words = wordsOf(translation.questions);
    return {
      ...block,
      title,
      content: {
        ...block.content,
        questions: block.content.questions.map((question) => {
          const translated = words.get(question.id);
          if (!translated) return question;
          const options = new Map(translated.options.map((option) => [option.id, option.text]));
          return {
            ...question,
            question: translated.question,
            options: question.options.map((option) => ({ ...option, text: options.get(option.id) ?? option.text })),
          };
        }),
      },
    };
  }
  if (block.type === "survey") {
    const words = wordsOf(translation.questions);
    return {
      ...block,
      title,
      content: {
        ...block.content,
        questions: block.content.questions.map((question) => {
          const translated = words.get(question.id);
          if (!translated) return question;
          const choices = new Map(translated.options.map((option) => [option.id, option.text]));
          return {
            ...question,
            question: translated.question,
            choices: question.choices.map((choice) => ({ ...choice, text: choices.get(choice.id) ?? choice.text })),
          };
        }),
      },
    };
  }
  return { ...block, title };
}

interface CatalogueCourse {
  id: string;
  name: string;
}

/**
 * Catalogue cards and a course's public page in the visitor's language (the page's address:
 * /zu/...): the translated title where there is one, and the languages the course is offered in.
 * 9 queries for a whole page of cards.
 */
export async function localizeCatalogueCourses<
  Course extends CatalogueCourse & { title?: string; descriptionHtml?: string },
>(db: DatabaseExecutor, courses: Course[], locale: Locale): Promise<Array<Course & { offeredIn: Locale[] }>> {
  const ids = courses.map((course) => course.id);
  const { offered, titles: translations } = await findOfferedLanguagesAndTitles(db, ids, locale);
  return courses.map((course) => {
    const offeredIn = offered.get(course.id) ?? [];
    const translated = translations.get(course.id);
    // Only a language the course is offered in replaces the original: a half-made translation stays unseen.
    if (!translated || offeredIn[0] === locale || !offeredIn.includes(locale)) return { ...course, offeredIn };
    return {
      ...course,
      name: translated.title,
      ...(course.title === undefined ? {} : { title: translated.title }),
      ...(course.descriptionHtml === undefined || translated.descriptionHtml === ""
        ? {}
        : { descriptionHtml: translated.descriptionHtml }),
      offeredIn,
    };
  });
}
