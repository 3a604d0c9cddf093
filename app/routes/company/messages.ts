// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const chooseAnEmployeeToRemove = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n werknemer om te verwyder` : locale === "zu" ? `Khetha isisebenzi ozosisusa` : `Choose an employee to remove`;
export const backToMyLearning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na My leer` : locale === "zu" ? `Buyela kokuthi Ukufunda kwami` : `Back to My learning`;
export const unknownAction = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onbekende aksie` : locale === "zu" ? `Isenzo esingaziwa` : `Unknown action`;
export const uploadTheFileOnThe = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai die lêer op die bladsy Voer werknemers in op.` : locale === "zu" ? `Layisha ifayela ekhasini elithi Ngenisa izisebenzi.` : `Upload the file on the Import employees page.`;
export const backToMyCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na My maatskappy` : locale === "zu" ? `Buyela kokuthi Inkampani yami` : `Back to My company`;
export const groupsAndEnrolments = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Groepe en inskrywings` : locale === "zu" ? `Amaqembu nokubhaliswa` : `Groups and enrolments`;
export const companyOrdersAndInvoices = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maatskappybestellings en -fakture` : locale === "zu" ? `Ama-oda nama-invoyisi enkampani` : `Company orders and invoices`;
export const myCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `My maatskappy` : locale === "zu" ? `Inkampani yami` : `My company`;
export const youAreATrainingManager = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U is 'n opleidingsbestuurder van hierdie maatskappye:` : locale === "zu" ? `Ningumphathi wokuqeqeshwa walezi zinkampani:` : `You are a training manager of these companies:`;
export const chooseAnEmployeeForThe = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n werknemer vir die bewyspakket.` : locale === "zu" ? `Khetha isisebenzi sephakethe lobufakazi.` : `Choose an employee for the evidence pack.`;
