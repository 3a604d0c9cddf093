// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const thisEmailIsNotFailed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie e-pos het nie meer misluk nie, dus is daar niks om weer te stuur nie.` : locale === "zu" ? `Le imeyili ayisehlulekile, ngakho akukho okuzothunyelwa futhi.` : `This email is not failed any more, so there is nothing to send again.`;
export const notFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie gevind nie` : locale === "zu" ? `Akutholakalanga` : `Not Found`;
