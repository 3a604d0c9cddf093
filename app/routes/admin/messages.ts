// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { plural } from "../../lib/i18n/message-runtime.ts";

export const chooseCreateOrRevoke = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies skep of herroep.` : locale === "zu" ? `Khetha ukwakha noma ukuhoxisa.` : `Choose create or revoke.`;
export const unknownAction = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onbekende aksie` : locale === "zu" ? `Isenzo esingaziwa` : `Unknown action`;
export const companyDetailsSaved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maatskappybesonderhede gestoor` : locale === "zu" ? `Imininingwane yenkampani ilondoloziwe` : `Company details saved`;
export const addedAsEmployee = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} as werknemer bygevoeg` : locale === "zu" ? `U-${values.name} wengezwe njengesisebenzi` : `${values.name} added as employee`;
export const employeeRemoved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Werknemer verwyder` : locale === "zu" ? `Isisebenzi sisusiwe` : `Employee removed`;
export const isNowATrainingManager = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} is nou 'n opleidingsbestuurder` : locale === "zu" ? `U-${values.name} manje ungumphathi wokuqeqeshwa` : `${values.name} is now a training manager`;
export const trainingManagerRemoved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opleidingsbestuurder verwyder` : locale === "zu" ? `Umphathi wokuqeqeshwa ususiwe` : `Training manager removed`;
export const backToCompanies = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na Maatskappye` : locale === "zu" ? `Buyela kokuthi Izinkampani` : `Back to Companies`;
export const unknownAction2 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onbekende aksie.` : locale === "zu" ? `Isenzo esingaziwa.` : `Unknown action.`;
export const enquiries = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Navrae` : locale === "zu" ? `Imibuzo` : `Enquiries`;
export const pagesOfEnquiries = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye van navrae` : locale === "zu" ? `Amakhasi emibuzo` : `Pages of enquiries`;
export const learningRecords = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leerrekords` : locale === "zu" ? `Amarekhodi okufunda` : `Learning records`;
export const downloadJson = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai JSON af` : locale === "zu" ? `Landa i-JSON` : `Download JSON`;
export const noStatementsYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen stellings nie.` : locale === "zu" ? `Azikho izitatimende okwamanje.` : `No statements yet.`;
export const stored = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gestoor` : locale === "zu" ? `Kugciniwe` : `Stored`;
export const learner = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leerder` : locale === "zu" ? `Umfundi` : `Learner`;
export const verb = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Werkwoord` : locale === "zu" ? `Isenzo` : `Verb`;
export const activity = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aktiwiteit` : locale === "zu" ? `Umsebenzi` : `Activity`;
export const learningRecordsPages = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye van leerrekords` : locale === "zu" ? `Amakhasi amarekhodi okufunda` : `Learning records pages`;
export const allMail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `← Alle e-pos` : locale === "zu" ? `← Wonke ama-imeyili` : `← All mail`;
export const messageDetails = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Boodskapbesonderhede` : locale === "zu" ? `Imininingwane yomlayezo` : `Message details`;
export const to = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aan` : locale === "zu" ? `Kubani` : `To`;
export const replyTo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Antwoord aan` : locale === "zu" ? `Phendulela ku` : `Reply to`;
export const written = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geskryf` : locale === "zu" ? `Kubhalwe` : `Written`;
export const status = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Status` : locale === "zu" ? `Isimo` : `Status`;
export const nextTry = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Volgende poging` : locale === "zu" ? `Umzamo olandelayo` : `Next try`;
export const lastError = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laaste fout` : locale === "zu" ? `Iphutha lokugcina` : `Last error`;
export const attachments = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanhegsels` : locale === "zu" ? `Okunamathiselwe` : `Attachments`;
export const sendAgain = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stuur weer` : locale === "zu" ? `Thumela futhi` : `Send again`;
export const message = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Boodskap` : locale === "zu" ? `Umlayezo` : `Message`;
export const emailAsSent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos soos gestuur` : locale === "zu" ? `I-imeyili njengoba ithunyelwe` : `Email as sent`;
export const plainText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gewone teks` : locale === "zu" ? `Umbhalo ongenalutho olwengeziwe` : `Plain text`;
export const unknownActionReloadThePage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onbekende aksie: laai die bladsy weer en probeer weer.` : locale === "zu" ? `Isenzo esingaziwa: layisha kabusha ikhasi bese uzama futhi.` : `Unknown action: reload the page and try again.`;
export const mail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Mail`;
export const show = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wys` : locale === "zu" ? `Bonisa` : `Show`;
export const all = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Alles` : locale === "zu" ? `Konke` : `All`;
export const failed = (values: { failedCount: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Misluk (${values.failedCount})` : locale === "zu" ? `Kuhlulekile (${values.failedCount})` : `Failed (${values.failedCount})`;
export const noFailedEmails = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen mislukte e-posse nie` : locale === "zu" ? `Azikho izimeyili ezihlulekile` : `No failed emails`;
export const noEmailsYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen e-posse nie` : locale === "zu" ? `Azikho izimeyili okwamanje` : `No emails yet`;
export const date = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Datum` : locale === "zu" ? `Usuku` : `Date`;
export const subject = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onderwerp` : locale === "zu" ? `Isihloko` : `Subject`;
export const overview = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oorsig` : locale === "zu" ? `Umbukiso jikelele` : `Overview`;
export const whatNeedsAttentionOn = (values: { today: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wat aandag nodig het op ${values.today}.` : locale === "zu" ? `Okudinga ukunakwa ngo-${values.today}.` : `What needs attention on ${values.today}.`;
export const newEnquiries = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuwe navrae` : locale === "zu" ? `Imibuzo emisha` : `New enquiries`;
export const contactMessagesConsultingAppointmentsAnd = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontakboodskappe, konsultasie-afsprake en kwotasieversoeke wat nog nie hanteer is nie.` : locale === "zu" ? `Imilayezo yokuxhumana, ama-aphoyintimenti okubonisana nezicelo zekhotheshini ezingakasingathwa.` : `Contact messages, consulting appointments and quote requests not yet handled.`;
export const noNewEnquiriesEveryOne = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen nuwe navrae nie: elkeen is hanteer.` : locale === "zu" ? `Ayikho imibuzo emisha: yonke isisingathiwe.` : `No new enquiries: every one has been handled.`;
export const openTheNewEnquiries = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak die nuwe navrae oop` : locale === "zu" ? `Vula imibuzo emisha` : `Open the new enquiries`;
export const failedEmails = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Mislukte e-posse` : locale === "zu" ? `Izimeyili ezihlulekile` : `Failed emails`;
export const emailsTheMailServerRefused = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-posse wat die posbediener geweier het, of wat nie binne 72 uur gestuur kon word nie.` : locale === "zu" ? `Izimeyili iseva yeposi ezenqabile, noma ezingakwazanga ukuthunyelwa phakathi kwamahora angu-72.` : `Emails the mail server refused, or that could not be sent within 72 hours.`;
export const noFailedEmails2 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen mislukte e-posse nie.` : locale === "zu" ? `Azikho izimeyili ezihlulekile.` : `No failed emails.`;
export const openTheFailedEmails = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak die mislukte e-posse oop` : locale === "zu" ? `Vula izimeyili ezihlulekile` : `Open the failed emails`;
export const todaySBookings = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vandag se besprekings` : locale === "zu" ? `Ukubhuka kwanamuhla` : `Today's bookings`;
export const eventRegistrationsReceivedToday = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geleentheidsregistrasies wat vandag ontvang is.` : locale === "zu" ? `Ukubhaliselwa kwemicimbi okwamukelwe namuhla.` : `Event registrations received today.`;
export const noBookingsYetToday = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen besprekings vandag nie.` : locale === "zu" ? `Akukho ukubhuka namuhla okwamanje.` : `No bookings yet today.`;
export const openTheEvents = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak die geleenthede oop` : locale === "zu" ? `Vula imicimbi` : `Open the events`;
export const expiringCertificates = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikate wat verval` : locale === "zu" ? `Izitifiketi eziphelelwa yisikhathi` : `Expiring certificates`;
export const currentCertificatesWhoseValidityEnds = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Huidige sertifikate waarvan die geldigheid in die volgende 90 dae eindig.` : locale === "zu" ? `Izitifiketi zamanje ezizophelelwa yisikhathi ezinsukwini ezingu-90 ezizayo.` : `Current certificates whose validity ends in the next 90 days.`;
export const noCertificateExpiresInThe = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen sertifikaat verval in die volgende 90 dae nie.` : locale === "zu" ? `Asikho isitifiketi esiphelelwa yisikhathi ezinsukwini ezingu-90 ezizayo.` : `No certificate expires in the next 90 days.`;
export const openTheExpiringCertificates = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak die sertifikate wat verval oop` : locale === "zu" ? `Vula izitifiketi eziphelelwa yisikhathi` : `Open the expiring certificates`;
export const thereIsNoPageTo = (values: { slice: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daar is geen bladsy "${values.slice}" om te wysig nie.` : locale === "zu" ? `Alikho ikhasi elithi "${values.slice}" ongalihlela.` : `There is no page "${values.slice}" to edit.`;
export const siteSettings = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Werfinstellings` : locale === "zu" ? `Izilungiselelo zesayithi` : `Site settings`;
export const siteName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Werfnaam` : locale === "zu" ? `Igama lesayithi` : `Site name`;
export const shownInTheNavigationBar = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gewys in die navigasiebalk en in elke bladsytitel.` : locale === "zu" ? `Kukhonjiswa kubha yokuzulazula nasesihlokweni sekhasi ngalinye.` : `Shown in the navigation bar and in every page title.`;
export const logo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Logo` : locale === "zu" ? `Ilogo` : `Logo`;
export const notificationMailbox = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kennisgewingsposbus` : locale === "zu" ? `Ibhokisi leposi lezaziso` : `Notification mailbox`;
export const enquiriesBookingsAndQuoteRequests = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Navrae, besprekings en kwotasieversoeke word hierheen gestuur.` : locale === "zu" ? `Imibuzo, ukubhuka nezicelo zekhotheshini kuthunyelwa lapha.` : `Enquiries, bookings and quote requests are sent here.`;
export const about = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oor ons` : locale === "zu" ? `Mayelana nathi` : `About`;
export const theAboutTextOnThe = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die oor-ons-teks op die tuisblad.` : locale === "zu" ? `Umbhalo othi Mayelana nathi ekhasini lasekhaya.` : `The about text on the home page.`;
export const timeZone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tydsone` : locale === "zu" ? `Indawo yesikhathi` : `Time zone`;
export const everyDateAndTimeOn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Elke datum en tyd op die werf, in PDF's, e-posse en kalenderuitnodigings word in hierdie sone gewys.` : locale === "zu" ? `Lonke usuku nesikhathi esayithini, kuma-PDF, ezimeyilini nasezimemweni zekhalenda kukhonjiswa ngale ndawo yesikhathi.` : `Every date and time on the site, in PDFs, emails and calendar invitations is shown in this zone.`;
export const save = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor` : locale === "zu" ? `Londoloza` : `Save`;
export const users = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebruikers` : locale === "zu" ? `Abasebenzisi` : `Users`;
export const searchByNameOrEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek op naam of e-pos` : locale === "zu" ? `Sesha ngegama noma nge-imeyili` : `Search by name or email`;
export const noUsersFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen gebruikers gevind nie` : locale === "zu" ? `Abekho abasebenzisi abatholakele` : `No users found`;
export const pagesOfUsers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye van gebruikers` : locale === "zu" ? `Amakhasi abasebenzisi` : `Pages of users`;
export const chooseSaveEndpointTurnOn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies Stoor eindpunt, Skakel weer aan of Herspeel.` : locale === "zu" ? `Khetha okuthi Londoloza isiphetho, Vula futhi noma Phinda.` : `Choose Save endpoint, Turn on again or Replay.`;
export const theFormIsMissingIts = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die vorm kort sy weergawe: laai die bladsy weer.` : locale === "zu" ? `Ifomu alinalo uhlobo lwalo: layisha kabusha ikhasi.` : `The form is missing its version: reload the page.`;
export const chooseAddEndpoint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies Voeg eindpunt by.` : locale === "zu" ? `Khetha okuthi Engeza isiphetho.` : `Choose Add endpoint.`;
export const learningRecordsIntroduction = (values: { address: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `xAPI-stellings: Campus se lesse, vasvrae en sertifikate, en wat cmi5-eenhede aanteken. Eenhede bereik die stoor by ${values.address} (die adres wat 'n cmi5-eenheid kry wanneer dit begin).` : locale === "zu" ? `Izitatimende ze-xAPI: izifundo ze-Campus, izivivinyo nezitifiketi, nalokho okurekhodwa amayunithi e-cmi5. Amayunithi afinyelela esitolo ku-${values.address} (ikheli elinikezwa iyunithi ye-cmi5 uma iqala).` : `xAPI statements: Campus's lessons, quizzes and certificates, and what cmi5 units record. Units reach the store at ${values.address} (the address a cmi5 unit is given when it launches).`;
export const accessLog = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Toegangslog` : locale === "zu" ? `Irekhodi lokungena` : `Access log`;
export const apiTokens = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `API-tekens` : locale === "zu" ? `Amathokheni e-API` : `API tokens`;
export const tokenRevoked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Teken herroep` : locale === "zu" ? `Ithokheni ihoxisiwe` : `Token revoked`;
export const companies = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maatskappye` : locale === "zu" ? `Izinkampani` : `Companies`;
export const added = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} bygevoeg` : locale === "zu" ? `I-${values.name} yengeziwe` : `${values.name} added`;
export const scimProvisioning = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `SCIM-voorsiening: ${values.name}` : locale === "zu" ? `Ukuhlinzeka nge-SCIM: ${values.name}` : `SCIM provisioning: ${values.name}`;
export const scimProvisioning2 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `SCIM-voorsiening` : locale === "zu" ? `Ukuhlinzeka nge-SCIM` : `SCIM provisioning`;
export const scimTokenRevoked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `SCIM-teken herroep` : locale === "zu" ? `Ithokheni ye-SCIM ihoxisiwe` : `SCIM token revoked`;
export const skillsDevelopmentFacilitator = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vaardigheidsontwikkelingsfasiliteerder: ${values.name}` : locale === "zu" ? `Umgqugquzeli Wokuthuthukiswa Kwamakhono: ${values.name}` : `Skills Development Facilitator: ${values.name}`;
export const skillsDevelopmentFacilitator2 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vaardigheidsontwikkelingsfasiliteerder` : locale === "zu" ? `Umgqugquzeli Wokuthuthukiswa Kwamakhono` : `Skills Development Facilitator`;
export const singleSignOn = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Enkelaanmelding: ${values.name}` : locale === "zu" ? `Ukungena kanye: ${values.name}` : `Single sign-on: ${values.name}`;
export const singleSignOn2 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Enkelaanmelding` : locale === "zu" ? `Ukungena kanye` : `Single sign-on`;
export const company = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maatskappy` : locale === "zu" ? `Inkampani` : `Company`;
export const deletionRequests = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skrappingsversoeke` : locale === "zu" ? `Izicelo zokususa` : `Deletion requests`;
export const retentionSaved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bewaring gestoor` : locale === "zu" ? `Ukugcinwa kulondoloziwe` : `Retention saved`;
export const personalDataErased = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Persoonlike data uitgevee` : locale === "zu" ? `Imininingwane yomuntu isusiwe` : `Personal data erased`;
export const discountCodes = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Afslagkodes` : locale === "zu" ? `Amakhodi esaphulelo` : `Discount codes`;
export const enquiryMarkedHandled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Navraag as hanteer gemerk` : locale === "zu" ? `Umbuzo umakwe njengosingathiwe` : `Enquiry marked handled`;
export const enquiryMarkedNew = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Navraag as nuut gemerk` : locale === "zu" ? `Umbuzo umakwe njengomusha` : `Enquiry marked new`;
export const email = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const queuedToSendAgain = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `In die tou geplaas om weer te stuur` : locale === "zu" ? `Kufakwe emgqeni ukuze kuthunyelwe futhi` : `Queued to send again`;
export const noFailedEmailsToSend = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen mislukte e-posse om weer te stuur nie` : locale === "zu" ? `Azikho izimeyili ezihlulekile zokuthunyelwa futhi` : `No failed emails to send again`;
export const queuedFailedToSendAgain = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} mislukte e-pos is in die tou geplaas om weer gestuur te word`, other: `${values.count} mislukte e-posse is in die tou geplaas om weer gestuur te word` }) : locale === "zu" ? plural(locale, values.count, { one: `Kufakwe emgqeni i-imeyili engu-${values.count} ehlulekile ukuze ithunyelwe futhi`, other: `Kufakwe emgqeni izimeyili ezingu-${values.count} ezihlulekile ukuze zithunyelwe futhi` }) : plural(locale, values.count, { one: `Queued ${values.count} failed email to send again`, other: `Queued ${values.count} failed emails to send again` });
export const everyEmailCampusSendsNewest = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Elke e-pos wat Campus stuur, nuutste eerste. Wanneer die posbediener nie bereik kan word nie, word boodskappe 72 uur lank weer probeer; een wat die bediener weier, misluk dadelik.` : locale === "zu" ? `Yonke i-imeyili ethunyelwa yi-Campus, entsha kuqala. Uma iseva yeposi ingafinyeleleki, imilayezo iphinde izanywe amahora angu-72; leyo eyenqatshwa yiseva iyehluleka ngaso leso sikhathi.` : `Every email Campus sends, newest first. When the mail server cannot be reached, messages are retried for 72 hours; one the server refuses fails at once.`;
export const noSmtpServerIsConfigured = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen SMTP-bediener is opgestel nie (SMTP_URL), dus word e-posse nie gestuur nie. Elkeen word hier gehou presies soos dit gestuur sou gewees het.` : locale === "zu" ? `Ayikho iseva ye-SMTP esethiwe (SMTP_URL), ngakho izimeyili azithunyelwa. Ngayinye igcinwa lapha ncamashi njengoba ibizothunyelwa.` : `No SMTP server is configured (SMTP_URL), so emails are not sent. Each one is kept here exactly as it would have been sent.`;
export const pageContent = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Inhoud van die ${values.name}-bladsy` : locale === "zu" ? `Okuqukethwe ekhasini le-${values.name}` : `${values.name} page content`;
export const pageContent2 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsyinhoud` : locale === "zu" ? `Okuqukethwe ekhasini` : `Page content`;
export const settingsSaved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Instellings gestoor` : locale === "zu" ? `Izilungiselelo zilondoloziwe` : `Settings saved`;
export const invitationSentTo = (values: { email: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uitnodiging na ${values.email} gestuur` : locale === "zu" ? `Isimemo sithunyelwe ku-${values.email}` : `Invitation sent to ${values.email}`;
export const nobodyMatches = (values: { search: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niemand pas by “${values.search}” nie.` : locale === "zu" ? `Akekho ofana no-“${values.search}”.` : `Nobody matches “${values.search}”.`;
export const webhookEndpoint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Webhook-eindpunt` : locale === "zu" ? `Isiphetho se-webhook` : `Webhook endpoint`;
export const deliveryQueuedAgain = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aflewering weer in die tou geplaas` : locale === "zu" ? `Ukulethwa kufakwe emgqeni futhi` : `Delivery queued again`;
export const endpointTurnedOn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Eindpunt aangeskakel` : locale === "zu" ? `Isiphetho sivuliwe` : `Endpoint turned on`;
export const endpointSaved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Eindpunt gestoor` : locale === "zu" ? `Isiphetho silondoloziwe` : `Endpoint saved`;
export const webhooks = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Webhooks` : locale === "zu" ? `Ama-webhook` : `Webhooks`;
export const countNew = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} nuut`, other: `${values.count} nuut` }) : locale === "zu" ? plural(locale, values.count, { one: `${values.count} omusha`, other: `${values.count} emisha` }) : plural(locale, values.count, { one: `${values.count} new`, other: `${values.count} new` });
export const countFailed = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} misluk`, other: `${values.count} misluk` }) : locale === "zu" ? plural(locale, values.count, { one: `${values.count} ehlulekile`, other: `${values.count} ezihlulekile` }) : plural(locale, values.count, { one: `${values.count} failed`, other: `${values.count} failed` });
export const countBookings = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} bespreking`, other: `${values.count} besprekings` }) : locale === "zu" ? plural(locale, values.count, { one: `ukubhuka okungu-${values.count}`, other: `ukubhuka okungu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} booking`, other: `${values.count} bookings` });
export const countExpiring = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} verval`, other: `${values.count} verval` }) : locale === "zu" ? plural(locale, values.count, { one: `${values.count} siphelelwa yisikhathi`, other: `${values.count} ziphelelwa yisikhathi` }) : plural(locale, values.count, { one: `${values.count} expiring`, other: `${values.count} expiring` });
export const validUntilDetail = (values: { courseName: string | number; validUntil: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.courseName} · geldig tot ${values.validUntil}` : locale === "zu" ? `${values.courseName} · kusebenza kuze kube ngu-${values.validUntil}` : `${values.courseName} · valid until ${values.validUntil}`;
export const companyGone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daardie maatskappy bestaan nie meer nie.` : locale === "zu" ? `Leyo nkampani ayisekho.` : `That company no longer exists.`;
export const searchEnquiries = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek navrae` : locale === "zu" ? `Sesha imibuzo` : `Search enquiries`;
export const attemptCount = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} poging`, other: `${values.count} pogings` }) : locale === "zu" ? plural(locale, values.count, { one: `umzamo ongu-${values.count}`, other: `imizamo engu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} attempt`, other: `${values.count} attempts` });
export const messageCount = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} boodskap`, other: `${values.count} boodskappe` }) : locale === "zu" ? plural(locale, values.count, { one: `umlayezo ongu-${values.count}`, other: `imilayezo engu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} message`, other: `${values.count} messages` });
export const everyEmailSent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Elke e-pos is gestuur of word nog probeer.` : locale === "zu" ? `Yonke i-imeyili ithunyelwe noma isazanywa.` : `Every email was sent or is still being tried.`;
export const emailsAppearHere = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-posse verskyn hier sodra Campus sy eerste een stuur.` : locale === "zu" ? `Ama-imeyili azovela lapha uma i-Campus isithumele eyokuqala.` : `Emails appear here once Campus sends its first one.`;
