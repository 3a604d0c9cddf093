// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const statusPending = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hangende` : locale === "zu" ? `Kulindile` : `Pending`;
export const statusApproved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Goedgekeur` : locale === "zu" ? `Kuvunyiwe` : `Approved`;
export const statusRejected = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Afgekeur` : locale === "zu" ? `Kwenqatshiwe` : `Rejected`;
export const chooseOneAccreditingBodiesListed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies een van die gelyste akkrediteringsliggame.` : locale === "zu" ? `Khetha enye yezinhlangano ezigunyazayo ezibhaliwe.` : `Choose one of the accrediting bodies listed.`;
export const dateCannotAfterToday = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die datum kan nie ná vandag wees nie.` : locale === "zu" ? `Usuku alukwazi ukuba ngemva kwanamuhla.` : `The date cannot be after today.`;
export const checkFieldsMarkedBelow = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontroleer die velde hieronder gemerk.` : locale === "zu" ? `Hlola izinkambu ezimakwe ngezansi.` : `Check the fields marked below.`;
export const chooseEvidenceFilePdfJpeg = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies die bewyslêer: ’n PDF, JPEG of PNG van u sertifikaat of bywoningsrekord.` : locale === "zu" ? `Khetha ifayela lobufakazi: i-PDF, i-JPEG noma i-PNG yesitifiketi sakho noma yerekhodi lokuba khona.` : `Choose the evidence file: a PDF, JPEG or PNG of your certificate or attendance record.`;
export const onlyRejectedActivityCanSent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Slegs ’n afgekeurde aktiwiteit kan weer gestuur word. Laai weer om sy status te sien.` : locale === "zu" ? `Umsebenzi owenqatshiwe kuphela ongathunyelwa futhi. Layisha kabusha ukuze ubone isimo sawo.` : `Only a rejected activity can be sent again. Reload to see its status.`;
export const onlyPendingActivityCanWithdrawn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Slegs ’n hangende aktiwiteit kan teruggetrek word: dit is beoordeel nadat u die bladsy oopgemaak het. Laai weer om sy status te sien.` : locale === "zu" ? `Umsebenzi olindile kuphela ongahoxiswa: ubuyekeziwe selokhu wavula ikhasi. Layisha kabusha ukuze ubone isimo sawo.` : `Only a pending activity can be withdrawn: it has been reviewed since you opened the page. Reload to see its status.`;
export const activityNoLongerExists = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie aktiwiteit bestaan nie meer nie.` : locale === "zu" ? `Lo msebenzi awusekho.` : `This activity no longer exists.`;
export const notFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie gevind nie` : locale === "zu" ? `Akutholakalanga` : `Not Found`;
export const activityNoEvidenceFile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie aktiwiteit het geen bewyslêer nie.` : locale === "zu" ? `Lo msebenzi awunalo ifayela lobufakazi.` : `This activity has no evidence file.`;
export const evidenceFileEmptyChooseFile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die bewyslêer is leeg. Kies die lêer weer.` : locale === "zu" ? `Ifayela lobufakazi alinalutho. Khetha ifayela futhi.` : `The evidence file is empty. Choose the file again.`;
export const evidenceMustPdfJpegPng = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die bewys moet ’n PDF-, JPEG- of PNG-lêer wees. Campus lees wat die lêer bevat, nie sy naam nie, en hierdie lêer is geeneen daarvan nie.` : locale === "zu" ? `Ubufakazi kufanele bube yifayela le-PDF, le-JPEG noma le-PNG. I-Campus ifunda okuqukethwe yifayela, hhayi igama lalo, futhi leli fayela alilona neyodwa yalezo.` : `The evidence must be a PDF, JPEG or PNG file. Campus reads what the file holds, not its name, and this file is none of those.`;
export const chooseApproveReject = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies Keur goed of Keur af.` : locale === "zu" ? `Khetha okuthi Vuma noma Yenqaba.` : `Choose Approve or Reject.`;
export const checkTheReason = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontroleer die rede.` : locale === "zu" ? `Hlola isizathu.` : `Check the reason.`;
export const giveReasonRejectingSoLearner = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gee die rede vir afkeuring, sodat die leerder dit kan regstel.` : locale === "zu" ? `Nikeza isizathu sokwenqaba, ukuze umfundi akwazi ukukulungisa.` : `Give the reason for rejecting, so the learner can put it right.`;
export const keepReasonTo = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hou die rede by ${values.count} karakters.` : locale === "zu" ? `Isizathu masingeqi ezinhlamvini ezingu-${values.count}.` : `Keep the reason to ${values.count} characters.`;
export const mailActivity = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aktiwiteit` : locale === "zu" ? `Umsebenzi` : `Activity`;
export const mailDate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Datum` : locale === "zu" ? `Usuku` : `Date`;
export const mailPoints = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Punte` : locale === "zu" ? `Amaphuzu` : `Points`;
export const cpdActivityApproved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U CPD-aktiwiteit is goedgekeur` : locale === "zu" ? `Umsebenzi wakho we-CPD uvunyiwe` : `Your CPD activity was approved`;
export const cpdActivityNotApproved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U CPD-aktiwiteit is nie goedgekeur nie` : locale === "zu" ? `Umsebenzi wakho we-CPD awuvunyelwanga` : `Your CPD activity was not approved`;
export const mailHello = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hallo ${values.name},` : locale === "zu" ? `Sawubona ${values.name},` : `Hello ${values.name},`;
export const cpdActivityBelowApprovedPoints = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U CPD-aktiwiteit hieronder is goedgekeur. Sy punte tel nou in u CPD-saldo en transkripsie.` : locale === "zu" ? `Umsebenzi wakho we-CPD ongezansi uvunyiwe. Amaphuzu awo manje ayabalwa kwibhalansi yakho ye-CPD nasembhalweni wamarekhodi.` : `Your CPD activity below was approved. Its points now count in your CPD balance and transcript.`;
export const mailNotApproved = (values: { reason: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `U CPD-aktiwiteit hieronder is nie goedgekeur nie. Die beoordelaar se rede: ${values.reason}` : locale === "zu" ? `Umsebenzi wakho we-CPD ongezansi awuvunyelwanga. Isizathu sombuyekezi: ${values.reason}` : `Your CPD activity below was not approved. The reviewer's reason: ${values.reason}`;
export const youCanCorrectSendAgain = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U kan dit korrigeer en weer vanaf My CPD stuur.` : locale === "zu" ? `Ungawulungisa uwuthumele futhi ku-I-CPD yami.` : `You can correct it and send it again from My CPD.`;
export const openMyCpd = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak My CPD oop` : locale === "zu" ? `Vula i-CPD yami` : `Open My CPD`;
export const subjectApproved = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-aktiwiteit goedgekeur: ${values.title}` : locale === "zu" ? `Umsebenzi we-CPD uvunyiwe: ${values.title}` : `CPD activity approved: ${values.title}`;
export const subjectNotApproved = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-aktiwiteit nie goedgekeur nie: ${values.title}` : locale === "zu" ? `Umsebenzi we-CPD awuvunyelwanga: ${values.title}` : `CPD activity not approved: ${values.title}`;
export const activityNoLongerExistsLearner = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie aktiwiteit bestaan nie meer nie: die leerder het dit teruggetrek.` : locale === "zu" ? `Lo msebenzi awusekho: umfundi uwuhoxisile.` : `This activity no longer exists: the learner withdrew it.`;
export const activityChangedSinceYouOpened = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie aktiwiteit is verander nadat u dit oopgemaak het (die leerder het dit weer gestuur). Laai weer om die nuutste weergawe te beoordeel.` : locale === "zu" ? `Lo msebenzi ushintshile selokhu wawuvula (umfundi uwuthumele futhi). Layisha kabusha ukuze ubuyekeze inguqulo yakamuva.` : `This activity was changed since you opened it (the learner sent it again). Reload to review the latest version.`;
export const alreadyDecided = (values: { status: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie aktiwiteit is reeds ${values.status}. Laai weer om die besluit te sien.` : locale === "zu" ? `Lo msebenzi usuvele ${values.status}. Layisha kabusha ukuze ubone isinqumo.` : `This activity was already ${values.status}. Reload to see the decision.`;
export const alreadyDecidedBy = (values: { name: string | number; status: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie aktiwiteit is reeds deur ${values.name} ${values.status}. Laai weer om die besluit te sien.` : locale === "zu" ? `Lo msebenzi usuvele ${values.status} ngu-${values.name}. Layisha kabusha ukuze ubone isinqumo.` : `This activity was already ${values.status} by ${values.name}. Reload to see the decision.`;
export const alreadyDecidedOn = (values: { date: string | number; status: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie aktiwiteit is reeds op ${values.date} ${values.status}. Laai weer om die besluit te sien.` : locale === "zu" ? `Lo msebenzi usuvele ${values.status} ngomhla ka-${values.date}. Layisha kabusha ukuze ubone isinqumo.` : `This activity was already ${values.status} on ${values.date}. Reload to see the decision.`;
export const alreadyDecidedByOn = (values: { date: string | number; name: string | number; status: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie aktiwiteit is reeds op ${values.date} deur ${values.name} ${values.status}. Laai weer om die besluit te sien.` : locale === "zu" ? `Lo msebenzi usuvele ${values.status} ngu-${values.name} ngomhla ka-${values.date}. Layisha kabusha ukuze ubone isinqumo.` : `This activity was already ${values.status} by ${values.name} on ${values.date}. Reload to see the decision.`;
export const categoryClinical = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Klinies` : locale === "zu" ? `Ezokwelapha` : `Clinical`;
export const categoryEthics = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Etiek` : locale === "zu" ? `Izimiso zokuziphatha` : `Ethics`;
export const categoryGeneral = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Algemeen` : locale === "zu" ? `Okujwayelekile` : `General`;
export const categoryDevelopmental = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ontwikkeling` : locale === "zu" ? `Ezentuthuko` : `Developmental`;
export const enterActivitySTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik die aktiwiteit se titel in.` : locale === "zu" ? `Faka isihloko somsebenzi.` : `Enter the activity's title.`;
export const keepTitle200Characters = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hou die titel by 200 karakters.` : locale === "zu" ? `Isihloko masingeqi ezinhlamvini ezingu-200.` : `Keep the title to 200 characters.`;
export const enterWhoProvidedActivity = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik in wie die aktiwiteit aangebied het.` : locale === "zu" ? `Faka ukuthi ubani owahlinzeka umsebenzi.` : `Enter who provided the activity.`;
export const keepProvider200Characters = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hou die verskaffer by 200 karakters.` : locale === "zu" ? `Umhlinzeki makangeqi ezinhlamvini ezingu-200.` : `Keep the provider to 200 characters.`;
export const enterDateActivity = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik die datum van die aktiwiteit in.` : locale === "zu" ? `Faka usuku lomsebenzi.` : `Enter the date of the activity.`;
export const enterRealDateYyyyMm = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik ’n werklike datum in as JJJJ-MM-DD, byvoorbeeld 2026-03-14.` : locale === "zu" ? `Faka usuku lwangempela ngendlela ethi YYYY-MM-DD, isibonelo 2026-03-14.` : `Enter a real date as YYYY-MM-DD, for example 2026-03-14.`;
export const enterThePoints = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik die punte in.` : locale === "zu" ? `Faka amaphuzu.` : `Enter the points.`;
export const enterPointsNumberExample2 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik die punte as ’n getal in, byvoorbeeld 2 of 2,5.` : locale === "zu" ? `Faka amaphuzu njengenombolo, isibonelo 2 noma 2.5.` : `Enter the points as a number, for example 2 or 2.5.`;
export const pointsRange = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik meer as 0 en hoogstens ${values.max} punte in.` : locale === "zu" ? `Faka amaphuzu angaphezu kuka-0 futhi angeqile ku-${values.max}.` : `Enter more than 0 and at most ${values.max} points.`;
export const chooseACategory = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies ’n kategorie.` : locale === "zu" ? `Khetha uhlobo.` : `Choose a category.`;
export const chooseAccreditingBody = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies die akkrediteringsliggaam.` : locale === "zu" ? `Khetha inhlangano egunyazayo.` : `Choose the accrediting body.`;
export const missingActivity = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die aktiwiteit of sy weergawe ontbreek. Laai die bladsy weer en probeer weer.` : locale === "zu" ? `Umsebenzi noma inguqulo yawo ayikho. Layisha kabusha ikhasi bese uzama futhi.` : `The activity or its version is missing. Reload the page and try again.`;
export const evidenceTooLarge = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die bewyslêer is groter as 10 MB. Kies ’n kleiner lêer.` : locale === "zu" ? `Ifayela lobufakazi likhulu kune-10 MB. Khetha ifayela elincane.` : `The evidence file is larger than 10 MB. Choose a smaller file.`;
export const chooseIntent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies Voeg ’n aktiwiteit by, Stuur weer of Trek terug.` : locale === "zu" ? `Khetha okuthi Engeza umsebenzi, Thumela futhi noma Hoxisa.` : `Choose Add an activity, Send again or Withdraw.`;
export const chooseOneAccreditingBodiesListed2 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies een van die gelyste akkrediteringsliggame, of Geen.` : locale === "zu" ? `Khetha enye yezinhlangano ezigunyazayo ezibhaliwe, noma Lutho.` : `Choose one of the accrediting bodies listed, or None.`;
export const youReportTo = (values: { body: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `U rapporteer aan ${values.body}` : locale === "zu" ? `Ubika ku-${values.body}` : `You report to ${values.body}`;
export const youReportNoAccreditingBody = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U rapporteer aan geen akkrediteringsliggaam nie` : locale === "zu" ? `Awubiki kunoma iyiphi inhlangano egunyazayo` : `You report to no accrediting body`;
export const activePdf = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie PDF bevat skripte, outomatiese aksies of aangehegte lêers, wat Campus nie aanvaar nie. Stoor dit weer sonder hulle, byvoorbeeld met “Print to PDF”, en laai daardie kopie op.` : locale === "zu" ? `Le PDF iqukethe imibhalo yekhodi, izenzo ezizenzakalelayo noma amafayela anamathiselwe, i-Campus engakwamukeli. Yilondoloze futhi ngaphandle kwakho, isibonelo nge-“Print to PDF”, bese ulayisha leyo khophi.` : `This PDF contains scripts, automatic actions or attached files, which Campus does not accept. Save it again without them, for example with "Print to PDF", and upload that copy.`;
export const uninspectablePdf = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie PDF kon nie vir skripte nagegaan word nie. Stoor dit weer, byvoorbeeld met “Print to PDF”, en laai daardie kopie op.` : locale === "zu" ? `Le PDF ayikwazanga ukuhlolelwa imibhalo yekhodi. Yilondoloze futhi, isibonelo nge-“Print to PDF”, bese ulayisha leyo khophi.` : `This PDF could not be checked for scripts. Save it again, for example with "Print to PDF", and upload that copy.`;
export const entryValid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geldig` : locale === "zu" ? `Kuyasebenza` : `Valid`;
export const entryExpired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verval` : locale === "zu" ? `Kuphelelwe yisikhathi` : `Expired`;
export const entryOtherBody = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ander liggaam` : locale === "zu" ? `Enye inhlangano` : `Other body`;
export const entryNotYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog nie` : locale === "zu" ? `Akukafiki` : `Not yet`;
export const entryRecorded = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aangeteken` : locale === "zu" ? `Kurekhodiwe` : `Recorded`;
export const colDate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Datum` : locale === "zu" ? `Usuku` : `Date`;
export const colActivity = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aktiwiteit` : locale === "zu" ? `Umsebenzi` : `Activity`;
export const colBody = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Liggaam` : locale === "zu" ? `Inhlangano` : `Body`;
export const colPoints = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Punte` : locale === "zu" ? `Amaphuzu` : `Points`;
export const colValidUntil = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geldig tot` : locale === "zu" ? `Kusebenza kuze kube` : `Valid until`;
export const colStatus = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Status` : locale === "zu" ? `Isimo` : `Status`;
export const colCategory = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kategorie` : locale === "zu" ? `Uhlobo` : `Category`;
export const colThisYear = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie jaar` : locale === "zu" ? `Lo nyaka` : `This year`;
export const colRequiredAYear = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vereis per jaar` : locale === "zu" ? `Okudingekayo ngonyaka` : `Required a year`;
export const colStillNeeded = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog nodig` : locale === "zu" ? `Kusadingeka` : `Still needed`;
export const colValid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geldig` : locale === "zu" ? `Kuyasebenza` : `Valid`;
export const colType = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soort` : locale === "zu" ? `Uhlobo lwerekhodi` : `Type`;
export const colReference = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaatnommer of verskaffer` : locale === "zu" ? `Inombolo yesitifiketi noma umhlinzeki` : `Certificate number or provider`;
export const colAccreditingBody = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Akkrediteringsliggaam` : locale === "zu" ? `Inhlangano egunyazayo` : `Accrediting body`;
export const colCategoryPoints = (values: { category: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.category}-punte` : locale === "zu" ? `Amaphuzu e-${values.category}` : `${values.category} points`;
export const typeCertificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaat` : locale === "zu" ? `Isitifiketi` : `Certificate`;
export const typeExternal = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Eksterne aktiwiteit` : locale === "zu" ? `Umsebenzi wangaphandle` : `External activity`;
export const transcriptTitle = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-transkripsie: ${values.name}` : locale === "zu" ? `Umbhalo wamarekhodi e-CPD: ${values.name}` : `CPD transcript: ${values.name}`;
export const transcriptRules = (values: { code: string | number; date: string | number; months: string | number; name: string | number; rules: string | number; site: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} (${values.code}): ${values.rules}; punte bly ${values.months} maande geldig. Uitgereik deur ${values.site} op ${values.date}.` : locale === "zu" ? `${values.name} (${values.code}): ${values.rules}; amaphuzu ahlala esebenza izinyanga ezingu-${values.months}. Kukhishwe ngu-${values.site} ngomhla ka-${values.date}.` : `${values.name} (${values.code}): ${values.rules}; points stay valid ${values.months} months. Issued by ${values.site} on ${values.date}.`;
export const transcriptPointsAYear = (values: { points: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.points} punte per jaar` : locale === "zu" ? `amaphuzu angu-${values.points} ngonyaka` : `${values.points} points a year`;
export const transcriptNoBody = (values: { date: string | number; site: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Elke rekord, nie volgens enige akkrediteringsliggaam se reëls getel nie. Uitgereik deur ${values.site} op ${values.date}.` : locale === "zu" ? `Wonke amarekhodi, engabalwanga ngokwemithetho yanoma iyiphi inhlangano egunyazayo. Kukhishwe ngu-${values.site} ngomhla ka-${values.date}.` : `Every record, counted against no accrediting body's rules. Issued by ${values.site} on ${values.date}.`;
export const transcriptBalance = (values: { date: string | number; needed: string | number; points: string | number; required: string | number; valid: string | number; year: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Punte in ${values.year}: ${values.points} van ${values.required}. Nog nodig in ${values.year}: ${values.needed}. Geldige punte (gedateer ná ${values.date}): ${values.valid}.` : locale === "zu" ? `Amaphuzu ka-${values.year}: ${values.points} kwangu-${values.required}. Asadingeka ku-${values.year}: ${values.needed}. Amaphuzu asebenzayo (anosuku olungemva kuka-${values.date}): ${values.valid}.` : `Points in ${values.year}: ${values.points} of ${values.required}. Still needed in ${values.year}: ${values.needed}. Valid points (dated after ${values.date}): ${values.valid}.`;
export const transcriptYearPoints = (values: { points: string | number; year: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Punte in ${values.year}: ${values.points}.` : locale === "zu" ? `Amaphuzu ka-${values.year}: ${values.points}.` : `Points in ${values.year}: ${values.points}.`;
export const transcriptNone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen sertifikate of goedgekeurde aktiwiteite nie.` : locale === "zu" ? `Azikabi khona izitifiketi noma imisebenzi evunyiwe.` : `No certificates or approved activities yet.`;
export const transcriptCertificate = (values: { reference: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaat ${values.reference}` : locale === "zu" ? `Isitifiketi ${values.reference}` : `Certificate ${values.reference}`;
export const transcriptNotStated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie vermeld nie` : locale === "zu" ? `Akushiwongo` : `Not stated`;
