// Generated from data-saver.messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const chooseOnOrOff = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies of die databespaarder aan of af is.` : locale === "zu" ? `Khetha ukuthi ukonga idatha kuvuliwe noma kuvaliwe.` : `Choose whether the data saver is on or off.`;
