// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";
import { plural } from "../../../lib/i18n/message-runtime.ts";

export const backMyLearning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na My leerwerk` : locale === "zu" ? `Buyela ku-Ukufunda kwami` : `Back to My learning`;
export const myCpd = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `My CPD` : locale === "zu" ? `I-CPD yami` : `My CPD`;
export const countedAgainstRules = (values: { code: string | number; months: string | number; name: string | number; rules: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Punte uit u sertifikate en goedgekeurde aktiwiteite, getel volgens die reëls van ${values.name} (${values.code}): ${values.rules}; punte bly ${values.months} maande geldig.` : locale === "zu" ? `Amaphuzu avela ezitifiketini zakho nasemisebenzini evunyiwe, abalwa ngokwemithetho ye-${values.name} (${values.code}): ${values.rules}; amaphuzu ahlala esebenza izinyanga ezingu-${values.months}.` : `Points from your certificates and approved activities, counted against ${values.name} (${values.code}) rules: ${values.rules}; points stay valid ${values.months} months.`;
export const pointsAYear = (values: { points: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.points} punte per jaar` : locale === "zu" ? `amaphuzu angu-${values.points} ngonyaka` : `${values.points} points a year`;
export const noAnnualTargetYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `nog geen jaarlikse teiken ingevoer nie` : locale === "zu" ? `alikakafakwa inani lonyaka` : `no annual target entered yet`;
export const requirementItem = (values: { category: string | number; points: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.points} ${values.category}` : locale === "zu" ? `${values.points} ${values.category}` : `${values.points} ${values.category}`;
export const pointsFromRecords = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Punte uit u sertifikate en goedgekeurde aktiwiteite.` : locale === "zu" ? `Amaphuzu avela ezitifiketini zakho nasemisebenzini evunyiwe.` : `Points from your certificates and approved activities.`;
export const sayWhichAccreditingBodyYou = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sê aan watter akkrediteringsliggaam u rapporteer, en u punte word teen sy jaarlikse teiken getel.` : locale === "zu" ? `Sho ukuthi iyiphi inhlangano egunyazayo obika kuyo, futhi amaphuzu akho azobalwa ngokwenani layo lonyaka.` : `Say which accrediting body you report to and your points are counted against its annual target.`;
export const youReportNoAccreditingBody = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U rapporteer aan geen akkrediteringsliggaam nie, dus word geen jaarlikse teiken gewys nie.` : locale === "zu" ? `Awubiki kunoma iyiphi inhlangano egunyazayo, ngakho akuboniswa nani lonyaka.` : `You report to no accrediting body, so no annual target is shown.`;
export const rulesToConfirm = (values: { source: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie reëls moet nog deur ’n administrateur bevestig word. ${values.source}` : locale === "zu" ? `Le mithetho isazoqinisekiswa ngumlawuli. ${values.source}` : `These rules are still to be confirmed by an administrator. ${values.source}`;
export const countAgainst = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tel teen` : locale === "zu" ? `Bala ngokwe` : `Count against`;
export const bodyIReport = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die liggaam waaraan ek rapporteer` : locale === "zu" ? `Inhlangano engibika kuyo` : `The body I report to`;
export const show = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wys` : locale === "zu" ? `Bonisa` : `Show`;
export const downloadTranscriptPdf = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai transkripsie af (PDF)` : locale === "zu" ? `Landa umbhalo wamarekhodi (i-PDF)` : `Download transcript (PDF)`;
export const downloadTranscriptCsv = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai transkripsie af (CSV)` : locale === "zu" ? `Landa umbhalo wamarekhodi (i-CSV)` : `Download transcript (CSV)`;
export const pointsIn = (values: { year: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Punte in ${values.year}` : locale === "zu" ? `Amaphuzu ka-${values.year}` : `Points in ${values.year}`;
export const ofRequired = (values: { points: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `van ${values.points} vereis` : locale === "zu" ? `kwangu-${values.points} adingekayo` : `of ${values.points} required`;
export const stillNeededIn = (values: { year: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog nodig in ${values.year}` : locale === "zu" ? `Asadingeka ku-${values.year}` : `Still needed in ${values.year}`;
export const yearSTotalMet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie jaar se totaal is bereik` : locale === "zu" ? `Isamba salo nyaka sifinyelelwe` : `This year's total is met`;
export const pointsHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `punte` : locale === "zu" ? `amaphuzu` : `points`;
export const validPoints = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geldige punte` : locale === "zu" ? `Amaphuzu asebenzayo` : `Valid points`;
export const datedAfter = (values: { date: string | number; months: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `gedateer ná ${values.date} (${values.months} maande)` : locale === "zu" ? `anosuku olungemva kuka-${values.date} (izinyanga ezingu-${values.months})` : `dated after ${values.date} (${values.months} months)`;
export const allRecordsNoTarget = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `uit al u rekords; geen teiken nie` : locale === "zu" ? `kuwo wonke amarekhodi akho; alikho inani okuhloswe lona` : `from all your records; no target`;
export const byCategory = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Per kategorie` : locale === "zu" ? `Ngohlobo` : `By category`;
export const pointsByCategory = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Punte per kategorie` : locale === "zu" ? `Amaphuzu ngohlobo` : `Points by category`;
export const category = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kategorie` : locale === "zu" ? `Uhlobo` : `Category`;
export const requiredAYear = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vereis per jaar` : locale === "zu" ? `Okudingekayo ngonyaka` : `Required a year`;
export const stillNeeded = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog nodig` : locale === "zu" ? `Kusadingeka` : `Still needed`;
export const valid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geldig` : locale === "zu" ? `Kuyasebenza` : `Valid`;
export const records = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rekords` : locale === "zu" ? `Amarekhodi` : `Records`;
export const noCertificatesApprovedActivitiesYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen sertifikate of goedgekeurde aktiwiteite nie.` : locale === "zu" ? `Azikabi khona izitifiketi noma imisebenzi evunyiwe.` : `No certificates or approved activities yet.`;
export const cpdRecords = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-rekords` : locale === "zu" ? `Amarekhodi e-CPD` : `CPD records`;
export const date = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Datum` : locale === "zu" ? `Usuku` : `Date`;
export const activity = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aktiwiteit` : locale === "zu" ? `Umsebenzi` : `Activity`;
export const body = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Liggaam` : locale === "zu" ? `Inhlangano` : `Body`;
export const points = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Punte` : locale === "zu" ? `Amaphuzu` : `Points`;
export const validUntil = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geldig tot` : locale === "zu" ? `Kusebenza kuze kube` : `Valid until`;
export const status = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Status` : locale === "zu" ? `Isimo` : `Status`;
export const certificateRef = (values: { reference: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaat ${values.reference}` : locale === "zu" ? `Isitifiketi ${values.reference}` : `Certificate ${values.reference}`;
export const notStated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie vermeld nie` : locale === "zu" ? `Akushiwongo` : `Not stated`;
export const onlyLatest500RecordsShown = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Slegs u jongste 500 rekords word gewys.` : locale === "zu" ? `Kuboniswa amarekhodi akho akamuva angu-500 kuphela.` : `Only your latest 500 records are shown.`;
export const yourAccreditingBody = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U akkrediteringsliggaam` : locale === "zu" ? `Inhlangano yakho egunyazayo` : `Your accrediting body`;
export const iReportMyCpd = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ek rapporteer my CPD aan` : locale === "zu" ? `Ngibika i-CPD yami ku-` : `I report my CPD to`;
export const noneNoAnnualTarget = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen (geen jaarlikse teiken nie)` : locale === "zu" ? `Lutho (alikho inani lonyaka)` : `None (no annual target)`;
export const save = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor` : locale === "zu" ? `Londoloza` : `Save`;
export const externalActivities = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Eksterne aktiwiteite` : locale === "zu" ? `Imisebenzi yangaphandle` : `External activities`;
export const cpdYouDidElsewhereSend = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD wat u elders gedoen het. Stuur elkeen met sy bewys; sy punte tel sodra personeel dit goedkeur.` : locale === "zu" ? `I-CPD oyenze kwenye indawo. Thumela ngamunye nobufakazi bawo; amaphuzu awo ayabalwa uma abasebenzi sebewuvumile.` : `CPD you did elsewhere. Send each one with its evidence; its points count once staff approve it.`;
export const addAnActivity = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg ’n aktiwiteit by` : locale === "zu" ? `Engeza umsebenzi` : `Add an activity`;
export const youHaveNotAddedAny = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het nog geen aktiwiteite bygevoeg nie.` : locale === "zu" ? `Awukengezi muphi umsebenzi okwamanje.` : `You have not added any activities yet.`;
export const yourActivities = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U aktiwiteite` : locale === "zu" ? `Imisebenzi yakho` : `Your activities`;
export const evidence = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bewys` : locale === "zu" ? `Ubufakazi` : `Evidence`;
export const actions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aksies` : locale === "zu" ? `Izenzo` : `Actions`;
export const pagesOfActivities = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye van aktiwiteite` : locale === "zu" ? `Amakhasi emisebenzi` : `Pages of activities`;
export const withdrawActivity = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Trek aktiwiteit terug` : locale === "zu" ? `Hoxisa umsebenzi` : `Withdraw activity`;
export const withdrawConfirm = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Trek “${values.title}” terug? Dit en sy bewyslêer word verwyder; u kan dit later weer byvoeg.` : locale === "zu" ? `Hoxisa “${values.title}”? Wona nefayela lobufakazi bawo kuyasuswa; ungawengeza futhi kamuva.` : `Withdraw "${values.title}"? It and its evidence file are removed; you can add it again later.`;
export const withdraw = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Trek terug` : locale === "zu" ? `Hoxisa` : `Withdraw`;
export const reasonLine = (values: { reason: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rede: ${values.reason}` : locale === "zu" ? `Isizathu: ${values.reason}` : `Reason: ${values.reason}`;
export const opensNewTab = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `(maak in ’n nuwe oortjie oop)` : locale === "zu" ? `(kuvuleka kuthebhu entsha)` : `(opens in a new tab)`;
export const none = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen` : locale === "zu" ? `Lutho` : `None`;
export const withdrawTitle = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Trek ${values.title} terug` : locale === "zu" ? `Hoxisa ${values.title}` : `Withdraw ${values.title}`;
export const correctSendAgainTitle = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Korrigeer en stuur weer: ${values.title}` : locale === "zu" ? `Lungisa bese uthumela futhi: ${values.title}` : `Correct and send again: ${values.title}`;
export const sendAgain = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stuur weer` : locale === "zu" ? `Thumela futhi` : `Send again`;
export const correctSendAgain = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Korrigeer en stuur weer` : locale === "zu" ? `Lungisa bese uthumela futhi` : `Correct and send again`;
export const reviewersReason = (values: { reason: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Beoordelaar se rede: ${values.reason}` : locale === "zu" ? `Isizathu sombuyekezi: ${values.reason}` : `Reviewer's reason: ${values.reason}`;
export const title = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Titel` : locale === "zu" ? `Isihloko` : `Title`;
export const provider = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verskaffer` : locale === "zu" ? `Umhlinzeki` : `Provider`;
export const example225 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Byvoorbeeld 2 of 2,5` : locale === "zu" ? `Isibonelo 2 noma 2.5` : `For example 2 or 2.5`;
export const chooseACategory = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies ’n kategorie` : locale === "zu" ? `Khetha uhlobo` : `Choose a category`;
export const accreditingBody = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Akkrediteringsliggaam` : locale === "zu" ? `Inhlangano egunyazayo` : `Accrediting body`;
export const chooseABody = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies ’n liggaam` : locale === "zu" ? `Khetha inhlangano` : `Choose a body`;
export const pdfJpegPngMost10 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `’n PDF, JPEG of PNG, hoogstens 10 MB. Laat leeg om die lêer wat u gestuur het, te behou.` : locale === "zu" ? `I-PDF, i-JPEG noma i-PNG, engeqile ku-10 MB. Shiya kungenalutho ukuze ugcine ifayela owalithumela.` : `A PDF, JPEG or PNG, at most 10 MB. Leave empty to keep the file you sent.`;
export const pdfJpegPngCertificateAttendance = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `’n PDF, JPEG of PNG van u sertifikaat of bywoningsrekord, hoogstens 10 MB.` : locale === "zu" ? `I-PDF, i-JPEG noma i-PNG yesitifiketi sakho noma yerekhodi lokuba khona, engeqile ku-10 MB.` : `A PDF, JPEG or PNG of your certificate or attendance record, at most 10 MB.`;
export const sendForReview = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stuur vir beoordeling` : locale === "zu" ? `Thumela ukuze kubuyekezwe` : `Send for review`;
export const cancel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer` : locale === "zu" ? `Khansela` : `Cancel`;
export const statusPending = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hangende` : locale === "zu" ? `Kulindile` : `Pending`;
export const statusApproved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Goedgekeur` : locale === "zu" ? `Kuvunyiwe` : `Approved`;
export const statusRejected = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Afgekeur` : locale === "zu" ? `Kwenqatshiwe` : `Rejected`;
export const statusAll = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Alles` : locale === "zu" ? `Konke` : `All`;
export const cpdActivities = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-aktiwiteite` : locale === "zu" ? `Imisebenzi ye-CPD` : `CPD activities`;
export const externalActivitiesLearnersSentEvidence = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Eksterne aktiwiteite wat leerders met bewys gestuur het. Goedgekeurde punte tel in die leerder se CPD-grootboek en transkripsie.` : locale === "zu" ? `Imisebenzi yangaphandle abafundi abayithumele nobufakazi. Amaphuzu avunyiwe ayabalwa kurekhodi le-CPD lomfundi nasembhalweni wamarekhodi.` : `External activities learners sent with evidence. Approved points count in the learner's CPD ledger and transcript.`;
export const allBodies = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Alle liggame` : locale === "zu" ? `Zonke izinhlangano` : `All bodies`;
export const learner = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leerder` : locale === "zu" ? `Umfundi` : `Learner`;
export const nameOrEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Naam of e-pos` : locale === "zu" ? `Igama noma i-imeyili` : `Name or email`;
export const activityCount = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} aktiwiteit`, other: `${values.count} aktiwiteite` }) : locale === "zu" ? plural(locale, values.count, { one: `umsebenzi ongu-${values.count}`, other: `imisebenzi engu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} activity`, other: `${values.count} activities` });
export const nothingHere = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niks hier nie` : locale === "zu" ? `Akukho lutho lapha` : `Nothing here`;
export const noActivitiesWaitReview = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen aktiwiteite wag vir beoordeling nie.` : locale === "zu" ? `Ayikho imisebenzi elinde ukubuyekezwa.` : `No activities wait for review.`;
export const noActivitiesMatchTheseFilters = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen aktiwiteite pas by hierdie filters nie.` : locale === "zu" ? `Ayikho imisebenzi efana nalezi zihlungi.` : `No activities match these filters.`;
export const sent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gestuur` : locale === "zu" ? `Kuthunyelwe` : `Sent`;
export const backCpdActivities = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na CPD-aktiwiteite` : locale === "zu" ? `Buyela emisebenzini ye-CPD` : `Back to CPD activities`;
export const decided = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Besluit` : locale === "zu" ? `Kunqunyiwe` : `Decided`;
export const notRecorded = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie aangeteken nie` : locale === "zu" ? `Akurekhodiwe` : `Not recorded`;
export const reason = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rede` : locale === "zu" ? `Isizathu` : `Reason`;
export const openFile = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak ${values.name} oop` : locale === "zu" ? `Vula ${values.name}` : `Open ${values.name}`;
export const evidenceSentBy = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bewys gestuur deur ${values.name}` : locale === "zu" ? `Ubufakazi obuthunyelwe ngu-${values.name}` : `Evidence sent by ${values.name}`;
export const noEvidenceFile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen bewyslêer nie.` : locale === "zu" ? `Alikho ifayela lobufakazi.` : `No evidence file.`;
export const decision = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Besluit` : locale === "zu" ? `Isinqumo` : `Decision`;
export const approve = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Keur goed` : locale === "zu" ? `Vuma` : `Approve`;
export const reasonForRejecting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rede vir afkeuring` : locale === "zu" ? `Isizathu sokwenqaba` : `Reason for rejecting`;
export const learnerReadsTheirMailMy = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die leerder lees dit in hul e-pos en op My CPD.` : locale === "zu" ? `Umfundi ukufunda lokhu ku-imeyili yakhe naku-I-CPD yami.` : `The learner reads this in their mail and on My CPD.`;
export const reject = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Keur af` : locale === "zu" ? `Yenqaba` : `Reject`;
