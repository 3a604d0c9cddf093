// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { plural } from "../../lib/i18n/message-runtime.ts";

export const typeAccreditation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Akkreditasie` : locale === "zu" ? `Ukugunyazwa` : `Accreditation`;
export const typeCertification = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifisering` : locale === "zu" ? `Izitifiketi` : `Certification`;
export const typeImprovement = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verbetering/Ondersteuning` : locale === "zu" ? `Ukuthuthukisa/Ukwesekwa` : `Improvement/Support`;
export const pages = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye` : locale === "zu" ? `Amakhasi` : `Pages`;
export const previous = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vorige` : locale === "zu" ? `Okwangaphambili` : `Previous`;
export const next = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Volgende` : locale === "zu" ? `Okulandelayo` : `Next`;
export const pageNumber = (values: { page: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsy ${values.page}` : locale === "zu" ? `Ikhasi ${values.page}` : `Page ${values.page}`;
export const searchCourses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek kursusse` : locale === "zu" ? `Sesha izinkambo` : `Search courses`;
export const search = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek` : locale === "zu" ? `Sesha` : `Search`;
export const onlineCourses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanlyn kursusse` : locale === "zu" ? `Izinkambo ze-inthanethi` : `Online courses`;
export const courseCatalogue = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursuskatalogus` : locale === "zu" ? `Uhlu lwezinkambo` : `Course catalogue`;
export const onlineCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanlyn kursus` : locale === "zu" ? `Inkambo ye-inthanethi` : `Online course`;
export const trainingCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opleidingskursus` : locale === "zu" ? `Inkambo yokuqeqeshwa` : `Training course`;
export const viewCourseNamed = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bekyk kursus: ${values.name}` : locale === "zu" ? `Buka inkambo: ${values.name}` : `View course: ${values.name}`;
export const viewCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bekyk kursus` : locale === "zu" ? `Buka inkambo` : `View course`;
export const typeCourses = (values: { type: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.type}-kursusse` : locale === "zu" ? `Izinkambo ze-${values.type}` : `${values.type} courses`;
export const teaserText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusse teen u eie pas wat u vandag op enige toestel kan begin.` : locale === "zu" ? `Izinkambo ozenza ngesivinini sakho ongaziqala namuhla, kunoma iyiphi idivayisi.` : `Self-paced courses you can start today, on any device.`;
export const browseOnline = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Blaai deur aanlyn kursusse` : locale === "zu" ? `Phequlula izinkambo ze-inthanethi` : `Browse online courses`;
export const factPrice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Prys` : locale === "zu" ? `Intengo` : `Price`;
export const requestQuote = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vra 'n kwotasie aan` : locale === "zu" ? `Cela ikhotheshini` : `Request a quote`;
export const factDuration = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Duur` : locale === "zu" ? `Isikhathi` : `Duration`;
export const factDelivery = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanbieding` : locale === "zu" ? `Indlela yokwethulwa` : `Delivery`;
export const factCpd = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-punte` : locale === "zu" ? `Amaphuzu e-CPD` : `CPD points`;
export const factAccreditation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Akkreditasie` : locale === "zu" ? `Ukugunyazwa` : `Accreditation`;
export const keyFacts = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kernfeite` : locale === "zu" ? `Amaqiniso abalulekile` : `Key facts`;
export const days = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} dag`, other: `${values.count} dae` }) : locale === "zu" ? plural(locale, values.count, { one: `usuku olu-${values.count}`, other: `izinsuku ezingu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} day`, other: `${values.count} days` });
export const minutes = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} minuut`, other: `${values.count} minute` }) : locale === "zu" ? plural(locale, values.count, { one: `umzuzu o-${values.count}`, other: `imizuzu engu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} minute`, other: `${values.count} minutes` });
export const hours = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} uur`, other: `${values.count} uur` }) : locale === "zu" ? plural(locale, values.count, { one: `ihora eli-${values.count}`, other: `amahora angu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} hour`, other: `${values.count} hours` });
export const nextDates = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Volgende datums` : locale === "zu" ? `Izinsuku ezilandelayo` : `Next dates`;
export const noPublicDates = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daar is nog geen openbare datums geskeduleer nie.` : locale === "zu" ? `Azikabi khona izinsuku zomphakathi ezihleliwe.` : `No public dates are scheduled yet.`;
export const askUs = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vra ons` : locale === "zu" ? `Sibuze` : `Ask us`;
export const askUsRest = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `oor die volgende aanbieding of 'n binne-huise kursus.` : locale === "zu" ? `mayelana nenkambo elandelayo noma eyenzelwa enkampanini yakho.` : `for the next run or an in-house course.`;
export const colDates = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Datums` : locale === "zu" ? `Izinsuku` : `Dates`;
export const colVenue = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lokaal` : locale === "zu" ? `Indawo` : `Venue`;
export const colFormat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Formaat` : locale === "zu" ? `Uhlobo` : `Format`;
export const colSeats = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plekke` : locale === "zu" ? `Izihlalo` : `Seats`;
export const full = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vol` : locale === "zu" ? `Kugcwele` : `Full`;
export const seatsLeft = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} plek oor`, other: `${values.count} plekke oor` }) : locale === "zu" ? plural(locale, values.count, { one: `Kusele isihlalo esingu-${values.count}`, other: `Kusele izihlalo ezingu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} seat left`, other: `${values.count} seats left` });
export const faq = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vrae en antwoorde` : locale === "zu" ? `Imibuzo nezimpendulo` : `Questions and answers`;
export const requestQuoteForCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vra 'n kwotasie vir hierdie kursus aan` : locale === "zu" ? `Cela ikhotheshini yale nkambo` : `Request a quote for this course`;
export const outcome = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uitkoms` : locale === "zu" ? `Umphumela` : `Outcome`;
export const whoItIsFor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vir wie dit is` : locale === "zu" ? `Ingeyabani` : `Who it is for`;
export const requirements = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vereistes` : locale === "zu" ? `Okudingekayo` : `Requirements`;
export const facilitator = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Fasiliteerder` : locale === "zu" ? `Umgqugquzeli` : `Facilitator`;
export const facilitators = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Fasiliteerders` : locale === "zu" ? `Abagqugquzeli` : `Facilitators`;
export const quoteIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vir 'n openbare kursus of 'n binne-huise aanbieding vir u span. Velde gemerk met * is verpligtend.` : locale === "zu" ? `Yenkambo yomphakathi noma eyenzelwa ithimba lakho. Izinkambu ezimakwe ngo-* ziyadingeka.` : `For a public course or an in-house run for your team. Fields marked with * are required.`;
export const quotePlaceholder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voorkeurdatums, klaskamer, regstreeks aanlyn of binne-huis, en enigiets anders wat ons moet weet.` : locale === "zu" ? `Izinsuku ozithandayo, ekilasini, bukhoma ku-inthanethi noma enkampanini yakho, nanoma yini enye okufanele siyazi.` : `Preferred dates, classroom, online live or in-house, and anything else we should know.`;
export const relatedCourses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwante kursusse` : locale === "zu" ? `Izinkambo ezihlobene` : `Related courses`;
