// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const reasonTooLong = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die rede mag hoogstens ${values.max} karakters lank wees.` : locale === "zu" ? `Isizathu akufanele sidlule izinhlamvu ezingu-${values.max}.` : `The reason must be at most ${values.max} characters.`;
export const staffMailHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Versoek om persoonlike data te skrap` : locale === "zu" ? `Isicelo sokususa idatha yomuntu siqu` : `A request to delete personal data`;
export const staffMailBody = (values: { email: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} (${values.email}) het gevra dat hul persoonlike data geskrap word. POPIA verwag 'n antwoord sonder onnodige vertraging.` : locale === "zu" ? `U-${values.name} (${values.email}) ucele ukuthi idatha yakhe yomuntu siqu isuswe. I-POPIA ilindele impendulo ngaphandle kokubambezeleka okungadingekile.` : `${values.name} (${values.email}) asked for their personal data to be deleted. POPIA expects an answer without undue delay.`;
export const staffMailReason = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rede` : locale === "zu" ? `Isizathu` : `Reason`;
export const staffMailAction = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak die skrapversoeke oop` : locale === "zu" ? `Vula izicelo zokususa` : `Open the deletion requests`;
export const staffMailSubject = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skrapversoek van ${values.name}` : locale === "zu" ? `Isicelo sokususa esivela ku-${values.name}` : `Deletion request from ${values.name}`;
export const requestMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie skrapversoek bestaan nie.` : locale === "zu" ? `Lesi sicelo sokususa asikho.` : `This deletion request does not exist.`;
export const requestHandled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie versoek is reeds hanteer.` : locale === "zu" ? `Lesi sicelo sesivele siphathwe.` : `This request has already been handled.`;
export const tooManyDataDownloads = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het u data die afgelope uur verskeie kere afgelaai. Probeer asseblief oor 'n uur weer.` : locale === "zu" ? `Ulande idatha yakho izikhathi eziningana ehoreni eledlule. Sicela uzame futhi emva kwehora.` : `You have downloaded your data several times in the last hour. Please try again in an hour.`;
export const accessExport = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uitvoer` : locale === "zu" ? `Ukuthumela ngaphandle` : `Export`;
export const accessOwnDownload = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aflaai van eie data` : locale === "zu" ? `Ukulanda idatha yakho` : `Own data download`;
export const accessErasure = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uitwissing` : locale === "zu" ? `Ukusula` : `Erasure`;
export const retentionMonths = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n heelgetal maande van 1 tot 240 in, of laat dit leeg om hulle te hou` : locale === "zu" ? `Faka inombolo ephelele yezinyanga kusuka ku-1 kuya ku-240, noma ushiye kungenalutho ukuze uzigcine` : `Enter a whole number of months from 1 to 240, or leave it empty to keep them`;
