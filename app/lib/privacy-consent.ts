import * as m from "./privacy-consent.messages";

/**
 * POPIA consent on every public form that collects personal information (decision 0036): one
 * wording, one version. The version is stored with each record beside the moment of consent, so a
 * record always says which words the person agreed to. Change the wording: change the version.
 * (No zod here: the public forms import this with their first JavaScript.)
 */
export const PRIVACY_CONSENT_FIELD = "privacyConsent";
export const PRIVACY_CONSENT_VERSION = "2026-11-25";
/** The wording in the language of the page (the version covers the three languages' wordings). */
export const privacyConsentText = () => m.privacyConsentText();
export const privacyConsentMessage = () => m.privacyConsentMessage();
/** Where the privacy notice is: section 4 of the terms of use. */
export const PRIVACY_NOTICE_PATH = "/terms";

/** What a record keeps of the consent given with it. */
export interface ConsentRecord {
  consented_at: string;
  consent_version: string;
}

export function consentRecord(now: Date = new Date()): ConsentRecord {
  return { consented_at: now.toISOString(), consent_version: PRIVACY_CONSENT_VERSION };
}
