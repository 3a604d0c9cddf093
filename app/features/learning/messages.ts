// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { plural } from "../../lib/i18n/message-runtime.ts";

export const quizDoesNotExistMay = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vasvra bestaan nie. Dit is dalk verwyder.` : locale === "zu" ? `Lesi sivivinyo asikho. Kungenzeka ukuthi sisusiwe.` : `This quiz does not exist. It may have been removed.`;
export const notFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie gevind nie` : locale === "zu" ? `Akutholakalanga` : `Not Found`;
export const aboutMinutes = (values: { minutes: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ongeveer ${values.minutes} min` : locale === "zu" ? `Cishe imizuzu engu-${values.minutes}` : `About ${values.minutes} min`;
export const aboutHours = (values: { hours: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ongeveer ${values.hours} h` : locale === "zu" ? `Cishe amahora angu-${values.hours}` : `About ${values.hours} h`;
export const aboutHoursMinutes = (values: { hours: string | number; minutes: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ongeveer ${values.hours} h ${values.minutes} min` : locale === "zu" ? `Cishe amahora angu-${values.hours} nemizuzu engu-${values.minutes}` : `About ${values.hours} h ${values.minutes} min`;
export const mailStudent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Student` : locale === "zu" ? `Umfundi` : `Student`;
export const mailEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const mailMessage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Boodskap` : locale === "zu" ? `Umlayezo` : `Message`;
export const mailStudentAsksHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `’n Student vra ’n plek aan` : locale === "zu" ? `Umfundi ucela indawo` : `A student asks for a place`;
export const mailHello = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hallo ${values.name},` : locale === "zu" ? `Sawubona ${values.name},` : `Hello ${values.name},`;
export const mailAsksForPlace = (values: { course: string | number; student: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.student} vra ’n plek in ${values.course} aan. Aanvaar die versoek om hulle in te skryf, of wys dit af, op die kursus se instellingsbladsy.` : locale === "zu" ? `U-${values.student} ucela indawo ku-${values.course}. Yamukela isicelo ukuze umbhalise, noma usenqabe, ekhasini lezilungiselelo zenkambo.` : `${values.student} asks for a place in ${values.course}. Accept the request to enrol them, or decline it, on the course's settings page.`;
export const reviewTheRequest = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hersien die versoek` : locale === "zu" ? `Buyekeza isicelo` : `Review the request`;
export const mailPlaceRequestedSubject = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plek aangevra: ${values.course}` : locale === "zu" ? `Indawo iceliwe: ${values.course}` : `Place requested: ${values.course}`;
export const youAreEnrolled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U is ingeskryf` : locale === "zu" ? `Usubhalisile` : `You are enrolled`;
export const mailAccepted = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `U versoek om ’n plek in ${values.course} is aanvaar: u is ingeskryf en kan nou met die eerste les begin.` : locale === "zu" ? `Isicelo sakho sendawo ku-${values.course} samukelwe: usubhalisile futhi ungaqala isifundo sokuqala manje.` : `Your request for a place in ${values.course} was accepted: you are enrolled and can start the first lesson now.`;
export const startTheCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Begin die kursus` : locale === "zu" ? `Qala inkambo` : `Start the course`;
export const requestDeclined = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U versoek is afgewys` : locale === "zu" ? `Isicelo sakho senqatshiwe` : `Your request was declined`;
export const mailDeclined = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `U versoek om ’n plek in ${values.course} is afgewys. As u dink dit is ’n fout, antwoord op hierdie e-pos of kontak ons deur die webwerf.` : locale === "zu" ? `Isicelo sakho sendawo ku-${values.course} senqatshiwe. Uma ucabanga ukuthi leli yiphutha, phendula le imeyili noma uxhumane nathi ngewebhusayithi.` : `Your request for a place in ${values.course} was declined. If you think this is a mistake, reply to this email or contact us through the website.`;
export const seeTheCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sien die kursus` : locale === "zu" ? `Bona inkambo` : `See the course`;
export const mailEnrolledSubject = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `U is ingeskryf: ${values.course}` : locale === "zu" ? `Usubhalisile: ${values.course}` : `You are enrolled: ${values.course}`;
export const mailDeclinedSubject = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Versoek afgewys: ${values.course}` : locale === "zu" ? `Isicelo senqatshiwe: ${values.course}` : `Request declined: ${values.course}`;
export const requestBeenSentInstructorWill = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U versoek is gestuur. Die instrukteur sal u per e-pos laat weet.` : locale === "zu" ? `Isicelo sakho sithunyelwe. Umfundisi uzokwazisa nge-imeyili.` : `Your request has been sent. The instructor will let you know by email.`;
export const youHaveAlreadyAskedPlace = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het reeds ’n plek aangevra. Die instrukteur sal u per e-pos laat weet.` : locale === "zu" ? `Usuyicelile indawo. Umfundisi uzokwazisa nge-imeyili.` : `You have already asked for a place. The instructor will let you know by email.`;
export const requestAcceptedStudentEnrolled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Versoek aanvaar: die student is ingeskryf` : locale === "zu" ? `Isicelo samukelwe: umfundi usebhalisiwe` : `Request accepted: the student is enrolled`;
export const requestDeclined2 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Versoek afgewys` : locale === "zu" ? `Isicelo senqatshiwe` : `Request declined`;
export const requestAlreadyAnsweredWithdrawnReload = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie versoek is reeds beantwoord of teruggetrek. Laai weer om die huidige lys te sien.` : locale === "zu" ? `Lesi sicelo sesiphenduliwe noma sahoxiswa. Layisha kabusha ukuze ubone uhlu lwamanje.` : `This request was already answered or withdrawn. Reload to see the current list.`;
export const courseNotAvailableMayHave = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kursus is nie beskikbaar nie. Dit is dalk ontpubliseer.` : locale === "zu" ? `Le nkambo ayitholakali. Kungenzeka ukuthi isusiwe ekushicilelweni.` : `This course is not available. It may have been unpublished.`;
export const youAlreadyEnrolledCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U is reeds vir hierdie kursus ingeskryf.` : locale === "zu" ? `Usuvele ubhalisile kule nkambo.` : `You are already enrolled in this course.`;
export const lessonContentCourseSEnrolled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lesinhoud is vir die kursus se ingeskrewe studente.` : locale === "zu" ? `Okuqukethwe kwesifundo kungokwabafundi ababhalise kule nkambo.` : `Lesson content is for the course's enrolled students.`;
export const courseNotOpenSelfEnrolment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kursus is nie oop vir selfinskrywing nie.` : locale === "zu" ? `Le nkambo ayivulelwe ukuzibhalisela.` : `This course is not open for self-enrolment.`;
export const youEnrolledWelcomeCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U is ingeskryf. Welkom by die kursus!` : locale === "zu" ? `Usubhalisile. Siyakwamukela enkambweni!` : `You are enrolled. Welcome to the course!`;
export const youAlreadyEnrolled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U is reeds ingeskryf.` : locale === "zu" ? `Usuvele ubhalisile.` : `You are already enrolled.`;
export const congratulations = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Baie geluk! U het hierdie kursus voltooi.` : locale === "zu" ? `Halala! Uyiqedile le nkambo.` : `Congratulations! You have completed this course.`;
export const congratulationsCertificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Baie geluk! U het hierdie kursus voltooi. U sertifikaat is gereed in My leerwerk, en is per e-pos op pad.` : locale === "zu" ? `Halala! Uyiqedile le nkambo. Isitifiketi sakho silungile ku-Ukufunda kwami, futhi sisendleleni nge-imeyili.` : `Congratulations! You have completed this course. Your certificate is ready in My learning, and on its way by email.`;
export const lessonCompletedWaiting = (values: { waiting: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Les voltooi. Om die kursus klaar te maak, ${values.waiting}.` : locale === "zu" ? `Isifundo siqediwe. Ukuze uqede inkambo, ${values.waiting}.` : `Lesson completed. To finish the course, ${values.waiting}.`;
export const lastLessonCourseProgressRecorded = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dit was die laaste les van die kursus. Vordering word slegs vir ingeskrewe studente aangeteken.` : locale === "zu" ? `Lesi bekuyisifundo sokugcina senkambo. Inqubekela phambili iqoshwa kuphela kubafundi ababhalisile.` : `This was the last lesson of the course. Progress is recorded for enrolled students only.`;
export const lessonCompletedLeft = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `Les voltooi. Nog ${values.count} les oor om die kursus klaar te maak.`, other: `Les voltooi. Nog ${values.count} lesse oor om die kursus klaar te maak.` }) : locale === "zu" ? plural(locale, values.count, { one: `Isifundo siqediwe. Kusele isifundo esingu-${values.count} ukuze uqede inkambo.`, other: `Isifundo siqediwe. Kusele izifundo ezingu-${values.count} ukuze uqede inkambo.` }) : plural(locale, values.count, { one: `Lesson completed. ${values.count} lesson left to finish the course.`, other: `Lesson completed. ${values.count} lessons left to finish the course.` });
export const lessonCompletedCourseComplete = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Les voltooi. Kursus voltooi.` : locale === "zu" ? `Isifundo siqediwe. Inkambo iqediwe.` : `Lesson completed. Course complete.`;
export const waitQuiz = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `slaag die vasvra “${values.title}”` : locale === "zu" ? `phumelela esivivinyweni esithi “${values.title}”` : `pass the quiz "${values.title}"`;
export const waitQuizMore = (values: { count: string | number; title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `slaag die vasvra “${values.title}” en nog ${values.count}` : locale === "zu" ? `phumelela esivivinyweni esithi “${values.title}” nokunye okungu-${values.count}` : `pass the quiz "${values.title}" and ${values.count} more`;
export const waitAssignment = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `laat die opdrag “${values.title}” as bevoeg nasien` : locale === "zu" ? `yenza umsebenzi othi “${values.title}” umakwe njengonekhono` : `have the assignment "${values.title}" marked competent`;
export const waitAssignmentMore = (values: { count: string | number; title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `laat die opdrag “${values.title}” en nog ${values.count} as bevoeg nasien` : locale === "zu" ? `yenza umsebenzi othi “${values.title}” neminye engu-${values.count} imakwe njengonekhono` : `have the assignment "${values.title}" and ${values.count} more marked competent`;
export const waitBoth = (values: { assignments: string | number; quizzes: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.quizzes}, en ${values.assignments}` : locale === "zu" ? `${values.quizzes}, futhi ${values.assignments}` : `${values.quizzes}, and ${values.assignments}`;
export const lessonLockedBecause = (values: { reason: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie les is gesluit. ${values.reason}` : locale === "zu" ? `Lesi sifundo sivaliwe. ${values.reason}` : `This lesson is locked. ${values.reason}`;
export const unknownAction = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onbekende aksie.` : locale === "zu" ? `Isenzo esingaziwa.` : `Unknown action.`;
export const courseNotOpenSelfEnrolment2 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kursus is nie oop vir selfinskrywing nie. Gebruik Vra ’n plek aan en die instrukteur sal u inskryf.` : locale === "zu" ? `Le nkambo ayivulelwe ukuzibhalisela. Sebenzisa okuthi Cela indawo futhi umfundisi uzokubhalisa.` : `This course is not open for self-enrolment. Use Request a place and the instructor will enrol you.`;
export const chapterOpensWhenPass = (values: { lesson: string | number; quiz: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie hoofstuk gaan oop wanneer u die vasvra “${values.quiz}” in die les “${values.lesson}” slaag.` : locale === "zu" ? `Lesi sahluko sivuleka uma uphumelele esivivinyweni esithi “${values.quiz}” esifundweni esithi “${values.lesson}”.` : `This chapter opens when you pass the quiz "${values.quiz}" in the lesson "${values.lesson}".`;
export const completeLessonFirst = (values: { lesson: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voltooi eers die les “${values.lesson}”: hierdie kursus se lesse gaan in volgorde oop.` : locale === "zu" ? `Qeda kuqala isifundo esithi “${values.lesson}”: izifundo zale nkambo zivuleka ngokulandelana.` : `Complete the lesson "${values.lesson}" first: this course's lessons open in order.`;
export const sendVideoSDurationSeconds = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stuur die video se duur in sekondes.` : locale === "zu" ? `Thumela ubude bevidiyo ngemizuzwana.` : `Send the video's duration in seconds.`;
export const sendVideoSDurationSeconds2 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stuur die video se duur in sekondes, meer as 0 en hoogstens 24 uur.` : locale === "zu" ? `Thumela ubude bevidiyo ngemizuzwana, ngaphezu kuka-0 futhi kungeqi emahoreni angu-24.` : `Send the video's duration in seconds, more than 0 and at most 24 hours.`;
export const sendAtMostRanges = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stuur hoogstens ${values.count} gespeelde reekse.` : locale === "zu" ? `Thumela izikhawu ezidlaliwe ezingeqile ku-${values.count}.` : `Send at most ${values.count} played ranges.`;
export const sendRangesJson = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stuur die gespeelde reekse as ’n JSON-lys van [begin, einde]-pare.` : locale === "zu" ? `Thumela izikhawu ezidlaliwe njengohlu lwe-JSON lwamapheya e-[start, end].` : `Send the played ranges as a JSON list of [start, end] pairs.`;
export const eachPlayedRangeStartEnd = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Elke gespeelde reeks is ’n [begin, einde]-paar sekondes.` : locale === "zu" ? `Isikhawu ngasinye esidlaliwe siyipheya ye-[start, end] yemizuzwana.` : `Each played range is a [start, end] pair of seconds.`;
export const nameVideoBlock = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Noem die videoblok.` : locale === "zu" ? `Qamba ibhulokhi yevidiyo.` : `Name the video block.`;
export const rangeWithinVideo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Elke gespeelde reeks moet binne die video val: 0 ≤ begin ≤ einde ≤ sy duur.` : locale === "zu" ? `Isikhawu ngasinye esidlaliwe kufanele sibe phakathi kwevidiyo: 0 ≤ ukuqala ≤ ukuphela ≤ ubude bayo.` : `Each played range must lie within the video: 0 ≤ start ≤ end ≤ its duration.`;
export const videoNotCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daardie video is nie in hierdie kursus nie.` : locale === "zu" ? `Leyo vidiyo ayikho kule nkambo.` : `That video is not in this course.`;
export const watchAtLeastVideo = (values: { percent: string | number; title: string | number; watched: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kyk minstens ${values.percent}% van die video “${values.title}” om hierdie les te voltooi. U het tot dusver ${values.watched}% gekyk.` : locale === "zu" ? `Buka okungenani u-${values.percent}% wevidiyo ethi “${values.title}” ukuze uqede lesi sifundo. Usubukele u-${values.watched}% kuze kube manje.` : `Watch at least ${values.percent}% of the video "${values.title}" to complete this lesson. You have watched ${values.watched}% so far.`;
export const watchAtLeastLessonVideo = (values: { percent: string | number; watched: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kyk minstens ${values.percent}% van hierdie les se video om die les te voltooi. U het tot dusver ${values.watched}% gekyk.` : locale === "zu" ? `Buka okungenani u-${values.percent}% wevidiyo yalesi sifundo ukuze usiqede. Usubukele u-${values.watched}% kuze kube manje.` : `Watch at least ${values.percent}% of this lesson's video to complete this lesson. You have watched ${values.watched}% so far.`;
