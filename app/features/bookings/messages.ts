// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

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
