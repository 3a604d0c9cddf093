// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const addPage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg bladsy by` : locale === "zu" ? `Engeza ikhasi` : `Add page`;
export const pages = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye` : locale === "zu" ? `Amakhasi` : `Pages`;
export const pagesIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Inhoudsbladsye van die openbare webwerf. Gepubliseerde bladsye is vir almal oop.` : locale === "zu" ? `Amakhasi okuqukethwe kwewebhusayithi yomphakathi. Amakhasi ashicilelwe avulekele wonke umuntu.` : `Content pages of the public site. Published pages are open to everyone.`;
export const noPages = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen bladsye nie` : locale === "zu" ? `Awekho amakhasi okwamanje` : `No pages yet`;
export const noPagesText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg 'n bladsy by om beleide, kennisgewings of ander inhoud te publiseer.` : locale === "zu" ? `Engeza ikhasi ukuze ushicilele izinqubomgomo, izaziso noma okunye okuqukethwe.` : `Add a page to publish policies, notices or other content.`;
export const title = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Titel` : locale === "zu" ? `Isihloko` : `Title`;
export const state = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Toestand` : locale === "zu" ? `Isimo` : `State`;
export const updated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opgedateer` : locale === "zu" ? `Kubuyekeziwe` : `Updated`;
export const actions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aksies` : locale === "zu" ? `Izenzo` : `Actions`;
export const published = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gepubliseer` : locale === "zu" ? `Kushicilelwe` : `Published`;
export const draft = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Konsep` : locale === "zu" ? `Okusalungiswa` : `Draft`;
export const editNamed = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig ${values.title}` : locale === "zu" ? `Hlela i-${values.title}` : `Edit ${values.title}`;
export const edit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig` : locale === "zu" ? `Hlela` : `Edit`;
export const viewNamed = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bekyk ${values.title}` : locale === "zu" ? `Buka i-${values.title}` : `View ${values.title}`;
export const view = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bekyk` : locale === "zu" ? `Buka` : `View`;
export const backToPages = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na bladsye` : locale === "zu" ? `Buyela emakhasini` : `Back to pages`;
export const editPage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig bladsy` : locale === "zu" ? `Hlela ikhasi` : `Edit page`;
export const editPageNamed = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig bladsy: ${values.title}` : locale === "zu" ? `Hlela ikhasi: ${values.title}` : `Edit page: ${values.title}`;
export const versionMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die bladsy se weergawe ontbreek. Laai weer en probeer weer.` : locale === "zu" ? `Inguqulo yekhasi ayikho. Layisha kabusha bese uzama futhi.` : `The page version is missing. Reload and try again.`;
export const deletePage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skrap bladsy` : locale === "zu" ? `Susa ikhasi` : `Delete page`;
export const deleteConfirm = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Is u seker u wil voortgaan? "${values.title}" sal permanent van die webwerf verwyder word.` : locale === "zu" ? `Uqinisekile ukuthi ufuna ukuqhubeka? "${values.title}" izosuswa kuwebhusayithi unomphela.` : `Are you sure you want to proceed? "${values.title}" will be removed from the site for good.`;
export const deleteButton = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skrap` : locale === "zu" ? `Susa` : `Delete`;
export const pageNotFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsy nie gevind nie` : locale === "zu" ? `Ikhasi alitholakalanga` : `Page not found`;
