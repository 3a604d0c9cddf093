// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";

export const changePassword = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verander wagwoord` : locale === "zu" ? `Shintsha iphasiwedi` : `Change password`;
export const youStaySignedInHere = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U bly hier aangemeld; elke ander toestel waarop u aangemeld is, word afgemeld.` : locale === "zu" ? `Nihlala ningene lapha; yonke enye idivayisi eningene kuyo iyakhishwa.` : `You stay signed in here; every other device where you are signed in is signed out.`;
export const currentPassword = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Huidige wagwoord` : locale === "zu" ? `Iphasiwedi yamanje` : `Current password`;
export const newPassword = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuwe wagwoord` : locale === "zu" ? `Iphasiwedi entsha` : `New password`;
export const atLeast8Characters = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ten minste 8 karakters` : locale === "zu" ? `Okungenani izinhlamvu ezingu-8` : `At least 8 characters`;
export const repeatNewPassword = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Herhaal nuwe wagwoord` : locale === "zu" ? `Phinda iphasiwedi entsha` : `Repeat new password`;
