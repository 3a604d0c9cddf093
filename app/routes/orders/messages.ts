// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { plural } from "../../lib/i18n/message-runtime.ts";

export const orderMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bestelling bestaan nie.` : locale === "zu" ? `Leli oda alikho.` : `This order does not exist.`;
export const backToMyLearning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na My leer` : locale === "zu" ? `Buyela Ekufundeni kwami` : `Back to My learning`;
export const cancelSeatsTitle = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer plekke: ${values.number}` : locale === "zu" ? `Khansela izihlalo: ${values.number}` : `Cancel seats: ${values.number}`;
export const cancelSeats = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer plekke` : locale === "zu" ? `Khansela izihlalo` : `Cancel seats`;
export const orderCancelledToast = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelling gekanselleer` : locale === "zu" ? `I-oda likhanseliwe` : `Order cancelled`;
export const orderCancelledCreditNote = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelling gekanselleer; kredietnota ${values.number} uitgereik` : locale === "zu" ? `I-oda likhanseliwe; inothi lesikweletu ${values.number} likhishiwe` : `Order cancelled; credit note ${values.number} issued`;
export const seatsCancelled = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} plek gekanselleer`, other: `${values.count} plekke gekanselleer` }) : locale === "zu" ? plural(locale, values.count, { one: `Kukhanselwe isihlalo esingu-${values.count}`, other: `Kukhanselwe izihlalo ezingu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} seat cancelled`, other: `${values.count} seats cancelled` });
export const seatsCancelledCreditNote = (values: { count: number; number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} plek gekanselleer; kredietnota ${values.number} uitgereik`, other: `${values.count} plekke gekanselleer; kredietnota ${values.number} uitgereik` }) : locale === "zu" ? plural(locale, values.count, { one: `Kukhanselwe isihlalo esingu-${values.count}; inothi lesikweletu ${values.number} likhishiwe`, other: `Kukhanselwe izihlalo ezingu-${values.count}; inothi lesikweletu ${values.number} likhishiwe` }) : plural(locale, values.count, { one: `${values.count} seat cancelled; credit note ${values.number} issued`, other: `${values.count} seats cancelled; credit note ${values.number} issued` });
