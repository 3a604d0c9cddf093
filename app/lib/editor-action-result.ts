import type { RefusalReason } from "./refusal";

/**
 * The answer of the course editor's action routes (outline and blocks), read by the editor's
 * fetchers: shared by the courses and content-blocks features, so it lives below both.
 */
export type EditorActionResult =
  | {
      ok: true;
      intent: string;
      message?: string;
      chapterId?: string;
      lessonId?: string;
      blockId?: string;
      version?: number;
      title?: string;
      content?: unknown;
    }
  | {
      ok: false;
      intent: string;
      /** The one refusal vocabulary (app/lib/refusal.ts); its status map gives the response's status. */
      reason: RefusalReason;
      message: string;
      fieldErrors?: Record<string, string>;
    };
