// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";
import { plural } from "../../../lib/i18n/message-runtime.ts";

export const pageTitle = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vertalings: ${values.course}` : locale === "zu" ? `Ukuhumusha: ${values.course}` : `Translations: ${values.course}`;
export const pageTitleShort = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusvertalings` : locale === "zu" ? `Ukuhumushwa kwenkambo` : `Course translations`;
/** Button in the course editor's and settings' top bar */
export const translationsLink = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vertalings` : locale === "zu" ? `Ukuhumusha` : `Translations`;
export const backToSettings = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na die instellings` : locale === "zu" ? `Buyela kuzilungiselelo` : `Back to the settings`;
export const courseLanguageHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursustaal` : locale === "zu" ? `Ulimi lwenkambo` : `Course language`;
export const courseLanguageLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die kursus is geskryf in` : locale === "zu" ? `Inkambo ibhalwe nge` : `The course is written in`;
export const courseLanguageHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leerders wat 'n ander taal gekies het, sien 'n vertaling waar daar een is, en andersins die kursus in hierdie taal.` : locale === "zu" ? `Abafundi abakhethe olunye ulimi babona ukuhumusha lapho kukhona khona, uma kungenjalo babone inkambo ngalolu limi.` : `Learners who chose another language see a translation where there is one, and the course in this language otherwise.`;
export const saveLanguage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor taal` : locale === "zu" ? `Londoloza ulimi` : `Save language`;
export const languageSaved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Taal gestoor` : locale === "zu" ? `Ulimi lulondoloziwe` : `Language saved`;
export const translateInto = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vertaal in` : locale === "zu" ? `Humushela ku` : `Translate into`;
export const languageProgress = (values: { language: string | number; total: string | number; translated: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.language}: ${values.translated} van ${values.total} vertaal` : locale === "zu" ? `${values.language}: okungu-${values.translated} kokungu-${values.total} kuhunyushiwe` : `${values.language}: ${values.translated} of ${values.total} translated`;
export const outdatedCount = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} verouderd`, other: `${values.count} verouderd` }) : locale === "zu" ? plural(locale, values.count, { one: `${values.count} okudala`, other: `${values.count} okudala` }) : plural(locale, values.count, { one: `${values.count} outdated`, other: `${values.count} outdated` });
export const chooseLanguageFirst = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n taal om die kursus in te vertaal.` : locale === "zu" ? `Khetha ulimi ozohumushela kulo inkambo.` : `Choose a language to translate the course into.`;
export const courseHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus` : locale === "zu" ? `Inkambo` : `Course`;
export const chapterLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoofstuk` : locale === "zu" ? `Isahluko` : `Chapter`;
export const chapterTranslated = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.title} (vertaal)` : locale === "zu" ? `${values.title} (kuhunyushiwe)` : `${values.title} (translated)`;
export const noChapters = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kursus het nog geen hoofstukke nie.` : locale === "zu" ? `Le nkambo ayinazo izahluko okwamanje.` : `This course has no chapters yet.`;
export const chapterRegion = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoofstuk: ${values.title}` : locale === "zu" ? `Isahluko: ${values.title}` : `Chapter: ${values.title}`;
export const lessonRegion = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Les: ${values.title}` : locale === "zu" ? `Isifundo: ${values.title}` : `Lesson: ${values.title}`;
/** The name of one content block's translation form: the lesson's title, then the block's title */
export const blockRegion = (values: { block: string | number; lesson: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.lesson}, ${values.block}` : locale === "zu" ? `${values.lesson}, ${values.block}` : `${values.lesson}, ${values.block}`;
export const untitledBlock = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Inhoudsblok ${values.number}` : locale === "zu" ? `Ibhulokhi yokuqukethwe ${values.number}` : `Content block ${values.number}`;
export const original = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oorspronklik` : locale === "zu" ? `Okwangempela` : `Original`;
export const titleIn = (values: { language: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Titel in ${values.language}` : locale === "zu" ? `Isihloko nge-${values.language}` : `Title in ${values.language}`;
export const descriptionIn = (values: { language: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Beskrywing in ${values.language}` : locale === "zu" ? `Incazelo nge-${values.language}` : `Description in ${values.language}`;
export const textIn = (values: { language: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Teks in ${values.language}` : locale === "zu" ? `Umbhalo nge-${values.language}` : `Text in ${values.language}`;
export const questionIn = (values: { language: string | number; number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vraag ${values.number} in ${values.language}` : locale === "zu" ? `Umbuzo ${values.number} nge-${values.language}` : `Question ${values.number} in ${values.language}`;
export const optionIn = (values: { language: string | number; number: string | number; question: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opsie ${values.number} van vraag ${values.question} in ${values.language}` : locale === "zu" ? `Isinketho ${values.number} sombuzo ${values.question} nge-${values.language}` : `Option ${values.number} of question ${values.question} in ${values.language}`;
export const fileNotTranslated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die lêer, skakel en instellings bly die oorspronklike s'n; net die titel word vertaal.` : locale === "zu" ? `Ifayela, isixhumanisi nezilungiselelo kuhlala kungokwangempela; kuhunyushwa isihloko kuphela.` : `The file, link and settings stay the original's; only the title is translated.`;
export const saveTranslation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor vertaling` : locale === "zu" ? `Londoloza ukuhumusha` : `Save translation`;
export const translationSaved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vertaling gestoor` : locale === "zu" ? `Ukuhumusha kulondoloziwe` : `Translation saved`;
export const missing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ontbreek` : locale === "zu" ? `Akukho` : `Missing`;
export const translated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vertaal` : locale === "zu" ? `Kuhunyushiwe` : `Translated`;
export const outdated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verouderd` : locale === "zu" ? `Kudala` : `Outdated`;
export const outdatedHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die oorspronklike het verander sedert hierdie vertaling: gaan dit na en stoor weer.` : locale === "zu" ? `Okwangempela kushintshile selokhu kwenziwa lokhu kuhumusha: kuhlole bese ulondoloza futhi.` : `The original changed since this translation: check it and save again.`;
export const reload = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai weer` : locale === "zu" ? `Layisha kabusha` : `Reload`;
export const noLessonsInChapter = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie hoofstuk het nog geen lesse nie.` : locale === "zu" ? `Lesi sahluko asinazo izifundo okwamanje.` : `This chapter has no lessons yet.`;
