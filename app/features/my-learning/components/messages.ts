// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";
import { plural } from "../../../lib/i18n/message-runtime.ts";

export const myLearning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `My leerwerk` : locale === "zu" ? `Ukufunda kwami` : `My learning`;
export const welcomeBack = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Welkom terug, ${values.name}. Gaan voort waar u opgehou het, laai u sertifikate af en hou tred met u webinare.` : locale === "zu" ? `Siyakwamukela futhi, ${values.name}. Qhubeka lapho ugcine khona, landa izitifiketi zakho futhi ulandelele amawebhina akho.` : `Welcome back, ${values.name}. Pick up where you left off, download your certificates and keep track of your webinars.`;
export const yourProfile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U profiel` : locale === "zu" ? `Iphrofayela yakho` : `Your profile`;
export const myCpdPoints = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `My CPD-punte` : locale === "zu" ? `Amaphuzu ami e-CPD` : `My CPD points`;
export const detailsSkillsReporting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Besonderhede vir vaardigheidsverslae` : locale === "zu" ? `Imininingwane yokubika ngamakhono` : `Details for skills reporting`;
export const myCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `My maatskappy` : locale === "zu" ? `Inkampani yami` : `My company`;
export const assessment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Assessering` : locale === "zu" ? `Ukuhlolwa` : `Assessment`;
export const showingRecentCourses = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die ${values.count} mees onlangse kursusse word gewys.` : locale === "zu" ? `Kuboniswa izinkambo zakamuva ezingu-${values.count}.` : `Showing the ${values.count} most recent courses.`;
export const showingRecentCompleted = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die ${values.count} mees onlangse voltooide kursusse word gewys.` : locale === "zu" ? `Kuboniswa izinkambo eziqediwe zakamuva ezingu-${values.count}.` : `Showing the ${values.count} most recent completed courses.`;
export const showingRecentCertificates = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die ${values.count} mees onlangse sertifikate word gewys.` : locale === "zu" ? `Kuboniswa izitifiketi zakamuva ezingu-${values.count}.` : `Showing the ${values.count} most recent certificates.`;
export const showingRecentBookings = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die ${values.count} mees onlangse vorige besprekings word gewys.` : locale === "zu" ? `Kuboniswa ukubhuka kwakamuva okudlule okungu-${values.count}.` : `Showing the ${values.count} most recent past bookings.`;
export const myCourses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `My kursusse` : locale === "zu" ? `Izinkambo zami` : `My courses`;
export const youHaveFinishedEveryCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het elke kursus voltooi waarvoor u ingeskryf is. Mooi so! Blaai deur die aanlyn kursusse om nog een te begin.` : locale === "zu" ? `Uziqedile zonke izinkambo obhalise kuzo. Wenze kahle! Bheka izinkambo ze-inthanethi ukuze uqale enye.` : `You have finished every course you are enrolled in. Well done! Browse the online courses to start another one.`;
export const youNotEnrolledOnlineCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U is nog nie vir ’n aanlyn kursus ingeskryf nie. Blaai deur die aanlyn kursusse en skryf vir een in om te begin leer.` : locale === "zu" ? `Awukabhalisi enkambweni ye-inthanethi. Bheka izinkambo ze-inthanethi bese ubhalisa kwenye ukuze uqale ukufunda.` : `You are not enrolled in an online course yet. Browse the online courses and enrol in one to start learning.`;
export const browseOnlineCourses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Blaai deur aanlyn kursusse` : locale === "zu" ? `Bheka izinkambo ze-inthanethi` : `Browse online courses`;
export const resume = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hervat` : locale === "zu" ? `Qhubeka lapho ubugcine khona` : `Resume`;
export const start = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Begin` : locale === "zu" ? `Qala` : `Start`;
export const continueLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gaan voort` : locale === "zu" ? `Qhubeka` : `Continue`;
export const progressIn = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vordering in ${values.course}` : locale === "zu" ? `Inqubekela phambili ku-${values.course}` : `Progress in ${values.course}`;
export const progressSummary = (values: { completed: string | number; percent: string | number; total: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.percent}% voltooi (${values.completed} van ${values.total} lesse)` : locale === "zu" ? `${values.percent}% kuqediwe (izifundo ezingu-${values.completed} kwezingu-${values.total})` : `${values.percent}% complete (${values.completed} of ${values.total} lessons)`;
export const lastOpened = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laas oopgemaak:` : locale === "zu" ? `Kuvulwe okokugcina:` : `Last opened:`;
export const nextLesson = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Volgende les:` : locale === "zu" ? `Isifundo esilandelayo:` : `Next lesson:`;
export const resumeCourse = (values: { action: string | number; course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.action} ${values.course}` : locale === "zu" ? `${values.action} ${values.course}` : `${values.action} ${values.course}`;
export const completedCourses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voltooide kursusse` : locale === "zu" ? `Izinkambo eziqediwe` : `Completed courses`;
export const finishHereResume = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusse wat u voltooi, word hier gelys. Voltooi elke les van ’n kursus om dit klaar te maak: gaan voort met een van u kursusse hierbo.` : locale === "zu" ? `Izinkambo oziqedayo zibhalwe lapha. Qeda sonke isifundo senkambo ukuze uyiqede: qhubeka nenye yezinkambo zakho ezingenhla.` : `Courses you finish are listed here. Complete every lesson of a course to finish it: resume one of your courses above.`;
export const finishHere = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusse wat u voltooi, word hier gelys. Voltooi elke les van ’n kursus om dit klaar te maak.` : locale === "zu" ? `Izinkambo oziqedayo zibhalwe lapha. Qeda sonke isifundo senkambo ukuze uyiqede.` : `Courses you finish are listed here. Complete every lesson of a course to finish it.`;
export const completed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voltooi` : locale === "zu" ? `Kuqediwe` : `Completed`;
export const finishedOn = (values: { date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voltooi op ${values.date}` : locale === "zu" ? `Kuqedwe ngomhla ka-${values.date}` : `Finished on ${values.date}`;
export const reviewCourse = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hersien ${values.course}` : locale === "zu" ? `Buyekeza ${values.course}` : `Review ${values.course}`;
export const myCertificates = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `My sertifikate` : locale === "zu" ? `Izitifiketi zami` : `My certificates`;
export const youHaveNoCertificatesYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het nog geen sertifikate nie. Voltooi ’n aanlyn kursus wat ’n sertifikaat bied en dit verskyn hier, gereed om af te laai en te deel.` : locale === "zu" ? `Awukabi nazo izitifiketi. Qeda inkambo ye-inthanethi enikeza isitifiketi futhi sizovela lapha, silungele ukulandwa nokwabelwana ngaso.` : `You have no certificates yet. Finish an online course that offers a certificate and it appears here, ready to download and share.`;
export const findCourseCertificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vind ’n kursus met ’n sertifikaat` : locale === "zu" ? `Thola inkambo enesitifiketi` : `Find a course with a certificate`;
export const certificateLine = (values: { date: string | number; number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaat ${values.number} · ${values.date}` : locale === "zu" ? `Isitifiketi ${values.number} · ${values.date}` : `Certificate ${values.number} · ${values.date}`;
export const validUntilSuffix = (values: { date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `· Geldig tot ${values.date}` : locale === "zu" ? `· Sisebenza kuze kube ngu-${values.date}` : `· Valid until ${values.date}`;
export const downloadPdfFor = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai die PDF van die sertifikaat vir ${values.course} af` : locale === "zu" ? `Landa i-PDF yesitifiketi se-${values.course}` : `Download PDF of the certificate for ${values.course}`;
export const downloadPdf = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai PDF af` : locale === "zu" ? `Landa i-PDF` : `Download PDF`;
export const myEventBookings = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `My geleentheidsbesprekings` : locale === "zu" ? `Ukubhuka kwami kwemicimbi` : `My event bookings`;
export const noUpcomingWebinars = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het geen komende webinare bespreek nie. Ons gratis webinare oor ISO-standaarde, akkreditasie en ouditering word op die geleenthedebladsy gelys.` : locale === "zu" ? `Awunawo amawebhina azayo owabhukile. Amawebhina ethu amahhala mayelana namazinga e-ISO, ukugunyazwa nokucwaningwa kwamabhuku abhalwe ekhasini lemicimbi.` : `You have no upcoming webinars booked. Our free webinars on ISO standards, accreditation and auditing are listed on the events page.`;
export const noWebinarYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het nog nie ’n webinaar bespreek nie. Ons gratis webinare oor ISO-standaarde, akkreditasie en ouditering word op die geleenthedebladsy gelys.` : locale === "zu" ? `Awukabhuki iwebhina. Amawebhina ethu amahhala mayelana namazinga e-ISO, ukugunyazwa nokucwaningwa kwamabhuku abhalwe ekhasini lemicimbi.` : `You have not booked a webinar yet. Our free webinars on ISO standards, accreditation and auditing are listed on the events page.`;
export const seeUpcomingEvents = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sien komende geleenthede` : locale === "zu" ? `Bona imicimbi ezayo` : `See upcoming events`;
export const upcoming = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Komende` : locale === "zu" ? `Ezizayo` : `Upcoming`;
export const past = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verby` : locale === "zu" ? `Ezedlule` : `Past`;
export const checkInQrFor = (values: { event: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanmeld-QR-kode vir ${values.event}` : locale === "zu" ? `Ikhodi ye-QR yokungena ku-${values.event}` : `Check-in QR code for ${values.event}`;
export const checkInCode = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanmeldkode` : locale === "zu" ? `Ikhodi yokungena` : `Check-in code`;
export const showQrCodeDoorRead = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wys die QR-kode by die deur, of lees die kode hardop.` : locale === "zu" ? `Bonisa ikhodi ye-QR emnyango, noma ufunde ikhodi ngokuzwakalayo.` : `Show the QR code at the door, or read out the code.`;
export const checkedIn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aangemeld` : locale === "zu" ? `Ungenile` : `Checked in`;
export const seatOfferedYouSeeEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `’n Plek word aan u aangebied: sien u e-pos` : locale === "zu" ? `Unikezwa isihlalo: bheka i-imeyili yakho` : `A seat is offered to you: see your email`;
export const onTheWaitlist = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Op die waglys` : locale === "zu" ? `Ohlwini lokulinda` : `On the waitlist`;
export const joinEvent = (values: { event: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sluit aan by ${values.event}` : locale === "zu" ? `Joyina ${values.event}` : `Join ${values.event}`;
export const join = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sluit aan` : locale === "zu" ? `Joyina` : `Join`;
export const addToCalendarFor = (values: { event: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg by kalender (.ics): ${values.event}` : locale === "zu" ? `Engeza kukhalenda (.ics): ${values.event}` : `Add to calendar (.ics): ${values.event}`;
export const addToCalendar = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg by kalender (.ics)` : locale === "zu" ? `Engeza kukhalenda (.ics)` : `Add to calendar (.ics)`;
export const cancelBookingFor = (values: { event: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer bespreking: ${values.event}` : locale === "zu" ? `Khansela ukubhuka: ${values.event}` : `Cancel booking: ${values.event}`;
export const cancelBooking = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer bespreking` : locale === "zu" ? `Khansela ukubhuka` : `Cancel booking`;
export const verifyLinkCopiedPasteWherever = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verifikasieskakel gekopieer. Plak dit waar u u sertifikaat deel.` : locale === "zu" ? `Isixhumanisi sokuqinisekisa sikopishiwe. Sinamathisele noma kuphi lapho wabelana khona ngesitifiketi sakho.` : `Verify link copied. Paste it wherever you share your certificate.`;
export const browserDidNotAllowCopying = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U blaaier het nie kopiëring toegelaat nie. Kies die skakel hieronder en kopieer dit.` : locale === "zu" ? `Isiphequluli sakho asivumelanga ukukopisha. Khetha isixhumanisi esingezansi bese usikopisha.` : `Your browser did not allow copying. Select the link below and copy it.`;
export const linkCopiedFor = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skakel gekopieer: verifikasieskakel vir ${values.course}` : locale === "zu" ? `Isixhumanisi sikopishiwe: isixhumanisi sokuqinisekisa se-${values.course}` : `Link copied: verify link for ${values.course}`;
export const copyVerifyLinkFor = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kopieer verifikasieskakel vir ${values.course}` : locale === "zu" ? `Kopisha isixhumanisi sokuqinisekisa se-${values.course}` : `Copy verify link for ${values.course}`;
export const linkCopied = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skakel gekopieer` : locale === "zu" ? `Isixhumanisi sikopishiwe` : `Link copied`;
export const copyVerifyLink = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kopieer verifikasieskakel` : locale === "zu" ? `Kopisha isixhumanisi sokuqinisekisa` : `Copy verify link`;
export const verifyLinkLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verifikasieskakel:` : locale === "zu" ? `Isixhumanisi sokuqinisekisa:` : `Verify link:`;
export const myOrdersInvoices = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `My bestellings en fakture` : locale === "zu" ? `Ama-oda ami nama-invoyisi` : `My orders and invoices`;
export const noOrdersPage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen bestellings op hierdie bladsy nie.` : locale === "zu" ? `Awekho ama-oda kuleli khasi.` : `No orders on this page.`;
export const orderNumber = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelling ${values.number}` : locale === "zu" ? `I-oda ${values.number}` : `Order ${values.number}`;
export const placedTotal = (values: { date: string | number; total: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geplaas ${values.date} · ${values.total} BTW ingesluit` : locale === "zu" ? `Kufakwe ngomhla ka-${values.date} · ${values.total} kufaka phakathi i-VAT` : `Placed ${values.date} · ${values.total} including VAT`;
export const documentAsPdf = (values: { kind: string | number; number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.kind} ${values.number} as PDF` : locale === "zu" ? `${values.kind} ${values.number} njenge-PDF` : `${values.kind} ${values.number} as PDF`;
export const cancelSeatsOf = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer plekke van ${values.number}` : locale === "zu" ? `Khansela izihlalo ze-${values.number}` : `Cancel seats of ${values.number}`;
export const newerOrders = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuwer bestellings` : locale === "zu" ? `Ama-oda amasha` : `Newer orders`;
export const olderOrders = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ouer bestellings` : locale === "zu" ? `Ama-oda amadala` : `Older orders`;
export const myLearningPaths = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `My leerpaaie` : locale === "zu" ? `Izindlela zami zokufunda` : `My learning paths`;
export const completedOn = (values: { date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voltooi ${values.date}` : locale === "zu" ? `Kuqediwe ${values.date}` : `Completed ${values.date}`;
export const coursesComplete = (values: { completed: string | number; count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.completed} van ${values.count} kursus voltooi`, other: `${values.completed} van ${values.count} kursusse voltooi` }) : locale === "zu" ? plural(locale, values.count, { one: `${values.completed} kwengu-${values.count} inkambo iqediwe`, other: `${values.completed} kwezingu-${values.count} izinkambo ziqediwe` }) : plural(locale, values.count, { one: `${values.completed} of ${values.count} course complete`, other: `${values.completed} of ${values.count} courses complete` });
export const pathCoursesComplete = (values: { completed: string | number; path: string | number; total: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.path}: ${values.completed} van ${values.total} kursusse voltooi` : locale === "zu" ? `${values.path}: izinkambo ezingu-${values.completed} kwezingu-${values.total} ziqediwe` : `${values.path}: ${values.completed} of ${values.total} courses complete`;
export const nextCourse = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Volgende: ${values.course}` : locale === "zu" ? `Okulandelayo: ${values.course}` : `Next: ${values.course}`;
export const continueWith = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gaan voort met ${values.course}` : locale === "zu" ? `Qhubeka no-${values.course}` : `Continue with ${values.course}`;
export const showingRecentPaths = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die ${values.count} mees onlangse leerpaaie word gewys.` : locale === "zu" ? `Kuboniswa izindlela zokufunda zakamuva ezingu-${values.count}.` : `Showing the ${values.count} most recent learning paths.`;
export const kindOnline = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanlyn kursus` : locale === "zu" ? `Inkambo ye-inthanethi` : `Online course`;
export const kindPath = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leerpad` : locale === "zu" ? `Indlela yokufunda` : `Learning path`;
export const kindCpd = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-kursus` : locale === "zu" ? `Inkambo ye-CPD` : `CPD course`;
export const kindEvent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geleentheid` : locale === "zu" ? `Umcimbi` : `Event`;
export const kindCertificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaat` : locale === "zu" ? `Isitifiketi` : `Certificate`;
