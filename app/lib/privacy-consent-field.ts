import { z } from "zod";
import * as zm from "zod/mini";
import { privacyConsentMessage } from "./privacy-consent";

/** The consent checkbox of a public form: only a ticked box ("on") passes. */
export function privacyConsentField() {
  return z.literal("on", { error: privacyConsentMessage });
}

/** The same rule in zod/mini, for the forms on pages with a tight JavaScript budget. */
export function privacyConsentMiniField() {
  return zm.literal("on", { error: privacyConsentMessage });
}
