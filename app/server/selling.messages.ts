// Generated from selling.messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../lib/i18n/current-locale.ts";
import type { Locale } from "../lib/i18n/locales.ts";

export const orderMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bestelling bestaan nie.` : locale === "zu" ? `Leli oda alikho.` : `This order does not exist.`;
export const alreadyCancelled = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelling ${values.number} is reeds gekanselleer.` : locale === "zu" ? `I-oda ${values.number} selivele likhanseliwe.` : `Order ${values.number} is already cancelled.`;
export const quotationNothingToCancel = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.number} is 'n kwotasie: daar is niks om te kanselleer nie.` : locale === "zu" ? `U-${values.number} uyikhotheshini: akukho okufanele kukhanselwe.` : `${values.number} is a quotation: there is nothing to cancel.`;
export const chooseUncancelledSeat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n plek wat nog nie gekanselleer is nie.` : locale === "zu" ? `Khetha isihlalo esingakakhanselwa.` : `Choose a seat that is not cancelled yet.`;
export const unpaidCancelledWhole = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Onbetaalde bestelling word in geheel gekanselleer: kanselleer eerder die bestelling.` : locale === "zu" ? `I-oda elingakhokhelwe likhanselwa lonke: khansela i-oda esikhundleni salokho.` : `An unpaid order is cancelled as a whole: cancel the order instead.`;
export const seatsChanged = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie plekke het verander terwyl u hulle gekanselleer het. Probeer weer.` : locale === "zu" ? `Lezi zihlalo zishintshile ngesikhathi uzikhansela. Zama futhi.` : `These seats changed while you were cancelling them. Try again.`;
export const chooseCompanyCredit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies een van u maatskappy se krediete.` : locale === "zu" ? `Khetha elinye lamakhredithi enkampani yakho.` : `Choose one of your company's credits.`;
export const chooseYourCredit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies een van u krediete.` : locale === "zu" ? `Khetha elinye lamakhredithi akho.` : `Choose one of your credits.`;
export const noCreditsLeft = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U maatskappy het geen krediete oor vir hierdie item nie.` : locale === "zu" ? `Inkampani yakho ayinawo amakhredithi asele ale nto.` : `Your company has no credits left for this item.`;
export const alreadyStarted = (values: { item: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.item} het reeds begin: hierdie krediet kan nie meer toegeken word nie.` : locale === "zu" ? `I-${values.item} isiqalile: leli khredithi alisakwazi ukunikezwa.` : `${values.item} has already started: this credit can no longer be assigned.`;
export const alreadyHasSeat = (values: { item: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} het reeds 'n plek op ${values.item}.` : locale === "zu" ? `U-${values.name} usenaso isihlalo ku-${values.item}.` : `${values.name} already has a seat on ${values.item}.`;
export const creditJustAssigned = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand anders het hierdie krediet sopas toegeken. Probeer weer.` : locale === "zu" ? `Leli khredithi lisanda kunikezwa ngomunye umuntu. Zama futhi.` : `This credit was just assigned by someone else. Try again.`;
export const needsAccount = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} het 'n rekening op Campus nodig om ingeskryf te word.` : locale === "zu" ? `U-${values.name} udinga i-akhawunti ku-Campus ukuze abhaliswe.` : `${values.name} needs an account on Campus to be enrolled.`;
