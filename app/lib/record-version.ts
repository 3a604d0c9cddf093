import { type Refusal, refuse } from "./refusal";

/**
 * The version an edit form was loaded at, posted back in a hidden "version" input so the save can
 * be refused when someone else saved in between (db/versioned-update.ts, decision 0015).
 */
export const VERSION_FIELD = "version";

export const MISSING_VERSION_MESSAGE =
  "This form was sent without the version it was opened at, so it cannot be saved safely. Reload the page and try again.";

/** The loaded version from a posted form, or a refusal when it is absent or not a whole number ≥ 1. */
export function readLoadedVersion(formData: FormData): { ok: true; version: number } | Refusal {
  const raw = formData.get(VERSION_FIELD);
  const text = typeof raw === "string" ? raw.trim() : "";
  // Bounded like every number from a request: at most 9 digits, so it is a safe integer everywhere.
  if (!/^[1-9]\d{0,8}$/.test(text)) return refuse("invalid", MISSING_VERSION_MESSAGE);
  return { ok: true, version: Number(text) };
}
