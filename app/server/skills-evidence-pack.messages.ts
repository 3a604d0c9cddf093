// Generated from skills-evidence-pack.messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../lib/i18n/current-locale.ts";
import type { Locale } from "../lib/i18n/locales.ts";

export const thisCompanyHasNoSuch = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie maatskappy het nie so 'n werknemer nie.` : locale === "zu" ? `Le nkampani ayinaso isisebenzi esinjalo.` : `This company has no such employee.`;
export const thisYearHoldsTooMany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie jaar bevat te veel intervensies vir 'n pakket. Vra 'n administrateur.` : locale === "zu" ? `Lo nyaka unokungenelela okuningi kakhulu kwephakethe. Cela umlawuli.` : `This year holds too many interventions for a pack. Ask an administrator.`;
export const contentsFile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lêer` : locale === "zu" ? `Ifayela` : `File`;
export const contentsEvidence = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bewys` : locale === "zu" ? `Ubufakazi` : `Evidence`;
export const contentsAbout = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oor` : locale === "zu" ? `Mayelana` : `About`;
export const taxInvoice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Belastingfaktuur` : locale === "zu" ? `I-invoyisi yentela` : `Tax invoice`;
export const proofOfPayment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betalingsbewys` : locale === "zu" ? `Ubufakazi benkokhelo` : `Proof of payment`;
export const attendanceRegister = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bywoningsregister` : locale === "zu" ? `Irejista yokuba khona` : `Attendance register`;
export const noEvidence = (values: { label: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen bewyse is vir ${values.name} in die finansiële jaar ${values.label} gevind nie.` : locale === "zu" ? `Abukho ubufakazi obutholakele buka-${values.name} onyakeni wezimali ka-${values.label}.` : `No evidence was found for ${values.name} in the financial year ${values.label}.`;
