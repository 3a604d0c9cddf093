// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";

export const waitingToSend = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wag om gestuur te word` : locale === "zu" ? `Kulindele ukuthunyelwa` : `Waiting to send`;
export const sent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gestuur` : locale === "zu" ? `Kuthunyelwe` : `Sent`;
export const failed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Misluk` : locale === "zu" ? `Kuhlulekile` : `Failed`;
export const notSentNoSmtp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie gestuur nie (geen SMTP)` : locale === "zu" ? `Akuthunyelwanga (ayikho i-SMTP)` : `Not sent (no SMTP)`;
export const nextAttempt = (values: { sendsAt: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Volgende poging ${values.sendsAt}` : locale === "zu" ? `Umzamo olandelayo ${values.sendsAt}` : `Next attempt ${values.sendsAt}`;
export const resendAllFailed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stuur alle mislukte weer` : locale === "zu" ? `Thumela futhi konke okuhlulekile` : `Resend all failed`;
export const sendTheAgainEachOne = (values: { emails: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stuur die ${values.emails} weer? Elkeen gaan terug in die tou en word weer probeer asof dit nuut is.` : locale === "zu" ? `Thumela futhi ama-${values.emails}? Ngayinye ibuyela emgqeni bese izanywa futhi sengathi intsha.` : `Send the ${values.emails} again? Each one goes back in the queue and is retried as if new.`;
export const resendAllFailed2 = (values: { failedCount: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stuur alle mislukte weer (${values.failedCount})` : locale === "zu" ? `Thumela futhi konke okuhlulekile (${values.failedCount})` : `Resend all failed (${values.failedCount})`;
export const unsubscribeFromReminders = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Teken uit van herinneringe` : locale === "zu" ? `Zikhiphe ezikhumbuzweni` : `Unsubscribe from reminders`;
export const done = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Klaar` : locale === "zu" ? `Kwenziwe` : `Done`;
export const willReceiveNoMoreReminders = (values: { email: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.email} sal geen herinneringe meer van ons ontvang nie. Besprekingsbevestigings, sertifikate en wagwoordherstelle word steeds gestuur wanneer u daarvoor vra.` : locale === "zu" ? `U-${values.email} ngeke esathola izikhumbuzo kithi. Ukuqinisekiswa kokubhuka, izitifiketi nokusetha kabusha iphasiwedi kusathunyelwa uma nikucela.` : `${values.email} will receive no more reminders from us. Booking confirmations, certificates and password resets are still sent when you ask for them.`;
export const unsubscribe = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Teken uit` : locale === "zu" ? `Zikhiphe` : `Unsubscribe`;
export const home = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tuis` : locale === "zu" ? `Ekhaya` : `Home`;
export const stopRemindersAt = (values: { email: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stop geleentheidsherinneringe en ander e-pos waarvoor u nie gevra het nie by ${values.email}? Besprekingsbevestigings, sertifikate en wagwoordherstelle word steeds gestuur wanneer u daarvoor vra.` : locale === "zu" ? `Misa izikhumbuzo zemicimbi nezinye izimeyili eningazicelanga ku-${values.email}? Ukuqinisekiswa kokubhuka, izitifiketi nokusetha kabusha iphasiwedi kusathunyelwa uma nikucela.` : `Stop event reminders and other mail you did not ask for at ${values.email}? Booking confirmations, certificates and password resets are still sent when you ask for them.`;
export const resendAll = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stuur almal weer` : locale === "zu" ? `Thumela konke futhi` : `Resend all`;
