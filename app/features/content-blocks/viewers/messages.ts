// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";

export const quizHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vasvra` : locale === "zu" ? `Isivivinyo` : `Quiz`;
export const surveyHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opname` : locale === "zu" ? `Inhlolovo` : `Survey`;
export const assignmentHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opdrag` : locale === "zu" ? `Umsebenzi` : `Assignment`;
export const criteria = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kriteria` : locale === "zu" ? `Imigomo` : `Criteria`;
export const yourSubmission = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `U inhandiging ${values.number}` : locale === "zu" ? `Okuthumele kwakho ${values.number}` : `Your submission ${values.number}`;
export const handedIn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ingehandig` : locale === "zu" ? `Kuthunyelwe` : `Handed in`;
export const workBeenSentAssessor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U werk is na die assessor gestuur.` : locale === "zu" ? `Umsebenzi wakho uthunyelwe kumhloli.` : `Your work has been sent to the assessor.`;
export const yourAnswer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U antwoord` : locale === "zu" ? `Impendulo yakho` : `Your answer`;
export const files = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lêers` : locale === "zu" ? `Amafayela` : `Files`;
export const filesAllowed = (values: { count: string | number; kinds: string | number; size: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tot ${values.count} lêers van ${values.size} elk: ${values.kinds}.` : locale === "zu" ? `Amafayela afika ku-${values.count} angu-${values.size} ngalinye: ${values.kinds}.` : `Up to ${values.count} files of ${values.size} each: ${values.kinds}.`;
export const chooseFiles = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies lêers` : locale === "zu" ? `Khetha amafayela` : `Choose files`;
export const resubmit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dien weer in` : locale === "zu" ? `Thumela futhi` : `Resubmit`;
export const submit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dien in` : locale === "zu" ? `Thumela` : `Submit`;
export const workAssessorYouWillGet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U werk is by die assessor. U sal ’n e-pos kry wanneer dit nagesien is.` : locale === "zu" ? `Umsebenzi wakho usekumhloli. Uzothola i-imeyili uma usumakiwe.` : `Your work is with the assessor. You will get an email when it has been marked.`;
export const downloadMyPortfolio = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai my portefeulje af` : locale === "zu" ? `Landa iphothifoliyo yami` : `Download my portfolio`;
export const noRecordingBeenAddedLesson = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daar is nog geen opname by hierdie les gevoeg nie.` : locale === "zu" ? `Akukangezwa ukuqoshwa kulesi sifundo.` : `No recording has been added to this lesson yet.`;
export const noCmi5CourseBeenAdded = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daar is nog geen cmi5-kursus by hierdie les gevoeg nie.` : locale === "zu" ? `Ayikangezwa inkambo ye-cmi5 kulesi sifundo.` : `No cmi5 course has been added to this lesson yet.`;
export const launchUnit = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Begin ${values.title}` : locale === "zu" ? `Qalisa ${values.title}` : `Launch ${values.title}`;
export const launch = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Begin` : locale === "zu" ? `Qalisa` : `Launch`;
export const progressPackageCouldNotSaved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U vordering in hierdie pakket kon nie gestoor word nie.` : locale === "zu" ? `Inqubekela phambili yakho kule phakheji ayikwazanga ukulondolozwa.` : `Your progress in this package could not be saved.`;
export const progressCouldNotSavedCheck = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U vordering kon nie gestoor word nie: kontroleer u verbinding.` : locale === "zu" ? `Inqubekela phambili yakho ayikwazanga ukulondolozwa: hlola uxhumano lwakho.` : `Your progress could not be saved: check your connection.`;
export const packageNotAvailableYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie pakket is nog nie beskikbaar nie.` : locale === "zu" ? `Le phakheji ayikatholakali.` : `This package is not available yet.`;
export const completed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voltooi` : locale === "zu" ? `Kuqediwe` : `Completed`;
export const contentsOf = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Inhoud van ${values.title}` : locale === "zu" ? `Okuqukethwe ku-${values.title}` : `Contents of ${values.title}`;
export const completedMark = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `voltooi` : locale === "zu" ? `kuqediwe` : `completed`;
export const noDocumentBeenAddedLesson = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daar is nog geen dokument by hierdie les gevoeg nie.` : locale === "zu" ? `Akukangezwa idokhumenti kulesi sifundo.` : `No document has been added to this lesson yet.`;
export const pdfDocumentTitle = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} (PDF-dokument)` : locale === "zu" ? `${values.name} (idokhumenti ye-PDF)` : `${values.name} (PDF document)`;
export const downloadPdf = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai PDF af` : locale === "zu" ? `Landa i-PDF` : `Download PDF`;
export const outsidePdf = (values: { link: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie PDF (${values.name}) is op ’n ander webwerf en kan dus nie hier gewys word nie. ${values.link} of vra u instrukteur om die lêer by die les op te laai.` : locale === "zu" ? `Le PDF (${values.name}) isewebhusayithini engenye, ngakho ayikwazi ukuboniswa lapha. ${values.link} noma ucele umfundisi wakho ukuthi alayishe ifayela esifundweni.` : `This PDF (${values.name}) is on another website, so it cannot be shown here. ${values.link} or ask your instructor to upload the file to the lesson.`;
export const openWebsite = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak dit op daardie webwerf oop` : locale === "zu" ? `Yivule kuleyo webhusayithi` : `Open it on that website`;
export const noPresentationBeenAddedLesson = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daar is nog geen aanbieding by hierdie les gevoeg nie.` : locale === "zu" ? `Akukangezwa isethulo kulesi sifundo.` : `No presentation has been added to this lesson yet.`;
export const powerpointWithSize = (values: { size: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `PowerPoint-aanbieding, ${values.size}` : locale === "zu" ? `Isethulo se-PowerPoint, ${values.size}` : `PowerPoint presentation, ${values.size}`;
export const powerpointPresentation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `PowerPoint-aanbieding` : locale === "zu" ? `Isethulo se-PowerPoint` : `PowerPoint presentation`;
export const downloadSlidesOpenThemMicrosoft = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai die skyfies af en maak hulle in Microsoft PowerPoint, Apple Keynote of LibreOffice Impress oop om hulle met hul prente en uitleg te sien.` : locale === "zu" ? `Landa amaslayidi bese uwavula ku-Microsoft PowerPoint, Apple Keynote noma LibreOffice Impress ukuze uwabone nezithombe nokuhlelwa kwawo.` : `Download the slides and open them in Microsoft PowerPoint, Apple Keynote or LibreOffice Impress to see them with their pictures and layout.`;
export const downloadPresentation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai aanbieding af` : locale === "zu" ? `Landa isethulo` : `Download presentation`;
export const textSlides = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Teks van die skyfies` : locale === "zu" ? `Umbhalo wamaslayidi` : `Text of the slides`;
export const slidesTextOf = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Teks van die skyfies van ${values.name}` : locale === "zu" ? `Umbhalo wamaslayidi ka-${values.name}` : `Text of the slides of ${values.name}`;
export const slideNumber = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skyfie ${values.number}` : locale === "zu" ? `Islayidi ${values.number}` : `Slide ${values.number}`;
export const noTextSlide = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `(geen teks op hierdie skyfie nie)` : locale === "zu" ? `(awukho umbhalo kulesi slayidi)` : `(no text on this slide)`;
export const quizNoQuestionsYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vasvra het nog geen vrae nie.` : locale === "zu" ? `Lesi sivivinyo asikabi nayo imibuzo.` : `This quiz has no questions yet.`;
export const chooseAnswerQuestion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies ’n antwoord op hierdie vraag.` : locale === "zu" ? `Khetha impendulo yalo mbuzo.` : `Choose an answer to this question.`;
export const submitAnswers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dien antwoorde in` : locale === "zu" ? `Thumela izimpendulo` : `Submit answers`;
export const chooseEveryCorrectAnswer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies elke korrekte antwoord.` : locale === "zu" ? `Khetha zonke izimpendulo ezilungile.` : `Choose every correct answer.`;
export const passMarkNote = (values: { percent: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Slaagpunt: ${values.percent}.` : locale === "zu" ? `Amamaki okuphumelela: ${values.percent}.` : `Pass mark: ${values.percent}.`;
export const correctAnswersNotShown = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die korrekte antwoorde word nie gewys nie.` : locale === "zu" ? `Izimpendulo ezilungile aziboniswa.` : `The correct answers are not shown.`;
export const correctAnswersShownOnceYou = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die korrekte antwoorde word gewys sodra u slaag.` : locale === "zu" ? `Izimpendulo ezilungile ziboniswa uma usuphumelele.` : `The correct answers are shown once you pass.`;
export const quizDoesNotShowCorrect = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vasvra wys nie die korrekte antwoorde nie.` : locale === "zu" ? `Lesi sivivinyo asizibonisi izimpendulo ezilungile.` : `This quiz does not show the correct answers.`;
export const youPassedQuiz = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het hierdie vasvra geslaag.` : locale === "zu" ? `Uphumelele kulesi sivivinyo.` : `You passed this quiz.`;
export const notPassedYet = (values: { percent: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog nie geslaag nie: u het ${values.percent} nodig om te slaag.` : locale === "zu" ? `Awukaphumeleli: udinga u-${values.percent} ukuze uphumelele.` : `Not passed yet: you need ${values.percent} to pass.`;
export const yourResult = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U uitslag` : locale === "zu" ? `Umphumela wakho` : `Your result`;
export const youScored = (values: { max: string | number; score: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het ${values.score} uit ${values.max} behaal.` : locale === "zu" ? `Uthole u-${values.score} kwangu-${values.max}.` : `You scored ${values.score} out of ${values.max}.`;
export const firstAttempt = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dit was u eerste poging.` : locale === "zu" ? `Lokhu bekuwumzamo wakho wokuqala.` : `This was your first attempt.`;
export const attemptsMade = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het ${values.count} pogings aangewend.` : locale === "zu" ? `Usuzame izikhathi ezingu-${values.count}.` : `You have made ${values.count} attempts.`;
export const correct = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Korrek` : locale === "zu" ? `Kulungile` : `Correct`;
export const incorrect = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verkeerd` : locale === "zu" ? `Akulungile` : `Incorrect`;
export const yourAnswerPrefix = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U antwoord:` : locale === "zu" ? `Impendulo yakho:` : `Your answer:`;
export const correctAnswerSuffix = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `(korrekte antwoord)` : locale === "zu" ? `(impendulo elungile)` : `(correct answer)`;
export const tryAgain = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Probeer weer` : locale === "zu" ? `Zama futhi` : `Try again`;
export const surveyNoQuestionsYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie opname het nog geen vrae nie.` : locale === "zu" ? `Le nhlolovo ayikabi nayo imibuzo.` : `This survey has no questions yet.`;
export const chooseOneAnswers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies een van die antwoorde.` : locale === "zu" ? `Khetha enye yezimpendulo.` : `Choose one of the answers.`;
export const writeAnswerQuestion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skryf ’n antwoord op hierdie vraag.` : locale === "zu" ? `Bhala impendulo yalo mbuzo.` : `Write an answer to this question.`;
export const updateAnswers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Werk antwoorde by` : locale === "zu" ? `Buyekeza izimpendulo` : `Update answers`;
export const thankYou = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dankie` : locale === "zu" ? `Siyabonga` : `Thank you`;
export const answersHaveBeenSaved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U antwoorde is gestoor.` : locale === "zu" ? `Izimpendulo zakho zilondoloziwe.` : `Your answers have been saved.`;
export const youHaveAnsweredSurveyYou = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het hierdie opname beantwoord. U kan u antwoorde verander en hulle weer indien.` : locale === "zu" ? `Usuyiphendulile le nhlolovo. Ungashintsha izimpendulo zakho uphinde uzithumele.` : `You have answered this survey. You can change your answers and submit them again.`;
export const partLessonCannotShown = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie deel van die les kan nie gewys word nie.` : locale === "zu" ? `Le ngxenye yesifundo ayikwazi ukuboniswa.` : `This part of the lesson cannot be shown.`;
export const lessonVideo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lesvideo` : locale === "zu" ? `Ividiyo yesifundo` : `Lesson video`;
export const watchedShare = (values: { required: string | number; watched: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.watched}% van hierdie video gekyk; ${values.required}% tel vir die les.` : locale === "zu" ? `Ubukele u-${values.watched}% wale vidiyo; u-${values.required}% uyabalwa esifundweni.` : `Watched ${values.watched}% of this video; ${values.required}% counts for the lesson.`;
export const noVideoBeenAddedLesson = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daar is nog geen video by hierdie les gevoeg nie.` : locale === "zu" ? `Ayikangezwa ividiyo kulesi sifundo.` : `No video has been added to this lesson yet.`;
export const downloadName = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai ${values.name} af` : locale === "zu" ? `Landa ${values.name}` : `Download ${values.name}`;
export const unknownLessonType = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onbekende lestipe` : locale === "zu" ? `Uhlobo lwesifundo olungaziwa` : `Unknown Lesson Type`;
