// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const labelFullName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Volle naam` : locale === "zu" ? `Igama eliphelele` : `Full name`;
export const labelEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const labelPhone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Telefoon` : locale === "zu" ? `Ifoni` : `Phone`;
export const labelCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maatskappy` : locale === "zu" ? `Inkampani` : `Company`;
export const labelDesignation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Pos` : locale === "zu" ? `Isikhundla` : `Designation`;
export const labelMessage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Boodskap` : locale === "zu" ? `Umlayezo` : `Message`;
export const labelNumberOfPeople = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aantal mense` : locale === "zu" ? `Inani labantu` : `Number of people`;
export const labelAppointmentType = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soort afspraak` : locale === "zu" ? `Uhlobo lwe-aphoyintimenti` : `Appointment type`;
export const labelCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus` : locale === "zu" ? `Inkambo` : `Course`;
export const labelType = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soort` : locale === "zu" ? `Uhlobo` : `Type`;
export const fieldRequired = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label} is verpligtend` : locale === "zu" ? `${values.label} kuyadingeka` : `${values.label} is required`;
export const fieldTooLong = (values: { label: string | number; max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label} mag hoogstens ${values.max} karakters wees` : locale === "zu" ? `${values.label} akumele kudlule izinhlamvu ezingu-${values.max}` : `${values.label} must be at most ${values.max} characters`;
export const validEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n geldige e-posadres in` : locale === "zu" ? `Faka ikheli le-imeyili elivumelekile` : `Enter a valid email address`;
export const validPhone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n geldige telefoonnommer in` : locale === "zu" ? `Faka inombolo yefoni evumelekile` : `Enter a valid phone number`;
export const chooseAppointmentType = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n soort afspraak` : locale === "zu" ? `Khetha uhlobo lwe-aphoyintimenti` : `Choose an appointment type`;
export const peopleRequired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aantal mense is verpligtend` : locale === "zu" ? `Inani labantu liyadingeka` : `Number of people is required`;
export const peopleWhole = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aantal mense moet 'n heelgetal wees` : locale === "zu" ? `Inani labantu kumele libe yinombolo ephelele` : `Number of people must be a whole number`;
export const peopleAtLeast = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aantal mense moet minstens 1 wees` : locale === "zu" ? `Inani labantu kumele okungenani libe ngu-1` : `Number of people must be at least 1`;
export const peopleAtMost = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aantal mense mag hoogstens ${values.max} wees` : locale === "zu" ? `Inani labantu akumele lidlule ku-${values.max}` : `Number of people must be at most ${values.max}`;
export const chooseEnquiryStatus = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n navraag en 'n status.` : locale === "zu" ? `Khetha umbuzo nesimo.` : `Choose an enquiry and a status.`;
export const selectAppointmentType = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n soort afspraak` : locale === "zu" ? `Khetha uhlobo lwe-aphoyintimenti` : `Select an appointment type`;
export const noAppointmentNeeded = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen afspraak nodig nie` : locale === "zu" ? `Ayidingeki i-aphoyintimenti` : `No appointment needed`;
export const appointmentSiteVisit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Versoek vir 'n terreinbesoek` : locale === "zu" ? `Isicelo sokuvakashelwa endaweni` : `Request For Site Visit`;
export const appointmentVirtual = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanlyn` : locale === "zu" ? `Nge-inthanethi` : `Virtual`;
export const appointmentTelephonically = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Telefonies` : locale === "zu" ? `Ngocingo` : `Telephonically`;
export const honeypot = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laat hierdie veld leeg` : locale === "zu" ? `Shiya le nkambu ingenalutho` : `Leave this field empty`;
export const kindContact = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontakboodskap` : locale === "zu" ? `Umlayezo wokuxhumana` : `Contact message`;
export const kindConsulting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Konsultasie-afspraak` : locale === "zu" ? `I-aphoyintimenti yokwelulekwa` : `Consulting appointment`;
export const kindQuote = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kwotasieversoek` : locale === "zu" ? `Isicelo sekhotheshini` : `Quote request`;
export const statusNew = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuut` : locale === "zu" ? `Okusha` : `New`;
export const statusHandled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hanteer` : locale === "zu" ? `Kusingathiwe` : `Handled`;
export const quoteRequestFor = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kwotasieversoek: ${values.course}` : locale === "zu" ? `Isicelo sekhotheshini: ${values.course}` : `Quote request: ${values.course}`;
export const consultingRequest = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Versoek vir 'n konsultasie-afspraak` : locale === "zu" ? `Isicelo se-aphoyintimenti yokwelulekwa` : `Consulting appointment request`;
export const notifyHeading = (values: { name: string | number; topic: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.topic} van ${values.name}` : locale === "zu" ? `${values.topic} evela ku-${values.name}` : `${values.topic} from ${values.name}`;
export const notifySubject = (values: { company: string | number; name: string | number; topic: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.topic} van ${values.name} (${values.company})` : locale === "zu" ? `${values.topic} evela ku-${values.name} (${values.company})` : `${values.topic} from ${values.name} (${values.company})`;
export const notifyIntro = (values: { company: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} van ${values.company} het dit deur die webwerf gestuur.` : locale === "zu" ? `U-${values.name} wase-${values.company} uthumele lokhu ngewebhusayithi.` : `${values.name} of ${values.company} sent this through the website.`;
export const notifyOpen = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak die navrae oop` : locale === "zu" ? `Vula imibuzo` : `Open the enquiries`;
export const notifyFooter = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Antwoord hierdie e-pos om die sender direk te antwoord.` : locale === "zu" ? `Phendula le imeyili ukuze uphendule umthumeli ngqo.` : `Reply to this email to answer the sender directly.`;
export const ackNextQuote = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Opleidingskonsultant sal binne twee werksdae vir u 'n kwotasie stuur.` : locale === "zu" ? `Umeluleki wokuqeqeshwa uzokuthumelela ikhotheshini zingakapheli izinsuku zokusebenza ezimbili.` : `A training consultant will send you a quotation within two working days.`;
export const ackNextConsulting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Konsultant sal binne twee werksdae met u kontak maak om 'n datum en tyd vir u afspraak te bevestig.` : locale === "zu" ? `Umeluleki uzoxhumana nawe zingakapheli izinsuku zokusebenza ezimbili ukuze aqinisekise usuku nesikhathi se-aphoyintimenti yakho.` : `A consultant will contact you within two working days to confirm a date and time for your appointment.`;
export const ackNextContact = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand van ons span sal binne twee werksdae antwoord.` : locale === "zu" ? `Omunye wethimba lethu uzophendula zingakapheli izinsuku zokusebenza ezimbili.` : `One of our team will reply within two working days.`;
export const ackHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dankie dat u ons gekontak het` : locale === "zu" ? `Siyabonga ngokuxhumana nathi` : `Thank you for contacting us`;
export const ackDear = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Beste ${values.name},` : locale === "zu" ? `Sawubona ${values.name},` : `Dear ${values.name},`;
export const ackReceived = (values: { nextStep: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ons het u boodskap ontvang. ${values.nextStep}` : locale === "zu" ? `Siwutholile umlayezo wakho. ${values.nextStep}` : `We have received your message. ${values.nextStep}`;
export const ackWhatYouSent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dit is wat u gestuur het:` : locale === "zu" ? `Nakhu okuthumele:` : `This is what you sent:`;
export const ackFooter = (values: { siteName: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.siteName}. U ontvang hierdie e-pos omdat hierdie adres op ons webwerf ingevoer is.` : locale === "zu" ? `${values.siteName}. Uthola le imeyili ngoba leli kheli lifakwe kuwebhusayithi yethu.` : `${values.siteName}. You receive this email because this address was entered on our website.`;
export const ackSubjectQuote = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ons het u kwotasieversoek ontvang` : locale === "zu" ? `Sisitholile isicelo sakho sekhotheshini` : `We have received your quote request`;
export const ackSubjectMessage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ons het u boodskap ontvang` : locale === "zu" ? `Siwutholile umlayezo wakho` : `We have received your message`;
export const filterAllTypes = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Alle soorte` : locale === "zu" ? `Zonke izinhlobo` : `All types`;
export const labelStatus = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Status` : locale === "zu" ? `Isimo` : `Status`;
export const filterAllStatuses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Alle statusse` : locale === "zu" ? `Zonke izimo` : `All statuses`;
export const filter = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Filtreer` : locale === "zu" ? `Hlunga` : `Filter`;
export const exportCsv = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer CSV uit` : locale === "zu" ? `Khipha i-CSV` : `Export CSV`;
export const enquiriesLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Navrae` : locale === "zu" ? `Imibuzo` : `Enquiries`;
export const tableReceived = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ontvang` : locale === "zu" ? `Kutholwe` : `Received`;
export const tableFrom = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Van` : locale === "zu" ? `Kuvela ku-` : `From`;
export const tableDetails = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Besonderhede` : locale === "zu" ? `Imininingwane` : `Details`;
export const tableCourse = (values: { course: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus: ${values.course}` : locale === "zu" ? `Inkambo: ${values.course}` : `Course: ${values.course}`;
export const tablePeople = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aantal mense: ${values.count}` : locale === "zu" ? `Inani labantu: ${values.count}` : `Number of people: ${values.count}`;
export const tableAppointment = (values: { type: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soort afspraak: ${values.type}` : locale === "zu" ? `Uhlobo lwe-aphoyintimenti: ${values.type}` : `Appointment type: ${values.type}`;
export const tooManyEnquiries = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het verskeie boodskappe in 'n kort tyd gestuur. Wag asseblief 10 minute en probeer weer, of bel ons.` : locale === "zu" ? `Uthumele imilayezo eminingana ngesikhathi esifushane. Sicela ulinde imizuzu eyi-10 bese uzama futhi, noma usishayele ucingo.` : `You have sent several messages in a short time. Please wait 10 minutes and try again, or phone us.`;
export const enquiriesForAdmins = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Navrae bevat die persoonlike besonderhede wat mense aan die maatskappy gestuur het, so net administrateurs kan dit lees.` : locale === "zu" ? `Imibuzo iqukethe imininingwane yomuntu siqu abantu abayithumele enkampanini, ngakho abalawuli kuphela abangayifunda.` : `Enquiries hold the personal details people sent to the company, so only admins can read them.`;
export const csvReceived = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ontvang` : locale === "zu" ? `Kutholakale` : `Received`;
export const csvType = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soort` : locale === "zu" ? `Uhlobo` : `Type`;
export const csvStatus = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Status` : locale === "zu" ? `Isimo` : `Status`;
export const csvFullName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Volle naam` : locale === "zu" ? `Igama eliphelele` : `Full name`;
export const csvEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const csvPhone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Telefoon` : locale === "zu" ? `Ucingo` : `Phone`;
export const csvCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maatskappy` : locale === "zu" ? `Inkampani` : `Company`;
export const csvDesignation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Pos` : locale === "zu" ? `Isikhundla` : `Designation`;
export const csvCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus` : locale === "zu" ? `Inkambo` : `Course`;
export const csvNumberOfPeople = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aantal mense` : locale === "zu" ? `Inani labantu` : `Number of people`;
export const csvAppointmentType = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soort afspraak` : locale === "zu" ? `Uhlobo lokuqokwa` : `Appointment type`;
export const csvMessage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Boodskap` : locale === "zu" ? `Umlayezo` : `Message`;
export const csvHandledAt = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hanteer op` : locale === "zu" ? `Kusingathwe ngo-` : `Handled at`;
export const markAsNew = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Merk as nuut` : locale === "zu" ? `Maka njengokusha` : `Mark as new`;
export const markHandled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Merk as hanteer` : locale === "zu" ? `Maka njengokusingathiwe` : `Mark handled`;
