// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";
import { plural } from "../../../lib/i18n/message-runtime.ts";

export const courseOrLearningPath = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus of leerpad` : locale === "zu" ? `Inkambo noma indlela yokufunda` : `Course or learning path`;
export const chooseACourseOrLearning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n kursus of leerpad` : locale === "zu" ? `Khetha inkambo noma indlela yokufunda` : `Choose a course or learning path`;
export const notAssigned = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie toegeken nie` : locale === "zu" ? `Akunikeziwe` : `Not assigned`;
export const companies = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maatskappye` : locale === "zu" ? `Izinkampani` : `Companies`;
export const searchByNameOrRegistration = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek op naam of registrasienommer` : locale === "zu" ? `Sesha ngegama noma ngenombolo yokubhalisa` : `Search by name or registration number`;
export const noCompaniesFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen maatskappye gevind nie` : locale === "zu" ? `Azikho izinkampani ezitholakele` : `No companies found`;
export const pagesOfCompanies = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye van maatskappye` : locale === "zu" ? `Amakhasi ezinkampani` : `Pages of companies`;
export const company = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maatskappy` : locale === "zu" ? `Inkampani` : `Company`;
export const registrationNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Registrasienommer` : locale === "zu" ? `Inombolo yokubhalisa` : `Registration number`;
export const contact = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontak` : locale === "zu" ? `Oxhumana naye` : `Contact`;
export const employees = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Werknemers` : locale === "zu" ? `Izisebenzi` : `Employees`;
export const trainingManagers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opleidingsbestuurders` : locale === "zu" ? `Abaphathi bokuqeqeshwa` : `Training managers`;
export const companyName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maatskappynaam` : locale === "zu" ? `Igama lenkampani` : `Company name`;
export const optionalEG2015123456 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opsioneel, bv. 2015/123456/07` : locale === "zu" ? `Akuphoqelekile, isib. 2015/123456/07` : `Optional, e.g. 2015/123456/07`;
export const contactName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontakpersoon se naam` : locale === "zu" ? `Igama loxhumana naye` : `Contact name`;
export const contactEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontak-e-pos` : locale === "zu" ? `I-imeyili yokuxhumana` : `Contact email`;
export const contactPhone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontaktelefoon` : locale === "zu" ? `Ucingo lokuxhumana` : `Contact phone`;
export const cancel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer` : locale === "zu" ? `Khansela` : `Cancel`;
export const employeeSName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Werknemer se naam` : locale === "zu" ? `Igama lesisebenzi` : `Employee's name`;
export const employeeSEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Werknemer se e-pos` : locale === "zu" ? `I-imeyili yesisebenzi` : `Employee's email`;
export const addEmployee = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg werknemer by` : locale === "zu" ? `Engeza isisebenzi` : `Add employee`;
export const managerSAccountEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestuurder se rekening-e-pos` : locale === "zu" ? `I-imeyili ye-akhawunti yomphathi` : `Manager's account email`;
export const addTrainingManager = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg opleidingsbestuurder by` : locale === "zu" ? `Engeza umphathi wokuqeqeshwa` : `Add training manager`;
export const allCompanies = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Alle maatskappye` : locale === "zu" ? `Zonke izinkampani` : `All companies`;
export const statement = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `State` : locale === "zu" ? `Isitatimende` : `Statement`;
export const employeesProgress = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Werknemers se vordering` : locale === "zu" ? `Inqubekela phambili yezisebenzi` : `Employees' progress`;
export const newQuotation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuwe kwotasie` : locale === "zu" ? `Ikhotheshini entsha` : `New quotation`;
export const skillsDevelopmentFacilitator = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vaardigheidsontwikkelingsfasiliteerder` : locale === "zu" ? `Umgqugquzeli Wokuthuthukiswa Kwamakhono` : `Skills Development Facilitator`;
export const skillsDevelopmentReporting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verslaggewing oor vaardigheidsontwikkeling` : locale === "zu" ? `Ukubika ngokuthuthukiswa kwamakhono` : `Skills development reporting`;
export const singleSignOn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Enkelaanmelding` : locale === "zu" ? `Ukungena kanye` : `Single sign-on`;
export const scimProvisioning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `SCIM-voorsiening` : locale === "zu" ? `Ukuhlinzeka nge-SCIM` : `SCIM provisioning`;
export const companyDetails = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maatskappybesonderhede` : locale === "zu" ? `Imininingwane yenkampani` : `Company details`;
export const findAnAccount = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vind 'n rekening` : locale === "zu" ? `Thola i-akhawunti` : `Find an account`;
export const searchTheAccountsToAdd = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek deur die rekeninge om iemand as werknemer by te voeg of as opleidingsbestuurder aan te wys. 'n Opleidingsbestuurder meld aan en sien hierdie maatskappy se werknemers onder My maatskappy.` : locale === "zu" ? `Sesha ama-akhawunti ukuze wengeze umuntu njengesisebenzi noma umqoke njengomphathi wokuqeqeshwa. Umphathi wokuqeqeshwa uyangena abone izisebenzi zale nkampani ngaphansi kokuthi Inkampani yami.` : `Search the accounts to add someone as an employee or to name them a training manager. A training manager signs in and sees this company's employees under My company.`;
export const nameOrEmailOfAn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Naam of e-pos van 'n rekening` : locale === "zu" ? `Igama noma i-imeyili ye-akhawunti` : `Name or email of an account`;
export const noAccountMatches = (values: { find: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen rekening pas by “${values.find}” nie.` : locale === "zu" ? `Ayikho i-akhawunti efana no-“${values.find}”.` : `No account matches “${values.find}”.`;
export const accountsFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rekeninge gevind` : locale === "zu" ? `Ama-akhawunti atholakele` : `Accounts found`;
export const name = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Naam` : locale === "zu" ? `Igama` : `Name`;
export const email = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const add = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg by` : locale === "zu" ? `Engeza` : `Add`;
export const addAsEmployee = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg by as werknemer` : locale === "zu" ? `Engeza njengesisebenzi` : `Add as employee`;
export const makeTrainingManager = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak opleidingsbestuurder` : locale === "zu" ? `Yenza umphathi wokuqeqeshwa` : `Make training manager`;
export const noTrainingManagerYetFind = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen opleidingsbestuurder nie: vind hul rekening hierbo, of tik die rekening se e-pos in.` : locale === "zu" ? `Akekho umphathi wokuqeqeshwa okwamanje: thola i-akhawunti yakhe ngenhla, noma ufake i-imeyili yayo.` : `No training manager yet: find their account above, or enter its email.`;
export const remove = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder` : locale === "zu" ? `Susa` : `Remove`;
export const onlyTheFirst50Training = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Slegs die eerste 50 opleidingsbestuurders word gewys.` : locale === "zu" ? `Kukhonjiswa kuphela abaphathi bokuqeqeshwa abangu-50 bokuqala.` : `Only the first 50 training managers are listed.`;
export const someoneWithoutAnAccountIs = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand sonder 'n rekening word per e-pos bygevoeg: hul sertifikate en besprekings word volgens daardie adres gevind. Vir 'n rekening, volgens die rekening en sy bevestigde e-posadres.` : locale === "zu" ? `Umuntu ongenayo i-akhawunti wengezwa nge-imeyili: izitifiketi zakhe nokubhuka kwakhe kutholwa ngalelo kheli. Uma ene-akhawunti, kutholwa nge-akhawunti nekheli layo le-imeyili eliqinisekisiwe.` : `Someone without an account is added by email: their certificates and bookings are found by that address. For an account, by the account and its confirmed email address.`;
export const searchEmployees = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek werknemers` : locale === "zu" ? `Sesha izisebenzi` : `Search employees`;
export const account = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rekening` : locale === "zu" ? `I-akhawunti` : `Account`;
export const pagesOfEmployees = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye van werknemers` : locale === "zu" ? `Amakhasi ezisebenzi` : `Pages of employees`;
export const auditDownloads = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ouditaflaaie` : locale === "zu" ? `Okulandiwe kocwaningomabhuku` : `Audit downloads`;
export const noTrainingManagerHasDownloaded = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen opleidingsbestuurder het nog hierdie maatskappy se ouditlêer afgelaai nie.` : locale === "zu" ? `Akekho umphathi wokuqeqeshwa oselande ifayela locwaningomabhuku lale nkampani.` : `No training manager has downloaded this company's audit file yet.`;
export const theLatestNewestFirst = (values: { length: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die jongste ${values.length}, nuutste eerste.` : locale === "zu" ? `Okungu-${values.length} kwakamuva, okusha kuqala.` : `The latest ${values.length}, newest first.`;
export const join = (values: { companyName: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sluit aan by ${values.companyName}` : locale === "zu" ? `Joyina i-${values.companyName}` : `Join ${values.companyName}`;
export const decline = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wys af` : locale === "zu" ? `Yenqaba` : `Decline`;
export const listedAsOneOfIts = (values: { companyName: string | number; consentText: string | number; email: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.companyName} het ${values.email} as een van sy werknemers gelys. ${values.consentText}` : locale === "zu" ? `I-${values.companyName} ifake u-${values.email} ohlwini lwezisebenzi zayo. ${values.consentText}` : `${values.companyName} listed ${values.email} as one of its employees. ${values.consentText}`;
export const backToMyLearning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na My leer` : locale === "zu" ? `Buyela kokuthi Ukufunda kwami` : `Back to My learning`;
export const companyInvitations = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maatskappy-uitnodigings` : locale === "zu" ? `Izimemo zezinkampani` : `Company invitations`;
export const addedYouAsAnEmployee = (values: { companyName: string | number; consentText: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.companyName} het u as werknemer bygevoeg. ${values.consentText}` : locale === "zu" ? `I-${values.companyName} inengeze njengesisebenzi. ${values.consentText}` : `${values.companyName} added you as an employee. ${values.consentText}`;
export const noCertificatesIn = (values: { year: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen sertifikate in ${values.year} nie.` : locale === "zu" ? `Azikho izitifiketi ngo-${values.year}.` : `No certificates in ${values.year}.`;
export const certificates = (values: { name: string | number; year: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name}: sertifikate ${values.year}` : locale === "zu" ? `${values.name}: izitifiketi ${values.year}` : `${values.name}: certificates ${values.year}`;
export const course = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus` : locale === "zu" ? `Inkambo` : `Course`;
export const certificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaat` : locale === "zu" ? `Isitifiketi` : `Certificate`;
export const date = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Datum` : locale === "zu" ? `Usuku` : `Date`;
export const points = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Punte` : locale === "zu" ? `Amaphuzu` : `Points`;
export const accreditingBody = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Akkrediteringsliggaam` : locale === "zu" ? `Isikhungo esigunyazayo` : `Accrediting body`;
export const status = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Status` : locale === "zu" ? `Isimo` : `Status`;
export const noEventBookingsIn = (values: { year: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen geleentheidsbesprekings in ${values.year} nie.` : locale === "zu" ? `Akukho ukubhuka kwemicimbi ngo-${values.year}.` : `No event bookings in ${values.year}.`;
export const eventsBookedIn = (values: { year: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geleenthede bespreek in ${values.year}` : locale === "zu" ? `Imicimbi ebhukwe ngo-${values.year}` : `Events booked in ${values.year}`;
export const myCompany = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `My maatskappy: ${values.name}` : locale === "zu" ? `Inkampani yami: ${values.name}` : `My company: ${values.name}`;
export const yourEmployeesEventBookingsAttendance = (values: { code: string | number; name: string | number; year: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `U werknemers se geleentheidsbesprekings, bywoning, sertifikate en CPD-punte vir ${values.year}, getel volgens die reëls van ${values.name} (${values.code}).` : locale === "zu" ? `Ukubhuka kwemicimbi kwezisebenzi zenu, ukuba khona, izitifiketi namaphuzu e-CPD ka-${values.year}, kubalwa ngokwemithetho ye-${values.name} (${values.code}).` : `Your employees' event bookings, attendance, certificates and CPD points for ${values.year}, counted against ${values.name} (${values.code}) rules.`;
export const employeesAddImportAssignTraining = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Werknemers: voeg by, voer in, ken opleiding toe en sien vordering` : locale === "zu" ? `Izisebenzi: engeza, ngenisa, nikeza ukuqeqeshwa futhi ubone inqubekela phambili` : `Employees: add, import, assign training and see progress`;
export const statementInvoicesCreditNotesAnd = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `State: fakture, kredietnotas en betalings` : locale === "zu" ? `Isitatimende: ama-invoyisi, amanothi esikweletu nezinkokhelo` : `Statement: invoices, credit notes and payments`;
export const year = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jaar` : locale === "zu" ? `Unyaka` : `Year`;
export const show = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wys` : locale === "zu" ? `Bonisa` : `Show`;
export const downloadForAudit = (values: { year: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai af vir oudit (${values.year})` : locale === "zu" ? `Landa okocwaningomabhuku (${values.year})` : `Download for audit (${values.year})`;
export const theDownloadIsOneZip = (values: { year: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die aflaai is een ZIP: 'n CSV van elke werknemer se sertifikate, 'n CSV van hul CPD-punte vir ${values.year}, en die PDF van elke sertifikaat wat nie herroep is nie. Aflaaie word aangeteken.` : locale === "zu" ? `Okulandwayo kuyi-ZIP eyodwa: i-CSV yezitifiketi zesisebenzi ngasinye, i-CSV yamaphuzu abo e-CPD ka-${values.year}, ne-PDF yesitifiketi ngasinye esingahoxisiwe. Konke ukulanda kuyarekhodwa.` : `The download is one ZIP: a CSV of every employee's certificates, a CSV of their CPD points for ${values.year}, and the PDF of every certificate that was not revoked. Downloads are recorded.`;
export const theseEmployeesHaveMoreRecords = (values: { year: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie werknemers het meer rekords in ${values.year} as wat een bladsy wys; soek een werknemer om al hul rekords te sien.` : locale === "zu" ? `Lezi zisebenzi zinamarekhodi amaningi ngo-${values.year} kunalawo akhonjiswa ikhasi elilodwa; sesha isisebenzi esisodwa ukuze ubone onke amarekhodi aso.` : `These employees have more records in ${values.year} than one page shows; search for one employee to see all of theirs.`;
export const noEmployeesFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen werknemers gevind nie` : locale === "zu" ? `Azikho izisebenzi ezitholakele` : `No employees found`;
export const removeEmployee = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder werknemer` : locale === "zu" ? `Susa isisebenzi` : `Remove employee`;
export const removeFromYourCompanyS = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder ${values.name} van u maatskappy se lys? Hul inskrywings, sertifikate en CPD-rekords word behou.` : locale === "zu" ? `Susa u-${values.name} ohlwini lwenkampani yenu? Ukubhaliswa kwakhe, izitifiketi namarekhodi e-CPD kuyagcinwa.` : `Remove ${values.name} from your company's list? Their enrolments, certificates and CPD records are kept.`;
export const remove2 = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder ${values.name}` : locale === "zu" ? `Susa u-${values.name}` : `Remove ${values.name}`;
export const backToEmployees = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na Werknemers` : locale === "zu" ? `Buyela kokuthi Izisebenzi` : `Back to Employees`;
export const added = (values: { addedOn: string | number; email: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.email} · ${values.name} · bygevoeg ${values.addedOn}` : locale === "zu" ? `${values.email} · ${values.name} · wengezwe ${values.addedOn}` : `${values.email} · ${values.name} · added ${values.addedOn}`;
export const cpdPointsIn = (values: { year: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-punte in ${values.year}:` : locale === "zu" ? `Amaphuzu e-CPD ngo-${values.year}:` : `CPD points in ${values.year}:`;
export const assignTraining = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ken opleiding toe` : locale === "zu" ? `Nikeza ukuqeqeshwa` : `Assign training`;
export const courses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusse` : locale === "zu" ? `Izinkambo` : `Courses`;
export const notEnrolledInAnyOnline = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie vir enige aanlyn kursus ingeskryf nie.` : locale === "zu" ? `Akabhaliswanga kunoma iyiphi inkambo ye-inthanethi.` : `Not enrolled in any online course.`;
export const courses2 = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name}: kursusse` : locale === "zu" ? `${values.name}: izinkambo` : `${values.name}: courses`;
export const enrolled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ingeskryf` : locale === "zu" ? `Ubhalisiwe` : `Enrolled`;
export const lastActivity = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laaste aktiwiteit` : locale === "zu" ? `Umsebenzi wokugcina` : `Last activity`;
export const learningPaths = (values: { join: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leerpaaie: ${values.join}` : locale === "zu" ? `Izindlela zokufunda: ${values.join}` : `Learning paths: ${values.join}`;
export const certificates2 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikate` : locale === "zu" ? `Izitifiketi` : `Certificates`;
export const noCertificatesYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen sertifikate nie.` : locale === "zu" ? `Azikho izitifiketi okwamanje.` : `No certificates yet.`;
export const certificates3 = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name}: sertifikate` : locale === "zu" ? `${values.name}: izitifiketi` : `${values.name}: certificates`;
export const completed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voltooi` : locale === "zu" ? `Kuqediwe` : `Completed`;
export const validUntil = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geldig tot` : locale === "zu" ? `Kusebenza kuze kube` : `Valid until`;
export const removeFromTheCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder uit die maatskappy` : locale === "zu" ? `Susa enkampanini` : `Remove from the company`;
export const isTakenOffYourList = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} is van u lys afgehaal. Hul inskrywings, sertifikate en CPD-rekords word behou.` : locale === "zu" ? `U-${values.name} ukhishiwe ohlwini lwenu. Ukubhaliswa kwakhe, izitifiketi namarekhodi e-CPD kuyagcinwa.` : `${values.name} is taken off your list. Their enrolments, certificates and CPD records are kept.`;
export const backToMyCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na My maatskappy` : locale === "zu" ? `Buyela kokuthi Inkampani yami` : `Back to My company`;
export const employees2 = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Werknemers: ${values.name}` : locale === "zu" ? `Izisebenzi: ${values.name}` : `Employees: ${values.name}`;
export const coursesInProgressAndCompleted = (values: { year: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusse aan die gang en voltooi, huidige sertifikate en CPD-punte vir ${values.year}. Voeg mense een vir een of uit 'n lêer by; merk mense om hulle 'n kursus of leerpad toe te ken.` : locale === "zu" ? `Izinkambo eziqhubekayo neziqediwe, izitifiketi zanamuhla namaphuzu e-CPD ka-${values.year}. Engeza abantu ngamunye noma kusuka efayeleni; maka abantu ukuze ubanikeze inkambo noma indlela yokufunda.` : `Courses in progress and completed, certificates today and CPD points for ${values.year}. Add people one by one or from a file; tick people to assign them a course or learning path.`;
export const addAnEmployee = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg 'n werknemer by` : locale === "zu" ? `Engeza isisebenzi` : `Add an employee`;
export const eachPersonGetsAnEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Elke persoon kry 'n e-pos wat hulle uitnooi om aan te sluit (en om 'n rekening te skep as hulle nie een het nie). Hul opleiding wys hier sodra hulle aanvaar.` : locale === "zu" ? `Umuntu ngamunye uthola i-imeyili emmema ukuthi ajoyine (nokuthi avule i-akhawunti uma engenayo). Ukuqeqeshwa kwakhe kuvela lapha uma esemukele.` : `Each person gets an email inviting them to join (and to create an account if they have none). Their training shows here once they accept.`;
export const importEmployeesFromACsv = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer werknemers uit 'n CSV-lêer in` : locale === "zu" ? `Ngenisa izisebenzi kusuka efayeleni le-CSV` : `Import employees from a CSV file`;
export const tickEmployeesInTheTable = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Merk werknemers in die tabel en kies dan 'n kursus of leerpad: hulle word dadelik ingeskryf. 'n Betaalde kursus gebruik een van u maatskappy se plekkrediete per persoon.` : locale === "zu" ? `Maka izisebenzi ethebuleni, bese ukhetha inkambo noma indlela yokufunda: zibhaliswa ngaso leso sikhathi. Inkambo ekhokhelwayo isebenzisa ikhredithi yesihlalo eyodwa yenkampani yenu kumuntu ngamunye.` : `Tick employees in the table, then choose a course or learning path: they are enrolled at once. A paid course uses one of your company's seat credits per person.`;
export const search = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek` : locale === "zu" ? `Sesha` : `Search`;
export const assign = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ken toe` : locale === "zu" ? `Nikeza` : `Assign`;
export const employee = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Werknemer` : locale === "zu" ? `Isisebenzi` : `Employee`;
export const coursesInProgress = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusse aan die gang` : locale === "zu" ? `Izinkambo eziqhubekayo` : `Courses in progress`;
export const coursesCompleted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusse voltooi` : locale === "zu" ? `Izinkambo eziqediwe` : `Courses completed`;
export const certificatesValid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geldige sertifikate` : locale === "zu" ? `Izitifiketi ezisebenzayo` : `Certificates valid`;
export const expiring = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verval binnekort` : locale === "zu" ? `Ziphelelwa yisikhathi` : `Expiring`;
export const expired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verval` : locale === "zu" ? `Ziphelelwe yisikhathi` : `Expired`;
export const cpdPoints = (values: { year: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-punte ${values.year}` : locale === "zu" ? `Amaphuzu e-CPD ${values.year}` : `CPD points ${values.year}`;
export const assignTo = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ken toe aan ${values.name}` : locale === "zu" ? `Nikeza u-${values.name}` : `Assign to ${values.name}`;
export const importEmployees = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer werknemers in` : locale === "zu" ? `Ngenisa izisebenzi` : `Import employees`;
export const downloadTheTemplate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai die sjabloon af` : locale === "zu" ? `Landa isifanekiso` : `Download the template`;
export const csvFileOfEmployees = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `CSV-lêer van werknemers` : locale === "zu" ? `Ifayela le-CSV lezisebenzi` : `CSV file of employees`;
export const theFileWasNotImported = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die lêer is nie ingevoer nie` : locale === "zu" ? `Ifayela alingenisiwe` : `The file was not imported`;
export const imported = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ingevoer` : locale === "zu" ? `Kungenisiwe` : `Imported`;
export const seeYourEmployees = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sien u werknemers` : locale === "zu" ? `Bona izisebenzi zenu` : `See your employees`;
export const invitationSent = (values: { email: string | number; sentOn: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.email} · Uitnodiging gestuur ${values.sentOn}` : locale === "zu" ? `${values.email} · Isimemo sithunyelwe ${values.sentOn}` : `${values.email} · Invitation sent ${values.sentOn}`;
export const resendInvitation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stuur uitnodiging weer` : locale === "zu" ? `Thumela isimemo futhi` : `Resend invitation`;
export const withdrawInvitation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Trek uitnodiging terug` : locale === "zu" ? `Hoxisa isimemo` : `Withdraw invitation`;
export const invitedNotYetJoined = (values: { total: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uitgenooi, nog nie aangesluit nie (${values.total})` : locale === "zu" ? `Bamenyiwe, abakajoyini (${values.total})` : `Invited, not yet joined (${values.total})`;
export const theirTrainingShowsHereOnce = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hul opleiding wys hier sodra hulle die uitnodiging aanvaar. Tot dan sien u net hul naam en adres.` : locale === "zu" ? `Ukuqeqeshwa kwabo kuvela lapha uma sebesamukele isimemo. Kuze kube yilapho nibona igama labo nekheli kuphela.` : `Their training shows here once they accept the invitation. Until then you see only their name and address.`;
export const categoryPoints = (values: { category: string | number; points: string | number; required: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `; ${values.category} ${values.points} van ${values.required}` : locale === "zu" ? `; ${values.category} ${values.points} kokungu-${values.required}` : `; ${values.category} ${values.points} of ${values.required}`;
export const requirementMet = (values: { bodyCode: string | number; year: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.bodyCode} ${values.year} behaal` : locale === "zu" ? `${values.bodyCode} ${values.year} kufeziwe` : `${values.bodyCode} ${values.year} met`;
export const pointsStillNeeded = (values: { bodyCode: string | number; points: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog ${values.points} ${values.bodyCode}-punte nodig` : locale === "zu" ? `Kusadingeka amaphuzu angu-${values.points} e-${values.bodyCode}` : `${values.points} ${values.bodyCode} points still needed`;
export const noCompanyMatches = (values: { search: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen maatskappy pas by “${values.search}” nie.` : locale === "zu" ? `Ayikho inkampani efana no-“${values.search}”.` : `No company matches “${values.search}”.`;
export const addTheFirstClientCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg die eerste kliëntmaatskappy by.` : locale === "zu" ? `Engeza inkampani yekhasimende yokuqala.` : `Add the first client company.`;
export const noEmployeeMatches = (values: { search: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen werknemer pas by “${values.search}” nie.` : locale === "zu" ? `Asikho isisebenzi esifana no-“${values.search}”.` : `No employee matches “${values.search}”.`;
export const noEmployeesYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen werknemers nie.` : locale === "zu" ? `Azikho izisebenzi okwamanje.` : `No employees yet.`;
export const emailOnly = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Slegs e-pos` : locale === "zu" ? `I-imeyili kuphela` : `Email only`;
export const companyInvitation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maatskappy-uitnodiging` : locale === "zu" ? `Isimemo senkampani` : `Company invitation`;
export const addYourCompanySEmployees = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg u maatskappy se werknemers op die Werknemers-bladsy by.` : locale === "zu" ? `Engezani izisebenzi zenkampani yenu ekhasini elithi Izisebenzi.` : `Add your company's employees on the Employees page.`;
export const addYourFirstEmployeeAbove = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg u eerste werknemer hierbo by.` : locale === "zu" ? `Engezani isisebenzi senu sokuqala ngenhla.` : `Add your first employee above.`;
export const importIntroduction = (values: { columns: string | number; employeesFileMaxRows: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n CSV-lêer met die kolomme ${values.columns} in sy eerste ry en een werknemer per ry, hoogstens ${values.employeesFileMaxRows} rye en 256 KB. Excel se “CSV UTF-8” werk. As enige ry 'n probleem het ('n naam ontbreek, 'n foutiewe of herhaalde adres, iemand wat reeds gelys is), word niemand bygevoeg nie, en elke probleem word by sy ry genoem.` : locale === "zu" ? `Ifayela le-CSV elinamakholomu ${values.columns} emgqeni walo wokuqala nesisebenzi esisodwa emgqeni ngamunye, imigqa engu-${values.employeesFileMaxRows} kuphela nama-256 KB. I-“CSV UTF-8” ye-Excel iyasebenza. Uma kunomugqa onenkinga (igama elingekho, ikheli elingalungile noma eliphindiwe, umuntu osevele esohlwini) akekho owengezwayo, futhi inkinga ngayinye ishiwo ngomugqa wayo.` : `A CSV file with the columns ${values.columns} in its first row and one employee a row, at most ${values.employeesFileMaxRows} rows and 256 KB. Excel's “CSV UTF-8” works. If any row has a problem (a missing name, a bad or repeated address, someone already listed) nobody is added, and each problem is named by its row.`;
export const pointsOf = (values: { bodyCode: string | number; points: string | number; requiredPoints: string | number; year: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.bodyCode}-punte in ${values.year}: ${values.points} van ${values.requiredPoints}` : locale === "zu" ? `Amaphuzu e-${values.bodyCode} ngo-${values.year}: ${values.points} kokungu-${values.requiredPoints}` : `${values.bodyCode} points in ${values.year}: ${values.points} of ${values.requiredPoints}`;
export const addCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg maatskappy by` : locale === "zu" ? `Engeza inkampani` : `Add company`;
export const invitationConsent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sodra u aansluit, sien sy opleidingsbestuurders u kursusse, vordering, sertifikate, CPD-punte en besprekings. As u weier, sien hulle niks nie en word die uitnodiging verwyder.` : locale === "zu" ? `Uma ujoyina, abaphathi bayo bokuqeqeshwa babona izinkambo zakho, inqubekela phambili, izitifiketi, amaphuzu e-CPD nokubhuka kwakho. Uma wenqaba, ababoni lutho futhi isimemo siyasuswa.` : `Once you join, its training managers see your courses, progress, certificates, CPD points and bookings. If you decline, they see nothing and the invitation is removed.`;
export const employeeCount = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} werknemer`, other: `${values.count} werknemers` }) : locale === "zu" ? plural(locale, values.count, { one: `isisebenzi esingu-${values.count}`, other: `izisebenzi ezingu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} employee`, other: `${values.count} employees` });
export const employeeCountMatching = (values: { count: number; search: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} werknemer wat by “${values.search}” pas`, other: `${values.count} werknemers wat by “${values.search}” pas` }) : locale === "zu" ? plural(locale, values.count, { one: `isisebenzi esingu-${values.count} esihambisana no-“${values.search}”`, other: `izisebenzi ezingu-${values.count} ezihambisana no-“${values.search}”` }) : plural(locale, values.count, { one: `${values.count} employee matching “${values.search}”`, other: `${values.count} employees matching “${values.search}”` });
export const auditDownloadLine = (values: { at: string | number; count: number; name: string | number; year: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.at}: ${values.name}, ${values.year} (${values.count} sertifikaat)`, other: `${values.at}: ${values.name}, ${values.year} (${values.count} sertifikate)` }) : locale === "zu" ? plural(locale, values.count, { one: `${values.at}: ${values.name}, ${values.year} (isitifiketi esingu-${values.count})`, other: `${values.at}: ${values.name}, ${values.year} (izitifiketi ezingu-${values.count})` }) : plural(locale, values.count, { one: `${values.at}: ${values.name}, ${values.year} (${values.count} certificate)`, other: `${values.at}: ${values.name}, ${values.year} (${values.count} certificates)` });
export const minutesAttended = (values: { minutes: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `(${values.minutes} min)` : locale === "zu" ? `(imizuzu engu-${values.minutes})` : `(${values.minutes} min)`;
export const invitedNoAccountYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `genooi, nog geen rekening nie` : locale === "zu" ? `umenyiwe, akakabi ne-akhawunti` : `invited, no account yet`;
export const mostRecentListed = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die ${values.count} mees onlangse word gewys.` : locale === "zu" ? `Kuboniswa abangu-${values.count} bakamuva kakhulu.` : `The ${values.count} most recent are listed.`;
