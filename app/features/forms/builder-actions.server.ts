import { data } from "react-router";
import { acceptedReply, refusalReply } from "~/lib/action-reply";
import { refuse } from "~/lib/refusal";
import type { SessionUser } from "~/platform/auth/session.server";
import type { DatabaseExecutor } from "~db/executor";
import { FORM_INTENTS } from "./field-types";
import { formContentSchema, formSettingsSchema } from "./form-document.schema";
import { findManagedForm, saveFormContent, saveFormSettings, setFormStatus } from "./forms.server";

const firstMessage = (error: { issues: ReadonlyArray<{ message: string }> }) =>
  error.issues[0]?.message ?? "Check the form: something in it is not valid.";

/** The builder's intents, each answering with the form's new version or why nothing was saved. */
export async function handleBuilderIntent(db: DatabaseExecutor, user: SessionUser, formId: string, formData: FormData) {
  const managed = await findManagedForm(db, user, formId);
  if (!managed.ok) return refusalReply(managed);
  const intent = formData.get("intent");
  const version = Number(formData.get("version"));
  switch (intent) {
    case FORM_INTENTS.saveContent: {
      let content: unknown;
      try {
        content = JSON.parse(String(formData.get("content") ?? ""));
      } catch {
        return refusalReply(refuse("invalid", "The form's questions could not be read. Reload the page."));
      }
      const parsed = formContentSchema.safeParse({ ...(content as object), version });
      if (!parsed.success) return refusalReply(refuse("invalid", `Not saved: ${firstMessage(parsed.error)}`));
      const saved = await saveFormContent(db, user, formId, parsed.data);
      return saved.ok ? acceptedReply({ version: saved.version }) : refusalReply(saved);
    }
    case FORM_INTENTS.saveSettings: {
      const ids = String(formData.get("notifyUserIds") ?? "");
      const parsed = formSettingsSchema.safeParse({
        closesAt: formData.get("closesAt") ?? "",
        responseLimit: formData.get("responseLimit") ?? "",
        thankYouMessage: formData.get("thankYouMessage") ?? "",
        sendsConfirmation: formData.get("sendsConfirmation") ?? "",
        notifyUserIds: ids ? ids.split(",") : [],
        version: formData.get("version"),
      });
      if (!parsed.success) return refusalReply(refuse("invalid", `Not saved: ${firstMessage(parsed.error)}`));
      const saved = await saveFormSettings(db, user, formId, parsed.data);
      return saved.ok ? acceptedReply({ version: saved.version }) : refusalReply(saved);
    }
    case FORM_INTENTS.open:
    case FORM_INTENTS.close: {
      if (!Number.isSafeInteger(version) || version < 1 || version > 2_147_483_647) {
        return refusalReply(refuse("invalid", "This form lost the version it was opened at. Reload the page."));
      }
      const saved = await setFormStatus(db, user, formId, intent === FORM_INTENTS.open ? "open" : "closed", version);
      return saved.ok ? acceptedReply({ version: saved.version }) : refusalReply(saved);
    }
    default:
      return data({ ok: false, formError: "Unknown action.", message: "Unknown action." }, { status: 400 });
  }
}
