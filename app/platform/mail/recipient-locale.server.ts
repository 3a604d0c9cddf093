import { currentLocale } from "~/lib/i18n/current-locale";
import { isLocale, type Locale } from "~/lib/i18n/locales";
import { withLocale } from "~/lib/request-context.server";

/**
 * A mail is written in its recipient's language (docs/decisions/0106-languages.md): the language of
 * their profile (users.locale) when they have one, else the language of the request that caused it.
 */
function recipientLocale(profileLocale: unknown): Locale {
  return isLocale(profileLocale) ? profileLocale : currentLocale();
}

/**
 * Runs the composing and queueing of a mail in the recipient's language. Queue inside it too: the
 * outbox stores the rendered mail, unsubscribe footer included, so a later send never renders again.
 */
export function inRecipientLanguage<T>(profileLocale: unknown, work: () => T): T {
  return withLocale(recipientLocale(profileLocale), work);
}
