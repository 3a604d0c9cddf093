// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";

export const accessLog = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Toegangslogboek` : locale === "zu" ? `Irekhodi lokufinyelela` : `Access log`;
export const accessLogIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Elke uitvoer van mense se data (CSV en PDF), elke persoon se aflaai van hul eie data en elke uitwissing, met wie dit gedoen het en wanneer. Inskrywings kan nie verander of verwyder word nie.` : locale === "zu" ? `Konke ukukhishwa kwedatha yabantu (CSV ne-PDF), konke ukulanda komuntu idatha yakhe nakho konke ukusulwa, kanye nokuthi ubani owakwenza nini. Okubhaliwe akukwazi ukushintshwa noma ukususwa.` : `Every export of people's data (CSV and PDF), every person's own data download and every erasure, with who did it and when. Entries cannot be changed or removed.`;
export const noEntries = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen inskrywings nie` : locale === "zu" ? `Akukabi khona okubhaliwe` : `No entries yet`;
export const noEntriesText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uitvoere, data-aflaaie en uitwissings verskyn hier.` : locale === "zu" ? `Okukhishiwe, ukulandwa kwedatha nokusulwa kuvela lapha.` : `Exports, data downloads and erasures appear here.`;
export const when = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wanneer` : locale === "zu" ? `Nini` : `When`;
export const who = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wie` : locale === "zu" ? `Ubani` : `Who`;
export const action = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aksie` : locale === "zu" ? `Isenzo` : `Action`;
export const what = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wat` : locale === "zu" ? `Ini` : `What`;
export const accessLogPages = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye van die toegangslogboek` : locale === "zu" ? `Amakhasi erekhodi lokufinyelela` : `Pages of the access log`;
export const deletionRequests = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skrapversoeke` : locale === "zu" ? `Izicelo zokususa` : `Deletion requests`;
export const deletionIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uitwissing verwyder die persoon se naam, kontakbesonderhede, navrae, vormantwoorde en CPD-aktiwiteite en sluit hul rekening. Uitgereikte sertifikate bly verifieerbaar volgens nommer, kursus, datum en status, sonder persoonlike besonderhede. Elke uitwissing word in die toegangslogboek aangeteken.` : locale === "zu" ? `Ukusula kususa igama lomuntu, imininingwane yokuxhumana, imibuzo, izimpendulo zamafomu nemisebenzi ye-CPD futhi kuvale i-akhawunti yakhe. Izitifiketi ezikhishiwe zihlala ziqinisekiswa ngenombolo, inkambo, usuku nesimo, ngaphandle kwemininingwane yomuntu siqu. Konke ukusula kubhalwa erekhodini lokufinyelela.` : `Erasing removes the person's name, contact details, enquiries, form answers and CPD activities and closes their account. Issued certificates stay verifiable by number, course, date and status, without personal details. Each erasure is written to the access log.`;
export const noDeletionRequests = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen skrapversoeke nie` : locale === "zu" ? `Azikho izicelo zokususa` : `No deletion requests`;
export const noDeletionRequestsText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Versoeke wat mense vanaf hul profiel rig, verskyn hier.` : locale === "zu" ? `Izicelo abantu abazenza kuphrofayela yabo zivela lapha.` : `Requests people make from their profile appear here.`;
export const person = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Persoon` : locale === "zu" ? `Umuntu` : `Person`;
export const askedOn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gevra op` : locale === "zu" ? `Kucelwe ngo` : `Asked on`;
export const reason = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rede` : locale === "zu" ? `Isizathu` : `Reason`;
export const status = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Status` : locale === "zu" ? `Isimo` : `Status`;
export const noneGiven = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen gegee nie` : locale === "zu" ? `Akunikezwanga` : `None given`;
export const waiting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wag` : locale === "zu" ? `Kulindile` : `Waiting`;
export const erased = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uitgewis` : locale === "zu" ? `Kusuliwe` : `Erased`;
export const eraseTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wis persoonlike data uit?` : locale === "zu" ? `Sula idatha yomuntu siqu?` : `Erase personal data?`;
export const eraseMessage = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wis die persoonlike data van ${values.name} uit? Dit kan nie ongedaan gemaak word nie.` : locale === "zu" ? `Sula idatha yomuntu siqu ka-${values.name}? Lokhu akukwazi ukuhlehliswa.` : `Erase the personal data of ${values.name}? This cannot be undone.`;
export const erase = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wis persoonlike data uit` : locale === "zu" ? `Sula idatha yomuntu siqu` : `Erase personal data`;
export const deletionPages = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye van skrapversoeke` : locale === "zu" ? `Amakhasi ezicelo zokususa` : `Pages of deletion requests`;
export const yourInformation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U persoonlike inligting` : locale === "zu" ? `Imininingwane yakho yomuntu siqu` : `Your personal information`;
export const downloadExplainer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai alles af wat ons oor u hou (rekening, kursusse en vordering, besprekings, navrae, vormantwoorde, CPD-aktiwiteite en sertifikate) as 'n ZIP-lêer met u sertifikaat-PDF's.` : locale === "zu" ? `Landa konke esinakho ngawe (i-akhawunti, izinkambo nenqubekela phambili, ukubhuka, imibuzo, izimpendulo zamafomu, imisebenzi ye-CPD nezitifiketi) njengefayela le-ZIP elinama-PDF ezitifiketi zakho.` : `Download everything we hold about you (account, courses and progress, bookings, enquiries, form answers, CPD activities and certificates) as a ZIP file with your certificate PDFs.`;
export const downloadMyData = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai my data af` : locale === "zu" ? `Landa idatha yami` : `Download my data`;
export const deletionAsked = (values: { date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het ons op ${values.date} gevra om u persoonlike data te skrap. Ons sal per e-pos bevestig wanneer dit gedoen is.` : locale === "zu" ? `Usicele ukuthi sisuse idatha yakho yomuntu siqu ngo-${values.date}. Sizokuqinisekisa nge-imeyili uma sekwenziwe.` : `You asked us to delete your personal data on ${values.date}. We will confirm by email when it is done.`;
export const askDeletionExplainer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vra ons om u persoonlike data te skrap. Sertifikate wat ons uitgereik het, bly verifieerbaar volgens hul nommer, sonder u naam.` : locale === "zu" ? `Sicele ukuthi sisuse idatha yakho yomuntu siqu. Izitifiketi esizikhiphile zihlala ziqinisekiswa ngenombolo yazo, ngaphandle kwegama lakho.` : `Ask us to delete your personal data. Certificates we issued stay verifiable by their number, without your name.`;
export const reasonOptional = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rede (opsioneel)` : locale === "zu" ? `Isizathu (akuphoqelekile)` : `Reason (optional)`;
export const askForDeletion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vra vir skrapping` : locale === "zu" ? `Cela ukususwa` : `Ask for deletion`;
export const dataRetention = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Databewaring` : locale === "zu" ? `Ukugcinwa kwedatha` : `Data retention`;
export const retentionIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Navrae, en besprekings van geleenthede wat plaasgevind het, ouer as dit word een keer per dag geskrap. Sertifikate word nooit geskrap nie. Laat dit leeg om hulle te hou.` : locale === "zu" ? `Imibuzo, nokubhuka kwemicimbi eseyenzekile, okudala kunalokhu kususwa kanye ngosuku. Izitifiketi azisuswa neze. Kushiye kungenalutho ukuze kugcinwe.` : `Enquiries, and bookings of events that took place, older than this are deleted once a day. Certificates are never deleted. Leave it empty to keep them.`;
export const keepFor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hou navrae en besprekings vir (maande)` : locale === "zu" ? `Gcina imibuzo nokubhuka isikhathi (izinyanga)` : `Keep enquiries and bookings for (months)`;
export const saveRetention = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor bewaring` : locale === "zu" ? `Londoloza ukugcinwa` : `Save retention`;
