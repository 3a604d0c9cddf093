import { bankQuestionContents } from "~/features/assessment/questions/bank.server";
import type { QuestionContent } from "~/features/assessment/questions/question-types";
import { bankQuizSettingsOf, type TypedBlockContent, videoEmbedUrl } from "~/features/content-blocks/block-types";
import { loadCourseBlocks } from "~/features/content-blocks/content-blocks.server";
import { loadCourseOutline } from "~/features/courses/course-structure.server";
import { findCourseForSettings } from "~/features/courses/courses.server";
import type { FileStorage } from "~/lib/file-storage.server";
import { type Outcome, refuse } from "~/lib/refusal";
import { zipStreamOnDemand } from "~/lib/zip-stream.server";
import type { DatabaseExecutor } from "~db/executor";
import * as m from "./messages";
import type { ScormBlock, ScormCourse, ScormQuestion } from "./scorm-course";
import { buildScormPackage, hasLessons, type ScormPackage } from "./scorm-package";

/**
 * A course as a SCORM 1.2 package (decision 0099-scorm-export): reads the course through the
 * features that own it (courses, content blocks, the question bank), asks storage which uploads it
 * still holds, builds the package with the pure builder and streams it as a ZIP.
 */

const EMPTY_COURSE_MESSAGE = () => m.emptyCourseExport();
const NO_COURSE_MESSAGE = () => m.courseDoesNotExist();

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The course with its chapters, lessons and blocks, or null when there is no such course. Four queries. */
async function loadScormCourse(db: DatabaseExecutor, courseId: string): Promise<ScormCourse | null> {
  const course = await findCourseForSettings(db, courseId);
  if (!course) return null;
  const [outline, blocks] = await Promise.all([loadCourseOutline(db, courseId), loadCourseBlocks(db, courseId)]);
  const fixedIds = blocks.flatMap(({ typed }) =>
    typed?.type === "quiz" ? (bankQuizSettingsOf(typed.content)?.fixedQuestionIds ?? []) : [],
  );
  const bankQuestions = await bankQuestionContents(db, courseId, [...new Set(fixedIds)]);
  const blocksByLesson = new Map<string, ScormBlock[]>();
  for (const block of blocks) {
    const list = blocksByLesson.get(block.lessonId) ?? [];
    list.push(scormBlockOf(block.title, block.typed, bankQuestions));
    blocksByLesson.set(block.lessonId, list);
  }
  return {
    id: course.id,
    name: course.name,
    title: course.title,
    descriptionHtml: course.description_html,
    chapters: outline.map((chapter) => ({
      id: chapter.id,
      title: chapter.title,
      lessons: chapter.lessons.map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        blocks: blocksByLesson.get(lesson.id) ?? [],
      })),
    })),
  };
}

function scormBlockOf(
  title: string,
  typed: TypedBlockContent | null,
  bankQuestions: ReadonlyMap<string, QuestionContent>,
): ScormBlock {
  if (!typed) return { kind: "unavailable", title, what: "unknown" };
  switch (typed.type) {
    case "text":
      return { kind: "text", title, html: typed.content.html };
    case "video": {
      const { source, url } = typed.content;
      if (source === "upload") return { kind: "file", title, fileKind: "video", url, fileName: "" };
      return {
        kind: "embed",
        title,
        site: source === "youtube" ? "YouTube" : "Vimeo",
        url,
        embedUrl: videoEmbedUrl(source, url),
      };
    }
    case "pdf":
    case "audio":
    case "powerpoint":
      return { kind: "file", title, fileKind: typed.type, url: typed.content.url, fileName: typed.content.fileName };
    case "quiz": {
      const bank = bankQuizSettingsOf(typed.content);
      if (!bank) {
        const questions = typed.content.questions.map((question) => ({
          id: question.id,
          promptHtml: `<p>${escapeHtml(question.question)}</p>`,
          points: 1,
          multiple: question.options.filter((option) => option.isCorrect).length > 1,
          options: question.options.map((option) => ({
            id: option.id,
            html: escapeHtml(option.text),
            isCorrect: option.isCorrect,
          })),
        }));
        return {
          kind: "quiz",
          title,
          passMark: typed.content.passMark ?? null,
          questions,
          fromBank: false,
          leftOut: 0,
        };
      }
      const questions = bank.fixedQuestionIds.flatMap((id) => {
        const content = bankQuestions.get(id);
        const question = content ? choiceQuestionOf(id, content) : null;
        return question ? [question] : [];
      });
      return {
        kind: "quiz",
        title,
        passMark: bank.passMark,
        questions,
        fromBank: true,
        leftOut: bank.fixedQuestionIds.length - questions.length,
      };
    }
    case "survey":
      return { kind: "unavailable", title, what: "survey" };
    case "assignment":
      return { kind: "unavailable", title, what: "assignment" };
    // A package inside a package: another LMS would need Campus's runtime and records to play it.
    case "package":
    case "cmi5":
      return { kind: "unavailable", title, what: "package" };
  }
}

/** A bank question the player can ask (a choice among options), or null for the other kinds. */
function choiceQuestionOf(id: string, content: QuestionContent): ScormQuestion | null {
  const base = { id, promptHtml: content.stemHtml, points: content.points };
  if (content.type === "single" || content.type === "multiple") {
    return {
      ...base,
      multiple: content.type === "multiple",
      options: content.options.map((option) => ({ id: option.id, html: option.html, isCorrect: option.isCorrect })),
    };
  }
  if (content.type === "true-false") {
    return {
      ...base,
      multiple: false,
      options: [
        { id: "true", html: "True", isCorrect: content.correctAnswer },
        { id: "false", html: "False", isCorrect: !content.correctAnswer },
      ],
    };
  }
  return null;
}

export type ScormDownload = Outcome<{ fileName: string; body: ReadableStream<Uint8Array> }>;

/** The package of a course as a ZIP stream, or a refusal: no such course (404), no lesson yet (400). */
export async function exportCourseAsScorm(
  db: DatabaseExecutor,
  storage: FileStorage,
  courseId: string,
): Promise<ScormDownload> {
  const course = await loadScormCourse(db, courseId);
  if (!course) return refuse("missing", NO_COURSE_MESSAGE());
  if (!hasLessons(course)) return refuse("invalid", EMPTY_COURSE_MESSAGE());
  const scormPackage = buildScormPackage(course, await storedNamesAmong(storage, uploadNamesIn(course)));
  return { ok: true, fileName: `${fileStemOf(course.name)}-scorm12.zip`, body: await zipStream(storage, scormPackage) };
}

const UPLOAD_NAME = /\/uploads\/([A-Za-z0-9_-][A-Za-z0-9_.-]{0,199})/g;

/** Every upload the course's content names (its blocks' addresses and the uploads in its rich text). */
function uploadNamesIn(course: ScormCourse): string[] {
  return [...new Set([...JSON.stringify(course).matchAll(UPLOAD_NAME)].map((match) => match[1] as string))];
}

/** Which of these uploads storage holds (a few at a time: S3 answers each with a request). */
async function storedNamesAmong(storage: FileStorage, names: readonly string[]): Promise<Set<string>> {
  const held = new Set<string>();
  for (let start = 0; start < names.length; start += 8) {
    const some = names.slice(start, start + 8);
    const found = await Promise.all(some.map((name) => storage.exists(name).catch(() => false)));
    some.forEach((name, index) => {
      if (found[index]) held.add(name);
    });
  }
  return held;
}

function fileStemOf(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return slug.slice(0, 80) || "course";
}

/**
 * The package as one ZIP stream, made as the reader asks for more: the generated files compressed,
 * the uploads stored as they are (media is compressed already) and read from storage a chunk at a
 * time, so a long video never sits in memory whole.
 */
function zipStream(storage: FileStorage, scormPackage: ScormPackage): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  return zipStreamOnDemand([
    ...scormPackage.texts.map((text) => ({
      name: text.path,
      compress: true,
      data: () => encoder.encode(text.content),
    })),
    ...scormPackage.copies.map((copy) => ({
      name: copy.path,
      compress: false,
      // Gone since it was looked up: an empty file keeps the manifest's list true.
      data: async () => (await storage.get(copy.storedName))?.body ?? new Uint8Array(0),
    })),
  ]);
}
