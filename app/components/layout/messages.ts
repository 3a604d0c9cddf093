// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const navHome = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tuis` : locale === "zu" ? `Ekhaya` : `Home`;
export const navAboutUs = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oor ons` : locale === "zu" ? `Mayelana nathi` : `About Us`;
export const navServices = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dienste` : locale === "zu" ? `Izinsizakalo` : `Services`;
export const navLearningCenter = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leersentrum` : locale === "zu" ? `Isikhungo sokufunda` : `Learning Center`;
export const navOnlineCourses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanlyn kursusse` : locale === "zu" ? `Izinkambo ze-inthanethi` : `Online Courses`;
export const navUpcomingEvents = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Komende geleenthede` : locale === "zu" ? `Imicimbi ezayo` : `Upcoming Events`;
export const navContactUs = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontak ons` : locale === "zu" ? `Xhumana nathi` : `Contact Us`;
export const signOut = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Meld af` : locale === "zu" ? `Phuma` : `Sign out`;
export const signedInAs = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aangemeld as ${values.name}` : locale === "zu" ? `Ungene njengo-${values.name}` : `Signed in as ${values.name}`;
export const accountMenu = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rekeningkieslys: ` : locale === "zu" ? `Imenyu ye-akhawunti: ` : `Account menu: `;
export const skipToContent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gaan na inhoud` : locale === "zu" ? `Yeqela kokuqukethwe` : `Skip to content`;
export const mainNavigation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoof` : locale === "zu" ? `Okuyinhloko` : `Main`;
export const mainNavigationPhone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoof (foon)` : locale === "zu" ? `Okuyinhloko (ifoni)` : `Main (phone)`;
export const myAccount = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `My rekening` : locale === "zu" ? `I-akhawunti yami` : `My Account`;
export const menu = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kieslys` : locale === "zu" ? `Imenyu` : `Menu`;
export const footerTraining = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opleiding en konsultasie` : locale === "zu" ? `Ukuqeqeshwa nokweluleka` : `Training and consulting`;
export const footerWhereWeWork = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Waar ons werk` : locale === "zu" ? `Lapho sisebenza khona` : `Where we work`;
export const footerAccreditation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Akkreditasiekursusse` : locale === "zu" ? `Izinkambo zokugunyazwa` : `Accreditation courses`;
export const footerCertification = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifiseringskursusse` : locale === "zu" ? `Izinkambo zezitifiketi` : `Certification courses`;
export const footerImprovement = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verbeterings- en ondersteuningskursusse` : locale === "zu" ? `Izinkambo zokuthuthukisa nokwesekwa` : `Improvement and support courses`;
export const footerOnline = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanlyn kursusse` : locale === "zu" ? `Izinkambo ze-inthanethi` : `Online courses`;
export const footerPaths = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leerpaaie` : locale === "zu" ? `Izindlela zokufunda` : `Learning paths`;
export const footerConsulting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Konsultasie` : locale === "zu" ? `Ukweluleka` : `Consulting`;
export const footerContactUs = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontak ons` : locale === "zu" ? `Xhumana nathi` : `Contact us`;
export const footerTerms = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebruiksvoorwaardes` : locale === "zu" ? `Imigomo yokusebenzisa` : `Terms of use`;
export const footerPhone = (values: { phone: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Foon ${values.phone}` : locale === "zu" ? `Ifoni ${values.phone}` : `Phone ${values.phone}`;
export const footerWhatsApp = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `WhatsApp ${values.number}` : locale === "zu" ? `I-WhatsApp ${values.number}` : `WhatsApp ${values.number}`;
