// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";
import { plural } from "../../../lib/i18n/message-runtime.ts";

export const assessment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Assessering` : locale === "zu" ? `Ukuhlolwa` : `Assessment`;
export const everyCourseIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Elke kursus se puntestaat, nasien en moderering.` : locale === "zu" ? `Ibhuku lamamaki, ukumaka nokuqinisekiswa kwazo zonke izinkambo.` : `Every course's gradebook, marking and moderation.`;
export const yourCoursesIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die kursusse waar jy 'n assessor, 'n moderator of 'n instrukteur is.` : locale === "zu" ? `Izinkambo lapho ungumhloli, umhloli oqinisekisayo noma umfundisi khona.` : `The courses where you are an assessor, a moderator or an instructor.`;
export const noCoursesToAssess = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen kursusse om te assesseer nie` : locale === "zu" ? `Azikho izinkambo zokuhlola` : `No courses to assess`;
export const noCoursesToAssessText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jy is nog nie 'n assessor, moderator of instrukteur van enige kursus nie.` : locale === "zu" ? `Awukabi ngumhloli, umhloli oqinisekisayo noma umfundisi wanoma iyiphi inkambo.` : `You are not an assessor, moderator or instructor of any course yet.`;
export const courses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusse` : locale === "zu" ? `Izinkambo` : `Courses`;
export const course = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus` : locale === "zu" ? `Inkambo` : `Course`;
export const yourRole = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jou rol` : locale === "zu" ? `Indima yakho` : `Your role`;
export const essaysToMark = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opstelle om na te sien` : locale === "zu" ? `Izindatshana okufanele zimakwe` : `Essays to mark`;
export const assignmentsToMark = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opdragte om na te sien` : locale === "zu" ? `Imisebenzi okufanele imakwe` : `Assignments to mark`;
export const toModerate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Om te modereer` : locale === "zu" ? `Okufanele kuqinisekiswe` : `To moderate`;
export const admin = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Administrateur` : locale === "zu" ? `Umlawuli` : `Admin`;
export const roleAssessor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Assessor` : locale === "zu" ? `Umhloli` : `Assessor`;
export const roleModerator = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Moderator` : locale === "zu" ? `Umhloli oqinisekisayo` : `Moderator`;
export const roleInstructor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Instrukteur` : locale === "zu" ? `Umfundisi` : `Instructor`;
export const pagesOfCourses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye kursusse` : locale === "zu" ? `Amakhasi ezinkambo` : `Pages of courses`;
export const firstShort = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `← Eerste` : locale === "zu" ? `← Okokuqala` : `← First`;
export const more = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Meer →` : locale === "zu" ? `Okwengeziwe →` : `More →`;
export const questionBank = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vraebank` : locale === "zu" ? `Ibhange lemibuzo` : `Question bank`;
export const questionBankHubText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die vrae waaruit hierdie kursus se vasvrae trek, met invoer en uitvoer` : locale === "zu" ? `Imibuzo izivivinyo zale nkambo ezikhetha kuyo, nokungenisa nokuthekelisa` : `The questions this course's quizzes draw from, with import and export`;
export const gradebook = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Puntestaat` : locale === "zu" ? `Ibhuku lamamaki` : `Gradebook`;
export const enrolledLearners = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.count} ingeskrewe leerders` : locale === "zu" ? `Abafundi ababhalisile abangu-${values.count}` : `${values.count} enrolled learners`;
export const itemAnalysis = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Itemontleding` : locale === "zu" ? `Ukuhlaziywa kwemibuzo` : `Item analysis`;
export const bankQuizzes = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.count} vasvrae uit die bank getrek` : locale === "zu" ? `Izivivinyo ezingu-${values.count} ezikhethwe ebhange` : `${values.count} quizzes drawn from the bank`;
export const essaysHubText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opstelantwoorde wat vir 'n assessor wag` : locale === "zu" ? `Izimpendulo zezindatshana ezilinde umhloli` : `Essay answers waiting for an assessor`;
export const assignmentsHubText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Inhandigings wat vir 'n assessor wag` : locale === "zu" ? `Okuthunyelwe okulinde umhloli` : `Submissions waiting for an assessor`;
export const moderation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Moderering` : locale === "zu" ? `Ukuqinisekiswa kokuhlolwa` : `Moderation`;
export const moderationHubText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Punte wat wag vir 'n moderator se aftekening` : locale === "zu" ? `Amamaki alinde ukusayinwa ngumhloli oqinisekisayo` : `Marks waiting for a moderator's sign-off`;
export const assessorsAndModerators = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Assessore en moderators` : locale === "zu" ? `Abahloli nabahloli abaqinisekisayo` : `Assessors and moderators`;
export const staffNamed = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.count} vir hierdie kursus aangewys` : locale === "zu" ? `Abangu-${values.count} abaqokelwe le nkambo` : `${values.count} named for this course`;
export const assessmentOf = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Assessering: ${values.name}` : locale === "zu" ? `Ukuhlolwa: ${values.name}` : `Assessment: ${values.name}`;
export const hubIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Punte, nasien en moderering van hierdie kursus.` : locale === "zu" ? `Amamaki, ukumaka nokuqinisekiswa kwale nkambo.` : `Grades, marking and moderation of this course.`;
export const waiting = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.count} wag` : locale === "zu" ? `Okungu-${values.count} okulindile` : `${values.count} waiting`;
export const openCourseBuilder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak die kursusbouer oop` : locale === "zu" ? `Vula umakhi wenkambo` : `Open the course builder`;
export const markingQueue = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nasienry` : locale === "zu" ? `Uhlu lokumaka` : `Marking queue`;
export const submittedWaiting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ingedien: wag om nagesien te word` : locale === "zu" ? `Kuthunyelwe: kulinde ukumakwa` : `Submitted: waiting for marking`;
export const yourResult = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jou uitslag` : locale === "zu" ? `Umphumela wakho` : `Your result`;
export const assessorMarksYourAnswers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Assessor sien jou geskrewe antwoorde na. Jou uitslag verskyn hier, en kom per e-pos, sodra hulle nagesien is.` : locale === "zu" ? `Umhloli umaka izimpendulo zakho ezibhaliwe. Umphumela wakho uvela lapha, futhi ufika nge-imeyili, uma sezimakiwe.` : `An assessor marks your written answers. Your result shows here, and comes by email, once they are marked.`;
export const youScored = (values: { max: string | number; score: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jy het ${values.score} uit ${values.max} punte behaal.` : locale === "zu" ? `Uthole amaphuzu angu-${values.score} kwangu-${values.max}.` : `You scored ${values.score} out of ${values.max} points.`;
export const youPassed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jy het hierdie vasvra geslaag.` : locale === "zu" ? `Usiphumelele lesi sivivinyo.` : `You passed this quiz.`;
export const notPassedYet = (values: { passMark: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog nie geslaag nie: jy het ${values.passMark}% nodig om te slaag.` : locale === "zu" ? `Awukaphumeleli: udinga u-${values.passMark}% ukuze uphumelele.` : `Not passed yet: you need ${values.passMark}% to pass.`;
export const questionN = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vraag ${values.number}` : locale === "zu" ? `Umbuzo ${values.number}` : `Question ${values.number}`;
export const correct = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Korrek` : locale === "zu" ? `Kulungile` : `Correct`;
export const incorrect = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verkeerd` : locale === "zu" ? `Akulungile` : `Incorrect`;
export const pointsOf = (values: { max: string | number; points: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.points} uit ${values.max} punte` : locale === "zu" ? `Amaphuzu angu-${values.points} kwangu-${values.max}` : `${values.points} of ${values.max} points`;
export const yourAnswerLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jou antwoord:` : locale === "zu" ? `Impendulo yakho:` : `Your answer:`;
export const correctAnswerLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Korrekte antwoord:` : locale === "zu" ? `Impendulo elungile:` : `Correct answer:`;
export const aboutYourChoice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oor jou keuse:` : locale === "zu" ? `Mayelana nokukhetha kwakho:` : `About your choice:`;
export const feedbackLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terugvoer:` : locale === "zu" ? `Impendulo yokuqondisa:` : `Feedback:`;
export const assessorCommentLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Assessor se kommentaar:` : locale === "zu" ? `Umbono womhloli:` : `Assessor's comment:`;
export const notAnswered = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie beantwoord nie` : locale === "zu" ? `Akuphendulwanga` : `Not answered`;
export const trueLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Waar` : locale === "zu" ? `Iqiniso` : `True`;
export const falseLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onwaar` : locale === "zu" ? `Amanga` : `False`;
export const or = (values: { first: string | number; second: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.first} of ${values.second}` : locale === "zu" ? `${values.first} noma ${values.second}` : `${values.first} or ${values.second}`;
export const timeIsUp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die tyd is verby` : locale === "zu" ? `Isikhathi siphelile` : `Time is up`;
export const timeRanOut = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die tyd vir hierdie poging is verby. Die antwoorde wat jy voor die sperdatum gestoor het, word nagesien.` : locale === "zu" ? `Isikhathi salo mzamo siphelile. Izimpendulo ozilondoloze ngaphambi kwesikhathi esinqunyiwe ziyamakwa.` : `The time for this attempt has run out. The answers you saved before the deadline are marked.`;
export const seeYourResult = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sien jou uitslag` : locale === "zu" ? `Bona umphumela wakho` : `See your result`;
export const attemptN = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Poging ${values.number}` : locale === "zu" ? `Umzamo ${values.number}` : `Attempt ${values.number}`;
export const attemptLine = (values: { number: string | number; passMark: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Poging ${values.number}. Slaagpunt: ${values.passMark}%.` : locale === "zu" ? `Umzamo ${values.number}. Amamaki okuphumelela: ${values.passMark}%.` : `Attempt ${values.number}. Pass mark: ${values.passMark}%.`;
export const attemptOfLine = (values: { max: string | number; number: string | number; passMark: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Poging ${values.number} van ${values.max}. Slaagpunt: ${values.passMark}%.` : locale === "zu" ? `Umzamo ${values.number} kwengu-${values.max}. Amamaki okuphumelela: ${values.passMark}%.` : `Attempt ${values.number} of ${values.max}. Pass mark: ${values.passMark}%.`;
export const submit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dien in` : locale === "zu" ? `Thumela` : `Submit`;
export const saveAnswers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor antwoorde` : locale === "zu" ? `Londoloza izimpendulo` : `Save answers`;
export const quizNoQuestions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vasvra het nog geen vrae nie.` : locale === "zu" ? `Lesi sivivinyo asikabi nayo imibuzo.` : `This quiz has no questions yet.`;
export const startAnotherAttempt = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Begin nog 'n poging` : locale === "zu" ? `Qala omunye umzamo` : `Start another attempt`;
export const startAttempt = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Begin poging` : locale === "zu" ? `Qala umzamo` : `Start attempt`;
export const questionCount = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} vraag.`, other: `${values.count} vrae.` }) : locale === "zu" ? plural(locale, values.count, { one: `Umbuzo ongu-${values.count}.`, other: `Imibuzo engu-${values.count}.` }) : plural(locale, values.count, { one: `${values.count} question.`, other: `${values.count} questions.` });
export const passMarkRule = (values: { passMark: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Slaagpunt: ${values.passMark}%.` : locale === "zu" ? `Amamaki okuphumelela: ${values.passMark}%.` : `Pass mark: ${values.passMark}%.`;
export const timeLimitRule = (values: { minutes: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tydsbeperking: ${values.minutes} minute, vandat jy begin.` : locale === "zu" ? `Umkhawulo wesikhathi: imizuzu engu-${values.minutes}, kusukela uqala.` : `Time limit: ${values.minutes} minutes, from when you start.`;
export const attemptsRule = (values: { max: string | number; used: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Pogings: ${values.used} van ${values.max} gebruik.` : locale === "zu" ? `Imizamo: engu-${values.used} kwengu-${values.max} isisetshenzisiwe.` : `Attempts: ${values.used} of ${values.max} used.`;
export const reviewAfterPassing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nadat geslaag is` : locale === "zu" ? `Ngemva kokuphumelela` : `After passing`;
export const reviewAlways = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Altyd, ná 'n poging` : locale === "zu" ? `Njalo, ngemva komzamo` : `Always, after an attempt`;
export const reviewNever = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nooit` : locale === "zu" ? `Neze` : `Never`;
export const sharedCategory = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} (gedeelde bank)` : locale === "zu" ? `${values.name} (ibhange elabelwanayo)` : `${values.name} (shared bank)`;
export const categoryGone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Kategorie wat nie meer in die bank is nie` : locale === "zu" ? `Isigaba esingasekho ebhange` : `A category no longer in the bank`;
export const categoryLoading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n kategorie (laai tans…)` : locale === "zu" ? `isigaba (siyalayisha…)` : `a category (loading…)`;
export const fixedQuestions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vaste vrae` : locale === "zu" ? `Imibuzo engaguquki` : `Fixed questions`;
export const noFixedQuestions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen vaste vrae nie: elke poging vra net getrekte vrae.` : locale === "zu" ? `Ayikho imibuzo engaguquki: umzamo ngamunye ubuza kuphela ekhethwe ngokungahleliwe.` : `No fixed questions: every attempt asks only drawn ones.`;
export const questionGone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Vraag wat nie meer in die bank is nie` : locale === "zu" ? `Umbuzo ongasekho ebhange` : `A question no longer in the bank`;
export const loading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai tans…` : locale === "zu" ? `Kuyalayisha…` : `Loading…`;
export const removeFixedQuestion = (values: { quiz: string | number; title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder vaste vraag ${values.title} uit ${values.quiz}` : locale === "zu" ? `Susa umbuzo ongaguquki ${values.title} ku-${values.quiz}` : `Remove fixed question ${values.title} from ${values.quiz}`;
export const browseCategory = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Blaai deur kategorie` : locale === "zu" ? `Phequlula isigaba` : `Browse category`;
export const chooseCategory = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n kategorie` : locale === "zu" ? `Khetha isigaba` : `Choose a category`;
export const categoryWithCount = (values: { count: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name}: ${values.count}` : locale === "zu" ? `${values.name}: ${values.count}` : `${values.name}: ${values.count}`;
export const addFixedQuestion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg 'n vaste vraag by` : locale === "zu" ? `Engeza umbuzo ongaguquki` : `Add a fixed question`;
export const chooseQuestion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n vraag` : locale === "zu" ? `Khetha umbuzo` : `Choose a question`;
export const chooseCategoryFirst = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies eers 'n kategorie` : locale === "zu" ? `Qala ukhethe isigaba` : `Choose a category first`;
export const drawnAtRandom = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lukraak getrek` : locale === "zu" ? `Okukhethwe ngokungahleliwe` : `Drawn at random`;
export const questionsDrawnFrom = (values: { category: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vrae getrek uit ${values.category}` : locale === "zu" ? `Imibuzo ekhethwe ku-${values.category}` : `Questions drawn from ${values.category}`;
export const categoryHolds = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die kategorie bevat ${values.count}.` : locale === "zu" ? `Isigaba sinengu-${values.count}.` : `The category holds ${values.count}.`;
export const stopDrawing = (values: { category: string | number; quiz: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hou op om uit ${values.category} te trek in ${values.quiz}` : locale === "zu" ? `Yeka ukukhetha ku-${values.category} ku-${values.quiz}` : `Stop drawing from ${values.category} in ${values.quiz}`;
export const drawFromCategory = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Trek uit 'n kategorie` : locale === "zu" ? `Khetha esigabeni` : `Draw from a category`;
export const categoryQuestionCount = (values: { count: number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.name}: ${values.count} vraag`, other: `${values.name}: ${values.count} vrae` }) : locale === "zu" ? plural(locale, values.count, { one: `${values.name}: umbuzo ongu-${values.count}`, other: `${values.name}: imibuzo engu-${values.count}` }) : plural(locale, values.count, { one: `${values.name}: ${values.count} question`, other: `${values.name}: ${values.count} questions` });
export const shuffleQuestions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skommel vrae` : locale === "zu" ? `Xuba imibuzo` : `Shuffle questions`;
export const shuffleOptions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skommel opsies` : locale === "zu" ? `Xuba okukhethwayo` : `Shuffle options`;
export const timeLimitMinutes = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tydsbeperking (minute)` : locale === "zu" ? `Umkhawulo wesikhathi (imizuzu)` : `Time limit (minutes)`;
export const noTimeLimit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leeg: geen tydsbeperking nie.` : locale === "zu" ? `Akunalutho: awukho umkhawulo wesikhathi.` : `Empty: no time limit.`;
export const numberOfAttempts = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aantal pogings` : locale === "zu" ? `Inani lemizamo` : `Number of attempts`;
export const unlimited = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leeg: onbeperk.` : locale === "zu" ? `Akunalutho: akunamkhawulo.` : `Empty: unlimited.`;
export const passMarkPercent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Slaagpunt (% van punte)` : locale === "zu" ? `Amamaki okuphumelela (% wamaphuzu)` : `Pass mark (% of points)`;
export const showCorrectAnswers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wys die korrekte antwoorde` : locale === "zu" ? `Bonisa izimpendulo ezilungile` : `Show the correct answers`;
export const categories = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kategorieë` : locale === "zu" ? `Izigaba` : `Categories`;
export const noCategories = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen kategorieë nie: voeg die eerste een by.` : locale === "zu" ? `Azikabikho izigaba: engeza esokuqala.` : `No categories yet: add the first one.`;
export const newCategory = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuwe kategorie` : locale === "zu" ? `Isigaba esisha` : `New category`;
export const addCategory = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg kategorie by` : locale === "zu" ? `Engeza isigaba` : `Add category`;
export const newNameFor = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuwe naam vir ${values.name}` : locale === "zu" ? `Igama elisha le-${values.name}` : `New name for ${values.name}`;
export const saveName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor naam` : locale === "zu" ? `Londoloza igama` : `Save name`;
export const cancel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer` : locale === "zu" ? `Khansela` : `Cancel`;
export const rename = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hernoem` : locale === "zu" ? `Qamba kabusha` : `Rename`;
export const deleteLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skrap` : locale === "zu" ? `Susa` : `Delete`;
export const questionsInCategory = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `(${values.count} vraag)`, other: `(${values.count} vrae)` }) : locale === "zu" ? plural(locale, values.count, { one: `(umbuzo ongu-${values.count})`, other: `(imibuzo engu-${values.count})` }) : plural(locale, values.count, { one: `(${values.count} question)`, other: `(${values.count} questions)` });
export const importQuestions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer vrae in` : locale === "zu" ? `Ngenisa imibuzo` : `Import questions`;
export const importHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Lêer word in sy geheel ingevoer of glad nie: as enige ry of item 'n probleem het, word niks gestoor nie en elke probleem word gelys. CSV-kolomme: category, type, title, tags, points, question, feedback, choices, correct, choice_feedback, answers, case_sensitive, tolerance, text, marking_guide, max_words (voer die bank uit om 'n voorbeeld te sien).` : locale === "zu" ? `Ifayela lingeniswa lonke noma lingangeniswa nhlobo: uma kukhona umugqa noma into enenkinga, akukho okulondolozwayo futhi inkinga ngayinye iyabalwa. Amakholomu e-CSV: category, type, title, tags, points, question, feedback, choices, correct, choice_feedback, answers, case_sensitive, tolerance, text, marking_guide, max_words (thekelisa ibhange ukuze ubone isibonelo).` : `A file is imported whole or not at all: if any row or item has a problem, nothing is saved and each problem is listed. CSV columns: category, type, title, tags, points, question, feedback, choices, correct, choice_feedback, answers, case_sensitive, tolerance, text, marking_guide, max_words (export the bank to see an example).`;
export const csvFile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `CSV-lêer` : locale === "zu" ? `Ifayela le-CSV` : `CSV file`;
export const qtiFile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `QTI 2.1-pakket (ZIP) of item (XML)` : locale === "zu" ? `Iphakheji ye-QTI 2.1 (ZIP) noma into (XML)` : `QTI 2.1 package (ZIP) or item (XML)`;
export const intoCategory = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Na kategorie (tensy 'n ry een noem)` : locale === "zu" ? `Esigabeni (ngaphandle uma umugqa usho esinye)` : `Into category (unless a row names one)`;
export const importAction = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer in` : locale === "zu" ? `Ngenisa` : `Import`;
export const backToEssayQueue = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na opstelle wat wag om nagesien te word` : locale === "zu" ? `Buyela ezindatshaneni ezilinde ukumakwa` : `Back to essays awaiting marking`;
export const markEssaysOf = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sien opstelle na: ${values.name}` : locale === "zu" ? `Maka izindatshana: ${values.name}` : `Mark essays: ${values.name}`;
export const attemptMeta = (values: { course: string | number; number: string | number; quiz: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.course} · ${values.quiz} · poging ${values.number}` : locale === "zu" ? `${values.course} · ${values.quiz} · umzamo ${values.number}` : `${values.course} · ${values.quiz} · attempt ${values.number}`;
export const attemptMetaSubmitted = (values: { at: string | number; course: string | number; number: string | number; quiz: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.course} · ${values.quiz} · poging ${values.number} · ingedien ${values.at}` : locale === "zu" ? `${values.course} · ${values.quiz} · umzamo ${values.number} · kuthunyelwe ${values.at}` : `${values.course} · ${values.quiz} · attempt ${values.number} · submitted ${values.at}`;
export const awaitingMarking = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wag om nagesien te word` : locale === "zu" ? `Kulinde ukumakwa` : `Awaiting marking`;
export const marked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nagesien` : locale === "zu" ? `Kumakiwe` : `Marked`;
export const onlyNamedAssessors = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Slegs die kursus se aangewese assessore mag sy werk nasien.` : locale === "zu" ? `Abahloli abaqokiwe benkambo kuphela abangamaka umsebenzi wayo.` : `Only the course's named assessors may mark its work.`;
export const essayN = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opstel ${values.number}` : locale === "zu" ? `Indatshana ${values.number}` : `Essay ${values.number}`;
export const essayTitle = (values: { number: string | number; title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opstel ${values.number}: ${values.title}` : locale === "zu" ? `Indatshana ${values.number}: ${values.title}` : `Essay ${values.number}: ${values.title}`;
export const learnersAnswer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die leerder se antwoord` : locale === "zu" ? `Impendulo yomfundi` : `The learner's answer`;
export const markingGuide = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nasiengids` : locale === "zu" ? `Umhlahlandlela wokumaka` : `Marking guide`;
export const markedOfBy = (values: { at: string | number; max: string | number; name: string | number; points: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.points} uit ${values.max} nagesien deur ${values.name} op ${values.at}.` : locale === "zu" ? `Kumakwe u-${values.points} kwangu-${values.max} ngu-${values.name} ngomhla ka-${values.at}.` : `Marked ${values.points} of ${values.max} by ${values.name} on ${values.at}.`;
export const markedOf = (values: { at: string | number; max: string | number; points: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.points} uit ${values.max} nagesien op ${values.at}.` : locale === "zu" ? `Kumakwe u-${values.points} kwangu-${values.max} ngomhla ka-${values.at}.` : `Marked ${values.points} of ${values.max} on ${values.at}.`;
export const pointsForEssay = (values: { max: string | number; number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Punte vir opstel ${values.number} (0 tot ${values.max})` : locale === "zu" ? `Amaphuzu endatshana ${values.number} (0 kuya ku-${values.max})` : `Points for essay ${values.number} (0 to ${values.max})`;
export const commentForEssay = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kommentaar vir opstel ${values.number}` : locale === "zu" ? `Umbono wendatshana ${values.number}` : `Comment for essay ${values.number}`;
export const learnerSeesComment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die leerder sien dit saam met hul uitslag.` : locale === "zu" ? `Umfundi ukubona lokhu nomphumela wakhe.` : `The learner sees this with their result.`;
export const commentLine = (values: { comment: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kommentaar: ${values.comment}` : locale === "zu" ? `Umbono: ${values.comment}` : `Comment: ${values.comment}`;
export const saveMarks = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor punte` : locale === "zu" ? `Londoloza amamaki` : `Save marks`;
export const backToCourseAssessment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na die kursus se assessering` : locale === "zu" ? `Buyela ekuhlolweni kwenkambo` : `Back to the course's assessment`;
export const essaysAwaiting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opstelle wat wag om nagesien te word` : locale === "zu" ? `Izindatshana ezilinde ukumakwa` : `Essays awaiting marking`;
export const essayQueueIntro = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.course}: vasvrapogings waarvan die geskrewe antwoorde vir 'n assessor wag, oudste eerste.` : locale === "zu" ? `${values.course}: imizamo yezivivinyo izimpendulo zayo ezibhaliwe ezilinde umhloli, endala kuqala.` : `${values.course}: quiz attempts whose written answers wait for an assessor, oldest first.`;
export const noEssaysWaiting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen opstelle wag om nagesien te word nie.` : locale === "zu" ? `Azikho izindatshana ezilinde ukumakwa.` : `No essays are waiting for marking.`;
export const noMoreAttempts = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen verdere pogings wag om nagesien te word nie.` : locale === "zu" ? `Ayikho eminye imizamo elinde ukumakwa.` : `No more attempts wait for marking.`;
export const learner = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leerder` : locale === "zu" ? `Umfundi` : `Learner`;
export const quiz = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vasvra` : locale === "zu" ? `Isivivinyo` : `Quiz`;
export const attempt = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Poging` : locale === "zu" ? `Umzamo` : `Attempt`;
export const submitted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ingedien` : locale === "zu" ? `Kuthunyelwe` : `Submitted`;
export const firstPage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Eerste bladsy` : locale === "zu" ? `Ikhasi lokuqala` : `First page`;
export const nextPage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Volgende bladsy` : locale === "zu" ? `Ikhasi elilandelayo` : `Next page`;
export const courseAssessment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusassessering` : locale === "zu" ? `Ukuhlolwa kwenkambo` : `Course assessment`;
export const gradebookOf = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Puntestaat: ${values.name}` : locale === "zu" ? `Ibhuku lamamaki: ${values.name}` : `Gradebook: ${values.name}`;
export const gradebookIntroMatching = (values: { count: number; search: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} leerder wat by “${values.search}” pas. Vasvrae wys die beste telling en die aantal pogings; opdragte die uitslag van die jongste inhandiging.`, other: `${values.count} leerders wat by “${values.search}” pas. Vasvrae wys die beste telling en die aantal pogings; opdragte die uitslag van die jongste inhandiging.` }) : locale === "zu" ? plural(locale, values.count, { one: `Umfundi ongu-${values.count} ofana no-“${values.search}”. Izivivinyo zibonisa amaphuzu aphezulu nenani lemizamo; imisebenzi ibonisa umphumela wokuthunyelwe kwakamuva.`, other: `Abafundi abangu-${values.count} abafana no-“${values.search}”. Izivivinyo zibonisa amaphuzu aphezulu nenani lemizamo; imisebenzi ibonisa umphumela wokuthunyelwe kwakamuva.` }) : plural(locale, values.count, { one: `${values.count} learner matching “${values.search}”. Quizzes show the best score and the number of attempts; assignments the latest submission's outcome.`, other: `${values.count} learners matching “${values.search}”. Quizzes show the best score and the number of attempts; assignments the latest submission's outcome.` });
export const gradebookIntro = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} leerder ingeskryf. Vasvrae wys die beste telling en die aantal pogings; opdragte die uitslag van die jongste inhandiging.`, other: `${values.count} leerders ingeskryf. Vasvrae wys die beste telling en die aantal pogings; opdragte die uitslag van die jongste inhandiging.` }) : locale === "zu" ? plural(locale, values.count, { one: `Umfundi ongu-${values.count} obhalisile. Izivivinyo zibonisa amaphuzu aphezulu nenani lemizamo; imisebenzi ibonisa umphumela wokuthunyelwe kwakamuva.`, other: `Abafundi abangu-${values.count} ababhalisile. Izivivinyo zibonisa amaphuzu aphezulu nenani lemizamo; imisebenzi ibonisa umphumela wokuthunyelwe kwakamuva.` }) : plural(locale, values.count, { one: `${values.count} learner enrolled. Quizzes show the best score and the number of attempts; assignments the latest submission's outcome.`, other: `${values.count} learners enrolled. Quizzes show the best score and the number of attempts; assignments the latest submission's outcome.` });
export const searchLearners = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek leerders volgens naam of e-pos` : locale === "zu" ? `Sesha abafundi ngegama noma nge-imeyili` : `Search learners by name or email`;
export const downloadCsv = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai CSV af` : locale === "zu" ? `Landa i-CSV` : `Download CSV`;
export const noLearners = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen leerders nie` : locale === "zu" ? `Abekho abafundi` : `No learners`;
export const noLearnerMatches = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen ingeskrewe leerder pas by hierdie soektog nie.` : locale === "zu" ? `Akekho umfundi obhalisile ofana nalolu sesho.` : `No enrolled learner matches this search.`;
export const nobodyEnrolled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niemand is nog vir hierdie kursus ingeskryf nie.` : locale === "zu" ? `Akekho osebhalisele le nkambo.` : `Nobody is enrolled in this course yet.`;
export const lessons = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lesse` : locale === "zu" ? `Izifundo` : `Lessons`;
export const assignment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opdrag` : locale === "zu" ? `Umsebenzi` : `Assignment`;
export const completed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voltooi` : locale === "zu" ? `Kuqediwe` : `Completed`;
export const certificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaat` : locale === "zu" ? `Isitifiketi` : `Certificate`;
export const evidenceFor = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bewyse vir sertifikaat ${values.number}` : locale === "zu" ? `Ubufakazi besitifiketi ${values.number}` : `Evidence for certificate ${values.number}`;
export const evidence = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bewyse` : locale === "zu" ? `Ubufakazi` : `Evidence`;
export const pagesOfLearners = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye leerders` : locale === "zu" ? `Amakhasi abafundi` : `Pages of learners`;
export const firstLearners = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `← Eerste leerders` : locale === "zu" ? `← Abafundi bokuqala` : `← First learners`;
export const nextLearners = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Volgende leerders →` : locale === "zu" ? `Abafundi abalandelayo →` : `Next learners →`;
export const flagTooHard = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Te moeilik (fasiliteit < 0,2)` : locale === "zu" ? `Kunzima kakhulu (ukulula < 0,2)` : `Too hard (facility < 0.2)`;
export const flagTooEasy = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Te maklik (fasiliteit > 0,95)` : locale === "zu" ? `Kulula kakhulu (ukulula > 0,95)` : `Too easy (facility > 0.95)`;
export const flagLowDiscrimination = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lae onderskeiding (< 0,2)` : locale === "zu" ? `Ukuhlukanisa okuphansi (< 0,2)` : `Low discrimination (< 0.2)`;
export const itemAnalysisOf = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Itemontleding: ${values.name}` : locale === "zu" ? `Ukuhlaziywa kwemibuzo: ${values.name}` : `Item analysis: ${values.name}`;
export const itemAnalysisIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Per vraag van 'n vasvra uit die bank, oor sy voltooide pogings: fasiliteit is die gemiddelde telling gedeel deur die punte; onderskeiding is die gekorrigeerde punt-biseriaal (die korrelasie van die vraag se telling met die res van die poging se telling).` : locale === "zu" ? `Ngombuzo ngamunye wesivivinyo esikhethwe ebhange, ngaphezu kwemizamo yaso eqediwe: ukulula kuyisilinganiso samaphuzu atholiwe ngaphezu kwamaphuzu; ukuhlukanisa kuyi-point-biserial elungisiwe (ukuhlobana kwamaphuzu ombuzo nawo wonke amanye amaphuzu omzamo).` : `Per question of a quiz drawn from the bank, over its completed attempts: facility is the mean score over the points; discrimination is the corrected point-biserial (the correlation of the question's score with the rest of the attempt's score).`;
export const noAttemptsYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen pogings nie` : locale === "zu" ? `Ayikabikho imizamo` : `No attempts yet`;
export const noAttemptsText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Itemontleding verskyn sodra leerders 'n vasvra uit die bank voltooi het.` : locale === "zu" ? `Ukuhlaziywa kwemibuzo kuvela uma abafundi sebeqede isivivinyo esikhethwe ebhange.` : `Item analysis appears once learners have completed a quiz drawn from the bank.`;
export const quizAttempts = (values: { count: string | number; title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.title} (${values.count} pogings)` : locale === "zu" ? `${values.title} (imizamo engu-${values.count})` : `${values.title} (${values.count} attempts)`;
export const show = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wys` : locale === "zu" ? `Bonisa` : `Show`;
export const analysisSummary = (values: { attempts: string | number; questions: string | number; title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.title}: ${values.attempts} voltooide pogings, ${values.questions} vrae.` : locale === "zu" ? `${values.title}: imizamo eqediwe engu-${values.attempts}, imibuzo engu-${values.questions}.` : `${values.title}: ${values.attempts} completed attempts, ${values.questions} questions.`;
export const questions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vrae` : locale === "zu" ? `Imibuzo` : `Questions`;
export const question = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vraag` : locale === "zu" ? `Umbuzo` : `Question`;
export const attemptsHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Pogings` : locale === "zu" ? `Imizamo` : `Attempts`;
export const facility = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Fasiliteit` : locale === "zu" ? `Ukulula` : `Facility`;
export const discrimination = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onderskeiding` : locale === "zu" ? `Ukuhlukanisa` : `Discrimination`;
export const optionsChosen = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opsies gekies` : locale === "zu" ? `Okukhethiwe` : `Options chosen`;
export const flags = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vlae` : locale === "zu" ? `Izexwayiso` : `Flags`;
export const outcomeCompetent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bekwaam` : locale === "zu" ? `Unekhono` : `Competent`;
export const outcomeNotYetCompetent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog nie bekwaam nie` : locale === "zu" ? `Akakabi nekhono` : `Not yet competent`;
export const outcomeConfirmed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bevestig` : locale === "zu" ? `Kuqinisekisiwe` : `Confirmed`;
export const outcomeReferredBack = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terugverwys` : locale === "zu" ? `Kubuyiselwe` : `Referred back`;
export const outcomeInProgress = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aan die gang` : locale === "zu" ? `Kuyaqhubeka` : `In progress`;
export const enrolledOn = (values: { date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `ingeskryf ${values.date}` : locale === "zu" ? `wabhaliswa ngo-${values.date}` : `enrolled ${values.date}`;
export const completedOn = (values: { date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `voltooi ${values.date}` : locale === "zu" ? `kuqedwe ngo-${values.date}` : `completed ${values.date}`;
export const notCompleted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `nie voltooi nie` : locale === "zu" ? `akuqediwe` : `not completed`;
export const nothingYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen vasvrapogings of opdraginhandigings nie.` : locale === "zu" ? `Ayikabikho imizamo yezivivinyo noma imisebenzi ethunyelwe.` : `No quiz attempts or assignment submissions yet.`;
export const bankAttemptsHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vasvrapogings (vraebank)` : locale === "zu" ? `Imizamo yezivivinyo (ibhange lemibuzo)` : `Quiz attempts (question bank)`;
export const inlineAttemptsHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vasvrapogings (in die les)` : locale === "zu" ? `Imizamo yezivivinyo (esifundweni)` : `Quiz attempts (in the lesson)`;
export const submissionsHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opdraginhandigings` : locale === "zu" ? `Imisebenzi ethunyelwe` : `Assignment submissions`;
export const titleAttempt = (values: { number: string | number; title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.title}, poging ${values.number}` : locale === "zu" ? `${values.title}, umzamo ${values.number}` : `${values.title}, attempt ${values.number}`;
export const passed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geslaag` : locale === "zu" ? `Uphumelele` : `Passed`;
export const notPassed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie geslaag nie` : locale === "zu" ? `Akaphumelelanga` : `Not passed`;
export const startedAt = (values: { at: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Begin ${values.at}` : locale === "zu" ? `Kuqalwe ngo-${values.at}` : `Started ${values.at}`;
export const submittedLower = (values: { at: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `ingedien ${values.at}` : locale === "zu" ? `kuthunyelwe ngo-${values.at}` : `submitted ${values.at}`;
export const scoreLine = (values: { score: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `telling ${values.score}` : locale === "zu" ? `amaphuzu ${values.score}` : `score ${values.score}`;
export const notYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `nog nie` : locale === "zu" ? `akukabi` : `not yet`;
export const notMarked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `nie nagesien nie` : locale === "zu" ? `akumakiwe` : `not marked`;
export const answerLine = (values: { answer: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Antwoord: ${values.answer}` : locale === "zu" ? `Impendulo: ${values.answer}` : `Answer: ${values.answer}`;
export const markedByAt = (values: { at: string | number; max: string | number; name: string | number; points: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.points}/${values.max} nagesien deur ${values.name}, ${values.at}` : locale === "zu" ? `Kumakwe ${values.points}/${values.max} ngu-${values.name}, ${values.at}` : `Marked ${values.points}/${values.max} by ${values.name}, ${values.at}`;
export const titleSubmission = (values: { number: string | number; title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.title}, inhandiging ${values.number}` : locale === "zu" ? `${values.title}, okuthunyelwe ${values.number}` : `${values.title}, submission ${values.number}`;
export const submittedAtCap = (values: { at: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ingedien ${values.at}` : locale === "zu" ? `Kuthunyelwe ngo-${values.at}` : `Submitted ${values.at}`;
export const filesList = (values: { files: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `lêers: ${values.files}` : locale === "zu" ? `amafayela: ${values.files}` : `files: ${values.files}`;
export const noText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `(geen teks nie)` : locale === "zu" ? `(awukho umbhalo)` : `(no text)`;
export const notMarkedYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog nie nagesien nie.` : locale === "zu" ? `Akukamakwa.` : `Not marked yet.`;
export const markLine = (values: { at: string | number; name: string | number; outcome: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.outcome} deur ${values.name}, ${values.at}` : locale === "zu" ? `${values.outcome} ngu-${values.name}, ${values.at}` : `${values.outcome} by ${values.name}, ${values.at}`;
export const markLinePoints = (values: { at: string | number; name: string | number; outcome: string | number; points: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.outcome} (${values.points} punte) deur ${values.name}, ${values.at}` : locale === "zu" ? `${values.outcome} (amaphuzu angu-${values.points}) ngu-${values.name}, ${values.at}` : `${values.outcome} (${values.points} points) by ${values.name}, ${values.at}`;
export const decisionPerCriterion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Besluit per kriterium` : locale === "zu" ? `Isinqumo ngendlela yokuhlola ngayinye` : `Decision per criterion`;
export const notModeratedYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog nie gemodereer nie.` : locale === "zu" ? `Akukaqinisekiswa.` : `Not moderated yet.`;
export const moderationLine = (values: { at: string | number; decision: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Moderering: ${values.decision} deur ${values.name}, ${values.at}` : locale === "zu" ? `Ukuqinisekiswa: ${values.decision} ngu-${values.name}, ${values.at}` : `Moderation: ${values.decision} by ${values.name}, ${values.at}`;
export const searchByLearner = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek volgens leerder` : locale === "zu" ? `Sesha ngomfundi` : `Search by learner`;
export const search = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek` : locale === "zu" ? `Sesha` : `Search`;
export const noSubmissionMatches = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen inhandiging wat wag om nagesien te word, pas by hierdie soektog nie.` : locale === "zu" ? `Akukho okuthunyelwe okulinde ukumakwa okufana nalolu sesho.` : `No submission awaiting marking matches this search.`;
export const nothingToMark = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niks wag om nagesien te word nie.` : locale === "zu" ? `Akukho okulinde ukumakwa.` : `Nothing is waiting to be marked.`;
export const handedIn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ingehandig` : locale === "zu" ? `Kuhanjisiwe` : `Handed in`;
export const assignmentSubmissionN = (values: { number: string | number; title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.title} (inhandiging ${values.number})` : locale === "zu" ? `${values.title} (okuthunyelwe ${values.number})` : `${values.title} (submission ${values.number})`;
export const moderationSampleIntro = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voorgestelde steekproef: minstens een punt van elke assessor en van elke uitslag, dan die nuutste ander totdat 'n kwart van die ${values.count} punte wat nog nie afgeteken is nie, daarin is (hoogstens 50).` : locale === "zu" ? `Isampula ephakanyisiwe: okungenani amamaki awodwa omhloli ngamunye nawomphumela ngamunye, bese kulandela amasha aze afinyelele ingxenye yesine yamamaki angu-${values.count} angakasayinwa (angekho ngaphezu kwangu-50).` : `Suggested sample: at least one mark of every assessor and of every outcome, then the newest others until a quarter of the ${values.count} marks not yet signed off are in it (at most 50).`;
export const noWorkForModeration = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen nagesiene werk wag vir moderering nie.` : locale === "zu" ? `Awukho umsebenzi omakiwe olinde ukuqinisekiswa.` : `No marked work is waiting for moderation.`;
export const learnerAssignment = (values: { learner: string | number; title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.learner}: ${values.title}` : locale === "zu" ? `${values.learner}: ${values.title}` : `${values.learner}: ${values.title}`;
export const learnerAssignmentSubmission = (values: { learner: string | number; number: string | number; title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.learner}: ${values.title} (inhandiging ${values.number})` : locale === "zu" ? `${values.learner}: ${values.title} (okuthunyelwe ${values.number})` : `${values.learner}: ${values.title} (submission ${values.number})`;
export const outcomeMarkedBy = (values: { at: string | number; name: string | number; outcome: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.outcome}, nagesien deur ${values.name} op ${values.at}` : locale === "zu" ? `${values.outcome}, kumakwe ngu-${values.name} ngo-${values.at}` : `${values.outcome}, marked by ${values.name} on ${values.at}`;
export const youMarkedThis = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jy het hierdie werk nagesien: 'n ander moderator teken dit af.` : locale === "zu" ? `Nguwe owamaka lo msebenzi: omunye umhloli oqinisekisayo uyawusayina.` : `You marked this work: another moderator signs it off.`;
export const moderationDecision = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Modereringsbesluit` : locale === "zu" ? `Isinqumo sokuqinisekisa` : `Moderation decision`;
export const moderatorComment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Moderator se kommentaar` : locale === "zu" ? `Umbono womhloli oqinisekisayo` : `Moderator's comment`;
export const signOff = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Teken af` : locale === "zu" ? `Sayina` : `Sign off`;
export const latestSignOffs = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jongste aftekeninge` : locale === "zu" ? `Ukusayina kwakamuva` : `Latest sign-offs`;
export const signOffLine = (values: { assessor: string | number; at: string | number; decision: string | number; learner: string | number; moderator: string | number; outcome: string | number; title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.learner}, ${values.title}: ${values.outcome} deur ${values.assessor}. ${values.decision} deur ${values.moderator} op ${values.at}` : locale === "zu" ? `${values.learner}, ${values.title}: ${values.outcome} ngu-${values.assessor}. ${values.decision} ngu-${values.moderator} ngo-${values.at}` : `${values.learner}, ${values.title}: ${values.outcome} by ${values.assessor}. ${values.decision} by ${values.moderator} on ${values.at}`;
export const newQuestion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuwe vraag` : locale === "zu" ? `Umbuzo omusha` : `New question`;
export const exportCsv = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer CSV uit` : locale === "zu" ? `Thekelisa i-CSV` : `Export CSV`;
export const exportQti = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer QTI uit` : locale === "zu" ? `Thekelisa i-QTI` : `Export QTI`;
export const noArchivedQuestions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen geargiveerde vrae nie` : locale === "zu" ? `Ayikho imibuzo efakwe kungobo yomlando` : `No archived questions`;
export const noQuestionsFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen vrae gevind nie` : locale === "zu" ? `Ayikho imibuzo etholakele` : `No questions found`;
export const noQuestionMatches = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen vraag pas by hierdie soektog nie. Maak die filters skoon om almal te sien.` : locale === "zu" ? `Awukho umbuzo ofana nalolu sesho. Sula izihlungi ukuze uyibone yonke.` : `No question matches this search. Clear the filters to see them all.`;
export const addCategoryThenQuestion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg 'n kategorie by, skryf dan 'n vraag of voer 'n lêer in.` : locale === "zu" ? `Engeza isigaba, bese ubhala umbuzo noma ungenise ifayela.` : `Add a category, then write a question or import a file.`;
export const searchTitleAndText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek titel en teks` : locale === "zu" ? `Sesha isihloko nombhalo` : `Search title and text`;
export const category = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kategorie` : locale === "zu" ? `Isigaba` : `Category`;
export const allCategories = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Alle kategorieë` : locale === "zu" ? `Zonke izigaba` : `All categories`;
export const type = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soort` : locale === "zu" ? `Uhlobo` : `Type`;
export const allTypes = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Alle soorte` : locale === "zu" ? `Zonke izinhlobo` : `All types`;
export const tag = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Etiket` : locale === "zu" ? `Umaka` : `Tag`;
export const allTags = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Alle etikette` : locale === "zu" ? `Bonke omaka` : `All tags`;
export const archived = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geargiveer` : locale === "zu" ? `Kufakwe kungobo yomlando` : `Archived`;
export const restore = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Herstel` : locale === "zu" ? `Buyisela` : `Restore`;
export const archive = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Argiveer` : locale === "zu" ? `Faka kungobo yomlando` : `Archive`;
export const pagesOfQuestions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye vrae` : locale === "zu" ? `Amakhasi emibuzo` : `Pages of questions`;
export const moveUp = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skuif ${values.label} op` : locale === "zu" ? `Hambisa i-${values.label} phezulu` : `Move ${values.label} up`;
export const moveDown = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skuif ${values.label} af` : locale === "zu" ? `Hambisa i-${values.label} phansi` : `Move ${values.label} down`;
export const removeLabel = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder ${values.label}` : locale === "zu" ? `Susa i-${values.label}` : `Remove ${values.label}`;
export const optionLower = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `opsie ${values.number}` : locale === "zu" ? `okukhethwayo ${values.number}` : `option ${values.number}`;
export const optionIsTheRightAnswer = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opsie ${values.number} is die regte antwoord` : locale === "zu" ? `Okukhethwayo ${values.number} yimpendulo elungile` : `Option ${values.number} is the right answer`;
export const optionIsRight = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opsie ${values.number} is reg` : locale === "zu" ? `Okukhethwayo ${values.number} kulungile` : `Option ${values.number} is right`;
export const optionN = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opsie ${values.number}` : locale === "zu" ? `Okukhethwayo ${values.number}` : `Option ${values.number}`;
export const optionFeedback = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terugvoer wanneer opsie ${values.number} gekies word` : locale === "zu" ? `Impendulo yokuqondisa uma kukhethwa okukhethwayo ${values.number}` : `Feedback when option ${values.number} is chosen`;
export const addOption = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg opsie by` : locale === "zu" ? `Engeza okukhethwayo` : `Add option`;
export const pairLower = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `paar ${values.number}` : locale === "zu" ? `ipheya ${values.number}` : `pair ${values.number}`;
export const promptN = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanwysing ${values.number}` : locale === "zu" ? `Isiqondiso ${values.number}` : `Prompt ${values.number}`;
export const answerMatchesPrompt = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Antwoord wat by aanwysing ${values.number} pas` : locale === "zu" ? `Impendulo efana nesiqondiso ${values.number}` : `Answer that matches prompt ${values.number}`;
export const addPair = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg paar by` : locale === "zu" ? `Engeza ipheya` : `Add pair`;
export const orderingHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sit die items in hul regte volgorde; leerders sien hulle geskommel.` : locale === "zu" ? `Beka izinto ngokulandelana kwazo okulungile; abafundi bazibona zixubekile.` : `Put the items in their right order; learners see them shuffled.`;
export const itemLower = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `item ${values.number}` : locale === "zu" ? `into ${values.number}` : `item ${values.number}`;
export const itemN = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Item ${values.number}` : locale === "zu" ? `Into ${values.number}` : `Item ${values.number}`;
export const addItem = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg item by` : locale === "zu" ? `Engeza into` : `Add item`;
export const editQuestion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig vraag` : locale === "zu" ? `Hlela umbuzo` : `Edit question`;
export const backToBank = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na die vraebank` : locale === "zu" ? `Buyela ebhange lemibuzo` : `Back to the question bank`;
export const questionArchived = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vraag is geargiveer: vasvrae trek dit nie meer nie. Herstel dit uit die bank se lys.` : locale === "zu" ? `Lo mbuzo ufakwe kungobo yomlando: izivivinyo azisawukhethi. Wubuyisele ohlwini lwebhange.` : `This question is archived: quizzes no longer draw it. Restore it from the bank's list.`;
export const points = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Punte` : locale === "zu" ? `Amaphuzu` : `Points`;
export const title = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Titel` : locale === "zu" ? `Isihloko` : `Title`;
export const titleHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Kort naam vir lyste; leeg gelaat, die vraag se eerste woorde.` : locale === "zu" ? `Igama elifushane lohlu; uma lishiywe lingenalutho, amagama okuqala ombuzo.` : `A short name for lists; left empty, the question's first words.`;
export const tags = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Etikette` : locale === "zu" ? `Omaka` : `Tags`;
export const tagsHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geskei deur kommas, bv. iso 9001, audit` : locale === "zu" ? `Zihlukaniswe ngokhefana, isb. iso 9001, audit` : `Separated by commas, e.g. iso 9001, audit`;
export const theRightAnswer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die regte antwoord` : locale === "zu" ? `Impendulo elungile` : `The right answer`;
export const acceptedAnswers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanvaarde antwoorde` : locale === "zu" ? `Izimpendulo ezamukelwayo` : `Accepted answers`;
export const acceptedAnswersHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Een per reël. Spasies om en tussen woorde tel nie.` : locale === "zu" ? `Eyodwa emgqeni ngamunye. Izikhala ezizungeze amagama naphakathi kwawo azibalwa.` : `One per line. Spaces around and between words do not count.`;
export const capitalsCount = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoofletters tel` : locale === "zu" ? `Osonhlamvukazi bayabalwa` : `Capital letters count`;
export const correctValue = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Korrekte waarde` : locale === "zu" ? `Inani elilungile` : `Correct value`;
export const correctValueHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Desimale komma of punt: 3,5 of 3.5` : locale === "zu" ? `Ukhefana noma iphoyinti lamadesimali: 3,5 noma 3.5` : `A decimal comma or point: 3,5 or 3.5`;
export const tolerance = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Toleransie (±)` : locale === "zu" ? `Ukubekezelela (±)` : `Tolerance (±)`;
export const toleranceHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `0 vir 'n presiese antwoord` : locale === "zu" ? `0 ngempendulo eqondile ngqo` : `0 for an exact answer`;
export const textWithBlanks = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Teks met oop plekke` : locale === "zu" ? `Umbhalo onezikhala` : `Text with blanks`;
export const textWithBlanksHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Merk elke oop plek as [[answer]], ander aanvaarde antwoorde ná 'n streep: [[quality|quality management]].` : locale === "zu" ? `Maka isikhala ngasinye njengo-[[answer]], ezinye izimpendulo ezamukelwayo ngemva komugqa: [[quality|quality management]].` : `Mark each blank as [[answer]], other accepted answers after a bar: [[quality|quality management]].`;
export const markingGuideMarkersOnly = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nasiengids (net nasieners sien dit)` : locale === "zu" ? `Umhlahlandlela wokumaka (abamaki kuphela abawubonayo)` : `Marking guide (only markers see it)`;
export const mostWords = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Meeste woorde` : locale === "zu" ? `Amagama amaningi kakhulu` : `Most words`;
export const noLimit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laat leeg vir geen beperking nie.` : locale === "zu" ? `Shiya kungenalutho ukuze kungabi nomkhawulo.` : `Leave empty for no limit.`;
export const feedbackAfterAttempt = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terugvoer (ná die poging gewys, wat ook al geantwoord is)` : locale === "zu" ? `Impendulo yokuqondisa (iboniswa ngemva komzamo, noma yini ephenduliwe)` : `Feedback (shown after the attempt, whatever was answered)`;
export const saveQuestion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor vraag` : locale === "zu" ? `Londoloza umbuzo` : `Save question`;
export const chooseEveryCorrect = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies elke korrekte antwoord.` : locale === "zu" ? `Khetha zonke izimpendulo ezilungile.` : `Choose every correct answer.`;
export const chooseMatch = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n passing` : locale === "zu" ? `Khetha okufanayo` : `Choose a match`;
export const yourAnswerNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jou antwoord ('n getal)` : locale === "zu" ? `Impendulo yakho (inombolo)` : `Your answer (a number)`;
export const yourAnswer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jou antwoord` : locale === "zu" ? `Impendulo yakho` : `Your answer`;
export const blankOf = (values: { count: string | number; number: string | number; question: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oop plek ${values.number} van ${values.count} in vraag ${values.question}` : locale === "zu" ? `Isikhala ${values.number} kwezingu-${values.count} embuzweni ${values.question}` : `Blank ${values.number} of ${values.count} in question ${values.question}`;
export const orderForQuestion = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Volgorde vir vraag ${values.number}` : locale === "zu" ? `Ukulandelana kombuzo ${values.number}` : `Order for question ${values.number}`;
export const noOneAssesses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niemand assesseer of modereer nog hierdie kursus nie.` : locale === "zu" ? `Akekho okwamanje ohlola noma oqinisekisa le nkambo.` : `No one assesses or moderates this course yet.`;
export const name = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Naam` : locale === "zu" ? `Igama` : `Name`;
export const role = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rol` : locale === "zu" ? `Indima` : `Role`;
export const since = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sedert` : locale === "zu" ? `Kusukela` : `Since`;
export const remove = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder` : locale === "zu" ? `Susa` : `Remove`;
export const removeRole = (values: { role: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder ${values.role}` : locale === "zu" ? `Susa u-${values.role}` : `Remove ${values.role}`;
export const nameAssessorOrModerator = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wys 'n assessor of moderator aan` : locale === "zu" ? `Qoka umhloli noma umhloli oqinisekisayo` : `Name an assessor or moderator`;
export const findPerson = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek 'n persoon` : locale === "zu" ? `Thola umuntu` : `Find a person`;
export const nameOrEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Naam of e-pos` : locale === "zu" ? `Igama noma i-imeyili` : `Name or email`;
export const find = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek` : locale === "zu" ? `Thola` : `Find`;
export const noAccountMatches = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen rekening pas by hierdie soektog nie.` : locale === "zu" ? `Ayikho i-akhawunti efana nalolu sesho.` : `No account matches this search.`;
export const makeAssessor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak assessor` : locale === "zu" ? `Yenza umhloli` : `Make assessor`;
export const makeModerator = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak moderator` : locale === "zu" ? `Yenza umhloli oqinisekisayo` : `Make moderator`;
export const downloadFile = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai ${values.name} af` : locale === "zu" ? `Landa i-${values.name}` : `Download ${values.name}`;
export const titleLearner = (values: { name: string | number; title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.title}: ${values.name}` : locale === "zu" ? `${values.title}: ${values.name}` : `${values.title}: ${values.name}`;
export const downloadPortfolio = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai portefeulje af` : locale === "zu" ? `Landa iphothifoliyo` : `Download portfolio`;
export const referredBackByModerator = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Deur die moderator terugverwys` : locale === "zu" ? `Kubuyiselwe ngumhloli oqinisekisayo` : `Referred back by the moderator`;
export const earlierDecision = (values: { at: string | number; name: string | number; outcome: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vroeëre besluit: ${values.outcome} deur ${values.name} op ${values.at}` : locale === "zu" ? `Isinqumo sangaphambili: ${values.outcome} ngu-${values.name} ngo-${values.at}` : `Earlier decision: ${values.outcome} by ${values.name} on ${values.at}`;
export const markThisSubmission = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sien hierdie inhandiging na` : locale === "zu" ? `Maka lokhu okuthunyelwe` : `Mark this submission`;
export const levelPoints = (values: { label: string | number; points: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label} (${values.points} punte)` : locale === "zu" ? `${values.label} (amaphuzu angu-${values.points})` : `${values.label} (${values.points} points)`;
export const commentOn = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kommentaar oor ${values.title}` : locale === "zu" ? `Umbono nge-${values.title}` : `Comment on ${values.title}`;
export const overallComment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Algehele kommentaar` : locale === "zu" ? `Umbono jikelele` : `Overall comment`;
export const saveDecision = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor besluit` : locale === "zu" ? `Londoloza isinqumo` : `Save decision`;
export const onlyNamedAssessorsMark = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Slegs die kursus se aangewese assessore sien hierdie werk na.` : locale === "zu" ? `Abahloli abaqokiwe benkambo kuphela abamaka lo msebenzi.` : `Only the course's named assessors mark this work.`;
export const earlierDecisions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vroeëre besluite oor hierdie inhandiging` : locale === "zu" ? `Izinqumo zangaphambili ngalokhu okuthunyelwe` : `Earlier decisions on this submission`;
export const outcomeByOn = (values: { at: string | number; name: string | number; outcome: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.outcome} deur ${values.name} op ${values.at}` : locale === "zu" ? `${values.outcome} ngu-${values.name} ngo-${values.at}` : `${values.outcome} by ${values.name} on ${values.at}`;
export const referralLine = (values: { at: string | number; comment: string | number; decision: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.decision} deur ${values.name} op ${values.at}: ${values.comment}` : locale === "zu" ? `${values.decision} ngu-${values.name} ngo-${values.at}: ${values.comment}` : `${values.decision} by ${values.name} on ${values.at}: ${values.comment}`;
export const earlierSubmissions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vroeëre inhandigings` : locale === "zu" ? `Okuthunyelwe ngaphambili` : `Earlier submissions`;
export const backToMarkingQueue = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na die nasienry` : locale === "zu" ? `Buyela ohlwini lokumaka` : `Back to the marking queue`;
export const decision = (values: { outcome: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Besluit: ${values.outcome}` : locale === "zu" ? `Isinqumo: ${values.outcome}` : `Decision: ${values.outcome}`;
export const decisionPoints = (values: { max: string | number; outcome: string | number; points: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Besluit: ${values.outcome} (${values.points} uit ${values.max} punte)` : locale === "zu" ? `Isinqumo: ${values.outcome} (amaphuzu angu-${values.points} kwangu-${values.max})` : `Decision: ${values.outcome} (${values.points} of ${values.max} points)`;
export const markedByOn = (values: { at: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nagesien deur ${values.name} op ${values.at}` : locale === "zu" ? `Kumakwe ngu-${values.name} ngo-${values.at}` : `Marked by ${values.name} on ${values.at}`;
export const assessorCommentLine = (values: { comment: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Assessor se kommentaar: ${values.comment}` : locale === "zu" ? `Umbono womhloli: ${values.comment}` : `Assessor's comment: ${values.comment}`;
export const moderationByOn = (values: { at: string | number; decision: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Moderering: ${values.decision} deur ${values.name} op ${values.at}` : locale === "zu" ? `Ukuqinisekiswa: ${values.decision} ngu-${values.name} ngo-${values.at}` : `Moderation: ${values.decision} by ${values.name} on ${values.at}`;
export const moderationByOnComment = (values: { at: string | number; comment: string | number; decision: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Moderering: ${values.decision} deur ${values.name} op ${values.at}. ${values.comment}` : locale === "zu" ? `Ukuqinisekiswa: ${values.decision} ngu-${values.name} ngo-${values.at}. ${values.comment}` : `Moderation: ${values.decision} by ${values.name} on ${values.at}. ${values.comment}`;
export const submissionN = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Inhandiging ${values.number}` : locale === "zu" ? `Okuthunyelwe ${values.number}` : `Submission ${values.number}`;
export const handedInOn = (values: { at: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ingehandig op ${values.at}` : locale === "zu" ? `Kuhanjiswe ngo-${values.at}` : `Handed in on ${values.at}`;
export const files = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lêers` : locale === "zu" ? `Amafayela` : `Files`;
export const courseNameAssessment = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name}: assessering` : locale === "zu" ? `${values.name}: ukuhlolwa` : `${values.name}: assessment`;
export const timeIsUpSentence = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die tyd is verby.` : locale === "zu" ? `Isikhathi siphelile.` : `Time is up.`;
export const timeLeft = (values: { time: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tyd oor: ${values.time}` : locale === "zu" ? `Isikhathi esisele: ${values.time}` : `Time left: ${values.time}`;
export const quizDoesNotShowCorrect = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vasvra wys nie die korrekte antwoorde nie.` : locale === "zu" ? `Lesi sivivinyo asizibonisi izimpendulo ezilungile.` : `This quiz does not show the correct answers.`;
export const correctAnswersShownOnceYou = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die korrekte antwoorde word gewys sodra u slaag.` : locale === "zu" ? `Izimpendulo ezilungile ziboniswa uma usuphumelele.` : `The correct answers are shown once you pass.`;
export const assignedAtBy = (values: { at: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.at} (deur ${values.name})` : locale === "zu" ? `${values.at} (ngu-${values.name})` : `${values.at} (by ${values.name})`;
export const wordCount = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} woord`, other: `${values.count} woorde` }) : locale === "zu" ? plural(locale, values.count, { one: `Igama elingu-${values.count}`, other: `Amagama angu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} word`, other: `${values.count} words` });
export const wordCountOfMax = (values: { count: number; max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} van hoogstens ${values.max} woorde`, other: `${values.count} van hoogstens ${values.max} woorde` }) : locale === "zu" ? plural(locale, values.count, { one: `Amagama angu-${values.count} kwangu-${values.max} avunyelwe`, other: `Amagama angu-${values.count} kwangu-${values.max} avunyelwe` }) : plural(locale, values.count, { one: `${values.count} of at most ${values.max} words`, other: `${values.count} of at most ${values.max} words` });
export const shortenAnswer = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak jou antwoord korter: hoogstens ${values.max} woorde.` : locale === "zu" ? `Nciphisa impendulo yakho ibe ngamagama angu-${values.max}.` : `Shorten your answer to ${values.max} words.`;
export const assessmentColumnsShown = (values: { from: string | number; to: string | number; total: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Assesserings ${values.from}–${values.to} van ${values.total}` : locale === "zu" ? `Ukuhlolwa ${values.from}–${values.to} kokungu-${values.total}` : `Assessments ${values.from}–${values.to} of ${values.total}`;
export const pagesOfAssessments = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye assesserings` : locale === "zu" ? `Amakhasi okuhlolwa` : `Pages of assessments`;
export const earlierAssessments = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `← Vroeër assesserings` : locale === "zu" ? `← Ukuhlolwa kwangaphambili` : `← Earlier assessments`;
export const laterAssessments = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Latere assesserings →` : locale === "zu" ? `Ukuhlolwa okulandelayo →` : `Later assessments →`;
