// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const choosePersonFromResults = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n persoon uit die soekresultate.` : locale === "zu" ? `Khetha umuntu emiphumeleni yosesho.` : `Choose a person from the search results.`;
export const choosePerson = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n persoon.` : locale === "zu" ? `Khetha umuntu.` : `Choose a person.`;
export const roleNoLongerHeld = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie persoon beklee nie meer daardie rol hier nie.` : locale === "zu" ? `Lo muntu akasenayo leyo ndima lapha.` : `This person no longer holds that role here.`;
export const assessor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Assessor` : locale === "zu" ? `Umhloli` : `Assessor`;
export const moderator = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Moderator` : locale === "zu" ? `Umhloli oqinisekisayo` : `Moderator`;
export const notAssessor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Slegs die kursus se assessore mag sy werk nasien.` : locale === "zu" ? `Abahloli benkambo kuphela abangamaka umsebenzi wayo.` : `Only the course's assessors may mark its work.`;
export const notModerator = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Slegs die kursus se moderators mag sy punte afteken.` : locale === "zu" ? `Abahloli abaqinisekisayo benkambo kuphela abangasayina amamaki ayo.` : `Only the course's moderators may sign off its marks.`;
export const courseMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kursus bestaan nie.` : locale === "zu" ? `Le nkambo ayikho.` : `This course does not exist.`;
export const notAssessmentStaff = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Slegs hierdie kursus se redigeerders, assessore en moderators mag sy assessering sien.` : locale === "zu" ? `Abahleli, abahloli nabahloli abaqinisekisayo bale nkambo kuphela abangabona ukuhlolwa kwayo.` : `Only this course's editors, assessors and moderators may see its assessment.`;
