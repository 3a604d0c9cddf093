/**
 * What the server and the browser share about a kept course and its queued work (decision 0110-offline-courses).
 * Plain types only: the browser's bundle imports this file.
 */
export interface OfflineFile {
  lessonId: string;
  url: string;
  contentType: string;
  bytes: number;
}

interface OfflineLesson {
  id: string;
  chapterId: string;
  title: string;
  /** The lesson's document address. */
  path: string;
  /** React Router's data address for a client navigation to it. */
  dataUrl: string;
}

export interface OfflineList {
  courseId: string;
  courseName: string;
  /** In reading order. */
  lessons: OfflineLesson[];
  /** Lesson files (text attachments, images, PDFs, audio): always kept. */
  files: OfflineFile[];
  /** Uploaded videos: kept only when the learner ticks them. */
  videos: OfflineFile[];
  /** Each inline quiz's and survey's version: an answer given offline says which version it answered. */
  answerables: Array<{ id: string; lessonId: string; type: string; version: number }>;
}

export const OFFLINE_KINDS = ["complete-lesson", "submit-quiz", "save-survey"] as const;
type OfflineKind = (typeof OFFLINE_KINDS)[number];

/** One piece of work done offline, as the browser sends it when the connection returns. */
export interface OfflineItem {
  /** The browser's random key for the item: a resend answers the first outcome. */
  key: string;
  kind: OfflineKind;
  lessonId: string;
  blockId?: string;
  /** The quiz's or survey's version the learner answered. */
  version?: number;
  /** By question id: the options chosen (quiz) or the answer (survey). */
  answers?: Record<string, string | string[]>;
  /** When the learner did it (ISO 8601). */
  doneAt: string;
}

/** What the server made of an item: scored (a quiz), accepted, or refused with why. */
export type OfflineOutcome =
  | { result: "scored"; score: number; maxScore: number; passed: boolean }
  | { result: "accepted" }
  | { result: "refused"; message: string };
