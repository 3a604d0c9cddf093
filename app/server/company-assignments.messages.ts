// Generated from company-assignments.messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../lib/i18n/current-locale.ts";
import type { Locale } from "../lib/i18n/locales.ts";
import { plural } from "../lib/i18n/message-runtime.ts";

export const course = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus: ${values.title}` : locale === "zu" ? `Inkambo: ${values.title}` : `Course: ${values.title}`;
export const learningPath = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leerpad: ${values.title}` : locale === "zu" ? `Indlela yokufunda: ${values.title}` : `Learning path: ${values.title}`;
export const paidCourse = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus: ${values.title} (betaal: gebruik 'n plekkrediet)` : locale === "zu" ? `Inkambo: ${values.title} (iyakhokhelwa: isebenzisa ikhredithi yesihlalo)` : `Course: ${values.title} (paid: uses a seat credit)`;
export const personEnrolledIn = (values: { name: string | number; title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} is ingeskryf vir ${values.title}` : locale === "zu" ? `U-${values.name} ubhaliswe ku-${values.title}` : `${values.name} is enrolled in ${values.title}`;
export const employeesEnrolledIn = (values: { count: number; title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} werknemer is ingeskryf vir ${values.title}`, other: `${values.count} werknemers is ingeskryf vir ${values.title}` }) : locale === "zu" ? plural(locale, values.count, { one: `Isisebenzi esingu-${values.count} sibhaliswe ku-${values.title}`, other: `Izisebenzi ezingu-${values.count} zibhaliswe ku-${values.title}` }) : plural(locale, values.count, { one: `${values.count} employee is enrolled in ${values.title}`, other: `${values.count} employees are enrolled in ${values.title}` });
export const enrolmentWithCredits = (values: { credits: string | number; enrolment: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.enrolment} (${values.credits})` : locale === "zu" ? `${values.enrolment} (${values.credits})` : `${values.enrolment} (${values.credits})`;
export const seatCreditsUsed = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} plekkrediet gebruik`, other: `${values.count} plekkrediete gebruik` }) : locale === "zu" ? plural(locale, values.count, { one: `kusetshenziswe ikhredithi yesihlalo engu-${values.count}`, other: `kusetshenziswe amakhredithi ezihlalo angu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} seat credit used`, other: `${values.count} seat credits used` });
