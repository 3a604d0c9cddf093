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
