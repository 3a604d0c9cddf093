// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { plural } from "../../lib/i18n/message-runtime.ts";

export const cancelled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gekanselleer` : locale === "zu" ? `Kukhanseliwe` : `Cancelled`;
export const fullyBooked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Volbespreek: nuwe registrasies gaan op die waglys` : locale === "zu" ? `Kubhukiwe kwagcwala: ababhalisa kabusha bangena ohlwini lokulinda` : `Fully booked: new registrations join the waitlist`;
export const seatsLeft = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} plek oor`, other: `${values.count} plekke oor` }) : locale === "zu" ? plural(locale, values.count, { one: `Kusele isihlalo esingu-${values.count}`, other: `Kusele izihlalo ezingu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} seat left`, other: `${values.count} seats left` });
export const poster = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plakkaat: ${values.title}` : locale === "zu" ? `Iphosta: ${values.title}` : `Poster: ${values.title}`;
export const presenter = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanbieder` : locale === "zu" ? `Umethuli` : `Presenter`;
export const moderator = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Moderator` : locale === "zu" ? `Umhleli wengxoxo` : `Moderator`;
export const highlights = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoogtepunte` : locale === "zu" ? `Okugqamile` : `Highlights`;
export const whoShouldAttend = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wie behoort by te woon` : locale === "zu" ? `Okufanele babe khona` : `Who should attend`;
export const detailsAndRegistration = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Besonderhede en registrasie` : locale === "zu" ? `Imininingwane nokubhalisa` : `Details and registration`;
export const forTitle = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? ` vir ${values.title}` : locale === "zu" ? ` ye-${values.title}` : ` for ${values.title}`;
export const moreWebinars = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Meer komende webinare` : locale === "zu" ? `Amanye amawebhina azayo` : `More upcoming webinars`;
