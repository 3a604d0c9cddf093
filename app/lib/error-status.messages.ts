// Generated from error-status.messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "./i18n/current-locale.ts";
import type { Locale } from "./i18n/locales.ts";

export const statusForbiddenHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het nie toegang tot hierdie bladsy nie` : locale === "zu" ? `Awunakho ukufinyelela kuleli khasi` : `You do not have access to this page`;
export const statusForbiddenText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U rekening het nie toestemming om hierdie bladsy oop te maak nie. As u dink dit behoort te hê, vra 'n administrateur.` : locale === "zu" ? `I-akhawunti yakho ayinayo imvume yokuvula leli khasi. Uma ucabanga ukuthi kufanele ibe nayo, buza umlawuli.` : `Your account does not have permission to open this page. If you think it should, ask an administrator.`;
export const statusNotFoundHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsy nie gevind nie` : locale === "zu" ? `Ikhasi alitholakalanga` : `Page not found`;
export const statusNotFoundText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ons kon nie die bladsy vind waarna u soek nie. Dit het dalk geskuif, of die adres is verkeerd getik.` : locale === "zu" ? `Asikwazanga ukuthola ikhasi obulifuna. Kungenzeka ukuthi lithuthiwe, noma ikheli libhalwe kabi.` : `We could not find the page you were looking for. It may have moved, or the address may be mistyped.`;
export const statusConflictHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand anders het dit verander` : locale === "zu" ? `Lokhu kushintshwe ngomunye umuntu` : `This was changed by someone else`;
export const statusConflictText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai weer om die nuutste weergawe te sien.` : locale === "zu" ? `Layisha kabusha ukuze ubone inguqulo yakamuva.` : `Reload to see the latest version.`;
export const statusGoneHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dit is nie meer beskikbaar nie` : locale === "zu" ? `Lokhu akusatholakali` : `This is no longer available`;
export const statusGoneText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dit is gesluit of teruggetrek.` : locale === "zu" ? `Kuvaliwe noma kuhoxisiwe.` : `It has been closed or withdrawn.`;
export const statusTooLargeHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wat u gestuur het, is te groot` : locale === "zu" ? `Okuthumele kukhulu kakhulu` : `What you sent is too large`;
export const statusTooLargeText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stuur minder op 'n slag.` : locale === "zu" ? `Thumela okuncane ngesikhathi esisodwa.` : `Send less at a time.`;
export const statusUnsupportedHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bladsy kan nie lees wat gestuur is nie` : locale === "zu" ? `Leli khasi alikwazi ukufunda okuthunyelwe` : `This page cannot read what was sent`;
export const statusUnsupportedText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stuur dit weer vanaf die bladsy.` : locale === "zu" ? `Kuthumele futhi usuka ekhasini.` : `Send it again from the page.`;
export const statusTooManyHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Te veel pogings` : locale === "zu" ? `Imizamo iningi kakhulu` : `Too many attempts`;
export const statusTooManyText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wag asseblief 'n paar minute en probeer weer.` : locale === "zu" ? `Sicela ulinde imizuzu embalwa bese uzama futhi.` : `Please wait a few minutes and try again.`;
export const statusErrorHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iets het skeefgeloop` : locale === "zu" ? `Kukhona okungahambanga kahle` : `Something went wrong`;
export const statusErrorText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ons kon nie u versoek voltooi nie. Probeer asseblief oor 'n oomblik weer; as dit aanhou gebeur, kontak ons.` : locale === "zu" ? `Asikwazanga ukuqedela isicelo sakho. Sicela uzame futhi emva kwesikhashana; uma kuqhubeka kwenzeka, xhumana nathi.` : `We could not complete your request. Please try again in a moment; if it keeps happening, contact us.`;
export const statusOtherHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ons kon nie daardie versoek verwerk nie` : locale === "zu" ? `Asikwazanga ukusebenza leso sicelo` : `We could not process that request`;
export const statusOtherText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gaan asseblief na wat u ingevoer het en probeer weer.` : locale === "zu" ? `Sicela uhlole okufakile bese uzama futhi.` : `Please check what you entered and try again.`;
