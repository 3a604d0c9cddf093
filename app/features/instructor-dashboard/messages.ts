// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const notFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie gevind nie` : locale === "zu" ? `Akutholakalanga` : `Not found`;
export const contactForm = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontakvorm` : locale === "zu" ? `Ifomu lokuxhumana` : `Contact form`;
export const contactFormDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Boodskappe gestuur vanaf Kontak Ons.` : locale === "zu" ? `Imilayezo ethunyelwe kusuka ku-Xhumana Nathi.` : `Messages sent from Contact Us.`;
export const openInEnquiries = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak oop in navrae` : locale === "zu" ? `Vula emibuzweni` : `Open in enquiries`;
export const consultingAppointment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Konsultasie-afspraak` : locale === "zu" ? `Isikhathi sokubonisana` : `Consulting appointment`;
export const consultingDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Afspraakversoeke (terreinbesoek, virtueel of per telefoon).` : locale === "zu" ? `Izicelo zesikhathi sokubonana (ukuvakashela isiza, nge-inthanethi noma ngocingo).` : `Appointment requests (site visit, virtual or by telephone).`;
export const quoteRequests = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kwotasieversoeke` : locale === "zu" ? `Izicelo zekhotheshini` : `Quote requests`;
export const quoteDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Versoeke vir opleidingskwotasies vanaf die Leersentrum en kursusbladsye.` : locale === "zu" ? `Izicelo zekhotheshini yokuqeqeshwa ezivela esikhungweni sokufunda nasemakhasini ezinkambo.` : `Training quote requests from the Learning Center and course pages.`;
export const eventRegistration = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geleentheidregistrasie` : locale === "zu" ? `Ukubhalisela umcimbi` : `Event registration`;
export const eventDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Webinaar- en geleentheidbesprekings.` : locale === "zu" ? `Ukubhuka iwebhina nemicimbi.` : `Webinar and event bookings.`;
export const manageEvents = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestuur geleenthede` : locale === "zu" ? `Phatha imicimbi` : `Manage events`;
