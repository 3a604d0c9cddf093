// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const confirmYourEmailAddress = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bevestig u e-posadres` : locale === "zu" ? `Qinisekisani ikheli lenu le-imeyili` : `Confirm your email address`;
export const confirmMyEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bevestig my e-pos` : locale === "zu" ? `Qinisekisa i-imeyili yami` : `Confirm my email`;
export const youAlreadyHaveACampus = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het reeds 'n Campus-rekening` : locale === "zu" ? `Senivele ninayo i-akhawunti ye-Campus` : `You already have a Campus account`;
export const chooseANewPassword = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n nuwe wagwoord` : locale === "zu" ? `Khethani iphasiwedi entsha` : `Choose a new password`;
export const passwordMustBeAtMost = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wagwoord mag hoogstens 128 karakters wees` : locale === "zu" ? `Iphasiwedi kumele ibe nezinhlamvu ezingu-128 kuphela` : `Password must be at most 128 characters`;
export const passwordMustBeAtLeast = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wagwoord moet ten minste 8 karakters wees` : locale === "zu" ? `Iphasiwedi kumele ibe nezinhlamvu okungenani ezingu-8` : `Password must be at least 8 characters`;
export const passwordIsRequired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wagwoord word vereis` : locale === "zu" ? `Iphasiwedi iyadingeka` : `Password is required`;
export const thisResetLinkIsInvalid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie herstelskakel is ongeldig of het verval.` : locale === "zu" ? `Lesi sixhumanisi sokusetha kabusha asisebenzi noma siphelelwe yisikhathi.` : `This reset link is invalid or has expired.`;
export const repeatTheNewPassword = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Herhaal die nuwe wagwoord` : locale === "zu" ? `Phindani iphasiwedi entsha` : `Repeat the new password`;
export const theTwoPasswordsDoNot = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die twee wagwoorde stem nie ooreen nie` : locale === "zu" ? `Amaphasiwedi womabili awafani` : `The two passwords do not match`;
export const enterYourCurrentPassword = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik u huidige wagwoord in` : locale === "zu" ? `Fakani iphasiwedi yenu yamanje` : `Enter your current password`;
export const chooseANewPasswordThat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n nuwe wagwoord wat van die huidige een verskil` : locale === "zu" ? `Khethani iphasiwedi entsha ehlukile kweyamanje` : `Choose a new password that differs from the current one`;
export const yourSessionHasEndedSign = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U sessie het verstryk. Meld weer aan om u wagwoord te verander.` : locale === "zu" ? `Iseshini yenu iphelile. Ngenani futhi ukuze nishintshe iphasiwedi yenu.` : `Your session has ended. Sign in again to change your password.`;
export const thisAccountHasNoPassword = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie rekening het nog geen wagwoord om te verander nie. Gebruik Wagwoord vergeet op die aanmeldbladsy om een te stel.` : locale === "zu" ? `Le akhawunti ayikabi nayo iphasiwedi yokushintshwa. Sebenzisani okuthi Ukhohlwe iphasiwedi ekhasini lokungena ukuze nisethe eyodwa.` : `This account has no password to change yet. Use Forgot password on the sign-in page to set one.`;
