// Generated from upload-file.messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const imageWidths = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Prente is 480 of 960 pieksels breed beskikbaar: vra vir ?w=480 of ?w=960.` : locale === "zu" ? `Izithombe zitholakala ngobubanzi obungamaphikseli angu-480 noma angu-960: cela ?w=480 noma ?w=960.` : `Pictures come 480 or 960 pixels wide: ask for ?w=480 or ?w=960.`;
