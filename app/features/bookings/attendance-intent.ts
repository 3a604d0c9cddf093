/** The manage-events form that marks one person present or not (shared by the button and the action). */
export const MARK_ATTENDANCE_INTENT = "mark-attendance";
