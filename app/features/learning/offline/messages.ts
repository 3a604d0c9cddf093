// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";
import { plural } from "../../../lib/i18n/message-runtime.ts";

/** Why a kept course's offline copy was removed, or why queued work was not accepted. */
export const courseGone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kursus is nie meer op Campus nie, daarom is die vanlyn kopie verwyder.` : locale === "zu" ? `Le nkambo ayisekho ku-Campus, ngakho ikhophi yayo ebigcinwe ngaphandle kwe-inthanethi isusiwe.` : `This course is no longer on Campus, so its offline copy was removed.`;
export const notEnrolled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jy is nie meer vir hierdie kursus ingeskryf nie, daarom is die vanlyn kopie verwyder.` : locale === "zu" ? `Awusabhalisile kule nkambo, ngakho ikhophi yayo ebigcinwe ngaphandle kwe-inthanethi isusiwe.` : `You are no longer enrolled in this course, so its offline copy was removed.`;
export const courseWithdrawn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kursus is onttrek, daarom is die vanlyn kopie verwyder.` : locale === "zu" ? `Le nkambo ihoxisiwe, ngakho ikhophi yayo ebigcinwe ngaphandle kwe-inthanethi isusiwe.` : `This course has been withdrawn, so its offline copy was removed.`;
export const badKey = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die item het nie 'n geldige sleutel nie.` : locale === "zu" ? `Into ayinakhiye evumelekile.` : `The item has no valid key.`;
export const badKind = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die item moet 'n voltooide les, vasvra-antwoorde of opname-antwoorde wees.` : locale === "zu" ? `Into kumele kube yisifundo esiqediwe, izimpendulo zesivivinyo noma izimpendulo zocwaningo.` : `The item must be a completed lesson, quiz answers or survey answers.`;
export const badDoneAt = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die item moet sê wanneer dit gedoen is, as 'n datum en tyd.` : locale === "zu" ? `Into kumele isho ukuthi yenziwa nini, njengosuku nesikhathi.` : `The item must say when it was done, as a date and time.`;
export const badItem = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die item wat gestuur is, is nie een wat Campus kan lees nie.` : locale === "zu" ? `Into ethunyelwe akuyona i-Campus engayifunda.` : `The item sent is not one Campus can read.`;
export const stillSending = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dit word nog gestuur. Probeer oor 'n oomblik weer.` : locale === "zu" ? `Lokhu kusathunyelwa. Zama futhi emva kwesikhashana.` : `This is still being sent. Try again in a moment.`;
export const notAccepted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dit is nie aanvaar nie.` : locale === "zu" ? `Lokhu akwamukelwanga.` : `This was not accepted.`;
export const lessonGone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie les is nie meer in die kursus nie.` : locale === "zu" ? `Lesi sifundo asisekho enkambweni.` : `This lesson is no longer in the course.`;
export const quizGone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vasvra is nie meer in die les nie.` : locale === "zu" ? `Lesi sivivinyo asisekho esifundweni.` : `This quiz is no longer in the lesson.`;
export const surveyGone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie opname is nie meer in die les nie.` : locale === "zu" ? `Lolu cwaningo alusekho esifundweni.` : `This survey is no longer in the lesson.`;
export const quizChanged = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die vasvra is verander nadat jy die kursus gehou het, daarom is hierdie antwoorde nie gemerk nie. Maak die les oop en beantwoord die vasvra weer.` : locale === "zu" ? `Isivivinyo sashintshwa ngemva kokuba ugcine inkambo, ngakho lezi zimpendulo azizange zimakwe. Vula isifundo bese uphendula isivivinyo futhi.` : `The quiz was changed after you kept the course, so these answers were not scored. Open the lesson and answer the quiz again.`;
export const surveyChanged = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die opname is verander nadat jy die kursus gehou het, daarom is hierdie antwoorde nie gestoor nie. Maak die les oop en beantwoord die opname weer.` : locale === "zu" ? `Ucwaningo lwashintshwa ngemva kokuba ugcine inkambo, ngakho lezi zimpendulo azizange zigcinwe. Vula isifundo bese uphendula ucwaningo futhi.` : `The survey was changed after you kept the course, so these answers were not saved. Open the lesson and answer the survey again.`;
export const surveyAnsweredSince = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jy het hierdie opname later weer beantwoord, daarom is jou latere antwoorde gehou.` : locale === "zu" ? `Uphinde waphendula lolu cwaningo kamuva, ngakho kugcinwe izimpendulo zakho zakamuva.` : `You answered this survey again later, so your later answers were kept.`;
export const unanswered = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie elke vraag is beantwoord nie.` : locale === "zu" ? `Akuwona wonke umbuzo ophenduliwe.` : `Not every question was answered.`;
/** The course viewer's panel for keeping a course on the device. */
export const availableOffline = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Beskikbaar vanlyn` : locale === "zu" ? `Iyatholakala ngaphandle kwe-inthanethi` : `Available offline`;
export const keepIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hou hierdie kursus op hierdie toestel om die lesse sonder 'n verbinding te lees.` : locale === "zu" ? `Gcina le nkambo kule divayisi ukuze ufunde izifundo zayo ngaphandle kokuxhumeka.` : `Keep this course on this device to read its lessons without a connection.`;
export const lessonsAndFiles = (values: { count: number; size: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} les en sy lêers: ongeveer ${values.size}`, other: `${values.count} lesse en hul lêers: ongeveer ${values.size}` }) : locale === "zu" ? plural(locale, values.count, { one: `Isifundo esingu-${values.count} namafayela aso: cishe ${values.size}`, other: `Izifundo ezingu-${values.count} namafayela azo: cishe ${values.size}` }) : plural(locale, values.count, { one: `${values.count} lesson and its files: about ${values.size}`, other: `${values.count} lessons and their files: about ${values.size}` });
export const includeVideos = (values: { size: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sluit die video's in (${values.size})` : locale === "zu" ? `Faka namavidiyo (${values.size})` : `Include the videos (${values.size})`;
export const keepButton = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hou vanlyn` : locale === "zu" ? `Gcina ngaphandle kwe-inthanethi` : `Keep offline`;
export const downloadSize = (values: { size: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai ${values.size} af` : locale === "zu" ? `Landa ${values.size}` : `Download ${values.size}`;
export const downloading = (values: { done: string | number; total: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai ${values.done} van ${values.total} af` : locale === "zu" ? `Kulandwa ${values.done} kokungu-${values.total}` : `Downloading ${values.done} of ${values.total}`;
export const keptSummary = (values: { size: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vanlyn gehou · ${values.size}` : locale === "zu" ? `Kugcinwe ngaphandle kwe-inthanethi · ${values.size}` : `Kept offline · ${values.size}`;
export const remove = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder` : locale === "zu" ? `Susa` : `Remove`;
export const keepFailed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die kursus kon nie afgelaai word nie. Probeer weer wanneer die verbinding beter is.` : locale === "zu" ? `Inkambo ayikwazanga ukulandwa. Zama futhi lapho uxhumano lungcono.` : `The course could not be downloaded. Try again when the connection is better.`;
export const noSpace = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daar is nie genoeg spasie op hierdie toestel om die kursus te hou nie. Maak spasie en probeer weer.` : locale === "zu" ? `Asikho isikhala esanele kule divayisi sokugcina inkambo. Yenza isikhala bese uzama futhi.` : `There is not enough space on this device to keep the course. Free some space and try again.`;
export const removedTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vanlyn kopie verwyder` : locale === "zu" ? `Ikhophi yangaphandle kwe-inthanethi isusiwe` : `Offline copy removed`;
/** The panel listing work done offline and what the server made of it. */
export const sentTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Van vanlyn gestuur` : locale === "zu" ? `Kuthunyelwe kusuka ngaphandle kwe-inthanethi` : `Sent from offline`;
export const itemComplete = (values: { lesson: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Les voltooi: ${values.lesson}` : locale === "zu" ? `Isifundo siqediwe: ${values.lesson}` : `Lesson completed: ${values.lesson}`;
export const itemQuiz = (values: { lesson: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vasvra-antwoorde: ${values.lesson}` : locale === "zu" ? `Izimpendulo zesivivinyo: ${values.lesson}` : `Quiz answers: ${values.lesson}`;
export const itemSurvey = (values: { lesson: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opname-antwoorde: ${values.lesson}` : locale === "zu" ? `Izimpendulo zocwaningo: ${values.lesson}` : `Survey answers: ${values.lesson}`;
export const waiting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wag vir 'n verbinding` : locale === "zu" ? `Kulindwe uxhumano` : `Waiting for a connection`;
export const scored = (values: { maxScore: string | number; score: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Punt ${values.score}/${values.maxScore}` : locale === "zu" ? `Amamaki ${values.score}/${values.maxScore}` : `Scored ${values.score}/${values.maxScore}`;
export const accepted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanvaar` : locale === "zu" ? `Kwamukelwe` : `Accepted`;
export const notAcceptedBecause = (values: { reason: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie aanvaar nie: ${values.reason}` : locale === "zu" ? `Akwamukelwanga: ${values.reason}` : `Not accepted: ${values.reason}`;
export const yourAnswers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jou antwoorde` : locale === "zu" ? `Izimpendulo zakho` : `Your answers`;
export const questionAndAnswer = (values: { answer: string | number; question: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.question}: ${values.answer}` : locale === "zu" ? `${values.question}: ${values.answer}` : `${values.question}: ${values.answer}`;
export const clearSent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak die lys skoon` : locale === "zu" ? `Sula uhlu` : `Clear the list`;
export const queuedNote = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jy is vanlyn. Dit is op hierdie toestel gestoor en sal gestuur word wanneer die verbinding terugkom.` : locale === "zu" ? `Awuxhunyiwe ku-inthanethi. Lokhu kugcinwe kule divayisi futhi kuzothunyelwa lapho uxhumano lubuya.` : `You are offline. This is saved on this device and will be sent when the connection returns.`;
/** The banner at the top of every page while the device has no connection. */
export const offlineBanner = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jy is vanlyn. Kursusse wat jy gehou het, maak steeds oop, en jou werk word gestuur wanneer die verbinding terugkom.` : locale === "zu" ? `Awuxhunyiwe ku-inthanethi. Izinkambo ozigcinile zisavuleka, futhi umsebenzi wakho uzothunyelwa lapho uxhumano lubuya.` : `You are offline. Courses you kept still open, and your work is sent when the connection returns.`;
export const updateReady = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Nuwe weergawe van Campus is gereed` : locale === "zu" ? `Inguqulo entsha ye-Campus isilungile` : `A new version of Campus is ready`;
export const reload = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Herlaai` : locale === "zu" ? `Layisha kabusha` : `Reload`;
/** The page shown offline for a page not kept on the device. */
export const offlineTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jy is vanlyn` : locale === "zu" ? `Awuxhunyiwe ku-inthanethi` : `You are offline`;
export const offlinePageText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bladsy word nie op hierdie toestel gehou nie. Koppel aan die internet om dit oop te maak, of maak 'n kursus oop wat jy vanlyn gehou het.` : locale === "zu" ? `Leli khasi aligcinwanga kule divayisi. Xhuma ku-inthanethi ukuze ulivule, noma uvule inkambo oyigcine ngaphandle kwe-inthanethi.` : `This page is not kept on this device. Connect to the internet to open it, or open a course you kept offline.`;
export const keptCoursesTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusse op hierdie toestel gehou` : locale === "zu" ? `Izinkambo ezigcinwe kule divayisi` : `Courses kept on this device`;
export const backToMyLearning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na My leer` : locale === "zu" ? `Buyela Ekufundeni kwami` : `Back to My learning`;
export const offlinePageDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die kursusse wat op hierdie toestel gehou word, om sonder 'n verbinding te lees.` : locale === "zu" ? `Izinkambo ezigcinwe kule divayisi, ukuze uzifunde ngaphandle kokuxhumeka.` : `The courses kept on this device, to read without a connection.`;
