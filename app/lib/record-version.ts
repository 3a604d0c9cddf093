import { formVersion, STALE_FORM_VERSION_MESSAGE } from "./form-numbers";
import { type Refusal, refuse } from "./refusal";

/**
 * The version an edit form was loaded at, posted back in a hidden "version" input so the save can
 * be refused when someone else saved in between (app/lib/versioned-update.server.ts, decision 0015).
 */
export const VERSION_FIELD = "version";

/**
 * The loaded version from a posted form that is read without a schema; forms with a schema use
 * formVersion() in it. Both apply the same bound and message (lib/form-numbers.ts).
 */
export function readLoadedVersion(formData: FormData): { ok: true; version: number } | Refusal {
  const parsed = formVersion().safeParse(formData.get(VERSION_FIELD) ?? "");
  if (!parsed.success) return refuse("invalid", STALE_FORM_VERSION_MESSAGE.error());
  return { ok: true, version: parsed.data };
}
