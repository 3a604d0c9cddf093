// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const orderMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bestelling bestaan nie.` : locale === "zu" ? `Leli oda alikho.` : `This order does not exist.`;
export const backToMyLearning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na My leer` : locale === "zu" ? `Buyela Ekufundeni kwami` : `Back to My learning`;
export const cancelSeatsTitle = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer plekke: ${values.number}` : locale === "zu" ? `Khansela izihlalo: ${values.number}` : `Cancel seats: ${values.number}`;
export const cancelSeats = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer plekke` : locale === "zu" ? `Khansela izihlalo` : `Cancel seats`;
