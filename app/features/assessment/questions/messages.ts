// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";

export const typeSingle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Enkele keuse` : locale === "zu" ? `Ukukhetha okukodwa` : `Single choice`;
export const typeMultiple = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Meervoudige antwoorde` : locale === "zu" ? `Izimpendulo eziningi` : `Multiple answers`;
export const typeTrueFalse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Waar of onwaar` : locale === "zu" ? `Iqiniso noma amanga` : `True or false`;
export const typeMatching = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Pasmaak` : locale === "zu" ? `Ukufanisa` : `Matching`;
export const typeOrdering = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Orden` : locale === "zu" ? `Ukuhlela ngokulandelana` : `Ordering`;
export const typeShortAnswer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kort antwoord` : locale === "zu" ? `Impendulo emfushane` : `Short answer`;
export const typeNumeric = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Numeries` : locale === "zu" ? `Inombolo` : `Numeric`;
export const typeFillBlanks = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vul die oop plekke in` : locale === "zu" ? `Gcwalisa izikhala` : `Fill in the blanks`;
export const typeEssay = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opstel` : locale === "zu" ? `Indatshana` : `Essay`;
export const questionTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die vraag is te lank.` : locale === "zu" ? `Umbuzo mude kakhulu.` : `The question is too long.`;
export const enterQuestion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die vraag in.` : locale === "zu" ? `Faka umbuzo.` : `Enter the question.`;
export const feedbackTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die terugvoer is te lank.` : locale === "zu" ? `Impendulo yokuqondisa inde kakhulu.` : `The feedback is too long.`;
export const optionTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die opsie is te lank.` : locale === "zu" ? `Okukhethwayo kude kakhulu.` : `The option is too long.`;
export const enterOption = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die opsie in.` : locale === "zu" ? `Faka okukhethwayo.` : `Enter the option.`;
export const optionFeedbackTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die opsie se terugvoer is te lank.` : locale === "zu" ? `Impendulo yokuqondisa yokukhethwayo inde kakhulu.` : `The option feedback is too long.`;
export const promptTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die aanwysing is te lank.` : locale === "zu" ? `Isiqondiso side kakhulu.` : `The prompt is too long.`;
export const enterPrompt = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die aanwysing in.` : locale === "zu" ? `Faka isiqondiso.` : `Enter the prompt.`;
export const itemTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die item is te lank.` : locale === "zu" ? `Into inde kakhulu.` : `The item is too long.`;
export const enterItem = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die item in.` : locale === "zu" ? `Faka into.` : `Enter the item.`;
export const markingGuideTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die nasiengids is te lank.` : locale === "zu" ? `Umhlahlandlela wokumaka mude kakhulu.` : `The marking guide is too long.`;
export const acceptedAnswerEmpty = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Aanvaarde antwoord kan nie leeg wees nie.` : locale === "zu" ? `Impendulo eyamukelwayo ayikwazi ukungabi nalutho.` : `An accepted answer cannot be empty.`;
export const answerTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die antwoord is te lank.` : locale === "zu" ? `Impendulo inde kakhulu.` : `The answer is too long.`;
export const pointsRange = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die punte in as 'n heelgetal van 1 tot 100.` : locale === "zu" ? `Faka amaphuzu njengenombolo ephelele kusuka ku-1 kuya ku-100.` : `Enter the points as a whole number from 1 to 100.`;
export const atLeastTwoOptions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Vraag het minstens twee opsies nodig.` : locale === "zu" ? `Umbuzo udinga okungenani okukhethwayo okubili.` : `A question needs at least two options.`;
export const atMostTenOptions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Vraag het hoogstens tien opsies.` : locale === "zu" ? `Umbuzo unokukhethwayo okungekho ngaphezu kweshumi.` : `A question has at most ten options.`;
export const exactlyOneCorrect = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Merk presies een opsie as korrek.` : locale === "zu" ? `Maka okukhethwayo okukodwa kuphela njengokulungile.` : `Mark exactly one option correct.`;
export const atLeastOneCorrect = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Merk minstens een opsie as korrek.` : locale === "zu" ? `Maka okungenani okukhethwayo okukodwa njengokulungile.` : `Mark at least one option correct.`;
export const enterMatchingAnswer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die passende antwoord in.` : locale === "zu" ? `Faka impendulo efanayo.` : `Enter the matching answer.`;
export const atLeastTwoPairs = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Pasmaakvraag het minstens twee pare nodig.` : locale === "zu" ? `Umbuzo wokufanisa udinga okungenani amapheya amabili.` : `A matching question needs at least two pairs.`;
export const atMostTwelvePairs = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Pasmaakvraag het hoogstens twaalf pare.` : locale === "zu" ? `Umbuzo wokufanisa unamapheya angekho ngaphezu kweshumi nambili.` : `A matching question has at most twelve pairs.`;
export const atLeastTwoItems = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Ordenvraag het minstens twee items nodig.` : locale === "zu" ? `Umbuzo wokuhlela udinga okungenani izinto ezimbili.` : `An ordering question needs at least two items.`;
export const atMostTwelveItems = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Ordenvraag het hoogstens twaalf items.` : locale === "zu" ? `Umbuzo wokuhlela unezinto ezingekho ngaphezu kweshumi nambili.` : `An ordering question has at most twelve items.`;
export const atLeastOneAccepted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer minstens een aanvaarde antwoord in.` : locale === "zu" ? `Faka okungenani impendulo eyodwa eyamukelwayo.` : `Enter at least one accepted answer.`;
export const correctValueNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die korrekte waarde as 'n getal in.` : locale === "zu" ? `Faka inani elilungile njengenombolo.` : `Enter the correct value as a number.`;
export const toleranceNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die toleransie as 'n getal in.` : locale === "zu" ? `Faka ukubekezelela njengenombolo.` : `Enter the tolerance as a number.`;
export const toleranceNegative = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die toleransie kan nie negatief wees nie.` : locale === "zu" ? `Ukubekezelela akukwazi ukuba ngaphansi kuka-zero.` : `The tolerance cannot be negative.`;
export const enterBlanksText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die teks met sy oop plekke in.` : locale === "zu" ? `Faka umbhalo nezikhala zawo.` : `Enter the text with its blanks.`;
export const textTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die teks is te lank.` : locale === "zu" ? `Umbhalo mude kakhulu.` : `The text is too long.`;
export const markOneBlank = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Merk minstens een oop plek as [[answer]].` : locale === "zu" ? `Maka okungenani isikhala esisodwa njengo-[[answer]].` : `Mark at least one blank as [[answer]].`;
export const blankNeedsAnswer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Elke oop plek het 'n antwoord binne [[ ]] nodig.` : locale === "zu" ? `Isikhala ngasinye sidinga impendulo ngaphakathi kwe-[[ ]].` : `Every blank needs an answer inside [[ ]].`;
export const chooseQuestionType = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n vraagsoort.` : locale === "zu" ? `Khetha uhlobo lombuzo.` : `Choose a question type.`;
export const enterCategoryName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die kategorie se naam in.` : locale === "zu" ? `Faka igama lesigaba.` : `Enter the category's name.`;
export const categoryNameTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Kategorie se naam het hoogstens 120 karakters.` : locale === "zu" ? `Igama lesigaba alinazinhlamvu ezingaphezu kwezingu-120.` : `A category's name has at most 120 characters.`;
export const formLostRecord = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vorm weet nie meer oor watter rekord dit gaan nie. Herlaai die bladsy.` : locale === "zu" ? `Leli fomu alisazi ukuthi limayelana nayiphi irekhodi. Layisha kabusha ikhasi.` : `This form lost which record it is about. Reload the page.`;
export const unknownBankIntent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vorm het iets gevra wat die vraebank nie doen nie. Herlaai die bladsy.` : locale === "zu" ? `Leli fomu licele into ibhange lemibuzo elingayenzi. Layisha kabusha ikhasi.` : `This form asked for something the question bank does not do. Reload the page.`;
export const chooseCategory = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n kategorie.` : locale === "zu" ? `Khetha isigaba.` : `Choose a category.`;
export const titleTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die titel het hoogstens 200 karakters.` : locale === "zu" ? `Isihloko asinazinhlamvu ezingaphezu kwezingu-200.` : `The title has at most 200 characters.`;
export const tooManyTags = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Te veel etikette.` : locale === "zu" ? `Omaka baningi kakhulu.` : `Too many tags.`;
export const tagTooLong = (values: { max: string | number; tag: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Etiket het hoogstens ${values.max} karakters ("${values.tag}…").` : locale === "zu" ? `Umaka awunazinhlamvu ezingaphezu kwezingu-${values.max} ("${values.tag}…").` : `A tag has at most ${values.max} characters ("${values.tag}…").`;
export const tooManyTagsCount = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Vraag het hoogstens ${values.max} etikette.` : locale === "zu" ? `Umbuzo awunabo omaka abangaphezu kuka-${values.max}.` : `A question has at most ${values.max} tags.`;
export const categoryNameTaken = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bank het reeds 'n kategorie met daardie naam.` : locale === "zu" ? `Leli bhange selinesigaba esinalelo gama.` : `This bank already has a category of that name.`;
export const categoryStillHolds = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `"${values.name}" bevat nog vrae (geargiveerde tel ook), so dit kan nie geskrap word nie. Skuif hulle eers na 'n ander kategorie.` : locale === "zu" ? `"${values.name}" isenemibuzo (ngisho nefakwe kungobo yomlando iyabalwa), ngakho ayikwazi ukususwa. Qala uyihambise kwesinye isigaba.` : `"${values.name}" still holds questions (archived ones count too), so it cannot be deleted. Move them to another category first.`;
export const csvEmpty = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die lêer is leeg.` : locale === "zu" ? `Ifayela alinalutho.` : `The file is empty.`;
export const csvNoColumn = (values: { column: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die opskrifry het geen "${values.column}"-kolom nie.` : locale === "zu" ? `Umugqa wezihloko awunalo ikholomu ethi "${values.column}".` : `The header row has no "${values.column}" column.`;
export const csvUnknownColumn = (values: { column: string | number; columns: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `"${values.column}" is nie 'n kolom van 'n vraebanklêer nie (die kolomme is ${values.columns}).` : locale === "zu" ? `"${values.column}" akuyona ikholomu yefayela lebhange lemibuzo (amakholomu ngu-${values.columns}).` : `"${values.column}" is not a column of a question bank file (the columns are ${values.columns}).`;
export const nothingImported = (values: { problems: string | number; what: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niks is ingevoer nie: ${values.what}. ${values.problems}` : locale === "zu" ? `Akukho okungenisiwe: ${values.what}. ${values.problems}` : `Nothing was imported: ${values.what}. ${values.problems}`;
export const andMore = (values: { count: string | number; problems: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.problems} …en nog ${values.count}.` : locale === "zu" ? `${values.problems} …nokunye okungu-${values.count}.` : `${values.problems} …and ${values.count} more.`;
export const fileHasProblems = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `die lêer het probleme` : locale === "zu" ? `ifayela linezinkinga` : `the file has problems`;
export const rowsHaveProblems = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `sommige rye het probleme` : locale === "zu" ? `eminye imigqa inezinkinga` : `some rows have problems`;
export const itemsUnreadable = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `sommige items kon nie gelees word nie` : locale === "zu" ? `ezinye izinto azikwazanga ukufundwa` : `some items could not be read`;
export const headerOnly = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niks is ingevoer nie: die lêer het 'n opskrifry en geen vrae nie.` : locale === "zu" ? `Akukho okungenisiwe: ifayela linomugqa wezihloko kuphela, alinayo imibuzo.` : `Nothing was imported: the file has a header row and no questions.`;
export const tooManyInFile = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niks is ingevoer nie: 'n lêer mag hoogstens ${values.max} vrae bevat.` : locale === "zu" ? `Akukho okungenisiwe: ifayela lingaba nemibuzo engekho ngaphezu kwengu-${values.max}.` : `Nothing was imported: a file may hold at most ${values.max} questions.`;
export const tooManyInPackage = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niks is ingevoer nie: 'n pakket mag hoogstens ${values.max} items bevat.` : locale === "zu" ? `Akukho okungenisiwe: iphakheji ingaba nezinto ezingekho ngaphezu kwezingu-${values.max}.` : `Nothing was imported: a package may hold at most ${values.max} items.`;
export const chooseImportCategory = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n kategorie van hierdie bank om in te voer.` : locale === "zu" ? `Khetha isigaba saleli bhange ozongenisela kuso.` : `Choose a category of this bank to import into.`;
export const duplicatePartId = (values: { id: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Twee dele van hierdie vraag deel die id "${values.id}".` : locale === "zu" ? `Izingxenye ezimbili zalo mbuzo zabelana nge-id ethi "${values.id}".` : `Two parts of this question share the id "${values.id}".`;
export const checkQuestion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kyk na die vraag: iets daarin is nie geldig nie.` : locale === "zu" ? `Hlola umbuzo: kukhona okungavumelekile kuwo.` : `Check the question: something in it is not valid.`;
export const qtiNoItem = (values: { file: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.file} bevat geen assessmentItem nie.` : locale === "zu" ? `I-${values.file} ayinayo i-assessmentItem.` : `${values.file} holds no assessmentItem.`;
export const qtiNoBody = (values: { file: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.file} het geen itemBody nie.` : locale === "zu" ? `I-${values.file} ayinayo i-itemBody.` : `${values.file} has no itemBody.`;
export const qtiUnreadable = (values: { file: string | number; interaction: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.file} bevat 'n ${values.interaction}, wat die vraebank nie kan lees nie.` : locale === "zu" ? `I-${values.file} inayo i-${values.interaction}, ibhange lemibuzo elingakwazi ukuyifunda.` : `${values.file} holds a ${values.interaction}, which the question bank cannot read.`;
export const qtiNoInteraction = (values: { file: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.file} bevat geen interaksie wat die vraebank kan lees nie.` : locale === "zu" ? `I-${values.file} ayinayo i-interaction ibhange lemibuzo elingayifunda.` : `${values.file} holds no interaction the question bank can read.`;
export const qtiManyInteractions = (values: { file: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.file} bevat meer as een soort interaksie; die bank lees een vraag per item.` : locale === "zu" ? `I-${values.file} inezinhlobo ezingaphezu kolulodwa ze-interaction; ibhange lifunda umbuzo owodwa entweni ngayinye.` : `${values.file} holds more than one kind of interaction; the bank reads one question per item.`;
export const qtiOrderIncomplete = (values: { file: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.file}: die korrekte volgorde noem nie elke item van die orderInteraction nie.` : locale === "zu" ? `${values.file}: ukulandelana okulungile akuziqambi zonke izinto ze-orderInteraction.` : `${values.file}: the correct order does not name every item of the orderInteraction.`;
export const theFile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die lêer` : locale === "zu" ? `Ifayela` : `The file`;
export const notQtiPackage = (values: { file: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.file} is nie 'n QTI-pakket nie: kies die ZIP-inhoudpakket (met imsmanifest.xml) of een item se XML-lêer.` : locale === "zu" ? `I-${values.file} akuyona iphakheji ye-QTI: khetha iphakheji yokuqukethwe ye-ZIP (ene-imsmanifest.xml) noma ifayela le-XML lento eyodwa.` : `${values.file} is not a QTI package: choose the ZIP content package (with imsmanifest.xml) or one item's XML file.`;
export const notReadableZip = (values: { file: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.file} is nie 'n leesbare ZIP-lêer nie. Voer die pakket weer uit.` : locale === "zu" ? `I-${values.file} akulona ifayela le-ZIP elifundekayo. Thekelisa iphakheji futhi.` : `${values.file} is not a readable ZIP file. Export the package again.`;
export const noManifest = (values: { file: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.file} het geen imsmanifest.xml bo-aan nie, so dit is nie 'n QTI-inhoudpakket nie.` : locale === "zu" ? `I-${values.file} ayinayo i-imsmanifest.xml phezulu, ngakho akuyona iphakheji yokuqukethwe ye-QTI.` : `${values.file} has no imsmanifest.xml at its top, so it is not a QTI content package.`;
export const manifestNoItems = (values: { file: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die imsmanifest.xml van ${values.file} lys geen QTI-items nie.` : locale === "zu" ? `I-imsmanifest.xml ye-${values.file} ayibali zinto ze-QTI.` : `The imsmanifest.xml of ${values.file} lists no QTI items.`;
export const manifestMissingEntry = (values: { file: string | number; href: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die manifes lys ${values.href}, wat nie in ${values.file} is nie.` : locale === "zu" ? `I-manifest ibala i-${values.href}, engekho ku-${values.file}.` : `The manifest lists ${values.href}, which is not in ${values.file}.`;
export const questionMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vraag is nie in hierdie vraebank nie.` : locale === "zu" ? `Lo mbuzo awukho kuleli bhange lemibuzo.` : `This question is not in this question bank.`;
export const categoryMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kategorie is nie in hierdie vraebank nie. Dit is dalk geskrap.` : locale === "zu" ? `Lesi sigaba asikho kuleli bhange lemibuzo. Kungenzeka ukuthi sisusiwe.` : `This category is not in this question bank. It may have been deleted.`;
export const invalidCursor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie lysadres het 'n bladsymerker (after=) wat geen bladsy van die bank gemaak het nie.` : locale === "zu" ? `Leli kheli lohlu linomaka wekhasi (after=) ongenziwanga yikhasi lebhange.` : `This list address has a page marker (after=) that no page of the bank made.`;
export const csvNotAType = (values: { type: string | number; types: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `"${values.type}" is nie 'n vraagsoort nie (die soorte is ${values.types}).` : locale === "zu" ? `"${values.type}" akulona uhlobo lombuzo (izinhlobo ngu-${values.types}).` : `"${values.type}" is not a question type (the types are ${values.types}).`;
export const csvTypeEmpty = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die soort is leeg.` : locale === "zu" ? `Uhlobo alunalutho.` : `The type is empty.`;
export const csvGiveChoiceNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gee die regte keuse se nommer (1 vir die eerste).` : locale === "zu" ? `Nika inombolo yokukhetha okulungile (1 kokuqala).` : `Give the right choice's number (1 for the first).`;
export const csvNotChoiceNumber = (values: { count: string | number; text: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `"${values.text}" is nie 'n keuse se nommer van 1 tot ${values.count} nie.` : locale === "zu" ? `"${values.text}" akuyona inombolo yokukhetha kusuka ku-1 kuya ku-${values.count}.` : `"${values.text}" is not a choice's number from 1 to ${values.count}.`;
export const csvMoreFeedback = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daar is meer terugvoerreëls as keuses.` : locale === "zu" ? `Kunemigqa yempendulo yokuqondisa eminingi kunokukhethwayo.` : `There are more feedback lines than choices.`;
export const csvTrueOrFalse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skryf true of false.` : locale === "zu" ? `Bhala u-true noma u-false.` : `Write true or false.`;
export const csvPromptsAnswers = (values: { answers: string | number; prompts: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daar is ${values.prompts} aanwysings in "choices" en ${values.answers} antwoorde: gee een antwoord per aanwysing.` : locale === "zu" ? `Kunezinkomba ezingu-${values.prompts} ku-"choices" nezimpendulo ezingu-${values.answers}: nika impendulo eyodwa esiqondisweni ngasinye.` : `There are ${values.prompts} prompts in "choices" and ${values.answers} answers: give one answer per prompt.`;
export const csvYesOrNo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skryf yes of no.` : locale === "zu" ? `Bhala u-yes noma u-no.` : `Write yes or no.`;
export const csvOneNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gee die korrekte waarde as een getal (3,5 of 3.5).` : locale === "zu" ? `Nika inani elilungile njengenombolo eyodwa (3,5 noma 3.5).` : `Give the correct value as one number (3,5 or 3.5).`;
export const csvTolerance = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gee die toleransie as 'n getal (0 vir 'n presiese antwoord).` : locale === "zu" ? `Nika ukubekezelela njengenombolo (0 ngempendulo eqondile ngqo).` : `Give the tolerance as a number (0 for an exact answer).`;
export const csvMostWords = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gee die meeste woorde as 'n heelgetal, of laat dit leeg.` : locale === "zu" ? `Nika amagama amaningi kakhulu njengenombolo ephelele, noma ukushiye kungenalutho.` : `Give the most words as a whole number, or leave it empty.`;
export const rowProblem = (values: { message: string | number; row: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ry ${values.row}: ${values.message}` : locale === "zu" ? `Umugqa ${values.row}: ${values.message}` : `Row ${values.row}: ${values.message}`;
export const rowColumnProblem = (values: { column: string | number; message: string | number; row: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ry ${values.row}, ${values.column}: ${values.message}` : locale === "zu" ? `Umugqa ${values.row}, ${values.column}: ${values.message}` : `Row ${values.row}, ${values.column}: ${values.message}`;
