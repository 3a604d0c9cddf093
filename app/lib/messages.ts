// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "./i18n/current-locale.ts";
import type { Locale } from "./i18n/locales.ts";

export const refusalInvalid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gaan die vorm na: iets daarin is nie geldig nie.` : locale === "zu" ? `Hlola ifomu: kukhona okungalungile kuyo.` : `Check the form: something in it is not valid.`;
export const refusalForbidden = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het nie toestemming om dit te doen nie.` : locale === "zu" ? `Awunayo imvume yokwenza lokhu.` : `You do not have permission to do this.`;
export const refusalMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dit bestaan nie meer nie. Dit is dalk geskrap.` : locale === "zu" ? `Lokhu akusekho. Kungenzeka ukuthi kususiwe.` : `This no longer exists. It may have been deleted.`;
export const refusalStale = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand anders het dit verander nadat u dit oopgemaak het. Laai weer om die nuutste weergawe te sien.` : locale === "zu" ? `Lokhu kushintshwe ngomunye umuntu selokhu ukuvulile. Layisha kabusha ukuze ubone inguqulo yakamuva.` : `This was changed by someone else since you opened it. Reload to see the latest version.`;
export const refusalConflict = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dit bestaan reeds.` : locale === "zu" ? `Lokhu sekukhona kakade.` : `This already exists.`;
export const refusalClosed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dit is gesluit en aanvaar geen veranderinge meer nie.` : locale === "zu" ? `Lokhu kuvaliwe futhi akusamukeli izinguquko.` : `This is closed and takes no more changes.`;
export const refusalTooLarge = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wat u gestuur het, is te groot.` : locale === "zu" ? `Okuthumele kukhulu kakhulu.` : `What you sent is too large.`;
export const refusalTooMany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Te veel pogings. Wag asseblief 'n paar minute en probeer weer.` : locale === "zu" ? `Imizamo iningi kakhulu. Sicela ulinde imizuzu embalwa bese uzama futhi.` : `Too many attempts. Please wait a few minutes and try again.`;
export const refusalUnsupportedType = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie adres aanvaar nie daardie soort inhoud nie.` : locale === "zu" ? `Leli kheli alamukeli lolo hlobo lokuqukethwe.` : `This address does not accept that kind of content.`;
export const required = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie veld is verpligtend` : locale === "zu" ? `Le ndawo iyadingeka` : `This field is required`;
export const fieldRequired = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label} is verpligtend` : locale === "zu" ? `Kudingeka u-${values.label}` : `${values.label} is required`;
export const fieldTooLong = (values: { label: string | number; max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label} mag hoogstens ${values.max} karakters lank wees` : locale === "zu" ? `U-${values.label} akufanele adlule izinhlamvu ezingu-${values.max}` : `${values.label} must be at most ${values.max} characters`;
export const atMostCharacters = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoogstens ${values.max} karakters` : locale === "zu" ? `Izinhlamvu ezingu-${values.max} kuphela` : `At most ${values.max} characters`;
export const enterValidEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n geldige e-posadres in` : locale === "zu" ? `Faka ikheli le-imeyili elilungile` : `Enter a valid email address`;
export const enterValidPhone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n geldige telefoonnommer in` : locale === "zu" ? `Faka inombolo yocingo elungile` : `Enter a valid phone number`;
export const phoneLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Telefoon` : locale === "zu" ? `Ucingo` : `Phone`;
export const wholeNumberBetween = (values: { max: string | number; min: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n heelgetal van ${values.min} tot ${values.max} in` : locale === "zu" ? `Faka inombolo ephelele kusukela ku-${values.min} kuya ku-${values.max}` : `Enter a whole number from ${values.min} to ${values.max}`;
export const wholeNumberFrom = (values: { min: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n heelgetal van ${values.min} af in` : locale === "zu" ? `Faka inombolo ephelele kusukela ku-${values.min}` : `Enter a whole number from ${values.min}`;
export const wholeNumberUpTo = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n heelgetal tot ${values.max} in` : locale === "zu" ? `Faka inombolo ephelele efika ku-${values.max}` : `Enter a whole number up to ${values.max}`;
export const staleFormVersion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vorm het die weergawe verloor waarmee dit oopgemaak is. Laai die bladsy weer en probeer weer.` : locale === "zu" ? `Leli fomu lilahlekelwe inguqulo elalivulwe ngayo. Layisha kabusha ikhasi bese uzama futhi.` : `This form lost the version it was opened at. Reload the page and try again.`;
export const enterPoints = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n aantal punte in, bv. 3 of 2.5` : locale === "zu" ? `Faka inani lamaphuzu, isb. 3 noma 2.5` : `Enter a number of points, e.g. 3 or 2.5`;
export const uploadImageOrHttps = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai 'n prent op of voer 'n webadres in wat met https:// begin` : locale === "zu" ? `Layisha isithombe noma ufake ikheli lewebhu eliqala ngo-https://` : `Upload an image or enter a web address starting with https://`;
export const enterHttpsAddress = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n webadres in wat met https:// begin` : locale === "zu" ? `Faka ikheli lewebhu eliqala ngo-https://` : `Enter a web address starting with https://`;
export const enterDate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n datum in` : locale === "zu" ? `Faka usuku` : `Enter a date`;
export const enterValidDate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n geldige datum in` : locale === "zu" ? `Faka usuku olulungile` : `Enter a valid date`;
export const priceInRand = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die prys in rand in, bv. 12500 of R 12 500.00, of laat dit leeg` : locale === "zu" ? `Faka intengo ngamarandi, isb. 12500 noma R 12 500.00, noma uyishiye ingenalutho` : `Enter the price in rand, e.g. 12500 or R 12 500.00, or leave it empty`;
export const earlyPriceInRand = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die vroegvoëlprys in rand in, bv. 9500, of laat dit leeg` : locale === "zu" ? `Faka intengo yokubhuka kusenesikhathi ngamarandi, isb. 9500, noma uyishiye ingenalutho` : `Enter the early-bird price in rand, e.g. 9500, or leave it empty`;
export const earlyPriceOrClearDay = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die vroegvoëlprys in, of maak die laaste dag daarvan skoon` : locale === "zu" ? `Faka intengo yokubhuka kusenesikhathi, noma usule usuku lwayo lokugcina` : `Enter the early-bird price, or clear its last day`;
export const earlyPriceNeedsPrice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stel die prys voor 'n vroegvoëlprys` : locale === "zu" ? `Setha intengo ngaphambi kwentengo yokubhuka kusenesikhathi` : `Set the price before an early-bird price`;
export const earlyPriceBelowPrice = (values: { price: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die vroegvoëlprys moet laer as die prys (${values.price}) wees` : locale === "zu" ? `Intengo yokubhuka kusenesikhathi kufanele ibe ngaphansi kwentengo (${values.price})` : `The early-bird price must be below the price (${values.price})`;
export const earlyPriceLastDay = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die laaste dag van die vroegvoëlprys in` : locale === "zu" ? `Faka usuku lokugcina lwentengo yokubhuka kusenesikhathi` : `Enter the last day of the early-bird price`;
export const uploadKindImage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n prent (JPEG, PNG, GIF of WebP)` : locale === "zu" ? `isithombe (JPEG, PNG, GIF noma WebP)` : `an image (JPEG, PNG, GIF or WebP)`;
export const uploadKindPdf = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n PDF-dokument` : locale === "zu" ? `idokhumenti ye-PDF` : `a PDF document`;
export const uploadKindAudio = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n klanklêer (MP3, WAV, OGG of M4A)` : locale === "zu" ? `ifayela lomsindo (MP3, WAV, OGG noma M4A)` : `an audio file (MP3, WAV, OGG or M4A)`;
export const uploadKindVideo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n videolêer (MP4 of WebM)` : locale === "zu" ? `ifayela levidiyo (MP4 noma WebM)` : `a video file (MP4 or WebM)`;
export const uploadKindPresentation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n PowerPoint-aanbieding (.pptx of .ppt)` : locale === "zu" ? `isethulo se-PowerPoint (.pptx noma .ppt)` : `a PowerPoint presentation (.pptx or .ppt)`;
export const fileTooBig = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lêer te groot` : locale === "zu" ? `Ifayela likhulu kakhulu` : `File too big`;
export const bodyTooLarge = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wat u gestuur het, is groter as wat hierdie vorm aanvaar.` : locale === "zu" ? `Okuthumele kukhulu kunalokho leli fomu elikwamukelayo.` : `What you sent is larger than this form accepts.`;
export const formUnreadable = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die vorm kon nie gelees word nie. Stuur dit weer vanaf die bladsy.` : locale === "zu" ? `Ifomu alikwazanga ukufundwa. Lithumele futhi usuka ekhasini.` : `The form could not be read. Send it again from the page.`;
export const requestUnreadable = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die versoek kon nie gelees word nie. Stuur dit weer vanaf die bladsy.` : locale === "zu" ? `Isicelo asikwazanga ukufundwa. Sithumele futhi usuka ekhasini.` : `The request could not be read. Send it again from the page.`;
export const nulInForm = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die vorm bevat 'n NUL-karakter (\\0), wat geen veld aanvaar nie. Verwyder dit en stuur weer.` : locale === "zu" ? `Ifomu linohlamvu lwe-NUL (\\0), olungamukelwa yinoma iyiphi indawo. Lususe bese uthumela futhi.` : `The form contains a NUL character (\\0), which no field accepts. Remove it and send again.`;
export const missingBoundary = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die multipart-vorm het geen grens (boundary) nie, dus kon dit nie gelees word nie.` : locale === "zu" ? `Ifomu le-multipart alinayo i-boundary, ngakho alikwazanga ukufundwa.` : `The multipart form has no boundary, so it could not be read.`;
export const sendAsForm = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stuur hierdie vorm as application/x-www-form-urlencoded of multipart/form-data, soos die bladsy doen.` : locale === "zu" ? `Thumela leli fomu njenge-application/x-www-form-urlencoded noma i-multipart/form-data, njengoba ikhasi lenza.` : `Send this form as application/x-www-form-urlencoded or multipart/form-data, as the page does.`;
export const sendAsJson = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stuur hierdie versoek as application/json.` : locale === "zu" ? `Thumela lesi sicelo njenge-application/json.` : `Send this request as application/json.`;
export const notValidJson = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die versoek is nie geldige JSON nie.` : locale === "zu" ? `Isicelo asiyona i-JSON evumelekile.` : `The request is not valid JSON.`;
export const nulInTextFile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die lêer bevat 'n NUL-karakter (\\0), dus is dit nie 'n tekslêer nie. Stoor dit as CSV en probeer weer.` : locale === "zu" ? `Ifayela linohlamvu lwe-NUL (\\0), ngakho aliyona ifayela lombhalo. Lilondoloze njenge-CSV bese uzama futhi.` : `The file contains a NUL character (\\0), so it is not a text file. Save it as CSV and try again.`;
export const uploadFieldsTooLarge = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die vorm het meer of langer teksvelde as wat 'n oplaai stuur. Stuur die lêer net met sy soort en naam.` : locale === "zu" ? `Ifomu linezindawo zombhalo eziningi noma ezinde kunalokho okulayishwayo okuthumelayo. Thumela ifayela nohlobo lwalo negama lalo kuphela.` : `The form has more or longer text fields than an upload sends. Send the file with its kind and name only.`;
export const uploadUnreadable = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die oplaai kon nie gelees word nie: dit het te vroeg geëindig of is nie 'n korrek gevormde vorm nie. Stuur dit weer.` : locale === "zu" ? `Okulayishiwe akukwazanga ukufundwa: kuphele ngaphambi kwesikhathi noma akulona ifomu elakhiwe kahle. Kuthumele futhi.` : `The upload could not be read: it ended early or is not a well-formed form. Send it again.`;
export const zipNotZip = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die lêer is nie 'n ZIP-argief nie. Laai die pakket as 'n .zip-lêer op.` : locale === "zu" ? `Ifayela aliyona i-ZIP. Layisha iphakheji njengefayela le-.zip.` : `The file is not a ZIP archive. Upload the package as a .zip file.`;
export const zipTooLarge = (values: { megabytes: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die pakket pak uit tot meer as ${values.megabytes} MB; maak dit kleiner.` : locale === "zu" ? `Iphakheji ivuleka ibe ngaphezu kwama-MB angu-${values.megabytes}; yenze ibe ncane.` : `The package unpacks to more than ${values.megabytes} MB; make it smaller.`;
export const zipSymlink = (values: { path: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die pakket se "${values.path}" is 'n simboliese skakel: dit word geweier.` : locale === "zu" ? `Okuthi "${values.path}" kwephakheji kuyisixhumanisi esingokomfanekiso: kwenqatshiwe.` : `The package's "${values.path}" is a symbolic link: it is refused.`;
export const zipEncrypted = (values: { path: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `"${values.path}" is geënkripteer: laai die pakket sonder 'n wagwoord op.` : locale === "zu" ? `Okuthi "${values.path}" kubethelwe: layisha iphakheji ngaphandle kwephasiwedi.` : `"${values.path}" is encrypted: upload the package without a password.`;
export const zipTwice = (values: { path: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die pakket bevat "${values.path}" twee keer.` : locale === "zu" ? `Iphakheji iqukethe okuthi "${values.path}" kabili.` : `The package holds "${values.path}" twice.`;
export const zipMethod = (values: { path: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `"${values.path}" gebruik 'n ander kompressiemetode as deflate.` : locale === "zu" ? `Okuthi "${values.path}" kusebenzisa indlela yokucindezela engeyona i-deflate.` : `"${values.path}" uses a compression method other than deflate.`;
export const zipBomb = (values: { path: string | number; ratio: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `"${values.path}" brei meer as ${values.ratio} keer uit: die pakket lyk soos 'n ZIP-bom en word geweier.` : locale === "zu" ? `Okuthi "${values.path}" kukhula ngaphezu kwezikhathi ezingu-${values.ratio}: iphakheji ibukeka njengebhomu le-ZIP futhi yenqatshiwe.` : `"${values.path}" expands more than ${values.ratio} times: the package looks like a ZIP bomb and is refused.`;
export const zipDamaged = (values: { path: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `"${values.path}" is beskadig: die pakket kon nie uitgepak word nie.` : locale === "zu" ? `Okuthi "${values.path}" konakele: iphakheji ayikwazanga ukuvulwa.` : `"${values.path}" is damaged: the package could not be unpacked.`;
export const xmlDoctype = (values: { file: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.file} verklaar 'n DOCTYPE of entiteite, wat Campus nie lees nie (hulle kan 'n klein lêer eindeloos laat uitbrei). Verwyder die DOCTYPE.` : locale === "zu" ? `I-${values.file} imemezela i-DOCTYPE noma ama-entity, i-Campus engawafundi (angenza ifayela elincane likhule lingapheli). Susa i-DOCTYPE.` : `${values.file} declares a DOCTYPE or entities, which Campus does not read (they can make a small file expand without end). Remove the DOCTYPE.`;
export const xmlMalformed = (values: { file: string | number; line: string | number; problem: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.file} is nie korrek gevormde XML nie (reël ${values.line}: ${values.problem}).` : locale === "zu" ? `I-${values.file} ayiyona i-XML eyakhiwe kahle (umugqa ${values.line}: ${values.problem}).` : `${values.file} is not well-formed XML (line ${values.line}: ${values.problem}).`;
export const xmlUnreadable = (values: { file: string | number; problem: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.file} kon nie as XML gelees word nie (${values.problem}).` : locale === "zu" ? `I-${values.file} ayikwazanga ukufundwa njenge-XML (${values.problem}).` : `${values.file} could not be read as XML (${values.problem}).`;
export const zipPathNul = (values: { path: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die pakket se pad "${values.path}" bevat 'n NUL-greep: dit word geweier.` : locale === "zu" ? `Indlela yephakheji ethi "${values.path}" inebhayithi ye-NUL: yenqatshiwe.` : `The package's path "${values.path}" contains a NUL byte: it is refused.`;
export const zipPathBackslash = (values: { path: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die pakket se pad "${values.path}" bevat 'n trustreep: dit word geweier.` : locale === "zu" ? `Indlela yephakheji ethi "${values.path}" ine-backslash: yenqatshiwe.` : `The package's path "${values.path}" contains a backslash: it is refused.`;
export const zipPathAbsolute = (values: { path: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die pakket se pad "${values.path}" is 'n absolute pad: dit word geweier.` : locale === "zu" ? `Indlela yephakheji ethi "${values.path}" iyindlela ephelele: yenqatshiwe.` : `The package's path "${values.path}" is an absolute path: it is refused.`;
export const zipPathLeaves = (values: { path: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die pakket se pad "${values.path}" gaan buite die pakket (..): dit word geweier.` : locale === "zu" ? `Indlela yephakheji ethi "${values.path}" iphuma ngaphandle kwephakheji (..): yenqatshiwe.` : `The package's path "${values.path}" leaves the package (..): it is refused.`;
export const zipPathEmptyFolder = (values: { path: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die pakket se pad "${values.path}" het 'n leë vouernaam: dit word geweier.` : locale === "zu" ? `Indlela yephakheji ethi "${values.path}" inegama lefolda elingenalutho: yenqatshiwe.` : `The package's path "${values.path}" has an empty folder name: it is refused.`;
export const uploadBadPartHeader = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Lêer- of veldnaam in die vorm bevat 'n karakter wat 'n naam nie mag hê nie (soos 'n NUL-karakter, \\0), dus kon die vorm nie gelees word nie. Hernoem die lêer en stuur dit weer.` : locale === "zu" ? `Igama lefayela noma lendawo efomini linohlamvu igama elingavumelekile ukuba nalo (njengohlamvu lwe-NUL, \\0), ngakho ifomu alikwazanga ukufundwa. Qamba kabusha ifayela bese ulithumela futhi.` : `A file or field name in the form holds a character a name may not have (such as a NUL character, \\0), so the form could not be read. Rename the file and send it again.`;
export const deliveryClassroom = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Klaskamer by ons lokaal` : locale === "zu" ? `Ekilasini endaweni yethu` : `Classroom at our venue`;
export const deliveryOnlineLive = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Regstreeks aanlyn` : locale === "zu" ? `Bukhoma ku-inthanethi` : `Online live`;
export const deliveryInHouse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `By u perseel` : locale === "zu" ? `Endaweni yenu yokusebenza` : `In-house at your premises`;
export const invalidPageNumber = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die bladsynommer moet 'n heelgetal van 1 tot ${values.max} wees.` : locale === "zu" ? `Inombolo yekhasi kumele ibe yinombolo ephelele kusuka ku-1 kuya ku-${values.max}.` : `The page number must be a whole number from 1 to ${values.max}.`;
export const cpdPointsLine = (values: { total: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-punte: ${values.total}` : locale === "zu" ? `Amaphuzu e-CPD: ${values.total}` : `CPD points: ${values.total}`;
export const cpdPointsLineSplit = (values: { split: string | number; total: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-punte: ${values.total} (${values.split})` : locale === "zu" ? `Amaphuzu e-CPD: ${values.total} (${values.split})` : `CPD points: ${values.total} (${values.split})`;
export const cpdPointsClinical = (values: { points: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `klinies ${values.points}` : locale === "zu" ? `awomtholampilo ${values.points}` : `clinical ${values.points}`;
export const cpdPointsEthics = (values: { points: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `etiek ${values.points}` : locale === "zu" ? `awezimiso zokuziphatha ${values.points}` : `ethics ${values.points}`;
export const cpdPointsGeneral = (values: { points: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `algemeen ${values.points}` : locale === "zu" ? `ajwayelekile ${values.points}` : `general ${values.points}`;
