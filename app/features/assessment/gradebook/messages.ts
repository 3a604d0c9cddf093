// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";

export const courseMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kursus bestaan nie.` : locale === "zu" ? `Le nkambo ayikho.` : `This course does not exist.`;
export const learnerMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie leerder bestaan nie.` : locale === "zu" ? `Lo mfundi akekho.` : `This learner does not exist.`;
export const noRecordInCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie persoon het geen rekord in hierdie kursus nie.` : locale === "zu" ? `Lo muntu akanalo irekhodi kule nkambo.` : `This person has no record in this course.`;
