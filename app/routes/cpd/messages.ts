// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { plural } from "../../lib/i18n/message-runtime.ts";

export const courses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusse` : locale === "zu" ? `Izinkambo` : `Courses`;
export const addCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg kursus by` : locale === "zu" ? `Engeza inkambo` : `Add Course`;
export const editCourseTitle = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig ${values.name}` : locale === "zu" ? `Hlela ${values.name}` : `Edit ${values.name}`;
export const courseDetails = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusbesonderhede` : locale === "zu" ? `Imininingwane yenkambo` : `Course details`;
export const createCertificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skep sertifikaat` : locale === "zu" ? `Yenza isitifiketi` : `Create certificate`;
export const courseUpdated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus suksesvol bygewerk` : locale === "zu" ? `Inkambo ibuyekezwe ngempumelelo` : `Course updated successfully`;
export const pressGenerateCertificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebruik die knoppie Genereer sertifikaat op die kursusbesonderhede-bladsy.` : locale === "zu" ? `Sebenzisa inkinobho ethi Khiqiza isitifiketi ekhasini lemininingwane yenkambo.` : `Use the Generate Certificate button on the course details page.`;
export const pressIssueAllCertificates = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebruik die knoppie Reik alle sertifikate uit op die kursusbesonderhede-bladsy.` : locale === "zu" ? `Sebenzisa inkinobho ethi Khipha zonke izitifiketi ekhasini lemininingwane yenkambo.` : `Use the Issue all certificates button on the course details page.`;
export const searchCourses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek kursusse` : locale === "zu" ? `Sesha izinkambo` : `Search courses`;
export const searchCoursesPlaceholder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusnaam, kode, instrukteur of lokaal` : locale === "zu" ? `Igama lenkambo, ikhodi, umfundisi noma indawo` : `Course name, code, instructor or venue`;
export const search = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek` : locale === "zu" ? `Sesha` : `Search`;
export const noDataAvailable = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen data beskikbaar nie` : locale === "zu" ? `Ayikho idatha etholakalayo` : `No Data Available`;
export const noCourseMatches = (values: { query: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen kursus pas by “${values.query}” nie.` : locale === "zu" ? `Ayikho inkambo ehambisana no-“${values.query}”.` : `No course matches "${values.query}".`;
export const showAllCourses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wys alle kursusse` : locale === "zu" ? `Bonisa zonke izinkambo` : `Show all courses`;
export const instructorLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Instrukteur:` : locale === "zu" ? `Umfundisi:` : `Instructor:`;
export const locationLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ligging:` : locale === "zu" ? `Indawo:` : `Location:`;
export const enrolledCount = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.count} ingeskryf` : locale === "zu" ? `Ababhalisiwe abangu-${values.count}` : `${values.count} enrolled`;
export const viewDetailsOf = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bekyk besonderhede: ${values.name}` : locale === "zu" ? `Buka imininingwane: ${values.name}` : `View Details: ${values.name}`;
export const viewDetails = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bekyk besonderhede` : locale === "zu" ? `Buka imininingwane` : `View Details`;
export const expiringCertificates = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikate wat verval` : locale === "zu" ? `Izitifiketi eziphelelwa yisikhathi` : `Expiring certificates`;
export const expiringIntro = (values: { from: string | number; to: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikate waarvan die laaste geldige dag van ${values.from} tot ${values.to} val, die vroegste eerste. Elke persoon word 90, 30 en 7 dae vooraf herinner.` : locale === "zu" ? `Izitifiketi usuku lwazo lokugcina lokusebenza oluwela phakathi kuka-${values.from} no-${values.to}, ezisondele kakhulu kuqala. Umuntu ngamunye uyakhunjuzwa ezinsukwini ezingu-90, 30 no-7 ngaphambili.` : `Certificates whose last valid day falls from ${values.from} to ${values.to}, soonest first. Each person is reminded 90, 30 and 7 days before.`;
export const downloadCsv = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai CSV af` : locale === "zu" ? `Landa i-CSV` : `Download CSV`;
export const searchExpiring = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek volgens naam, e-pos, kursus of sertifikaatnommer` : locale === "zu" ? `Sesha ngegama, i-imeyili, inkambo noma inombolo yesitifiketi` : `Search by name, email, course or certificate number`;
export const certificateCount = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} sertifikaat`, other: `${values.count} sertifikate` }) : locale === "zu" ? plural(locale, values.count, { one: `isitifiketi esingu-${values.count}`, other: `izitifiketi ezingu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} certificate`, other: `${values.count} certificates` });
export const certificateCountMatching = (values: { count: number; search: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} sertifikaat wat by “${values.search}” pas`, other: `${values.count} sertifikate wat by “${values.search}” pas` }) : locale === "zu" ? plural(locale, values.count, { one: `isitifiketi esingu-${values.count} esihambisana no-“${values.search}”`, other: `izitifiketi ezingu-${values.count} ezihambisana no-“${values.search}”` }) : plural(locale, values.count, { one: `${values.count} certificate matching "${values.search}"`, other: `${values.count} certificates matching "${values.search}"` });
export const nothingExpiresSoon = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niks verval binnekort nie` : locale === "zu" ? `Akukho okuzophelelwa yisikhathi maduze` : `Nothing expires soon`;
export const noExpiringMatches = (values: { search: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen sertifikaat wat in die volgende 90 dae verval, pas by “${values.search}” nie.` : locale === "zu" ? `Asikho isitifiketi esiphelelwa yisikhathi ezinsukwini ezingu-90 ezizayo esihambisana no-“${values.search}”.` : `No certificate expiring in the next 90 days matches "${values.search}".`;
export const noneExpiring = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen sertifikaat verval in die volgende 90 dae nie.` : locale === "zu" ? `Asikho isitifiketi esiphelelwa yisikhathi ezinsukwini ezingu-90 ezizayo.` : `No certificate expires in the next 90 days.`;
export const pagesOfExpiring = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye van sertifikate wat verval` : locale === "zu" ? `Amakhasi ezitifiketi eziphelelwa yisikhathi` : `Pages of expiring certificates`;
export const userUpdated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebruiker suksesvol bygewerk` : locale === "zu" ? `Umsebenzisi ubuyekezwe ngempumelelo` : `User updated successfully`;
export const notEnrolled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie gebruiker is nie meer vir die kursus ingeskryf nie.` : locale === "zu" ? `Lo msebenzisi akasabhalisiwe kule nkambo.` : `This user is no longer enrolled on the course.`;
export const courseDetailsUpdated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusbesonderhede suksesvol bygewerk` : locale === "zu" ? `Imininingwane yenkambo ibuyekezwe ngempumelelo` : `Course details updated successfully`;
export const userAdded = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebruiker suksesvol bygevoeg` : locale === "zu" ? `Umsebenzisi wengezwe ngempumelelo` : `User added successfully`;
export const userRemoved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebruiker verwyder` : locale === "zu" ? `Umsebenzisi ukhishiwe` : `User removed`;
export const chooseCsvFile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies ’n CSV-lêer.` : locale === "zu" ? `Khetha ifayela le-CSV.` : `Choose a CSV file.`;
export const fileTooLarge = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die lêer is groter as 1 MB.` : locale === "zu" ? `Ifayela likhulu kuno-1 MB.` : `The file is larger than 1 MB.`;
export const usersImported = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} gebruiker ingevoer`, other: `${values.count} gebruikers ingevoer` }) : locale === "zu" ? plural(locale, values.count, { one: `Kungeniswe umsebenzisi ongu-${values.count}`, other: `Kungeniswe abasebenzisi abangu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} users imported`, other: `${values.count} users imported` });
export const certificateIssuedAndSent = (values: { email: string | number; number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaat ${values.number} is uitgereik en aan ${values.email} gestuur` : locale === "zu" ? `Isitifiketi ${values.number} sikhishiwe futhi sithunyelwe ku-${values.email}` : `Certificate ${values.number} issued and sent to ${values.email}`;
export const certificateIssued = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaat ${values.number} is uitgereik` : locale === "zu" ? `Isitifiketi ${values.number} sikhishiwe` : `Certificate ${values.number} issued`;
export const courseDetailsPageMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bladsy van die kursus se ingeskrewe gebruikers of sertifikate bestaan nie.` : locale === "zu" ? `Leli khasi labasebenzisi ababhalisiwe noma lezitifiketi zalesi sifundo alikho.` : `This page of the course's enrolled users or certificates does not exist.`;
