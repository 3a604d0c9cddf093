// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { plural } from "../../lib/i18n/message-runtime.ts";

export const edit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig` : locale === "zu" ? `Hlela` : `Edit`;
export const editWhat = (values: { course: string | number; dates: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? ` ${values.course} op ${values.dates}` : locale === "zu" ? ` ${values.course} ngo-${values.dates}` : ` ${values.course} on ${values.dates}`;
export const colCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus` : locale === "zu" ? `Inkambo` : `Course`;
export const colDates = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Datums` : locale === "zu" ? `Izinsuku` : `Dates`;
export const colDuration = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Duur` : locale === "zu" ? `Isikhathi` : `Duration`;
export const colLocation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plek` : locale === "zu" ? `Indawo` : `Location`;
export const colManage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestuur` : locale === "zu" ? `Phatha` : `Manage`;
export const colDelivery = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanbieding` : locale === "zu" ? `Indlela yokwethulwa` : `Delivery`;
export const colPrice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Prys` : locale === "zu" ? `Intengo` : `Price`;
export const days = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} dag`, other: `${values.count} dae` }) : locale === "zu" ? plural(locale, values.count, { one: `usuku olu-${values.count}`, other: `izinsuku ezingu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} day`, other: `${values.count} days` });
export const onRequest = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Op aanvraag` : locale === "zu" ? `Ngesicelo` : `On request`;
export const pdfPhone = (values: { phone: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Foon ${values.phone}` : locale === "zu" ? `Ifoni ${values.phone}` : `Phone ${values.phone}`;
export const pdfWhatsApp = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `WhatsApp ${values.number}` : locale === "zu" ? `I-WhatsApp ${values.number}` : `WhatsApp ${values.number}`;
export const pdfEmail = (values: { email: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos ${values.email}` : locale === "zu" ? `I-imeyili ${values.email}` : `Email ${values.email}`;
export const pdfTitle = (values: { siteName: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.siteName} opleidingskedule` : locale === "zu" ? `Uhlelo lokuqeqeshwa lwe-${values.siteName}` : `${values.siteName} training schedule`;
export const pdfIntro = (values: { date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Openbare kursusse soos op ${values.date} geskeduleer. Datums kan verander; ons bevestig elke aanbieding per e-pos.` : locale === "zu" ? `Izinkambo zomphakathi njengoba zihlelwe ngo-${values.date}. Izinsuku zingashintsha; siqinisekisa inkambo ngayinye nge-imeyili.` : `Public courses as scheduled on ${values.date}. Dates may change; we confirm each run by email.`;
export const pdfNone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daar is tans geen kursusse geskeduleer nie. Kontak ons om 'n kursus binne-huis by u perseel te reël.` : locale === "zu" ? `Azikho izinkambo ezihleliwe okwamanje. Xhumana nathi ukuze sihlele inkambo endaweni yakho.` : `No courses are scheduled at the moment. Contact us to arrange an in-house at your premises course.`;
export const pdfInHouse = (values: { url: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Elke kursus word ook binne-huis by u perseel aangebied. Vra 'n kwotasie vir u span aan: ${values.url}` : locale === "zu" ? `Yonke inkambo iqhutshwa nasendaweni yakho. Cela ikhotheshini yethimba lakho: ${values.url}` : `Every course also runs in-house at your premises. Request a quote for your team: ${values.url}`;
export const pdfContact = (values: { siteName: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontak ${values.siteName}` : locale === "zu" ? `Xhumana ne-${values.siteName}` : `Contact ${values.siteName}`;
export const deleteConfirm = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skrap hierdie skedule-inskrywing? Dit verdwyn uit die skedule en die PDF.` : locale === "zu" ? `Susa lokhu okufakwe ohlelweni? Kuzonyamalala ohlelweni naku-PDF.` : `Delete this schedule entry? It disappears from the schedule and the PDF.`;
export const courseHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soos dit op die skedule verskyn` : locale === "zu" ? `Njengoba kuvela ohlelweni` : `As it appears on the schedule`;
export const labelCatalogueCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kataloguskursus` : locale === "zu" ? `Inkambo yohlu` : `Catalogue course`;
export const catalogueCourseHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opsioneel: koppel die skedule-inskrywing aan die kursus se oorsigbladsy` : locale === "zu" ? `Akuphoqelekile: kuxhumanisa okufakwe ohlelweni nekhasi lokubuka konke lenkambo` : `Optional: links the schedule entry to the course's overview page`;
export const notLinked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie gekoppel nie` : locale === "zu" ? `Akuxhunyiwe` : `Not linked`;
export const labelStartDate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Begindatum` : locale === "zu" ? `Usuku lokuqala` : `Start date`;
export const labelVenue = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lokaal` : locale === "zu" ? `Indawo` : `Venue`;
export const venueHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stad of lokaal van 'n klaskameraanbieding ('n aanbieding slegs aanlyn wys “Aanlyn”)` : locale === "zu" ? `Idolobha noma indawo yenkambo yasekilasini (eyenziwa ku-inthanethi kuphela ikhombisa “Ku-inthanethi”)` : `City or venue of a classroom run (a run only online shows “Online”)`;
export const labelSeatsLeft = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plekke oor` : locale === "zu" ? `Izihlalo ezisele` : `Seats left`;
export const seatsLeftHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gewys op die kursus se bladsy; laat leeg as u dit liewer nie wil sê nie` : locale === "zu" ? `Kukhonjiswa ekhasini lenkambo; shiya kungenalutho uma ungathandi ukukusho` : `Shown on the course's page; leave empty if you would rather not say`;
export const labelSeatsForSale = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plekke te koop` : locale === "zu" ? `Izihlalo ezidayiswayo` : `Seats for sale`;
export const seatsForSaleHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plekke wat aanlyn verkoop word, tel daarteen; laat leeg vir geen limiet nie` : locale === "zu" ? `Izihlalo ezithengiswe ku-inthanethi zibalwa kukho; shiya kungenalutho uma kungenamkhawulo` : `Seats sold online count against it; leave empty for no limit`;
export const classroomHint = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Klaskameraanbieding: die openbare bladsye sê “${values.label}”` : locale === "zu" ? `Inkambo yasekilasini: amakhasi omphakathi athi “${values.label}”` : `A classroom run: the public pages say “${values.label}”`;
export const onlineHint = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die openbare bladsye sê “${values.label}”` : locale === "zu" ? `Amakhasi omphakathi athi “${values.label}”` : `The public pages say “${values.label}”`;
export const save = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor` : locale === "zu" ? `Londoloza` : `Save`;
export const deleteEntry = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skrap` : locale === "zu" ? `Susa` : `Delete`;
export const fieldRequired = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label} is verpligtend` : locale === "zu" ? `${values.label} kuyadingeka` : `${values.label} is required`;
export const fieldTooLong = (values: { label: string | number; max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label} mag hoogstens ${values.max} karakters wees` : locale === "zu" ? `${values.label} akumele kudlule izinhlamvu ezingu-${values.max}` : `${values.label} must be at most ${values.max} characters`;
export const validDate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n geldige datum in` : locale === "zu" ? `Faka usuku oluvumelekile` : `Enter a valid date`;
export const chooseDuration = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n duur van 1, 3 of 5 dae` : locale === "zu" ? `Khetha isikhathi sosuku olu-1, izinsuku ezi-3 noma ezi-5` : `Choose a duration of 1, 3 or 5 days`;
export const seatsLeftRange = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die oorblywende plekke in as 'n heelgetal van 0 tot 500, of laat dit leeg` : locale === "zu" ? `Faka izihlalo ezisele njengenombolo ephelele kusukela ku-0 kuya ku-500, noma ukushiye kungenalutho` : `Enter the seats left as a whole number from 0 to 500, or leave it empty`;
export const capacityRange = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die plekke te koop in as 'n heelgetal van 1 tot 5000, of laat dit leeg` : locale === "zu" ? `Faka izihlalo ezidayiswayo njengenombolo ephelele kusukela ku-1 kuya ku-5000, noma ukushiye kungenalutho` : `Enter the seats for sale as a whole number from 1 to 5000, or leave it empty`;
export const chooseLocation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies minstens een plek` : locale === "zu" ? `Khetha okungenani indawo eyodwa` : `Choose at least one location`;
export const fieldVenue = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lokaal` : locale === "zu" ? `Indawo` : `Venue`;
