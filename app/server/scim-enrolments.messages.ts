// Generated from scim-enrolments.messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../lib/i18n/current-locale.ts";
import type { Locale } from "../lib/i18n/locales.ts";
import { plural } from "../lib/i18n/message-runtime.ts";

export const addedEnrolled = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `Bygevoeg: ${values.count} lid ingeskryf`, other: `Bygevoeg: ${values.count} lede ingeskryf` }) : locale === "zu" ? plural(locale, values.count, { one: `Kwengeziwe: ilungu elingu-${values.count} libhalisiwe`, other: `Kwengeziwe: amalungu angu-${values.count} abhalisiwe` }) : plural(locale, values.count, { one: `Added: ${values.count} member enrolled`, other: `Added: ${values.count} members enrolled` });
