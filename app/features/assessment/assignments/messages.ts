// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";
import { plural } from "../../../lib/i18n/message-runtime.ts";

export const kindPdf = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `PDF-dokumente` : locale === "zu" ? `Amadokhumenti e-PDF` : `PDF documents`;
export const kindImage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Prente (JPEG of PNG)` : locale === "zu" ? `Izithombe (JPEG noma PNG)` : `Images (JPEG or PNG)`;
export const kindWord = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Word-dokumente (.docx)` : locale === "zu" ? `Amadokhumenti e-Word (.docx)` : `Word documents (.docx)`;
export const enterCriterionTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die kriterium se titel in.` : locale === "zu" ? `Faka isihloko senqubo yokuhlola.` : `Enter the criterion's title.`;
export const titleTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die titel is te lank.` : locale === "zu" ? `Isihloko side kakhulu.` : `The title is too long.`;
export const descriptionTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die beskrywing is te lank.` : locale === "zu" ? `Incazelo inde kakhulu.` : `The description is too long.`;
export const enterLevelName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die vlak se naam in.` : locale === "zu" ? `Faka igama lezinga.` : `Enter the level's name.`;
export const levelNameTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die vlak se naam is te lank.` : locale === "zu" ? `Igama lezinga lide kakhulu.` : `The level's name is too long.`;
export const levelPointsRange = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die punte in as 'n heelgetal van 0 tot 100.` : locale === "zu" ? `Faka amaphuzu njengenombolo ephelele kusuka ku-0 kuya ku-100.` : `Enter the points as a whole number from 0 to 100.`;
export const instructionsTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die instruksies is te lank.` : locale === "zu" ? `Imiyalelo mide kakhulu.` : `The instructions are too long.`;
export const atMost30Criteria = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Opdrag het hoogstens 30 kriteria.` : locale === "zu" ? `Umsebenzi unezindlela zokuhlola ezingekho ngaphezu kwezingu-30.` : `An assignment has at most 30 criteria.`;
export const chooseMarking = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies bekwaam / nog nie bekwaam nie of 'n rubriek.` : locale === "zu" ? `Khetha unekhono / akakabi nekhono noma irubhrikhi.` : `Choose competent / not yet competent or a rubric.`;
export const atMost10Levels = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Rubriek het hoogstens 10 vlakke.` : locale === "zu" ? `Irubhrikhi inamazinga angekho ngaphezu kwayi-10.` : `A rubric has at most 10 levels.`;
export const filesRange = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die aantal lêers van 0 tot ${values.max} in.` : locale === "zu" ? `Faka inani lamafayela kusuka ku-0 kuya ku-${values.max}.` : `Enter the number of files from 0 to ${values.max}.`;
export const rubricTwoLevels = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Rubriek het minstens twee vlakke nodig.` : locale === "zu" ? `Irubhrikhi idinga okungenani amazinga amabili.` : `A rubric needs at least two levels.`;
export const criterionN = (values: { position: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kriterium ${values.position}` : locale === "zu" ? `Indlela yokuhlola ${values.position}` : `Criterion ${values.position}`;
export const notShown = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie getoon nie` : locale === "zu" ? `Akubonisiwe` : `Not shown`;
export const partlyShown = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gedeeltelik getoon` : locale === "zu" ? `Kubonisiwe kancane` : `Partly shown`;
export const fullyShown = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ten volle getoon` : locale === "zu" ? `Kubonisiwe ngokugcwele` : `Fully shown`;
export const competent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bekwaam` : locale === "zu" ? `Unekhono` : `Competent`;
export const notYetCompetent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog nie bekwaam nie` : locale === "zu" ? `Akakabi nekhono` : `Not yet competent`;
export const mailSubjectCompetent = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.title}: bekwaam` : locale === "zu" ? `${values.title}: unekhono` : `${values.title}: competent`;
export const mailSubjectNotYet = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.title}: nog nie bekwaam nie` : locale === "zu" ? `${values.title}: akukabi nekhono` : `${values.title}: not yet competent`;
export const mailHeadingCompetent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jou opdrag is bekwaam` : locale === "zu" ? `Umsebenzi wakho unekhono` : `Your assignment is competent`;
export const mailHeadingNotYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jou opdrag is nog nie bekwaam nie` : locale === "zu" ? `Umsebenzi wakho awukabi nekhono` : `Your assignment is not yet competent`;
export const hello = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hallo ${values.name},` : locale === "zu" ? `Sawubona ${values.name},` : `Hello ${values.name},`;
export const mailMarkedCompetent = (values: { course: string | number; title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jou assessor het "${values.title}" in ${values.course} nagesien: bekwaam.` : locale === "zu" ? `Umhloli wakho umake "${values.title}" ku-${values.course}: unekhono.` : `Your assessor has marked "${values.title}" in ${values.course}: competent.`;
export const mailMarkedNotYet = (values: { course: string | number; title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jou assessor het "${values.title}" in ${values.course} nagesien: nog nie bekwaam nie.` : locale === "zu" ? `Umhloli wakho umake "${values.title}" ku-${values.course}: akukabi nekhono.` : `Your assessor has marked "${values.title}" in ${values.course}: not yet competent.`;
export const mailWellDone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Mooi so. Die besluit en die assessor se kommentaar is op die opdrag se bladsy.` : locale === "zu" ? `Wenze kahle. Isinqumo nemibono yomhloli kusekhasini lomsebenzi.` : `Well done. The decision and the assessor's comments are on the assignment's page.`;
export const mailResubmit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lees die assessor se kommentaar oor elke kriterium, en handig dan jou werk weer in met Dien weer in.` : locale === "zu" ? `Funda imibono yomhloli ngendlela yokuhlola ngayinye, bese uphinda uhambisa umsebenzi wakho ngokuthi Thumela futhi.` : `Read the assessor's comments on each criterion, then hand in your work again with Resubmit.`;
export const mailAssessorComment = (values: { comment: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die assessor se kommentaar: ${values.comment}` : locale === "zu" ? `Umbono womhloli: ${values.comment}` : `The assessor's comment: ${values.comment}`;
export const openAssignment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak die opdrag oop` : locale === "zu" ? `Vula umsebenzi` : `Open the assignment`;
export const assignment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opdrag` : locale === "zu" ? `Umsebenzi` : `Assignment`;
export const submissionMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie inhandiging bestaan nie.` : locale === "zu" ? `Lokhu okuthunyelwe akukho.` : `This submission does not exist.`;
export const notOwnWork = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jy mag nie jou eie werk nasien nie.` : locale === "zu" ? `Awuvunyelwe ukumaka umsebenzi wakho.` : `You may not mark your own work.`;
export const assignmentGone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie opdrag is nie meer in die kursus nie.` : locale === "zu" ? `Lo msebenzi awusekho enkambweni.` : `This assignment is no longer in the course.`;
export const decideEveryCriterion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Besluit oor elke kriterium.` : locale === "zu" ? `Nquma ngendlela yokuhlola ngayinye.` : `Decide every criterion.`;
export const alreadyMarked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Ander assessor het hierdie werk nagesien terwyl jy dit nagesien het. Hul besluit staan: herlaai om dit te lees.` : locale === "zu" ? `Omunye umhloli umake lo msebenzi ngesikhathi usawumaka. Isinqumo sakhe siyama: layisha kabusha ukuze usifunde.` : `Another assessor marked this work while you were marking it. Their decision stands: reload to read it.`;
export const answerTooLongAttach = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jou antwoord is te lank. Maak dit korter of heg dit as 'n lêer aan.` : locale === "zu" ? `Impendulo yakho inde kakhulu. Yinciphise noma uyinamathisele njengefayela.` : `Your answer is too long. Shorten it or attach it as a file.`;
export const answerTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jou antwoord is te lank.` : locale === "zu" ? `Impendulo yakho inde kakhulu.` : `Your answer is too long.`;
export const formMissingRecord = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vorm kort sy rekord. Herlaai die bladsy.` : locale === "zu" ? `Leli fomu alinalo irekhodi lalo. Layisha kabusha ikhasi.` : `This form is missing its record. Reload the page.`;
export const commentTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die kommentaar is te lank (hoogstens 4 000 karakters).` : locale === "zu" ? `Umbono mude kakhulu (izinhlamvu ezingu-4 000 okungenani).` : `The comment is too long (4,000 characters at most).`;
export const chooseConfirmOrReferBack = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies Bevestig of Verwys terug.` : locale === "zu" ? `Khetha Qinisekisa noma Buyisela.` : `Choose Confirm or Refer back.`;
export const chooseRole = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies assessor of moderator.` : locale === "zu" ? `Khetha umhloli noma umhloli oqinisekisayo.` : `Choose assessor or moderator.`;
export const markMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie punt bestaan nie.` : locale === "zu" ? `Lawa mamaki awekho.` : `This mark does not exist.`;
export const ownMark = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jy het hierdie werk self nagesien: 'n ander moderator moet dit afteken.` : locale === "zu" ? `Nguwe owamaka lo msebenzi: omunye umhloli oqinisekisayo kufanele awusayine.` : `You marked this work yourself: another moderator must sign it off.`;
export const alreadySigned = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie punt is reeds afgeteken. Herlaai om die besluit te lees.` : locale === "zu" ? `Lawa mamaki asesayiniwe kakade. Layisha kabusha ukuze ufunde isinqumo.` : `This mark has been signed off already. Reload to read the decision.`;
export const sayWhatToLookAt = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sê waarna die assessor weer moet kyk.` : locale === "zu" ? `Sho ukuthi yini umhloli okufanele ayibheke futhi.` : `Say what the assessor should look at again.`;
export const courseMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kursus bestaan nie.` : locale === "zu" ? `Le nkambo ayikho.` : `This course does not exist.`;
export const learnerNoWork = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie leerder het geen werk in hierdie kursus nie.` : locale === "zu" ? `Lo mfundi akanawo umsebenzi kule nkambo.` : `This learner has no work in this course.`;
export const portfolioTooMany = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Portefeulje bevat tot ${values.max} inhandigings; hierdie leerder het meer.` : locale === "zu" ? `Iphothifoliyo ingaba nokuthunyelwe okufika ku-${values.max}; lo mfundi unokuningi.` : `A portfolio holds up to ${values.max} submissions; this learner has more.`;
export const portfolioTooLarge = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie portefeulje is te groot om in een lêer af te laai. Vra 'n administrateur vir 'n uitvoer.` : locale === "zu" ? `Le phothifoliyo inkulu kakhulu ukuthi ilandwe efayeleni elilodwa. Cela umlawuli ukuthi ayithekelise.` : `This portfolio is too large to download in one file. Ask an administrator for an export.`;
export const confirmed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bevestig` : locale === "zu" ? `Kuqinisekisiwe` : `Confirmed`;
export const referredBack = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terugverwys` : locale === "zu" ? `Kubuyiselwe` : `Referred back`;
export const awaitingMarking = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wag om nagesien te word` : locale === "zu" ? `Kulinde ukumakwa` : `Awaiting marking`;
export const marked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nagesien` : locale === "zu" ? `Kumakiwe` : `Marked`;
export const pdfTitleOf = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Portefeulje van bewyse: ${values.name}` : locale === "zu" ? `Iphothifoliyo yobufakazi: ${values.name}` : `Portfolio of evidence: ${values.name}`;
export const pdfTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Portefeulje van bewyse` : locale === "zu" ? `Iphothifoliyo yobufakazi` : `Portfolio of evidence`;
export const pdfLearner = (values: { email: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leerder: ${values.name} (${values.email})` : locale === "zu" ? `Umfundi: ${values.name} (${values.email})` : `Learner: ${values.name} (${values.email})`;
export const pdfCourse = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus: ${values.name}` : locale === "zu" ? `Inkambo: ${values.name}` : `Course: ${values.name}`;
export const pdfGenerated = (values: { at: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geskep: ${values.at}` : locale === "zu" ? `Kwenziwe: ${values.at}` : `Generated: ${values.at}`;
export const pdfNoSubmissions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen inhandigings nie.` : locale === "zu" ? `Akukabikho okuthunyelwe.` : `No submissions yet.`;
export const pdfSubmissionHeading = (values: { number: string | number; title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.title}, inhandiging ${values.number}` : locale === "zu" ? `${values.title}, okuthunyelwe ${values.number}` : `${values.title}, submission ${values.number}`;
export const pdfSubmittedStatus = (values: { at: string | number; status: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ingedien: ${values.at}. Status: ${values.status}.` : locale === "zu" ? `Kuthunyelwe: ${values.at}. Isimo: ${values.status}.` : `Submitted: ${values.at}. Status: ${values.status}.`;
export const pdfFiles = (values: { files: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lêers: ${values.files}` : locale === "zu" ? `Amafayela: ${values.files}` : `Files: ${values.files}`;
export const pdfNotMarked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog nie nagesien nie.` : locale === "zu" ? `Akukamakwa.` : `Not marked yet.`;
export const pdfDecision = (values: { outcome: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Besluit: ${values.outcome}` : locale === "zu" ? `Isinqumo: ${values.outcome}` : `Decision: ${values.outcome}`;
export const pdfDecisionPoints = (values: { max: string | number; outcome: string | number; points: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Besluit: ${values.outcome} (${values.points} uit ${values.max} punte)` : locale === "zu" ? `Isinqumo: ${values.outcome} (amaphuzu angu-${values.points} kwangu-${values.max})` : `Decision: ${values.outcome} (${values.points} of ${values.max} points)`;
export const pdfMarkedBy = (values: { at: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nagesien deur ${values.name} op ${values.at}.` : locale === "zu" ? `Kumakwe ngu-${values.name} ngo-${values.at}.` : `Marked by ${values.name} on ${values.at}.`;
export const pdfAssessorComment = (values: { comment: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Assessor se kommentaar: ${values.comment}` : locale === "zu" ? `Umbono womhloli: ${values.comment}` : `Assessor's comment: ${values.comment}`;
export const pdfModeration = (values: { at: string | number; decision: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Moderering: ${values.decision} deur ${values.name} op ${values.at}` : locale === "zu" ? `Ukuqinisekiswa: ${values.decision} ngu-${values.name} ngo-${values.at}` : `Moderation: ${values.decision} by ${values.name} on ${values.at}`;
export const pdfModerationComment = (values: { at: string | number; comment: string | number; decision: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Moderering: ${values.decision} deur ${values.name} op ${values.at}. ${values.comment}` : locale === "zu" ? `Ukuqinisekiswa: ${values.decision} ngu-${values.name} ngo-${values.at}. ${values.comment}` : `Moderation: ${values.decision} by ${values.name} on ${values.at}. ${values.comment}`;
export const awaitingAssessor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jou werk is by die assessor. Jy kan weer inhandig sodra dit nagesien is.` : locale === "zu" ? `Umsebenzi wakho usemhlolini. Ungaphinda uwuhambise uma usumakiwe.` : `Your work is with the assessor. You can hand in again once it has been marked.`;
export const alreadyCompetent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie opdrag is as bekwaam nagesien: daar is niks meer om in te handig nie.` : locale === "zu" ? `Lo msebenzi umakwe njengonekhono: akukho okunye okufanele kuhanjiswe.` : `This assignment has been marked competent: there is nothing more to hand in.`;
export const emptySubmission = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skryf jou antwoord of heg minstens een lêer aan.` : locale === "zu" ? `Bhala impendulo yakho noma unamathisele okungenani ifayela elilodwa.` : `Write your answer or attach at least one file.`;
export const chooseOutcome = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies bekwaam of nog nie bekwaam nie.` : locale === "zu" ? `Khetha unekhono noma akakabi nekhono.` : `Choose competent or not yet competent.`;
export const chooseLevel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n vlak.` : locale === "zu" ? `Khetha izinga.` : `Choose a level.`;
export const handedInElsewhere = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie werk is reeds uit 'n ander venster ingehandig. Herlaai die bladsy.` : locale === "zu" ? `Lo msebenzi usuhanjisiwe kwelinye iwindi. Layisha kabusha ikhasi.` : `This work was already handed in from another window. Reload the page.`;
export const noFilesTaken = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie opdrag neem geen lêers nie: skryf eerder jou antwoord.` : locale === "zu" ? `Lo msebenzi awamukeli mafayela: kunalokho bhala impendulo yakho.` : `This assignment takes no files: write your answer instead.`;
export const attachAtMost = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `Heg hoogstens ${values.count} lêer aan.`, other: `Heg hoogstens ${values.count} lêers aan.` }) : locale === "zu" ? plural(locale, values.count, { one: `Namathisela ifayela elingu-${values.count} kuphela.`, other: `Namathisela amafayela angekho ngaphezu kwangu-${values.count}.` }) : plural(locale, values.count, { one: `Attach at most ${values.count} file.`, other: `Attach at most ${values.count} files.` });
