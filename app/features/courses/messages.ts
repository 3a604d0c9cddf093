// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const quiz = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vasvra` : locale === "zu" ? `Isivivinyo` : `Quiz`;
export const quizInLesson = (values: { lesson: string | number; quiz: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.quiz} (in die les "${values.lesson}")` : locale === "zu" ? `${values.quiz} (esifundweni esithi "${values.lesson}")` : `${values.quiz} (in the lesson "${values.lesson}")`;
export const earlierQuizOnly = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n vasvra uit 'n vroeëre hoofstuk, sodat leerders dit voor hierdie een kan bereik.` : locale === "zu" ? `Khetha isivivinyo esivela esahlukweni sangaphambili, ukuze abafundi bakwazi ukusifinyelela ngaphambi kwalesi.` : `Choose a quiz from an earlier chapter, so learners can reach it before this one.`;
export const chapterNotFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoofstuk nie gevind nie` : locale === "zu" ? `Isahluko asitholakalanga` : `Chapter not found`;
export const courseNotFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus nie gevind nie` : locale === "zu" ? `Inkambo ayitholakalanga` : `Course not found`;
export const chooseQuizFromList = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n vasvra uit die lys.` : locale === "zu" ? `Khetha isivivinyo ohlwini.` : `Choose a quiz from the list.`;
export const noLongerExists = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dit bestaan nie meer nie: iemand het dit dalk geskrap.` : locale === "zu" ? `Akusekho: kungenzeka ukuthi othile ukususile.` : `It no longer exists: someone may have deleted it.`;
export const staleEdit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand anders het dit gestoor nadat jy dit oopgemaak het. Jou verandering is nie gestoor nie, so niks van hulle s'n is oorskryf nie. Herlaai om die nuutste weergawe te sien.` : locale === "zu" ? `Omunye umuntu ukulondolozile lokhu selokhu wakuvula. Ushintsho lwakho alulondolozwanga, ngakho akukho okwakhe okubhalwe ngaphezulu. Layisha kabusha ukuze ubone inguqulo yakamuva.` : `Someone else saved this since you opened it. Your change was not saved, so nothing of theirs was overwritten. Reload to see the latest version.`;
export const chapterGone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie hoofstuk bestaan nie meer nie.` : locale === "zu" ? `Lesi sahluko asisekho.` : `This chapter no longer exists.`;
export const lessonGone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie les bestaan nie meer nie.` : locale === "zu" ? `Lesi sifundo asisekho.` : `This lesson no longer exists.`;
export const listChanged = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die lys het verander nadat jy dit oopgemaak het (iemand het 'n item bygevoeg of verwyder). Herlaai en probeer weer.` : locale === "zu" ? `Uhlu lushintshile selokhu walivula (othile wengeze noma wasusa into). Layisha kabusha bese uzama futhi.` : `The list changed since you opened it (someone added or removed an item). Reload and try again.`;
export const addCourseFailed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kon nie kursus byvoeg nie` : locale === "zu" ? `Yehlulekile ukwengeza inkambo` : `Failed to add course`;
export const chapterUpdated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoofstuk bygewerk` : locale === "zu" ? `Isahluko sibuyekeziwe` : `Chapter updated`;
export const courseUpdated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus suksesvol bygewerk` : locale === "zu" ? `Inkambo ibuyekezwe ngempumelelo` : `Course updated successfully`;
export const typeAccreditation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Akkreditering` : locale === "zu" ? `Ukugunyazwa` : `Accreditation`;
export const typeCertification = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifisering` : locale === "zu" ? `Ukunikezwa isitifiketi` : `Certification`;
export const typeImprovement = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verbetering/Ondersteuning` : locale === "zu" ? `Ukuthuthukisa/Ukwesekwa` : `Improvement/Support`;
export const titleTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Titel mag hoogstens 300 karakters wees` : locale === "zu" ? `Isihloko kufanele singabi ngaphezu kwezinhlamvu ezingu-300` : `Title must be at most 300 characters`;
export const subtitleTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Subtitel mag hoogstens 300 karakters wees` : locale === "zu" ? `Isihlokwana kufanele singabi ngaphezu kwezinhlamvu ezingu-300` : `Subtitle must be at most 300 characters`;
export const chooseCourseType = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies akkreditering, sertifisering of verbetering` : locale === "zu" ? `Khetha ukugunyazwa, ukunikezwa isitifiketi noma ukuthuthukisa` : `Choose accreditation, certification or improvement`;
export const coverTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die omslagadres is te lank` : locale === "zu" ? `Ikheli lesithombe sekhava lide kakhulu` : `The cover address is too long`;
export const coverUploadOrHttps = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai 'n prent op of voer 'n https://-adres in` : locale === "zu" ? `Layisha isithombe noma ufake ikheli le-https://` : `Upload an image or enter an https:// address`;
export const descriptionTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die beskrywing is te lank` : locale === "zu" ? `Incazelo inde kakhulu` : `The description is too long`;
export const outcomeTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uitkoms mag hoogstens 5000 karakters wees` : locale === "zu" ? `Umphumela kufanele ungabi ngaphezu kwezinhlamvu ezingu-5000` : `Outcome must be at most 5000 characters`;
export const requirementsTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vereistes mag hoogstens 5000 karakters wees` : locale === "zu" ? `Izidingo kufanele zingabi ngaphezu kwezinhlamvu ezingu-5000` : `Requirements must be at most 5000 characters`;
export const slugRequired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die adresnaam is nodig` : locale === "zu" ? `Igama lekheli liyadingeka` : `Slug is required`;
export const slugTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die adresnaam mag hoogstens 120 karakters wees` : locale === "zu" ? `Igama lekheli kufanele lingabi ngaphezu kwezinhlamvu ezingu-120` : `Slug must be at most 120 characters`;
export const slugPattern = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebruik kleinletters, syfers en enkele koppeltekens, bv. iso-9001-internal-auditor` : locale === "zu" ? `Sebenzisa izinhlamvu ezincane, izinombolo nezihlukanisi ezizodwa, isb. iso-9001-internal-auditor` : `Use lower-case letters, digits and single hyphens, e.g. iso-9001-internal-auditor`;
export const durationWholeMinutes = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die duur in hele minute in, bv. 90, of laat dit leeg` : locale === "zu" ? `Faka isikhathi ngemizuzu ephelele, isb. 90, noma ukushiye kungenalutho` : `Enter the duration in whole minutes, e.g. 90, or leave it empty`;
export const priceInRand = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die prys in rand in, bv. 12500 of R 12 500.00, of laat dit leeg om 'n kwotasie te vra` : locale === "zu" ? `Faka intengo ngamarandi, isb. 12500 noma R 12 500.00, noma uyishiye ingenalutho ukuze kucelwe ikhotheshini` : `Enter the price in rand, e.g. 12500 or R 12 500.00, or leave it empty to ask for a quote`;
export const videoPercent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n heel persentasie van 1 tot 100 in, of laat dit leeg sodat video's nie gekyk hoef te word nie` : locale === "zu" ? `Faka iphesenti eliphelele kusuka ku-1 kuya ku-100, noma ulishiye lingenalutho ukuze amavidiyo angadingi ukubukwa` : `Enter a whole per cent from 1 to 100, or leave it empty so videos need not be watched`;
export const prerequisitesAtMost = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies hoogstens 50 voorvereiste kursusse uit die lys` : locale === "zu" ? `Khetha izinkambo ezidingekayo kuqala ezingekho ngaphezu kwezingu-50 ohlwini` : `Choose at most 50 prerequisite courses from the list`;
export const lessonsInOrder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lesse in volgorde: elke les gaan oop wanneer die vorige een voltooi is` : locale === "zu" ? `Izifundo ngokulandelana: isifundo ngasinye sivuleka uma esandulele siqediwe` : `Lessons in order: each lesson opens when the previous one is complete`;
export const videoWatchPercent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Videolesse tel wanneer gekyk tot (%)` : locale === "zu" ? `Izifundo zevidiyo zibalwa uma zibukwe kuze kufike ku (%)` : `Video lessons count when watched to (%)`;
export const prerequisiteCourses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voorvereiste kursusse` : locale === "zu" ? `Izinkambo ezidingekayo kuqala` : `Prerequisite courses`;
export const accountMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daardie rekening bestaan nie.` : locale === "zu" ? `Leyo akhawunti ayikho.` : `That account does not exist.`;
export const alreadyEnrolled = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} is reeds ingeskryf` : locale === "zu" ? `U-${values.name} usebhalisile kakade` : `${values.name} is already enrolled`;
export const userAdded = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebruiker suksesvol bygevoeg` : locale === "zu" ? `Umsebenzisi wengezwe ngempumelelo` : `User added successfully`;
export const notCourseEditor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jy het nie toestemming om hierdie kursus te wysig nie.` : locale === "zu" ? `Awunayo imvume yokuhlela le nkambo.` : `You do not have permission to edit this course.`;
export const courseMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kursus bestaan nie.` : locale === "zu" ? `Le nkambo ayikho.` : `This course does not exist.`;
export const prereqYouOne = (values: { names: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voltooi eers hierdie kursus: ${values.names}.` : locale === "zu" ? `Qala uqede le nkambo: ${values.names}.` : `Complete this course first: ${values.names}.`;
export const prereqYouMany = (values: { names: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voltooi eers hierdie kursusse: ${values.names}.` : locale === "zu" ? `Qala uqede lezi zinkambo: ${values.names}.` : `Complete these courses first: ${values.names}.`;
export const prereqStaffOne = (values: { name: string | number; names: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} het nie die voorvereiste kursus ${values.names} voltooi nie.` : locale === "zu" ? `U-${values.name} akayiqedanga inkambo edingekayo kuqala ${values.names}.` : `${values.name} has not completed the prerequisite course ${values.names}.`;
export const prereqStaffMany = (values: { name: string | number; names: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} het nie die voorvereiste kursusse ${values.names} voltooi nie.` : locale === "zu" ? `U-${values.name} akaziqedanga izinkambo ezidingekayo kuqala ${values.names}.` : `${values.name} has not completed the prerequisite courses ${values.names}.`;
export const cannotRequireItself = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Kursus kan nie homself vereis nie.` : locale === "zu" ? `Inkambo ayikwazi ukuzidinga yona.` : `A course cannot require itself.`;
export const chosenCourseGone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Een van die gekose kursusse bestaan nie meer nie. Herlaai en kies weer.` : locale === "zu" ? `Enye yezinkambo ezikhethiwe ayisekho. Layisha kabusha bese ukhetha futhi.` : `One of the chosen courses no longer exists. Reload and choose again.`;
export const requiresStep = (values: { course: string | number; required: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.course} vereis ${values.required}` : locale === "zu" ? `${values.course} idinga ${values.required}` : `${values.course} requires ${values.required}`;
export const prereqCircle = (values: { steps: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie voorvereistes sou 'n kringloop vorm, sodat niemand ooit kan begin nie: ${values.steps}. Verwyder een daarvan.` : locale === "zu" ? `Lezi zidingo zokuqala zingakha indilinga, ngakho akekho owayengaqala: ${values.steps}. Susa esisodwa sazo.` : `These prerequisites would make a circle, so no one could ever start: ${values.steps}. Remove one of them.`;
export const fieldCourseTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursustitel` : locale === "zu" ? `Isihloko senkambo` : `Course title`;
export const fieldCourseName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusnaam` : locale === "zu" ? `Igama lenkambo` : `Course name`;
export const fieldPriceNote = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Prysnota` : locale === "zu" ? `Inothi lentengo` : `Price note`;
export const fieldWhoItIsFor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vir wie dit is` : locale === "zu" ? `Okwenzelwe bani` : `Who it is for`;
export const fieldAccreditation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Akkreditasie` : locale === "zu" ? `Ukugunyazwa` : `Accreditation`;
export const fieldQuestionsAndAnswers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vrae en antwoorde` : locale === "zu" ? `Imibuzo nezimpendulo` : `Questions and answers`;
export const fieldChapterTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoofstuktitel` : locale === "zu" ? `Isihloko sesahluko` : `Chapter title`;
export const fieldLessonTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lestitel` : locale === "zu" ? `Isihloko sesifundo` : `Lesson title`;
