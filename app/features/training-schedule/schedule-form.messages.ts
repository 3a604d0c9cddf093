// Generated from schedule-form.messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const locationOnsite = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Op perseel` : locale === "zu" ? `Endaweni yethu` : `Onsite`;
export const locationOnline = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Elders/Virtueel/Aanlyn` : locale === "zu" ? `Kwenye indawo/Ku-inthanethi` : `Offsite/Virtual/Online`;
