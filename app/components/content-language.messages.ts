// Generated from content-language.messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../lib/i18n/current-locale.ts";
import type { Locale } from "../lib/i18n/locales.ts";

export const languageNameEn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Engels` : locale === "zu" ? `isiNgisi` : `English`;
export const languageNameAf = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Afrikaans` : locale === "zu" ? `isiBhunu` : `Afrikaans`;
export const languageNameZu = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `isiZulu` : locale === "zu" ? `isiZulu` : `isiZulu`;
/** Above a lesson a learner reads in the course's own language because it has no translation into theirs */
export const lessonNotTranslated = (values: { language: string | number; original: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie les is nog nie in ${values.language} beskikbaar nie; dit word in ${values.original} gewys.` : locale === "zu" ? `Lesi sifundo asikatholakali nge-${values.language} okwamanje; siboniswa nge-${values.original}.` : `This lesson is not yet available in ${values.language}; it is shown in ${values.original}.`;
export const courseNotTranslated = (values: { language: string | number; original: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kursus is nog nie in ${values.language} beskikbaar nie; dit word in ${values.original} gewys.` : locale === "zu" ? `Le nkambo ayikatholakali nge-${values.language} okwamanje; iboniswa nge-${values.original}.` : `This course is not yet available in ${values.language}; it is shown in ${values.original}.`;
/** On a course's catalogue card and overview: the languages a learner can read it in */
export const offeredIn = (values: { languages: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aangebied in ${values.languages}` : locale === "zu" ? `Itholakala nge-${values.languages}` : `Offered in ${values.languages}`;
