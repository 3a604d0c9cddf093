// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";

export const resetYourPassword = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Herstel u wagwoord` : locale === "zu" ? `Setha kabusha iphasiwedi yenu` : `Reset your password`;
export const chooseANewPassword = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n nuwe wagwoord` : locale === "zu" ? `Khethani iphasiwedi entsha` : `Choose a new password`;
export const hello = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hallo ${values.name},` : locale === "zu" ? `Sawubona ${values.name},` : `Hello ${values.name},`;
export const resetIntroduction = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand het gevra om die wagwoord van u Campus-rekening te herstel. As dit u was, kies 'n nuwe wagwoord met die skakel hieronder. Die skakel werk vir een uur.` : locale === "zu" ? `Othile ucele ukusetha kabusha iphasiwedi ye-akhawunti yenu ye-Campus. Uma kunguwe, khethani iphasiwedi entsha ngesixhumanisi esingezansi. Isixhumanisi sisebenza ihora elilodwa.` : `Someone asked to reset the password of your Campus account. If it was you, choose a new password with the link below. The link works for one hour.`;
export const resetIgnore = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `As u nie hiervoor gevra het nie, kan u hierdie e-pos ignoreer: u wagwoord bly soos dit is.` : locale === "zu" ? `Uma ningakucelanga lokhu, ningayinaki le imeyili: iphasiwedi yenu ihlala injalo.` : `If you did not ask for this, you can ignore this email: your password stays as it is.`;
export const resetSubject = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Herstel u Campus-wagwoord` : locale === "zu" ? `Setha kabusha iphasiwedi yenu ye-Campus` : `Reset your Campus password`;
