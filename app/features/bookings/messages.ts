// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { plural } from "../../lib/i18n/message-runtime.ts";

export const detailName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Naam` : locale === "zu" ? `Igama` : `Name`;
export const detailEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const detailPhone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Telefoon` : locale === "zu" ? `Ifoni` : `Phone`;
export const detailHpcsa = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `HPCSA-nommer` : locale === "zu" ? `Inombolo ye-HPCSA` : `HPCSA number`;
export const notGiven = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie verskaf nie` : locale === "zu" ? `Akunikezwanga` : `Not given`;
export const detailCountry = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Land` : locale === "zu" ? `Izwe` : `Country`;
export const detailProvince = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Provinsie` : locale === "zu" ? `Isifundazwe` : `Province`;
export const detailCity = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stad` : locale === "zu" ? `Idolobha` : `City`;
export const detailCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maatskappy` : locale === "zu" ? `Inkampani` : `Company`;
export const detailOccupation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Beroep` : locale === "zu" ? `Umsebenzi` : `Occupation`;
export const notifyRegistered = (values: { dates: string | number; name: string | number; times: string | number; title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} het vir "${values.title}" op ${values.dates}, ${values.times} geregistreer.` : locale === "zu" ? `U-${values.name} ubhalisele "${values.title}" ngo-${values.dates}, ${values.times}.` : `${values.name} registered for "${values.title}" on ${values.dates}, ${values.times}.`;
export const notifyWaitlisted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die webinaar is vol, daarom is hulle op die waglys.` : locale === "zu" ? `Iwebhina igcwele, ngakho basohlwini lokulinda.` : `The webinar is full, so they are on the waitlist.`;
export const notifyHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuwe webinaarregistrasie` : locale === "zu" ? `Ukubhalisela iwebhina okusha` : `New webinar registration`;
export const notifyAction = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bekyk alle besprekings` : locale === "zu" ? `Buka konke ukubhuka` : `View all bookings`;
export const notifyFooter = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Alle registrasies vir hierdie webinaar, die CSV-uitvoer en die bywoningsregister is op die Bestuur geleenthede-skerm.` : locale === "zu" ? `Konke ukubhalisela le webhina, ukukhishwa kwe-CSV kanye nerejista yabakhona kusesikrinini sokuphatha imicimbi.` : `All registrations for this webinar, the CSV export and the attendance register are on the Manage events screen.`;
export const notifySubject = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuwe webinaarregistrasie: ${values.title}` : locale === "zu" ? `Ukubhalisela iwebhina okusha: ${values.title}` : `New webinar registration: ${values.title}`;
export const dear = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Beste ${values.name},` : locale === "zu" ? `Sawubona ${values.name},` : `Dear ${values.name},`;
export const confirmThanks = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dankie dat u vir "${values.title}" geregistreer het. U plek is bevestig.` : locale === "zu" ? `Siyabonga ngokubhalisela "${values.title}". Indawo yakho iqinisekisiwe.` : `Thank you for registering for "${values.title}". Your place is confirmed.`;
export const when = (values: { when: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wanneer: ${values.when}` : locale === "zu" ? `Nini: ${values.when}` : `When: ${values.when}`;
export const where = (values: { where: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Waar: ${values.where}` : locale === "zu" ? `Kuphi: ${values.where}` : `Where: ${values.where}`;
export const joinOnTeams = (values: { link: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sluit aan op Microsoft Teams: ${values.link}` : locale === "zu" ? `Joyina ku-Microsoft Teams: ${values.link}` : `Join on Microsoft Teams: ${values.link}`;
export const linkBeforeStart = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ons sal vir u die skakel om by die webinaar aan te sluit per e-pos stuur voordat dit begin.` : locale === "zu" ? `Sizokuthumelela isixhumanisi sokujoyina iwebhina nge-imeyili ngaphambi kokuba iqale.` : `We will email you the link to join the webinar before it starts.`;
export const linkBeforeStartShort = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ons sal vir u die skakel om aan te sluit per e-pos stuur voordat dit begin.` : locale === "zu" ? `Sizokuthumelela isixhumanisi sokujoyina nge-imeyili ngaphambi kokuba iqale.` : `We will email you the link to join before it starts.`;
export const inviteAttached = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die aangehegte kalenderuitnodiging (invite.ics) voeg die webinaar by u kalender.` : locale === "zu" ? `Isimemo sekhalenda esinamathiselwe (invite.ics) sengeza iwebhina kukhalenda yakho.` : `The attached calendar invitation (invite.ics) adds the webinar to your calendar.`;
export const checkInCode = (values: { code: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `U aanmeldkode is ${values.code}. Wys hierdie QR-kode by die deur (of lees die kode voor) om aangemeld te word.` : locale === "zu" ? `Ikhodi yakho yokungena ngu-${values.code}. Emnyango, khombisa le khodi ye-QR (noma ufunde ikhodi) ukuze ubhaliswe ukuthi ufikile.` : `Your check-in code is ${values.code}. At the door, show this QR code (or read out the code) to be checked in.`;
export const cancelToFreeSeat = (values: { url: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kan u nie meer bywoon nie? Kanselleer u bespreking sodat iemand anders u plek kan kry: ${values.url}` : locale === "zu" ? `Awusakwazi ukuba khona? Khansela ukubhuka kwakho ukuze omunye athole isihlalo sakho: ${values.url}` : `Can no longer attend? Cancel your booking so someone else can have your seat: ${values.url}`;
export const confirmHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U webinaarregistrasie is bevestig` : locale === "zu" ? `Ukubhalisela kwakho iwebhina kuqinisekisiwe` : `Your webinar registration is confirmed`;
export const joinTeamsAction = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sluit aan op Microsoft Teams` : locale === "zu" ? `Joyina ku-Microsoft Teams` : `Join on Microsoft Teams`;
export const qrAlt = (values: { code: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanmeld-QR-kode ${values.code}` : locale === "zu" ? `Ikhodi ye-QR yokungena ${values.code}` : `Check-in QR code ${values.code}`;
export const qrText = (values: { code: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanmeldkode: ${values.code}` : locale === "zu" ? `Ikhodi yokungena: ${values.code}` : `Check-in code: ${values.code}`;
export const questionsFooter = (values: { email: string | number; siteName: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vrae? Antwoord hierdie e-pos of skryf aan ${values.email}. ${values.siteName}` : locale === "zu" ? `Imibuzo? Phendula le imeyili noma ubhalele ku-${values.email}. ${values.siteName}` : `Questions? Reply to this email or write to ${values.email}. ${values.siteName}`;
export const confirmSubject = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Registrasie bevestig: ${values.title}` : locale === "zu" ? `Ukubhalisa kuqinisekisiwe: ${values.title}` : `Registration confirmed: ${values.title}`;
export const waitlistSubject = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `U is op die waglys: ${values.title}` : locale === "zu" ? `Usohlwini lokulinda: ${values.title}` : `You are on the waitlist: ${values.title}`;
export const waitlistHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U is op die waglys` : locale === "zu" ? `Usohlwini lokulinda` : `You are on the waitlist`;
export const waitlistFull = (values: { title: string | number; when: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `"${values.title}" (${values.when}) is vol, daarom het ons u op die waglys geplaas.` : locale === "zu" ? `"${values.title}" (${values.when}) igcwele, ngakho sikufake ohlwini lokulinda.` : `"${values.title}" (${values.when}) is full, so we have put you on the waitlist.`;
export const waitlistOrder = (values: { hours: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wanneer 'n plek oopkom, stuur ons vir u 'n e-pos, in volgorde van registrasie, en u het ${values.hours} uur om dit te aanvaar.` : locale === "zu" ? `Uma kuvuleka isihlalo sizokuthumelela i-imeyili, ngokulandelana kokubhalisa, futhi uzoba namahora angu-${values.hours} okusamukela.` : `When a seat frees up we email you, in order of registration, and you have ${values.hours} hours to accept it.`;
export const waitlistLeaveText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `As u nie meer 'n plek wil hê nie, verlaat die waglys met die skakel hieronder.` : locale === "zu" ? `Uma ungasasifuni isihlalo, phuma ohlwini lokulinda ngesixhumanisi esingezansi.` : `If you no longer want a seat, leave the waitlist with the link below.`;
export const waitlistLeave = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verlaat die waglys` : locale === "zu" ? `Phuma ohlwini lokulinda` : `Leave the waitlist`;
export const offerSubject = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Plek is vir u beskikbaar: ${values.title}` : locale === "zu" ? `Kukhona isihlalo sakho: ${values.title}` : `A seat is free for you: ${values.title}`;
export const offerHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Plek is vir u beskikbaar` : locale === "zu" ? `Kukhona isihlalo sakho` : `A seat is free for you`;
export const offerText = (values: { title: string | number; when: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Plek het by "${values.title}" (${values.when}) oopgekom en dit is u s'n as u dit aanvaar.` : locale === "zu" ? `Kuvuleke isihlalo ku-"${values.title}" (${values.when}) futhi ngesakho uma usamukela.` : `A seat has come free at "${values.title}" (${values.when}) and it is yours if you accept it.`;
export const offerBy = (values: { deadline: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanvaar voor ${values.deadline}; daarna word die plek aan die volgende persoon op die waglys aangebied.` : locale === "zu" ? `Yamukela ngaphambi kuka-${values.deadline}; ngemuva kwalokho isihlalo sinikezwa olandelayo ohlwini lokulinda.` : `Accept by ${values.deadline}; after that the seat is offered to the next person on the waitlist.`;
export const offerAccept = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanvaar die plek` : locale === "zu" ? `Yamukela isihlalo` : `Accept the seat`;
export const expiredSubject = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plekaanbod verval: ${values.title}` : locale === "zu" ? `Isihlalo esinikeziwe siphelelwe yisikhathi: ${values.title}` : `Seat offer expired: ${values.title}`;
export const expiredHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U plekaanbod het verval` : locale === "zu" ? `Isihlalo owasinikezwa siphelelwe yisikhathi` : `Your seat offer has expired`;
export const expiredText = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die plek wat ons u by "${values.title}" aangebied het, is nie betyds aanvaar nie, daarom is dit aan die volgende persoon op die waglys gegee.` : locale === "zu" ? `Isihlalo esakunikeza sona ku-"${values.title}" asizange samukelwe ngesikhathi, ngakho sinikezwe olandelayo ohlwini lokulinda.` : `The seat we offered you at "${values.title}" was not accepted in time, so it has gone to the next person on the waitlist.`;
export const expiredOthers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U is welkom om vir een van ons ander webinare te registreer.` : locale === "zu" ? `Wamukelekile ukubhalisela enye yamawebhina ethu.` : `You are welcome to register for one of our other webinars.`;
export const upcomingWebinars = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Komende webinare` : locale === "zu" ? `Amawebhina azayo` : `Upcoming webinars`;
export const reminderIn7Days = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `oor 7 dae` : locale === "zu" ? `ezinsukwini ezi-7` : `in 7 days`;
export const reminderTomorrow = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `môre` : locale === "zu" ? `kusasa` : `tomorrow`;
export const reminderIn1Hour = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `oor 1 uur` : locale === "zu" ? `ehoreni eli-1` : `in 1 hour`;
export const reminderSoon = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `binnekort` : locale === "zu" ? `maduze` : `soon`;
export const reminderSubject = (values: { title: string | number; when: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Herinnering: ${values.title} begin ${values.when}` : locale === "zu" ? `Isikhumbuzo: ${values.title} iqala ${values.when}` : `Reminder: ${values.title} starts ${values.when}`;
export const reminderHeading = (values: { title: string | number; when: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `"${values.title}" begin ${values.when}` : locale === "zu" ? `"${values.title}" iqala ${values.when}` : `"${values.title}" starts ${values.when}`;
export const cancelForWaitlist = (values: { url: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kan u nie meer bywoon nie? Kanselleer u bespreking sodat iemand op die waglys u plek kry: ${values.url}` : locale === "zu" ? `Awusakwazi ukuba khona? Khansela ukubhuka kwakho ukuze othile osohlwini lokulinda athole isihlalo sakho: ${values.url}` : `Can no longer attend? Cancel your booking so someone on the waitlist gets your seat: ${values.url}`;
export const changedText = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `"${values.title}" het verander. Die nuwe besonderhede:` : locale === "zu" ? `"${values.title}" ishintshile. Imininingwane emisha:` : `"${values.title}" has changed. The new details:`;
export const changedInvite = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die aangehegte kalenderuitnodiging (invite.ics) werk die geleentheid in u kalender by.` : locale === "zu" ? `Isimemo sekhalenda esinamathiselwe (invite.ics) sibuyekeza umcimbi kukhalenda yakho.` : `The attached calendar invitation (invite.ics) updates the event in your calendar.`;
export const changedCancel = (values: { url: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kan u nie meer bywoon nie? Kanselleer u bespreking: ${values.url}` : locale === "zu" ? `Awusakwazi ukuba khona? Khansela ukubhuka kwakho: ${values.url}` : `Can no longer attend? Cancel your booking: ${values.url}`;
export const changedSubject = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verander: ${values.title}` : locale === "zu" ? `Kushintshile: ${values.title}` : `Changed: ${values.title}`;
export const changedHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die geleentheid het verander` : locale === "zu" ? `Umcimbi ushintshile` : `The event has changed`;
export const cancelledText = (values: { title: string | number; when: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ons is jammer: "${values.title}" (${values.when}) is gekanselleer.` : locale === "zu" ? `Siyaxolisa: "${values.title}" (${values.when}) ikhanseliwe.` : `We are sorry: "${values.title}" (${values.when}) has been cancelled.`;
export const cancelledIcs = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die aangehegte kalenderkansellasie (cancel.ics) verwyder die geleentheid uit u kalender.` : locale === "zu" ? `Ukukhansela kwekhalenda okunamathiselwe (cancel.ics) kususa umcimbi kukhalenda yakho.` : `The attached calendar cancellation (cancel.ics) removes the event from your calendar.`;
export const cancelledSubject = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gekanselleer: ${values.title}` : locale === "zu" ? `Kukhanseliwe: ${values.title}` : `Cancelled: ${values.title}`;
export const cancelledHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die geleentheid is gekanselleer` : locale === "zu" ? `Umcimbi ukhanseliwe` : `The event has been cancelled`;
export const fieldRequired = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label} is verpligtend` : locale === "zu" ? `${values.label} kuyadingeka` : `${values.label} is required`;
export const fieldTooLong = (values: { label: string | number; max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label} mag hoogstens ${values.max} karakters wees` : locale === "zu" ? `${values.label} akumele kudlule izinhlamvu ezingu-${values.max}` : `${values.label} must be at most ${values.max} characters`;
export const chooseWebinar = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n webinaar` : locale === "zu" ? `Khetha iwebhina` : `Choose a webinar`;
export const labelSurname = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Van` : locale === "zu" ? `Isibongo` : `Surname`;
export const validEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n geldige e-posadres in` : locale === "zu" ? `Faka ikheli le-imeyili elivumelekile` : `Enter a valid email address`;
export const validPhone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n geldige telefoonnommer in` : locale === "zu" ? `Faka inombolo yefoni evumelekile` : `Enter a valid phone number`;
export const chooseCountry = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n land uit die lys` : locale === "zu" ? `Khetha izwe ohlwini` : `Choose a country from the list`;
export const provinceChoice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies een van die nege provinsies` : locale === "zu" ? `Khetha esinye sezifundazwe eziyisishiyagalolunye` : `Choose one of the nine provinces`;
export const missingFields = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vul asseblief alle velde gemerk met * in` : locale === "zu" ? `Sicela ugcwalise zonke izinkambu ezimakwe ngo-*` : `Please fill in all fields marked with *`;
export const correctFields = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Korrigeer asseblief die velde hieronder gemerk.` : locale === "zu" ? `Sicela ulungise izinkambu ezimakwe ngezansi.` : `Please correct the fields marked below.`;
export const joinWaitlist = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sluit by die waglys aan` : locale === "zu" ? `Joyina uhlu lokulinda` : `Join the waitlist`;
export const register = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Registreer` : locale === "zu" ? `Bhalisa` : `Register`;
export const registerHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Registreer vir hierdie webinaar` : locale === "zu" ? `Bhalisela le webhina` : `Register for this webinar`;
export const registerIntro = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.title}. Velde gemerk met * is verpligtend.` : locale === "zu" ? `${values.title}. Izinkambu ezimakwe ngo-* ziyadingeka.` : `${values.title}. Fields marked with * are required.`;
export const hpcsaOptional = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opsioneel: vir CPD-punte` : locale === "zu" ? `Akuphoqelekile: okwamaphuzu e-CPD` : `Optional: for CPD points`;
export const chooseACountry = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n land` : locale === "zu" ? `Khetha izwe` : `Choose a country`;
export const chooseAProvince = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n provinsie` : locale === "zu" ? `Khetha isifundazwe` : `Choose a province`;
export const optional = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opsioneel` : locale === "zu" ? `Akuphoqelekile` : `Optional`;
export const submitHint = (values: { action: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.action} word beskikbaar sodra elke veld gemerk met * ingevul is.` : locale === "zu" ? `Okuthi “${values.action}” kuzotholakala uma zonke izinkambu ezimakwe ngo-* zigcwalisiwe.` : `${values.action} becomes available once every field marked with * is filled in.`;
export const chooseAnother = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies een van die komende webinare hieronder.` : locale === "zu" ? `Khetha eyodwa yamawebhina azayo angezansi.` : `Choose one of the upcoming webinars below.`;
export const webinarCancelled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Webinaar gekanselleer` : locale === "zu" ? `Iwebhina ikhanseliwe` : `Webinar cancelled`;
export const webinarCancelledText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie webinaar is gekanselleer, daarom is registrasie gesluit.` : locale === "zu" ? `Le webhina ikhanseliwe, ngakho ukubhalisa kuvaliwe.` : `This webinar has been cancelled, so registration is closed.`;
export const registrationClosed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Registrasie gesluit` : locale === "zu" ? `Ukubhalisa kuvaliwe` : `Registration closed`;
export const registrationClosedText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie webinaar het reeds plaasgevind, daarom is registrasie gesluit.` : locale === "zu" ? `Le webhina isiyenzekile, ngakho ukubhalisa kuvaliwe.` : `This webinar has already taken place, so registration is closed.`;
export const youreBooked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U is bespreek` : locale === "zu" ? `Ubhukile` : `You're booked`;
export const youreOnWaitlist = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U is op die waglys` : locale === "zu" ? `Usohlwini lokulinda` : `You're on the waitlist`;
export const bookedText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het 'n plek by hierdie webinaar. U bespreking, die kalenderuitnodiging en die aansluitskakel is op ` : locale === "zu" ? `Unendawo kule webhina. Ukubhuka kwakho, isimemo sekhalenda nesixhumanisi sokujoyina kuku-` : `You have a place at this webinar. Your booking, the calendar invitation and the join link are on `;
export const waitlistedText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie webinaar is vol, daarom is u op die waglys: ons stuur vir u 'n e-pos as 'n plek oopkom. U besprekings is op ` : locale === "zu" ? `Le webhina igcwele, ngakho usohlwini lwayo lokulinda: sizokuthumelela i-imeyili uma kuvuleka isihlalo. Ukubhuka kwakho kuku-` : `This webinar is full, so you are on its waitlist: we email you if a seat frees up. Your bookings are on `;
export const myLearning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `My leer` : locale === "zu" ? `Ukufunda kwami` : `My learning`;
export const acceptBy = (values: { deadline: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanvaar voor ${values.deadline}.` : locale === "zu" ? `Yamukela ngaphambi kuka-${values.deadline}.` : `Accept by ${values.deadline}.`;
export const done = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Klaar` : locale === "zu" ? `Kwenziwe` : `Done`;
export const cancelHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer u bespreking` : locale === "zu" ? `Khansela ukubhuka kwakho` : `Cancel your booking`;
export const cancelDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer u webinaarbespreking of verlaat die waglys.` : locale === "zu" ? `Khansela ukubhuka kwakho iwebhina noma uphume ohlwini lokulinda.` : `Cancel your webinar booking or leave the waitlist.`;
export const leaveWaitlistExplain = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Beste ${values.name}, wil u die waglys vir hierdie webinaar verlaat? U sal nie 'n plek aangebied word nie.` : locale === "zu" ? `Sawubona ${values.name}, ufuna ukuphuma ohlwini lokulinda lwale webhina? Ngeke unikezwe isihlalo.` : `Dear ${values.name}, leave the waitlist for this webinar? You will not be offered a seat.`;
export const cancelExplain = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Beste ${values.name}, wil u u bespreking vir hierdie webinaar kanselleer? U plek gaan na die volgende persoon op die waglys.` : locale === "zu" ? `Sawubona ${values.name}, ufuna ukukhansela ukubhuka kwakho kule webhina? Isihlalo sakho sizoya kolandelayo ohlwini lokulinda.` : `Dear ${values.name}, cancel your booking for this webinar? Your seat goes to the next person on the waitlist.`;
export const cancelMyBooking = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer my bespreking` : locale === "zu" ? `Khansela ukubhuka kwami` : `Cancel my booking`;
export const acceptHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanvaar u plek` : locale === "zu" ? `Yamukela isihlalo sakho` : `Accept your seat`;
export const acceptDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanvaar die webinaarplek wat u van die waglys aangebied is.` : locale === "zu" ? `Yamukela isihlalo sewebhina osinikezwe sona ohlwini lokulinda.` : `Accept the webinar seat offered to you from the waitlist.`;
export const acceptExplain = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Beste ${values.name}, 'n plek het vir u by hierdie webinaar oopgekom. Aanvaar dit om u bespreking te bevestig.` : locale === "zu" ? `Sawubona ${values.name}, kuvuleke isihlalo sakho kule webhina. Samukele ukuze uqinisekise ukubhuka kwakho.` : `Dear ${values.name}, a seat has come free for you at this webinar. Accept it to confirm your booking.`;
export const statusConfirmed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bevestig` : locale === "zu" ? `Kuqinisekisiwe` : `Confirmed`;
export const statusWaitlisted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Op waglys` : locale === "zu" ? `Ohlwini lokulinda` : `Waitlisted`;
export const statusOffered = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aangebied` : locale === "zu" ? `Kunikeziwe` : `Offered`;
export const statusCancelled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gekanselleer` : locale === "zu" ? `Kukhanseliwe` : `Cancelled`;
export const countConfirmed = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.count} bevestig` : locale === "zu" ? `${values.count} kuqinisekisiwe` : `${values.count} confirmed`;
export const countWaitlisted = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.count} op waglys` : locale === "zu" ? `${values.count} ohlwini lokulinda` : `${values.count} waitlisted`;
export const countOffered = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.count} aangebied` : locale === "zu" ? `${values.count} kunikeziwe` : `${values.count} offered`;
export const countCancelled = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.count} gekanselleer` : locale === "zu" ? `${values.count} kukhanseliwe` : `${values.count} cancelled`;
export const bookingsHeading = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Besprekings: ${values.title}` : locale === "zu" ? `Ukubhuka: ${values.title}` : `Bookings: ${values.title}`;
export const registeredCount = (values: { count: string | number; when: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.when} · ${values.count} geregistreer` : locale === "zu" ? `${values.when} · ${values.count} ababhalisile` : `${values.when} · ${values.count} registered`;
export const attendanceSummary = (values: { imported: string | number; minutes: string | number; percent: string | number; qualifying: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.qualifying} kwalifiseer (as bygewoon gemerk, of aanlyn minstens ${values.percent}%: ${values.minutes} min) · aanlyn minute ingevoer vir ${values.imported}` : locale === "zu" ? `${values.qualifying} bayafaneleka (abamakwe ukuthi bebekhona, noma ku-inthanethi okungenani u-${values.percent}%: imizuzu engu-${values.minutes}) · imizuzu ye-inthanethi ingeniswe ku-${values.imported}` : `${values.qualifying} qualify (marked attended, or online at least ${values.percent}%: ${values.minutes} min) · online minutes imported for ${values.imported}`;
export const checkedInAtDoor = (values: { checkedIn: string | number; confirmed: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? ` · ${values.checkedIn} van ${values.confirmed} by die deur aangemeld` : locale === "zu" ? ` · ${values.checkedIn} kwabangu-${values.confirmed} babhalise ukufika emnyango` : ` · ${values.checkedIn} of ${values.confirmed} checked in at the door`;
export const checkInNamed = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Meld aan: ${values.title}` : locale === "zu" ? `Bhalisa ukufika: ${values.title}` : `Check in: ${values.title}`;
export const checkIn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Meld aan` : locale === "zu" ? `Bhalisa ukufika` : `Check in`;
export const exportCsv = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer CSV uit` : locale === "zu" ? `Khipha i-CSV` : `Export CSV`;
export const attendanceRegisterPdf = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bywoningsregister (PDF)` : locale === "zu" ? `Irejista yabakhona (PDF)` : `Attendance register (PDF)`;
export const noBookings = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen besprekings nie` : locale === "zu" ? `Akukabi khona ukubhuka` : `No bookings yet`;
export const noBookingsText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Registrasies vir hierdie geleentheid sal hier verskyn.` : locale === "zu" ? `Ukubhalisela lo mcimbi kuzovela lapha.` : `Registrations for this event will appear here.`;
export const bookings = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Besprekings` : locale === "zu" ? `Ukubhuka` : `Bookings`;
export const colAttendance = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bywoning` : locale === "zu" ? `Ukuba khona` : `Attendance`;
export const colMinutesOnline = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Minute aanlyn` : locale === "zu" ? `Imizuzu ku-inthanethi` : `Minutes online`;
export const colQualifies = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kwalifiseer` : locale === "zu" ? `Uyafaneleka` : `Qualifies`;
export const colStatus = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Status` : locale === "zu" ? `Isimo` : `Status`;
export const colRegistered = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geregistreer` : locale === "zu" ? `Ubhalisile` : `Registered`;
export const checkedInAt = (values: { time: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aangemeld ${values.time}` : locale === "zu" ? `Ubhalise ukufika ngo-${values.time}` : `Checked in ${values.time}`;
export const overrideAt = (values: { at: string | number; reason: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oorheersing (${values.at}): ${values.reason}` : locale === "zu" ? `Ukweqa (${values.at}): ${values.reason}` : `Override (${values.at}): ${values.reason}`;
export const override = (values: { reason: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oorheersing: ${values.reason}` : locale === "zu" ? `Ukweqa: ${values.reason}` : `Override: ${values.reason}`;
export const qualifies = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kwalifiseer` : locale === "zu" ? `Uyafaneleka` : `Qualifies`;
export const no = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nee` : locale === "zu" ? `Cha` : `No`;
export const pagesOfBookings = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye besprekings` : locale === "zu" ? `Amakhasi okubhuka` : `Pages of bookings`;
export const backToManageEvents = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na Bestuur geleenthede` : locale === "zu" ? `Buyela ekuphatheni imicimbi` : `Back to Manage events`;
export const checkInWindow = (values: { closes: string | number; opens: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanmelding is oop van ${values.opens} tot ${values.closes}.` : locale === "zu" ? `Ukubhalisa ukufika kuvuliwe kusukela ngo-${values.opens} kuze kube ngu-${values.closes}.` : `Check-in is open from ${values.opens} until ${values.closes}.`;
export const checkedInCount = (values: { checkedIn: string | number; confirmed: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.checkedIn} van ${values.confirmed} aangemeld` : locale === "zu" ? `${values.checkedIn} kwabangu-${values.confirmed} babhalise ukufika` : `${values.checkedIn} of ${values.confirmed} checked in`;
export const eventCancelledTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geleentheid gekanselleer` : locale === "zu" ? `Umcimbi ukhanseliwe` : `Event cancelled`;
export const eventCancelledNoCheckIn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie geleentheid is gekanselleer, daarom kan niemand aangemeld word nie.` : locale === "zu" ? `Lo mcimbi ukhanseliwe, ngakho akekho ongabhaliswa ukuthi ufikile.` : `This event was cancelled, so nobody can be checked in.`;
export const checkedInAtTime = (values: { time: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aangemeld om ${values.time}` : locale === "zu" ? `Ubhalise ukufika ngo-${values.time}` : `Checked in at ${values.time}`;
export const notCheckedIn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie aangemeld nie` : locale === "zu" ? `Akabhalisiwe ukuthi ufikile` : `Not checked in`;
export const checkInCodeLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanmeldkode` : locale === "zu" ? `Ikhodi yokungena` : `Check-in code`;
export const checkInCodeHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik die kode uit die bespreking se bevestigings-e-pos, bv. 7KQ2M-XD94A.` : locale === "zu" ? `Thayipha ikhodi evela ku-imeyili yokuqinisekisa ukubhuka, isib. 7KQ2M-XD94A.` : `Type the code from the booking's confirmation email, e.g. 7KQ2M-XD94A.`;
export const attendanceFile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanlyn bywoningslêer` : locale === "zu" ? `Ifayela labakhona ku-inthanethi` : `Online attendance file`;
export const attendanceFileHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Teams- of Zoom-bywoningsuitvoer (CSV), tot 1 MB` : locale === "zu" ? `Okukhishwe kwabakhona ku-Teams noma ku-Zoom (CSV), kufika ku-1 MB` : `Teams or Zoom attendance export (CSV), up to 1 MB`;
export const importAttendance = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer bywoning in` : locale === "zu" ? `Ngenisa abakhona` : `Import attendance`;
export const attendanceNotImported = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bywoning nie ingevoer nie` : locale === "zu" ? `Abakhona abangeniswanga` : `Attendance not imported`;
export const attendanceImported = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bywoning ingevoer` : locale === "zu" ? `Abakhona bangenisiwe` : `Attendance imported`;
export const minutesStored = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `Minute gestoor vir ${values.count} bespreking.`, other: `Minute gestoor vir ${values.count} besprekings.` }) : locale === "zu" ? plural(locale, values.count, { one: `Imizuzu igcinelwe ukubhuka oku-${values.count}.`, other: `Imizuzu igcinelwe ukubhuka okungu-${values.count}.` }) : plural(locale, values.count, { one: `Minutes stored for ${values.count} booking.`, other: `Minutes stored for ${values.count} bookings.` });
export const rowsUnmatched = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} ry het by geen bevestigde bespreking gepas nie.`, other: `${values.count} rye het by geen bevestigde bespreking gepas nie.` }) : locale === "zu" ? plural(locale, values.count, { one: `Umugqa o-${values.count} awuhambisani nakho ukubhuka okuqinisekisiwe.`, other: `Imigqa engu-${values.count} ayihambisani nakho ukubhuka okuqinisekisiwe.` }) : plural(locale, values.count, { one: `${values.count} row matched no confirmed booking.`, other: `${values.count} rows matched no confirmed booking.` });
export const everyRowMatched = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Elke ry het by 'n bespreking gepas.` : locale === "zu" ? `Yonke imigqa ihambisana nokubhuka.` : `Every row matched a booking.`;
export const rowsNotMatched = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rye nie gepas nie` : locale === "zu" ? `Imigqa engahambisani` : `Rows not matched`;
export const colLine = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Reël` : locale === "zu" ? `Umugqa` : `Line`;
export const colMinutes = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Minute` : locale === "zu" ? `Imizuzu` : `Minutes`;
export const colWhy = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoekom` : locale === "zu" ? `Kungani` : `Why`;
export const scanWithCamera = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skandeer met kamera` : locale === "zu" ? `Skena ngekhamera` : `Scan with camera`;
export const stopCamera = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stop kamera` : locale === "zu" ? `Misa ikhamera` : `Stop camera`;
export const holdQr = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hou die QR-kode voor die kamera.` : locale === "zu" ? `Bamba ikhodi ye-QR phambi kwekhamera.` : `Hold the QR code in front of the camera.`;
export const cameraView = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kamerabeeld om aanmeldkodes te skandeer` : locale === "zu" ? `Ukubuka kwekhamera ukuze kuskenwe amakhodi okungena` : `Camera view for scanning check-in codes`;
export const cameraNotAvailable = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kamera nie beskikbaar nie` : locale === "zu" ? `Ikhamera ayitholakali` : `Camera not available`;
export const reasonForAttended = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rede om ${values.name} as bygewoon te merk` : locale === "zu" ? `Isizathu sokumaka u-${values.name} ukuthi ubekhona` : `Reason for marking ${values.name} attended`;
export const regNo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nr.` : locale === "zu" ? `Inombolo` : `No.`;
export const regNameSurname = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Naam en van` : locale === "zu" ? `Igama nesibongo` : `Name and surname`;
export const regAttended = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bygewoon` : locale === "zu" ? `Ubekhona` : `Attended`;
export const regSignature = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Handtekening` : locale === "zu" ? `Isiginesha` : `Signature`;
export const yes = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ja` : locale === "zu" ? `Yebo` : `Yes`;
export const regNobody = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niemand het nog vir hierdie webinaar geregistreer nie.` : locale === "zu" ? `Akekho osebhalisele le webhina.` : `Nobody has registered for this webinar yet.`;
export const regFooter = (values: { checkedIn: string | number; date: string | number; registered: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.registered} geregistreer, ${values.checkedIn} by die deur aangemeld ("In" en die tyd: hul aanmeldkode is geskandeer of ingetik). Gedruk op ${values.date}. Fasiliteerder se handtekening: ______________________________` : locale === "zu" ? `Ababhalisile bangu-${values.registered}, ababhalise ukufika emnyango bangu-${values.checkedIn} ("In" nesikhathi: ikhodi yabo yokungena iskeniwe noma yathayiphwa). Kuphrintwe ngo-${values.date}. Isiginesha yomgqugquzeli: ______________________________` : `${values.registered} registered, ${values.checkedIn} checked in at the door ("In" and the time: their check-in code was scanned or typed). Printed on ${values.date}. Facilitator signature: ______________________________`;
export const regIn = (values: { time: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `In ${values.time}` : locale === "zu" ? `In ${values.time}` : `In ${values.time}`;
export const regOverridesHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bywoning gemerk buite die aanmeldvenster of die aanlyn minute, met die rede gegee` : locale === "zu" ? `Ukuba khona okumakwe ngaphandle kwesikhathi sokubhalisa ukufika noma imizuzu ye-inthanethi, nesizathu esinikeziwe` : `Attendance marked outside the check-in window or the online minutes, with the reason given`;
export const regMarkedAt = (values: { time: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? ` (gemerk ${values.time})` : locale === "zu" ? ` (kumakwe ngo-${values.time})` : ` (marked ${values.time})`;
export const regOverrideNote = (values: { name: string | number; note: string | number; number: string | number; reason: string | number; when: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `(${values.note}) Nr. ${values.number} ${values.name}: ${values.reason}${values.when}` : locale === "zu" ? `(${values.note}) Inombolo ${values.number} ${values.name}: ${values.reason}${values.when}` : `(${values.note}) No. ${values.number} ${values.name}: ${values.reason}${values.when}`;
export const regTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bywoningsregister` : locale === "zu" ? `Irejista yabakhona` : `Attendance register`;
export const regDate = (values: { when: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Datum: ${values.when}` : locale === "zu" ? `Usuku: ${values.when}` : `Date: ${values.when}`;
export const regLocation = (values: { location: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plek: ${values.location}` : locale === "zu" ? `Indawo: ${values.location}` : `Location: ${values.location}`;
export const regPresenter = (values: { name: string | number; role: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanbieder: ${values.name}, ${values.role}` : locale === "zu" ? `Umethuli: ${values.name}, ${values.role}` : `Presenter: ${values.name}, ${values.role}`;
export const regModerator = (values: { name: string | number; role: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Moderator: ${values.name}, ${values.role}` : locale === "zu" ? `Umhleli wengxoxo: ${values.name}, ${values.role}` : `Moderator: ${values.name}, ${values.role}`;
export const regProvider = (values: { siteName: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-verskaffer: ${values.siteName}` : locale === "zu" ? `Umhlinzeki we-CPD: ${values.siteName}` : `CPD provider: ${values.siteName}`;
export const importNul = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die lêer bevat 'n NUL-karakter (\\0), dus is dit nie 'n tekslêer nie. Stoor dit as CSV en probeer weer.` : locale === "zu" ? `Ifayela linohlamvu lwe-NUL (\\0), ngakho akulona ifayela lombhalo. Lilondoloze njenge-CSV bese uzama futhi.` : `The file contains a NUL character (\\0), so it is not a text file. Save it as CSV and try again.`;
export const importChooseFile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies die vergadering se bywoningslêer (CSV).` : locale === "zu" ? `Khetha ifayela labakhona emhlanganweni (CSV).` : `Choose the meeting's attendance file (CSV).`;
export const importTooLarge = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die lêer is groter as 1 MB.` : locale === "zu" ? `Ifayela likhulu kune-1 MB.` : `The file is larger than 1 MB.`;
export const eventMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daardie geleentheid bestaan nie.` : locale === "zu" ? `Lowo mcimbi awukho.` : `That event does not exist.`;
export const importNotAttendance = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dit is nie 'n Teams- of Zoom-bywoningslêer nie: geen deelnemerslys met 'n e-poskolom en 'n duur (of aansluit- en vertrektye) is gevind nie.` : locale === "zu" ? `Leli akulona ifayela labakhona le-Teams noma le-Zoom: alutholakalanga uhlu lababambiqhaza olunekholamu ye-imeyili nesikhathi (noma izikhathi zokungena nokuphuma).` : `This is not a Teams or Zoom attendance file: no participants list with an email column and a duration (or join and leave times) was found.`;
export const bookingNotOnEvent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daardie bespreking is nie by hierdie geleentheid nie.` : locale === "zu" ? `Lokho kubhuka akukho kulo mcimbi.` : `That booking is not on this event.`;
export const onlyConfirmedAttended = (values: { status: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bespreking is ${values.status}: slegs 'n bevestigde bespreking kan as bygewoon gemerk word.` : locale === "zu" ? `Lokhu kubhuka kusesimweni esithi ${values.status}: ukubhuka okuqinisekisiwe kuphela okungamakwa ukuthi ubekhona.` : `This booking is ${values.status}: only a confirmed booking can be marked attended.`;
export const codeForOtherEvent = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kode is vir 'n bespreking van 'n ander geleentheid (${values.title}).` : locale === "zu" ? `Le khodi ingeyokubhuka komunye umcimbi (${values.title}).` : `This code is for a booking of another event (${values.title}).`;
export const anEarlierEvent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n vroeëre geleentheid` : locale === "zu" ? `umcimbi wangaphambili` : `an earlier event`;
export const alreadyCheckedInBy = (values: { by: string | number; name: string | number; time: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} is reeds aangemeld (${values.time} deur ${values.by}).` : locale === "zu" ? `U-${values.name} usebhalisiwe ukuthi ufikile (${values.time} ngu-${values.by}).` : `${values.name} is already checked in (${values.time} by ${values.by}).`;
export const alreadyCheckedIn = (values: { name: string | number; time: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} is reeds aangemeld (${values.time}).` : locale === "zu" ? `U-${values.name} usebhalisiwe ukuthi ufikile (${values.time}).` : `${values.name} is already checked in (${values.time}).`;
export const eventNotFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geleentheid nie gevind nie.` : locale === "zu" ? `Umcimbi awutholakalanga.` : `Event not found.`;
export const cameraNotAllowed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die kamera is nie toegelaat nie. Laat dit in die blaaier se werfinstellings toe, of tik die kode.` : locale === "zu" ? `Ikhamera ayivunyelwanga. Yivumele ezilungiselelweni zesayithi kusiphequluli, noma uthayiphe ikhodi.` : `The camera was not allowed. Allow it in the browser's site settings, or type the code.`;
export const cameraNotFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen kamera is gevind nie. Tik eerder die kode.` : locale === "zu" ? `Ayikho ikhamera etholakele. Thayipha ikhodi esikhundleni salokho.` : `No camera was found. Type the code instead.`;
export const cameraNotOpened = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die kamera kon nie oopgemaak word nie. Tik eerder die kode.` : locale === "zu" ? `Ikhamera ayikwazanga ukuvuleka. Thayipha ikhodi esikhundleni salokho.` : `The camera could not be opened. Type the code instead.`;
export const cameraUnsupported = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie blaaier kan nie die kamera op hierdie bladsy oopmaak nie. Tik eerder die kode.` : locale === "zu" ? `Lesi siphequluli asikwazi ukuvula ikhamera kuleli khasi. Thayipha ikhodi esikhundleni salokho.` : `This browser cannot open the camera on this page. Type the code instead.`;
export const linkNotValid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie skakel is nie geldig nie. Maak seker dat u die hele skakel uit die e-pos gekopieer het.` : locale === "zu" ? `Lesi sixhumanisi asivumelekile. Qinisekisa ukuthi ukopishe isixhumanisi sonke ku-imeyili.` : `This link is not valid. Check that you copied the whole link from the email.`;
export const linkAlreadyCancelled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bespreking is reeds gekanselleer.` : locale === "zu" ? `Lokhu kubhuka sekuvele kukhanseliwe.` : `This booking is already cancelled.`;
export const linkWebinarCancelled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie webinaar is gekanselleer.` : locale === "zu" ? `Le webhina ikhanseliwe.` : `This webinar has been cancelled.`;
export const linkWebinarPast = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie webinaar het reeds plaasgevind.` : locale === "zu" ? `Le webhina isivele yenzekile.` : `This webinar has already taken place.`;
export const linkOfferGone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie aanbod is nie meer oop nie: dit het verval of is reeds beantwoord.` : locale === "zu" ? `Lesi sipho asisavulekile: siphelelwe yisikhathi noma sesivele siphenduliwe.` : `This offer is no longer open: it expired or was already answered.`;
export const checkInBadCode = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dit is nie 'n inskandeerkode nie. 'n Kode het 10 letters en syfers, soos 7KQ2M-XD94A.` : locale === "zu" ? `Lena akuyona ikhodi yokubhalisa ukufika. Ikhodi inezinhlamvu nezinombolo ezingu-10, njenge-7KQ2M-XD94A.` : `That is not a check-in code. A code has 10 letters and digits, like 7KQ2M-XD94A.`;
export const checkInUnknown = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen bespreking het hierdie inskandeerkode nie. Gaan die kode na, of soek die persoon op die lys van besprekings.` : locale === "zu" ? `Akukho ukubhuka okunale khodi yokubhalisa ukufika. Hlola ikhodi, noma uthole umuntu ohlwini lokubhuka.` : `No booking has this check-in code. Check the code, or find the person on the bookings list.`;
export const checkInEventCancelled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie geleentheid is gekanselleer, so niemand kan ingeskandeer word nie.` : locale === "zu" ? `Lo mcimbi ukhanseliwe, ngakho akekho ongabhaliswa ukuthi ufikile.` : `This event was cancelled, so nobody can be checked in.`;
export const checkInCancelled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bespreking is gekanselleer. Die persoon is nie vir hierdie geleentheid geregistreer nie.` : locale === "zu" ? `Lokhu kubhuka kukhanseliwe. Lo muntu akabhalisiwe kulo mcimbi.` : `This booking was cancelled. The person is not registered for this event.`;
export const checkInWaitlisted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bespreking is op die waglys, nie bevestig nie: daar is geen sitplek vir hierdie persoon nie.` : locale === "zu" ? `Lokhu kubhuka kusohlwini lokulinda, akuqinisekisiwe: asikho isihlalo salo muntu.` : `This booking is on the waitlist, not confirmed: there is no seat for this person.`;
export const checkInOffered = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aan hierdie bespreking is 'n sitplek aangebied wat nog nie aanvaar is nie: dit is nie bevestig nie.` : locale === "zu" ? `Lokhu kubhuka kunikezwe isihlalo esingakamukelwa: akukaqinisekiswa.` : `This booking was offered a seat that has not been accepted yet: it is not confirmed.`;
export const bookingNotFoundAmongYours = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bespreking is nie onder u besprekings gevind nie.` : locale === "zu" ? `Lokhu kubhuka akutholakalanga phakathi kokubhuka kwakho.` : `This booking was not found among your bookings.`;
export const tooManyRegistrations = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Te veel registrasies vanaf u netwerk. Probeer asseblief oor 'n paar minute weer.` : locale === "zu" ? `Ukubhalisa okuningi kakhulu kusuka kunethiwekhi yakho. Sicela uzame futhi emva kwemizuzu embalwa.` : `Too many registrations from your network. Please try again in a few minutes.`;
export const csvName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Naam` : locale === "zu" ? `Igama` : `Name`;
export const csvSurname = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Van` : locale === "zu" ? `Isibongo` : `Surname`;
export const csvEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const csvPhone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Telefoon` : locale === "zu" ? `Ucingo` : `Phone`;
export const csvHpcsaNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `HPCSA-nommer` : locale === "zu" ? `Inombolo ye-HPCSA` : `HPCSA number`;
export const csvCountry = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Land` : locale === "zu" ? `Izwe` : `Country`;
export const csvProvince = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Provinsie` : locale === "zu" ? `Isifundazwe` : `Province`;
export const csvCity = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stad` : locale === "zu" ? `Idolobha` : `City`;
export const csvCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maatskappy` : locale === "zu" ? `Inkampani` : `Company`;
export const csvOccupation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Beroep` : locale === "zu" ? `Umsebenzi` : `Occupation`;
export const csvEvent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geleentheid` : locale === "zu" ? `Umcimbi` : `Event`;
export const csvEventDate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Datum van geleentheid` : locale === "zu" ? `Usuku lomcimbi` : `Event date`;
export const csvRegisteredAt = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geregistreer op` : locale === "zu" ? `Kubhaliswe ngo-` : `Registered at`;
export const csvAttended = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bygewoon` : locale === "zu" ? `Ubekhona` : `Attended`;
export const csvCheckedInAt = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ingeskandeer op` : locale === "zu" ? `Ufike ngo-` : `Checked in at`;
export const csvStatus = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Status` : locale === "zu" ? `Isimo` : `Status`;
export const csvMinutesAttended = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Minute bygewoon` : locale === "zu" ? `Imizuzu abekhona` : `Minutes attended`;
export const csvQualifies = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kwalifiseer` : locale === "zu" ? `Uyafaneleka` : `Qualifies`;
export const csvAttendanceOverrideReason = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rede vir die oorskrywing van bywoning` : locale === "zu" ? `Isizathu sokushintsha ukuba khona` : `Attendance override reason`;
export const csvAttendanceOverrideAt = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bywoning oorskryf op` : locale === "zu" ? `Ukuba khona kushintshwe ngo-` : `Attendance override at`;
export const csvYes = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ja` : locale === "zu" ? `Yebo` : `Yes`;
export const csvNo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nee` : locale === "zu" ? `Cha` : `No`;
export const noBookingMatches = (values: { search: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen bespreking pas by “${values.search}” nie.` : locale === "zu" ? `Akukho ukubhuka okufana no-“${values.search}”.` : `No booking matches “${values.search}”.`;
export const markAttendedWithReason = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Merk as bygewoon met hierdie rede` : locale === "zu" ? `Maka ukuthi ubekhona ngalesi sizathu` : `Mark attended with this reason`;
export const attendedAnywayGiveReason = (values: { why: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.why} Om hierdie persoon tog as bygewoon te merk, gee 'n rede; dit word by die rekord gehou.` : locale === "zu" ? `${values.why} Ukuze uphawule lo muntu njengobekhona noma kunjalo, nikeza isizathu; sigcinwa nerekhodi.` : `${values.why} To mark this person attended anyway, give a reason; it is kept with the record.`;
export const markAttended = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Merk as bygewoon` : locale === "zu" ? `Phawula ukuthi ubekhona` : `Mark attended`;
export const attendedState = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bygewoon` : locale === "zu" ? `Ubekhona` : `Attended`;
export const attendanceOpensAt = (values: { at: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bywoning kan vanaf ${values.at} gemerk word, twee uur voor die begin.` : locale === "zu" ? `Ukuba khona kungamakwa kusukela ngo-${values.at}, amahora amabili ngaphambi kokuqala.` : `Attendance can be marked from ${values.at}, two hours before the start.`;
export const attendanceClosedAt = (values: { at: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bywoning kon gemerk word tot die einde van die geleentheid se laaste dag (${values.at}).` : locale === "zu" ? `Ukuba khona bekungamakwa kuze kube sekupheleni kosuku lokugcina lomcimbi (${values.at}).` : `Attendance could be marked until the end of the event's last day (${values.at}).`;
export const attendanceMinutesShort = (values: { minutes: string | number; threshold: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die aanlyn vergadering het ${values.minutes} van die ${values.threshold} minute wat kwalifiseer, aangeteken.` : locale === "zu" ? `Umhlangano we-inthanethi ubhale imizuzu engu-${values.minutes} kwengu-${values.threshold} efanelekayo.` : `The online meeting recorded ${values.minutes} of the ${values.threshold} minutes that qualify.`;
export const giveOverrideReason = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gee die rede waarom bywoning buite die reëls gemerk word.` : locale === "zu" ? `Nikeza isizathu sokumaka ukuba khona ngaphandle kwemithetho.` : `Give the reason for marking attendance outside the rules.`;
