// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";

export const contactDetails = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontakbesonderhede` : locale === "zu" ? `Imininingwane yokuxhumana` : `Contact details`;
export const shownOnTheContactUs = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gewys op die Kontak Ons-bladsy en in die voetskrif van elke publieke bladsy; laat 'n veld leeg om dit te versteek.` : locale === "zu" ? `Kukhonjiswa ekhasini elithi Xhumana Nathi naphansi kwekhasi ngalinye lomphakathi; shiya inkambu ingenalutho ukuze uyifihle.` : `Shown on the Contact Us page and in the footer of every public page; leave a field empty to hide it.`;
export const phone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Telefoon` : locale === "zu" ? `Ucingo` : `Phone`;
export const whatsappNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `WhatsApp-nommer` : locale === "zu" ? `Inombolo ye-WhatsApp` : `WhatsApp number`;
export const withTheCountryCodeE = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Met die landkode, bv. +27 82 555 0142` : locale === "zu" ? `Nekhodi yezwe, isib. +27 82 555 0142` : `With the country code, e.g. +27 82 555 0142`;
export const publicEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Publieke e-pos` : locale === "zu" ? `I-imeyili yomphakathi` : `Public email`;
export const mapLink = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kaartskakel` : locale === "zu" ? `Isixhumanisi samephu` : `Map link`;
export const anHttpsLinkToThe = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n https://-skakel na die kantoor op 'n kaart` : locale === "zu" ? `Isixhumanisi se-https:// esiya ehhovisi emephini` : `An https:// link to the office on a map`;
export const address = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Adres` : locale === "zu" ? `Ikheli` : `Address`;
export const officeHours = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kantoorure` : locale === "zu" ? `Amahora ehhovisi` : `Office hours`;
export const reachUs = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontak ons` : locale === "zu" ? `Sithole` : `Reach us`;
export const whatsapp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `WhatsApp` : locale === "zu" ? `I-WhatsApp` : `WhatsApp`;
export const email = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const openInAMap = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak in 'n kaart oop` : locale === "zu" ? `Vula emephini` : `Open in a map`;
export const invoicing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Fakturering` : locale === "zu" ? `Ukwenza ama-invoyisi` : `Invoicing`;
export const taxInvoicesPrintTheRegistered = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Belastingfakture druk die geregistreerde naam, die adres hierbo en die BTW-registrasienommer; geen word uitgereik voordat die BTW-nommer en adres ingestel is nie.` : locale === "zu" ? `Ama-invoyisi entela aphrinta igama elibhalisiwe, ikheli elingenhla nenombolo yokubhalisa ye-VAT; akukho neyodwa ekhishwayo kuze kufakwe inombolo ye-VAT nekheli.` : `Tax invoices print the registered name, the address above and the VAT registration number; none is issued until the VAT number and address are set.`;
export const registeredName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geregistreerde naam` : locale === "zu" ? `Igama elibhalisiwe` : `Registered name`;
export const asRegisteredWithCipcE = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soos by CIPC geregistreer, bv. Campus Quality Consulting (Pty) Ltd` : locale === "zu" ? `Njengoba libhaliswe ku-CIPC, isib. Campus Quality Consulting (Pty) Ltd` : `As registered with CIPC, e.g. Campus Quality Consulting (Pty) Ltd`;
export const vatRegistrationNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `BTW-registrasienommer` : locale === "zu" ? `Inombolo yokubhalisa ye-VAT` : `VAT registration number`;
export const t10DigitsStartingWith4 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `10 syfers wat met 4 begin` : locale === "zu" ? `Izinombolo eziyi-10 eziqala ngo-4` : `10 digits starting with 4`;
export const bank = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bank` : locale === "zu" ? `Ibhange` : `Bank`;
export const accountName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rekeningnaam` : locale === "zu" ? `Igama le-akhawunti` : `Account name`;
export const accountNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rekeningnommer` : locale === "zu" ? `Inombolo ye-akhawunti` : `Account number`;
export const branchCode = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Takkode` : locale === "zu" ? `Ikhodi yegatsha` : `Branch code`;
export const t6Digits = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `6 syfers` : locale === "zu" ? `Izinombolo eziyisi-6` : `6 digits`;
export const cancellationPeriodDays = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kansellasietydperk (dae)` : locale === "zu" ? `Isikhathi sokukhansela (izinsuku)` : `Cancellation period (days)`;
export const aSeatOnADate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Plek op 'n datum wat binne soveel dae begin, kan nie gekanselleer word nie; 0 laat dit altyd toe.` : locale === "zu" ? `Isihlalo sosuku oluqala phakathi kwalezi zinsuku ngeke sikhanselwe; u-0 uvumela ukukhansela njalo.` : `A seat on a date that starts within this many days cannot be cancelled; 0 allows it always.`;
