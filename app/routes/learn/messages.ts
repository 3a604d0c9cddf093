// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const notFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie gevind nie` : locale === "zu" ? `Akutholakalanga` : `Not Found`;
export const packageSLaunchLinkExpired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie pakket se beginskakel het verval of is nie joune nie. Laai die les weer.` : locale === "zu" ? `Isixhumanisi sokuqalisa sale phakheji siphelelwe yisikhathi noma akusona esakho. Layisha kabusha isifundo.` : `This package's launch link has expired or is not yours. Reload the lesson.`;
export const lessonNoCmi5CourseLaunch = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie les het geen cmi5-kursus om te begin nie.` : locale === "zu" ? `Lesi sifundo asinayo inkambo ye-cmi5 yokuqalisa.` : `This lesson has no cmi5 course to launch.`;
export const chooseUnitLaunchAuid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies die eenheid om te begin (auId).` : locale === "zu" ? `Khetha iyunithi ozoyiqalisa (auId).` : `Choose the unit to launch (auId).`;
export const invitationLinkNotCompleteOpen = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie uitnodigingskakel is nie volledig nie. Maak dit weer oop vanuit u e-pos.` : locale === "zu" ? `Lesi sixhumanisi sesimemo asiphelele. Siphinde usivule ku-imeyili yakho.` : `This invitation link is not complete. Open it again from your email.`;
export const companyInvitation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maatskappy-uitnodiging` : locale === "zu" ? `Isimemo senkampani` : `Company invitation`;
export const backMyLearning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na My leerwerk` : locale === "zu" ? `Buyela ku-Ukufunda kwami` : `Back to My learning`;
export const unknownAction = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onbekende aksie.` : locale === "zu" ? `Isenzo esingaziwa.` : `Unknown action.`;
export const course = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus` : locale === "zu" ? `Inkambo` : `Course`;
export const checkFieldsMarkedBelow = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontroleer die velde hieronder gemerk.` : locale === "zu" ? `Hlola izinkambu ezimakwe ngezansi.` : `Check the fields marked below.`;
export const myCpd = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `My CPD` : locale === "zu" ? `I-CPD yami` : `My CPD`;
export const backHomePage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na die tuisblad` : locale === "zu" ? `Buyela ekhasini lasekhaya` : `Back to the home page`;
export const myLearning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `My leerwerk` : locale === "zu" ? `Ukufunda kwami` : `My learning`;
export const detailsSkillsReporting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Besonderhede vir vaardigheidsverslae` : locale === "zu" ? `Imininingwane yokubika ngamakhono` : `Details for skills reporting`;
