// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";
import { plural } from "../../../lib/i18n/message-runtime.ts";

export const backToEdit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na wysig` : locale === "zu" ? `Buyela ekuhleleni` : `Back to edit`;
export const courseCompleteCertificateReady = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus voltooi — u sertifikaat is gereed` : locale === "zu" ? `Inkambo iqediwe — isitifiketi sakho silungile` : `Course complete — your certificate is ready`;
export const certificateReadyText = (values: { link: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het elke les van hierdie kursus voltooi. Laai u sertifikaat af of kopieer die verifikasieskakel by ${values.link}; ’n afskrif is per e-pos op pad na u.` : locale === "zu" ? `Usiqedile sonke isifundo sale nkambo. Landa isitifiketi sakho noma ukopishe isixhumanisi sokusiqinisekisa ku-${values.link}; ikhophi isendleleni eya kuwe nge-imeyili.` : `You completed every lesson of this course. Download your certificate or copy its verification link from ${values.link}; a copy is on its way to you by email.`;
export const myLearning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `My leerwerk` : locale === "zu" ? `Ukufunda kwami` : `My learning`;
export const courseCompleted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus voltooi` : locale === "zu" ? `Inkambo iqediwe` : `Course completed`;
export const youCompletedEveryLessonCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het elke les van hierdie kursus voltooi. Mooi so!` : locale === "zu" ? `Usiqedile sonke isifundo sale nkambo. Wenze kahle!` : `You completed every lesson of this course. Well done!`;
export const noChaptersYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen hoofstukke nie` : locale === "zu" ? `Azikabi khona izahluko` : `No chapters yet`;
export const instructorNotAddedAnyChapters = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die instrukteur het nog geen hoofstukke by hierdie kursus gevoeg nie.` : locale === "zu" ? `Umfundisi akakangezi izahluko kule nkambo.` : `The instructor has not added any chapters to this course yet.`;
export const noLessonsYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen lesse nie` : locale === "zu" ? `Azikabi khona izifundo` : `No lessons yet`;
export const chapterNoLessonsYetChoose = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie hoofstuk het nog geen lesse nie. Kies ’n ander hoofstuk uit die kursusinhoud.` : locale === "zu" ? `Lesi sahluko asikabi nazifundo. Khetha esinye isahluko kokuqukethwe kwenkambo.` : `This chapter has no lessons yet. Choose another chapter from the course contents.`;
export const completed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voltooi` : locale === "zu" ? `Kuqediwe` : `Completed`;
export const lessonNoContentYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie les het nog geen inhoud nie.` : locale === "zu" ? `Lesi sifundo asikabi nakuqukethwe.` : `This lesson has no content yet.`;
export const notCompletedYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog nie voltooi nie` : locale === "zu" ? `Akukaqedwa` : `Not completed yet`;
export const skipNextLesson = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gaan na die volgende les` : locale === "zu" ? `Yeqela esifundweni esilandelayo` : `Skip to the next lesson`;
export const lastLessonCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dit is die laaste les van die kursus.` : locale === "zu" ? `Lesi yisifundo sokugcina senkambo.` : `This is the last lesson of the course.`;
export const lessonLocked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie les is gesluit` : locale === "zu" ? `Lesi sifundo sivaliwe` : `This lesson is locked`;
export const goToLesson = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gaan na “${values.title}”` : locale === "zu" ? `Iya ku-“${values.title}”` : `Go to “${values.title}”`;
export const completeContinue = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voltooi en gaan voort` : locale === "zu" ? `Qeda bese uqhubeka` : `Complete & continue`;
export const courseContents = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusinhoud` : locale === "zu" ? `Okuqukethwe yinkambo` : `Course contents`;
export const courseProgress = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusvordering` : locale === "zu" ? `Inqubekela phambili yenkambo` : `Course progress`;
export const progressSummary = (values: { completed: string | number; percent: string | number; total: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.percent}% voltooi (${values.completed} van ${values.total} lesse)` : locale === "zu" ? `${values.percent}% kuqediwe (izifundo ezingu-${values.completed} kwezingu-${values.total})` : `${values.percent}% complete (${values.completed} of ${values.total} lessons)`;
export const hideCourseContents = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Versteek kursusinhoud` : locale === "zu" ? `Fihla okuqukethwe yinkambo` : `Hide course contents`;
export const showCourseContents = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wys kursusinhoud` : locale === "zu" ? `Bonisa okuqukethwe yinkambo` : `Show course contents`;
export const lessonsCompletedHidden = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `lesse voltooi` : locale === "zu" ? `izifundo eziqediwe` : `lessons completed`;
export const lockedReason = (values: { reason: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gesluit: ${values.reason}` : locale === "zu" ? `Kuvaliwe: ${values.reason}` : `Locked: ${values.reason}`;
export const noLessonsChapterYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen lesse in hierdie hoofstuk nie.` : locale === "zu" ? `Azikabi khona izifundo kulesi sahluko.` : `No lessons in this chapter yet.`;
export const completedHidden = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `(voltooi)` : locale === "zu" ? `(kuqediwe)` : `(completed)`;
export const lockedHidden = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `(gesluit)` : locale === "zu" ? `(kuvaliwe)` : `(locked)`;
export const openThisChapter = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak hierdie hoofstuk oop` : locale === "zu" ? `Vula lesi sahluko` : `Open this chapter`;
export const yourCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U kursus` : locale === "zu" ? `Inkambo yakho` : `Your course`;
export const takeThisCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Volg hierdie kursus` : locale === "zu" ? `Thatha le nkambo` : `Take this course`;
export const duration = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Duur` : locale === "zu" ? `Isikhathi` : `Duration`;
export const lessons = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lesse` : locale === "zu" ? `Izifundo` : `Lessons`;
export const lessonsInChapters = (values: { chapters: string | number; lessons: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.lessons} in ${values.chapters}, teen u eie pas` : locale === "zu" ? `${values.lessons} ku-${values.chapters}, ngesivinini sakho` : `${values.lessons} in ${values.chapters}, at your own pace`;
export const chapterCount = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} hoofstuk`, other: `${values.count} hoofstukke` }) : locale === "zu" ? plural(locale, values.count, { one: `isahluko esingu-${values.count}`, other: `izahluko ezingu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} chapter`, other: `${values.count} chapters` });
export const certificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaat` : locale === "zu" ? `Isitifiketi` : `Certificate`;
export const onCompletion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `By voltooiing` : locale === "zu" ? `Uma uqedile` : `On completion`;
export const youEnrolledCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U is vir hierdie kursus ingeskryf.` : locale === "zu" ? `Ubhalisile kule nkambo.` : `You are enrolled in this course.`;
export const youTeachCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U bied hierdie kursus aan.` : locale === "zu" ? `Ufundisa le nkambo.` : `You teach this course.`;
export const continueLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gaan voort` : locale === "zu" ? `Qhubeka` : `Continue`;
export const openTheCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak die kursus oop` : locale === "zu" ? `Vula inkambo` : `Open the course`;
export const openEnrolmentSignCreateFree = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oop vir inskrywing. Meld aan of skep ’n gratis rekening, en die eerste les gaan oop.` : locale === "zu" ? `Kuvuliwe ukubhaliswa. Ngena noma uvule i-akhawunti yamahhala, bese isifundo sokuqala siyavuleka.` : `Open for enrolment. Sign in or create a free account, and the first lesson opens.`;
export const instructorEnrolsStudentsCourseSign = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die instrukteur skryf studente vir hierdie kursus in. Meld aan of skep ’n gratis rekening om ’n plek aan te vra.` : locale === "zu" ? `Umfundisi nguyena obhalisa abafundi kule nkambo. Ngena noma uvule i-akhawunti yamahhala ukuze ucele indawo.` : `The instructor enrols students in this course. Sign in or create a free account to request a place.`;
export const enrol = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skryf in` : locale === "zu" ? `Bhalisa` : `Enrol`;
export const requestAPlace = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vra ’n plek aan` : locale === "zu" ? `Cela indawo` : `Request a place`;
export const newHere = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuut hier?` : locale === "zu" ? `Umusha lapha?` : `New here?`;
export const createAnAccount = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skep ’n rekening` : locale === "zu" ? `Vula i-akhawunti` : `Create an account`;
export const openEnrolmentEnrolFirstLesson = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oop vir inskrywing: skryf in en die eerste les gaan oop.` : locale === "zu" ? `Kuvuliwe ukubhaliswa: bhalisa bese isifundo sokuqala siyavuleka.` : `Open for enrolment: enrol and the first lesson opens.`;
export const placeRequested = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plek aangevra` : locale === "zu" ? `Indawo iceliwe` : `Place requested`;
export const youAskedPlaceCourseInstructor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het ’n plek in hierdie kursus aangevra. Die instrukteur sal u per e-pos laat weet.` : locale === "zu" ? `Ucele indawo kule nkambo. Umfundisi uzokwazisa nge-imeyili.` : `You asked for a place in this course. The instructor will let you know by email.`;
export const earlierRequestDeclinedYouMay = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U vorige versoek is afgewys. U mag weer vra en sê waarom u ’n plek wil hê.` : locale === "zu" ? `Isicelo sakho sangaphambili senqatshiwe. Ungaphinda ucele, uchaze ukuthi kungani ufuna indawo.` : `Your earlier request was declined. You may ask again, saying why you would like a place.`;
export const instructorEnrolsStudentsCourseAsk = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die instrukteur skryf studente vir hierdie kursus in. Vra ’n plek aan en u sal per e-pos terughoor.` : locale === "zu" ? `Umfundisi nguyena obhalisa abafundi kule nkambo. Cela indawo futhi uzophendulwa nge-imeyili.` : `The instructor enrols students in this course. Ask for a place and you will hear back by email.`;
export const messageInstructorOptional = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Boodskap aan die instrukteur (opsioneel)` : locale === "zu" ? `Umlayezo oya kumfundisi (akuphoqelekile)` : `Message to the instructor (optional)`;
export const howToEnrol = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoe om in te skryf` : locale === "zu" ? `Indlela yokubhalisa` : `How to enrol`;
export const courseOpenEnrolmentEnrolNow = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kursus is oop vir inskrywing. Skryf nou in om met die eerste les te begin.` : locale === "zu" ? `Le nkambo ivuliwe ukubhaliswa. Bhalisa manje ukuze uqale isifundo sokuqala.` : `This course is open for enrolment. Enrol now to start the first lesson.`;
export const courseOpenEnrolmentSignCreate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kursus is oop vir inskrywing. Meld aan, of skep ’n rekening, om in te skryf.` : locale === "zu" ? `Le nkambo ivuliwe ukubhaliswa. Ngena, noma uvule i-akhawunti, ukuze ubhalise.` : `This course is open for enrolment. Sign in, or create an account, to enrol.`;
export const instructorEnrolsStudentsCourseAsk2 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die instrukteur skryf studente vir hierdie kursus in. Vra ’n plek aan op die kursus se bladsy en u sal per e-pos terughoor.` : locale === "zu" ? `Umfundisi nguyena obhalisa abafundi kule nkambo. Cela indawo ekhasini lenkambo futhi uzophendulwa nge-imeyili.` : `The instructor enrols students in this course. Ask for a place on the course's page and you will hear back by email.`;
export const alreadyEnrolledSignIn = (values: { link: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Reeds ingeskryf? ${values.link} om die lesse oop te maak.` : locale === "zu" ? `Usubhalisile? ${values.link} ukuze uvule izifundo.` : `Already enrolled? ${values.link} to open the lessons.`;
export const signIn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Meld aan` : locale === "zu" ? `Ngena` : `Sign in`;
export const chaptersCourseBeingPrepared = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die hoofstukke van hierdie kursus word voorberei.` : locale === "zu" ? `Izahluko zale nkambo ziyalungiswa.` : `The chapters of this course are being prepared.`;
export const requestsPlace = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Versoeke om ’n plek` : locale === "zu" ? `Izicelo zendawo` : `Requests for a place`;
export const waitingCount = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.count} wag` : locale === "zu" ? `${values.count} ezilindile` : `${values.count} waiting`;
export const noRequestsWaitingStudentsAsk = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen versoeke wag nie. Studente vra ’n plek aan op die kursus se openbare bladsy wanneer dit nie oop is vir selfinskrywing nie.` : locale === "zu" ? `Azikho izicelo ezilindile. Abafundi bacela indawo ekhasini lomphakathi lenkambo uma ingavulelwe ukuzibhalisela.` : `No requests are waiting. Students ask for a place from the course's public page when it is not open for self-enrolment.`;
export const askedOn = (values: { date: string | number; email: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.email} · aangevra op ${values.date}` : locale === "zu" ? `${values.email} · kwacelwa ngomhla ka-${values.date}` : `${values.email} · asked on ${values.date}`;
export const acceptName = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanvaar ${values.name}` : locale === "zu" ? `Yamukela u-${values.name}` : `Accept ${values.name}`;
export const accept = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanvaar` : locale === "zu" ? `Yamukela` : `Accept`;
export const declineName = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wys ${values.name} af` : locale === "zu" ? `Yenqaba u-${values.name}` : `Decline ${values.name}`;
export const decline = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wys af` : locale === "zu" ? `Yenqaba` : `Decline`;
export const showingOldest = (values: { shown: string | number; total: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die ${values.shown} oudste van ${values.total} versoeke word gewys: beantwoord hulle om die res te sien.` : locale === "zu" ? `Kuboniswa izicelo ezindala ezingu-${values.shown} kwezingu-${values.total}: phendula lezi ukuze ubone ezinye.` : `Showing the ${values.shown} oldest of ${values.total} requests: answer these to see the rest.`;
export const continueTheCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gaan voort met die kursus` : locale === "zu" ? `Qhubeka nenkambo` : `Continue the course`;
export const enrolCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skryf in vir hierdie kursus` : locale === "zu" ? `Bhalisa kule nkambo` : `Enrol in this course`;
export const whatYouWillLearn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wat u sal leer` : locale === "zu" ? `Ozokufunda` : `What you will learn`;
export const instructorNotListedOutcomesYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die instrukteur het nog nie die uitkomste gelys nie.` : locale === "zu" ? `Umfundisi akakabhali imiphumela.` : `The instructor has not listed the outcomes yet.`;
export const requirements = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vereistes` : locale === "zu" ? `Okudingekayo` : `Requirements`;
export const yourInstructor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U instrukteur` : locale === "zu" ? `Umfundisi wakho` : `Your instructor`;
export const yourInstructors = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U instrukteurs` : locale === "zu" ? `Abafundisi bakho` : `Your instructors`;
export const lessonsCourseBeingPrepared = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die lesse van hierdie kursus word voorberei.` : locale === "zu" ? `Izifundo zale nkambo ziyalungiswa.` : `The lessons of this course are being prepared.`;
export const lessonCount = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} les`, other: `${values.count} lesse` }) : locale === "zu" ? plural(locale, values.count, { one: `isifundo esingu-${values.count}`, other: `izifundo ezingu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} lesson`, other: `${values.count} lessons` });
export const chapterLessonsDone = (values: { completed: string | number; count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.completed} van ${values.count} les voltooi`, other: `${values.completed} van ${values.count} lesse voltooi` }) : locale === "zu" ? plural(locale, values.count, { one: `kuqediwe ${values.completed} kwesifundo esingu-${values.count}`, other: `kuqediwe ${values.completed} kwezifundo ezingu-${values.count}` }) : plural(locale, values.count, { one: `${values.completed} of ${values.count} lesson done`, other: `${values.completed} of ${values.count} lessons done` });
export const andMore = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `en nog ${values.count}` : locale === "zu" ? `nokunye okungu-${values.count}` : `and ${values.count} more`;
export const coursesCompleteFirst = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusse om eers te voltooi` : locale === "zu" ? `Izinkambo okufanele uziqede kuqala` : `Courses to complete first`;
export const youHaveCompletedEveryCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het elke kursus voltooi waarop hierdie een bou.` : locale === "zu" ? `Uziqedile zonke izinkambo le eyakhela phezu kwazo.` : `You have completed every course this one builds on.`;
export const courseBuildsCoursesBelowComplete = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kursus bou op die kursusse hieronder: voltooi hulle voordat u inskryf.` : locale === "zu" ? `Le nkambo yakhela phezu kwezinkambo ezingezansi: ziqede ngaphambi kokuba ubhalise.` : `This course builds on the courses below: complete them before you enrol.`;
