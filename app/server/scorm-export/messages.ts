// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const emptyCourseExport = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kursus het nog geen lesse nie, so daar is niks om uit te voer nie. Voeg eers 'n les by.` : locale === "zu" ? `Le nkambo ayinazo izifundo okwamanje, ngakho akukho okungathunyelwa ngaphandle. Engeza isifundo kuqala.` : `This course has no lessons yet, so there is nothing to export. Add a lesson first.`;
export const courseDoesNotExist = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kursus bestaan nie.` : locale === "zu" ? `Le nkambo ayikho.` : `This course does not exist.`;
