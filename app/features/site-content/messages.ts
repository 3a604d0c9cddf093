// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const trainings = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opleiding` : locale === "zu" ? `Ukuqeqeshwa` : `Trainings`;
export const categoryCourses = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name}-kursusse` : locale === "zu" ? `Izinkambo ze-${values.name}` : `${values.name} courses`;
export const whatWeDo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wat ons doen` : locale === "zu" ? `Esikwenzayo` : `What we do`;
export const ourServices = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ons dienste` : locale === "zu" ? `Izinsizakalo zethu` : `Our services`;
export const bookConsulting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bespreek 'n konsultasie-afspraak` : locale === "zu" ? `Bhuka i-aphoyintimenti yokwelulekwa` : `Book a consulting appointment`;
export const upcomingTrainings = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Komende opleiding` : locale === "zu" ? `Ukuqeqeshwa okuzayo` : `Upcoming trainings`;
export const fullSchedule = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Volledige opleidingskedule` : locale === "zu" ? `Uhlelo lokuqeqeshwa oluphelele` : `Full training schedule`;
export const whereWeWork = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Waar ons werk` : locale === "zu" ? `Lapho sisebenza khona` : `Where we work`;
export const ourClients = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ons kliënte` : locale === "zu" ? `Amakhasimende ethu` : `Our clients`;
export const previewNotPublished = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voorskou — nie gepubliseer nie` : locale === "zu" ? `Ukubuka kuqala — akushicilelwe` : `Preview — not published`;
export const previewVisitorsSee = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Besoekers sien steeds die gepubliseerde bladsy.` : locale === "zu" ? `Izivakashi zisabona ikhasi elishicilelwe.` : `Visitors still see the published page.`;
export const backToEditor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na die redigeerder` : locale === "zu" ? `Buyela kumhleli` : `Back to the editor`;
