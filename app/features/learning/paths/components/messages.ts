// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../../lib/i18n/locales.ts";
import { plural } from "../../../../lib/i18n/message-runtime.ts";

export const learningPathsBack = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leerpaaie` : locale === "zu" ? `Izindlela zokufunda` : `Learning paths`;
export const published = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gepubliseer` : locale === "zu" ? `Kushicilelwe` : `Published`;
export const draft = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Konsep` : locale === "zu" ? `Okusalungiswa` : `Draft`;
export const viewPublicPage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bekyk openbare bladsy` : locale === "zu" ? `Buka ikhasi lomphakathi` : `View public page`;
export const enrolledCompleted = (values: { completed: string | number; enrolled: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.enrolled} ingeskryf, ${values.completed} voltooi.` : locale === "zu" ? `Ababhalisile abangu-${values.enrolled}, abaqedile abangu-${values.completed}.` : `${values.enrolled} enrolled, ${values.completed} completed.`;
export const details = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Besonderhede` : locale === "zu" ? `Imininingwane` : `Details`;
export const title = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Titel` : locale === "zu" ? `Isihloko` : `Title`;
export const addressSlug = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Adres (slug)` : locale === "zu" ? `Ikheli (i-slug)` : `Address (slug)`;
export const publicPageIs = (values: { slug: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die openbare bladsy is /paths/${values.slug}` : locale === "zu" ? `Ikhasi lomphakathi lithi /paths/${values.slug}` : `The public page is /paths/${values.slug}`;
export const summary = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opsomming` : locale === "zu" ? `Isifinyezo` : `Summary`;
export const description = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Beskrywing` : locale === "zu" ? `Incazelo` : `Description`;
export const publishedShownPaths = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gepubliseer (gewys by /paths)` : locale === "zu" ? `Kushicilelwe (kuboniswa ku-/paths)` : `Published (shown at /paths)`;
export const offersPathCertificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bied ’n leerpadsertifikaat` : locale === "zu" ? `Inikeza isitifiketi sendlela` : `Offers a path certificate`;
export const issuedOnceLearnerCompletesEvery = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uitgereik sodra ’n leerder elke kursus van die leerpad voltooi.` : locale === "zu" ? `Sikhishwa uma umfundi eseqede zonke izinkambo zendlela.` : `Issued once a learner completes every course of the path.`;
export const savePath = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor leerpad` : locale === "zu" ? `Londoloza indlela` : `Save path`;
export const coursesInOrder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusse in volgorde` : locale === "zu" ? `Izinkambo ngokulandelana` : `Courses in order`;
export const noCoursesYetAddFirst = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen kursusse nie. Voeg die eerste kursus hieronder by.` : locale === "zu" ? `Azikabi khona izinkambo. Engeza inkambo yokuqala ngezansi.` : `No courses yet. Add the first course below.`;
export const notPublished = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie gepubliseer nie` : locale === "zu" ? `Akushicilelwe` : `Not published`;
export const moveUp = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skuif ${values.course} op` : locale === "zu" ? `Nyusa ${values.course}` : `Move ${values.course} up`;
export const moveDown = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skuif ${values.course} af` : locale === "zu" ? `Yehlisa ${values.course}` : `Move ${values.course} down`;
export const removeCourse = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder ${values.course}` : locale === "zu" ? `Susa ${values.course}` : `Remove ${values.course}`;
export const courseToAdd = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus om by te voeg` : locale === "zu" ? `Inkambo ozoyengeza` : `Course to add`;
export const chooseOnlineCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies ’n aanlyn kursus` : locale === "zu" ? `Khetha inkambo ye-inthanethi` : `Choose an online course`;
export const addCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg kursus by` : locale === "zu" ? `Engeza inkambo` : `Add course`;
export const enrolAStudent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skryf ’n student in` : locale === "zu" ? `Bhalisa umfundi` : `Enrol a student`;
export const enrolsStudentPathEveryCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skryf die student vir die leerpad en elke kursus daarvan in; kursusse wat hulle reeds volg, behou hul vordering.` : locale === "zu" ? `Ibhalisa umfundi endleleni nakuzo zonke izinkambo zayo; izinkambo asezithatha zigcina inqubekela phambili yazo.` : `Enrols the student in the path and in every course of it; courses they already take keep their progress.`;
export const studentSEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Student se e-pos` : locale === "zu" ? `I-imeyili yomfundi` : `Student's email`;
export const enrolStudent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skryf student in` : locale === "zu" ? `Bhalisa umfundi` : `Enrol student`;
export const newLearningPath = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuwe leerpad` : locale === "zu" ? `Indlela entsha yokufunda` : `New learning path`;
export const pathCount = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} leerpad`, other: `${values.count} leerpaaie` }) : locale === "zu" ? plural(locale, values.count, { one: `indlela engu-${values.count}`, other: `izindlela ezingu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} path`, other: `${values.count} paths` });
export const learningPathsIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanlyn kursusse wat in volgorde gevolg word, byvoorbeeld Grondslag, dan Interne ouditeur, dan Hoofouditeur. Leerders skryf vir die hele leerpad in en ontvang ’n leerpadsertifikaat wanneer hulle die laaste kursus voltooi.` : locale === "zu" ? `Izinkambo ze-inthanethi ezithathwa ngokulandelana, isibonelo Isisekelo, bese kuba Umcwaningi wangaphakathi, bese kuba Umcwaningi omkhulu. Abafundi babhalisela yonke indlela futhi bathola isitifiketi sendlela uma beqeda inkambo yayo yokugcina.` : `Online courses taken in order, for example Foundation, then Internal auditor, then Lead auditor. Learners enrol in the whole path and receive a path certificate when they finish its last course.`;
export const searchLearningPaths = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek leerpaaie` : locale === "zu" ? `Sesha izindlela zokufunda` : `Search learning paths`;
export const noLearningPathsFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen leerpaaie gevind nie` : locale === "zu" ? `Azitholakalanga izindlela zokufunda` : `No learning paths found`;
export const noPathMatches = (values: { search: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen leerpad pas by “${values.search}” nie.` : locale === "zu" ? `Ayikho indlela yokufunda efana no-“${values.search}”.` : `No learning path matches “${values.search}”.`;
export const createFirstLearningPath = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skep die eerste leerpad.` : locale === "zu" ? `Dala indlela yokuqala yokufunda.` : `Create the first learning path.`;
export const learningPaths = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leerpaaie` : locale === "zu" ? `Izindlela zokufunda` : `Learning paths`;
export const path = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leerpad` : locale === "zu" ? `Indlela` : `Path`;
export const status = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Status` : locale === "zu" ? `Isimo` : `Status`;
export const courses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusse` : locale === "zu" ? `Izinkambo` : `Courses`;
export const enrolled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ingeskryf` : locale === "zu" ? `Ababhalisile` : `Enrolled`;
export const pagesLearningPaths = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye van leerpaaie` : locale === "zu" ? `Amakhasi ezindlela zokufunda` : `Pages of learning paths`;
export const close = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sluit` : locale === "zu" ? `Vala` : `Close`;
export const eGIso9001Auditor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `bv. ISO 9001-ouditeur` : locale === "zu" ? `isib. Umcwaningi we-ISO 9001` : `e.g. ISO 9001 auditor`;
export const cancel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer` : locale === "zu" ? `Khansela` : `Cancel`;
export const createPath = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skep leerpad` : locale === "zu" ? `Dala indlela` : `Create path`;
export const allLearningPaths = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `← Alle leerpaaie` : locale === "zu" ? `← Zonke izindlela zokufunda` : `← All learning paths`;
export const coursesPath = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusse in hierdie leerpad` : locale === "zu" ? `Izinkambo kule ndlela` : `Courses in this path`;
export const courseCount = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} kursus`, other: `${values.count} kursusse` }) : locale === "zu" ? plural(locale, values.count, { one: `inkambo engu-${values.count}`, other: `izinkambo ezingu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} course`, other: `${values.count} courses` });
export const takenInOrder = (values: { courses: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.courses}, in hierdie volgorde gevolg.` : locale === "zu" ? `${values.courses}, ezithathwa ngale ndlela ezilandelana ngayo.` : `${values.courses}, taken in this order.`;
export const takenInOrderDuration = (values: { courses: string | number; duration: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.courses}, in hierdie volgorde gevolg. ${values.duration} altesaam.` : locale === "zu" ? `${values.courses}, ezithathwa ngale ndlela ezilandelana ngayo. ${values.duration} sekukonke.` : `${values.courses}, taken in this order. ${values.duration} in all.`;
export const takenInOrderCertificate = (values: { courses: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.courses}, in hierdie volgorde gevolg. ’n Leerpadsertifikaat wanneer u hulle almal voltooi.` : locale === "zu" ? `${values.courses}, ezithathwa ngale ndlela ezilandelana ngayo. Isitifiketi sendlela uma uziqedile zonke.` : `${values.courses}, taken in this order. A path certificate when you complete them all.`;
export const takenInOrderDurationCertificate = (values: { courses: string | number; duration: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.courses}, in hierdie volgorde gevolg. ${values.duration} altesaam. ’n Leerpadsertifikaat wanneer u hulle almal voltooi.` : locale === "zu" ? `${values.courses}, ezithathwa ngale ndlela ezilandelana ngayo. ${values.duration} sekukonke. Isitifiketi sendlela uma uziqedile zonke.` : `${values.courses}, taken in this order. ${values.duration} in all. A path certificate when you complete them all.`;
export const takeThisPath = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Volg hierdie leerpad` : locale === "zu" ? `Thatha le ndlela` : `Take this path`;
export const youHaveCompletedPath = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het hierdie leerpad voltooi.` : locale === "zu" ? `Uyiqedile le ndlela.` : `You have completed this path.`;
export const youEnrolledPathEachCourses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U is vir hierdie leerpad en elkeen van sy kursusse ingeskryf.` : locale === "zu" ? `Ubhalisile kule ndlela nakuzo zonke izinkambo zayo.` : `You are enrolled in this path and each of its courses.`;
export const goMyLearning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gaan na My leerwerk` : locale === "zu" ? `Iya ku-Ukufunda kwami` : `Go to My learning`;
export const placesPathArrangedUsSome = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plekke op hierdie leerpad word met ons gereël: sommige van sy kursusse word deur ’n instrukteur ingeskryf of gekoop. Kontak ons en ons sal u vir die hele leerpad inskryf.` : locale === "zu" ? `Izindawo kule ndlela zihlelwa nathi: ezinye zezinkambo zayo zibhaliswa ngumfundisi noma ziyathengwa. Xhumana nathi futhi sizokubhalisela yonke indlela.` : `Places on this path are arranged with us: some of its courses are enrolled by an instructor or bought. Contact us and we will enrol you in the whole path.`;
export const contactUsAboutPlace = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontak ons oor ’n plek` : locale === "zu" ? `Xhumana nathi mayelana nendawo` : `Contact us about a place`;
export const openEnrolmentSignCreateFree = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oop vir inskrywing. Meld aan of skep ’n gratis rekening, en skryf dan vir die leerpad in.` : locale === "zu" ? `Kuvuliwe ukubhaliswa. Ngena noma uvule i-akhawunti yamahhala, bese ubhalisela indlela.` : `Open for enrolment. Sign in or create a free account, then enrol in the path.`;
export const signEnrol = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Meld aan om in te skryf` : locale === "zu" ? `Ngena ukuze ubhalise` : `Sign in to enrol`;
export const newHere = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuut hier?` : locale === "zu" ? `Umusha lapha?` : `New here?`;
export const createAnAccount = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skep ’n rekening` : locale === "zu" ? `Vula i-akhawunti` : `Create an account`;
export const openEnrolmentYouEnrolledEvery = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oop vir inskrywing: u word vir elke kursus van die leerpad ingeskryf, en die eerste een gaan oop.` : locale === "zu" ? `Kuvuliwe ukubhaliswa: ubhaliswa kuzo zonke izinkambo zendlela, futhi eyokuqala iyavuleka.` : `Open for enrolment: you are enrolled in every course of the path, and the first one opens.`;
export const enrolPath = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skryf in vir hierdie leerpad` : locale === "zu" ? `Bhalisela le ndlela` : `Enrol in this path`;
export const onlineCoursesOrderTakeThem = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanlyn kursusse in die volgorde waarin u hulle volg, van grondslag tot hoofouditeur. Skryf een keer vir die hele leerpad in en ontvang ’n leerpadsertifikaat wanneer u dit voltooi.` : locale === "zu" ? `Izinkambo ze-inthanethi ngokulandelana okufanele uzithathe ngakho, kusukela esisekelweni kuya kumcwaningi omkhulu. Bhalisa kanye kuyo yonke indlela futhi uthole isitifiketi sendlela uma uyiqedile.` : `Online courses in the order to take them, from foundation to lead auditor. Enrol once for the whole path and receive a path certificate when you complete it.`;
export const browseSingleOnlineCourses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Blaai deur enkele aanlyn kursusse` : locale === "zu" ? `Bheka izinkambo ze-inthanethi ezizimele` : `Browse single online courses`;
export const noLearningPathsYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen leerpaaie nie` : locale === "zu" ? `Azikabi khona izindlela zokufunda` : `No learning paths yet`;
export const thereNoPublishedLearningPaths = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daar is tans geen gepubliseerde leerpaaie nie.` : locale === "zu" ? `Azikho izindlela zokufunda ezishicilelwe okwamanje.` : `There are no published learning paths at the moment.`;
export const newestPaths = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `← Nuutste leerpaaie` : locale === "zu" ? `← Izindlela ezintsha kakhulu` : `← Newest paths`;
export const morePaths = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Meer leerpaaie →` : locale === "zu" ? `Ezinye izindlela →` : `More paths →`;
