// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { plural } from "../../lib/i18n/message-runtime.ts";

export const typeShortText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kort teks` : locale === "zu" ? `Umbhalo omfushane` : `Short text`;
export const typeLongText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lang teks` : locale === "zu" ? `Umbhalo omude` : `Long text`;
export const typeEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const typePhone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Telefoon` : locale === "zu" ? `Ifoni` : `Phone`;
export const typeNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Getal` : locale === "zu" ? `Inombolo` : `Number`;
export const typeDate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Datum` : locale === "zu" ? `Usuku` : `Date`;
export const typeSingleChoice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Enkele keuse` : locale === "zu" ? `Ukukhetha okukodwa` : `Single choice`;
export const typeMultipleChoice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Meervoudige keuse` : locale === "zu" ? `Ukukhetha okuningi` : `Multiple choice`;
export const typeDropdown = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aftreklys` : locale === "zu" ? `Uhlu olwehlayo` : `Dropdown`;
export const typeFile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lêer oplaai` : locale === "zu" ? `Ukulayisha ifayela` : `File upload`;
export const typeConsent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Toestemmingsblokkie` : locale === "zu" ? `Ibhokisi lemvume` : `Consent checkbox`;
export const typeSection = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Afdelingsopskrif` : locale === "zu" ? `Isihloko sesigaba` : `Section heading`;
export const newSection = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuwe afdeling` : locale === "zu" ? `Isigaba esisha` : `New section`;
export const iAgree = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ek stem saam` : locale === "zu" ? `Ngiyavuma` : `I agree`;
export const newQuestion = (values: { type: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vraag: ${values.type}` : locale === "zu" ? `Umbuzo: ${values.type}` : `${values.type} question`;
export const optionNumber = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opsie ${values.number}` : locale === "zu" ? `Okukhethwa ${values.number}` : `Option ${values.number}`;
export const statusDraft = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Konsep` : locale === "zu" ? `Okusalungiswa` : `Draft`;
export const statusOpen = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oop` : locale === "zu" ? `Kuvuliwe` : `Open`;
export const statusClosed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gesluit` : locale === "zu" ? `Kuvaliwe` : `Closed`;
export const embeddableForm = (values: { status: string | number; title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.title} (${values.status})` : locale === "zu" ? `${values.title} (${values.status})` : `${values.title} (${values.status})`;
export const addForm = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg vorm by` : locale === "zu" ? `Engeza ifomu` : `Add form`;
export const addFormFailed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kon nie die vorm byvoeg nie` : locale === "zu" ? `Ayikwazanga ukwengeza ifomu` : `Failed to add form`;
export const qFullName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Volle naam` : locale === "zu" ? `Igama eliphelele` : `Full name`;
export const qEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const qPhone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Telefoon` : locale === "zu" ? `Ifoni` : `Phone`;
export const qCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maatskappy` : locale === "zu" ? `Inkampani` : `Company`;
export const qDesignation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Posbenaming` : locale === "zu" ? `Isikhundla` : `Designation`;
export const qAppointmentTypeOptional = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soort afspraak (opsioneel)` : locale === "zu" ? `Uhlobo lokuqokwa (akuphoqelekile)` : `Appointment type (optional)`;
export const qAppointmentType = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soort afspraak` : locale === "zu" ? `Uhlobo lokuqokwa` : `Appointment type`;
export const qMessage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Boodskap` : locale === "zu" ? `Umlayezo` : `Message`;
export const qNumberOfPeople = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aantal mense` : locale === "zu" ? `Inani labantu` : `Number of people`;
export const qName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Naam` : locale === "zu" ? `Igama` : `Name`;
export const qSurname = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Van` : locale === "zu" ? `Isibongo` : `Surname`;
export const qHpcsaOptional = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `HPCSA-nommer (opsioneel)` : locale === "zu" ? `Inombolo ye-HPCSA (akuphoqelekile)` : `HPCSA number (optional)`;
export const qProvince = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Provinsie` : locale === "zu" ? `Isifundazwe` : `Province`;
export const qCity = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stad` : locale === "zu" ? `Idolobha` : `City`;
export const qOccupation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Beroep` : locale === "zu" ? `Umsebenzi owenzayo` : `Occupation`;
export const enterNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n getal in` : locale === "zu" ? `Faka inombolo` : `Enter a number`;
export const numberTooSmall = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daardie getal is te klein` : locale === "zu" ? `Leyo nombolo incane kakhulu` : `That number is too small`;
export const numberTooLarge = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daardie getal is te groot` : locale === "zu" ? `Leyo nombolo inkulu kakhulu` : `That number is too large`;
export const brokenFieldId = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Veld het 'n foutiewe ID. Laai die bladsy weer.` : locale === "zu" ? `Inkambu ine-ID eyonakele. Layisha kabusha ikhasi.` : `A field has a broken id. Reload the page.`;
export const chooseFieldKind = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n soort veld` : locale === "zu" ? `Khetha uhlobo lwenkambu` : `Choose a kind of field`;
export const labelTooLong = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Etiket is hoogstens ${values.max} karakters` : locale === "zu" ? `Ilebula inezinhlamvu ezingu-${values.max} kuphela` : `A label is at most ${values.max} characters`;
export const fieldNeedsLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Elke veld het 'n etiket nodig` : locale === "zu" ? `Yonke inkambu idinga ilebula` : `Every field needs a label`;
export const helpTextTooLong = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hulpteks is hoogstens ${values.max} karakters` : locale === "zu" ? `Umbhalo wosizo unezinhlamvu ezingu-${values.max} kuphela` : `Help text is at most ${values.max} characters`;
export const optionTooLong = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Opsie is hoogstens ${values.max} karakters` : locale === "zu" ? `Okukhethwayo kunezinhlamvu ezingu-${values.max} kuphela` : `An option is at most ${values.max} characters`;
export const optionEmpty = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Opsie kan nie leeg wees nie` : locale === "zu" ? `Okukhethwayo akukwazi ukungabi nalutho` : `An option cannot be empty`;
export const tooManyOptions = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Veld het hoogstens ${values.max} opsies` : locale === "zu" ? `Inkambu inokukhethwayo okungu-${values.max} kuphela` : `A field has at most ${values.max} options`;
export const needsOption = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `“${values.label}” het 'n opsie nodig` : locale === "zu" ? `“${values.label}” idinga okukhethwayo` : `“${values.label}” needs an option`;
export const sameOptionTwice = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `“${values.label}” het dieselfde opsie twee keer` : locale === "zu" ? `“${values.label}” inokukhethwayo okufanayo kabili` : `“${values.label}” has the same option twice`;
export const minAboveMax = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `“${values.label}”: die minimum is hoër as die maksimum` : locale === "zu" ? `“${values.label}”: okuncane kudlula okukhulu` : `“${values.label}”: the minimum is above the maximum`;
export const titleTooLong = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die titel is hoogstens ${values.max} karakters` : locale === "zu" ? `Isihloko sinezinhlamvu ezingu-${values.max} kuphela` : `The title is at most ${values.max} characters`;
export const titleRequired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Titel is verpligtend` : locale === "zu" ? `Isihloko siyadingeka` : `Title is required`;
export const descriptionTooLong = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die beskrywing is hoogstens ${values.max} karakters` : locale === "zu" ? `Incazelo inezinhlamvu ezingu-${values.max} kuphela` : `The description is at most ${values.max} characters`;
export const tooManyFields = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Vorm het hoogstens ${values.max} velde` : locale === "zu" ? `Ifomu linezinkambu ezingu-${values.max} kuphela` : `A form has at most ${values.max} fields`;
export const duplicateFieldIds = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Twee velde het dieselfde ID.` : locale === "zu" ? `Izinkambu ezimbili zine-ID efanayo.` : `Two fields share an id.`;
export const oneFileField = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Vorm kan een lêeroplaaiveld hê.` : locale === "zu" ? `Ifomu lingaba nenkambu eyodwa yokulayisha ifayela.` : `A form can have one file upload field.`;
export const tooManyWithFile = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Vorm met 'n lêeroplaai kan hoogstens ${values.max} vrae hê.` : locale === "zu" ? `Ifomu elinokulayisha ifayela lingaba nemibuzo engu-${values.max} kuphela.` : `A form with a file upload can have at most ${values.max} questions.`;
export const atMostPeople = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies hoogstens 50 mense` : locale === "zu" ? `Khetha abantu abangu-50 kuphela` : `Choose at most 50 people`;
export const enterDate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n datum in` : locale === "zu" ? `Faka usuku` : `Enter a date`;
export const limitRange = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n heelgetal van 1 tot 1 000 000 in, of laat dit leeg` : locale === "zu" ? `Faka inombolo ephelele kusuka ku-1 kuya ku-1 000 000, noma uyishiye ingenalutho` : `Enter a whole number from 1 to 1,000,000, or leave it empty`;
export const atMostCharacters = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoogstens ${values.max} karakters` : locale === "zu" ? `Izinhlamvu ezingu-${values.max} kuphela` : `At most ${values.max} characters`;
export const unreadableContent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die vorm se vrae kon nie gelees word nie. Laai die bladsy weer.` : locale === "zu" ? `Imibuzo yefomu ayikwazanga ukufundwa. Layisha kabusha ikhasi.` : `The form's questions could not be read. Reload the page.`;
export const lostVersion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vorm het die weergawe waarmee dit oopgemaak is, verloor. Laai die bladsy weer.` : locale === "zu" ? `Leli fomu lilahlekelwe yinguqulo elivulwe ngayo. Layisha kabusha ikhasi.` : `This form lost the version it was opened at. Reload the page.`;
export const unknownAction = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onbekende aksie.` : locale === "zu" ? `Isenzo esingaziwa.` : `Unknown action.`;
export const chooseResponseToDelete = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n antwoord om te skrap.` : locale === "zu" ? `Khetha impendulo ozoyisusa.` : `Choose a response to delete.`;
export const staleForm = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand anders het hierdie vorm verander sedert jy dit oopgemaak het. Jou laaste verandering is nie gestoor nie. Laai weer om hul weergawe te sien, en maak dan jou verandering weer.` : locale === "zu" ? `Omunye umuntu ulishintshile leli fomu selokhu walivula. Uguquko lwakho lokugcina alulondolozwanga. Layisha kabusha ukuze ubone inguqulo yabo, bese wenza uguquko lwakho futhi.` : `Someone else changed this form since you opened it. Your last change was not saved. Reload to see their version, then make your change again.`;
export const formNoLongerExists = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vorm bestaan nie meer nie.` : locale === "zu" ? `Leli fomu alisekho.` : `This form no longer exists.`;
export const notYourForm = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vorm behoort aan 'n ander instrukteur. Vra hulle of 'n administrateur om te deel wat jy nodig het.` : locale === "zu" ? `Leli fomu ngelomunye umfundisi. Cela yena noma umlawuli ukuthi akwabelane nawe ngalokho okudingayo.` : `This form belongs to another instructor. Ask them or an admin to share what you need.`;
export const formNotFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vorm nie gevind nie` : locale === "zu" ? `Ifomu alitholakalanga` : `Form not found`;
export const notOpenYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vorm is nog nie oop nie.` : locale === "zu" ? `Leli fomu alikavulwa.` : `This form is not open yet.`;
export const closedNoMore = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vorm is gesluit en neem nie meer antwoorde nie.` : locale === "zu" ? `Leli fomu livaliwe futhi alisamukeli izimpendulo.` : `This form is closed and takes no more responses.`;
export const closedOn = (values: { date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vorm het op ${values.date} gesluit en neem nie meer antwoorde nie.` : locale === "zu" ? `Leli fomu lavalwa ngo-${values.date} futhi alisamukeli izimpendulo.` : `This form closed on ${values.date} and takes no more responses.`;
export const limitReached = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vorm het al die antwoorde ontvang wat dit kan neem.` : locale === "zu" ? `Leli fomu selamukele zonke izimpendulo elingazamukela.` : `This form has received all the responses it can take.`;
export const chooseStaff = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies instrukteurs of administrateurs om in kennis te stel.` : locale === "zu" ? `Khetha abafundisi noma abalawuli okumele baziswe.` : `Choose instructors or admins to notify.`;
export const chooseStaffOnly = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies slegs personeel` : locale === "zu" ? `Khetha abasebenzi kuphela` : `Choose staff only`;
export const addQuestionFirst = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg ten minste een vraag by voordat jy die vorm oopmaak.` : locale === "zu" ? `Engeza okungenani umbuzo owodwa ngaphambi kokuvula ifomu.` : `Add at least one question before opening the form.`;
export const responseNoLongerExists = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie antwoord bestaan nie meer nie.` : locale === "zu" ? `Le mpendulo ayisekho.` : `This response no longer exists.`;
export const thankYouDefault = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dankie. Ons het jou antwoord ontvang.` : locale === "zu" ? `Siyabonga. Siyitholile impendulo yakho.` : `Thank you. We have received your response.`;
export const noFormHere = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daar is geen vorm by hierdie adres nie. Gaan die skakel na wat jy gekry het.` : locale === "zu" ? `Alikho ifomu kuleli kheli. Hlola isixhumanisi osinikwe sona.` : `There is no form at this address. Check the link you were given.`;
export const fileTooLarge = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie lêer is groter as 10 MB. Kies 'n kleiner lêer.` : locale === "zu" ? `Leli fayela likhulu kune-10 MB. Khetha ifayela elincane.` : `This file is larger than 10 MB. Choose a smaller file.`;
export const checkAnswers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gaan die antwoorde hieronder gemerk na.` : locale === "zu" ? `Hlola izimpendulo ezimakwe ngezansi.` : `Check the answers marked below.`;
export const tooQuick = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dit was baie vinnig. Gaan jou antwoorde na en stuur dan die vorm weer.` : locale === "zu" ? `Lokho kusheshe kakhulu. Hlola izimpendulo zakho, bese uthumela ifomu futhi.` : `That was very quick. Check your answers, then send the form again.`;
export const expired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vorm is te lank gelede oopgemaak of kon nie nagegaan word nie. Stuur dit nou weer.` : locale === "zu" ? `Leli fomu lavulwa kudala kakhulu noma alikwazanga ukuhlolwa. Lithumele futhi manje.` : `This form was opened too long ago or could not be checked. Send it again now.`;
export const tooManyResponses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jy het verskeie vorms in 'n kort tyd gestuur. Wag asseblief 10 minute en probeer weer.` : locale === "zu" ? `Uthumele amafomu amaningana ngesikhathi esifushane. Sicela ulinde imizuzu eyi-10 bese uzama futhi.` : `You have sent several forms in a short time. Please wait 10 minutes and try again.`;
export const fieldRequired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie veld is verpligtend` : locale === "zu" ? `Le nkambu iyadingeka` : `This field is required`;
export const enterValidEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n geldige e-posadres in` : locale === "zu" ? `Faka ikheli le-imeyili elivumelekile` : `Enter a valid email address`;
export const enterValidPhone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n geldige telefoonnommer in` : locale === "zu" ? `Faka inombolo yefoni evumelekile` : `Enter a valid phone number`;
export const chooseOption = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies een van die opsies` : locale === "zu" ? `Khetha okukodwa kokukhethwayo` : `Choose one of the options`;
export const atLeastNumber = (values: { min: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n getal van ten minste ${values.min} in` : locale === "zu" ? `Faka inombolo okungenani engu-${values.min}` : `Enter a number of at least ${values.min}`;
export const atMostNumber = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n getal van hoogstens ${values.max} in` : locale === "zu" ? `Faka inombolo engeqi ku-${values.max}` : `Enter a number of at most ${values.max}`;
export const yes = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ja` : locale === "zu" ? `Yebo` : `Yes`;
export const no = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nee` : locale === "zu" ? `Cha` : `No`;
export const csvReceived = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ontvang` : locale === "zu" ? `Kwamukelwe` : `Received`;
export const csvRemoved = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label} (verwyder)` : locale === "zu" ? `${values.label} (kususiwe)` : `${values.label} (removed)`;
export const mailNoAnswer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `(geen antwoord)` : locale === "zu" ? `(ayikho impendulo)` : `(no answer)`;
export const mailNewHeading = (values: { form: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuwe antwoord op ${values.form}` : locale === "zu" ? `Impendulo entsha ku-${values.form}` : `New response to ${values.form}`;
export const mailSomeoneFilled = (values: { form: string | number; site: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand het “${values.form}” op die ${values.site}-webwerf ingevul.` : locale === "zu" ? `Othile ugcwalise “${values.form}” kuwebhusayithi ye-${values.site}.` : `Someone filled in “${values.form}” on the ${values.site} website.`;
export const mailOpenResponse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak die antwoord oop` : locale === "zu" ? `Vula impendulo` : `Open the response`;
export const mailNotifiedFooter = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jy kry hierdie e-pos omdat jy van hierdie vorm se antwoorde in kennis gestel word.` : locale === "zu" ? `Uthola le imeyili ngoba waziswa ngezimpendulo zaleli fomu.` : `You get this mail because you are notified of this form's responses.`;
export const mailNewSubject = (values: { form: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuwe antwoord: ${values.form}` : locale === "zu" ? `Impendulo entsha: ${values.form}` : `New response: ${values.form}`;
export const mailReceivedHeading = (values: { form: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ons het jou antwoord op ${values.form} ontvang` : locale === "zu" ? `Siyitholile impendulo yakho ku-${values.form}` : `We received your response to ${values.form}`;
export const mailWhatYouSent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wat jy gestuur het:` : locale === "zu" ? `Okuthumele:` : `What you sent:`;
export const mailConfirmFooter = (values: { site: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.site}. Jy kry hierdie e-pos omdat jy hierdie vorm ingevul het.` : locale === "zu" ? `${values.site}. Uthola le imeyili ngoba ugcwalise leli fomu.` : `${values.site}. You get this mail because you filled in this form.`;
export const mailYourSubject = (values: { form: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jou antwoord: ${values.form}` : locale === "zu" ? `Impendulo yakho: ${values.form}` : `Your response: ${values.form}`;
export const title = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Titel` : locale === "zu" ? `Isihloko` : `Title`;
export const cancel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer` : locale === "zu" ? `Khansela` : `Cancel`;
export const allForms = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `← Alle vorms` : locale === "zu" ? `← Wonke amafomu` : `← All forms`;
export const builtIn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ingebou` : locale === "zu" ? `Yakhelwe ngaphakathi` : `Built in`;
export const questions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vrae` : locale === "zu" ? `Imibuzo` : `Questions`;
export const builtInReadOnly = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vorm is deel van die webwerf en kan nie hier gewysig word nie.` : locale === "zu" ? `Leli fomu liyingxenye yesayithi futhi alikwazi ukuhlelwa lapha.` : `This form is part of the site and cannot be edited here.`;
export const latestResponses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuutste antwoorde` : locale === "zu" ? `Izimpendulo zakamuva` : `Latest responses`;
export const noResponsesYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen antwoorde nie` : locale === "zu" ? `Azikabi khona izimpendulo` : `No responses yet`;
export const nothingSentThrough = (values: { form: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niks is nog deur die ${values.form} gestuur nie.` : locale === "zu" ? `Akukabi khona okuthunyelwe nge-${values.form}.` : `Nothing has been sent through the ${values.form} yet.`;
export const responses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Antwoorde` : locale === "zu" ? `Izimpendulo` : `Responses`;
export const received = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ontvang` : locale === "zu" ? `Kwamukelwe` : `Received`;
export const name = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Naam` : locale === "zu" ? `Igama` : `Name`;
export const email = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const company = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maatskappy` : locale === "zu" ? `Inkampani` : `Company`;
export const details = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Besonderhede` : locale === "zu" ? `Imininingwane` : `Details`;
export const latestShown = (values: { count: string | number; place: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die nuutste ${values.count} antwoorde, nuutste eerste; almal is onder “${values.place}”.` : locale === "zu" ? `Izimpendulo zakamuva ezingu-${values.count}, ezintsha kuqala; zonke zitholakala ngaphansi kokuthi “${values.place}”.` : `The latest ${values.count} responses, newest first; all of them are under “${values.place}”.`;
export const fieldKindName = (values: { kind: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.kind}: ${values.name}` : locale === "zu" ? `${values.kind}: ${values.name}` : `${values.kind}: ${values.name}`;
export const removeField = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder “${values.name}”` : locale === "zu" ? `Susa “${values.name}”` : `Remove ${values.name}`;
export const heading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opskrif` : locale === "zu" ? `Isihloko` : `Heading`;
export const label = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Etiket` : locale === "zu" ? `Ilebula` : `Label`;
export const textUnderHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Teks onder die opskrif` : locale === "zu" ? `Umbhalo ongaphansi kwesihloko` : `Text under the heading`;
export const helpText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hulpteks` : locale === "zu" ? `Umbhalo wosizo` : `Help text`;
export const smallestAnswer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kleinste antwoord` : locale === "zu" ? `Impendulo encane kakhulu` : `Smallest answer`;
export const largestAnswer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Grootste antwoord` : locale === "zu" ? `Impendulo enkulu kakhulu` : `Largest answer`;
export const belowSmallest = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onder die kleinste` : locale === "zu" ? `Ingaphansi kwencane kakhulu` : `Below the smallest`;
export const kindOfFile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soort lêer` : locale === "zu" ? `Uhlobo lwefayela` : `Kind of file`;
export const pdfDocument = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n PDF-dokument` : locale === "zu" ? `Idokhumenti ye-PDF` : `A PDF document`;
export const imageKinds = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Prent (JPEG, PNG, GIF of WebP)` : locale === "zu" ? `Isithombe (JPEG, PNG, GIF noma WebP)` : `An image (JPEG, PNG, GIF or WebP)`;
export const required = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verpligtend` : locale === "zu" ? `Kuyadingeka` : `Required`;
export const optionsOf = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opsies van ${values.label}` : locale === "zu" ? `Okukhethwayo: ${values.label}` : `Options of ${values.label}`;
export const alreadyOption = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Reeds 'n opsie` : locale === "zu" ? `Sekuvele kukhona` : `Already an option`;
export const removeOption = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder opsie ${values.number}` : locale === "zu" ? `Susa okukhethwayo ${values.number}` : `Remove option ${values.number}`;
export const addOption = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg opsie by` : locale === "zu" ? `Engeza okukhethwayo` : `Add option`;
export const untitledForm = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vorm sonder titel` : locale === "zu" ? `Ifomu elingenasihloko` : `Untitled form`;
export const responsesCount = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Antwoorde (${values.count})` : locale === "zu" ? `Izimpendulo (${values.count})` : `Responses (${values.count})`;
export const summary = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opsomming` : locale === "zu" ? `Isifinyezo` : `Summary`;
export const closeForm = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sluit vorm` : locale === "zu" ? `Vala ifomu` : `Close form`;
export const publish = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Publiseer` : locale === "zu" ? `Shicilela` : `Publish`;
export const publishing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Publisering` : locale === "zu" ? `Ukushicilela` : `Publishing`;
export const takingResponses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Neem antwoorde` : locale === "zu" ? `Kwamukelwa izimpendulo` : `Taking responses`;
export const notTakingResponses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Neem nie antwoorde nie` : locale === "zu" ? `Azisamukelwa izimpendulo` : `Not taking responses`;
export const publicAddress = (values: { address: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Openbare adres: ${values.address}` : locale === "zu" ? `Ikheli lomphakathi: ${values.address}` : `Public address: ${values.address}`;
export const peopleAnswered = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} persoon het hierdie vorm beantwoord. Elke antwoord hou die vrae soos hulle beantwoord is, dus bly dit leesbaar as jy 'n vraag hernoem, skuif of verwyder.`, other: `${values.count} mense het hierdie vorm beantwoord. Elke antwoord hou die vrae soos hulle beantwoord is, dus bly dit leesbaar as jy 'n vraag hernoem, skuif of verwyder.` }) : locale === "zu" ? plural(locale, values.count, { one: `Umuntu ongu-${values.count} uliphendulile leli fomu. Impendulo ngayinye igcina imibuzo njengoba yaphendulwa, ngakho ukuqamba kabusha, ukuhambisa noma ukususa umbuzo kuyishiya ifundeka.`, other: `Abantu abangu-${values.count} baliphendulile leli fomu. Impendulo ngayinye igcina imibuzo njengoba yaphendulwa, ngakho ukuqamba kabusha, ukuhambisa noma ukususa umbuzo kuyishiya ifundeka.` }) : plural(locale, values.count, { one: `${values.count} person has answered this form. Each response keeps the questions as they were answered, so renaming, moving or removing a question leaves it readable.`, other: `${values.count} people have answered this form. Each response keeps the questions as they were answered, so renaming, moving or removing a question leaves it readable.` });
export const description = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Beskrywing` : locale === "zu" ? `Incazelo` : `Description`;
export const shownAboveQuestions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Word bo die vrae gewys.` : locale === "zu" ? `Kuboniswa ngaphezu kwemibuzo.` : `Shown above the questions.`;
export const noQuestionsYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen vrae nie. Voeg die eerste een hieronder by.` : locale === "zu" ? `Ayikabi khona imibuzo. Engeza owokuqala ngezansi.` : `No questions yet. Add the first one below.`;
export const addField = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg veld by` : locale === "zu" ? `Engeza inkambu` : `Add field`;
export const saving = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor tans…` : locale === "zu" ? `Iyalondoloza…` : `Saving…`;
export const saved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gestoor` : locale === "zu" ? `Kulondoloziwe` : `Saved`;
export const savesAsYouType = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Veranderinge word gestoor terwyl jy tik.` : locale === "zu" ? `Izinguquko zilondolozwa njengoba uthayipha.` : `Changes save as you type.`;
export const retry = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Probeer weer` : locale === "zu" ? `Zama futhi` : `Retry`;
export const notSavedUnreachable = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie gestoor nie: die bediener kon nie bereik word nie.` : locale === "zu" ? `Akulondolozwanga: iseva ayitholakalanga.` : `Not saved: the server could not be reached.`;
export const enterWholeNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n heelgetal in, of laat dit leeg` : locale === "zu" ? `Faka inombolo ephelele, noma uyishiye ingenalutho` : `Enter a whole number, or leave it empty`;
export const publishingAndNotifications = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Publisering en kennisgewings` : locale === "zu" ? `Ukushicilela nezaziso` : `Publishing and notifications`;
export const closingDate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sluitingsdatum` : locale === "zu" ? `Usuku lokuvala` : `Closing date`;
export const closingDateHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die laaste dag waarop antwoorde geneem word. Leeg: totdat jy die vorm sluit.` : locale === "zu" ? `Usuku lokugcina lokwamukela izimpendulo. Akunalutho: kuze kube uvala ifomu.` : `The last day responses are taken. Empty: until you close the form.`;
export const responseLimit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Antwoordlimiet` : locale === "zu" ? `Umkhawulo wezimpendulo` : `Response limit`;
export const responseLimitHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die vorm sluit na soveel antwoorde. Leeg: geen limiet nie.` : locale === "zu" ? `Ifomu livalwa ngemuva kwalezi zimpendulo eziningi. Akunalutho: awukho umkhawulo.` : `The form closes after this many responses. Empty: no limit.`;
export const thankYouMessage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dankieboodskap` : locale === "zu" ? `Umlayezo wokubonga` : `Thank-you message`;
export const thankYouHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Word gewys nadat iemand die vorm gestuur het.` : locale === "zu" ? `Kuboniswa ngemuva kokuba othile ethumele ifomu.` : `Shown after someone sends the form.`;
export const emailConfirmation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos 'n bevestiging aan die respondent` : locale === "zu" ? `Thumela umphenduli isiqinisekiso nge-imeyili` : `Email a confirmation to the respondent`;
export const confirmationSentTo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gestuur na die adres in die vorm se eerste e-posveld.` : locale === "zu" ? `Kuthunyelwa ekhelini elinikezwe enkambwini yokuqala ye-imeyili yefomu.` : `Sent to the address given in the form's first email field.`;
export const addEmailField = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg 'n e-posveld by die vorm om 'n bevestiging te stuur.` : locale === "zu" ? `Engeza inkambu ye-imeyili efomini ukuze uthumele isiqinisekiso.` : `Add an email field to the form to send a confirmation.`;
export const notifyByEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stel per e-pos in kennis` : locale === "zu" ? `Yazisa nge-imeyili` : `Notify by email`;
export const notifyHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Personeel wat 'n e-pos kry vir elke nuwe antwoord.` : locale === "zu" ? `Abasebenzi abathola imeyili ngempendulo ngayinye entsha.` : `Staff who get a mail for each new response.`;
export const saveSettings = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor instellings` : locale === "zu" ? `Londoloza izilungiselelo` : `Save settings`;
export const forms = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vorms` : locale === "zu" ? `Amafomu` : `Forms`;
export const form = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vorm` : locale === "zu" ? `Ifomu` : `Form`;
export const status = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Status` : locale === "zu" ? `Isimo` : `Status`;
export const lastResponse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laaste antwoord` : locale === "zu" ? `Impendulo yokugcina` : `Last response`;
export const noneYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen` : locale === "zu" ? `Akukabi khona` : `None yet`;
export const notPublic = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie openbaar nie` : locale === "zu" ? `Akusona esomphakathi` : `Not public`;
export const thankYou = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dankie` : locale === "zu" ? `Siyabonga` : `Thank you`;
export const closed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gesluit` : locale === "zu" ? `Kuvaliwe` : `Closed`;
export const requiredMarked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vrae gemerk met * is verpligtend.` : locale === "zu" ? `Imibuzo emakwe ngo-* iyadingeka.` : `Questions marked with * are required.`;
export const leaveEmpty = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laat dit leeg` : locale === "zu" ? `Shiya lokhu kungenalutho` : `Leave this empty`;
export const send = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stuur` : locale === "zu" ? `Thumela` : `Send`;
export const choose = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies…` : locale === "zu" ? `Khetha…` : `Choose…`;
export const pdfAtMost = (values: { size: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n PDF, hoogstens ${values.size} MB.` : locale === "zu" ? `I-PDF, engeqi ku-${values.size} MB.` : `A PDF, at most ${values.size} MB.`;
export const imageAtMost = (values: { size: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Prent, hoogstens ${values.size} MB.` : locale === "zu" ? `Isithombe, esingeqi ku-${values.size} MB.` : `An image, at most ${values.size} MB.`;
export const fromTo = (values: { max: string | number; min: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Van ${values.min} tot ${values.max}.` : locale === "zu" ? `Kusuka ku-${values.min} kuya ku-${values.max}.` : `From ${values.min} to ${values.max}.`;
export const atLeast = (values: { min: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ten minste ${values.min}.` : locale === "zu" ? `Okungenani ngu-${values.min}.` : `At least ${values.min}.`;
export const atMost = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoogstens ${values.max}.` : locale === "zu" ? `Akudluli ku-${values.max}.` : `At most ${values.max}.`;
export const filterResponses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Filtreer antwoorde` : locale === "zu" ? `Hlunga izimpendulo` : `Filter responses`;
export const searchAnswers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek antwoorde` : locale === "zu" ? `Sesha izimpendulo` : `Search answers`;
export const receivedFrom = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ontvang vanaf` : locale === "zu" ? `Kwamukelwe kusukela` : `Received from`;
export const receivedTo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ontvang tot` : locale === "zu" ? `Kwamukelwe kuze kube` : `Received to`;
export const filter = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Filtreer` : locale === "zu" ? `Hlunga` : `Filter`;
export const clear = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak skoon` : locale === "zu" ? `Sula` : `Clear`;
export const responseCount = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} antwoord`, other: `${values.count} antwoorde` }) : locale === "zu" ? plural(locale, values.count, { one: `Impendulo engu-${values.count}`, other: `Izimpendulo ezingu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} response`, other: `${values.count} responses` });
export const responseCountMatch = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} antwoord pas`, other: `${values.count} antwoorde pas` }) : locale === "zu" ? plural(locale, values.count, { one: `Impendulo engu-${values.count} iyafana`, other: `Izimpendulo ezingu-${values.count} ziyafana` }) : plural(locale, values.count, { one: `${values.count} response match`, other: `${values.count} responses match` });
export const downloadCsv = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai CSV af` : locale === "zu" ? `Landa i-CSV` : `Download CSV`;
export const noResponsesMatch = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen antwoorde pas nie` : locale === "zu" ? `Azikho izimpendulo ezifanayo` : `No responses match`;
export const tryOther = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Probeer ander woorde of datums.` : locale === "zu" ? `Zama amagama noma izinsuku ezahlukile.` : `Try other words or dates.`;
export const responsesAppear = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Antwoorde verskyn hier soos mense die vorm stuur.` : locale === "zu" ? `Izimpendulo zivela lapha njengoba abantu bethumela ifomu.` : `Responses appear here as people send the form.`;
export const open = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak oop` : locale === "zu" ? `Vula` : `Open`;
export const backToForm = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `← Terug na die vorm` : locale === "zu" ? `← Buyela efomini` : `← Back to the form`;
export const formScreens = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vormskerms` : locale === "zu" ? `Izikrini zefomu` : `Form screens`;
export const receivedAt = (values: { date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ontvang ${values.date}` : locale === "zu" ? `Kwamukelwe ngo-${values.date}` : `Received ${values.date}`;
export const noAnswer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen antwoord` : locale === "zu" ? `Ayikho impendulo` : `No answer`;
export const summaryFills = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die opsomming word ingevul soos antwoorde inkom.` : locale === "zu" ? `Isifinyezo siyagcwaliswa njengoba izimpendulo zifika.` : `The summary fills in as responses arrive.`;
export const basedOn = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `Gebaseer op ${values.count} antwoord.`, other: `Gebaseer op ${values.count} antwoorde.` }) : locale === "zu" ? plural(locale, values.count, { one: `Kusekelwe empendulweni engu-${values.count}.`, other: `Kusekelwe ezimpendulweni ezingu-${values.count}.` }) : plural(locale, values.count, { one: `Based on ${values.count} response.`, other: `Based on ${values.count} responses.` });
export const answeredBy = (values: { answered: string | number; kind: string | number; total: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.kind} · beantwoord deur ${values.answered} van ${values.total}` : locale === "zu" ? `${values.kind} · iphendulwe ngu-${values.answered} kwabangu-${values.total}` : `${values.kind} · answered by ${values.answered} of ${values.total}`;
export const countPercent = (values: { count: string | number; percent: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.count} (${values.percent})` : locale === "zu" ? `${values.count} (${values.percent})` : `${values.count} (${values.percent})`;
export const optionShare = (values: { count: string | number; option: string | number; total: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.option}: ${values.count} van ${values.total}` : locale === "zu" ? `${values.option}: ${values.count} kwezingu-${values.total}` : `${values.option}: ${values.count} of ${values.total}`;
export const noNumbersYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen getalle gegee nie.` : locale === "zu" ? `Azikabi khona izinombolo ezinikeziwe.` : `No numbers given yet.`;
export const average = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gemiddeld` : locale === "zu" ? `Isilinganiso` : `Average`;
export const lowest = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laagste` : locale === "zu" ? `Okuphansi kakhulu` : `Lowest`;
export const highest = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoogste` : locale === "zu" ? `Okuphezulu kakhulu` : `Highest`;
export const latestAnswers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuutste antwoorde` : locale === "zu" ? `Izimpendulo zakamuva` : `Latest answers`;
export const onPage = (values: { page: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Op ${values.page}.` : locale === "zu" ? `Ku-${values.page}.` : `On ${values.page}.`;
export const view = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bekyk` : locale === "zu" ? `Buka` : `View`;
export const viewTheResponseOf = (values: { date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bekyk die antwoord van ${values.date}` : locale === "zu" ? `Buka impendulo yango-${values.date}` : `View the response of ${values.date}`;
export const pageFirst = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `eerste bladsy` : locale === "zu" ? `ikhasi lokuqala` : `first page`;
export const pagePrevious = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `vorige bladsy` : locale === "zu" ? `ikhasi elidlule` : `previous page`;
export const pageNext = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `volgende bladsy` : locale === "zu" ? `ikhasi elilandelayo` : `next page`;
export const pageLast = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `laaste bladsy` : locale === "zu" ? `ikhasi lokugcina` : `last page`;
export const publicAddressColumn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Openbare adres` : locale === "zu" ? `Ikheli lomphakathi` : `Public address`;
