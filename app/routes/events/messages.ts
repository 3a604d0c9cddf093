// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const eventNotFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geleentheid nie gevind nie` : locale === "zu" ? `Umcimbi awutholakalanga` : `Event not found`;
export const unknownAction = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onbekende aksie.` : locale === "zu" ? `Isenzo esingaziwa.` : `Unknown action.`;
export const manageEvents = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestuur geleenthede` : locale === "zu" ? `Phatha imicimbi` : `Manage events`;
export const newEvent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuwe geleentheid` : locale === "zu" ? `Umcimbi omusha` : `New event`;
export const noEventsYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen geleenthede nie` : locale === "zu" ? `Ayikho imicimbi okwamanje` : `No events yet`;
export const pagesOfEvents = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye van geleenthede` : locale === "zu" ? `Amakhasi emicimbi` : `Pages of events`;
