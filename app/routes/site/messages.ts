// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { plural } from "../../lib/i18n/message-runtime.ts";

export const chooseLanguage = (values: { names: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n taal: ${values.names}.` : locale === "zu" ? `Khetha ulimi: ${values.names}.` : `Choose a language: ${values.names}.`;
export const fieldsRequired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Velde gemerk met * is verpligtend.` : locale === "zu" ? `Izinkambu ezimakwe ngo-* ziyadingeka.` : `Fields marked with * are required.`;
export const contactTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontak ons` : locale === "zu" ? `Xhumana nathi` : `Contact Us`;
export const contactSendMessage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stuur vir ons 'n boodskap` : locale === "zu" ? `Sithumelele umlayezo` : `Send us a message`;
export const contactSubmit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stuur boodskap` : locale === "zu" ? `Thumela umlayezo` : `Send message`;
export const appointmentTypes = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soorte afsprake` : locale === "zu" ? `Izinhlobo zama-aphoyintimenti` : `Appointment types`;
export const contactMeetConsultant = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `As u 'n konsultant wil ontmoet, kies in die vorm hoe.` : locale === "zu" ? `Uma ungathanda ukuhlangana nomeluleki, khetha ukuthi kanjani efomini.` : `If you would like to meet a consultant, choose how in the form.`;
export const contactOrEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Of stuur vir ons 'n e-pos by` : locale === "zu" ? `Noma usithumelele i-imeyili ku-` : `Or email us at`;
export const thankYouTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dankie` : locale === "zu" ? `Siyabonga` : `Thank you`;
export const thankYouSent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U boodskap is gestuur. Ons het vir u 'n afskrif per e-pos gestuur van wat u gestuur het.` : locale === "zu" ? `Umlayezo wakho uthunyelwe. Sikuthumelele ikhophi yalokho okuthumele nge-imeyili.` : `Your message has been sent. We have emailed you a copy of what you sent.`;
export const thankYouNextContact = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand van ons span sal binne twee werksdae antwoord.` : locale === "zu" ? `Omunye wethimba lethu uzophendula zingakapheli izinsuku zokusebenza ezimbili.` : `One of our team will reply within two working days.`;
export const thankYouNextConsulting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Konsultant sal binne twee werksdae met u kontak maak om u afspraak te bevestig.` : locale === "zu" ? `Umeluleki uzoxhumana nawe zingakapheli izinsuku zokusebenza ezimbili ukuze aqinisekise i-aphoyintimenti yakho.` : `A consultant will contact you within two working days to confirm your appointment.`;
export const thankYouNextQuote = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Opleidingskonsultant sal binne twee werksdae vir u 'n kwotasie stuur.` : locale === "zu" ? `Umeluleki wokuqeqeshwa uzokuthumelela ikhotheshini zingakapheli izinsuku zokusebenza ezimbili.` : `A training consultant will send you a quotation within two working days.`;
export const backToHome = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na die tuisblad` : locale === "zu" ? `Buyela ekhasini lasekhaya` : `Back to the home page`;
export const seeTrainingSchedule = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sien die opleidingskedule` : locale === "zu" ? `Bona uhlelo lokuqeqeshwa` : `See the training schedule`;
export const homeAboutUs = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oor ons` : locale === "zu" ? `Mayelana nathi` : `About us`;
export const homeWhyUs = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoekom ons` : locale === "zu" ? `Kungani thina` : `Why us`;
export const homeClientsSay = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wat ons kliënte sê` : locale === "zu" ? `Okushiwo amakhasimende ethu` : `What our clients say`;
export const accreditations = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Akkreditasies` : locale === "zu" ? `Ukugunyazwa` : `Accreditations`;
export const aboutTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oor ons` : locale === "zu" ? `Mayelana nathi` : `About Us`;
export const aboutHeading = (values: { siteName: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oor ${values.siteName}` : locale === "zu" ? `Mayelana ne-${values.siteName}` : `About ${values.siteName}`;
export const aboutMission = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ons missie` : locale === "zu" ? `Umgomo wethu` : `Our mission`;
export const aboutVision = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ons visie` : locale === "zu" ? `Umbono wethu` : `Our vision`;
export const aboutHowWeWork = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoe ons werk` : locale === "zu" ? `Indlela esisebenza ngayo` : `How we work`;
export const aboutAffiliations = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Affiliasies` : locale === "zu" ? `Ubudlelwano` : `Affiliations`;
export const aboutBenefits = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voordele van vennootskap` : locale === "zu" ? `Izinzuzo zokubambisana` : `Partnership benefits`;
export const servicesTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dienste` : locale === "zu" ? `Izinsizakalo` : `Services`;
export const servicesAccreditation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Akkreditasie` : locale === "zu" ? `Ukugunyazwa` : `Accreditation`;
export const servicesCertification = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifisering` : locale === "zu" ? `Izitifiketi` : `Certification`;
export const servicesImprovement = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verbetering/Ondersteuning` : locale === "zu" ? `Ukuthuthukisa/Ukwesekwa` : `Improvement/Support`;
export const servicesCourses = (values: { kind: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.kind}-kursusse` : locale === "zu" ? `Izinkambo ze-${values.kind}` : `${values.kind} courses`;
export const consultingTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Konsultasie` : locale === "zu" ? `Ukweluleka` : `Consulting`;
export const bookConsulting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bespreek 'n konsultasie-afspraak` : locale === "zu" ? `Bhuka i-aphoyintimenti yokwelulekwa` : `Book a consulting appointment`;
export const testimonials = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Getuienisse` : locale === "zu" ? `Ubufakazi bamakhasimende` : `Testimonials`;
export const bookAppointment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bespreek 'n afspraak` : locale === "zu" ? `Bhuka i-aphoyintimenti` : `Book an appointment`;
export const consultingProject = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoe 'n projek lyk` : locale === "zu" ? `Ukuthi iphrojekthi ibukeka kanjani` : `What a project looks like`;
export const consultingSubmit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vra 'n afspraak aan` : locale === "zu" ? `Cela i-aphoyintimenti` : `Request appointment`;
export const consultingMessageLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Waaroor wil u gesels?` : locale === "zu" ? `Yini ongathanda ukuxoxa ngayo?` : `What would you like to discuss?`;
export const consultingMessagePlaceholder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Byvoorbeeld: ons is 'n toetslaboratorium van 12 mense en wil volgende jaar ISO/IEC 17025-akkreditasie kry.` : locale === "zu" ? `Isibonelo: siyilabhorethri yokuhlola enabantu abangu-12 futhi sifuna ukugunyazwa kwe-ISO/IEC 17025 ngonyaka ozayo.` : `For example: we are a testing laboratory of 12 people and want ISO/IEC 17025 accreditation next year.`;
export const learningCenterTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leersentrum` : locale === "zu" ? `Isikhungo sokufunda` : `Learning Center`;
export const learningCenterDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die opleidingskedule per maand: openbare ISO-kursusse in die klaskamer by ons lokaal of regstreeks aanlyn, elkeen ook binne-huis by u perseel beskikbaar. Laai die skedule af of vra 'n kwotasie aan.` : locale === "zu" ? `Uhlelo lokuqeqeshwa ngenyanga: izinkambo ze-ISO zomphakathi ekilasini endaweni yethu noma bukhoma ku-inthanethi, ngayinye iyatholakala nasendaweni yakho. Landa uhlelo noma ucele ikhotheshini.` : `The training schedule by month: public ISO courses in the classroom at our venue or online live, each also available in-house at your premises. Download the schedule or request a quote.`;
export const learningCenterIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Openbare kursusse van April tot November, in die klaskamer by ons lokaal of regstreeks aanlyn. Elke kursus kan ook binne-huis by u perseel vir u span aangebied word: vra 'n kwotasie aan.` : locale === "zu" ? `Izinkambo zomphakathi kusukela ngo-Ephreli kuya kuNovemba, ekilasini endaweni yethu noma bukhoma ku-inthanethi. Yonke inkambo ingaqhutshwa nasendaweni yakho ithimba lakho: cela ikhotheshini.` : `Public courses from April to November, in the classroom at our venue or online live. Every course can also run in-house at your premises for your team: ask for a quote.`;
export const requestTrainingQuote = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vra 'n opleidingskwotasie aan` : locale === "zu" ? `Cela ikhotheshini yokuqeqeshwa` : `Request a training quote`;
export const trainingSchedule = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opleidingskedule` : locale === "zu" ? `Uhlelo lokuqeqeshwa` : `Training schedule`;
export const downloadSchedule = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai die skedule af (PDF)` : locale === "zu" ? `Landa uhlelo (PDF)` : `Download the schedule (PDF)`;
export const addScheduleEntry = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg skedule-inskrywing by` : locale === "zu" ? `Engeza okufakwe ohlelweni` : `Add schedule entry`;
export const noCoursesScheduled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen kursusse geskeduleer nie` : locale === "zu" ? `Azikho izinkambo ezihleliwe` : `No courses scheduled`;
export const noCoursesScheduledText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die volgende seisoen se datums word beplan. Vra 'n kwotasie aan en ons sal u laat weet wanneer u kursus aangebied word.` : locale === "zu" ? `Izinsuku zesizini ezayo ziyahlelwa. Cela ikhotheshini futhi sizokwazisa ukuthi inkambo yakho iqhutshwa nini.` : `The next season's dates are being planned. Ask for a quote and we will tell you when your course runs.`;
export const quoteIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sê vir ons watter kursus en hoeveel mense. Velde gemerk met * is verpligtend.` : locale === "zu" ? `Sitshele ukuthi iyiphi inkambo nokuthi bangaki abantu. Izinkambu ezimakwe ngo-* ziyadingeka.` : `Tell us which course and how many people. Fields marked with * are required.`;
export const quoteSubmit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vra 'n kwotasie aan` : locale === "zu" ? `Cela ikhotheshini` : `Request a quote`;
export const quoteMessageLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus en voorkeurdatums` : locale === "zu" ? `Inkambo nezinsuku ozithandayo` : `Course and preferred dates`;
export const quoteMessagePlaceholder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Byvoorbeeld: ISO 9001:2015 Lead Auditor, die Mei-aanbieding in Johannesburg.` : locale === "zu" ? `Isibonelo: ISO 9001:2015 Lead Auditor, ehlelwe ngoMeyi eGoli.` : `For example: ISO 9001:2015 Lead Auditor, the May run in Johannesburg.`;
export const eventsTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Komende geleenthede` : locale === "zu" ? `Imicimbi ezayo` : `Upcoming Events`;
export const webinarNotFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Webinaar nie gevind nie` : locale === "zu" ? `Iwebhina ayitholakalanga` : `Webinar not found`;
export const eventsDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gratis webinare oor ISO-standaarde, akkreditasie en ouditering, regstreeks op Microsoft Teams aangebied deur ons konsultante en assessors. Gesondheidswerkers kan CPD-punte verdien.` : locale === "zu" ? `Amawebhina amahhala mayelana namazinga e-ISO, ukugunyazwa nokucwaningwa kwamabhuku, ethulwa bukhoma ku-Microsoft Teams ngabeluleki nabahloli bethu. Ochwepheshe bezempilo bangathola amaphuzu e-CPD.` : `Free webinars on ISO standards, accreditation and auditing, presented live on Microsoft Teams by our consultants and assessors. Health professionals can earn CPD points.`;
export const webinarLinkMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die webinaar in hierdie skakel is nie gevind nie: die skakel is dalk onvolledig, of die webinaar is verwyder.` : locale === "zu" ? `Iwebhina ekulesi sixhumanisi ayitholakalanga: kungenzeka isixhumanisi asiphelele, noma iwebhina isusiwe.` : `The webinar in this link was not found: the link may be incomplete, or the webinar was removed.`;
export const theseAreUpcoming = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hier is die komende webinare.` : locale === "zu" ? `Nanka amawebhina azayo.` : `These are the upcoming webinars.`;
export const pastWebinar = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vorige webinaar` : locale === "zu" ? `Iwebhina edlule` : `Past webinar`;
export const nextWebinar = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Volgende webinaar` : locale === "zu" ? `Iwebhina elandelayo` : `Next webinar`;
export const upcomingWebinar = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Komende webinaar` : locale === "zu" ? `Iwebhina ezayo` : `Upcoming webinar`;
export const buyASeat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Koop 'n plek` : locale === "zu" ? `Thenga isihlalo` : `Buy a seat`;
export const noUpcomingWebinars = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen komende webinare nie` : locale === "zu" ? `Awekho amawebhina azayo` : `No upcoming webinars`;
export const noUpcomingWebinarsText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuwe webinare word hier aangekondig. Kontak ons om van die volgende een te hoor.` : locale === "zu" ? `Amawebhina amasha amenyezelwa lapha. Xhumana nathi ukuze uzwe ngelandelayo.` : `New webinars are announced here. Contact us to hear about the next one.`;
export const contactUsLink = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontak ons` : locale === "zu" ? `Xhumana nathi` : `Contact us`;
export const notFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie gevind nie` : locale === "zu" ? `Akutholakalanga` : `Not Found`;
export const pageNotFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsy nie gevind nie` : locale === "zu" ? `Ikhasi alitholakalanga` : `Page not found`;
export const pageNotFoundDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daar is geen bladsy by hierdie adres nie.` : locale === "zu" ? `Alikho ikhasi kuleli kheli.` : `There is no page at this address.`;
export const termsTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebruiksvoorwaardes` : locale === "zu" ? `Imigomo yokusebenzisa` : `Terms of use`;
export const termsDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die gebruiksvoorwaardes van hierdie webwerf: u rekening, kursusse, geleenthede en sertifikate, aanvaarbare gebruik en hoe ons u inligting hanteer.` : locale === "zu" ? `Imigomo yokusebenzisa le sayithi: i-akhawunti yakho, izinkambo, imicimbi nezitifiketi, ukusetshenziswa okwamukelekayo nendlela esiphatha ngayo imininingwane yakho.` : `The terms of use of this site: your account, courses, events and certificates, acceptable use and how we handle your information.`;
export const lastUpdated = (values: { date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laas bygewerk: ${values.date}` : locale === "zu" ? `Kugcine ukubuyekezwa: ${values.date}` : `Last updated: ${values.date}`;
export const registrationReceived = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Registrasie ontvang` : locale === "zu" ? `Ukubhalisa kwamukelwe` : `Registration received`;
export const registrationReceivedText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ons het u registrasie ontvang en 'n bevestigings-e-pos is gestuur.` : locale === "zu" ? `Sikutholile ukubhalisa kwakho futhi i-imeyili yokuqinisekisa ithunyelwe.` : `We have received your registration and confirmation email has been sent.`;
export const addToCalendar = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg by kalender` : locale === "zu" ? `Engeza kukhalenda` : `Add to calendar`;
export const joinWebinar = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sluit aanlyn by die webinaar aan` : locale === "zu" ? `Joyina iwebhina ku-inthanethi` : `Join the webinar online`;
export const joinLinkLater = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ons sal vir u die skakel om by die webinaar aan te sluit per e-pos stuur voordat dit begin.` : locale === "zu" ? `Sizokuthumelela isixhumanisi sokujoyina iwebhina nge-imeyili ngaphambi kokuba iqale.` : `We will email you the link to join the webinar before it starts.`;
export const onWaitlist = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U is op die waglys` : locale === "zu" ? `Usohlwini lokulinda` : `You are on the waitlist`;
export const thankYouExclaim = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dankie!` : locale === "zu" ? `Siyabonga!` : `Thank You!`;
export const waitlistText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie webinaar is vol, daarom het ons u op die waglys geplaas en vir u 'n e-pos gestuur. As 'n plek oopkom, stuur ons vir u 'n skakel om dit te aanvaar.` : locale === "zu" ? `Le webhina igcwele, ngakho sikufake ohlwini lokulinda futhi sikuthumelele i-imeyili. Uma kuvuleka isihlalo, sizokuthumelela isixhumanisi sokusamukela.` : `This webinar is full, so we have put you on the waitlist and emailed you. If a seat frees up, we email you a link to accept it.`;
export const myLearning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `My leer` : locale === "zu" ? `Ukufunda kwami` : `My learning`;
export const backToEvents = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na die geleenthede` : locale === "zu" ? `Buyela emicimbini` : `Back to the events`;
export const dismiss = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak toe` : locale === "zu" ? `Vala` : `Dismiss`;
export const pathsTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leerpaaie` : locale === "zu" ? `Izindlela zokufunda` : `Learning paths`;
export const pathsDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanlyn kursusse in die volgorde om dit te neem, met 'n leerpadsertifikaat wanneer u almal voltooi.` : locale === "zu" ? `Izinkambo ze-inthanethi ngokulandelana okufanele uzenze ngakho, nesitifiketi sendlela uma uziqeda zonke.` : `Online courses in the order to take them, with a path certificate when you complete them all.`;
export const listPageMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daardie bladsy van die lys bestaan nie.` : locale === "zu" ? `Lelo khasi lohlu alikho.` : `That page of the list does not exist.`;
export const unsubscribeTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Teken uit van herinnerings` : locale === "zu" ? `Zikhiphe ezikhumbuzweni` : `Unsubscribe from reminders`;
export const unsubscribeDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stop geleentheidsherinnerings en ander e-pos waarvoor u nie gevra het nie.` : locale === "zu" ? `Misa izikhumbuzo zemicimbi nezinye izimeyili ongazicelanga.` : `Stop event reminders and other mail you did not ask for.`;
export const pathsLink = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leerpaaie: aanlyn kursusse in die volgorde om dit te neem` : locale === "zu" ? `Izindlela zokufunda: izinkambo ze-inthanethi ngokulandelana okufanele uzenze ngakho` : `Learning paths: online courses in the order to take them`;
export const messageTooLong = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hou die boodskap onder ${values.max} karakters` : locale === "zu" ? `Umlayezo mawungadluli izinhlamvu ezingu-${values.max}` : `Keep the message under ${values.max} characters`;
export const backToLearningCenter = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na die Leersentrum` : locale === "zu" ? `Buyela eSikhungweni sokufunda` : `Back to the Learning Center`;
export const chooseColourScheme = (values: { names: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n kleurskema: ${values.names}.` : locale === "zu" ? `Khetha uhlelo lwemibala: ${values.names}.` : `Choose a colour scheme: ${values.names}.`;
export const verifyTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaatverifikasie` : locale === "zu" ? `Ukuqinisekiswa kwesitifiketi` : `Certificate verification`;
export const verifyDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontroleer dat 'n sertifikaat wat ons uitgereik het eg en steeds geldig is.` : locale === "zu" ? `Hlola ukuthi isitifiketi esisikhiphile siyiqiniso futhi sisasebenza.` : `Check that a certificate issued by us is genuine and still valid.`;
export const alreadyRevoked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie sertifikaat is reeds herroep` : locale === "zu" ? `Lesi sitifiketi besivele sihoxisiwe` : `This certificate was already revoked`;
export const certificateRevoked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaat herroep` : locale === "zu" ? `Isitifiketi sihoxisiwe` : `Certificate revoked`;
export const rowName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Naam` : locale === "zu" ? `Igama` : `Name`;
export const rowCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus` : locale === "zu" ? `Inkambo` : `Course`;
export const rowDate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Datum` : locale === "zu" ? `Usuku` : `Date`;
export const rowValidUntil = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geldig tot` : locale === "zu" ? `Sisebenza kuze kube` : `Valid until`;
export const rowCpdPoints = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-punte` : locale === "zu" ? `Amaphuzu e-CPD` : `CPD points`;
export const notApplicable = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie van toepassing nie` : locale === "zu" ? `Akusebenzi` : `Not applicable`;
export const rowCertificateNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaatnommer` : locale === "zu" ? `Inombolo yesitifiketi` : `Certificate number`;
export const rowIssuer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uitreiker` : locale === "zu" ? `Okhiphile` : `Issuer`;
export const rowIdNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `ID-nommer` : locale === "zu" ? `Inombolo kamazisi` : `ID number`;
export const revokedReason = (values: { reason: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rede: ${values.reason}` : locale === "zu" ? `Isizathu: ${values.reason}` : `Reason: ${values.reason}`;
export const downloadCertificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai die sertifikaat af (PDF)` : locale === "zu" ? `Landa isitifiketi (PDF)` : `Download the certificate (PDF)`;
export const revokeThisCertificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Herroep hierdie sertifikaat` : locale === "zu" ? `Hoxisa lesi sitifiketi` : `Revoke this certificate`;
export const checkAnother = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontroleer 'n ander sertifikaat` : locale === "zu" ? `Hlola esinye isitifiketi` : `Check another certificate`;
export const revokeWarning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Herroeping kan nie ongedaan gemaak word nie: die verifikasiebladsy sal sê die sertifikaat is herroep, met u rede.` : locale === "zu" ? `Ukuhoxisa akunakuhlehliswa: ikhasi lokuqinisekisa lizothi isitifiketi sihoxisiwe, nesizathu sakho.` : `Revoking cannot be undone: the verification page will say the certificate is revoked, with your reason.`;
export const reason = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rede` : locale === "zu" ? `Isizathu` : `Reason`;
export const reasonPlaceholder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n rede hier in...` : locale === "zu" ? `Faka isizathu lapha...` : `Enter a reason here...`;
export const revokeCertificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Herroep sertifikaat` : locale === "zu" ? `Hoxisa isitifiketi` : `Revoke certificate`;
export const verifyLookupTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verifieer 'n sertifikaat` : locale === "zu" ? `Qinisekisa isitifiketi` : `Verify a certificate`;
export const verifyLookupDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Werkgewers en ouditeure: kontroleer 'n sertifikaat wat ons uitgereik het met die nommer wat daarop gedruk is.` : locale === "zu" ? `Abaqashi nabacwaningi bamabhuku: hlola isitifiketi esisikhiphile ngenombolo ephrintiwe kuso.` : `Employers and auditors: check a certificate we issued by the number printed on it.`;
export const verifyEmpty = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die sertifikaatnommer in wat op die sertifikaat gedruk is.` : locale === "zu" ? `Faka inombolo yesitifiketi ephrintiwe esitifiketini.` : `Enter the certificate number printed on the certificate.`;
export const verifyUnknown = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen sertifikaat het die nommer ${values.number} nie. Kontroleer dit teen die sertifikaat: dit is regs bo gedruk (byvoorbeeld CPD-2026-7K3M9QX).` : locale === "zu" ? `Asikho isitifiketi esinenombolo ethi ${values.number}. Yihlole esitifiketini: iphrintiwe phezulu ngakwesokudla (isibonelo CPD-2026-7K3M9QX).` : `No certificate has the number ${values.number}. Check it against the certificate: it is printed at the top right (for example CPD-2026-7K3M9QX).`;
export const verifyIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die nommer in wat op die sertifikaat of in die e-pos daarvan gedruk is om te sien of dit eg en steeds geldig is.` : locale === "zu" ? `Faka inombolo ephrintiwe esitifiketini noma ku-imeyili yaso ukuze ubone ukuthi siyiqiniso futhi sisasebenza yini.` : `Enter the number printed on the certificate or in its email to see whether it is genuine and still valid.`;
export const certificateNotFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaat nie gevind nie` : locale === "zu" ? `Isitifiketi asitholakalanga` : `Certificate not found`;
export const certificateNumberHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soos op die sertifikaat gedruk; hoofletters en spasies maak nie saak nie.` : locale === "zu" ? `Njengoba iphrintiwe esitifiketini; osonhlamvukazi nezikhala akunandaba.` : `As printed on the certificate; capitals and spaces do not matter.`;
export const verifyCertificate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verifieer sertifikaat` : locale === "zu" ? `Qinisekisa isitifiketi` : `Verify certificate`;
export const scheduleEntryDeletedToast = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skedule-inskrywing geskrap` : locale === "zu" ? `Okufakiwe ohlelweni kususiwe` : `Schedule entry deleted`;
export const searchWebinars = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek webinare` : locale === "zu" ? `Sesha amawebhina` : `Search webinars`;
export const catalogueCount = (values: { count: number; first: string | number; last: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} kursus`, other: `Kursusse ${values.first}–${values.last} van ${values.count}` }) : locale === "zu" ? plural(locale, values.count, { one: `inkambo engu-${values.count}`, other: `Izinkambo ${values.first}–${values.last} kwezingu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} course`, other: `Courses ${values.first}–${values.last} of ${values.count}` });
export const catalogueCountMatching = (values: { count: number; first: string | number; last: string | number; search: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} kursus wat by “${values.search}” pas`, other: `Kursusse ${values.first}–${values.last} van ${values.count} wat by “${values.search}” pas` }) : locale === "zu" ? plural(locale, values.count, { one: `inkambo engu-${values.count} ehambisana no-“${values.search}”`, other: `Izinkambo ${values.first}–${values.last} kwezingu-${values.count} ezihambisana no-“${values.search}”` }) : plural(locale, values.count, { one: `${values.count} course matching "${values.search}"`, other: `Courses ${values.first}–${values.last} of ${values.count} matching "${values.search}"` });
export const editScheduleEntry = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig skedule-inskrywing` : locale === "zu" ? `Hlela okufakwe ohlelweni` : `Edit schedule entry`;
export const noCoursesFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen kursusse gevind nie` : locale === "zu" ? `Azikho izifundo ezitholakele` : `No courses found`;
export const noCoursesYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen kursusse nie` : locale === "zu" ? `Azikho izifundo okwamanje` : `No courses yet`;
export const noPublishedCourseMatches = (values: { search: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen gepubliseerde kursus pas by "${values.search}" nie. Probeer ander woorde.` : locale === "zu" ? `Ayikho inkambo eshicilelwe efana no-"${values.search}". Zama amanye amagama.` : `No published course matches "${values.search}". Try other words.`;
export const noPublishedCoursesHere = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daar is tans geen gepubliseerde kursusse hier nie. Kontak ons oor 'n interne kursus.` : locale === "zu" ? `Azikho izifundo ezishicilelwe lapha okwamanje. Xhumana nathi mayelana nenkambo eyenziwa enkampanini yakho.` : `There are no published courses here at the moment. Contact us about an in-house course.`;
export const onlineCoursesHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanlyn kursusse` : locale === "zu" ? `Izinkambo ze-inthanethi` : `Online courses`;
/** The heading of a course category's catalogue page; {name} is the category's name. */
export const categoryCourses = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name}-kursusse` : locale === "zu" ? `Izinkambo ze-${values.name}` : `${values.name} courses`;
export const enrolledWelcome = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U is ingeskryf. Welkom by die kursus!` : locale === "zu" ? `Ubhalisile. Siyakwamukela enkambweni!` : `You are enrolled. Welcome to the course!`;
export const alreadyEnrolled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U is reeds ingeskryf.` : locale === "zu" ? `Usuvele ubhalisile.` : `You are already enrolled.`;
export const enrolledInPath = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U is by die leerpad ingeskryf. Begin met sy eerste kursus.` : locale === "zu" ? `Ubhalisile endleleni yokufunda. Qala ngenkambo yayo yokuqala.` : `You are enrolled in the path. Start with its first course.`;
export const alreadyEnrolledInPath = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U is reeds by hierdie leerpad ingeskryf.` : locale === "zu" ? `Usuvele ubhalisile kule ndlela yokufunda.` : `You are already enrolled in this path.`;
export const formNotFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vorm nie gevind nie` : locale === "zu" ? `Ifomu alitholakalanga` : `Form not found`;
export const fillInThisFormOnline = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.title}: vul hierdie vorm in en stuur dit aanlyn.` : locale === "zu" ? `${values.title}: gcwalisa leli fomu bese ulithumela ku-inthanethi.` : `${values.title}: fill in this form and send it online.`;
export const learningPathsCrumb = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leerpaaie` : locale === "zu" ? `Izindlela zokufunda` : `Learning paths`;
export const unknownPathAction = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onbekende aksie: gebruik Skryf in vir hierdie pad.` : locale === "zu" ? `Isenzo esingaziwa: sebenzisa okuthi Bhalisela le ndlela.` : `Unknown action: use Enrol in this path.`;
export const onlineCatalogueSummary = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusse teen u eie pas op Campus: lees die lesse, beantwoord die vasvrae en volg u vordering, teen u eie tempo.` : locale === "zu" ? `Izifundo ozenza ngesivinini sakho ku-Campus: funda izifundo, uphendule izivivinyo futhi ulandelele inqubekela phambili yakho, ngesivinini sakho.` : `Self-paced courses you take on Campus: read the lessons, answer the quizzes and track your progress, at your own pace.`;
