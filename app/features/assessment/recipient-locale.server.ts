import { currentLocale } from "~/lib/i18n/current-locale";
import { isLocale, type Locale } from "~/lib/i18n/locales";

/** A mail's language: the recipient's chosen one (users.locale), else the language of the request that caused it. */
export function recipientLocale(stored: string | null | undefined): Locale {
  return isLocale(stored) ? stored : currentLocale();
}
