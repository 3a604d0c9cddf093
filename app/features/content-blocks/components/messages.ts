// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";

export const deleteBlock = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skrap ${values.label}` : locale === "zu" ? `Susa ${values.label}` : `Delete ${values.label}`;
export const contentTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Inhoudstitel` : locale === "zu" ? `Isihloko sokuqukethwe` : `Content title`;
export const optionalShownAboveContent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opsioneel, bo die inhoud gewys` : locale === "zu" ? `Akuphoqelekile, kuboniswa ngaphezu kokuqukethwe` : `Optional, shown above the content`;
export const notSaved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie gestoor nie` : locale === "zu" ? `Akulondoloziwe` : `Not saved`;
export const reloadThisContent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai hierdie inhoud weer` : locale === "zu" ? `Layisha kabusha lokhu okuqukethwe` : `Reload this content`;
export const chooseContentType = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies ’n inhoudstipe` : locale === "zu" ? `Khetha uhlobo lokuqukethwe` : `Choose a content type`;
export const retry = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Probeer weer` : locale === "zu" ? `Zama futhi` : `Retry`;
export const saving = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor tans…` : locale === "zu" ? `Kuyalondolozwa…` : `Saving…`;
export const saved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gestoor` : locale === "zu" ? `Kulondoloziwe` : `Saved`;
export const unreachable = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie gestoor nie: die bediener kon nie bereik word nie. Kontroleer u verbinding en probeer dan weer.` : locale === "zu" ? `Akulondoloziwe: iseva ayifinyeleleki. Hlola uxhumano lwakho, bese uzama futhi.` : `Not saved: the server could not be reached. Check your connection, then Retry.`;
export const notSavedServerSaid = (values: { text: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie gestoor nie: ${values.text}. Probeer weer, of laai die bladsy weer as dit aanhou misluk.` : locale === "zu" ? `Akulondoloziwe: ${values.text}. Zama futhi, noma ulayishe kabusha ikhasi uma kuqhubeka kwehluleka.` : `Not saved: ${values.text}. Retry, or reload the page if it keeps failing.`;
export const notSavedStatus = (values: { status: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie gestoor nie (die bediener het ${values.status} geantwoord). Probeer weer, of laai die bladsy weer as dit aanhou misluk.` : locale === "zu" ? `Akulondoloziwe (iseva iphendule ngo-${values.status}). Zama futhi, noma ulayishe kabusha ikhasi uma kuqhubeka kwehluleka.` : `Not saved (the server answered ${values.status}). Retry, or reload the page if it keeps failing.`;
export const unknownLessonType = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onbekende lestipe` : locale === "zu" ? `Uhlobo lwesifundo olungaziwa` : `Unknown Lesson Type`;
