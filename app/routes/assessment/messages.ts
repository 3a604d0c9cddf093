// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const courseMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kursus bestaan nie.` : locale === "zu" ? `Le nkambo ayikho.` : `This course does not exist.`;
export const listPageMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daardie bladsy van die lys bestaan nie. Begin weer by die eerste bladsy.` : locale === "zu" ? `Lelo khasi lohlu alikho. Qala futhi ekhasini lokuqala.` : `That page of the list does not exist. Start again from the first page.`;
export const backToCourses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na kursusse` : locale === "zu" ? `Buyela ezinkambweni` : `Back to courses`;
export const evidenceStaffOnly = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Slegs 'n kursus se assesseringspersoneel mag 'n sertifikaat se bewyse sien.` : locale === "zu" ? `Abasebenzi bokuhlolwa benkambo kuphela abangabona ubufakazi besitifiketi.` : `Only a course's assessment staff may see a certificate's evidence.`;
export const certificateMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie sertifikaat bestaan nie, of behoort nie aan 'n aanlyn kursus nie.` : locale === "zu" ? `Lesi sitifiketi asikho, noma asisona esenkambo ye-inthanethi.` : `This certificate does not exist, or is not an online course's.`;
export const evidenceTitle = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bewyse vir sertifikaat ${values.number}` : locale === "zu" ? `Ubufakazi besitifiketi ${values.number}` : `Evidence for certificate ${values.number}`;
export const evidenceIntro = (values: { course: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name}, ${values.course}: elke poging, punt en aftekening agter hierdie sertifikaat.` : locale === "zu" ? `${values.name}, ${values.course}: yonke imizamo, amamaki nokusayina okusekela lesi sitifiketi.` : `${values.name}, ${values.course}: every attempt, mark and sign-off behind this certificate.`;
export const questionBankOf = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vraebank: ${values.name}` : locale === "zu" ? `Ibhange lemibuzo: ${values.name}` : `Question bank: ${values.name}`;
export const questionBank = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vraebank` : locale === "zu" ? `Ibhange lemibuzo` : `Question bank`;
export const courseBankIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die vrae waaruit hierdie kursus se vasvrae trek. Slegs hierdie kursus se redigeerders sien hulle.` : locale === "zu" ? `Imibuzo izivivinyo zale nkambo ezikhetha kuyo. Abahleli bale nkambo kuphela abayibonayo.` : `The questions this course's quizzes draw from. Only this course's editors see them.`;
export const backToBuilder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na die kursusbouer` : locale === "zu" ? `Buyela kumakhi wenkambo` : `Back to the course builder`;
export const backToHome = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na die tuisblad` : locale === "zu" ? `Buyela ekhasini lasekhaya` : `Back to the home page`;
export const pageAddressInvalid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bladsyadres is nie geldig nie: gaan terug na die eerste bladsy.` : locale === "zu" ? `Leli kheli lekhasi alivumelekile: buyela ekhasini lokuqala.` : `This page address is not valid: go back to the first page.`;
export const gradebookPageMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bladsy van die puntestaat bestaan nie.` : locale === "zu" ? `Leli khasi lebhuku lamamaki alikho.` : `This page of the gradebook does not exist.`;
export const noCompletedAttempts = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kursus het geen voltooide pogings van daardie vasvra nie.` : locale === "zu" ? `Le nkambo ayinayo imizamo eqediwe yaleso sivivinyo.` : `This course has no completed attempts of that quiz.`;
export const coursesPageMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bladsy kursusse bestaan nie.` : locale === "zu" ? `Leli khasi lezinkambo alikho.` : `This page of courses does not exist.`;
export const csvTooLarge = (values: { size: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die CSV-lêer is groter as ${values.size} MB. Voer dit in dele in.` : locale === "zu" ? `Ifayela le-CSV likhulu kune-${values.size} MB. Lingenise ngezingxenye.` : `The CSV file is larger than ${values.size} MB. Import it in parts.`;
export const questionNotInBank = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vraag is nie in hierdie vraebank nie.` : locale === "zu" ? `Lo mbuzo awukho kuleli bhange lemibuzo.` : `This question is not in this question bank.`;
export const sharedBank = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gedeelde vraebank` : locale === "zu" ? `Ibhange lemibuzo elabelwanayo` : `Shared question bank`;
export const sharedBankIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vrae wat elke kursus deel: enige kursus se vasvra mag daaruit trek. 'n Kursus se eie vrae is in sy kursusbouer, onder Vraebank.` : locale === "zu" ? `Imibuzo eyabelwana yizo zonke izinkambo: isivivinyo sanoma iyiphi inkambo singakhetha kuyo. Imibuzo yenkambo uqobo isemakhini wayo wenkambo, ngaphansi kokuthi Ibhange lemibuzo.` : `Questions shared by every course: any course's quiz may draw from them. A course's own questions are in its course builder, under Question bank.`;
export const fileMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie lêer bestaan nie.` : locale === "zu" ? `Leli fayela alikho.` : `This file does not exist.`;
export const fileMissingFromStorage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie lêer ontbreek in die berging.` : locale === "zu" ? `Leli fayela alikho endaweni yokugcina.` : `This file is missing from storage.`;
export const assessorsAndModerators = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Assessore en moderators` : locale === "zu" ? `Abahloli nabahloli abaqinisekisayo` : `Assessors and moderators`;
export const assignmentsToMark = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opdragte om na te sien` : locale === "zu" ? `Imisebenzi okufanele imakwe` : `Assignments to mark`;
export const certificateEvidence = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaatbewyse` : locale === "zu" ? `Ubufakazi besitifiketi` : `Certificate evidence`;
export const courseAssessment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusassessering` : locale === "zu" ? `Ukuhlolwa kwenkambo` : `Course assessment`;
export const editQuestion = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig vraag: ${values.title}` : locale === "zu" ? `Hlela umbuzo: ${values.title}` : `Edit question: ${values.title}`;
export const newQuestion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuwe vraag` : locale === "zu" ? `Umbuzo omusha` : `New question`;
export const markEssaysOf = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sien opstelle na: ${values.name}` : locale === "zu" ? `Maka izindatshana: ${values.name}` : `Mark essays: ${values.name}`;
export const markEssays = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sien opstelle na` : locale === "zu" ? `Maka izindatshana` : `Mark essays`;
export const essaysAwaiting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opstelle wat wag om nagesien te word` : locale === "zu" ? `Izindatshana ezilinde ukumakwa` : `Essays awaiting marking`;
export const gradebook = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Puntestaat` : locale === "zu" ? `Ibhuku lamamaki` : `Gradebook`;
export const itemAnalysis = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Itemontleding` : locale === "zu" ? `Ukuhlaziywa kwemibuzo` : `Item analysis`;
export const learnerRecord = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leerderrekord` : locale === "zu" ? `Irekhodi lomfundi` : `Learner record`;
export const moderation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Moderering` : locale === "zu" ? `Ukuqinisekiswa kokuhlolwa` : `Moderation`;
export const assessment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Assessering` : locale === "zu" ? `Ukuhlolwa` : `Assessment`;
export const submission = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Inhandiging` : locale === "zu" ? `Okuthunyelwe` : `Submission`;
export const nulInFile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die lêer bevat 'n NUL-karakter (\\0), so dit is nie 'n CSV-tekslêer nie. Stoor dit weer as CSV.` : locale === "zu" ? `Ifayela linohlamvu lwe-NUL (\\0), ngakho akulona ifayela lombhalo le-CSV. Liphinde ulilondoloze njenge-CSV.` : `The file contains a NUL character (\\0), so it is not a CSV text file. Save it as CSV again.`;
export const chooseFileToImport = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies die lêer om in te voer.` : locale === "zu" ? `Khetha ifayela ozolingenisa.` : `Choose the file to import.`;
export const questionSavedToast = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vraag gestoor.` : locale === "zu" ? `Umbuzo ulondoloziwe.` : `Question saved.`;
export const marksSavedLearnerMailed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Punte gestoor; die leerder se uitslag is aan hulle ge-e-pos` : locale === "zu" ? `Amamaki alondoloziwe; umfundi uthunyelwe umphumela wakhe nge-imeyili` : `Marks saved; the learner was mailed their result`;
export const marksSaved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Punte gestoor` : locale === "zu" ? `Amamaki alondoloziwe` : `Marks saved`;
