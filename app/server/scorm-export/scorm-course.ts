/**
 * A course as the SCORM 1.2 export sees it (decision 0099-scorm-export): everything the package's
 * player shows, already in the words and HTML it shows, and nothing else. scorm-export.server.ts
 * reads it from the database; scorm-package.ts turns it into the package's files.
 */
export interface ScormCourse {
  id: string;
  name: string;
  title: string;
  /** Sanitised HTML, as stored. */
  descriptionHtml: string;
  chapters: ScormChapter[];
}

interface ScormChapter {
  id: string;
  title: string;
  lessons: ScormLesson[];
}

interface ScormLesson {
  id: string;
  title: string;
  blocks: ScormBlock[];
}

export type ScormBlock =
  | { kind: "text"; title: string; html: string }
  | { kind: "embed"; title: string; site: "YouTube" | "Vimeo"; url: string; embedUrl: string | null }
  | { kind: "file"; title: string; fileKind: "video" | "audio" | "pdf" | "powerpoint"; url: string; fileName: string }
  | ScormQuiz
  /** A survey or an assignment: they need Campus to keep the answers, so the player only names them. */
  | { kind: "unavailable"; title: string; what: "survey" | "assignment" | "package" | "unknown" };

interface ScormQuiz {
  kind: "quiz";
  title: string;
  /** Per cent of the quiz's points to pass; null: any submitted attempt passes. */
  passMark: number | null;
  questions: ScormQuestion[];
  /** True for a quiz that draws from the question bank: only its fixed questions travel. */
  fromBank: boolean;
  /** Questions left out because the player cannot ask them (bank types other than choices). */
  leftOut: number;
}

export interface ScormQuestion {
  id: string;
  /** HTML (a quiz block's plain text is escaped by the reader). */
  promptHtml: string;
  points: number;
  /** True when more than one option is correct: the player shows checkboxes. */
  multiple: boolean;
  options: Array<{ id: string; html: string; isCorrect: boolean }>;
}
