import type { FieldErrors } from "~/lib/forms";

export interface ImportRowProblem {
  /** The line in the file (the header is line 1). */
  line: number;
  name: string;
  messages: string[];
}

/** What the course-details action answers to each of its overlays and forms. */
export type CourseDetailsActionResult =
  | { ok: true; intent: string; message: string }
  | {
      ok: false;
      intent: string;
      fieldErrors: FieldErrors;
      formError?: string;
      importProblems?: ImportRowProblem[];
      checkedRows?: number;
    };
