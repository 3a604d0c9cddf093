// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";

export const ssoTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Meld aan met u maatskappyrekening` : locale === "zu" ? `Ngena nge-akhawunti yakho yenkampani` : `Sign in with your company account`;
export const couldNotSignIn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kon nie aanmeld nie` : locale === "zu" ? `Akukwazekanga ukungena` : `Could not sign in`;
export const addressExplainer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie adres ontvang die antwoord van u maatskappy se aanmelddiens. Begin by die aanmeldbladsy.` : locale === "zu" ? `Leli kheli lamukela impendulo evela kunsizakalo yokungena yenkampani yakho. Qala ekhasini lokungena.` : `This address receives the answer from your company's sign-in service. Start from the sign-in page.`;
export const backToSignIn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na aanmeld` : locale === "zu" ? `Buyela ekungeneni` : `Back to sign in`;
