// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const thisEmailIsNotFailed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie e-pos het nie meer misluk nie, dus is daar niks om weer te stuur nie.` : locale === "zu" ? `Le imeyili ayisehlulekile, ngakho akukho okuzothunyelwa futhi.` : `This email is not failed any more, so there is nothing to send again.`;
export const notFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie gevind nie` : locale === "zu" ? `Akutholakalanga` : `Not Found`;
export const remindersBecauseBooked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U ontvang herinneringe omdat u by ons bespreek het.` : locale === "zu" ? `Nithola izikhumbuzo ngoba nibhuke kithi.` : `You receive reminders because you booked with us.`;
export const unsubscribeFromReminders = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Teken uit van herinneringe` : locale === "zu" ? `Zikhipheni ezikhumbuzweni` : `Unsubscribe from reminders`;
export const unsubscribeFromRemindersAt = (values: { url: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Teken uit van herinneringe: ${values.url}` : locale === "zu" ? `Zikhipheni ezikhumbuzweni: ${values.url}` : `Unsubscribe from reminders: ${values.url}`;
export const unsubscribeLinkInvalid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie afmeldskakel is nie geldig nie. Maak seker dat u die hele skakel uit die e-pos gekopieer het.` : locale === "zu" ? `Lesi sixhumanisi sokuzikhipha ohlwini asivumelekile. Qinisekisa ukuthi ukopishe isixhumanisi sonke ku-imeyili.` : `This unsubscribe link is not valid. Check that you copied the whole link from the email.`;
