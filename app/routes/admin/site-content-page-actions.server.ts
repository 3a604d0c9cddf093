import { redirect } from "react-router";
import { discardPageDraft, publishPageDraft, savePageDraft } from "~/features/site-content/page-content.server";
import { readDocumentForm } from "~/features/site-content/page-document";
import {
  PAGE_CONTENT_DONE,
  pageContentIntentSchema,
  SITE_PAGES,
  type SitePageKey,
} from "~/features/site-content/site-pages.schema";
import { invalidIntentReply, refusalReply } from "~/lib/action-reply";
import { formDataToObject } from "~/lib/form-data";
import { parseForm } from "~/lib/forms";
import { toastHeaders } from "~/lib/toast.server";
import { getDb } from "~/server/app-context.server";

/**
 * One posted form of the Page content editor: which button, at which version, by whom. A refused
 * save comes back with the document as sent, so nothing typed is lost.
 */
export async function answerPageContentPost(key: SitePageKey, userId: string, formData: FormData) {
  const parsed = parseForm(pageContentIntentSchema, formData);
  if (!parsed.ok) return invalidIntentReply(parsed);
  const { intent, version } = parsed.data;
  const db = getDb();
  const target = { key, version, userId };
  if (intent === "save-draft") {
    const sent = readDocumentForm(SITE_PAGES[key].descriptor, formDataToObject(formData));
    const saved = await savePageDraft(db, target, sent);
    if (!saved.ok) return refusalReply(saved, null, { document: sent });
  } else {
    const done = intent === "publish" ? await publishPageDraft(db, target) : await discardPageDraft(db, target);
    if (!done.ok) return refusalReply(done);
  }
  return redirect(`/admin/site-content/${key}`, { headers: await toastHeaders(PAGE_CONTENT_DONE[intent]()) });
}
