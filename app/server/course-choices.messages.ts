// Generated from course-choices.messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../lib/i18n/current-locale.ts";
import type { Locale } from "../lib/i18n/locales.ts";

export const unknownScope = (values: { scopes: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sê watter vorm na kursusse vra: scope is een van ${values.scopes}.` : locale === "zu" ? `Sho ukuthi iyiphi ifomu ecela izinkambo: i-scope ingenye yalezi ${values.scopes}.` : `Say which form asks for courses: scope is one of ${values.scopes}.`;
export const idRequired = (values: { scope: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die ${values.scope}-kursusse het die id van hul rekord nodig (id=…).` : locale === "zu" ? `Izinkambo ze-${values.scope} zidinga i-id yerekhodi lazo (id=…).` : `The ${values.scope} courses need the id of their record (id=…).`;
export const unknownKind = (values: { kinds: string | number; scope: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die ${values.scope}-kursusse kom slegs as soort ${values.kinds}.` : locale === "zu" ? `Izinkambo ze-${values.scope} ziza njengohlobo ${values.kinds} kuphela.` : `The ${values.scope} courses come as kind ${values.kinds} only.`;
