// Generated from zod-config.messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "./i18n/current-locale.ts";
import type { Locale } from "./i18n/locales.ts";

export const zodRequired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verpligtend` : locale === "zu" ? `Kuyadingeka` : `Required`;
export const zodInvalid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ongeldige invoer` : locale === "zu" ? `Okufakiwe akulungile` : `Invalid input`;
export const zodTooShort = (values: { min: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ten minste ${values.min} karakters` : locale === "zu" ? `Okungenani izinhlamvu ezingu-${values.min}` : `At least ${values.min} characters`;
export const zodTooLong = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoogstens ${values.max} karakters` : locale === "zu" ? `Izinhlamvu ezingu-${values.max} kuphela` : `At most ${values.max} characters`;
export const zodTooSmall = (values: { min: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer ${values.min} of meer in` : locale === "zu" ? `Faka u-${values.min} noma ngaphezulu` : `Enter ${values.min} or more`;
export const zodTooBig = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer ${values.max} of minder in` : locale === "zu" ? `Faka u-${values.max} noma ngaphansi` : `Enter ${values.max} or less`;
export const zodTooFewItems = (values: { min: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies ten minste ${values.min}` : locale === "zu" ? `Khetha okungenani ezingu-${values.min}` : `Choose at least ${values.min}`;
export const zodTooManyItems = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies hoogstens ${values.max}` : locale === "zu" ? `Khetha okungeqile kwezingu-${values.max}` : `Choose at most ${values.max}`;
export const zodInvalidOption = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies een van die opsies` : locale === "zu" ? `Khetha okukodwa kokukhethwa kukho` : `Choose one of the options`;
export const zodInvalidFormat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dit is nie in die regte formaat nie` : locale === "zu" ? `Lokhu akukho efomethini efanele` : `This is not in the right format`;
export const zodNotNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n getal in` : locale === "zu" ? `Faka inombolo` : `Enter a number`;
export const zodInvalidEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n geldige e-posadres in` : locale === "zu" ? `Faka ikheli le-imeyili elilungile` : `Enter a valid email address`;
