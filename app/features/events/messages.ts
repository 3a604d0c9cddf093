// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { plural } from "../../lib/i18n/message-runtime.ts";

export const cancelled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gekanselleer` : locale === "zu" ? `Kukhanseliwe` : `Cancelled`;
export const fullyBooked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Volbespreek: nuwe registrasies gaan op die waglys` : locale === "zu" ? `Kubhukiwe kwagcwala: ababhalisa kabusha bangena ohlwini lokulinda` : `Fully booked: new registrations join the waitlist`;
export const seatsLeft = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} plek oor`, other: `${values.count} plekke oor` }) : locale === "zu" ? plural(locale, values.count, { one: `Kusele isihlalo esingu-${values.count}`, other: `Kusele izihlalo ezingu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} seat left`, other: `${values.count} seats left` });
export const poster = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plakkaat: ${values.title}` : locale === "zu" ? `Iphosta: ${values.title}` : `Poster: ${values.title}`;
export const presenter = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanbieder` : locale === "zu" ? `Umethuli` : `Presenter`;
export const moderator = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Moderator` : locale === "zu" ? `Umhleli wengxoxo` : `Moderator`;
export const highlights = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoogtepunte` : locale === "zu" ? `Okugqamile` : `Highlights`;
export const whoShouldAttend = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wie behoort by te woon` : locale === "zu" ? `Okufanele babe khona` : `Who should attend`;
export const detailsAndRegistration = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Besonderhede en registrasie` : locale === "zu" ? `Imininingwane nokubhalisa` : `Details and registration`;
export const forTitle = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? ` vir ${values.title}` : locale === "zu" ? ` ye-${values.title}` : ` for ${values.title}`;
export const moreWebinars = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Meer komende webinare` : locale === "zu" ? `Amanye amawebhina azayo` : `More upcoming webinars`;
export const labelTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Titel` : locale === "zu" ? `Isihloko` : `Title`;
export const labelSubtitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Subtitel` : locale === "zu" ? `Isihlokwana` : `Subtitle`;
export const labelStartDate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Begindatum` : locale === "zu" ? `Usuku lokuqala` : `Start date`;
export const labelEndDate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Einddatum` : locale === "zu" ? `Usuku lokuphela` : `End date`;
export const labelStartTime = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Begintyd` : locale === "zu" ? `Isikhathi sokuqala` : `Start time`;
export const labelEndTime = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Eindtyd` : locale === "zu" ? `Isikhathi sokuphela` : `End time`;
export const labelLocation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plek` : locale === "zu" ? `Indawo` : `Location`;
export const firstDay = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Eerste dag` : locale === "zu" ? `Usuku lokuqala` : `First day`;
export const lastDay = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laaste dag (dieselfde dag as dit een is)` : locale === "zu" ? `Usuku lokugcina (usuku olufanayo uma lulunye)` : `Last day (same day if one)`;
export const saTime = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Suid-Afrikaanse tyd` : locale === "zu" ? `Isikhathi saseNingizimu Afrika` : `South African time`;
export const locationExample = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Byvoorbeeld: Aanlyn (Microsoft Teams)` : locale === "zu" ? `Isibonelo: Ku-inthanethi (Microsoft Teams)` : `For example: Online (Microsoft Teams)`;
export const labelCapacity = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kapasiteit` : locale === "zu" ? `Umthamo` : `Capacity`;
export const capacityHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plekke; laat leeg vir geen limiet nie. Wanneer dit vol is, gaan mense op die waglys.` : locale === "zu" ? `Izihlalo; shiya kungenalutho uma kungenamkhawulo. Uma kugcwele, abantu bangena ohlwini lokulinda.` : `Seats; leave empty for no limit. When full, people join the waitlist.`;
export const labelOfferHours = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ure om 'n vrygekome plek te aanvaar` : locale === "zu" ? `Amahora okwamukela isihlalo esivulekile` : `Hours to accept a freed seat`;
export const offerHoursHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoe lank die volgende persoon op die waglys het om te aanvaar (verstek 24)` : locale === "zu" ? `Isikhathi umuntu olandelayo ohlwini lokulinda anaso sokwamukela (okujwayelekile 24)` : `How long the next person on the waitlist has to accept (default 24)`;
export const labelMinAttendance = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Minimum bywoning (%)` : locale === "zu" ? `Ubuncane bokuba khona (%)` : `Minimum attendance (%)`;
export const minAttendanceHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Deel van die geleentheid se duur wat 'n aanlyn bywoner moet bywoon om te kwalifiseer (verstek 80)` : locale === "zu" ? `Ingxenye yesikhathi somcimbi ethamela ku-inthanethi okufanele abe khona kuyo ukuze afaneleke (okujwayelekile 80)` : `Share of the event's duration an online attendee must attend to qualify (default 80)`;
export const priceHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uitgesluit BTW; laat leeg vir 'n gratis geleentheid` : locale === "zu" ? `Ngaphandle kwe-VAT; shiya kungenalutho uma umcimbi umahhala` : `Excluding VAT; leave empty for a free event`;
export const cpdAndCertificates = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD en sertifikate` : locale === "zu" ? `I-CPD nezitifiketi` : `CPD and certificates`;
export const labelCpdPoints = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-punte` : locale === "zu" ? `Amaphuzu e-CPD` : `CPD points`;
export const cpdPointsHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Op elke sertifikaat gedruk, bv. 3 of 2.5; leeg vir geen` : locale === "zu" ? `Kuphrintwa kusitifiketi ngasinye, isib. 3 noma 2.5; kungabi nalutho uma kungekho` : `Printed on each certificate, e.g. 3 or 2.5; empty for none`;
export const labelCpdCategory = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-kategorie` : locale === "zu" ? `Isigaba se-CPD` : `CPD category`;
export const cpdCategoryHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Waar die punte in die leerder se CPD-register tel` : locale === "zu" ? `Lapho amaphuzu ebalwa khona erekhodini le-CPD lomfundi` : `Where the points count in the learner's CPD ledger`;
export const labelAccreditingBody = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Akkrediteringsliggaam` : locale === "zu" ? `Isigungu esigunyazayo` : `Accrediting body`;
export const accreditingBodyHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Op die sertifikaat gedruk as Geakkrediteer deur` : locale === "zu" ? `Kuphrintwa esitifiketini njengokuthi Kugunyazwe ngu-` : `Printed on the certificate as Accredited by`;
export const none = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen` : locale === "zu" ? `Akukho` : `None`;
export const labelValidity = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaat geldig vir (maande)` : locale === "zu" ? `Isitifiketi sisebenza isikhathi (izinyanga)` : `Certificate valid for (months)`;
export const validityHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laat leeg as die sertifikate nie verval nie` : locale === "zu" ? `Shiya kungenalutho uma izitifiketi zingaphelelwa yisikhathi` : `Leave empty if the certificates do not expire`;
export const labelAutomatic = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Reik sertifikate outomaties na die geleentheid uit` : locale === "zu" ? `Khipha izitifiketi ngokuzenzakalelayo ngemuva komcimbi` : `Issue certificates automatically after the event`;
export const automaticHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sodra die geleentheid verby is, ontvang elkeen wat deur bywoning kwalifiseer 'n sertifikaat per e-pos` : locale === "zu" ? `Uma umcimbi usuphelile, wonke umuntu ofaneleka ngokuba khona uthola isitifiketi nge-imeyili` : `Once the event has ended, everyone who qualifies by attendance receives a certificate by email`;
export const labelTeamsLink = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Teams-skakel` : locale === "zu" ? `Isixhumanisi se-Teams` : `Teams link`;
export const teamsLinkHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gestuur in die bevestigings-e-pos en die kalenderuitnodiging` : locale === "zu" ? `Kuthunyelwa ku-imeyili yokuqinisekisa nasesimemweni sekhalenda` : `Sent in the confirmation email and the calendar invitation`;
export const labelDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Beskrywing` : locale === "zu" ? `Incazelo` : `Description`;
export const labelInstructorName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Instrukteur se naam` : locale === "zu" ? `Igama lomfundisi` : `Instructor name`;
export const labelInstructorRole = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Instrukteur se rol` : locale === "zu" ? `Indima yomfundisi` : `Instructor role`;
export const labelModeratorName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Moderator se naam` : locale === "zu" ? `Igama lomhleli wengxoxo` : `Moderator name`;
export const labelModeratorRole = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Moderator se rol` : locale === "zu" ? `Indima yomhleli wengxoxo` : `Moderator role`;
export const highlightsHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skei die hoogtepunte met kommas` : locale === "zu" ? `Hlukanisa okugqamile ngokhefana` : `Separate the highlights with commas`;
export const whoShouldAttendHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skei die groepe met kommas` : locale === "zu" ? `Hlukanisa amaqembu ngokhefana` : `Separate the groups with commas`;
export const labelPoster = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plakkaat` : locale === "zu" ? `Iphosta` : `Poster`;
export const labelImage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Prent` : locale === "zu" ? `Isithombe` : `Image`;
export const save = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor` : locale === "zu" ? `Londoloza` : `Save`;
export const cancel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer` : locale === "zu" ? `Khansela` : `Cancel`;
export const eventCancelled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie geleentheid is gekanselleer` : locale === "zu" ? `Lo mcimbi ukhanseliwe` : `This event is cancelled`;
export const cancelledOn = (values: { date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gekanselleer op ${values.date}. Almal wat bespreek het, het 'n kansellasie per e-pos ontvang.` : locale === "zu" ? `Kukhanselwe ngo-${values.date}. Bonke ababhukile bathunyelwe i-imeyili yokukhansela.` : `Cancelled on ${values.date}. Everyone booked was emailed a cancellation.`;
export const cancelEvent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer geleentheid` : locale === "zu" ? `Khansela umcimbi` : `Cancel event`;
export const cancelEventText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Almal wat bespreek het of op die waglys is, kry 'n e-pos dat die geleentheid gekanselleer is; bevestigde plekke kry 'n kalenderkansellasie wat dit uit hul kalender verwyder. Die geleenthedebladsy wys dit as gekanselleer.` : locale === "zu" ? `Bonke ababhukile noma abasohlwini lokulinda bathunyelwa i-imeyili yokuthi umcimbi ukhanseliwe; izihlalo eziqinisekisiwe zithola ukukhansela kwekhalenda okuwususa kukhalenda yabo. Ikhasi lemicimbi likhombisa ukuthi ukhanseliwe.` : `Everyone booked or on the waitlist is emailed that the event is cancelled; confirmed seats get a calendar cancellation that removes it from their calendar. The events page shows it as cancelled.`;
export const cancelEventConfirm = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer "${values.title}" en stuur 'n e-pos aan almal wat bespreek het? Dit kan nie ongedaan gemaak word nie.` : locale === "zu" ? `Khansela "${values.title}" futhi uthumele i-imeyili kubo bonke ababhukile? Lokhu akunakuhlehliswa.` : `Cancel "${values.title}" and email everyone booked? This cannot be undone.`;
export const certificatesIssued = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} sertifikaat uitgereik`, other: `${values.count} sertifikate uitgereik` }) : locale === "zu" ? plural(locale, values.count, { one: `Kukhishwe isitifiketi esingu-${values.count}`, other: `Kukhishwe izitifiketi ezingu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} certificate issued`, other: `${values.count} certificates issued` });
export const events = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geleenthede` : locale === "zu" ? `Imicimbi` : `Events`;
export const colEvent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geleentheid` : locale === "zu" ? `Umcimbi` : `Event`;
export const colDate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Datum` : locale === "zu" ? `Usuku` : `Date`;
export const colBookings = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Besprekings` : locale === "zu" ? `Ukubhuka` : `Bookings`;
export const colCertificates = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikate` : locale === "zu" ? `Izitifiketi` : `Certificates`;
export const colActions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aksies` : locale === "zu" ? `Izenzo` : `Actions`;
export const past = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verby` : locale === "zu" ? `Kudlulile` : `Past`;
export const edit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig` : locale === "zu" ? `Hlela` : `Edit`;
export const checkIn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Meld aan` : locale === "zu" ? `Bhalisa ukufika` : `Check in`;
export const toTitle = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? ` by ${values.title}` : locale === "zu" ? ` ku-${values.title}` : ` to ${values.title}`;
export const fieldRequired = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label} is verpligtend` : locale === "zu" ? `${values.label} kuyadingeka` : `${values.label} is required`;
export const fieldTooLong = (values: { label: string | number; max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label} mag hoogstens ${values.max} karakters wees` : locale === "zu" ? `${values.label} akumele kudlule izinhlamvu ezingu-${values.max}` : `${values.label} must be at most ${values.max} characters`;
export const mustBeDate = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label} moet 'n datum wees (JJJJ-MM-DD)` : locale === "zu" ? `${values.label} kumele kube usuku (YYYY-MM-DD)` : `${values.label} must be a date (YYYY-MM-DD)`;
export const mustBeTime = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label} moet 'n tyd wees (HH:MM)` : locale === "zu" ? `${values.label} kumele kube isikhathi (HH:MM)` : `${values.label} must be a time (HH:MM)`;
export const mustBeImageAddress = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label} moet 'n webadres wees wat met https:// begin, of 'n opgelaaide prent` : locale === "zu" ? `${values.label} kumele kube ikheli lewebhu eliqala ngo-https:// noma isithombe esilayishiwe` : `${values.label} must be a web address starting with https:// or an uploaded image`;
export const itemTooLong = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Elke item van ${values.label} mag hoogstens 300 karakters wees` : locale === "zu" ? `Into ngayinye ye-${values.label} akumele idlule izinhlamvu ezingu-300` : `Each item of ${values.label} must be at most 300 characters`;
export const mustBeWhole = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label} moet 'n heelgetal wees` : locale === "zu" ? `${values.label} kumele kube yinombolo ephelele` : `${values.label} must be a whole number`;
export const mustBeBetween = (values: { label: string | number; max: string | number; min: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label} moet tussen ${values.min} en ${values.max} wees` : locale === "zu" ? `${values.label} kumele kube phakathi kuka-${values.min} no-${values.max}` : `${values.label} must be between ${values.min} and ${values.max}`;
export const cpdPointsFormat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-punte moet 'n getal soos 3 of 2.5 wees` : locale === "zu" ? `Amaphuzu e-CPD kumele abe yinombolo efana no-3 noma u-2.5` : `CPD points must be a number such as 3 or 2.5`;
export const teamsTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Teams-skakel mag hoogstens 2000 karakters wees` : locale === "zu" ? `Isixhumanisi se-Teams akumele sidlule izinhlamvu ezingu-2000` : `Teams link must be at most 2000 characters`;
export const teamsHttps = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Teams-skakel moet met https:// begin` : locale === "zu" ? `Isixhumanisi se-Teams kumele siqale ngo-https://` : `Teams link must start with https://`;
export const chooseCpdCategory = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies die CPD-kategorie: algemeen, klinies of etiek` : locale === "zu" ? `Khetha isigaba se-CPD: okujwayelekile, okwezokwelapha noma izimiso zokuziphatha` : `Choose the CPD category: general, clinical or ethics`;
export const chooseAccreditingBody = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n akkrediteringsliggaam uit die lys` : locale === "zu" ? `Khetha isigungu esigunyazayo ohlwini` : `Choose an accrediting body from the list`;
export const tickAutomatic = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Merk of ontmerk Reik sertifikate outomaties uit` : locale === "zu" ? `Maka noma ungamaki ukuthi Khipha izitifiketi ngokuzenzakalelayo` : `Tick or untick Issue certificates automatically`;
export const endBeforeStart = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Einddatum kan nie voor die begindatum wees nie` : locale === "zu" ? `Usuku lokuphela alukwazi ukuba ngaphambi kosuku lokuqala` : `End date cannot be before the start date`;
export const endTimeAfterStart = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Eindtyd moet na die begintyd wees` : locale === "zu" ? `Isikhathi sokuphela kumele sibe ngemuva kwesikhathi sokuqala` : `End time must be after the start time`;
export const noWebinarMatches = (values: { search: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen ander komende webinaar pas by “${values.search}” nie.` : locale === "zu" ? `Ayikho enye iwebhina ezayo efana no-“${values.search}”.` : `No other upcoming webinar matches “${values.search}”.`;
export const cpdCategoryGeneral = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Algemeen` : locale === "zu" ? `Okujwayelekile` : `General`;
export const cpdCategoryClinical = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Klinies` : locale === "zu" ? `Ezokwelapha` : `Clinical`;
export const cpdCategoryEthics = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Etiek` : locale === "zu" ? `Izimiso zokuziphatha` : `Ethics`;
