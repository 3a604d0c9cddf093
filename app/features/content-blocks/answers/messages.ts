// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";

export const chooseAnswerQuestion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies ’n antwoord op hierdie vraag.` : locale === "zu" ? `Khetha impendulo yalo mbuzo.` : `Choose an answer to this question.`;
export const chooseOneAnswers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies een van die antwoorde.` : locale === "zu" ? `Khetha enye yezimpendulo.` : `Choose one of the answers.`;
export const writeAnswerQuestion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skryf ’n antwoord op hierdie vraag.` : locale === "zu" ? `Bhala impendulo yalo mbuzo.` : `Write an answer to this question.`;
export const keepAnswerUnder = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hou u antwoord korter as ${values.count} karakters.` : locale === "zu" ? `Impendulo yakho mayingabi ngaphezu kwezinhlamvu ezingu-${values.count}.` : `Keep your answer under ${values.count} characters.`;
