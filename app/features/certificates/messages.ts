// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { plural } from "../../lib/i18n/message-runtime.ts";

export const statusValid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geldig` : locale === "zu" ? `Siyasebenza` : `Valid`;
export const statusExpiring = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verval binnekort` : locale === "zu" ? `Sizophelelwa yisikhathi` : `Expiring`;
export const statusExpired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verval` : locale === "zu" ? `Siphelelwe yisikhathi` : `Expired`;
export const statusRevoked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Herroep` : locale === "zu" ? `Sihoxisiwe` : `Revoked`;
export const statusRenewed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hernu` : locale === "zu" ? `Sivuselelwe` : `Renewed`;
export const youDoNotHavePermission = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het nie toestemming om hierdie sertifikaat oop te maak nie.` : locale === "zu" ? `Awunayo imvume yokuvula lesi sitifiketi.` : `You do not have permission to open this certificate.`;
export const certificateDoesNotExist = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie sertifikaat bestaan nie.` : locale === "zu" ? `Lesi sitifiketi asikho.` : `This certificate does not exist.`;
export const certificateBeenRevoked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie sertifikaat is herroep.` : locale === "zu" ? `Lesi sitifiketi sihoxisiwe.` : `This certificate has been revoked.`;
export const onlyAdministratorCanRevokeCertificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Slegs ’n administrateur kan ’n sertifikaat herroep. Vra ’n administrateur, met die rede, as hierdie een per fout uitgereik is.` : locale === "zu" ? `Umlawuli kuphela ongahoxisa isitifiketi. Cela umlawuli, uchaze isizathu, uma lesi sikhishwe ngephutha.` : `Only an administrator can revoke a certificate. Ask an administrator, with the reason, if this one was issued in error.`;
export const userNotEnrolledCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie gebruiker is nie vir hierdie kursus ingeskryf nie.` : locale === "zu" ? `Lo msebenzisi akabhalisile kule nkambo.` : `This user is not enrolled on this course.`;
export const courseDoesNotExist = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kursus bestaan nie.` : locale === "zu" ? `Le nkambo ayikho.` : `This course does not exist.`;
export const nobodyEnrolledCourseYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niemand is nog vir hierdie kursus ingeskryf nie.` : locale === "zu" ? `Akekho osebhalisile kule nkambo okwamanje.` : `Nobody is enrolled on this course yet.`;
export const numberTaken = (values: { name: string | number; number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaatnommer ${values.number} word reeds deur ’n ander sertifikaat gebruik. Gee ${values.name} ’n ander sertifikaatnommer en probeer weer.` : locale === "zu" ? `Inombolo yesitifiketi ${values.number} isisetshenziswa esinye isitifiketi. Nika u-${values.name} enye inombolo yesitifiketi bese uzama futhi.` : `Certificate number ${values.number} is already used by another certificate. Give ${values.name} another certificate number and try again.`;
export const noneIssued = (values: { lines: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen sertifikaat kon uitgereik word nie:
${values.lines}` : locale === "zu" ? `Asikho isitifiketi esikwazile ukukhishwa:
${values.lines}` : `No certificate could be issued:
${values.lines}`;
export const eventDoesNotExist = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie geleentheid bestaan nie.` : locale === "zu" ? `Lo mcimbi awukho.` : `This event does not exist.`;
export const eventCancelledSoIssuesNo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie geleentheid is gekanselleer, dus reik dit geen sertifikate uit nie.` : locale === "zu" ? `Lo mcimbi wakhanselwa, ngakho awukhiphi zitifiketi.` : `This event was cancelled, so it issues no certificates.`;
export const issuedOnceStarted = (values: { date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikate kan uitgereik word sodra die geleentheid begin het (${values.date}).` : locale === "zu" ? `Izitifiketi zingakhishwa uma umcimbi usuqalile (${values.date}).` : `Certificates can be issued once the event has started (${values.date}).`;
export const thankYouAttending = (values: { event: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dankie dat u ${values.event} bygewoon het.` : locale === "zu" ? `Siyabonga ngokuhambela u-${values.event}.` : `Thank you for attending ${values.event}.`;
export const numberInUse = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaatnommer ${values.number} word reeds deur ’n ander sertifikaat gebruik.` : locale === "zu" ? `Inombolo yesitifiketi ${values.number} isisetshenziswa esinye isitifiketi.` : `Certificate number ${values.number} is already used by another certificate.`;
export const pdfTitleOne = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaat ${values.number}` : locale === "zu" ? `Isitifiketi ${values.number}` : `Certificate ${values.number}`;
export const pdfTitleMany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikate` : locale === "zu" ? `Izitifiketi` : `Certificates`;
export const pdfNumber = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaatnommer: ${values.number}` : locale === "zu" ? `Inombolo yesitifiketi: ${values.number}` : `Certificate number: ${values.number}`;
export const pdfCertifyThat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hiermee word gesertifiseer dat` : locale === "zu" ? `Lokhu kuqinisekisa ukuthi` : `This is to certify that`;
export const pdfAttended = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `bygewoon het` : locale === "zu" ? `uhambele` : `attended`;
export const pdfCompleted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `suksesvol voltooi het` : locale === "zu" ? `uqede ngempumelelo` : `has successfully completed`;
export const pdfIdNumber = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `ID-nommer: ${values.number}` : locale === "zu" ? `Inombolo kamazisi: ${values.number}` : `ID number: ${values.number}`;
export const pdfHpcsa = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `HPCSA-nommer: ${values.number}` : locale === "zu" ? `Inombolo ye-HPCSA: ${values.number}` : `HPCSA number: ${values.number}`;
export const pdfDate = (values: { date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Datum: ${values.date}` : locale === "zu" ? `Usuku: ${values.date}` : `Date: ${values.date}`;
export const pdfValidUntil = (values: { date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geldig tot ${values.date}` : locale === "zu" ? `Sisebenza kuze kube ngu-${values.date}` : `Valid until ${values.date}`;
export const pdfActivity = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aktiwiteitnommer: ${values.number}` : locale === "zu" ? `Inombolo yomsebenzi: ${values.number}` : `Activity number: ${values.number}`;
export const pdfAccreditedBy = (values: { body: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geakkrediteer deur: ${values.body}` : locale === "zu" ? `Kugunyazwe ngu: ${values.body}` : `Accredited by: ${values.body}`;
export const pdfLevel = (values: { level: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vlak: ${values.level}` : locale === "zu" ? `Izinga: ${values.level}` : `Level: ${values.level}`;
export const pdfVenue = (values: { venue: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plek: ${values.venue}` : locale === "zu" ? `Indawo: ${values.venue}` : `Venue: ${values.venue}`;
export const pdfInstructor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Instrukteur` : locale === "zu" ? `Umfundisi` : `Instructor`;
export const pdfFacilitator = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Fasiliteerder` : locale === "zu" ? `Umqondisi` : `Facilitator`;
export const mailYourCertificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U sertifikaat` : locale === "zu" ? `Isitifiketi sakho` : `Your certificate`;
export const mailDear = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Beste ${values.name}` : locale === "zu" ? `${values.name} othandekayo,` : `Dear ${values.name},`;
export const mailCongratulationsCompleting = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Baie geluk met die voltooiing van ${values.course}.` : locale === "zu" ? `Halala ngokuqeda i-${values.course}.` : `Congratulations on completing ${values.course}.`;
export const mailAttached = (values: { opening: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.opening} U sertifikaat is as ’n PDF by hierdie e-pos aangeheg.` : locale === "zu" ? `${values.opening} Isitifiketi sakho sinamathiselwe kule imeyili njenge-PDF.` : `${values.opening} Your certificate is attached to this email as a PDF.`;
export const mailDownloadAgain = (values: { url: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `U kan dit enige tyd weer aflaai wanneer u met hierdie adres aangemeld is: ${values.url}` : locale === "zu" ? `Ungasilanda futhi noma nini uma ungene ngaleli kheli: ${values.url}` : `You can download it again at any time when signed in with this address: ${values.url}`;
export const mailShareCheck = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Enigiemand met wie u dit deel, kan deur die verifikasieskakel hieronder of die QR-kode op die sertifikaat nagaan dat dit eg is.` : locale === "zu" ? `Noma ubani owabelana naye ngaso angahlola ukuthi siyiqiniso ngesixhumanisi sokuqinisekisa esingezansi noma ngekhodi ye-QR esesitifiketini.` : `Anyone you share it with can check that it is genuine through the verification link below or the QR code on the certificate.`;
export const mailCertificateNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaatnommer` : locale === "zu" ? `Inombolo yesitifiketi` : `Certificate number`;
export const mailCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus` : locale === "zu" ? `Inkambo` : `Course`;
export const mailDate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Datum` : locale === "zu" ? `Usuku` : `Date`;
export const mailCpdPoints = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-punte` : locale === "zu" ? `Amaphuzu e-CPD` : `CPD points`;
export const mailVerify = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verifieer sertifikaat` : locale === "zu" ? `Qinisekisa isitifiketi` : `Verify certificate`;
export const mailIssuedBy = (values: { issuer: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uitgereik deur ${values.issuer}.` : locale === "zu" ? `Kukhishwe ngu-${values.issuer}.` : `Issued by ${values.issuer}.`;
export const mailSubject = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `U sertifikaat: ${values.course}` : locale === "zu" ? `Isitifiketi sakho: ${values.course}` : `Your certificate: ${values.course}`;
export const expiresInDays = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `U sertifikaat verval oor ${values.count} dag`, other: `U sertifikaat verval oor ${values.count} dae` }) : locale === "zu" ? plural(locale, values.count, { one: `Isitifiketi sakho siphelelwa yisikhathi osukwini olu-${values.count}`, other: `Isitifiketi sakho siphelelwa yisikhathi ezinsukwini ezingu-${values.count}` }) : plural(locale, values.count, { one: `Your certificate expires in ${values.count} day`, other: `Your certificate expires in ${values.count} days` });
export const validUntilSentence = (values: { course: string | number; date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `U sertifikaat vir ${values.course} is geldig tot ${values.date}.` : locale === "zu" ? `Isitifiketi sakho se-${values.course} sisebenza kuze kube ngu-${values.date}.` : `Your certificate for ${values.course} is valid until ${values.date}.`;
export const bookRenewalGoodTimeSo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bespreek die hernuwing betyds sodat u sertifikaat en CPD-status op datum bly.` : locale === "zu" ? `Bhuka ukuvuselelwa ngesikhathi ukuze isitifiketi sakho nesimo sakho se-CPD kuhlale kusesikhathini.` : `Book the renewal in good time so that your certificate and CPD standing stay current.`;
export const mailValidUntil = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geldig tot` : locale === "zu" ? `Sisebenza kuze kube` : `Valid until`;
export const mailCheckOnline = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontroleer dit aanlyn` : locale === "zu" ? `Sihlole ku-inthanethi` : `Check it online`;
export const bookTheRenewal = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bespreek die hernuwing` : locale === "zu" ? `Bhuka ukuvuselelwa` : `Book the renewal`;
export const sentBecause = (values: { issuer: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gestuur deur ${values.issuer} omdat ’n sertifikaat aan u uitgereik is.` : locale === "zu" ? `Kuthunyelwe ngu-${values.issuer} ngoba ukhishelwe isitifiketi.` : `Sent by ${values.issuer} because a certificate was issued to you.`;
export const expiresSubject = (values: { count: number; course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `U sertifikaat verval oor ${values.count} dag: ${values.course}`, other: `U sertifikaat verval oor ${values.count} dae: ${values.course}` }) : locale === "zu" ? plural(locale, values.count, { one: `Isitifiketi sakho siphelelwa yisikhathi osukwini olu-${values.count}: ${values.course}`, other: `Isitifiketi sakho siphelelwa yisikhathi ezinsukwini ezingu-${values.count}: ${values.course}` }) : plural(locale, values.count, { one: `Your certificate expires in ${values.count} day: ${values.course}`, other: `Your certificate expires in ${values.count} days: ${values.course}` });
export const csvName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Naam` : locale === "zu" ? `Igama` : `Name`;
export const csvEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const csvCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus` : locale === "zu" ? `Inkambo` : `Course`;
export const csvCertificateNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaatnommer` : locale === "zu" ? `Inombolo yesitifiketi` : `Certificate number`;
export const csvValidUntil = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geldig tot` : locale === "zu" ? `Sisebenza kuze kube` : `Valid until`;
export const csvDaysLeft = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dae oor` : locale === "zu" ? `Izinsuku ezisele` : `Days left`;
export const unknownCode = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen sertifikaat het hierdie nommer of verifikasiekode nie. Vergelyk dit met die sertifikaat (byvoorbeeld CPD-2026-7K3M9QX).` : locale === "zu" ? `Asikho isitifiketi esinale nombolo noma le khodi yokuqinisekisa. Yiqhathanise nesitifiketi (isibonelo CPD-2026-7K3M9QX).` : `No certificate has this number or verification code. Check it against the certificate (for example CPD-2026-7K3M9QX).`;
