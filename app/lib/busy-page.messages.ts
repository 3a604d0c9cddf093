// Generated from busy-page.messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "./i18n/current-locale.ts";
import type { Locale } from "./i18n/locales.ts";

/** The page a visitor gets when the server is too busy to answer (503), and the error boundary's heading for it */
export const busyHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Campus is tans besig` : locale === "zu" ? `I-Campus imatasa njengamanje` : `Campus is busy`;
export const busyText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Te veel mense gebruik Campus op die oomblik. Probeer asseblief oor 'n oomblik weer.` : locale === "zu" ? `Baningi kakhulu abantu abasebenzisa i-Campus njengamanje. Sicela uzame futhi emva kwesikhashana.` : `Too many people are using Campus right now. Please try again in a moment.`;
export const busyHomeLink = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gaan na die tuisblad` : locale === "zu" ? `Iya ekhasini lasekhaya` : `Go to the home page`;
