// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const sitemapPageMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bladsy van die werfkaart bestaan nie.` : locale === "zu" ? `Leli khasi le-sitemap alikho.` : `This page of the sitemap does not exist.`;
export const breadcrumbHome = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tuis` : locale === "zu" ? `Ekhaya` : `Home`;
