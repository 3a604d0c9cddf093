import { FORM_INTENTS } from "~/features/forms/field-types";
import { type BuilderIntent, builderIntentSchema, formContentSchema } from "~/features/forms/form-document.schema";
import { findManagedForm, saveFormContent, saveFormSettings, setFormStatus } from "~/features/forms/forms.server";
import { acceptedReply, refusalReply } from "~/lib/action-reply";
import { type FieldErrors, parseForm } from "~/lib/forms";
import { type Outcome, refuse } from "~/lib/refusal";
import type { SessionUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import * as m from "./messages";

/** The builder's intents, each answering with the form's new version or why nothing was saved. */
export async function answerBuilderPost(user: SessionUser, formId: string, formData: FormData) {
  const db = getDb();
  const managed = await findManagedForm(db, user, formId);
  if (!managed.ok) return refusalReply(managed);
  const parsed = parseForm(builderIntentSchema, formData);
  if (!parsed.ok) return refusalReply(refuse("invalid", notSavedMessage(parsed.fieldErrors)));
  const saved = await save(user, formId, parsed.data);
  return saved.ok ? acceptedReply({ version: saved.version }) : refusalReply(saved);
}

async function save(user: SessionUser, formId: string, input: BuilderIntent): Promise<Outcome<{ version: number }>> {
  const db = getDb();
  switch (input.intent) {
    case FORM_INTENTS.saveContent: {
      const content = formContentSchema.safeParse({ ...input.content, version: input.version });
      if (!content.success) return refuse("invalid", m.notSaved({ reason: content.error.issues[0]?.message ?? "" }));
      return saveFormContent(db, user, formId, content.data);
    }
    case FORM_INTENTS.saveSettings: {
      const { intent: _intent, ...settings } = input;
      return saveFormSettings(db, user, formId, settings);
    }
    case FORM_INTENTS.open:
    case FORM_INTENTS.close:
      return setFormStatus(db, user, formId, input.intent === FORM_INTENTS.open ? "open" : "closed", input.version);
  }
}

/** An unknown intent or an unreadable post says so; a setting that breaks a rule is "Not saved: …". */
function notSavedMessage(fieldErrors: FieldErrors): string {
  const { intent, content, version, ...settings } = fieldErrors;
  const first = Object.values(settings)[0];
  return intent ?? content ?? (first ? `Not saved: ${first}` : (version ?? "Check the form."));
}
