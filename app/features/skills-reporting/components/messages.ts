// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";

export const backTo = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na ${values.name}` : locale === "zu" ? `Buyela ku-${values.name}` : `Back to ${values.name}`;
export const skillsDevelopmentFacilitator = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vaardigheidsontwikkelingsfasiliteerder` : locale === "zu" ? `Umgqugquzeli Wokuthuthukiswa Kwamakhono` : `Skills Development Facilitator`;
export const theFacilitatorDownloadsSSkills = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die fasiliteerder laai ${values.name} se verslae oor vaardigheidsontwikkeling van My maatskappy af: die SETA se Jaarlikse Opleidingsverslag en Werkplekvaardigheidsplan, en die B-BBEE-opsomming, met leerders se volle ID-nommers. Kies een van die maatskappy se opleidingsbestuurders.` : locale === "zu" ? `Umgqugquzeli ulanda imibiko ye-${values.name} yokuthuthukiswa kwamakhono kokuthi Inkampani yami: i-Annual Training Report ne-Workplace Skills Plan ye-SETA, nesifinyezo se-B-BBEE, kukhona izinombolo zamazisi ezigcwele zabafundi. Khetha omunye wabaphathi bokuqeqeshwa benkampani.` : `The facilitator downloads ${values.name}'s skills-development reports from My company: the SETA's Annual Training Report and Workplace Skills Plan, and the B-BBEE summary, with learners' full ID numbers. Choose one of the company's training managers.`;
export const saved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gestoor.` : locale === "zu" ? `Kulondoloziwe.` : `Saved.`;
export const facilitator = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Fasiliteerder` : locale === "zu" ? `Umgqugquzeli` : `Facilitator`;
export const nobody = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niemand` : locale === "zu" ? `Akekho` : `Nobody`;
export const saveFacilitator = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor fasiliteerder` : locale === "zu" ? `Londoloza umgqugquzeli` : `Save facilitator`;
export const backToMyLearning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na My leer` : locale === "zu" ? `Buyela kokuthi Ukufunda kwami` : `Back to My learning`;
export const detailsForSkillsReporting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Besonderhede vir vaardigheidsverslaggewing` : locale === "zu" ? `Imininingwane yokubika ngamakhono` : `Details for skills reporting`;
export const yourEmployerSSkillsDevelopment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U werkgewer se Vaardigheidsontwikkelingsfasiliteerder rapporteer u opleiding aan sy SETA. Hierdie besonderhede word slegs in daardie verslae gebruik en nooit op 'n bladsy gewys nie.` : locale === "zu" ? `Umgqugquzeli Wokuthuthukiswa Kwamakhono womqashi wenu ubika ukuqeqeshwa kwenu ku-SETA yakhe. Le mininingwane isetshenziswa kuphela kuleyo mibiko, ayikhonjiswa neze ekhasini.` : `Your employer's Skills Development Facilitator reports your training to its SETA. These details are used only in those reports, never shown on a page.`;
export const yourDetailsAreSaved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U besonderhede is gestoor.` : locale === "zu" ? `Imininingwane yenu ilondoloziwe.` : `Your details are saved.`;
export const identity = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Identiteit` : locale === "zu" ? `Ubunikazi` : `Identity`;
export const numberOnRecord = (values: { maskedIdNumber: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nommer op rekord: ${values.maskedIdNumber}` : locale === "zu" ? `Inombolo eserekhodini: ${values.maskedIdNumber}` : `Number on record: ${values.maskedIdNumber}`;
export const idType = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soort ID` : locale === "zu" ? `Uhlobo lukamazisi` : `ID type`;
export const choose = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies` : locale === "zu" ? `Khetha` : `Choose`;
export const idOrPassportNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `ID- of paspoortnommer` : locale === "zu" ? `Inombolo kamazisi noma yephasiphothi` : `ID or passport number`;
export const equityDetailsOptional = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gelykheidsbesonderhede (opsioneel)` : locale === "zu" ? `Imininingwane yokulingana (akuphoqelekile)` : `Equity details (optional)`;
export const populationGroup = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bevolkingsgroep` : locale === "zu" ? `Iqembu labantu` : `Population group`;
export const gender = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geslag` : locale === "zu" ? `Ubulili` : `Gender`;
export const disability = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gestremdheid` : locale === "zu" ? `Ukukhubazeka` : `Disability`;
export const saveDetails = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor besonderhede` : locale === "zu" ? `Londoloza imininingwane` : `Save details`;
export const withdrawConsentAndRemoveEquity = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Trek toestemming terug en verwyder gelykheidsbesonderhede` : locale === "zu" ? `Hoxisa imvume futhi ususe imininingwane yokulingana` : `Withdraw consent and remove equity details`;
export const ofoCode = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `OFO-kode: ${values.title}` : locale === "zu" ? `Ikhodi ye-OFO: ${values.title}` : `OFO code: ${values.title}`;
export const nqfLevel = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `NQF-vlak: ${values.title}` : locale === "zu" ? `Izinga le-NQF: ${values.title}` : `NQF level: ${values.title}`;
export const saveCodes = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor kodes: ${values.title}` : locale === "zu" ? `Londoloza amakhodi: ${values.title}` : `Save codes: ${values.title}`;
export const save = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor` : locale === "zu" ? `Londoloza` : `Save`;
export const skillsCodes = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vaardigheidskodes` : locale === "zu" ? `Amakhodi amakhono` : `Skills codes`;
export const theOfoOccupationCodeAnd = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die OFO-beroepskode en NQF-vlak van elke kursus, CPD-kursus, geleentheid en geskeduleerde kursus: maatskappye se vaardigheidsverslae (Jaarlikse Opleidingsverslag, B-BBEE-opsomming) bevat dit.` : locale === "zu" ? `Ikhodi yomsebenzi ye-OFO nezinga le-NQF lenkambo ngayinye, inkambo ye-CPD, umcimbi nenkambo ehleliwe: imibiko yamakhono yezinkampani (i-Annual Training Report, isifinyezo se-B-BBEE) iyakuqukatha.` : `The OFO occupation code and NQF level of each course, CPD course, event and scheduled course: companies' skills reports (Annual Training Report, B-BBEE summary) carry them.`;
export const kindOfIntervention = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soort intervensie` : locale === "zu" ? `Uhlobo longenelelo` : `Kind of intervention`;
export const titleContains = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Titel bevat` : locale === "zu" ? `Isihloko siqukethe` : `Title contains`;
export const show = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wys` : locale === "zu" ? `Bonisa` : `Show`;
export const nothingFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niks gevind nie` : locale === "zu" ? `Akukho okutholakele` : `Nothing found`;
export const interventionsAndTheirCodes = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Intervensies en hul kodes` : locale === "zu" ? `Ukungenelela namakhodi akho` : `Interventions and their codes`;
export const ofoCode2 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `OFO-kode` : locale === "zu" ? `Ikhodi ye-OFO` : `OFO code`;
export const nqfLevel2 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `NQF-vlak` : locale === "zu" ? `Izinga le-NQF` : `NQF level`;
export const pagesOfInterventions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye van intervensies` : locale === "zu" ? `Amakhasi okungenelela` : `Pages of interventions`;
export const skillsDevelopmentReporting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verslaggewing oor vaardigheidsontwikkeling` : locale === "zu" ? `Ukubika ngokuthuthukiswa kwamakhono` : `Skills development reporting`;
export const youAreThisCompanyS = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U is hierdie maatskappy se Vaardigheidsontwikkelingsfasiliteerder.` : locale === "zu" ? `Ningumgqugquzeli Wokuthuthukiswa Kwamakhono wale nkampani.` : `You are this company's Skills Development Facilitator.`;
export const openSkillsDevelopmentReporting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak verslaggewing oor vaardigheidsontwikkeling oop` : locale === "zu" ? `Vula ukubika ngokuthuthukiswa kwamakhono` : `Open skills development reporting`;
export const anEmployeeSIdNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Werknemer se ID-nommer` : locale === "zu" ? `Inombolo kamazisi yesisebenzi` : `An employee's ID number`;
export const forAnEmployeeWhoHas = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vir 'n werknemer wat dit nie op hul eie bladsy ingevul het nie. Dit word slegs vir hierdie verslae gehou en nooit volledig gewys nie.` : locale === "zu" ? `Kwesisebenzi esingakayifaki ekhasini laso. Igcinelwa le mibiko kuphela futhi ayikhonjiswa yonke neze.` : `For an employee who has not entered it on their own page. It is kept for these reports only and never shown in full.`;
export const savedTheIdNumberOf = (values: { savedFor: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die ID-nommer van ${values.savedFor} is gestoor.` : locale === "zu" ? `Inombolo kamazisi ka-${values.savedFor} ilondoloziwe.` : `Saved the ID number of ${values.savedFor}.`;
export const employee = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Werknemer` : locale === "zu" ? `Isisebenzi` : `Employee`;
export const saveIdNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor ID-nommer` : locale === "zu" ? `Londoloza inombolo kamazisi` : `Save ID number`;
export const theSetaSAnnualTraining = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die SETA se Jaarlikse Opleidingsverslag en Werkplekvaardigheidsplan, en die vaardigheidsontwikkelingsdeel van die B-BBEE-telkaart, vir ${values.name}. 'n Finansiële jaar loop van 1 April tot 31 Maart.` : locale === "zu" ? `I-Annual Training Report ne-Workplace Skills Plan ye-SETA, nengxenye yokuthuthukiswa kwamakhono ye-B-BBEE scorecard, ye-${values.name}. Unyaka wezimali uqala ngomhla ka-1 Ephreli uze ufike ku-31 Mashi.` : `The SETA's Annual Training Report and Workplace Skills Plan, and the skills-development part of the B-BBEE scorecard, for ${values.name}. A financial year runs from 1 April to 31 March.`;
export const financialYear = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Finansiële jaar` : locale === "zu" ? `Unyaka wezimali` : `Financial year`;
export const showYear = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wys jaar` : locale === "zu" ? `Bonisa unyaka` : `Show year`;
export const downloadsFor = (values: { year: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aflaaie vir ${values.year}` : locale === "zu" ? `Okulandwayo kuka-${values.year}` : `Downloads for ${values.year}`;
export const fullIdAndPassportNumbers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Volle ID- en paspoortnommers, en die gelykheidsbesonderhede wat leerders ingestem het om te deel, verskyn slegs in hierdie lêers. Elke aflaai word aangeteken.` : locale === "zu" ? `Izinombolo ezigcwele zamazisi namaphasiphothi, kanye nemininingwane yokulingana abafundi abavume ukuyabelana, kuvela kulawa mafayela kuphela. Ukulanda ngakunye kuyarekhodwa.` : `Full ID and passport numbers, and the equity details learners agreed to share, appear only in these files. Each download is recorded.`;
export const downloadCsv = (values: { report: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai ${values.report} af (CSV)` : locale === "zu" ? `Landa i-${values.report} (CSV)` : `Download ${values.report} (CSV)`;
export const evidencePackForOneLearner = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bewyspakket vir een leerder` : locale === "zu" ? `Iphakethe lobufakazi lomfundi oyedwa` : `Evidence pack for one learner`;
export const aZipWithTheLearner = (values: { year: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n ZIP met die leerder se belastingfakture, betalingsbewyse, bywoningsregisterrye en sertifikate vir ${values.year}.` : locale === "zu" ? `I-ZIP enama-invoyisi entela omfundi, ubufakazi benkokhelo, imigqa yerejista yokuba khona nezitifiketi zika-${values.year}.` : `A ZIP with the learner's tax invoices, proofs of payment, attendance register rows and certificates for ${values.year}.`;
export const theCompanyHasNoEmployees = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die maatskappy het nog geen werknemers nie.` : locale === "zu" ? `Inkampani ayikabi nazo izisebenzi.` : `The company has no employees yet.`;
export const learner = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leerder` : locale === "zu" ? `Umfundi` : `Learner`;
export const downloadEvidencePackZip = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai bewyspakket af (ZIP)` : locale === "zu" ? `Landa iphakethe lobufakazi (ZIP)` : `Download evidence pack (ZIP)`;
export const leaveEmptyToKeepThe = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laat leeg om die nommer op rekord te behou` : locale === "zu" ? `Shiyani kungenalutho ukuze nigcine inombolo eserekhodini` : `Leave empty to keep the number on record`;
export const noInterventionMatches = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen ingryping van hierdie soort pas nie.` : locale === "zu" ? `Akukho ukungenelela kwalolu hlobo okufanayo.` : `No intervention of this kind matches.`;
