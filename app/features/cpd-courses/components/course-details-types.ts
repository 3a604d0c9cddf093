import type { FieldErrors } from "~/lib/forms";
import type { RefusalReason } from "~/lib/refusal";
import type { EnrolledUserValues } from "../cpd-course-views";

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
      /** Why, in the one refusal vocabulary; the route answers with its status. */
      reason: RefusalReason;
      fieldErrors: FieldErrors;
      formError?: string;
      importProblems?: ImportRowProblem[];
      checkedRows?: number;
      /** The save was refused because someone else saved the record first (decision 0015). */
      isStale?: boolean;
      /** With isStale: the enrolled user as now stored, for the form's Reload. */
      latest?: EnrolledUserValues;
    };
