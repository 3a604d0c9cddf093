// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const reload = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Herlaai` : locale === "zu" ? `Layisha kabusha` : `Reload`;
export const labelTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Titel` : locale === "zu" ? `Isihloko` : `Title`;
export const labelDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Beskrywing` : locale === "zu" ? `Incazelo` : `Description`;
export const descriptionHint = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Kort opsomming onder die titel (hoogstens ${values.max} karakters)` : locale === "zu" ? `Isifinyezo esifushane esiboniswa ngaphansi kwesihloko (okungenani izinhlamvu ezingu-${values.max})` : `A short summary shown under the title (at most ${values.max} characters)`;
export const labelPageText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsyteks` : locale === "zu" ? `Umbhalo wekhasi` : `Page text`;
export const labelForm = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vorm op hierdie bladsy` : locale === "zu" ? `Ifomu kuleli khasi` : `Form on this page`;
export const formHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Vorm wat u gebou het, onder die bladsyteks gewys. Dit neem antwoorde solank dit oop is.` : locale === "zu" ? `Ifomu olakhile, eliboniswa ngaphansi kombhalo wekhasi. Lamukela izimpendulo uma livuliwe.` : `A form you built, shown below the page text. It takes responses while it is open.`;
export const noForm = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen vorm nie` : locale === "zu" ? `Alikho ifomu` : `No form`;
export const labelPublished = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gepubliseer (sigbaar vir almal by sy bladsyadres)` : locale === "zu" ? `Kushicilelwe (kubonakala kubo bonke ekhelini lekhasi)` : `Published (visible to everyone at its page address)`;
export const save = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor` : locale === "zu" ? `Londoloza` : `Save`;
export const cancel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer` : locale === "zu" ? `Khansela` : `Cancel`;
export const pageTextTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die bladsyteks is te lank` : locale === "zu" ? `Umbhalo wekhasi mude kakhulu` : `The page text is too long`;
export const chooseForm = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n vorm uit die lys` : locale === "zu" ? `Khetha ifomu ohlwini` : `Choose a form from the list`;
export const pageSaved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsy gestoor` : locale === "zu" ? `Ikhasi lilondoloziwe` : `Page saved`;
export const pageDeleted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsy geskrap` : locale === "zu" ? `Ikhasi lisusiwe` : `Page deleted`;
export const stalePage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand anders het hierdie bladsy gestoor sedert u dit oopgemaak het. U verandering is nie gestoor nie, so niks van hulle s'n is oorskryf nie. Kopieer u teks, herlaai om die nuutste weergawe te sien en maak u verandering weer.` : locale === "zu" ? `Omunye umuntu ulondoloze leli khasi selokhu walivula. Ushintsho lwakho aluzange lulondolozwe, ngakho akukho okwabo okubhalwe phezu kwakho. Kopisha umbhalo wakho, layisha kabusha ukuze ubone inguqulo yakamuva bese wenza ushintsho lwakho futhi.` : `Someone else saved this page since you opened it. Your change was not saved, so nothing of theirs was overwritten. Copy your text, reload to see the latest version and apply your change again.`;
export const pageNotFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsy nie gevind nie` : locale === "zu" ? `Ikhasi alitholakalanga` : `Page not found`;
export const fieldTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Titel` : locale === "zu" ? `Isihloko` : `Title`;
export const fieldDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Beskrywing` : locale === "zu" ? `Incazelo` : `Description`;
