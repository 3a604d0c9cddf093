// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const notFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie gevind nie` : locale === "zu" ? `Akutholakalanga` : `Not Found`;
export const noSuchCover = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daar is nie so 'n omslag nie.` : locale === "zu" ? `Alikho ikhava elinjalo.` : `There is no such cover.`;
export const evidenceMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die bewyslêer ontbreek in die berging.` : locale === "zu" ? `Ifayela lobufakazi alikho endaweni yokugcina.` : `The evidence file is missing from storage.`;
export const eventNotFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geleentheid nie gevind nie` : locale === "zu" ? `Umcimbi awutholakalanga` : `Event not found`;
export const noCompanyHere = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen maatskappy meld by hierdie adres aan nie.` : locale === "zu" ? `Ayikho inkampani engena kuleli kheli.` : `No company signs in at this address.`;
export const deleteOnly = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebruik DELETE om 'n lêer te verwyder.` : locale === "zu" ? `Sebenzisa i-DELETE ukuze ususe ifayela.` : `Use DELETE to remove a file.`;
export const lessonFileForReaders = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie lêer is vir die kursus se ingeskrewe studente.` : locale === "zu" ? `Leli fayela ngelabafundi ababhalisele le nkambo.` : `This file is for the course's enrolled students.`;
export const postOnly = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebruik POST om 'n lêer op te laai.` : locale === "zu" ? `Sebenzisa i-POST ukuze ulayishe ifayela.` : `Use POST to upload a file.`;
export const chooseFile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n lêer om op te laai.` : locale === "zu" ? `Khetha ifayela ozolilayisha.` : `Choose a file to upload.`;
export const unknownKind = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onbekende soort oplaai.` : locale === "zu" ? `Uhlobo lokulayisha olungaziwa.` : `Unknown kind of upload.`;
export const onlyStaffUpload = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Slegs instrukteurs en administrateurs kan kursuslêers oplaai.` : locale === "zu" ? `Abafundisi nabalawuli kuphela abangalayisha amafayela ezinkambo.` : `Only instructors and admins can upload course files.`;
export const imageWidths = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Prente is 480 of 960 pieksels breed beskikbaar: vra vir ?w=480 of ?w=960.` : locale === "zu" ? `Izithombe zitholakala ngobubanzi obungamaphikseli angu-480 noma angu-960: cela ?w=480 noma ?w=960.` : `Pictures come 480 or 960 pixels wide: ask for ?w=480 or ?w=960.`;
