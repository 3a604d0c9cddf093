import playerJs from "./player/player.js?raw";
import { PLAYER_CSS } from "./player-css";
import type { ScormBlock, ScormCourse } from "./scorm-course";
import { scormManifest } from "./scorm-manifest";

/**
 * A Campus course as the files of a SCORM 1.2 package (decision 0099-scorm-export), with no database
 * and no storage: the course and the names of the uploads that storage holds go in, and out come
 * the generated text files and the uploads to copy in beside them. An upload that storage lacks is
 * left out and the player says so where it would have shown.
 */

export interface ScormPackage {
  /** Generated files: the manifest, the player and the course's data. */
  texts: Array<{ path: string; content: string }>;
  /** Uploaded files to copy from file storage into the package. */
  copies: Array<{ path: string; storedName: string }>;
}

const SCORM_LAUNCH_FILE = "index.html";
const DATA_FILE = "course-data.js";
const OWN_UPLOAD = /^\/uploads\/([A-Za-z0-9_-][A-Za-z0-9_.-]{0,199})$/;
const UPLOAD_ATTRIBUTE = /\b(src|href)="\/uploads\/([A-Za-z0-9_-][A-Za-z0-9_.-]{0,199})"/g;

/** isMissing: one of our uploads that storage does not hold (the player says so instead of showing it). */
type PlayerFile = { href: string | null; isExternal: boolean; isMissing: boolean };

export function buildScormPackage(course: ScormCourse, storedNames: ReadonlySet<string>): ScormPackage {
  const copies = new Map<string, string>();
  /** The package path of an upload, or null when storage does not hold it. */
  const packagePathOf = (storedName: string) => {
    if (storedName.includes("..") || !storedNames.has(storedName)) return null;
    const path = `files/${storedName}`;
    copies.set(path, storedName);
    return path;
  };
  const fileOf = (url: string): PlayerFile => {
    const own = OWN_UPLOAD.exec(url);
    if (own) {
      const path = packagePathOf(own[1] as string);
      return { href: path, isExternal: false, isMissing: path === null };
    }
    return { href: url === "" ? null : url, isExternal: url !== "", isMissing: false };
  };
  /** Rich text with its uploads pointed into the package; a missing one loses its address. */
  const htmlOf = (html: string) => {
    let missingFiles = 0;
    const rewritten = html.replace(UPLOAD_ATTRIBUTE, (_match, attribute: string, storedName: string) => {
      const path = packagePathOf(storedName);
      if (path) return `${attribute}="${path}"`;
      missingFiles += 1;
      return `data-missing-file="${storedName}"`;
    });
    return { html: rewritten, missingFiles };
  };

  let quizNumber = 0;
  const blockOf = (block: ScormBlock) => {
    switch (block.kind) {
      case "text":
        return { kind: "text", title: block.title, ...htmlOf(block.html) };
      case "embed":
        return block;
      case "file":
        return { ...block, ...fileOf(block.url), url: undefined };
      case "quiz":
        quizNumber += 1;
        return {
          ...block,
          key: `q${quizNumber}`,
          questions: block.questions.map((question) => ({
            ...question,
            promptHtml: htmlOf(question.promptHtml).html,
            options: question.options.map((option) => ({ ...option, html: htmlOf(option.html).html })),
          })),
        };
      case "unavailable":
        return block;
    }
  };

  const description = htmlOf(course.descriptionHtml);
  const data = {
    name: course.name,
    title: course.title,
    descriptionHtml: description.html,
    chapters: course.chapters.map((chapter) => ({
      title: chapter.title,
      lessons: chapter.lessons.map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        blocks: lesson.blocks.map(blockOf),
      })),
    })),
  };

  const texts = [
    { path: SCORM_LAUNCH_FILE, content: launchPage(course.name) },
    { path: "player.css", content: PLAYER_CSS },
    { path: "player.js", content: playerJs },
    { path: DATA_FILE, content: dataScript(data) },
  ];
  const files = [...texts.map((text) => text.path), ...copies.keys()];
  texts.unshift({
    path: "imsmanifest.xml",
    content: scormManifest({ courseId: course.id, title: course.name, launch: SCORM_LAUNCH_FILE, files }),
  });
  return { texts, copies: [...copies].map(([path, storedName]) => ({ path, storedName })) };
}

/** Whether a course has anything to play: a package needs at least one lesson. */
export function hasLessons(course: ScormCourse): boolean {
  return course.chapters.some((chapter) => chapter.lessons.length > 0);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function launchPage(name: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(name)}</title>
<link rel="stylesheet" href="player.css">
</head>
<body>
<noscript>This course needs JavaScript to play.</noscript>
<div id="player" class="player"></div>
<script src="${DATA_FILE}"></script>
<script src="player.js"></script>
</body>
</html>
`;
}

/** The data as a script (a file:// or sandboxed launch may not fetch JSON); "<" escaped so no tag can close. */
function dataScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `// The course's chapters, lessons and blocks, exported from Campus.\nwindow.CAMPUS_COURSE = ${json};\n`;
}
