// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";
import { plural } from "../../../lib/i18n/message-runtime.ts";

export const createCertificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skep sertifikaat` : locale === "zu" ? `Dala isitifiketi` : `Create certificate`;
export const back = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug` : locale === "zu" ? `Emuva` : `Back`;
export const certificateIssued = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaat ${values.number} uitgereik` : locale === "zu" ? `Isitifiketi ${values.number} sikhishiwe` : `Certificate ${values.number} issued`;
export const issuedTo = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uitgereik aan ${values.name}.` : locale === "zu" ? `Sikhishelwe u-${values.name}.` : `Issued to ${values.name}.`;
export const issuedToAndSent = (values: { email: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uitgereik aan ${values.name} en gestuur na ${values.email}.` : locale === "zu" ? `Sikhishelwe u-${values.name} futhi sathunyelwa ku-${values.email}.` : `Issued to ${values.name} and sent to ${values.email}.`;
export const openCertificatePdf = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak die sertifikaat oop (PDF)` : locale === "zu" ? `Vula isitifiketi (i-PDF)` : `Open the certificate (PDF)`;
export const verificationPage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verifikasiebladsy` : locale === "zu" ? `Ikhasi lokuqinisekisa` : `Verification page`;
export const userInformation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebruikersinligting` : locale === "zu" ? `Ulwazi lomsebenzisi` : `User Information`;
export const name = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Naam` : locale === "zu" ? `Igama` : `Name`;
export const enterNameHere = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik ’n naam hier in...` : locale === "zu" ? `Faka igama lapha...` : `Enter a name here...`;
export const idNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `ID-nommer` : locale === "zu" ? `Inombolo kamazisi` : `ID number`;
export const enterIdNumberHere = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik ’n ID-nommer hier in...` : locale === "zu" ? `Faka inombolo kamazisi lapha...` : `Enter an ID number here...`;
export const hpcsaLicenceNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `HPCSA-/lisensienommer` : locale === "zu" ? `Inombolo ye-HPCSA / yelayisensi` : `HPCSA / licence number`;
export const enterLicenceNumberHere = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik ’n lisensienommer hier in...` : locale === "zu" ? `Faka inombolo yelayisensi lapha...` : `Enter a licence number here...`;
export const email = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const certificateSentHereWhenGiven = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die sertifikaat word hierheen gestuur wanneer dit gegee word.` : locale === "zu" ? `Isitifiketi sithunyelwa lapha uma sinikezwa.` : `The certificate is sent here when given.`;
export const enterEmailHere = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik ’n e-posadres hier in...` : locale === "zu" ? `Faka i-imeyili lapha...` : `Enter an email here...`;
export const courseInformation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusinligting` : locale === "zu" ? `Ulwazi lwenkambo` : `Course Information`;
export const courseName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusnaam` : locale === "zu" ? `Igama lenkambo` : `Course name`;
export const enterCourseNameHere = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik ’n kursusnaam hier in...` : locale === "zu" ? `Faka igama lenkambo lapha...` : `Enter a course name here...`;
export const completionDate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voltooiingsdatum` : locale === "zu" ? `Usuku lokuqeda` : `Completion date`;
export const courseDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusbeskrywing` : locale === "zu" ? `Incazelo yenkambo` : `Course description`;
export const enterDescriptionHere = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik ’n beskrywing hier in...` : locale === "zu" ? `Faka incazelo lapha...` : `Enter a description here...`;
export const facilitatorInformation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Fasiliteerderinligting` : locale === "zu" ? `Ulwazi lomqondisi` : `Facilitator Information`;
export const instructorName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Instrukteur se naam` : locale === "zu" ? `Igama lomfundisi` : `Instructor name`;
export const facilitatorName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Fasiliteerder se naam` : locale === "zu" ? `Igama lomqondisi` : `Facilitator name`;
export const facilitatorOrganisation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Fasiliteerder se organisasie` : locale === "zu" ? `Inhlangano yomqondisi` : `Facilitator organisation`;
export const enterOrganisationHere = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik ’n organisasie hier in...` : locale === "zu" ? `Faka inhlangano lapha...` : `Enter an organisation here...`;
export const instructorSignature = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Instrukteur se handtekening` : locale === "zu" ? `Isiginesha yomfundisi` : `Instructor signature`;
export const organizationInformation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Organisasie-inligting` : locale === "zu" ? `Ulwazi lwenhlangano` : `Organization Information`;
export const location = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ligging` : locale === "zu" ? `Indawo` : `Location`;
export const enterLocationHere = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik ’n ligging hier in...` : locale === "zu" ? `Faka indawo lapha...` : `Enter a location here...`;
export const contactDetails = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontakbesonderhede` : locale === "zu" ? `Imininingwane yokuxhumana` : `Contact details`;
export const enterContactDetailsHere = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik kontakbesonderhede hier in...` : locale === "zu" ? `Faka imininingwane yokuxhumana lapha...` : `Enter contact details here...`;
export const website = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Webwerf` : locale === "zu" ? `Iwebhusayithi` : `Website`;
export const organisationLogo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Organisasie se logo` : locale === "zu" ? `Ilogo yenhlangano` : `Organisation logo`;
export const leftEmptySiteSLogo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `As dit leeg gelaat word, word die webwerf se logo gebruik.` : locale === "zu" ? `Uma kushiywe kungenalutho, kusetshenziswa ilogo yesayithi.` : `Left empty, the site's logo is used.`;
export const submitCertificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dien sertifikaat in` : locale === "zu" ? `Thumela isitifiketi` : `Submit Certificate`;
export const certificateCount = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} sertifikaat`, other: `${values.count} sertifikate` }) : locale === "zu" ? plural(locale, values.count, { one: `isitifiketi esingu-${values.count}`, other: `izitifiketi ezingu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} certificate`, other: `${values.count} certificates` });
export const issuedAndEmailed = (values: { certificates: string | number; had: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.certificates} uitgereik en per e-pos gestuur; ${values.had}.` : locale === "zu" ? `${values.certificates} zikhishiwe zathunyelwa nge-imeyili; ${values.had}.` : `${values.certificates} issued and emailed; ${values.had}.`;
export const attendeesHadOne = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} bywoner het reeds een gehad`, other: `${values.count} bywoners het reeds een gehad` }) : locale === "zu" ? plural(locale, values.count, { one: `ohambele abangu-${values.count} wayesenaso`, other: `abahambele abangu-${values.count} babesenaso` }) : plural(locale, values.count, { one: `${values.count} attendee already had one`, other: `${values.count} attendees already had one` });
export const issueCertificates = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Reik sertifikate uit` : locale === "zu" ? `Khipha izitifiketi` : `Issue certificates`;
export const issueConfirm = (values: { certificates: string | number; event: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Reik ${values.certificates} uit vir “${values.event}”? Elke kwalifiserende bywoner ontvang syne per e-pos met die PDF aangeheg.` : locale === "zu" ? `Khipha ${values.certificates} ze-“${values.event}”? Ohambele ngamunye ofanelekayo uthola esakhe nge-imeyili ne-PDF inamathiselwe.` : `Issue ${values.certificates} for "${values.event}"? Each qualifying attendee receives theirs by email with the PDF attached.`;
export const certificates = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikate` : locale === "zu" ? `Izitifiketi` : `Certificates`;
export const noCpdPointsSetEvent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen CPD-punte vir hierdie geleentheid gestel nie (wysig die geleentheid om hulle by te voeg).` : locale === "zu" ? `Awekho amaphuzu e-CPD abekelwe lo mcimbi (hlela umcimbi ukuze uwengeze).` : `No CPD points set for this event (edit the event to add them).`;
export const certificatesIssuedAutomaticallyOnceEvent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikate word outomaties uitgereik sodra die geleentheid verby is.` : locale === "zu" ? `Izitifiketi zikhishwa ngokuzenzakalelayo uma umcimbi usuphelile.` : `Certificates are issued automatically once the event has ended.`;
export const issuedQualifying = (values: { count: number; issued: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.issued} uitgereik · ${values.count} kwalifiserende bywoner het nog geen nie`, other: `${values.issued} uitgereik · ${values.count} kwalifiserende bywoners het nog geen nie` }) : locale === "zu" ? plural(locale, values.count, { one: `${values.issued} zikhishiwe · ohambele ofanelekayo abangu-${values.count} akakabi naso`, other: `${values.issued} zikhishiwe · abahambele abafanelekayo abangu-${values.count} abakabi naso` }) : plural(locale, values.count, { one: `${values.issued} issued · ${values.count} qualifying attendee has none yet`, other: `${values.issued} issued · ${values.count} qualifying attendees have none yet` });
export const eventCancelledSoIssuesNo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie geleentheid is gekanselleer, dus reik dit geen sertifikate uit nie.` : locale === "zu" ? `Lo mcimbi wakhanselwa, ngakho awukhiphi zitifiketi.` : `This event was cancelled, so it issues no certificates.`;
export const issuedOnceStarted = (values: { date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikate kan uitgereik word sodra die geleentheid begin het (${values.date}).` : locale === "zu" ? `Izitifiketi zingakhishwa uma umcimbi usuqalile (${values.date}).` : `Certificates can be issued once the event has started (${values.date}).`;
export const noCertificatesIssued = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen sertifikate uitgereik nie` : locale === "zu" ? `Azikho izitifiketi ezikhishiwe` : `No certificates issued`;
export const certificatesIssued = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikate uitgereik` : locale === "zu" ? `Izitifiketi zikhishiwe` : `Certificates issued`;
export const certificatesExpiringNext90Days = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikate wat binne die volgende 90 dae verval` : locale === "zu" ? `Izitifiketi eziphelelwa yisikhathi ezinsukwini ezingu-90 ezizayo` : `Certificates expiring in the next 90 days`;
export const course = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus` : locale === "zu" ? `Inkambo` : `Course`;
export const certificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaat` : locale === "zu" ? `Isitifiketi` : `Certificate`;
export const validUntil = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geldig tot` : locale === "zu" ? `Sisebenza kuze kube` : `Valid until`;
export const status = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Status` : locale === "zu" ? `Isimo` : `Status`;
export const lastDayToday = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laaste dag vandag` : locale === "zu" ? `Usuku lokugcina namuhla` : `Last day today`;
export const daysLeft = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} dag oor`, other: `${values.count} dae oor` }) : locale === "zu" ? plural(locale, values.count, { one: `kusele usuku olu-${values.count}`, other: `kusele izinsuku ezingu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} day left`, other: `${values.count} days left` });
export const validUntilIssuer = (values: { date: string | number; issuer: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie sertifikaat is geldig: dit is deur ${values.issuer} uitgereik en is geldig tot ${values.date}.` : locale === "zu" ? `Lesi sitifiketi siyasebenza: sikhishwe ngu-${values.issuer} futhi sisebenza kuze kube ngu-${values.date}.` : `This certificate is valid: it was issued by ${values.issuer} and is valid until ${values.date}.`;
export const validIssuer = (values: { issuer: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie sertifikaat is geldig: dit is deur ${values.issuer} uitgereik.` : locale === "zu" ? `Lesi sitifiketi siyasebenza: sikhishwe ngu-${values.issuer}.` : `This certificate is valid: it was issued by ${values.issuer}.`;
export const expiringIssuer = (values: { date: string | number; days: string | number; issuer: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie sertifikaat is deur ${values.issuer} uitgereik en is geldig tot ${values.date}, wat binne ${values.days} dae is. Dit verval ná daardie dag; die voltooiing van die hernuwing gee die houer ’n nuwe sertifikaat.` : locale === "zu" ? `Lesi sitifiketi sikhishwe ngu-${values.issuer} futhi sisebenza kuze kube ngu-${values.date}, okungaphakathi kwezinsuku ezingu-${values.days}. Siphelelwa yisikhathi ngemva kwalolo suku; ukuqeda ukuvuselelwa kunika umnikazi isitifiketi esisha.` : `This certificate was issued by ${values.issuer} and is valid until ${values.date}, which is within ${values.days} days. It expires after that day; completing the renewal gives the holder a new certificate.`;
export const expiredIssuer = (values: { date: string | number; issuer: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie sertifikaat is deur ${values.issuer} uitgereik en was geldig tot ${values.date}: dit het verval.` : locale === "zu" ? `Lesi sitifiketi sikhishwe ngu-${values.issuer} futhi sasisebenza kuze kube ngu-${values.date}: siphelelwe yisikhathi.` : `This certificate was issued by ${values.issuer} and was valid until ${values.date}: it has expired.`;
export const renewedIssuer = (values: { issuer: string | number; renewed: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie sertifikaat is op ${values.renewed} hernu: ${values.issuer} het aan dieselfde persoon ’n nuwer sertifikaat vir hierdie kursus uitgereik.` : locale === "zu" ? `Lesi sitifiketi savuselelwa ngomhla ka-${values.renewed}: u-${values.issuer} unikeze umuntu ofanayo isitifiketi esisha sale nkambo.` : `This certificate was renewed on ${values.renewed}: ${values.issuer} issued the same person a newer certificate for this course.`;
export const renewedIssuerValid = (values: { date: string | number; issuer: string | number; renewed: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie sertifikaat is op ${values.renewed} hernu: ${values.issuer} het aan dieselfde persoon ’n nuwer sertifikaat vir hierdie kursus uitgereik. Hierdie een was geldig tot ${values.date}.` : locale === "zu" ? `Lesi sitifiketi savuselelwa ngomhla ka-${values.renewed}: u-${values.issuer} unikeze umuntu ofanayo isitifiketi esisha sale nkambo. Lesi sasisebenza kuze kube ngu-${values.date}.` : `This certificate was renewed on ${values.renewed}: ${values.issuer} issued the same person a newer certificate for this course. This one was valid until ${values.date}.`;
export const revokedIssuer = (values: { date: string | number; issuer: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie sertifikaat is op ${values.date} deur ${values.issuer} herroep en is nie meer geldig nie.` : locale === "zu" ? `Lesi sitifiketi sahoxiswa ngu-${values.issuer} ngomhla ka-${values.date} futhi asisasebenzi.` : `This certificate was revoked by ${values.issuer} on ${values.date} and is no longer valid.`;
