// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";
import { plural } from "../../../lib/i18n/message-runtime.ts";

export const courseMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kursus bestaan nie.` : locale === "zu" ? `Le nkambo ayikho.` : `This course does not exist.`;
export const learnerMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie leerder bestaan nie.` : locale === "zu" ? `Lo mfundi akekho.` : `This learner does not exist.`;
export const noRecordInCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie persoon het geen rekord in hierdie kursus nie.` : locale === "zu" ? `Lo muntu akanalo irekhodi kule nkambo.` : `This person has no record in this course.`;
export const notAttempted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `nie gepoog nie` : locale === "zu" ? `akuzanywanga` : `not attempted`;
export const attempts = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} poging`, other: `${values.count} pogings` }) : locale === "zu" ? plural(locale, values.count, { one: `umzamo ongu-${values.count}`, other: `imizamo engu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} attempt`, other: `${values.count} attempts` });
export const awaitingMarkingTries = (values: { tries: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `wag om nagesien te word (${values.tries})` : locale === "zu" ? `kulinde ukumakwa (${values.tries})` : `awaiting marking (${values.tries})`;
export const scoreTries = (values: { best: string | number; max: string | number; tries: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.best}/${values.max} (${values.tries})` : locale === "zu" ? `${values.best}/${values.max} (${values.tries})` : `${values.best}/${values.max} (${values.tries})`;
export const scoreTriesAwaiting = (values: { best: string | number; max: string | number; tries: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.best}/${values.max} (${values.tries}), wag om nagesien te word` : locale === "zu" ? `${values.best}/${values.max} (${values.tries}), kulinde ukumakwa` : `${values.best}/${values.max} (${values.tries}), awaiting marking`;
export const cellNotSubmitted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `nie ingedien nie` : locale === "zu" ? `akuthunyelwanga` : `not submitted`;
export const cellAwaitingMarking = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `wag om nagesien te word` : locale === "zu" ? `kulinde ukumakwa` : `awaiting marking`;
export const cellCompetent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `bekwaam` : locale === "zu" ? `unekhono` : `competent`;
export const cellNotYetCompetent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `nog nie bekwaam nie` : locale === "zu" ? `akakabi nekhono` : `not yet competent`;
export const cellMarked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `nagesien` : locale === "zu" ? `kumakiwe` : `marked`;
export const csvName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Naam` : locale === "zu" ? `Igama` : `Name`;
export const csvEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const csvEnrolled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ingeskryf` : locale === "zu" ? `Ubhalisile` : `Enrolled`;
export const csvLessonsCompleted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lesse voltooi` : locale === "zu" ? `Izifundo eziqediwe` : `Lessons completed`;
export const csvQuizColumn = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vasvra: ${values.title}` : locale === "zu" ? `Isivivinyo: ${values.title}` : `Quiz: ${values.title}`;
export const csvAssignmentColumn = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opdrag: ${values.title}` : locale === "zu" ? `Umsebenzi: ${values.title}` : `Assignment: ${values.title}`;
export const csvCompleted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voltooi` : locale === "zu" ? `Kuqediwe` : `Completed`;
export const csvCertificateNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaatnommer` : locale === "zu" ? `Inombolo yesitifiketi` : `Certificate number`;
