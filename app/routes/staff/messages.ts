// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { plural } from "../../lib/i18n/message-runtime.ts";

export const paymentRecordedAgainst = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaling teen bestelling ${values.number} aangeteken.` : locale === "zu" ? `Inkokhelo irekhodwe ku-oda ${values.number}.` : `Payment recorded against order ${values.number}.`;
export const lineSetAside = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lyn opsy gesit: dit is nie 'n betaling vir 'n bestelling nie.` : locale === "zu" ? `Umugqa ubekwe eceleni: akuyona inkokhelo ye-oda.` : `Line set aside: it is not a payment for an order.`;
export const backToCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na die maatskappy` : locale === "zu" ? `Buyela enkampanini` : `Back to the company`;
export const pageDoesNotExist = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daardie blad van die lys bestaan nie. Begin weer by die nuutste.` : locale === "zu" ? `Lelo khasi lohlu alikho. Qala futhi kusukela kokusha.` : `That page of the list does not exist. Start again from the newest.`;
export const noSuchOrder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daar is nie so 'n bestelling nie.` : locale === "zu" ? `Alikho i-oda elinjalo.` : `There is no such order.`;
export const noItem = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen item nie` : locale === "zu" ? `Ayikho into` : `No item`;
export const newQuotation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuwe kwotasie` : locale === "zu" ? `Ikhotheshini entsha` : `New quotation`;
export const aPerson = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Persoon` : locale === "zu" ? `Umuntu` : `A person`;
export const aCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Maatskappy` : locale === "zu" ? `Inkampani` : `A company`;
export const company = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maatskappy` : locale === "zu" ? `Inkampani` : `Company`;
export const companyHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vir 'n maatskappy: sy geregistreerde naam, BTW-nommer en onderhandelde pryse word gebruik.` : locale === "zu" ? `Enkampanini: kusetshenziswa igama layo elibhalisiwe, inombolo ye-VAT nezintengo ezixoxiwe.` : `For a company: its registered name, VAT number and negotiated prices are used.`;
export const noCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen maatskappy nie` : locale === "zu" ? `Ayikho inkampani` : `No company`;
export const contactName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontaknaam` : locale === "zu" ? `Igama lomuntu oxhumana naye` : `Contact name`;
export const email = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const vatNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `BTW-nommer` : locale === "zu" ? `Inombolo ye-VAT` : `VAT number`;
export const leaveEmptyForCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laat leeg om die maatskappy s'n te gebruik` : locale === "zu" ? `Shiya kungenalutho ukuze kusetshenziswe okwenkampani` : `Leave empty to use the company's`;
export const purchaseOrder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelorder` : locale === "zu" ? `I-oda lokuthenga` : `Purchase order`;
export const billingAddress = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Faktuuradres` : locale === "zu" ? `Ikheli lokukhokhisa` : `Billing address`;
export const validUntil = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geldig tot` : locale === "zu" ? `Isebenza kuze kube` : `Valid until`;
export const lines = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lyne` : locale === "zu" ? `Imigqa` : `Lines`;
export const itemRow = (values: { row: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Item ${values.row}` : locale === "zu" ? `Into ${values.row}` : `Item ${values.row}`;
export const seatsRow = (values: { row: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plekke ${values.row}` : locale === "zu" ? `Izihlalo ${values.row}` : `Seats ${values.row}`;
export const sendQuotation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stuur kwotasie` : locale === "zu" ? `Thumela ikhotheshini` : `Send quotation`;
export const backToDashboard = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na die paneelbord` : locale === "zu" ? `Buyela ebhodini` : `Back to Dashboard`;
export const notFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie gevind nie` : locale === "zu" ? `Akutholakalanga` : `Not Found`;
export const quotationFor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vir` : locale === "zu" ? `Okwa` : `For`;
export const bankStatementsTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bankstate` : locale === "zu" ? `Izitatimende zebhange` : `Bank statements`;
export const statementForTitle = (values: { company: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Staat: ${values.company}` : locale === "zu" ? `Isitatimende: ${values.company}` : `Statement: ${values.company}`;
export const statementTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Staat` : locale === "zu" ? `Isitatimende` : `Statement`;
export const invoicesTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Fakture` : locale === "zu" ? `Ama-invoyisi` : `Invoices`;
export const paymentsForOrderTitle = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betalings vir bestelling ${values.number}` : locale === "zu" ? `Izinkokhelo ze-oda ${values.number}` : `Payments for order ${values.number}`;
export const orderTitle = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelling ${values.number}` : locale === "zu" ? `I-oda ${values.number}` : `Order ${values.number}`;
export const order = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelling` : locale === "zu" ? `I-oda` : `Order`;
export const ordersTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestellings` : locale === "zu" ? `Ama-oda` : `Orders`;
export const paymentsTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betalings` : locale === "zu" ? `Izinkokhelo` : `Payments`;
export const revenueTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Inkomste` : locale === "zu" ? `Imali engenayo` : `Revenue`;
export const skillsCodesTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vaardigheidskodes` : locale === "zu" ? `Amakhodi amakhono` : `Skills codes`;
export const pageNotFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Blad nie gevind nie` : locale === "zu" ? `Ikhasi alitholakalanga` : `Page not found`;
export const noStatementFile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies die staatlêer (CSV) om in te voer.` : locale === "zu" ? `Khetha ifayela lesitatimende (CSV) ozolingenisa.` : `Choose the statement file (CSV) to import.`;
export const quotationSentToast = (values: { email: string | number; number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kwotasie ${values.number} is na ${values.email} gestuur` : locale === "zu" ? `Ikhotheshini ${values.number} ithunyelwe ku-${values.email}` : `Quotation ${values.number} sent to ${values.email}`;
export const checkFormInvalid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gaan die vorm na: iets daarin is nie geldig nie.` : locale === "zu" ? `Hlola ifomu: kukhona okungavumelekile kulo.` : `Check the form: something in it is not valid.`;
export const statementHasNul = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die lêer bevat 'n NUL-karakter (\\0), so dit is nie 'n CSV-tekslêer nie. Voer die staat weer as CSV uit.` : locale === "zu" ? `Ifayela linohlamvu lwe-NUL (\\0), ngakho akulona ifayela lombhalo le-CSV. Thumela isitatimende futhi njenge-CSV.` : `The file contains a NUL character (\\0), so it is not a CSV text file. Export the statement as CSV again.`;
export const importNewPayments = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} nuwe betaling in`, other: `${values.count} nuwe betalings in` }) : locale === "zu" ? plural(locale, values.count, { one: `inkokhelo entsha engu-${values.count} ingenile`, other: `izinkokhelo ezintsha ezingu-${values.count} zingenile` }) : plural(locale, values.count, { one: `${values.count} new payment in`, other: `${values.count} new payments in` });
export const importMatched = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} volgens verwysing aan 'n bestelling gekoppel`, other: `${values.count} volgens verwysing aan bestellings gekoppel` }) : locale === "zu" ? plural(locale, values.count, { one: `engu-${values.count} ihlanganiswe ne-oda ngenkomba`, other: `ezingu-${values.count} zihlanganiswe nama-oda ngenkomba` }) : plural(locale, values.count, { one: `${values.count} matched to an order by reference`, other: `${values.count} matched to orders by reference` });
export const importAlreadyImported = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.count} reeds vantevore ingevoer (oorgeslaan)` : locale === "zu" ? `ezingu-${values.count} bezivele zingenisiwe ngaphambili (zeqiwe)` : `${values.count} already imported before (skipped)`;
export const importSkippedDebits = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} reël van geld uit weggelaat`, other: `${values.count} reëls van geld uit weggelaat` }) : locale === "zu" ? plural(locale, values.count, { one: `umugqa ongu-${values.count} wemali ephumayo ushiywe ngaphandle`, other: `imigqa engu-${values.count} yemali ephumayo ishiywe ngaphandle` }) : plural(locale, values.count, { one: `${values.count} line of money out left out`, other: `${values.count} lines of money out left out` });
export const statementImported = (values: { parts: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Staat ingevoer: ${values.parts}.` : locale === "zu" ? `Isitatimende singenisiwe: ${values.parts}.` : `Statement imported: ${values.parts}.`;
