// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";
import { plural } from "../../../lib/i18n/message-runtime.ts";

export const courseCode = (values: { code: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursuskode ${values.code}` : locale === "zu" ? `Ikhodi yenkambo ${values.code}` : `Course code ${values.code}`;
export const back = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug` : locale === "zu" ? `Buyela emuva` : `Back`;
export const edit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig` : locale === "zu" ? `Hlela` : `Edit`;
export const addUser = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg gebruiker by` : locale === "zu" ? `Engeza umsebenzisi` : `Add User`;
export const allCourseFields = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Alle kursusvelde` : locale === "zu" ? `Zonke izinkambu zenkambo` : `All course fields`;
export const createCertificateByHand = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skep ’n sertifikaat met die hand` : locale === "zu" ? `Yenza isitifiketi ngesandla` : `Create a certificate by hand`;
export const enrolledUsersCount = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ingeskrewe gebruikers (${values.count})` : locale === "zu" ? `Abasebenzisi ababhalisiwe (${values.count})` : `Enrolled users (${values.count})`;
export const noDataAvailable = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen data beskikbaar nie` : locale === "zu" ? `Ayikho idatha etholakalayo` : `No Data Available`;
export const nobodyEnrolledYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niemand is nog ingeskryf nie. Voeg ’n gebruiker by of voer ’n CSV-lêer in.` : locale === "zu" ? `Akekho osebhalisiwe okwamanje. Engeza umsebenzisi noma ungenise ifayela le-CSV.` : `Nobody is enrolled yet. Add a user or import a CSV file.`;
export const importEnrolledUsers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer ingeskrewe gebruikers in` : locale === "zu" ? `Ngenisa abasebenzisi ababhalisiwe` : `Import enrolled users`;
export const editCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig kursus` : locale === "zu" ? `Hlela inkambo` : `Edit Course`;
export const addCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg kursus by` : locale === "zu" ? `Engeza inkambo` : `Add Course`;
export const enrollUser = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skryf gebruiker in` : locale === "zu" ? `Bhalisa umsebenzisi` : `Enroll user`;
export const editUser = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig gebruiker` : locale === "zu" ? `Hlela umsebenzisi` : `Edit user`;
export const save = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor` : locale === "zu" ? `Londoloza` : `Save`;
export const factInstructor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Instrukteur` : locale === "zu" ? `Umfundisi` : `Instructor`;
export const factLocation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ligging` : locale === "zu" ? `Indawo` : `Location`;
export const factFacilitator = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Fasiliteerder` : locale === "zu" ? `Umgqugquzeli` : `Facilitator`;
export const factCpdPoints = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-punte` : locale === "zu" ? `Amaphuzu e-CPD` : `CPD points`;
export const factProviderActivityNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verskaffer se aktiwiteitsnommer` : locale === "zu" ? `Inombolo yomsebenzi yomhlinzeki` : `Provider activity number`;
export const factAccreditor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Akkrediteerder` : locale === "zu" ? `Ogunyazayo` : `Accreditor`;
export const factDuration = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Duur` : locale === "zu" ? `Isikhathi esithathwayo` : `Duration`;
export const factValidFor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikate geldig vir` : locale === "zu" ? `Izitifiketi zisebenza isikhathi` : `Certificates valid for`;
export const validityMonths = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} maand`, other: `${values.count} maande` }) : locale === "zu" ? plural(locale, values.count, { one: `inyanga engu-${values.count}`, other: `izinyanga ezingu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} month`, other: `${values.count} months` });
export const issueAllCertificates = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Reik alle sertifikate uit` : locale === "zu" ? `Khipha zonke izitifiketi` : `Issue all certificates`;
export const downloads = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aflaaie` : locale === "zu" ? `Okulandiwe` : `Downloads`;
export const exportCsv = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer CSV uit` : locale === "zu" ? `Khipha i-CSV` : `Export CSV`;
export const attendanceRegisterPdf = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bywoningsregister (PDF)` : locale === "zu" ? `Irejista yababekhona (PDF)` : `Attendance register (PDF)`;
export const courseNameQuoted = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `“${values.name}”` : locale === "zu" ? `“${values.name}”` : `"${values.name}"`;
export const chooseCsvFile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies ’n CSV-lêer` : locale === "zu" ? `Khetha ifayela le-CSV` : `Choose a CSV file`;
export const csvColumnsHelp = (values: { columns: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die eerste reël noem die kolomme: ${values.columns}. Naam en e-pos is verpligtend; ’n leë titel, punte, datum of sertifikaatnommer kry die verstekwaarde (punte: dié van die kursus).` : locale === "zu" ? `Umugqa wokuqala uqamba amakholomu: ${values.columns}. Igama ne-imeyili kuyadingeka; isihloko, amaphuzu, usuku noma inombolo yesitifiketi okungagcwalisiwe kuthola okuzenzakalelayo (amaphuzu: awenkambo).` : `The first line names the columns: ${values.columns}. Name and email are required; a blank title, points, date or certificate number gets the default (points: the course's).`;
export const csvFile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `CSV-lêer` : locale === "zu" ? `Ifayela le-CSV` : `CSV file`;
export const chooseCsvFilePlaceholder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies ’n .csv-lêer` : locale === "zu" ? `Khetha ifayela le-.csv` : `Choose a .csv file`;
export const importCsv = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer CSV in` : locale === "zu" ? `Ngenisa i-CSV` : `Import CSV`;
export const nothingWasImported = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niks is ingevoer nie` : locale === "zu" ? `Akukho okungenisiwe` : `Nothing was imported`;
export const rowsRefused = (values: { count: string | number; total: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.count} van ${values.total} rye is geweier. Korrigeer hulle en voer die lêer weer in.` : locale === "zu" ? `Imigqa engu-${values.count} kwengu-${values.total} yenqatshiwe. Yilungise bese uphinda ungenisa ifayela.` : `${values.count} of ${values.total} rows were refused. Correct them and import the file again.`;
export const refusedRows = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geweierde rye` : locale === "zu" ? `Imigqa enqatshiwe` : `Refused rows`;
export const line = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Reël` : locale === "zu" ? `Umugqa` : `Line`;
export const name = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Naam` : locale === "zu" ? `Igama` : `Name`;
export const whyRefused = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Waarom dit geweier is` : locale === "zu" ? `Kungani wenqatshiwe` : `Why it was refused`;
export const notSaved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie gestoor nie` : locale === "zu" ? `Akulondolozwanga` : `Not saved`;
export const courseName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusnaam` : locale === "zu" ? `Igama lenkambo` : `Course name`;
export const enterCourseName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik ’n kursusnaam hier...` : locale === "zu" ? `Faka igama lenkambo lapha...` : `Enter a course name here...`;
export const courseDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusbeskrywing` : locale === "zu" ? `Incazelo yenkambo` : `Course description`;
export const enterDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik ’n beskrywing hier...` : locale === "zu" ? `Faka incazelo lapha...` : `Enter a description here...`;
export const enterCourseDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik ’n kursusbeskrywing hier...` : locale === "zu" ? `Faka incazelo yenkambo lapha...` : `Enter a course description here...`;
export const instructorName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Instrukteur se naam` : locale === "zu" ? `Igama lomfundisi` : `Instructor name`;
export const enterName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik ’n naam hier...` : locale === "zu" ? `Faka igama lapha...` : `Enter a name here...`;
export const location = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ligging` : locale === "zu" ? `Indawo` : `Location`;
export const enterLocation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik ’n ligging hier...` : locale === "zu" ? `Faka indawo lapha...` : `Enter a location here...`;
export const facilitatorName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Fasiliteerder se naam` : locale === "zu" ? `Igama lomgqugquzeli` : `Facilitator name`;
export const facilitatorOrganisation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Fasiliteerder se organisasie` : locale === "zu" ? `Inhlangano yomgqugquzeli` : `Facilitator organisation`;
export const enterOrganisation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik ’n organisasie hier...` : locale === "zu" ? `Faka inhlangano lapha...` : `Enter an organisation here...`;
export const duration = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Duur` : locale === "zu" ? `Isikhathi esithathwayo` : `Duration`;
export const enterDuration = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik ’n duur hier...` : locale === "zu" ? `Faka isikhathi esithathwayo lapha...` : `Enter a duration here...`;
export const allocatedPoints = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Toegekende punte` : locale === "zu" ? `Amaphuzu anikeziwe` : `Allocated points`;
export const enterPoints = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik punte hier...` : locale === "zu" ? `Faka amaphuzu lapha...` : `Enter points here...`;
export const providerActivityNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verskaffer se aktiwiteitsnommer` : locale === "zu" ? `Inombolo yomsebenzi yomhlinzeki` : `Provider activity number`;
export const enterAnActivityNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik ’n aktiwiteitsnommer hier...` : locale === "zu" ? `Faka inombolo yomsebenzi lapha...` : `Enter an activity number here...`;
export const enterTheActivityNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik die aktiwiteitsnommer hier...` : locale === "zu" ? `Faka inombolo yomsebenzi lapha...` : `Enter the activity number here...`;
export const courseCodeLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursuskode` : locale === "zu" ? `Ikhodi yenkambo` : `Course code`;
export const enterCourseCode = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik ’n kursuskode hier...` : locale === "zu" ? `Faka ikhodi yenkambo lapha...` : `Enter a course code here...`;
export const email = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const enterEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik ’n e-posadres hier...` : locale === "zu" ? `Faka i-imeyili lapha...` : `Enter an email here...`;
export const idNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `ID-nommer` : locale === "zu" ? `Inombolo kamazisi` : `ID number`;
export const enterIdNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik ’n ID- of HPCSA-nommer hier...` : locale === "zu" ? `Faka inombolo kamazisi noma ye-HPCSA lapha...` : `Enter an ID or HPCSA number here...`;
export const title = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Titel` : locale === "zu" ? `Isihloko` : `Title`;
export const enterTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik ’n titel hier...` : locale === "zu" ? `Faka isihloko lapha...` : `Enter a title here...`;
export const certificateNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaatnommer` : locale === "zu" ? `Inombolo yesitifiketi` : `Certificate number`;
export const enterCertificateNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik ’n sertifikaatnommer hier...` : locale === "zu" ? `Faka inombolo yesitifiketi lapha...` : `Enter a certificate number here...`;
export const date = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Datum` : locale === "zu" ? `Usuku` : `Date`;
export const userCouldNotBeRemoved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die gebruiker kon nie verwyder word nie.` : locale === "zu" ? `Umsebenzisi akakwazanga ukukhishwa.` : `The user could not be removed.`;
export const removeUser = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder gebruiker` : locale === "zu" ? `Khipha umsebenzisi` : `Remove user`;
export const removeUserQuestion = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder ${values.name} uit hierdie kursus? Sertifikate wat reeds uitgereik is, bly geldig.` : locale === "zu" ? `Ukhipha u-${values.name} kule nkambo? Izitifiketi esezikhishiwe zihlala zisebenza.` : `Remove ${values.name} from this course? Certificates already issued stay valid.`;
export const remove = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder` : locale === "zu" ? `Khipha` : `Remove`;
export const enrolledUsers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ingeskrewe gebruikers` : locale === "zu" ? `Abasebenzisi ababhalisiwe` : `Enrolled users`;
export const certificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaat` : locale === "zu" ? `Isitifiketi` : `Certificate`;
export const actions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aksies` : locale === "zu" ? `Izenzo` : `Actions`;
export const editNamed = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name}: wysig` : locale === "zu" ? `${values.name}: hlela` : `${values.name}: edit`;
export const revoked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Herroep` : locale === "zu" ? `Sihoxisiwe` : `Revoked`;
export const valid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geldig` : locale === "zu" ? `Siyasebenza` : `Valid`;
export const verificationPage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verifikasiebladsy` : locale === "zu" ? `Ikhasi lokuqinisekisa` : `Verification page`;
export const generateCertificateFor = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Genereer sertifikaat vir ${values.name}` : locale === "zu" ? `Khiqiza isitifiketi sika-${values.name}` : `Generate Certificate for ${values.name}`;
export const generateCertificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Genereer sertifikaat` : locale === "zu" ? `Khiqiza isitifiketi` : `Generate Certificate`;
export const removeNamed = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder ${values.name}` : locale === "zu" ? `Khipha u-${values.name}` : `Remove ${values.name}`;
export const issuedCertificatesCount = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uitgereikte sertifikate (${values.count})` : locale === "zu" ? `Izitifiketi ezikhishiwe (${values.count})` : `Issued certificates (${values.count})`;
export const issuedCertificates = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uitgereikte sertifikate` : locale === "zu" ? `Izitifiketi ezikhishiwe` : `Issued certificates`;
export const number = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nommer` : locale === "zu" ? `Inombolo` : `Number`;
export const issued = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uitgereik` : locale === "zu" ? `Kukhishwe` : `Issued`;
export const status = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Status` : locale === "zu" ? `Isimo` : `Status`;
export const links = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skakels` : locale === "zu" ? `Izixhumanisi` : `Links`;
export const certificateForm = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `(sertifikaatvorm)` : locale === "zu" ? `(ifomu lesitifiketi)` : `(certificate form)`;
export const pdfOfCertificate = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? ` van sertifikaat ${values.number}` : locale === "zu" ? ` yesitifiketi ${values.number}` : ` of certificate ${values.number}`;
export const verifyCertificate = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? ` sertifikaat ${values.number}` : locale === "zu" ? ` isitifiketi ${values.number}` : ` certificate ${values.number}`;
export const pdf = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `PDF` : locale === "zu" ? `PDF` : `PDF`;
export const verify = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verifieer` : locale === "zu" ? `Qinisekisa` : `Verify`;
export const certificatesNew = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} sertifikaat is nuut en word per e-pos gestuur met die PDF aangeheg`, other: `${values.count} sertifikate is nuut en word per e-pos gestuur met die PDF aangeheg` }) : locale === "zu" ? plural(locale, values.count, { one: `Isitifiketi esingu-${values.count} sisha futhi sithunyelwa nge-imeyili kunamathiselwe i-PDF`, other: `Izitifiketi ezingu-${values.count} zintsha futhi zithunyelwa nge-imeyili kunamathiselwe i-PDF` }) : plural(locale, values.count, { one: `${values.count} certificate is new and emailed with the PDF attached`, other: `${values.count} certificates are new and emailed with the PDF attached` });
export const certificatesReprinted = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} sertifikaat wat reeds uitgereik is, word herdruk met dieselfde nommer en sonder ’n tweede e-pos`, other: `${values.count} sertifikate wat reeds uitgereik is, word herdruk met dieselfde nommer en sonder ’n tweede e-pos` }) : locale === "zu" ? plural(locale, values.count, { one: `Isitifiketi esingu-${values.count} esesikhishiwe siphinde siphrintwe ngenombolo efanayo kungathunyelwa i-imeyili yesibili`, other: `Izitifiketi ezingu-${values.count} esezikhishiwe ziphinde ziphrintwe ngenombolo efanayo kungathunyelwa i-imeyili yesibili` }) : plural(locale, values.count, { one: `${values.count} certificate already issued is reprinted with the same number and no second email`, other: `${values.count} certificates already issued are reprinted with the same number and no second email` });
export const issueQuestion = (values: { count: number; details: string | number; subject: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `Reik ${values.count} sertifikaat uit vir ${values.subject}? ${values.details}.`, other: `Reik ${values.count} sertifikate uit vir ${values.subject}? ${values.details}.` }) : locale === "zu" ? plural(locale, values.count, { one: `Ukhipha isitifiketi esingu-${values.count} sika-${values.subject}? ${values.details}.`, other: `Ukhipha izitifiketi ezingu-${values.count} zika-${values.subject}? ${values.details}.` }) : plural(locale, values.count, { one: `Issue ${values.count} certificate for ${values.subject}? ${values.details}.`, other: `Issue ${values.count} certificates for ${values.subject}? ${values.details}.` });
export const issueCertificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Reik sertifikaat uit` : locale === "zu" ? `Khipha isitifiketi` : `Issue certificate`;
export const issueCertificates = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Reik sertifikate uit` : locale === "zu" ? `Khipha izitifiketi` : `Issue certificates`;
export const cancel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer` : locale === "zu" ? `Khansela` : `Cancel`;
export const sectionCourseDetails = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusbesonderhede` : locale === "zu" ? `Imininingwane yenkambo` : `Course Details`;
export const sectionInstructor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Instrukteur se inligting` : locale === "zu" ? `Ulwazi lomfundisi` : `Instructor Information`;
export const instructorSignature = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Instrukteur se handtekening` : locale === "zu" ? `Isiginesha yomfundisi` : `Instructor signature`;
export const instructorSignatureHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `’n Beeld van die handtekening, wat op die sertifikate gedruk word.` : locale === "zu" ? `Isithombe sesiginesha, esiphrintwa ezitifiketini.` : `An image of the signature, printed on the certificates.`;
export const sectionFacilitator = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Fasiliteerder se inligting` : locale === "zu" ? `Ulwazi lomgqugquzeli` : `Facilitator Information`;
export const sectionAdditional = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bykomende kursusbesonderhede` : locale === "zu" ? `Imininingwane eyengeziwe yenkambo` : `Additional Course Details`;
export const allocatedCpdPoints = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Toegekende CPD-punte` : locale === "zu" ? `Amaphuzu e-CPD anikeziwe` : `Allocated CPD points`;
export const clinicalPoints = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kliniese punte` : locale === "zu" ? `Amaphuzu omtholampilo` : `Clinical points`;
export const ethicsPoints = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Etiekpunte` : locale === "zu" ? `Amaphuzu okuziphatha` : `Ethics points`;
export const example = (values: { value: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `bv. ${values.value}` : locale === "zu" ? `isib. ${values.value}` : `e.g. ${values.value}`;
export const accreditingBody = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Akkrediteringsliggaam` : locale === "zu" ? `Inhlangano egunyazayo` : `Accrediting body`;
export const accreditingBodyHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Op die sertifikaat gedruk as Geakkrediteer deur` : locale === "zu" ? `Kuphrintwa esitifiketini njengokuthi Kugunyazwe ngu-` : `Printed on the certificate as Accredited by`;
export const none = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen` : locale === "zu" ? `Akukho` : `None`;
export const customEntry = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} (eie inskrywing)` : locale === "zu" ? `${values.name} (okufakwe ngokwakho)` : `${values.name} (custom entry)`;
export const cpdLevel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-vlak` : locale === "zu" ? `Izinga le-CPD` : `CPD level`;
export const notSet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie gestel nie` : locale === "zu" ? `Akusethiwe` : `Not set`;
export const exampleDuration = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `bv. 3 dae` : locale === "zu" ? `isib. izinsuku ezi-3` : `e.g. 3 days`;
export const activityStartDate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aktiwiteit se begindatum` : locale === "zu" ? `Usuku lokuqala komsebenzi` : `Activity start date`;
export const activityEndDate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aktiwiteit se einddatum` : locale === "zu" ? `Usuku lokuphela komsebenzi` : `Activity end date`;
export const sectionValidity = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geldigheid en hernuwing` : locale === "zu" ? `Ukusebenza nokuvuselelwa` : `Validity and Renewal`;
export const certificateValidFor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaat geldig vir (maande)` : locale === "zu" ? `Isitifiketi sisebenza isikhathi (izinyanga)` : `Certificate valid for (months)`;
export const certificateValidForHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laat leeg as sertifikate van hierdie kursus nie verval nie.` : locale === "zu" ? `Shiya kungagcwalisiwe uma izitifiketi zale nkambo zingaphelelwa yisikhathi.` : `Leave empty if certificates of this course do not expire.`;
export const renewalLink = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hernuwingskakel` : locale === "zu" ? `Isixhumanisi sokuvuselela` : `Renewal link`;
export const renewalLinkHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Waarheen herinneringe mense stuur om die hernuwing te bespreek; leeg: die opleidingskedule.` : locale === "zu" ? `Lapho izikhumbuzo zithumela khona abantu ukuze babhuke ukuvuselelwa; uma kungagcwalisiwe: uhlelo lokuqeqeshwa.` : `Where reminders send people to book the renewal; empty: the training schedule.`;
export const saveCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor kursus` : locale === "zu" ? `Londoloza inkambo` : `Save Course`;
export const searchEnrolledUsers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek ingeskrewe gebruikers volgens naam of e-pos` : locale === "zu" ? `Sesha abasebenzisi ababhalisiwe ngegama noma nge-imeyili` : `Search enrolled users by name or email`;
export const noEnrolledUserMatches = (values: { search: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen ingeskrewe gebruiker pas by “${values.search}” nie.` : locale === "zu" ? `Akekho umsebenzisi obhalisiwe ofana no-“${values.search}”.` : `No enrolled user matches “${values.search}”.`;
export const pagesOfEnrolledUsers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye ingeskrewe gebruikers` : locale === "zu" ? `Amakhasi abasebenzisi ababhalisiwe` : `Pages of enrolled users`;
export const firstEnrolledUsers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `← Eerste gebruikers` : locale === "zu" ? `← Abasebenzisi bokuqala` : `← First users`;
export const nextEnrolledUsers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Volgende gebruikers →` : locale === "zu" ? `Abasebenzisi abalandelayo →` : `Next users →`;
export const pagesOfIssuedCertificates = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye uitgereikte sertifikate` : locale === "zu" ? `Amakhasi ezitifiketi ezikhishiwe` : `Pages of issued certificates`;
