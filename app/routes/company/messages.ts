// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const chooseAnEmployeeToRemove = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n werknemer om te verwyder` : locale === "zu" ? `Khetha isisebenzi ozosisusa` : `Choose an employee to remove`;
export const backToMyLearning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na My leer` : locale === "zu" ? `Buyela kokuthi Ukufunda kwami` : `Back to My learning`;
export const unknownAction = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onbekende aksie` : locale === "zu" ? `Isenzo esingaziwa` : `Unknown action`;
export const uploadTheFileOnThe = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai die lêer op die bladsy Voer werknemers in op.` : locale === "zu" ? `Layisha ifayela ekhasini elithi Ngenisa izisebenzi.` : `Upload the file on the Import employees page.`;
export const backToMyCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na My maatskappy` : locale === "zu" ? `Buyela kokuthi Inkampani yami` : `Back to My company`;
export const groupsAndEnrolments = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Groepe en inskrywings` : locale === "zu" ? `Amaqembu nokubhaliswa` : `Groups and enrolments`;
export const companyOrdersAndInvoices = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maatskappybestellings en -fakture` : locale === "zu" ? `Ama-oda nama-invoyisi enkampani` : `Company orders and invoices`;
export const myCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `My maatskappy` : locale === "zu" ? `Inkampani yami` : `My company`;
export const youAreATrainingManager = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U is 'n opleidingsbestuurder van hierdie maatskappye:` : locale === "zu" ? `Ningumphathi wokuqeqeshwa walezi zinkampani:` : `You are a training manager of these companies:`;
export const chooseAnEmployeeForThe = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n werknemer vir die bewyspakket.` : locale === "zu" ? `Khetha isisebenzi sephakethe lobufakazi.` : `Choose an employee for the evidence pack.`;
export const nowHasASeatOn = (values: { description: string | number; note: string | number; personName: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.personName} het nou 'n plek op ${values.description}${values.note}` : locale === "zu" ? `U-${values.personName} manje unesihlalo ku-${values.description}${values.note}` : `${values.personName} now has a seat on ${values.description}${values.note}`;
export const employee = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Werknemer` : locale === "zu" ? `Isisebenzi` : `Employee`;
export const importEmployees = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer werknemers in` : locale === "zu" ? `Ngenisa izisebenzi` : `Import employees`;
export const employees = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Werknemers: ${values.name}` : locale === "zu" ? `Izisebenzi: ${values.name}` : `Employees: ${values.name}`;
export const employees2 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Werknemers` : locale === "zu" ? `Izisebenzi` : `Employees`;
export const removedMembersKeepWhatThey = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder: lede behou waarvoor hulle ingeskryf is` : locale === "zu" ? `Kususiwe: amalungu agcina lokho abebhaliswe kukho` : `Removed: members keep what they were enrolled in`;
export const groups = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Groepe: ${values.name}` : locale === "zu" ? `Amaqembu: ${values.name}` : `Groups: ${values.name}`;
export const groups2 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Groepe` : locale === "zu" ? `Amaqembu` : `Groups`;
export const skillsDevelopmentReporting = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verslaggewing oor vaardigheidsontwikkeling: ${values.name}` : locale === "zu" ? `Ukubika ngokuthuthukiswa kwamakhono: ${values.name}` : `Skills development reporting: ${values.name}`;
export const skillsDevelopmentReporting2 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verslaggewing oor vaardigheidsontwikkeling` : locale === "zu" ? `Ukubika ngokuthuthukiswa kwamakhono` : `Skills development reporting`;
export const statement = (values: { companyName: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `State: ${values.companyName}` : locale === "zu" ? `Isitatimende: ${values.companyName}` : `Statement: ${values.companyName}`;
export const statement2 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `State` : locale === "zu" ? `Isitatimende` : `Statement`;
export const myCompany2 = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `My maatskappy: ${values.name}` : locale === "zu" ? `Inkampani yami: ${values.name}` : `My company: ${values.name}`;
export const chooseEmployeesCsv = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n CSV-lêer van werknemers (kolomme name,email).` : locale === "zu" ? `Khetha ifayela le-CSV lezisebenzi (amakholomu name,email).` : `Choose a CSV file of employees (columns name,email).`;
