// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const learningPathSaved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leerpad gestoor` : locale === "zu" ? `Indlela yokufunda ilondoloziwe` : `Learning path saved`;
export const pageListDoesNotExist = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daardie bladsy van die lys bestaan nie. Begin weer by die nuutste.` : locale === "zu" ? `Lelo khasi lohlu alikho. Qala futhi kokusha kakhulu.` : `That page of the list does not exist. Start again from the newest.`;
export const learningPaths = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leerpaaie` : locale === "zu" ? `Izindlela zokufunda` : `Learning paths`;
export const pageNotFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsy nie gevind nie` : locale === "zu" ? `Ikhasi alitholakalanga` : `Page not found`;
export const learningPathCreatedToast = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.title} is geskep. Voeg sy kursusse by en publiseer dit dan.` : locale === "zu" ? `I-${values.title} idaliwe. Engeza izinkambo zayo, bese uyishicilela.` : `${values.title} created. Add its courses, then publish it.`;
