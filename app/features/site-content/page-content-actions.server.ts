import { data } from "react-router";
import { formVersion } from "~/lib/form-numbers";
import { DEFAULT_MESSAGE_FOR_REASON, type Outcome, type Refusal, refuse, STATUS_FOR_REASON } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { discardPageDraft, publishPageDraft, savePageDraft } from "./page-content.server";
import { readDocumentForm } from "./page-document";
import { SITE_PAGES, type SitePageKey } from "./site-pages.schema";

export const PAGE_CONTENT_DONE = {
  "save-draft": "Draft saved",
  publish: "Published: visitors see the new content now",
  "discard-draft": "Draft discarded: it is the published content again",
} as const;

type PageContentIntent = keyof typeof PAGE_CONTENT_DONE;

export interface PageContentReply {
  intent: PageContentIntent | null;
  outcome: Outcome;
  /** The document as sent (a refused save fills the form in again from it). */
  sent: Record<string, unknown> | null;
}

/** One posted form of the editor: which button, at which version, by whom; bad input is refused with a message. */
export async function handlePageContentForm(
  db: DatabaseExecutor,
  key: SitePageKey,
  userId: string,
  formData: FormData,
): Promise<PageContentReply> {
  const intent = formData.get("intent");
  if (intent !== "save-draft" && intent !== "publish" && intent !== "discard-draft") {
    return { intent: null, outcome: refuse("invalid", "Choose Save draft, Publish or Discard draft."), sent: null };
  }
  const version = formVersion().safeParse(formData.get("version"));
  if (!version.success) {
    return { intent, outcome: refuse("invalid", version.error.issues[0]?.message), sent: null };
  }
  const target = { key, version: version.data, userId };
  if (intent === "publish") return { intent, outcome: await publishPageDraft(db, target), sent: null };
  if (intent === "discard-draft") return { intent, outcome: await discardPageDraft(db, target), sent: null };
  const sent = readDocumentForm(SITE_PAGES[key].descriptor, formData);
  return { intent, outcome: await savePageDraft(db, target, sent), sent };
}

/**
 * A refused button as the editor's reply, with the status from the one map: the message above the
 * form (a stale save shows Campus's stale notice), each field's message beside it, and the document
 * as sent so nothing typed is lost.
 */
export function pageContentRefusal(refusal: Refusal, sent: Record<string, unknown> | null) {
  const fieldErrors = refusal.fieldErrors ?? {};
  const saysOnlyWhatFieldsSay =
    Object.keys(fieldErrors).length > 0 && refusal.message === DEFAULT_MESSAGE_FOR_REASON[refusal.reason];
  return data(
    {
      ok: false as const,
      formError: saysOnlyWhatFieldsSay ? "Some fields need attention: see the messages below." : refusal.message,
      fieldErrors,
      isStale: refusal.reason === "stale",
      sent,
    },
    { status: STATUS_FOR_REASON[refusal.reason] },
  );
}
