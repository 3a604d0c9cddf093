/** The manage-events form that issues certificates from attendance for one event (button and action share it). */
export const ISSUE_EVENT_CERTIFICATES_INTENT = "issue-certificates";
