// Generated from data-saver-switch.messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../lib/i18n/current-locale.ts";
import type { Locale } from "../lib/i18n/locales.ts";

export const dataSaverOn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Databespaarder: aan` : locale === "zu" ? `Ukonga idatha: kuvuliwe` : `Data saver: on`;
export const dataSaverOff = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Databespaarder: af` : locale === "zu" ? `Ukonga idatha: kuvaliwe` : `Data saver: off`;
export const turnOn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skakel die databespaarder aan` : locale === "zu" ? `Vula ukonga idatha` : `Turn the data saver on`;
export const turnOff = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skakel die databespaarder af` : locale === "zu" ? `Vala ukonga idatha` : `Turn the data saver off`;
