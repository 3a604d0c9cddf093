// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";
import { plural } from "../../../lib/i18n/message-runtime.ts";

export const chooseCourseList = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies ’n kursus uit die lys.` : locale === "zu" ? `Khetha inkambo ohlwini.` : `Choose a course from the list.`;
export const noOnlineLessons = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.course} het geen aanlyn lesse nie en kan dus nie deel van ’n leerpad wees nie.` : locale === "zu" ? `I-${values.course} ayinazo izifundo ze-inthanethi, ngakho ayikwazi ukuba yingxenye yendlela yokufunda.` : `${values.course} has no online lessons, so it cannot be part of a learning path.`;
export const atMostCourses = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `’n Leerpad bevat hoogstens ${values.count} kursusse.` : locale === "zu" ? `Indlela yokufunda ingaba nezinkambo ezingeqile ku-${values.count}.` : `A learning path holds at most ${values.count} courses.`;
export const courseAdded = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.course} by die leerpad gevoeg` : locale === "zu" ? `I-${values.course} yengezwe endleleni` : `${values.course} added to the path`;
export const courseNoLongerPathReload = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daardie kursus is nie meer in hierdie leerpad nie. Laai die bladsy weer.` : locale === "zu" ? `Leyo nkambo ayisekho kule ndlela. Layisha kabusha ikhasi.` : `That course is no longer in this path. Reload the page.`;
export const courseRemoved = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.course} uit die leerpad verwyder` : locale === "zu" ? `I-${values.course} isusiwe endleleni` : `${values.course} removed from the path`;
export const alreadyFirst = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.course} is reeds eerste.` : locale === "zu" ? `I-${values.course} isivele ingeyokuqala.` : `${values.course} is already first.`;
export const alreadyLast = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.course} is reeds laaste.` : locale === "zu" ? `I-${values.course} isivele ingeyokugcina.` : `${values.course} is already last.`;
export const movedUp = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.course} opgeskuif` : locale === "zu" ? `I-${values.course} inyuswe` : `${values.course} moved up`;
export const movedDown = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.course} afgeskuif` : locale === "zu" ? `I-${values.course} yehlisiwe` : `${values.course} moved down`;
export const notEveryCoursePathOpen = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie elke kursus van hierdie leerpad is oop vir selfinskrywing nie. Kontak ons en ons sal u vir die leerpad inskryf.` : locale === "zu" ? `Akuzona zonke izinkambo zale ndlela ezivulelwe ukuzibhalisela. Xhumana nathi futhi sizokubhalisela indlela.` : `Not every course of this path is open for self-enrolment. Contact us and we will enrol you in the path.`;
export const pathNoCoursesYetAdd = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie leerpad het nog geen kursusse nie. Voeg ’n kursus by voordat u iemand inskryf.` : locale === "zu" ? `Le ndlela ayikabi nazo izinkambo. Engeza inkambo ngaphambi kokubhalisa noma ubani.` : `This path has no courses yet. Add a course before enrolling anyone.`;
export const noAccountUsesAddressAsk = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen rekening gebruik hierdie adres nie. Vra die student om eers te registreer.` : locale === "zu" ? `Ayikho i-akhawunti esebenzisa leli kheli. Cela umfundi ukuthi abhalise kuqala.` : `No account uses this address. Ask the student to sign up first.`;
export const studentEnrolledInPath = (values: { count: number; path: string | number; student: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.student} is ingeskryf vir ${values.path} en sy ${values.count} kursus`, other: `${values.student} is ingeskryf vir ${values.path} en sy ${values.count} kursusse` }) : locale === "zu" ? plural(locale, values.count, { one: `U-${values.student} ubhalisiwe ku-${values.path} nasenkambweni yayo engu-${values.count}`, other: `U-${values.student} ubhalisiwe ku-${values.path} nasezinkambweni zayo ezingu-${values.count}` }) : plural(locale, values.count, { one: `${values.student} is enrolled in ${values.path} and its ${values.count} course`, other: `${values.student} is enrolled in ${values.path} and its ${values.count} courses` });
export const studentAlreadyInPath = (values: { path: string | number; student: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.student} was reeds vir ${values.path} ingeskryf; enige kursus wat sedertdien bygevoeg is, is nou ook ingeskryf` : locale === "zu" ? `U-${values.student} wayesebhalisiwe ku-${values.path}; noma iyiphi inkambo eyengezwe kusukela lapho nayo isibhalisiwe` : `${values.student} was already enrolled in ${values.path}; any course added since is now enrolled too`;
export const addLeastOneCourseBefore = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg minstens een kursus by voordat u hierdie leerpad publiseer.` : locale === "zu" ? `Engeza okungenani inkambo eyodwa ngaphambi kokushicilela le ndlela.` : `Add at least one course before publishing this path.`;
export const pathGone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daardie leerpad bestaan nie meer nie.` : locale === "zu" ? `Leyo ndlela yokufunda ayisekho.` : `That learning path no longer exists.`;
export const stalePath = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand anders het hierdie leerpad verander nadat u dit oopgemaak het. Laai weer om hul veranderinge te sien en probeer dan weer.` : locale === "zu" ? `Omunye umuntu uyishintshile le ndlela yokufunda selokhu wayivula. Layisha kabusha ukuze ubone izinguquko zakhe, bese uzama futhi.` : `Someone else changed this learning path since you opened it. Reload to see their changes, then try again.`;
export const anotherLearningPathAlreadyUses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `’n Ander leerpad gebruik reeds hierdie adres. Kies ’n ander een.` : locale === "zu" ? `Enye indlela yokufunda isivele isebenzisa leli kheli. Khetha elinye.` : `Another learning path already uses this address. Choose another.`;
export const slugRule = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebruik slegs kleinletters, syfers en koppeltekens, bv. iso-9001-auditor` : locale === "zu" ? `Sebenzisa izinhlamvu ezincane, izinombolo nama-hyphen kuphela, isib. iso-9001-auditor` : `Use lower-case letters, digits and hyphens only, e.g. iso-9001-auditor`;
export const chooseUpOrDown = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies op of af` : locale === "zu" ? `Khetha phezulu noma phansi` : `Choose up or down`;
export const unknownAction = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onbekende aksie` : locale === "zu" ? `Isenzo esingaziwa` : `Unknown action`;
export const courseTwice = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.course} is twee keer in hierdie leerpad. ’n Kursus kan net een keer in ’n leerpad wees.` : locale === "zu" ? `I-${values.course} ikule ndlela kabili. Inkambo ingaba sendleleni kanye kuphela.` : `${values.course} is in this path twice. A course can be in a path only once.`;
export const requiresItself = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.course} vereis homself en kan dus nie in ’n leerpad wees nie.` : locale === "zu" ? `I-${values.course} idinga yona ngokwayo, ngakho ayikwazi ukuba sendleleni.` : `${values.course} requires itself, so it cannot be in a path.`;
export const requiresMissing = (values: { course: string | number; required: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.course} vereis ${values.required}, wat nie in hierdie leerpad is nie. Voeg ${values.required} daarvoor by.` : locale === "zu" ? `I-${values.course} idinga i-${values.required}, engekho kule ndlela. Engeza i-${values.required} ngaphambi kwayo.` : `${values.course} requires ${values.required}, which is not in this path. Add ${values.required} before it.`;
export const requiresLater = (values: { course: string | number; required: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.course} kom voor ${values.required}, wat dit vereis. Skuif ${values.required} bo ${values.course}.` : locale === "zu" ? `I-${values.course} iza ngaphambi kwe-${values.required}, eyidingayo. Hambisa i-${values.required} ngaphezu kwe-${values.course}.` : `${values.course} comes before ${values.required}, which it requires. Move ${values.required} above ${values.course}.`;
export const congratulationsPath = (values: { path: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Baie geluk met die voltooiing van die leerpad ${values.path}.` : locale === "zu" ? `Halala ngokuqeda indlela yokufunda ethi ${values.path}.` : `Congratulations on completing the learning path ${values.path}.`;
export const fieldTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Titel` : locale === "zu" ? `Isihloko` : `Title`;
export const fieldAddressSlug = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Adres (slug)` : locale === "zu" ? `Ikheli (slug)` : `Address (slug)`;
export const fieldSummary = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opsomming` : locale === "zu" ? `Isifinyezo` : `Summary`;
export const fieldDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Beskrywing` : locale === "zu" ? `Incazelo` : `Description`;
export const fieldCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus` : locale === "zu" ? `Inkambo` : `Course`;
export const fieldStudentsEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Student se e-pos` : locale === "zu" ? `I-imeyili yomfundi` : `Student's email`;
