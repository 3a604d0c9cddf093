// Generated from language-switch.messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../lib/i18n/current-locale.ts";
import type { Locale } from "../lib/i18n/locales.ts";

export const languageLegend = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Taal` : locale === "zu" ? `Ulimi` : `Language`;
export const chooseLanguage = (values: { language: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lees hierdie bladsy in ${values.language}` : locale === "zu" ? `Funda leli khasi nge-${values.language}` : `Read this page in ${values.language}`;
