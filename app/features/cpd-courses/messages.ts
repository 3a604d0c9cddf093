// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const unknownBody = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies een van die gelyste akkrediteringsliggame, of Geen.` : locale === "zu" ? `Khetha enye yezinhlangano ezigunyazayo ezibaliwe, noma u-Akukho.` : `Choose one of the accrediting bodies listed, or None.`;
export const courseDoesNotExist = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kursus bestaan nie.` : locale === "zu" ? `Le nkambo ayikho.` : `This course does not exist.`;
export const noPermission = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het nie toestemming om hierdie bladsy oop te maak nie.` : locale === "zu" ? `Awunayo imvume yokuvula leli khasi.` : `You do not have permission to open this page.`;
export const pointsBreakdown = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kliniese punte en etiekpunte saam kan nie meer as die toegekende punte wees nie` : locale === "zu" ? `Amaphuzu omtholampilo nawokuziphatha ndawonye awanakweqa amaphuzu anikeziwe` : `Clinical and ethics points together cannot exceed the allocated points`;
export const validityMonthsInvalid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik die geldigheid in heel maande van 1 tot 120, of laat dit leeg as sertifikate nie verval nie` : locale === "zu" ? `Faka isikhathi sokusebenza ngezinyanga eziphelele kusuka ku-1 kuya ku-120, noma ukushiye kungagcwalisiwe uma izitifiketi zingaphelelwa yisikhathi` : `Enter the validity in whole months from 1 to 120, or leave it empty if certificates do not expire`;
export const renewalUrlInvalid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik ’n pad op hierdie webwerf (wat met / begin) of ’n adres wat met https:// begin` : locale === "zu" ? `Faka indlela kule sayithi (eqala ngo-/) noma ikheli eliqala ngo-https://` : `Enter a path on this site (starting with /) or an address starting with https://`;
export const endBeforeStart = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die einddatum kan nie voor die begindatum wees nie` : locale === "zu" ? `Usuku lokuphela alunakuba ngaphambi kosuku lokuqala` : `The end date cannot be before the start date`;
export const unknownAction = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onbekende aksie.` : locale === "zu" ? `Isenzo esingaziwa.` : `Unknown action.`;
export const staleCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand anders het hierdie kursus gestoor terwyl u dit gewysig het. U veranderinge is nog in die vorm: kopieer wat u nodig het, herlaai om hulle weergawe te sien, en stoor dan weer.` : locale === "zu" ? `Omunye umuntu ulondoloze le nkambo ngesikhathi usayihlela. Izinguquko zakho zisesefomini: kopisha okudingayo, layisha kabusha ukuze ubone inguqulo yakhe, bese uphinda ulondoloza.` : `Someone else saved this course while you were editing it. Your changes are still in the form: copy what you need, reload to see their version, then save again.`;
export const certificateNumberInUse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie sertifikaatnommer word reeds gebruik` : locale === "zu" ? `Le nombolo yesitifiketi isisetshenziswa` : `This certificate number is already in use`;
export const emailAlreadyEnrolled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand met hierdie e-posadres is reeds vir hierdie kursus ingeskryf` : locale === "zu" ? `Umuntu onale imeyili usebhalisiwe kule nkambo` : `Someone with this email is already enrolled on this course`;
export const columnName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Naam` : locale === "zu" ? `Igama` : `Name`;
export const columnEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const columnIdNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `ID-nommer` : locale === "zu" ? `Inombolo kamazisi` : `ID number`;
export const columnTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Titel` : locale === "zu" ? `Isihloko` : `Title`;
export const columnAllocatedPoints = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Toegekende punte` : locale === "zu" ? `Amaphuzu anikeziwe` : `Allocated points`;
export const columnCertificateNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaatnommer` : locale === "zu" ? `Inombolo yesitifiketi` : `Certificate number`;
export const columnDate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Datum` : locale === "zu" ? `Usuku` : `Date`;
export const rowProblem = (values: { label: string | number; message: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label}: ${values.message}` : locale === "zu" ? `${values.label}: ${values.message}` : `${values.label}: ${values.message}`;
export const fileEmpty = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die lêer is leeg.` : locale === "zu" ? `Ifayela alinalutho.` : `The file is empty.`;
export const missingColumns = (values: { columns: string | number; missing: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die eerste reël moet die kolomme noem: ${values.columns} (ontbreek: ${values.missing}).` : locale === "zu" ? `Umugqa wokuqala kufanele uqambe amakholomu: ${values.columns} (okushodayo: ${values.missing}).` : `The first line must name the columns: ${values.columns} (missing: ${values.missing}).`;
export const noRows = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die lêer het geen rye onder die kolomname nie.` : locale === "zu" ? `Ifayela alinayo imigqa ngaphansi kwamagama amakholomu.` : `The file has no rows below the column names.`;
export const tooManyRows = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoogstens ${values.max} rye kan op een slag ingevoer word.` : locale === "zu" ? `Imigqa engu-${values.max} kuphela engangeniswa ngesikhathi esisodwa.` : `At most ${values.max} rows can be imported at once.`;
export const sameNumberOnLine = (values: { line: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaatnommer: dieselfde nommer is op reël ${values.line}` : locale === "zu" ? `Inombolo yesitifiketi: inombolo efanayo isemgqeni ${values.line}` : `Certificate number: the same number is on line ${values.line}`;
export const sameEmailOnLine = (values: { line: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos: dieselfde e-posadres is op reël ${values.line}` : locale === "zu" ? `I-imeyili: i-imeyili efanayo isemgqeni ${values.line}` : `Email: the same email is on line ${values.line}`;
export const rowCertificateNumberInUse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaatnommer: Hierdie sertifikaatnommer word reeds gebruik` : locale === "zu" ? `Inombolo yesitifiketi: Le nombolo yesitifiketi isisetshenziswa` : `Certificate number: This certificate number is already in use`;
export const rowEmailAlreadyEnrolled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos: Iemand met hierdie e-posadres is reeds vir hierdie kursus ingeskryf` : locale === "zu" ? `I-imeyili: Umuntu onale imeyili usebhalisiwe kule nkambo` : `Email: Someone with this email is already enrolled on this course`;
export const registerIdNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `ID-/HPCSA-nommer` : locale === "zu" ? `Inombolo kamazisi / ye-HPCSA` : `ID / HPCSA number`;
export const registerSignature = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Handtekening` : locale === "zu" ? `Isiginesha` : `Signature`;
export const attendanceRegister = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bywoningsregister` : locale === "zu" ? `Irejista yababekhona` : `Attendance register`;
export const attendanceRegisterOf = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bywoningsregister: ${values.name}` : locale === "zu" ? `Irejista yababekhona: ${values.name}` : `Attendance register: ${values.name}`;
export const registerFooter = (values: { code: string | number; name: string | number; page: string | number; pages: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} (${values.code}): bladsy ${values.page} van ${values.pages}` : locale === "zu" ? `${values.name} (${values.code}): ikhasi ${values.page} kwangu-${values.pages}` : `${values.name} (${values.code}): page ${values.page} of ${values.pages}`;
export const factCourseCode = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursuskode` : locale === "zu" ? `Ikhodi yenkambo` : `Course code`;
export const factProviderActivityNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verskaffer se aktiwiteitsnommer` : locale === "zu" ? `Inombolo yomsebenzi yomhlinzeki` : `Provider activity number`;
export const factAccreditor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Akkrediteerder` : locale === "zu" ? `Ogunyazayo` : `Accreditor`;
export const factCpdPoints = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-punte` : locale === "zu" ? `Amaphuzu e-CPD` : `CPD points`;
export const factDates = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Datums` : locale === "zu" ? `Izinsuku` : `Dates`;
export const dateRange = (values: { from: string | number; to: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.from} tot ${values.to}` : locale === "zu" ? `${values.from} kuya ku-${values.to}` : `${values.from} to ${values.to}`;
export const factVenue = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lokaal` : locale === "zu" ? `Indawo` : `Venue`;
export const factInstructor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Instrukteur` : locale === "zu" ? `Umfundisi` : `Instructor`;
export const factFacilitator = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Fasiliteerder` : locale === "zu" ? `Umgqugquzeli` : `Facilitator`;
export const factProvider = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verskaffer` : locale === "zu" ? `Umhlinzeki` : `Provider`;
export const factLine = (values: { label: string | number; value: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label}: ${values.value}` : locale === "zu" ? `${values.label}: ${values.value}` : `${values.label}: ${values.value}`;
