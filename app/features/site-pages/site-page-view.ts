/** The edit page's intents: Save posts without one, Delete (after confirming) posts this. */
export const DELETE_PAGE_INTENT = "delete";

/** A stored page as the edit form fills its fields (camelCase, no row). */
export interface SitePageView {
  id: string;
  title: string;
  description: string;
  bodyHtml: string;
  isPublished: boolean;
  /** The embedded form's id, or "". */
  formId: string;
  version: number;
}
