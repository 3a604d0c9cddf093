// Generated from selling.messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../lib/i18n/current-locale.ts";
import type { Locale } from "../lib/i18n/locales.ts";
import { plural } from "../lib/i18n/message-runtime.ts";

export const orderMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bestelling bestaan nie.` : locale === "zu" ? `Leli oda alikho.` : `This order does not exist.`;
export const alreadyCancelled = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelling ${values.number} is reeds gekanselleer.` : locale === "zu" ? `I-oda ${values.number} selivele likhanseliwe.` : `Order ${values.number} is already cancelled.`;
export const quotationNothingToCancel = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.number} is 'n kwotasie: daar is niks om te kanselleer nie.` : locale === "zu" ? `U-${values.number} uyikhotheshini: akukho okufanele kukhanselwe.` : `${values.number} is a quotation: there is nothing to cancel.`;
export const chooseUncancelledSeat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n plek wat nog nie gekanselleer is nie.` : locale === "zu" ? `Khetha isihlalo esingakakhanselwa.` : `Choose a seat that is not cancelled yet.`;
export const unpaidCancelledWhole = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Onbetaalde bestelling word in geheel gekanselleer: kanselleer eerder die bestelling.` : locale === "zu" ? `I-oda elingakhokhelwe likhanselwa lonke: khansela i-oda esikhundleni salokho.` : `An unpaid order is cancelled as a whole: cancel the order instead.`;
export const seatsChanged = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie plekke het verander terwyl u hulle gekanselleer het. Probeer weer.` : locale === "zu" ? `Lezi zihlalo zishintshile ngesikhathi uzikhansela. Zama futhi.` : `These seats changed while you were cancelling them. Try again.`;
export const chooseCompanyCredit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies een van u maatskappy se krediete.` : locale === "zu" ? `Khetha elinye lamakhredithi enkampani yakho.` : `Choose one of your company's credits.`;
export const chooseYourCredit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies een van u krediete.` : locale === "zu" ? `Khetha elinye lamakhredithi akho.` : `Choose one of your credits.`;
export const noCreditsLeft = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U maatskappy het geen krediete oor vir hierdie item nie.` : locale === "zu" ? `Inkampani yakho ayinawo amakhredithi asele ale nto.` : `Your company has no credits left for this item.`;
export const alreadyStarted = (values: { item: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.item} het reeds begin: hierdie krediet kan nie meer toegeken word nie.` : locale === "zu" ? `I-${values.item} isiqalile: leli khredithi alisakwazi ukunikezwa.` : `${values.item} has already started: this credit can no longer be assigned.`;
export const alreadyHasSeat = (values: { item: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} het reeds 'n plek op ${values.item}.` : locale === "zu" ? `U-${values.name} usenaso isihlalo ku-${values.item}.` : `${values.name} already has a seat on ${values.item}.`;
export const creditJustAssigned = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand anders het hierdie krediet sopas toegeken. Probeer weer.` : locale === "zu" ? `Leli khredithi lisanda kunikezwa ngomunye umuntu. Zama futhi.` : `This credit was just assigned by someone else. Try again.`;
export const needsAccount = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} het 'n rekening op Campus nodig om ingeskryf te word.` : locale === "zu" ? `U-${values.name} udinga i-akhawunti ku-Campus ukuze abhaliswe.` : `${values.name} needs an account on Campus to be enrolled.`;
export const myStatusAwaitingAccount = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wag dat u u e-pos bevestig` : locale === "zu" ? `Kulindwe ukuthi uqinisekise i-imeyili yakho` : `Waiting for you to confirm your email`;
export const statusQuotation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kwotasie` : locale === "zu" ? `Ikhotheshini` : `Quotation`;
export const statusWaitingForPayment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wag vir betaling` : locale === "zu" ? `Kulindwe inkokhelo` : `Waiting for payment`;
export const statusOnAccount = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Op rekening` : locale === "zu" ? `Nge-akhawunti` : `On account`;
export const statusPaid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaal` : locale === "zu" ? `Kukhokhiwe` : `Paid`;
export const statusCancelled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gekanselleer` : locale === "zu" ? `Kukhanseliwe` : `Cancelled`;
export const seatCreditNotAssigned = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Krediet (nie toegeken nie)` : locale === "zu" ? `Ikhredithi (ayinikeziwe)` : `Credit (not assigned)`;
export const seatAssigned = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Toegeken` : locale === "zu" ? `Kunikeziwe` : `Assigned`;
export const policyClosed = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `Kansellasies sluit ${values.count} dag voor die begin: hierdie plek kan nie meer gekanselleer word nie.`, other: `Kansellasies sluit ${values.count} dae voor die begin: hierdie plek kan nie meer gekanselleer word nie.` }) : locale === "zu" ? plural(locale, values.count, { one: `Ukukhansela kuvalwa usuku olu-${values.count} ngaphambi kokuqala: lesi sihlalo asisakwazi ukukhanselwa.`, other: `Ukukhansela kuvalwa izinsuku ezingu-${values.count} ngaphambi kokuqala: lesi sihlalo asisakwazi ukukhanselwa.` }) : plural(locale, values.count, { one: `Cancellations close ${values.count} day before the start: this seat can no longer be cancelled.`, other: `Cancellations close ${values.count} days before the start: this seat can no longer be cancelled.` });
export const courseStarted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die leerder het met hierdie kursus begin: hierdie plek kan nie meer gekanselleer word nie.` : locale === "zu" ? `Umfundi usiqalile le nkambo: lesi sihlalo asisakwazi ukukhanselwa.` : `The learner has started this course: this seat can no longer be cancelled.`;
export const startsOn = (values: { date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Begin ${values.date}` : locale === "zu" ? `Iqala ngo-${values.date}` : `Starts ${values.date}`;
export const chooseCompanyEmployee = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies een van u maatskappy se werknemers.` : locale === "zu" ? `Khetha esinye sezisebenzi zenkampani yakho.` : `Choose one of your company's employees.`;
export const cancelledOutsidePolicy = (values: { reason: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Buite die beleid deur 'n administrateur gekanselleer: ${values.reason}` : locale === "zu" ? `Kukhanselwe ngaphandle kwenqubomgomo ngumlawuli: ${values.reason}` : `Cancelled outside the policy by an administrator: ${values.reason}`;
export const cancelledWithinPolicy = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Binne die kansellasiebeleid gekanselleer` : locale === "zu" ? `Kukhanselwe ngaphakathi kwenqubomgomo yokukhansela` : `Cancelled within the cancellation policy`;
export const statementPdfLog = (values: { company: string | number; from: string | number; to: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Staat-PDF: ${values.company} ${values.from} tot ${values.to}` : locale === "zu" ? `I-PDF yesitatimende: ${values.company} ${values.from} kuya ku-${values.to}` : `Statement PDF: ${values.company} ${values.from} to ${values.to}`;
export const documentPdfLog = (values: { number: string | number; title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.title}-PDF: ${values.number}` : locale === "zu" ? `I-PDF ye-${values.title}: ${values.number}` : `${values.title} PDF: ${values.number}`;
export const needsAccountToEnrol = (values: { email: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} het 'n rekening op Campus nodig voordat hulle ingeskryf kan word: vra hulle om met ${values.email} te registreer.` : locale === "zu" ? `U-${values.name} udinga i-akhawunti ku-Campus ngaphambi kokuba abhaliswe: mcele abhalise nge-${values.email}.` : `${values.name} needs an account on Campus before they can be enrolled: ask them to sign up with ${values.email}.`;
