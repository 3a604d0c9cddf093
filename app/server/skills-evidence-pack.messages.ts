// Generated from skills-evidence-pack.messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../lib/i18n/current-locale.ts";
import type { Locale } from "../lib/i18n/locales.ts";

export const thisCompanyHasNoSuch = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie maatskappy het nie so 'n werknemer nie.` : locale === "zu" ? `Le nkampani ayinaso isisebenzi esinjalo.` : `This company has no such employee.`;
export const thisYearHoldsTooMany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie jaar bevat te veel intervensies vir 'n pakket. Vra 'n administrateur.` : locale === "zu" ? `Lo nyaka unokungenelela okuningi kakhulu kwephakethe. Cela umlawuli.` : `This year holds too many interventions for a pack. Ask an administrator.`;
