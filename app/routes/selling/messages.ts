// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const backToMyLearning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na My leer` : locale === "zu" ? `Buyela Ekufundeni kwami` : `Back to My learning`;
export const proofFormOnly = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vorm stuur net 'n bewys van betaling. Herlaai die blad en probeer weer.` : locale === "zu" ? `Leli fomu lithumela ubufakazi benkokhelo kuphela. Layisha kabusha ikhasi bese uzama futhi.` : `This form sends a proof of payment only. Reload the page and try again.`;
export const proofThanks = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dankie: ons sal die betaling teen ons rekening nagaan en u laat weet.` : locale === "zu" ? `Siyabonga: sizohlola inkokhelo ngokuqhathanisa ne-akhawunti yethu bese sikwazisa.` : `Thank you: we will check the payment against our account and let you know.`;
export const proofMissingFromStorage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die bewys van betaling ontbreek in die berging.` : locale === "zu" ? `Ubufakazi benkokhelo abutholakali endaweni yokugcina.` : `The proof of payment is missing from storage.`;
export const quotationTitle = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kwotasie ${values.number}` : locale === "zu" ? `Ikhotheshini ${values.number}` : `Quotation ${values.number}`;
export const quotation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kwotasie` : locale === "zu" ? `Ikhotheshini` : `Quotation`;
export const quotationDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U kwotasie: sy lyne, totaal en geldigheidsdatum.` : locale === "zu" ? `Ikhotheshini yakho: imigqa yayo, isamba nosuku lokugcina isebenza.` : `Your quotation: its lines, total and valid-until date.`;
export const backToHome = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na die tuisblad` : locale === "zu" ? `Buyela ekhasini lasekhaya` : `Back to the home page`;
export const onlyBuyerMayOpen = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Net die koper vir wie hierdie kwotasie opgestel is, mag dit oopmaak.` : locale === "zu" ? `Ngumthengi okwenzelwe yena le khotheshini kuphela ongayivula.` : `Only the buyer this quotation was made for may open it.`;
export const creditNoteTitle = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kredietnota / Credit Note ${values.number}` : locale === "zu" ? `Inothi lesikweletu / Credit Note ${values.number}` : `Credit Note ${values.number}`;
export const creditNote = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kredietnota / Credit Note` : locale === "zu" ? `Inothi lesikweletu / Credit Note` : `Credit Note`;
export const taxInvoiceTitle = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Belastingfaktuur / Tax Invoice ${values.number}` : locale === "zu" ? `I-invoyisi yentela / Tax Invoice ${values.number}` : `Tax Invoice ${values.number}`;
export const taxInvoice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Belastingfaktuur / Tax Invoice` : locale === "zu" ? `I-invoyisi yentela / Tax Invoice` : `Tax Invoice`;
export const proFormaTitle = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Pro forma-faktuur ${values.number}` : locale === "zu" ? `I-invoyisi ye-pro-forma ${values.number}` : `Pro-forma invoice ${values.number}`;
export const proofForOrderTitle = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bewys van betaling vir bestelling ${values.number}` : locale === "zu" ? `Ubufakazi benkokhelo be-oda ${values.number}` : `Proof of payment for order ${values.number}`;
export const quotationAcceptedToast = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kwotasie aanvaar` : locale === "zu" ? `Ikhotheshini yamukelwe` : `Quotation accepted`;
