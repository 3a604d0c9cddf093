// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { plural } from "../../lib/i18n/message-runtime.ts";

export const contentDeleted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Inhoud geskrap` : locale === "zu" ? `Okuqukethwe kususiwe` : `Content deleted`;
export const contentGone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie inhoud bestaan nie meer nie.` : locale === "zu" ? `Lokhu okuqukethwe akusekho.` : `This content no longer exists.`;
export const backToCourses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na kursusse` : locale === "zu" ? `Buyela ezinkambweni` : `Back to courses`;
export const settings = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Instellings` : locale === "zu" ? `Izilungiselelo` : `Settings`;
export const assessment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Assessering` : locale === "zu" ? `Ukuhlolwa` : `Assessment`;
export const preview = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voorskou` : locale === "zu" ? `Buka kuqala` : `Preview`;
export const chaptersAndLessons = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoofstukke en lesse` : locale === "zu" ? `Izahluko nezifundo` : `Chapters and lessons`;
export const noChaptersHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen hoofstukke geskep nie` : locale === "zu" ? `Azikadalwa izahluko` : `No Chapters Created Yet`;
export const noChaptersText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Elke goeie kursus begin met 'n eerste hoofstuk. Voeg een by met Voeg hoofstuk by, en vul dit dan met lesse, teks, video's, vasvrae en lêers.` : locale === "zu" ? `Yonke inkambo enhle iqala ngesahluko sokuqala. Engeza esisodwa ngokuthi Engeza isahluko, bese usigcwalisa ngezifundo, umbhalo, amavidiyo, izivivinyo namafayela.` : `Every great course starts with a first chapter. Add one with Add chapter, then fill it with lessons, text, videos, quizzes and files.`;
export const chapterTip = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wenk: een hoofstuk per klousule of onderwerp hou 'n kursus maklik om te volg.` : locale === "zu" ? `Icebiso: isahluko esisodwa ngesigatshana ngasinye noma isihloko ngasinye senza inkambo ilandeleke kalula.` : `Tip: one chapter per clause or topic keeps a course easy to follow.`;
export const backToEditor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na die redigeerder` : locale === "zu" ? `Buyela kumhleli` : `Back to the editor`;
export const settingsTitle = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Instellings: ${values.name}` : locale === "zu" ? `Izilungiselelo: ${values.name}` : `Settings: ${values.name}`;
export const questionBank = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vraebank` : locale === "zu" ? `Ibhange lemibuzo` : `Question bank`;
export const allCourses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Alle kursusse` : locale === "zu" ? `Zonke izinkambo` : `All courses`;
export const courses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusse` : locale === "zu" ? `Izinkambo` : `Courses`;
export const addCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg kursus by` : locale === "zu" ? `Engeza inkambo` : `Add course`;
export const searchCoursesByTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek kursusse volgens titel` : locale === "zu" ? `Sesha izinkambo ngesihloko` : `Search courses by title`;
export const noCoursesFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen kursusse gevind nie` : locale === "zu" ? `Azikho izinkambo ezitholakele` : `No courses found`;
export const noCourseTitleContains = (values: { search: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen kursustitel bevat “${values.search}” nie.` : locale === "zu" ? `Asikho isihloko senkambo esiqukethe “${values.search}”.` : `No course title contains “${values.search}”.`;
export const noCoursesYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen kursusse nie` : locale === "zu" ? `Azikabikho izinkambo` : `No courses yet`;
export const createFirstCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skep jou eerste kursus met Voeg kursus by.` : locale === "zu" ? `Dala inkambo yakho yokuqala ngokuthi Engeza inkambo.` : `Create your first course with Add course.`;
export const coursePages = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusbladsye` : locale === "zu" ? `Amakhasi ezinkambo` : `Course pages`;
export const backToCpdActivities = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na CPD-aktiwiteite` : locale === "zu" ? `Buyela emisebenzini ye-CPD` : `Back to CPD activities`;
export const cpdActivityMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie CPD-aktiwiteit bestaan nie.` : locale === "zu" ? `Lo msebenzi we-CPD awukho.` : `This CPD activity does not exist.`;
export const dashboard = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Paneelbord` : locale === "zu" ? `Ideshibhodi` : `Dashboard`;
export const studentStrength = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aantal studente` : locale === "zu" ? `Inani labafundi` : `Student strength`;
export const studentAccounts = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Studenterekeninge` : locale === "zu" ? `Ama-akhawunti abafundi` : `Student accounts`;
export const todaysBookingsAndEnquiries = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vandag se besprekings en navrae` : locale === "zu" ? `Ukubhuka nemibuzo yanamuhla` : `Today's bookings and enquiries`;
export const bookingsToday = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} bespreking`, other: `${values.count} besprekings` }) : locale === "zu" ? plural(locale, values.count, { one: `ukubhuka okungu-${values.count}`, other: `ukubhuka okungu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} booking`, other: `${values.count} bookings` });
export const enquiriesToday = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} navraag vandag`, other: `${values.count} navrae vandag` }) : locale === "zu" ? plural(locale, values.count, { one: `umbuzo ongu-${values.count} namuhla`, other: `imibuzo engu-${values.count} namuhla` }) : plural(locale, values.count, { one: `${values.count} enquiry today`, other: `${values.count} enquiries today` });
export const bookingsAndEnquiries = (values: { bookings: string | number; enquiries: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.bookings}, ${values.enquiries}` : locale === "zu" ? `${values.bookings}, ${values.enquiries}` : `${values.bookings}, ${values.enquiries}`;
export const newAdmissions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuwe toelatings` : locale === "zu" ? `Abasanda kwamukelwa` : `New admissions`;
export const enrolmentsLastWeek = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Inskrywings in die afgelope 7 dae` : locale === "zu" ? `Ukubhaliswa ezinsukwini ezi-7 ezedlule` : `Enrolments in the last 7 days`;
export const facultyStrength = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aantal instrukteurs` : locale === "zu" ? `Inani labafundisi` : `Faculty strength`;
export const instructorAccounts = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Instrukteurrekeninge` : locale === "zu" ? `Ama-akhawunti abafundisi` : `Instructor accounts`;
export const getGoing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Begin` : locale === "zu" ? `Qala` : `Get going`;
export const buildCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bou 'n kursus` : locale === "zu" ? `Yakha inkambo` : `Build a course`;
export const studentsProgress = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Studente se vordering` : locale === "zu" ? `Inqubekela phambili yabafundi` : `Students' progress`;
export const addCpdCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg 'n CPD-kursus by` : locale === "zu" ? `Engeza inkambo ye-CPD` : `Add a CPD course`;
export const newEvent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuwe geleentheid` : locale === "zu" ? `Umcimbi omusha` : `New event`;
export const chooseRequest = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n versoek om te beantwoord.` : locale === "zu" ? `Khetha isicelo ozosiphendula.` : `Choose a request to answer.`;
export const notSaved = (values: { reason: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie gestoor nie: ${values.reason}` : locale === "zu" ? `Akulondolozwanga: ${values.reason}` : `Not saved: ${values.reason}`;
export const deleteResponse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skrap antwoord` : locale === "zu" ? `Susa impendulo` : `Delete response`;
export const deleteResponseConfirm = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skrap hierdie antwoord? Dit kan nie ontdoen word nie.` : locale === "zu" ? `Susa le mpendulo? Lokhu akunakuhlehliswa.` : `Delete this response? This cannot be undone.`;
export const deleteLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skrap` : locale === "zu" ? `Susa` : `Delete`;
export const builtInFormsLocked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die webwerf se ingeboude vorms kan nie gewysig word nie.` : locale === "zu" ? `Amafomu esayithi azakhelwe ngaphakathi awakwazi ukuhlelwa.` : `The site's built-in forms cannot be edited.`;
export const forms = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vorms` : locale === "zu" ? `Amafomu` : `Forms`;
export const formsIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opnames, registrasies en die webwerf se eie vorms, met wat mense gestuur het.` : locale === "zu" ? `Izinhlolovo, ukubhalisa namafomu esayithi uqobo, kanye nalokho abantu abakuthumele.` : `Surveys, registrations and the site's own forms, with what people sent.`;
export const chapterCreated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoofstuk geskep` : locale === "zu" ? `Isahluko sidaliwe` : `Chapter created`;
export const lessonAdded = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Les bygevoeg` : locale === "zu" ? `Isifundo sengeziwe` : `Lesson added`;
export const chapterDeleted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoofstuk geskrap` : locale === "zu" ? `Isahluko sisusiwe` : `Chapter deleted`;
export const lessonDeleted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Les geskrap` : locale === "zu" ? `Isifundo sisusiwe` : `Lesson deleted`;
export const chapterSaved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoofstuk gestoor` : locale === "zu" ? `Isahluko silondoloziwe` : `Chapter saved`;
export const postToChangeOutline = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebruik POST om 'n kursus se uitleg te verander.` : locale === "zu" ? `Sebenzisa i-POST ukushintsha uhlaka lwenkambo.` : `Use POST to change a course's outline.`;
export const sendPackageMultipart = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stuur die pakket se .zip-lêer as multipart/form-data (die veld package).` : locale === "zu" ? `Thumela ifayela le-.zip lephakheji njenge-multipart/form-data (inkambu ethi package).` : `Send the package's .zip file as multipart/form-data (the field package).`;
export const choosePackageZip = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies die pakket se .zip-lêer om op te laai.` : locale === "zu" ? `Khetha ifayela le-.zip lephakheji ozolilayisha.` : `Choose the package's .zip file to upload.`;
export const profile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Profiel` : locale === "zu" ? `Iphrofayela` : `Profile`;
export const noBio = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen bio nie. Voeg 'n paar reëls oor jou ervaring by sodat studente weet wie hulle onderrig.` : locale === "zu" ? `Ayikabikho i-bio. Engeza imigqa embalwa ngolwazi lwakho ukuze abafundi bazi ukuthi ubani obafundisayo.` : `No bio yet. Add a few lines about your experience so students know who teaches them.`;
export const editProfile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig profiel` : locale === "zu" ? `Hlela iphrofayela` : `Edit profile`;
export const changePicture = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verander foto` : locale === "zu" ? `Shintsha isithombe` : `Change picture`;
export const myCourses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `My kursusse` : locale === "zu" ? `Izinkambo zami` : `My courses`;
export const coursesYouTeach = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusse wat jy skep of onderrig, verskyn hier.` : locale === "zu" ? `Izinkambo ozidalayo noma ozifundisayo zivela lapha.` : `Courses you create or teach appear here.`;
export const goToCourses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gaan na kursusse` : locale === "zu" ? `Iya ezinkambweni` : `Go to courses`;
export const editCourse = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig ${values.name}` : locale === "zu" ? `Hlela i-${values.name}` : `Edit ${values.name}`;
export const students = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Studente` : locale === "zu" ? `Abafundi` : `Students`;
export const searchByNameOrEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek volgens naam of e-pos` : locale === "zu" ? `Sesha ngegama noma nge-imeyili` : `Search by name or email`;
export const noStudentsFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen studente gevind nie` : locale === "zu" ? `Abekho abafundi abatholakele` : `No students found`;
export const nobodyMatches = (values: { search: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niemand pas by “${values.search}” nie.` : locale === "zu" ? `Akekho ofana no-“${values.search}”.` : `Nobody matches “${values.search}”.`;
export const student = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Student` : locale === "zu" ? `Umfundi` : `Student`;
export const coursesAndProgress = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusse en vordering` : locale === "zu" ? `Izinkambo nenqubekela phambili` : `Courses and progress`;
export const notEnrolled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie vir enige kursus ingeskryf nie` : locale === "zu" ? `Akabhalisiwe kunoma iyiphi inkambo` : `Not enrolled in any course`;
export const lessonsOfTotal = (values: { completed: string | number; percent: string | number; total: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.completed} van ${values.total} lesse (${values.percent})` : locale === "zu" ? `${values.completed} kwezingu-${values.total} izifundo (${values.percent})` : `${values.completed} of ${values.total} lessons (${values.percent})`;
export const progressIn = (values: { course: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name}: vordering in ${values.course}` : locale === "zu" ? `${values.name}: inqubekela phambili ku-${values.course}` : `${values.name}: progress in ${values.course}`;
export const studentPages = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye studente` : locale === "zu" ? `Amakhasi abafundi` : `Pages of students`;
export const editCourseTitle = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig ${values.name}` : locale === "zu" ? `Hlela i-${values.name}` : `Edit ${values.name}`;
export const courseEditor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusredigeerder` : locale === "zu" ? `Umhleli wenkambo` : `Course editor`;
export const courseSettings = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusinstellings` : locale === "zu" ? `Izilungiselelo zenkambo` : `Course settings`;
export const cpdActivities = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-aktiwiteite` : locale === "zu" ? `Imisebenzi ye-CPD` : `CPD activities`;
export const cpdActivityTitle = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-aktiwiteit: ${values.title}` : locale === "zu" ? `Umsebenzi we-CPD: ${values.title}` : `CPD activity: ${values.title}`;
export const cpdActivity = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-aktiwiteit` : locale === "zu" ? `Umsebenzi we-CPD` : `CPD activity`;
export const responseTitle = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Antwoord: ${values.title}` : locale === "zu" ? `Impendulo: ${values.title}` : `Response: ${values.title}`;
export const response = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Antwoord` : locale === "zu" ? `Impendulo` : `Response`;
export const responsesTitle = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Antwoorde: ${values.title}` : locale === "zu" ? `Izimpendulo: ${values.title}` : `Responses: ${values.title}`;
export const responses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Antwoorde` : locale === "zu" ? `Izimpendulo` : `Responses`;
export const summaryTitle = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opsomming: ${values.title}` : locale === "zu" ? `Isifinyezo: ${values.title}` : `Summary: ${values.title}`;
export const summary = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opsomming` : locale === "zu" ? `Isifinyezo` : `Summary`;
export const form = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vorm` : locale === "zu" ? `Ifomu` : `Form`;
export const instructorProfile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Instrukteursprofiel` : locale === "zu" ? `Iphrofayela yomfundisi` : `Instructor profile`;
export const studentRemovedFromCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Student uit die kursus verwyder` : locale === "zu" ? `Umfundi ukhishiwe enkambweni` : `Student removed from the course`;
export const responseDeletedToast = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Antwoord geskrap` : locale === "zu" ? `Impendulo isusiwe` : `Response deleted`;
export const published = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gepubliseer` : locale === "zu" ? `Kushicilelwe` : `Published`;
export const draft = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Konsep` : locale === "zu" ? `Okusalungiswa` : `Draft`;
export const studentCount = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} student`, other: `${values.count} studente` }) : locale === "zu" ? plural(locale, values.count, { one: `umfundi ongu-${values.count}`, other: `abafundi abangu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} student`, other: `${values.count} students` });
export const pictureOf = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Foto van ${values.name}` : locale === "zu" ? `Isithombe sika-${values.name}` : `Picture of ${values.name}`;
export const checkTheContent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontroleer die inhoud.` : locale === "zu" ? `Hlola okuqukethwe.` : `Check the content.`;
export const checkTheForm = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontroleer die vorm.` : locale === "zu" ? `Hlola ifomu.` : `Check the form.`;
export const chaptersReordered = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoofstukke herrangskik` : locale === "zu" ? `Izahluko zihlelwe kabusha` : `Chapters reordered`;
export const lessonsReordered = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lesse herrangskik` : locale === "zu" ? `Izifundo zihlelwe kabusha` : `Lessons reordered`;
export const activityApprovedMailed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aktiwiteit goedgekeur; die leerder is ge-e-pos` : locale === "zu" ? `Umsebenzi wamukelwe; umfundi uthunyelwe i-imeyili` : `Activity approved; the learner was mailed`;
export const activityRejectedMailed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aktiwiteit afgekeur; die leerder is ge-e-pos` : locale === "zu" ? `Umsebenzi wenqatshiwe; umfundi uthunyelwe i-imeyili` : `Activity rejected; the learner was mailed`;
export const enrolledPageMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bladsy van die ingeskrewe studente bestaan nie.` : locale === "zu" ? `Leli khasi labafundi ababhalisile alikho.` : `This page of the enrolled students does not exist.`;
export const allYourCourses = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Al jou kursusse (${values.count})` : locale === "zu" ? `Zonke izinkambo zakho (${values.count})` : `All your courses (${values.count})`;
