// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { plural } from "../../lib/i18n/message-runtime.ts";

export const edit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig` : locale === "zu" ? `Hlela` : `Edit`;
export const editWhat = (values: { course: string | number; dates: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? ` ${values.course} op ${values.dates}` : locale === "zu" ? ` ${values.course} ngo-${values.dates}` : ` ${values.course} on ${values.dates}`;
export const colCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus` : locale === "zu" ? `Inkambo` : `Course`;
export const colDates = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Datums` : locale === "zu" ? `Izinsuku` : `Dates`;
export const colDuration = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Duur` : locale === "zu" ? `Isikhathi` : `Duration`;
export const colLocation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plek` : locale === "zu" ? `Indawo` : `Location`;
export const colManage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestuur` : locale === "zu" ? `Phatha` : `Manage`;
export const colDelivery = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanbieding` : locale === "zu" ? `Indlela yokwethulwa` : `Delivery`;
export const colPrice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Prys` : locale === "zu" ? `Intengo` : `Price`;
export const days = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} dag`, other: `${values.count} dae` }) : locale === "zu" ? plural(locale, values.count, { one: `usuku olu-${values.count}`, other: `izinsuku ezingu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} day`, other: `${values.count} days` });
export const onRequest = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Op aanvraag` : locale === "zu" ? `Ngesicelo` : `On request`;
export const pdfPhone = (values: { phone: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Foon ${values.phone}` : locale === "zu" ? `Ifoni ${values.phone}` : `Phone ${values.phone}`;
export const pdfWhatsApp = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `WhatsApp ${values.number}` : locale === "zu" ? `I-WhatsApp ${values.number}` : `WhatsApp ${values.number}`;
export const pdfEmail = (values: { email: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos ${values.email}` : locale === "zu" ? `I-imeyili ${values.email}` : `Email ${values.email}`;
export const pdfTitle = (values: { siteName: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.siteName} opleidingskedule` : locale === "zu" ? `Uhlelo lokuqeqeshwa lwe-${values.siteName}` : `${values.siteName} training schedule`;
export const pdfIntro = (values: { date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Openbare kursusse soos op ${values.date} geskeduleer. Datums kan verander; ons bevestig elke aanbieding per e-pos.` : locale === "zu" ? `Izinkambo zomphakathi njengoba zihlelwe ngo-${values.date}. Izinsuku zingashintsha; siqinisekisa inkambo ngayinye nge-imeyili.` : `Public courses as scheduled on ${values.date}. Dates may change; we confirm each run by email.`;
export const pdfNone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daar is tans geen kursusse geskeduleer nie. Kontak ons om 'n kursus binne-huis by u perseel te reël.` : locale === "zu" ? `Azikho izinkambo ezihleliwe okwamanje. Xhumana nathi ukuze sihlele inkambo endaweni yakho.` : `No courses are scheduled at the moment. Contact us to arrange an in-house at your premises course.`;
export const pdfInHouse = (values: { url: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Elke kursus word ook binne-huis by u perseel aangebied. Vra 'n kwotasie vir u span aan: ${values.url}` : locale === "zu" ? `Yonke inkambo iqhutshwa nasendaweni yakho. Cela ikhotheshini yethimba lakho: ${values.url}` : `Every course also runs in-house at your premises. Request a quote for your team: ${values.url}`;
export const pdfContact = (values: { siteName: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontak ${values.siteName}` : locale === "zu" ? `Xhumana ne-${values.siteName}` : `Contact ${values.siteName}`;
