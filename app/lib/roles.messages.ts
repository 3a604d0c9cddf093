// Generated from roles.messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "./i18n/current-locale.ts";
import type { Locale } from "./i18n/locales.ts";

export const roleStudent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Student` : locale === "zu" ? `Umfundi` : `Student`;
export const roleInstructor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Instrukteur` : locale === "zu" ? `Umfundisi` : `Instructor`;
export const roleAdmin = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Administrateur` : locale === "zu" ? `Umlawuli` : `Admin`;
export const roleFinance = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Finansies` : locale === "zu" ? `Ezezimali` : `Finance`;
export const homeMyLearning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `My leerwerk` : locale === "zu" ? `Ukufunda kwami` : `My learning`;
export const homeDashboard = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Paneelbord` : locale === "zu" ? `Ideshibhodi` : `Dashboard`;
export const homeOverview = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oorsig` : locale === "zu" ? `Uhlolojikelele` : `Overview`;
export const homeOrders = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestellings` : locale === "zu" ? `Ama-oda` : `Orders`;
