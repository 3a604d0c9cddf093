// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";

export const drawCount = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Trek 'n heelgetal vrae van 1 tot 100.` : locale === "zu" ? `Khetha inani eliphelele lemibuzo kusuka ku-1 kuya ku-100.` : `Draw a whole number of questions from 1 to 100.`;
export const atMost100 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Vasvra vra hoogstens 100 vrae.` : locale === "zu" ? `Isivivinyo sibuza imibuzo engekho ngaphezu kwe-100.` : `A quiz asks at most 100 questions.`;
export const atMost20Categories = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Trek uit hoogstens twintig kategorieë.` : locale === "zu" ? `Khetha ezigabeni ezingekho ngaphezu kwamashumi amabili.` : `Draw from at most twenty categories.`;
export const timeLimitRange = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die tydsbeperking in hele minute van 1 tot 600 in.` : locale === "zu" ? `Faka umkhawulo wesikhathi ngemizuzu ephelele kusuka ku-1 kuya ku-600.` : `Enter the time limit in whole minutes from 1 to 600.`;
export const attemptsRange = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die aantal pogings in as 'n heelgetal van 1 tot 100.` : locale === "zu" ? `Faka inani lemizamo njengenombolo ephelele kusuka ku-1 kuya ku-100.` : `Enter the number of attempts as a whole number from 1 to 100.`;
export const passMarkRange = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die slaagpunt in as 'n heelgetal van 1 tot 100.` : locale === "zu" ? `Faka amamaki okuphumelela njengenombolo ephelele kusuka ku-1 kuya ku-100.` : `Enter the pass mark as a whole number from 1 to 100.`;
export const chooseReview = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies wanneer die antwoorde gewys word.` : locale === "zu" ? `Khetha ukuthi izimpendulo ziboniswa nini.` : `Choose when the answers are shown.`;
export const questionTwice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Vraag is twee keer gekies.` : locale === "zu" ? `Umbuzo ukhethwe kabili.` : `A question is chosen twice.`;
export const categoryTwice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Kategorie is twee keer gekies: gee dit een aantal vrae.` : locale === "zu" ? `Isigaba sikhethwe kabili: sinike inani elilodwa lemibuzo.` : `A category is chosen twice: give it one number of questions.`;
