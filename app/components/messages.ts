// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../lib/i18n/current-locale.ts";
import type { Locale } from "../lib/i18n/locales.ts";

export const colourScheme = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kleurskema` : locale === "zu" ? `Uhlelo lwemibala` : `Colour scheme`;
export const cancel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer` : locale === "zu" ? `Khansela` : `Cancel`;
export const goHome = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gaan na die tuisblad` : locale === "zu" ? `Iya ekhasini lasekhaya` : `Go to the home page`;
export const errorStatus = (values: { status: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Fout ${values.status}` : locale === "zu" ? `Iphutha ${values.status}` : `Error ${values.status}`;
export const viewLarger = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bekyk ${values.label} groter` : locale === "zu" ? `Buka i-${values.label} ngobukhulu` : `View ${values.label} larger`;
export const imageAddressPlaceholder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `https://… of laai 'n lêer op` : locale === "zu" ? `https://… noma layisha ifayela` : `https://… or upload a file`;
export const imageAddress = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Prentadres` : locale === "zu" ? `Ikheli lesithombe` : `Image address`;
export const uploadImage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai prent op` : locale === "zu" ? `Layisha isithombe` : `Upload image`;
export const viewLargerButton = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bekyk groter` : locale === "zu" ? `Buka ngobukhulu` : `View larger`;
export const downloadBadgeFor = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai Open Badge vir ${values.course} af` : locale === "zu" ? `Landa i-Open Badge ye-${values.course}` : `Download Open Badge for ${values.course}`;
export const downloadBadge = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai Open Badge af` : locale === "zu" ? `Landa i-Open Badge` : `Download Open Badge`;
export const addToLinkedInFor = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg by LinkedIn: ${values.course} (maak LinkedIn oop)` : locale === "zu" ? `Engeza ku-LinkedIn: ${values.course} (ivula i-LinkedIn)` : `Add to LinkedIn: ${values.course} (opens LinkedIn)`;
export const addToLinkedIn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg by LinkedIn` : locale === "zu" ? `Engeza ku-LinkedIn` : `Add to LinkedIn`;
export const readPrivacyNotice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lees die privaatheidskennisgewing` : locale === "zu" ? `Funda isaziso sobumfihlo` : `Read the privacy notice`;
export const opensInNewTab = (locale: Locale = currentLocale()): string =>
  locale === "af" ? ` (maak in 'n nuwe oortjie oop)` : locale === "zu" ? ` (ivuleka kuthebhu entsha)` : ` (opens in a new tab)`;
export const dragToMove = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sleep om ${values.label} te skuif` : locale === "zu" ? `Hudula ukuze uhambise i-${values.label}` : `Drag to move ${values.label}`;
export const moveUp = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skuif ${values.label} op` : locale === "zu" ? `Hambisa i-${values.label} phezulu` : `Move ${values.label} up`;
export const moveDown = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skuif ${values.label} af` : locale === "zu" ? `Hambisa i-${values.label} phansi` : `Move ${values.label} down`;
export const priceLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Prys (rand, BTW uitgesluit)` : locale === "zu" ? `Intengo (amarandi, ngaphandle kwe-VAT)` : `Price (rand, excl. VAT)`;
export const earlyPriceLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vroegvoëlprys (rand, BTW uitgesluit)` : locale === "zu" ? `Intengo yokubhuka kusenesikhathi (amarandi, ngaphandle kwe-VAT)` : `Early-bird price (rand, excl. VAT)`;
export const earlyPriceDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laer as die prys; laat leeg vir geen` : locale === "zu" ? `Ngaphansi kwentengo; shiya kungenalutho uma ingekho` : `Below the price; leave empty for none`;
export const earlyUntilLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vroegvoël tot` : locale === "zu" ? `Ukubhuka kusenesikhathi kuze kube` : `Early-bird until`;
export const earlyUntilDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die laaste dag waarop die vroegvoëlprys geld` : locale === "zu" ? `Usuku lokugcina intengo yokubhuka kusenesikhathi esebenza ngalo` : `The last day the early-bird price applies`;
export const close = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak toe` : locale === "zu" ? `Vala` : `Close`;
export const notSaved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie gestoor nie` : locale === "zu" ? `Akulondolozwanga` : `Not saved`;
export const reload = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai weer` : locale === "zu" ? `Layisha kabusha` : `Reload`;
export const leaveWithoutSaving = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verlaat sonder om te stoor?` : locale === "zu" ? `Uphuma ngaphandle kokulondoloza?` : `Leave without saving?`;
export const colourSchemeLight = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lig` : locale === "zu" ? `Kukhanyayo` : `Light`;
export const colourSchemeDark = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Donker` : locale === "zu" ? `Kumnyama` : `Dark`;
export const colourSchemeSystem = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stelsel` : locale === "zu" ? `Njengohlelo lwedivayisi` : `System`;
export const pageNumber = (values: { page: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsy ${values.page}` : locale === "zu" ? `Ikhasi ${values.page}` : `Page ${values.page}`;
export const pleaseConfirm = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bevestig asseblief` : locale === "zu" ? `Sicela uqinisekise` : `Please confirm`;
export const confirmButton = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bevestig` : locale === "zu" ? `Qinisekisa` : `Confirm`;
export const leaveStillSaving = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U jongste veranderinge word nog gestoor. As u hierdie bladsy nou verlaat, kan hulle verlore gaan.` : locale === "zu" ? `Izinguquko zakho zakamuva zisalondolozwa. Uma uphuma kleli khasi manje, zingalahleka.` : `Your latest changes are still being saved. If you leave this page now, they may be lost.`;
export const leaveNotSaved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Van u veranderinge is nie gestoor nie. As u hierdie bladsy nou verlaat, gaan hulle verlore.` : locale === "zu" ? `Ezinye izinguquko zakho azilondolozwanga. Uma uphuma kleli khasi manje, ziyalahleka.` : `Some of your changes are not saved. If you leave this page now, they are lost.`;
export const leaveWithoutSavingConfirm = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verlaat sonder om te stoor` : locale === "zu" ? `Phuma ngaphandle kokulondoloza` : `Leave without saving`;
export const coursePickerSearching = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek tans…` : locale === "zu" ? `Iyasesha…` : `Searching…`;
export const coursePickerNothingFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niks pas nie: probeer 'n ander woord van die naam` : locale === "zu" ? `Akutholakalanga lutho: zama elinye igama` : `Nothing matches: try another word of its name`;
