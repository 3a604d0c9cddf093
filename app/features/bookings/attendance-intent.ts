/** The manage-events form that marks one person present or not (shared by the button and the action). */
export const MARK_ATTENDANCE_INTENT = "mark-attendance";

/** The manage-events form that imports a Teams or Zoom attendance file for one event. */
export const IMPORT_ATTENDANCE_INTENT = "import-attendance";

/** The check-in page's form: one scanned or typed check-in code (decision 0040). */
export const CHECK_IN_INTENT = "check-in";
