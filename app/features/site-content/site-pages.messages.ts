// Generated from site-pages.messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const fieldTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Titel` : locale === "zu" ? `Isihloko` : `Title`;
export const fieldText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Teks` : locale === "zu" ? `Umbhalo` : `Text`;
export const testimonials = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Getuienisse` : locale === "zu" ? `Ubufakazi bamakhasimende` : `Testimonials`;
export const testimonialItem = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `getuienis` : locale === "zu" ? `ubufakazi` : `testimonial`;
export const fieldQuote = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanhaling` : locale === "zu" ? `Isicaphuno` : `Quote`;
export const fieldName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Naam` : locale === "zu" ? `Igama` : `Name`;
export const fieldRole = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rol en organisasie` : locale === "zu" ? `Indima nenhlangano` : `Role and organisation`;
export const fieldDetail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Besonderhede` : locale === "zu" ? `Imininingwane` : `Detail`;
export const fieldLogo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Logo` : locale === "zu" ? `Ilogo` : `Logo`;
export const heroTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hooftitel` : locale === "zu" ? `Isihloko esikhulu` : `Hero title`;
export const heroText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoofteks` : locale === "zu" ? `Umbhalo omkhulu` : `Hero text`;
export const heroButtonLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoofknoppie se teks` : locale === "zu" ? `Umbhalo wenkinobho enkulu` : `Hero button label`;
export const heroButtonLink = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoofknoppie se skakel` : locale === "zu" ? `Isixhumanisi senkinobho enkulu` : `Hero button link`;
export const secondButtonLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tweede knoppie se teks` : locale === "zu" ? `Umbhalo wenkinobho yesibili` : `Second button label`;
export const secondButtonLink = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tweede knoppie se skakel` : locale === "zu" ? `Isixhumanisi senkinobho yesibili` : `Second button link`;
export const servicesList = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wat ons doen` : locale === "zu" ? `Esikwenzayo` : `What we do`;
export const serviceItem = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `diens` : locale === "zu" ? `insizakalo` : `service`;
export const whyUs = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoekom ons` : locale === "zu" ? `Kungani thina` : `Why us`;
export const reasonItem = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `rede` : locale === "zu" ? `isizathu` : `reason`;
export const clientLogos = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kliënte se logo's` : locale === "zu" ? `Amalogo amakhasimende` : `Client logos`;
export const clientLogoItem = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `kliënt se logo` : locale === "zu" ? `ilogo lekhasimende` : `client logo`;
export const clientName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kliënt se naam` : locale === "zu" ? `Igama lekhasimende` : `Client name`;
export const clientWebsite = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kliënt se webwerf` : locale === "zu" ? `Iwebhusayithi yekhasimende` : `Client website`;
export const accreditations = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Akkreditasies` : locale === "zu" ? `Ukugunyazwa` : `Accreditations`;
export const accreditationItem = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `akkreditasie` : locale === "zu" ? `ukugunyazwa` : `accreditation`;
export const ctaTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Titel van die oproep tot aksie` : locale === "zu" ? `Isihloko sesimemo sokwenza` : `Call to action title`;
export const ctaText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Teks van die oproep tot aksie` : locale === "zu" ? `Umbhalo wesimemo sokwenza` : `Call to action text`;
export const ctaButtonLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oproep tot aksie: knoppie se teks` : locale === "zu" ? `Isimemo sokwenza: umbhalo wenkinobho` : `Call to action button label`;
export const ctaButtonLink = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oproep tot aksie: knoppie se skakel` : locale === "zu" ? `Isimemo sokwenza: isixhumanisi senkinobho` : `Call to action button link`;
export const ourMission = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ons missie` : locale === "zu" ? `Inhloso yethu` : `Our mission`;
export const ourVision = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ons visie` : locale === "zu" ? `Umbono wethu` : `Our vision`;
export const howWeWork = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoe ons werk` : locale === "zu" ? `Indlela esisebenza ngayo` : `How we work`;
export const valueItem = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `waarde` : locale === "zu" ? `ubugugu` : `value`;
export const affiliations = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Affiliasies` : locale === "zu" ? `Ubudlelwano` : `Affiliations`;
export const affiliationItem = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `affiliasie` : locale === "zu" ? `ubudlelwano` : `affiliation`;
export const partnershipBenefits = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voordele van vennootskap` : locale === "zu" ? `Izinzuzo zokubambisana` : `Partnership benefits`;
export const benefitItem = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `voordeel` : locale === "zu" ? `inzuzo` : `benefit`;
export const introduction = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Inleiding` : locale === "zu" ? `Isingeniso` : `Introduction`;
export const accreditationText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Akkreditasie` : locale === "zu" ? `Ukugunyazwa` : `Accreditation`;
export const certificationText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifisering` : locale === "zu" ? `Ukunikezwa izitifiketi` : `Certification`;
export const improvementText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verbetering/Ondersteuning` : locale === "zu" ? `Ukuthuthukisa/Ukwesekwa` : `Improvement/Support`;
export const consultingText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Konsultasie` : locale === "zu" ? `Ukwelulekwa` : `Consulting`;
export const consultingSteps = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Konsultasiestappe` : locale === "zu" ? `Izinyathelo zokwelulekwa` : `Consulting steps`;
export const stepItem = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `stap` : locale === "zu" ? `isinyathelo` : `step`;
export const projectSteps = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoe 'n projek lyk` : locale === "zu" ? `Ukuthi iphrojekthi ibukeka kanjani` : `What a project looks like`;
export const siteVisit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Versoek vir 'n terreinbesoek` : locale === "zu" ? `Isicelo sokuvakashela indawo` : `Request For Site Visit`;
export const virtual = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanlyn` : locale === "zu" ? `Nge-inthanethi` : `Virtual`;
export const telephonically = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Telefonies` : locale === "zu" ? `Ngocingo` : `Telephonically`;
export const sections = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Afdelings` : locale === "zu" ? `Izigaba` : `Sections`;
export const sectionItem = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `afdeling` : locale === "zu" ? `isigaba` : `section`;
export const heading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opskrif` : locale === "zu" ? `Isihloko` : `Heading`;
export const termsTextHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laat 'n leë reël tussen paragrawe; begin 'n reël met "- " vir 'n kolpunt.` : locale === "zu" ? `Shiya umugqa ongenalutho phakathi kwezigaba; qala umugqa ngo-"- " ukuze ube yiphuzu.` : `Leave a blank line between paragraphs; start a line with "- " for a bullet point.`;
export const pageHome = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tuis` : locale === "zu" ? `Ikhaya` : `Home`;
export const pageAbout = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oor ons` : locale === "zu" ? `Mayelana nathi` : `About Us`;
export const pageServices = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dienste` : locale === "zu" ? `Izinsizakalo` : `Services`;
export const pageConsulting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Konsultasie` : locale === "zu" ? `Ukwelulekwa` : `Consulting`;
export const pageContact = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontak ons` : locale === "zu" ? `Xhumana nathi` : `Contact Us`;
export const pageTerms = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebruiksvoorwaardes` : locale === "zu" ? `Imigomo yokusebenzisa` : `Terms of use`;
export const draftSaved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Konsep gestoor` : locale === "zu" ? `Okusalungiswa kulondoloziwe` : `Draft saved`;
export const published = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gepubliseer: besoekers sien nou die nuwe inhoud` : locale === "zu" ? `Kushicilelwe: izivakashi sezibona okuqukethwe okusha manje` : `Published: visitors see the new content now`;
export const draftDiscarded = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Konsep weggegooi: dit is weer die gepubliseerde inhoud` : locale === "zu" ? `Okusalungiswa kulahliwe: sekungokuqukethwe okushicilelwe futhi` : `Draft discarded: it is the published content again`;
