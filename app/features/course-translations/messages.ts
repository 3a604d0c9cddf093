// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const staleTranslation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand anders het hierdie vertaling gestoor nadat u dit oopgemaak het. Laai weer om hul weergawe te sien voordat u joune stoor.` : locale === "zu" ? `Omunye umuntu ulondoloze lokhu kuhumusha selokhu wakuvula. Layisha kabusha ubone okwakhe ngaphambi kokuba ulondoloze okwakho.` : `Someone else saved this translation since you opened it. Reload to see their version before you save yours.`;
export const staleCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die kursus is deur iemand anders verander nadat u dit oopgemaak het. Laai weer en kies weer.` : locale === "zu" ? `Inkambo ishintshwe ngomunye umuntu selokhu wayivula. Layisha kabusha bese ukhetha futhi.` : `The course was changed by someone else since you opened it. Reload and choose again.`;
export const itemMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie deel van die kursus bestaan nie meer nie. Dit is dalk geskrap.` : locale === "zu" ? `Le ngxenye yenkambo ayisekho. Kungenzeka ukuthi isusiwe.` : `This part of the course no longer exists. It may have been deleted.`;
export const chooseLanguage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies Engels, Afrikaans of isiZulu.` : locale === "zu" ? `Khetha isiNgisi, isiBhunu noma isiZulu.` : `Choose English, Afrikaans or isiZulu.`;
export const translateIntoOwnLanguage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die kursus is reeds in hierdie taal geskryf: kies 'n ander taal om in te vertaal.` : locale === "zu" ? `Inkambo isivele ibhalwe ngalolu limi: khetha olunye ulimi ozohumushela kulo.` : `The course is already written in this language: choose another language to translate into.`;
export const titleRequired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik die vertaalde titel in.` : locale === "zu" ? `Bhala isihloko esihunyushiwe.` : `Enter the translated title.`;
export const titleTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die titel is te lank.` : locale === "zu" ? `Isihloko side kakhulu.` : `The title is too long.`;
export const textTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die teks is te lank.` : locale === "zu" ? `Umbhalo mude kakhulu.` : `The text is too long.`;
export const sameQuestionsRequired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Vertaling moet dieselfde vrae en opsies as die oorspronklike hê. Laai weer om die oorspronklike se vrae te sien.` : locale === "zu" ? `Ukuhumusha kumele kube nemibuzo nezinketho ezifanayo nezokuqala. Layisha kabusha ubone imibuzo yokuqala.` : `A translation must have the same questions and options as the original. Reload to see the original's questions.`;
export const wordingRequired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik die vertaling van elke vraag en opsie in.` : locale === "zu" ? `Bhala ukuhunyushwa kwawo wonke umbuzo nesinketho.` : `Enter the translation of every question and option.`;
export const versionLost = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vorm het die weergawe verloor waarin dit oopgemaak is. Laai die bladsy weer en probeer weer.` : locale === "zu" ? `Leli fomu lilahlekelwe inguqulo elavulwa ngayo. Layisha kabusha ikhasi bese uzama futhi.` : `This form lost the version it was opened at. Reload the page and try again.`;
