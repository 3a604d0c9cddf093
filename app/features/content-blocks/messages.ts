// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const addressTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die adres is te lank.` : locale === "zu" ? `Ikheli lide kakhulu.` : `The address is too long.`;
export const uploadFileEnterHttpsAddress = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai ’n lêer op of tik ’n https://-adres in.` : locale === "zu" ? `Layisha ifayela noma ufake ikheli le-https://.` : `Upload a file or enter an https:// address.`;
export const eachUnitSIdMust = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Elke eenheid se id moet ’n IRI wees.` : locale === "zu" ? `I-id yeyunithi ngayinye kufanele ibe yi-IRI.` : `Each unit's id must be an IRI.`;
export const eachUnitSUrlMust = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Elke eenheid se url moet https:// wees of binne die pakket.` : locale === "zu" ? `I-url yeyunithi ngayinye kufanele ibe yi-https:// noma ingaphakathi kwephakheji.` : `Each unit's url must be https:// or inside the package.`;
export const courseIdMustIri = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die kursus se id moet ’n IRI wees.` : locale === "zu" ? `I-id yenkambo kufanele ibe yi-IRI.` : `The course id must be an IRI.`;
export const textTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die teks is te lank.` : locale === "zu" ? `Umbhalo mude kakhulu.` : `The text is too long.`;
export const chooseUploadedFileYoutubeVimeo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies ’n opgelaaide lêer, YouTube of Vimeo.` : locale === "zu" ? `Khetha ifayela elilayishiwe, i-YouTube noma i-Vimeo.` : `Choose an uploaded file, YouTube or Vimeo.`;
export const enterVideoLink = (values: { site: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik ’n ${values.site}-videoskakel in.` : locale === "zu" ? `Faka isixhumanisi sevidiyo ye-${values.site}.` : `Enter a ${values.site} video link.`;
export const enterTheQuestion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik die vraag in.` : locale === "zu" ? `Faka umbuzo.` : `Enter the question.`;
export const questionTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die vraag is te lank.` : locale === "zu" ? `Umbuzo mude kakhulu.` : `The question is too long.`;
export const enterOptionSText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik die opsie se teks in.` : locale === "zu" ? `Faka umbhalo wokukhethwa.` : `Enter the option's text.`;
export const optionTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die opsie is te lank.` : locale === "zu" ? `Okukhethwayo kude kakhulu.` : `The option is too long.`;
export const questionNeedsLeastTwoOptions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `’n Vraag het minstens twee opsies nodig.` : locale === "zu" ? `Umbuzo udinga okungenani izinketho ezimbili.` : `A question needs at least two options.`;
export const chooseWhereQuestionsCome = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies waar die vrae vandaan kom.` : locale === "zu" ? `Khetha ukuthi imibuzo ivela kuphi.` : `Choose where the questions come from.`;
export const enterPassMarkWholeNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik die slaagpunt in as ’n heelgetal van 1 tot 100.` : locale === "zu" ? `Faka amamaki okuphumelela njengenombolo ephelele kusuka ku-1 kuya ku-100.` : `Enter the pass mark as a whole number from 1 to 100.`;
export const chooseWhenAnswersShown = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies wanneer die antwoorde gewys word.` : locale === "zu" ? `Khetha ukuthi izimpendulo ziboniswa nini.` : `Choose when the answers are shown.`;
export const enterChoiceSText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik die keuse se teks in.` : locale === "zu" ? `Faka umbhalo wokukhethwa.` : `Enter the choice's text.`;
export const choiceTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die keuse is te lank.` : locale === "zu" ? `Okukhethwayo kude kakhulu.` : `The choice is too long.`;
export const choiceQuestionNeedsLeastTwo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `’n Keusevraag het minstens twee keuses nodig.` : locale === "zu" ? `Umbuzo wokukhetha udinga okungenani izinketho ezimbili.` : `A choice question needs at least two choices.`;
export const fileNameTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die lêernaam is te lank.` : locale === "zu" ? `Igama lefayela lide kakhulu.` : `The file name is too long.`;
export const packageSTitleTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die pakket se titel is te lank.` : locale === "zu" ? `Isihloko sephakheji side kakhulu.` : `The package's title is too long.`;
export const uploadPdfInstead = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai eerder die PDF-lêer op: PDF’s van ander webwerwe kan nie hier gewys word nie.` : locale === "zu" ? `Layisha ifayela le-PDF esikhundleni salokho: ama-PDF avela kwamanye amawebhusayithi awakwazi ukuboniswa lapha.` : `Upload the PDF file instead: PDFs from other websites cannot be shown here.`;
export const textLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Teks` : locale === "zu" ? `Umbhalo` : `Text`;
export const textDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geformateerde teks met opskrifte, lyste, skakels, prente en ingebedde video’s.` : locale === "zu" ? `Umbhalo ohleliwe onezihloko, uhlu, izixhumanisi, izithombe namavidiyo afakiwe.` : `Formatted text with headings, lists, links, images and embedded videos.`;
export const videoLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Video` : locale === "zu" ? `Ividiyo` : `Video`;
export const videoDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `’n Opgelaaide videolêer of ’n YouTube- of Vimeo-skakel.` : locale === "zu" ? `Ifayela levidiyo elilayishiwe noma isixhumanisi se-YouTube noma se-Vimeo.` : `An uploaded video file or a YouTube or Vimeo link.`;
export const quizLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vasvra` : locale === "zu" ? `Isivivinyo` : `Quiz`;
export const quizDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vrae wat hier geskryf is of lukraak uit die vraebank getrek word, deur die bediener gemerk.` : locale === "zu" ? `Imibuzo ebhalwe lapha noma ekhethwe ngokungahleliwe ebhange lemibuzo, imakwa yiseva.` : `Questions written here or drawn at random from the question bank, scored by the server.`;
export const surveyLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opname` : locale === "zu" ? `Inhlolovo` : `Survey`;
export const surveyDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vrae met keuses of vryeteksantwoorde; geen antwoord is verkeerd nie.` : locale === "zu" ? `Imibuzo enezinketho noma izimpendulo ezibhalwa ngokukhululekile; ayikho impendulo engalungile.` : `Questions with choices or free-text answers; no answer is wrong.`;
export const pdfDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `’n PDF-dokument wat op die bladsy gewys en vir aflaai aangebied word.` : locale === "zu" ? `Idokhumenti ye-PDF eboniswa ekhasini futhi enikezwa ukuze ilandwe.` : `A PDF document shown inline and offered for download.`;
export const audioLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Klank` : locale === "zu" ? `Umsindo` : `Audio`;
export const audioDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `’n Klankopname met ’n speler.` : locale === "zu" ? `Okuqoshiwe komsindo nesidlali.` : `An audio recording with a player.`;
export const powerpointDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `’n PowerPoint-aanbieding (.pptx of .ppt) wat vir aflaai aangebied word.` : locale === "zu" ? `Isethulo se-PowerPoint (.pptx noma .ppt) esinikezwa ukuze silandwe.` : `A PowerPoint presentation (.pptx or .ppt) offered for download.`;
export const assignmentLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opdrag` : locale === "zu" ? `Umsebenzi` : `Assignment`;
export const assignmentDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geskrewe werk en lêers wat ’n leerder inhandig, deur ’n assessor aan kriteria gemeet.` : locale === "zu" ? `Umsebenzi obhaliwe namafayela umfundi awathumelayo, ahlolwe umhloli ngokwemigomo.` : `Written work and files a learner hands in, judged by an assessor against criteria.`;
export const packageLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `SCORM-pakket` : locale === "zu" ? `Iphakheji ye-SCORM` : `SCORM package`;
export const packageDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `’n SCORM 1.2- of 2004-pakket wat as ’n ZIP opgelaai word; dit rapporteer self die leerder se vordering (’n cmi5-ZIP gaan in ’n cmi5-blok).` : locale === "zu" ? `Iphakheji ye-SCORM 1.2 noma 2004 elayishwa njenge-ZIP; ibika inqubekela phambili yomfundi ngokwayo (i-ZIP ye-cmi5 ingena ebhulokhini ye-cmi5).` : `A SCORM 1.2 or 2004 package uploaded as a ZIP; it reports the learner's progress itself (a cmi5 ZIP goes in a cmi5 block).`;
export const cmi5Description = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `’n cmi5-kursus (sy ZIP, of ’n losse cmi5.xml): sy eenhede begin met die leerder se xAPI-rekord wat hier gehou word.` : locale === "zu" ? `Inkambo ye-cmi5 (i-ZIP yayo, noma i-cmi5.xml yodwa): amayunithi ayo aqalisa nerekhodi le-xAPI lomfundi eligcinwa lapha.` : `A cmi5 course (its ZIP, or a lone cmi5.xml): its units launch with the learner's xAPI record kept here.`;
export const titleMustMost200Characters = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die titel mag hoogstens 200 karakters lank wees` : locale === "zu" ? `Isihloko kufanele sibe nezinhlamvu ezingeqile ku-200` : `The title must be at most 200 characters`;
export const lessonNoLongerExists = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie les bestaan nie meer nie.` : locale === "zu" ? `Lesi sifundo asisekho.` : `This lesson no longer exists.`;
export const contentNoLongerExistsSomeone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie inhoud bestaan nie meer nie: iemand het dit geskrap.` : locale === "zu" ? `Lokhu okuqukethwe akusekho: kukhona okususile.` : `This content no longer exists: someone deleted it.`;
export const unknownLessonType = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onbekende lestipe` : locale === "zu" ? `Uhlobo lwesifundo olungaziwa` : `Unknown Lesson Type`;
export const checkTheContent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontroleer die inhoud.` : locale === "zu" ? `Hlola okuqukethwe.` : `Check the content.`;
export const staleBlock = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand anders het hierdie inhoud gestoor nadat u dit oopgemaak het. U verandering is nie gestoor nie, sodat niks van hulle s’n oorskryf is nie. Laai weer om die nuutste weergawe te sien.` : locale === "zu" ? `Omunye umuntu ulondoloze lokhu okuqukethwe selokhu wakuvula. Uguquko lwakho aluzange lulondolozwe, ngakho akukho okwabo okubhalwe ngaphezulu. Layisha kabusha ukuze ubone inguqulo yakamuva.` : `Someone else saved this content since you opened it. Your change was not saved, so nothing of theirs was overwritten. Reload to see the latest version.`;
export const contentNoLongerExists = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie inhoud bestaan nie meer nie.` : locale === "zu" ? `Lokhu okuqukethwe akusekho.` : `This content no longer exists.`;
export const anotherCoursesFile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie lêer behoort aan ’n ander kursus, dus kon hierdie kursus se studente dit nie oopmaak nie. Laai die lêer weer vir hierdie kursus op.` : locale === "zu" ? `Leli fayela lingelenye inkambo, ngakho abafundi bale nkambo abakwazanga ukulivula. Layisha ifayela futhi kule nkambo.` : `This file belongs to another course, so this course's students could not open it. Upload the file again for this course.`;
export const newQuestionText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik u vraag hier` : locale === "zu" ? `Bhala umbuzo wakho lapha` : `Enter your question here`;
