// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";
import { plural } from "../../../lib/i18n/message-runtime.ts";

export const nameYourCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gee jou kursus 'n naam` : locale === "zu" ? `Qamba inkambo yakho` : `Name your course`;
export const title = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Titel` : locale === "zu" ? `Isihloko` : `Title`;
export const forBuyers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vir kopers` : locale === "zu" ? `Okwabathengi` : `For buyers`;
export const forBuyersIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Word op die kursus se openbare bladsy gewys. Datums, lokale en plekke kom uit die opleidingskedule.` : locale === "zu" ? `Kuboniswa ekhasini lomphakathi lenkambo. Izinsuku, izindawo nezihlalo kuvela ohlelweni lokuqeqeshwa.` : `Shown on the course's public page. Dates, venues and seats come from the training schedule.`;
export const priceRand = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Prys (rand)` : locale === "zu" ? `Intengo (ngamarandi)` : `Price (rand)`;
export const priceRandHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `bv. 12500; laat leeg om 'Vra 'n kwotasie' te wys` : locale === "zu" ? `isb. 12500; shiya kungenalutho ukuze kuboniswe 'Cela ikhotheshini'` : `e.g. 12500; leave empty to show 'Request a quote'`;
export const priceNote = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Prysnota` : locale === "zu" ? `Inothi lentengo` : `Price note`;
export const priceNoteHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `bv. per persoon, BTW uitgesluit` : locale === "zu" ? `isb. ngomuntu ngamunye, ngaphandle kwe-VAT` : `e.g. per person, excluding VAT`;
export const cpdPoints = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-punte` : locale === "zu" ? `Amaphuzu e-CPD` : `CPD points`;
export const accreditation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Akkreditering` : locale === "zu" ? `Ukugunyazwa` : `Accreditation`;
export const accreditationHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `bv. in lyn met SAATCA; HPCSA CPD-geakkrediteer` : locale === "zu" ? `isb. ihambisana ne-SAATCA; igunyazwe yi-HPCSA ye-CPD` : `e.g. SAATCA-aligned; HPCSA CPD accredited`;
export const delivery = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanbieding` : locale === "zu" ? `Indlela yokwethulwa` : `Delivery`;
export const whoItIsFor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vir wie dit is` : locale === "zu" ? `Eyabani` : `Who it is for`;
export const onePointPerLine = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Een punt per reël` : locale === "zu" ? `Iphuzu elilodwa emgqeni ngamunye` : `One point per line`;
export const questionsAndAnswers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vrae en antwoorde` : locale === "zu" ? `Imibuzo nezimpendulo` : `Questions and answers`;
export const questionsAndAnswersHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die vraag op een reël, die antwoord daaronder; 'n leë reël voor die volgende vraag` : locale === "zu" ? `Umbuzo emgqeni owodwa, impendulo yawo ngaphansi kwawo; umugqa ongenalutho ngaphambi kombuzo olandelayo` : `The question on one line, its answer below it; a blank line before the next question`;
export const chapterTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoofstuktitel` : locale === "zu" ? `Isihloko sesahluko` : `Chapter title`;
export const reload = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Herlaai` : locale === "zu" ? `Layisha kabusha` : `Reload`;
export const deleteChapter = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skrap hoofstuk` : locale === "zu" ? `Susa isahluko` : `Delete chapter`;
export const deleteChapterConfirm = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Is jy seker jy wil voortgaan? Die hoofstuk “${values.title}” sal geskrap word.` : locale === "zu" ? `Uqinisekile ukuthi ufuna ukuqhubeka? Isahluko esithi “${values.title}” sizosuswa.` : `Are you sure you want to proceed? The chapter “${values.title}” will be deleted.`;
export const deleteChapterWithLessonsConfirm = (values: { count: number; title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `Is jy seker jy wil voortgaan? Die hoofstuk “${values.title}” en sy ${values.count} les sal geskrap word.`, other: `Is jy seker jy wil voortgaan? Die hoofstuk “${values.title}” en sy ${values.count} lesse sal geskrap word.` }) : locale === "zu" ? plural(locale, values.count, { one: `Uqinisekile ukuthi ufuna ukuqhubeka? Isahluko esithi “${values.title}” nesifundo saso esingu-${values.count} kuzosuswa.`, other: `Uqinisekile ukuthi ufuna ukuqhubeka? Isahluko esithi “${values.title}” nezifundo zaso ezingu-${values.count} kuzosuswa.` }) : plural(locale, values.count, { one: `Are you sure you want to proceed? The chapter “${values.title}” and its ${values.count} lesson will be deleted.`, other: `Are you sure you want to proceed? The chapter “${values.title}” and its ${values.count} lessons will be deleted.` });
export const editChapterTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig hoofstuktitel` : locale === "zu" ? `Hlela isihloko sesahluko` : `Edit chapter title`;
export const noLessonsInChapter = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen lesse in hierdie hoofstuk nie` : locale === "zu" ? `Azikabikho izifundo kulesi sahluko` : `No lessons in this chapter yet`;
export const noLessonsInChapterText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gee die hoofstuk sy eerste les: tik 'n titel onder die hoofstuk aan die linkerkant en kies Voeg les by.` : locale === "zu" ? `Nika isahluko isifundo saso sokuqala: bhala isihloko ngaphansi kwesahluko ngakwesobunxele bese ukhetha Engeza isifundo.` : `Give the chapter its first lesson: type a title under the chapter on the left and choose Add lesson.`;
export const editChapter = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig hoofstuk` : locale === "zu" ? `Hlela isahluko` : `Edit chapter`;
export const save = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor` : locale === "zu" ? `Londoloza` : `Save`;
export const chapterOpen = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niks: die hoofstuk is oop` : locale === "zu" ? `Lutho: isahluko sivulekile` : `Nothing: the chapter is open`;
export const quizNoLongerEarlier = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Vasvra wat nie meer in 'n vroeëre hoofstuk is nie` : locale === "zu" ? `Isivivinyo esingasekho esahlukweni sangaphambili` : `A quiz that is no longer in an earlier chapter`;
export const unlockQuizHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Vasvra van 'n vroeëre hoofstuk wat leerders moet slaag voordat hierdie hoofstuk oopgaan.` : locale === "zu" ? `Isivivinyo sesahluko sangaphambili okufanele abafundi baphumelele kuso ngaphambi kokuba lesi sahluko sivuleke.` : `A quiz of an earlier chapter that learners pass before this chapter opens.`;
export const noEarlierQuiz = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen vasvra in 'n vroeëre hoofstuk nie: voeg 'n vasvrablok by 'n les voor hierdie hoofstuk om een te gebruik.` : locale === "zu" ? `Asikabikho isivivinyo esahlukweni sangaphambili: engeza ibhulokhi yesivivinyo esifundweni esingaphambi kwalesi sahluko ukuze usisebenzise.` : `No quiz in an earlier chapter yet: add a quiz block to a lesson before this chapter to use one.`;
export const enrolledStudentsCount = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ingeskrewe studente (${values.count})` : locale === "zu" ? `Abafundi ababhalisile (${values.count})` : `Enrolled students (${values.count})`;
export const noStudentsEnrolled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen studente is ingeskryf nie.` : locale === "zu" ? `Akukabikho bafundi ababhalisile.` : `No students are enrolled yet.`;
export const enrolStudents = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skryf studente in` : locale === "zu" ? `Bhalisa abafundi` : `Enrol students`;
export const prerequisitesNotCompleted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voorvereistes nie voltooi nie` : locale === "zu" ? `Izidingo zokuqala aziqediwe` : `Prerequisites not completed`;
export const enrolAnyway = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skryf in elk geval in` : locale === "zu" ? `Bhalisa noma kunjalo` : `Enrol anyway`;
export const findStudent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek 'n student volgens naam of e-pos` : locale === "zu" ? `Thola umfundi ngegama noma nge-imeyili` : `Find a student by name or email`;
export const noCandidateMatches = (values: { search: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen student wat nog nie ingeskryf is nie, pas by “${values.search}”.` : locale === "zu" ? `Akekho umfundi ongakabhalisi ofana no-“${values.search}”.` : `No student who is not yet enrolled matches “${values.search}”.`;
export const removeStudent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder student` : locale === "zu" ? `Susa umfundi` : `Remove student`;
export const removeStudentConfirm = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Is jy seker jy wil voortgaan? ${values.name} sal nie meer hierdie kursus se lesse kan oopmaak nie.` : locale === "zu" ? `Uqinisekile ukuthi ufuna ukuqhubeka? U-${values.name} ngeke esakwazi ukuvula izifundo zale nkambo.` : `Are you sure you want to proceed? ${values.name} will no longer be able to open this course's lessons.`;
export const enrolledStudents = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ingeskrewe studente` : locale === "zu" ? `Abafundi ababhalisile` : `Enrolled students`;
export const name = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Naam` : locale === "zu" ? `Igama` : `Name`;
export const email = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const enrolled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ingeskryf` : locale === "zu" ? `Ubhalisile` : `Enrolled`;
export const remove = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder` : locale === "zu" ? `Susa` : `Remove`;
export const removeName = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder ${values.name}` : locale === "zu" ? `Susa u-${values.name}` : `Remove ${values.name}`;
export const enrolName = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skryf ${values.name} in` : locale === "zu" ? `Bhalisa u-${values.name}` : `Enrol ${values.name}`;
export const enrol = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skryf in` : locale === "zu" ? `Bhalisa` : `Enrol`;
export const exportHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer uit` : locale === "zu" ? `Thekelisa` : `Export`;
export const exportIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai hierdie kursus af as 'n SCORM 1.2-pakket om dit in 'n ander leerbestuurstelsel, soos Moodle, te gebruik. Sy lesse, lêers en vasvrae gaan saam, en die LMS teken elke leerder se vordering en vasvratelling aan. Opnames en opdragte bly in Campus.` : locale === "zu" ? `Landa le nkambo njengephakheji ye-SCORM 1.2 ukuze uyisebenzise kwesinye isistimu sokuphatha ukufunda, njenge-Moodle. Izifundo zayo, amafayela nezivivinyo kuhamba nayo, futhi i-LMS irekhoda inqubekela phambili yomfundi ngamunye namaphuzu esivivinyo. Izinhlolovo nemisebenzi kuhlala ku-Campus.` : `Download this course as a SCORM 1.2 package to run it in another learning management system, such as Moodle. Its lessons, files and quizzes go with it, and the LMS records each learner's progress and quiz score. Surveys and assignments stay in Campus.`;
export const exportScorm = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer uit as SCORM 1.2` : locale === "zu" ? `Thekelisa njenge-SCORM 1.2` : `Export as SCORM 1.2`;
export const chapters = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoofstukke` : locale === "zu" ? `Izahluko` : `Chapters`;
export const addChapter = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg hoofstuk by` : locale === "zu" ? `Engeza isahluko` : `Add chapter`;
export const noChaptersYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen hoofstukke nie.` : locale === "zu" ? `Azikabikho izahluko.` : `No chapters yet.`;
export const chapterNamed = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `hoofstuk ${values.title}` : locale === "zu" ? `isahluko ${values.title}` : `chapter ${values.title}`;
export const createChapter = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skep hoofstuk` : locale === "zu" ? `Dala isahluko` : `Create chapter`;
export const noLessonsYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen lesse nie.` : locale === "zu" ? `Azikabikho izifundo.` : `No lessons yet.`;
export const lessonsOf = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lesse van ${values.title}` : locale === "zu" ? `Izifundo ze-${values.title}` : `Lessons of ${values.title}`;
export const lessonNamed = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `les ${values.title}` : locale === "zu" ? `isifundo ${values.title}` : `lesson ${values.title}`;
export const newLessonTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuwe lestitel` : locale === "zu" ? `Isihloko sesifundo esisha` : `New lesson title`;
export const addLesson = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg les by` : locale === "zu" ? `Engeza isifundo` : `Add lesson`;
export const courseDetails = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusbesonderhede` : locale === "zu" ? `Imininingwane yenkambo` : `Course details`;
export const courseName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusnaam` : locale === "zu" ? `Igama lenkambo` : `Course name`;
export const titleHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die opskrif op die kursusbladsy` : locale === "zu" ? `Isihloko esikhulu ekhasini lenkambo` : `The headline on the course page`;
export const subtitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Subtitel` : locale === "zu" ? `Isihlokwana` : `Subtitle`;
export const type = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soort` : locale === "zu" ? `Uhlobo` : `Type`;
export const coverImage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Omslagprent` : locale === "zu" ? `Isithombe sekhava` : `Cover image`;
export const description = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Beskrywing` : locale === "zu" ? `Incazelo` : `Description`;
export const outcome = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uitkoms` : locale === "zu" ? `Umphumela` : `Outcome`;
export const outcomeHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wat studente ná die kursus kan doen` : locale === "zu" ? `Lokho abafundi abangakwenza ngemva kwenkambo` : `What students can do after the course`;
export const requirements = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vereistes` : locale === "zu" ? `Izidingo` : `Requirements`;
export const durationMinutes = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Duur (minute)` : locale === "zu" ? `Isikhathi (imizuzu)` : `Duration (minutes)`;
export const durationHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ongeveer hoe lank die kursus duur; word op sy openbare bladsy gewys. Laat leeg om net die aantal lesse te wys.` : locale === "zu" ? `Cishe isikhathi esithathwa yinkambo; kuboniswa ekhasini layo lomphakathi. Shiya kungenalutho ukuze kuboniswe inani lezifundo kuphela.` : `About how long the course takes; shown on its public page. Leave empty to show the number of lessons only.`;
export const slug = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Adresnaam` : locale === "zu" ? `Igama lekheli` : `Slug`;
export const slugHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die kursusbladsy se adres: /course-overview/your-slug` : locale === "zu" ? `Ikheli lekhasi lenkambo: /course-overview/your-slug` : `The course page's address: /course-overview/your-slug`;
export const published = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gepubliseer (in die openbare katalogus gewys)` : locale === "zu" ? `Ishicilelwe (iboniswa ohlwini lomphakathi)` : `Published (shown in the public catalogue)`;
export const selfEnrolmentOpen = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oop vir selfinskrywing` : locale === "zu" ? `Ivulekele ukuzibhalisa` : `Open for self-enrolment`;
export const offersCertificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bied 'n sertifikaat by voltooiing` : locale === "zu" ? `Inikeza isitifiketi uma iqediwe` : `Offers a certificate on completion`;
export const certificateRequires = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die sertifikaat vereis` : locale === "zu" ? `Isitifiketi sidinga` : `The certificate requires`;
export const certificateRequiresIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die voltooiing van die kursus, en sy sertifikaat, wag vir elke gemerkte vereiste.` : locale === "zu" ? `Ukuqeda inkambo, nesitifiketi sayo, kulinda isidingo ngasinye esimakiwe.` : `Finishing the course, and its certificate, waits for each ticked requirement.`;
export const everyLessonComplete = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Elke les voltooi` : locale === "zu" ? `Zonke izifundo ziqediwe` : `Every lesson complete`;
export const everyQuizPassed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Elke vasvra geslaag` : locale === "zu" ? `Zonke izivivinyo ziphumelele` : `Every quiz passed`;
export const competentEveryAssignment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bekwaam in elke opdrag` : locale === "zu" ? `Unekhono kuyo yonke imisebenzi` : `Competent on every assignment`;
export const assessmentLink = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Assessering: puntestaat, nasien en moderering` : locale === "zu" ? `Ukuhlolwa: ibhuku lamamaki, ukumaka nokuqinisekiswa` : `Assessment: gradebook, marking and moderation`;
export const saveCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor kursus` : locale === "zu" ? `Londoloza inkambo` : `Save Course`;
export const editName = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig ${values.name}` : locale === "zu" ? `Hlela i-${values.name}` : `Edit ${values.name}`;
export const edit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig` : locale === "zu" ? `Hlela` : `Edit`;
export const deleteContent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skrap inhoud` : locale === "zu" ? `Susa okuqukethwe` : `Delete content`;
export const deleteContentConfirm = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Is jy seker jy wil hierdie inhoud skrap?` : locale === "zu" ? `Uqinisekile ukuthi ufuna ukususa lokhu okuqukethwe?` : `Are you sure you delete this content?`;
export const deleteLesson = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skrap les` : locale === "zu" ? `Susa isifundo` : `Delete lesson`;
export const proceedConfirm = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Is jy seker jy wil voortgaan?` : locale === "zu" ? `Uqinisekile ukuthi ufuna ukuqhubeka?` : `Are you sure you want to proceed?`;
export const noLessonContent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie les het nog geen inhoud nie` : locale === "zu" ? `Lesi sifundo asikabi nakho okuqukethwe` : `This lesson has no content yet`;
export const noLessonContentText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg teks, 'n video, 'n vasvra, 'n opname of 'n lêer by met Voeg inhoud by.` : locale === "zu" ? `Engeza umbhalo, ividiyo, isivivinyo, inhlolovo noma ifayela ngokuthi Engeza okuqukethwe.` : `Add text, a video, a quiz, a survey or a file with Add Content.`;
export const addContent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg inhoud by` : locale === "zu" ? `Engeza okuqukethwe` : `Add Content`;
export const lessonTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lestitel` : locale === "zu" ? `Isihloko sesifundo` : `Lesson title`;
export const reloadPage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Herlaai die bladsy` : locale === "zu" ? `Layisha kabusha ikhasi` : `Reload the page`;
export const orderAndPrerequisites = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Volgorde en voorvereistes` : locale === "zu" ? `Ukulandelana nezidingo zokuqala` : `Order and prerequisites`;
export const lessonsInOrderHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leerders sien latere lesse gesluit totdat hulle die vorige een voltooi. Jy en ander personeel wat voorskou, word nooit uitgesluit nie.` : locale === "zu" ? `Abafundi babona izifundo ezilandelayo zikhiyiwe baze baqede esandulele. Wena nabanye abasebenzi ababuka kuqala anikaze nikhiywe.` : `Learners see later lessons locked until they complete the one before. You and other staff previewing are never locked.`;
export const videoPercentHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Les met 'n opgelaaide video kan voltooi word sodra hierdie deel van die video gekyk is, bv. 80. Laat leeg om dit nie te vereis nie. YouTube- en Vimeo-video's word nie gevolg nie, so hulle hou nooit 'n les terug nie.` : locale === "zu" ? `Isifundo esinevidiyo elayishiwe singaqedwa uma le ngxenye yevidiyo isibukiwe, isb. 80. Shiya kungenalutho ukuze kungadingeki. Amavidiyo e-YouTube nawe-Vimeo awalandelelwa, ngakho awasibambi isifundo.` : `A lesson with an uploaded video can be completed once this share of the video was watched, e.g. 80. Leave empty to not require it. YouTube and Vimeo videos are not tracked, so they never hold a lesson back.`;
export const prerequisitesHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusse wat 'n leerder moet voltooi voordat hy vir hierdie een inskryf. 'n Hoofstuk kan ook vir 'n vasvra wag: kies dit in die kursusbouer.` : locale === "zu" ? `Izinkambo okufanele umfundi aziqede ngaphambi kokubhalisela le. Isahluko singalinda nesivivinyo: sikhethe kumakhi wenkambo.` : `Courses a learner must complete before enrolling in this one. A chapter can also wait for a quiz: choose it in the course builder.`;
export const cancel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer` : locale === "zu" ? `Khansela` : `Cancel`;
export const opensWhenPassed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gaan oop wanneer die leerder slaag in:` : locale === "zu" ? `Sivuleka uma umfundi ephumelele:` : `Opens when the learner passes`;
export const publishedBadge = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gepubliseer` : locale === "zu" ? `Kushicilelwe` : `Published`;
export const draftBadge = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Konsep` : locale === "zu" ? `Okusalungiswa` : `Draft`;
export const searchEnrolledStudents = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek ingeskrewe studente volgens naam of e-pos` : locale === "zu" ? `Sesha abafundi ababhalisile ngegama noma nge-imeyili` : `Search enrolled students by name or email`;
export const noEnrolledMatches = (values: { search: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen ingeskrewe student pas by “${values.search}” nie.` : locale === "zu" ? `Akekho umfundi obhalisile ofana no-“${values.search}”.` : `No enrolled student matches “${values.search}”.`;
export const pagesOfEnrolledStudents = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye ingeskrewe studente` : locale === "zu" ? `Amakhasi abafundi ababhalisile` : `Pages of enrolled students`;
export const firstEnrolledStudents = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `← Eerste studente` : locale === "zu" ? `← Abafundi bokuqala` : `← First students`;
export const nextEnrolledStudents = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Volgende studente →` : locale === "zu" ? `Abafundi abalandelayo →` : `Next students →`;
