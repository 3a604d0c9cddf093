// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";

export const resetYourPassword = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Herstel u wagwoord` : locale === "zu" ? `Setha kabusha iphasiwedi yenu` : `Reset your password`;
export const chooseANewPassword = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n nuwe wagwoord` : locale === "zu" ? `Khethani iphasiwedi entsha` : `Choose a new password`;
