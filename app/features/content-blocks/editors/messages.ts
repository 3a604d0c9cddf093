// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";

export const instructions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Instruksies` : locale === "zu" ? `Imiyalelo` : `Instructions`;
export const labelInstructions = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label}: instruksies` : locale === "zu" ? `${values.label}: imiyalelo` : `${values.label}: instructions`;
export const criteria = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kriteria` : locale === "zu" ? `Imigomo` : `Criteria`;
export const criterionNumber = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kriterium ${values.number}` : locale === "zu" ? `Umgomo ${values.number}` : `Criterion ${values.number}`;
export const criterionDescription = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Beskrywing van kriterium ${values.number}` : locale === "zu" ? `Incazelo yomgomo ${values.number}` : `Criterion ${values.number} description`;
export const removeCriterion = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder kriterium ${values.number}` : locale === "zu" ? `Susa umgomo ${values.number}` : `Remove criterion ${values.number}`;
export const addCriterion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg kriterium by` : locale === "zu" ? `Engeza umgomo` : `Add criterion`;
export const marking = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nasien` : locale === "zu" ? `Ukumaka` : `Marking`;
export const competentNotYetCompetentPer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bevoeg / nog nie bevoeg nie per kriterium` : locale === "zu" ? `Unekhono / akakabi nalo ikhono ngomgomo ngamunye` : `Competent / not yet competent per criterion`;
export const rubricLevelPointsPerCriterion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rubriek: ’n vlak met punte per kriterium` : locale === "zu" ? `Irubhrikhi: izinga elinamaphuzu ngomgomo ngamunye` : `Rubric: a level with points per criterion`;
export const rubricLevelsSharedEveryCriterion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rubriekvlakke (gedeel deur elke kriterium)` : locale === "zu" ? `Amazinga erubhrikhi (okwabelwana ngawo yiyo yonke imigomo)` : `Rubric levels (shared by every criterion)`;
export const levelNumber = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vlak ${values.number}` : locale === "zu" ? `Izinga ${values.number}` : `Level ${values.number}`;
export const levelPoints = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Punte vir vlak ${values.number}` : locale === "zu" ? `Amaphuzu ezinga ${values.number}` : `Level ${values.number} points`;
export const removeLevel = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder vlak ${values.number}` : locale === "zu" ? `Susa izinga ${values.number}` : `Remove level ${values.number}`;
export const addLevel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg vlak by` : locale === "zu" ? `Engeza izinga` : `Add level`;
export const pointsToPass = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Punte om te slaag` : locale === "zu" ? `Amaphuzu okuphumelela` : `Points to pass`;
export const pointsOutOf = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uit ${values.max}. Leeg: nog geen punt slaag nie.` : locale === "zu" ? `Kwangu-${values.max}. Akunalutho: awekho amamaki aphumelelayo okwamanje.` : `Out of ${values.max}. Empty: no mark passes yet.`;
export const filesLearnerMayAttach = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lêers wat die leerder mag aanheg` : locale === "zu" ? `Amafayela umfundi angawanamathisela` : `Files the learner may attach`;
export const mostFilesPerSubmission = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Meeste lêers per inhandiging` : locale === "zu" ? `Inani eliphezulu lamafayela ngokuthunyelwe ngakunye` : `Most files per submission`;
export const cmi5ZipCouldNotUploaded = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die cmi5-ZIP kon nie opgelaai word nie. Probeer asseblief weer.` : locale === "zu" ? `I-ZIP ye-cmi5 ayikwazanga ukulayishwa. Sicela uzame futhi.` : `The cmi5 ZIP could not be uploaded. Please try again.`;
export const uploadFailedCheckConnectionTry = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die oplaai het misluk. Kontroleer u verbinding en probeer weer.` : locale === "zu" ? `Ukulayisha kwehlulekile. Hlola uxhumano lwakho bese uzama futhi.` : `The upload failed. Check your connection and try again.`;
export const cmi5XmlLargerThan1 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `cmi5.xml is groter as 1 MB, wat geen kursusstruktuur nodig het nie.` : locale === "zu" ? `I-cmi5.xml inkulu kune-1 MB, okungadingwa yisakhiwo senkambo.` : `cmi5.xml is larger than 1 MB, which no course structure needs.`;
export const cmi5CourseZipCmi5Xml = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `cmi5-kursus (ZIP of cmi5.xml)` : locale === "zu" ? `Inkambo ye-cmi5 (i-ZIP noma i-cmi5.xml)` : `cmi5 course (ZIP or cmi5.xml)`;
export const courseSZipCmi5Xml = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die kursus se ZIP met cmi5.xml in sy wortel, of ’n losse cmi5.xml waarvan die eenhede https-adresse is.` : locale === "zu" ? `I-ZIP yenkambo ene-cmi5.xml empandeni yayo, noma i-cmi5.xml yodwa enamayunithi angamakheli e-https.` : `The course's ZIP with cmi5.xml at its root, or a lone cmi5.xml whose units are https addresses.`;
export const chooseZipCmi5Xml = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies die ZIP of cmi5.xml` : locale === "zu" ? `Khetha i-ZIP noma i-cmi5.xml` : `Choose the ZIP or cmi5.xml`;
export const labelCmi5Course = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label}: cmi5-kursus (ZIP of cmi5.xml)` : locale === "zu" ? `${values.label}: inkambo ye-cmi5 (i-ZIP noma i-cmi5.xml)` : `${values.label}: cmi5 course (ZIP or cmi5.xml)`;
export const uploadingCmi5Zip = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai tans die cmi5-ZIP op…` : locale === "zu" ? `Kulayishwa i-ZIP ye-cmi5…` : `Uploading the cmi5 ZIP…`;
export const cmi5CourseCannotUsed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie cmi5-kursus kan nie gebruik word nie` : locale === "zu" ? `Le nkambo ye-cmi5 ayikwazi ukusetshenziswa` : `This cmi5 course cannot be used`;
export const noCourseStructureYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen kursusstruktuur nie.` : locale === "zu" ? `Asikabi khona isakhiwo senkambo.` : `No course structure yet.`;
export const unitMastery = (values: { moveOn: string | number; score: string | number; title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.title} (${values.moveOn}, bemeestering ${values.score})` : locale === "zu" ? `${values.title} (${values.moveOn}, ukwazi ${values.score})` : `${values.title} (${values.moveOn}, mastery ${values.score})`;
export const uploadPdf = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai PDF op` : locale === "zu" ? `Layisha i-PDF` : `Upload PDF`;
export const uploadAudio = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai klank op` : locale === "zu" ? `Layisha umsindo` : `Upload audio`;
export const uploadPresentation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai aanbieding op` : locale === "zu" ? `Layisha isethulo` : `Upload presentation`;
export const replaceFile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vervang lêer` : locale === "zu" ? `Shintsha ifayela` : `Replace file`;
export const downloadTheFile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai die lêer af` : locale === "zu" ? `Landa ifayela` : `Download the file`;
export const noPdfYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen lêer nie. Laai ’n PDF-dokument op.` : locale === "zu" ? `Alikabi bikho ifayela. Layisha idokhumenti ye-PDF.` : `No file yet. Upload a PDF document.`;
export const noAudioYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen lêer nie. Laai ’n klankopname op.` : locale === "zu" ? `Alikabi bikho ifayela. Layisha okuqoshiwe komsindo.` : `No file yet. Upload an audio recording.`;
export const noPresentationYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen lêer nie. Laai ’n .pptx- of .ppt-aanbieding op.` : locale === "zu" ? `Alikabi bikho ifayela. Layisha isethulo se-.pptx noma se-.ppt.` : `No file yet. Upload a .pptx or .ppt presentation.`;
export const labelFileName = (values: { label: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label}: ${values.name}` : locale === "zu" ? `${values.label}: ${values.name}` : `${values.label}: ${values.name}`;
export const uploadFor = (values: { action: string | number; label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.action} (${values.label})` : locale === "zu" ? `${values.action} (${values.label})` : `${values.action} (${values.label})`;
export const packageCouldNotUploadedPlease = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die pakket kon nie opgelaai word nie. Probeer asseblief weer.` : locale === "zu" ? `Iphakheji ayikwazanga ukulayishwa. Sicela uzame futhi.` : `The package could not be uploaded. Please try again.`;
export const replacePackage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vervang pakket` : locale === "zu" ? `Shintsha iphakheji` : `Replace package`;
export const uploadScormPackage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai SCORM-pakket op` : locale === "zu" ? `Layisha iphakheji ye-SCORM` : `Upload SCORM package`;
export const noPackageYetUploadScorm = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen pakket nie. Laai ’n SCORM 1.2- of SCORM 2004-pakket as ’n .zip-lêer op (’n cmi5-kursus gaan in ’n cmi5-blok).` : locale === "zu" ? `Ayikabi bikho iphakheji. Layisha iphakheji ye-SCORM 1.2 noma ye-SCORM 2004 njengefayela le-.zip (inkambo ye-cmi5 ingena ebhulokhini ye-cmi5).` : `No package yet. Upload a SCORM 1.2 or SCORM 2004 package as a .zip file (a cmi5 course goes in a cmi5 block).`;
export const addQuestion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg vraag by` : locale === "zu" ? `Engeza umbuzo` : `Add question`;
export const questionNumber = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vraag ${values.number}` : locale === "zu" ? `Umbuzo ${values.number}` : `Question ${values.number}`;
export const removeQuestionOf = (values: { block: string | number; number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder vraag ${values.number} van ${values.block}` : locale === "zu" ? `Susa umbuzo ${values.number} ku-${values.block}` : `Remove question ${values.number} of ${values.block}`;
export const removeQuestion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder vraag` : locale === "zu" ? `Susa umbuzo` : `Remove question`;
export const questions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vrae` : locale === "zu" ? `Imibuzo` : `Questions`;
export const questionsWrittenHere = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vrae wat hier geskryf is` : locale === "zu" ? `Imibuzo ebhalwe lapha` : `Questions written here`;
export const questionBank = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uit die vraebank` : locale === "zu" ? `Ebhange lemibuzo` : `From the question bank`;
export const passMark = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Slaagpunt (%)` : locale === "zu" ? `Amamaki okuphumelela (%)` : `Pass mark (%)`;
export const emptyAnySubmittedAttemptPasses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leeg: enige ingediende poging slaag.` : locale === "zu" ? `Akunalutho: noma yimuphi umzamo othunyelwe uyaphumelela.` : `Empty: any submitted attempt passes.`;
export const showCorrectAnswers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wys die korrekte antwoorde` : locale === "zu" ? `Bonisa izimpendulo ezilungile` : `Show the correct answers`;
export const quizNoQuestionsYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vasvra het nog geen vrae nie.` : locale === "zu" ? `Lesi sivivinyo asikabi nayo imibuzo.` : `This quiz has no questions yet.`;
export const optionsForQuestion = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opsies (kies die korrekte antwoord op vraag ${values.number})` : locale === "zu" ? `Izinketho (khetha impendulo elungile yombuzo ${values.number})` : `Options (choose the correct answer to question ${values.number})`;
export const correct = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Korrek` : locale === "zu" ? `Kulungile` : `Correct`;
export const correctOptionOf = (values: { option: string | number; question: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Korrek: opsie ${values.option} van vraag ${values.question}` : locale === "zu" ? `Kulungile: inketho ${values.option} yombuzo ${values.question}` : `Correct: option ${values.option} of question ${values.question}`;
export const optionNumber = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opsie ${values.number}` : locale === "zu" ? `Inketho ${values.number}` : `Option ${values.number}`;
export const addOption = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg opsie by` : locale === "zu" ? `Engeza inketho` : `Add option`;
export const reviewAfterPassing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nadat u geslaag het` : locale === "zu" ? `Ngemva kokuphumelela` : `After passing`;
export const reviewAlways = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Altyd, ná ’n poging` : locale === "zu" ? `Njalo, ngemva komzamo` : `Always, after an attempt`;
export const reviewNever = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nooit` : locale === "zu" ? `Neze` : `Never`;
export const surveyNoQuestionsYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie opname het nog geen vrae nie.` : locale === "zu" ? `Le nhlolovo ayikabi nayo imibuzo.` : `This survey has no questions yet.`;
export const answeredBy = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Beantwoord deur` : locale === "zu" ? `Iphendulwa ngoku` : `Answered by`;
export const choosing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies` : locale === "zu" ? `Ukukhetha` : `Choosing`;
export const freeText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vrye teks` : locale === "zu" ? `Umbhalo okhululekile` : `Free text`;
export const choiceNumber = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Keuse ${values.number}` : locale === "zu" ? `Inketho ${values.number}` : `Choice ${values.number}`;
export const addChoice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg keuse by` : locale === "zu" ? `Engeza inketho` : `Add choice`;
export const studentsAnswerTheirOwnWords = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Studente antwoord in hul eie woorde.` : locale === "zu" ? `Abafundi baphendula ngamazwi abo.` : `Students answer in their own words.`;
export const insertTextHere = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg teks hier in ...` : locale === "zu" ? `Faka umbhalo lapha ...` : `Insert text here ...`;
export const enterYoutubeVideoLink = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik ’n YouTube-videoskakel in.` : locale === "zu" ? `Faka isixhumanisi sevidiyo ye-YouTube.` : `Enter a YouTube video link.`;
export const embedAVideo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bed ’n video in` : locale === "zu" ? `Faka ividiyo` : `Embed a video`;
export const youtubeLink = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `YouTube-skakel` : locale === "zu" ? `Isixhumanisi se-YouTube` : `YouTube link`;
export const embedVideo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bed video in` : locale === "zu" ? `Faka ividiyo` : `Embed video`;
export const uploadFailedPleaseTryAgain = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die oplaai het misluk. Probeer asseblief weer.` : locale === "zu" ? `Ukulayisha kwehlulekile. Sicela uzame futhi.` : `The upload failed. Please try again.`;
export const sourceUpload = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oplaai` : locale === "zu" ? `Layisha` : `Upload`;
export const checkVideoLink = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontroleer die videoskakel.` : locale === "zu" ? `Hlola isixhumanisi sevidiyo.` : `Check the video link.`;
export const videoSource = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Videobron` : locale === "zu" ? `Umthombo wevidiyo` : `Video source`;
export const noVideoYetUploadMp4 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen video nie. Laai ’n MP4- of WebM-lêer op.` : locale === "zu" ? `Ayikabi bikho ividiyo. Layisha ifayela le-MP4 noma le-WebM.` : `No video yet. Upload an MP4 or WebM file.`;
export const replaceVideo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vervang video` : locale === "zu" ? `Shintsha ividiyo` : `Replace video`;
export const uploadVideo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai video op` : locale === "zu" ? `Layisha ividiyo` : `Upload video`;
export const siteLink = (values: { site: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.site}-skakel` : locale === "zu" ? `Isixhumanisi se-${values.site}` : `${values.site} link`;
export const embeddedPlayerFor = (values: { link: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Studente sien die ingebedde speler vir ${values.link}` : locale === "zu" ? `Abafundi babona isidlali esifakiwe sika-${values.link}` : `Students see the embedded player for ${values.link}`;
export const playerAddress = (values: { address: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Speleradres: ${values.address}` : locale === "zu" ? `Ikheli lesidlali: ${values.address}` : `Player address: ${values.address}`;
export const notTracked = (values: { site: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.site}-video’s word nie gevolg nie: die kursus se “Videolesse tel wanneer gekyk tot”-deel geld slegs vir opgelaaide video’s, dus hou hierdie video nooit sy les terug nie.` : locale === "zu" ? `Amavidiyo e-${values.site} awalandelelwa: isabelo senkambo esithi “Izifundo zevidiyo ziyabalwa uma zibukwe kuze kufike ku-” sisebenza kumavidiyo alayishiwe kuphela, ngakho le vidiyo ayisibambi isifundo sayo.` : `${values.site} videos are not tracked: the course's "Video lessons count when watched to" share applies to uploaded videos only, so this video never holds its lesson back.`;
export const loadingEditor = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai tans die ${values.label}-redigeerder...` : locale === "zu" ? `Kulayishwa umhleli we-${values.label}...` : `Loading ${values.label} editor...`;
export const removeOptionOf = (values: { option: string | number; question: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder opsie ${values.option} van vraag ${values.question}` : locale === "zu" ? `Susa inketho ${values.option} yombuzo ${values.question}` : `Remove option ${values.option} of question ${values.question}`;
export const addOptionTo = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg opsie by vraag ${values.number} by` : locale === "zu" ? `Engeza inketho embuzweni ${values.number}` : `Add option to question ${values.number}`;
export const removeChoiceOf = (values: { choice: string | number; question: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder keuse ${values.choice} van vraag ${values.question}` : locale === "zu" ? `Susa inketho ${values.choice} yombuzo ${values.question}` : `Remove choice ${values.choice} of question ${values.question}`;
export const addChoiceTo = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg keuse by vraag ${values.number} by` : locale === "zu" ? `Engeza inketho embuzweni ${values.number}` : `Add choice to question ${values.number}`;
export const packageSummary = (values: { files: string | number; items: string | number; kind: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.kind}, ${values.items} item(s), ${values.files} lêers.` : locale === "zu" ? `${values.kind}, izinto ezingu-${values.items}, amafayela angu-${values.files}.` : `${values.kind}, ${values.items} item(s), ${values.files} files.`;
export const unitMoveOn = (values: { moveOn: string | number; title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.title} (${values.moveOn})` : locale === "zu" ? `${values.title} (${values.moveOn})` : `${values.title} (${values.moveOn})`;
export const scormPackage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `SCORM-pakket` : locale === "zu" ? `Iphakheji ye-SCORM` : `SCORM package`;
