// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const enterAValidEmailAddress = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik 'n geldige e-posadres in` : locale === "zu" ? `Faka ikheli le-imeyili elilungile` : `Enter a valid email address`;
export const enterAMapLinkStarting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik 'n kaartskakel in wat met https:// begin` : locale === "zu" ? `Faka isixhumanisi samephu esiqala ngo-https://` : `Enter a map link starting with https://`;
export const enterTheWhatsappNumberWith = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik die WhatsApp-nommer met sy landkode in, bv. +27 82 555 0142` : locale === "zu" ? `Faka inombolo ye-WhatsApp nekhodi yayo yezwe, isib. +27 82 555 0142` : `Enter the WhatsApp number with its country code, e.g. +27 82 555 0142`;
export const enterTheAccountNumber6 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik die rekeningnommer in: 6 tot 16 syfers` : locale === "zu" ? `Faka inombolo ye-akhawunti: izinombolo ezi-6 kuya kwezi-16` : `Enter the account number: 6 to 16 digits`;
export const enterTheBranchCode6 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik die takkode in: 6 syfers` : locale === "zu" ? `Faka ikhodi yegatsha: izinombolo eziyisi-6` : `Enter the branch code: 6 digits`;
export const logoUrlIsTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Logo-URL is te lank` : locale === "zu" ? `I-URL yelogo yinde kakhulu` : `Logo URL is too long`;
export const emailAddressIsTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-posadres is te lank` : locale === "zu" ? `Ikheli le-imeyili lide kakhulu` : `Email address is too long`;
export const aboutTextMustBeAt = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oor-teks mag hoogstens 5 000 karakters wees` : locale === "zu" ? `Umbhalo othi Mayelana nathi kumele ube nezinhlamvu ezingu-5 000 kuphela` : `About text must be at most 5,000 characters`;
export const aboutTextIsRequired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oor-teks word vereis` : locale === "zu" ? `Umbhalo othi Mayelana nathi uyadingeka` : `About text is required`;
export const chooseATimeZoneFrom = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n tydsone uit die lys` : locale === "zu" ? `Khetha indawo yesikhathi ohlwini` : `Choose a time zone from the list`;
export const logoNotAnImage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai die logo as 'n prent op (PNG, JPEG, WebP of GIF)` : locale === "zu" ? `Phakela ilogo njengesithombe (PNG, JPEG, WebP noma GIF)` : `Upload the logo as an image (PNG, JPEG, WebP or GIF)`;
export const vatNumberFormat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die BTW-registrasienommer in: 10 syfers wat met 4 begin` : locale === "zu" ? `Faka inombolo yokubhaliswa ye-VAT: izinombolo eziyi-10 eziqala ngo-4` : `Enter the VAT registration number: 10 digits starting with 4`;
export const cancellationDaysRange = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n heelgetal dae van 0 tot 365 in` : locale === "zu" ? `Faka inombolo ephelele yezinsuku kusuka ku-0 kuya ku-365` : `Enter a whole number of days from 0 to 365`;
export const settingsChangedElsewhere = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand anders het die instellings gestoor terwyl u besig was om te wysig. U veranderinge is nog in die vorm: herlaai die bladsy om hulle s'n te sien, en stoor dan weer.` : locale === "zu" ? `Omunye umuntu ulondoloze izilungiselelo ngesikhathi usahlela. Izinguquko zakho zisesefomini: layisha kabusha ikhasi ukuze ubone ezabo, bese ulondoloza futhi.` : `Someone else saved the settings while you were editing. Your changes are still in the form: reload the page to see theirs, then save again.`;
export const fieldPhone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Telefoon` : locale === "zu" ? `Ucingo` : `Phone`;
export const fieldEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const fieldAddress = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Adres` : locale === "zu" ? `Ikheli` : `Address`;
export const fieldMapLink = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kaartskakel` : locale === "zu" ? `Isixhumanisi sebalazwe` : `Map link`;
export const fieldOfficeHours = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kantoorure` : locale === "zu" ? `Amahora omsebenzi` : `Office hours`;
export const fieldWhatsappNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `WhatsApp-nommer` : locale === "zu" ? `Inombolo ye-WhatsApp` : `WhatsApp number`;
export const fieldRegisteredName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geregistreerde naam` : locale === "zu" ? `Igama elibhalisiwe` : `Registered name`;
export const fieldBank = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bank` : locale === "zu" ? `Ibhange` : `Bank`;
export const fieldAccountName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rekeningnaam` : locale === "zu" ? `Igama le-akhawunti` : `Account name`;
export const fieldSiteName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Werfnaam` : locale === "zu" ? `Igama lesayithi` : `Site name`;
