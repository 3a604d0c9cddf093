// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const mailOnAccount = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U bestelling is op u maatskappy se rekening: u belastingfaktuur is by u bestelling aangeheg, betaalbaar volgens u terme.` : locale === "zu" ? `I-oda lakho likhokhelwa nge-akhawunti yenkampani yakho: i-invoyisi yakho yentela inamathiselwe e-odeni lakho, ikhokhwa ngokwemigomo yakho.` : `Your order is on your company's account: your tax invoice is attached to your order, payable on your terms.`;
export const mailPaid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U bestelling is betaal. Dankie.` : locale === "zu" ? `I-oda lakho selikhokhelwe. Siyabonga.` : `Your order is paid. Thank you.`;
export const mailPayByEft = (values: { amount: string | number; reference: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaal ${values.amount} per EFT met die verwysing ${values.reference}, sodat ons u betaling by u bestelling kan pas.` : locale === "zu" ? `Khokha u-${values.amount} nge-EFT usebenzisa inkomba ethi ${values.reference}, ukuze sikwazi ukuhlanganisa inkokhelo yakho ne-oda lakho.` : `Pay ${values.amount} by EFT using reference ${values.reference}, so we can match your payment to your order.`;
export const mailPayByCard = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaal met 'n kaart op u bestellingsblad.` : locale === "zu" ? `Khokha ngekhadi ekhasini le-oda lakho.` : `Pay by card from your order page.`;
export const mailOrderNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestellingnommer` : locale === "zu" ? `Inombolo ye-oda` : `Order number`;
export const mailTotalInclVat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Totaal (BTW ingesluit)` : locale === "zu" ? `Isamba (kufaka i-VAT)` : `Total (incl. VAT)`;
export const mailPaymentReference = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betalingsverwysing` : locale === "zu" ? `Inkomba yenkokhelo` : `Payment reference`;
export const mailBank = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bank` : locale === "zu" ? `Ibhange` : `Bank`;
export const mailAccountName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rekeningnaam` : locale === "zu" ? `Igama le-akhawunti` : `Account name`;
export const mailAccountNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rekeningnommer` : locale === "zu" ? `Inombolo ye-akhawunti` : `Account number`;
export const mailBranchCode = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Takkode` : locale === "zu" ? `Ikhodi yegatsha` : `Branch code`;
export const mailYourOrder = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `U bestelling ${values.number}` : locale === "zu" ? `I-oda lakho ${values.number}` : `Your order ${values.number}`;
export const mailDear = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geagte ${values.name},` : locale === "zu" ? `Sawubona ${values.name},` : `Dear ${values.name},`;
export const mailThanksForOrder = (values: { siteName: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dankie vir u bestelling by ${values.siteName}.` : locale === "zu" ? `Siyabonga nge-oda lakho ku-${values.siteName}.` : `Thank you for your order with ${values.siteName}.`;
export const mailViewYourOrder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bekyk u bestelling` : locale === "zu" ? `Buka i-oda lakho` : `View your order`;
export const mailOrderFooter = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U bestellingsblad wys te eniger tyd die lyne, totale en betaling.` : locale === "zu" ? `Ikhasi le-oda lakho likhombisa imigqa yalo, izamba nenkokhelo nganoma yisiphi isikhathi.` : `Your order page shows its lines, totals and payment at any time.`;
export const mailOrderSubject = (values: { number: string | number; total: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `U bestelling ${values.number}: ${values.total}` : locale === "zu" ? `I-oda lakho ${values.number}: ${values.total}` : `Your order ${values.number}: ${values.total}`;
export const mailQuotationHeading = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kwotasie ${values.number}` : locale === "zu" ? `Ikhotheshini ${values.number}` : `Quotation ${values.number}`;
export const mailHello = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hallo ${values.name},` : locale === "zu" ? `Sawubona ${values.name},` : `Hello ${values.name},`;
export const mailQuotationPrepared = (values: { number: string | number; siteName: string | number; total: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.siteName} het kwotasie ${values.number} opgestel: ${values.total} BTW ingesluit.` : locale === "zu" ? `U-${values.siteName} ulungiselele ikhotheshini ${values.number}: ${values.total} kufaka i-VAT.` : `${values.siteName} has prepared quotation ${values.number}: ${values.total} including VAT.`;
export const mailQuotationPreparedFor = (values: { company: string | number; number: string | number; siteName: string | number; total: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.siteName} het kwotasie ${values.number} vir ${values.company} opgestel: ${values.total} BTW ingesluit.` : locale === "zu" ? `U-${values.siteName} ulungiselele ikhotheshini ${values.number} ye-${values.company}: ${values.total} kufaka i-VAT.` : `${values.siteName} has prepared quotation ${values.number} for ${values.company}: ${values.total} including VAT.`;
export const mailQuotationValid = (values: { validUntil: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dit is geldig tot ${values.validUntil}. Maak dit oop om elke lyn te sien, en aanvaar dit aanlyn om die bestelling te plaas: plekke word gehou sodra u aanvaar.` : locale === "zu" ? `Isebenza kuze kube ngu-${values.validUntil}. Yivule ukuze ubone umugqa ngamunye, bese uyamukela ku-inthanethi ukuze ufake i-oda: izihlalo zigcinwa uma usuyamukele.` : `It is valid until ${values.validUntil}. Open it to see each line, and accept it online to place the order: seats are held once you accept.`;
export const mailQuotation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kwotasie` : locale === "zu" ? `Ikhotheshini` : `Quotation`;
export const mailValidUntil = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geldig tot` : locale === "zu" ? `Isebenza kuze kube` : `Valid until`;
export const mailViewAndAccept = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bekyk en aanvaar die kwotasie` : locale === "zu" ? `Buka futhi wamukele ikhotheshini` : `View and accept the quotation`;
export const mailQuotationFooter = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vrae oor hierdie kwotasie? Antwoord op hierdie e-pos.` : locale === "zu" ? `Unemibuzo ngale khotheshini? Phendula le imeyili.` : `Questions about this quotation? Reply to this email.`;
export const mailQuotationSubject = (values: { number: string | number; siteName: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kwotasie ${values.number} van ${values.siteName}` : locale === "zu" ? `Ikhotheshini ${values.number} evela ku-${values.siteName}` : `Quotation ${values.number} from ${values.siteName}`;
export const mailProofHeading = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bewys van betaling vir bestelling ${values.number}` : locale === "zu" ? `Ubufakazi benkokhelo be-oda ${values.number}` : `Proof of payment for order ${values.number}`;
export const mailProofUploaded = (values: { buyer: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.buyer} het bewys van 'n EFT-betaling opgelaai. Maak seker die geld is in die rekening voordat u die betaling aanteken (of voer die bankstaat in: die verwysing pas by die bestelling).` : locale === "zu" ? `U-${values.buyer} ulayishe ubufakazi benkokhelo ye-EFT. Qinisekisa ukuthi imali ingenile ku-akhawunti ngaphambi kokurekhoda inkokhelo (noma ngenisa isitatimende sebhange: inkomba ifana ne-oda).` : `${values.buyer} uploaded proof of an EFT payment. Check that the money is in the account before recording the payment (or import the bank statement: the reference matches the order).`;
export const mailOrder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelling` : locale === "zu" ? `I-oda` : `Order`;
export const mailBuyer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Koper` : locale === "zu" ? `Umthengi` : `Buyer`;
export const mailOrderTotal = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestellingtotaal` : locale === "zu" ? `Isamba se-oda` : `Order total`;
export const mailReceivedSoFar = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tot dusver ontvang` : locale === "zu" ? `Okutholakele kuze kube manje` : `Received so far`;
export const mailFile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lêer` : locale === "zu" ? `Ifayela` : `File`;
export const mailOpenPayments = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak die bestelling se betalings oop` : locale === "zu" ? `Vula izinkokhelo ze-oda` : `Open the order's payments`;
export const mailProofSubject = (values: { buyer: string | number; number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bewys van betaling: bestelling ${values.number} (${values.buyer})` : locale === "zu" ? `Ubufakazi benkokhelo: i-oda ${values.number} (${values.buyer})` : `Proof of payment: order ${values.number} (${values.buyer})`;
export const mailReminderHeading = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelling ${values.number} wag vir betaling` : locale === "zu" ? `I-oda ${values.number} lisalinde inkokhelo` : `Order ${values.number} is waiting for payment`;
export const mailReminderNotPaid = (values: { number: string | number; placedOn: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `U bestelling ${values.number} van ${values.placedOn} is nog nie betaal nie. U plekke word bevestig sodra die betaling ons bereik.` : locale === "zu" ? `I-oda lakho ${values.number} langomhla ka-${values.placedOn} alikakhokhelwa. Izihlalo zakho ziqinisekiswa uma inkokhelo isifikile kithi.` : `Your order ${values.number} of ${values.placedOn} has not been paid yet. Your seats are confirmed once the payment reaches us.`;
export const mailReminderPleasePay = (values: { reference: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaal asseblief per EFT met die verwysing ${values.reference}, sodat ons u betaling kan pas, en laai u bewys van betaling op die bestellingsblad op. As u reeds betaal het, dankie: u kan hierdie e-pos ignoreer.` : locale === "zu" ? `Sicela ukhokhe nge-EFT usebenzisa inkomba ethi ${values.reference}, ukuze sikwazi ukuhlanganisa inkokhelo yakho, bese ulayisha ubufakazi benkokhelo ekhasini le-oda. Uma usukhokhile, siyabonga: ungayinaka le imeyili.` : `Please pay by EFT with the reference ${values.reference}, so we can match your payment, and upload your proof of payment on the order page. If you have paid already, thank you: you can ignore this email.`;
export const mailAmountDue = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bedrag verskuldig` : locale === "zu" ? `Imali okufanele ikhokhwe` : `Amount due`;
export const mailOpenMyOrder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak my bestelling oop` : locale === "zu" ? `Vula i-oda lami` : `Open my order`;
export const mailReminderFooter = (values: { siteName: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.siteName}: u ontvang dit omdat u 'n bestelling by ons geplaas het.` : locale === "zu" ? `${values.siteName}: uthola lokhu ngoba ufake i-oda kithi.` : `${values.siteName}: you receive this because you placed an order with us.`;
export const mailReminderSubject = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betalingsherinnering: bestelling ${values.number}` : locale === "zu" ? `Isikhumbuzo senkokhelo: i-oda ${values.number}` : `Payment reminder: order ${values.number}`;
export const mailOverdueHeading = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Faktuur ${values.number} is agterstallig` : locale === "zu" ? `I-invoyisi ${values.number} isidlulelwe yisikhathi` : `Invoice ${values.number} is overdue`;
export const mailOverdueNotPaid = (values: { company: string | number; dueOn: string | number; number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Belastingfaktuur ${values.number} aan ${values.company} was op ${values.dueOn} betaalbaar en is nog nie ten volle betaal nie.` : locale === "zu" ? `I-invoyisi yentela ${values.number} eya ku-${values.company} bekufanele ikhokhwe ngomhla ka-${values.dueOn} futhi ayikakhokhwa yonke.` : `Tax invoice ${values.number} to ${values.company} was due on ${values.dueOn} and has not been paid in full.`;
export const mailOverduePleasePay = (values: { reference: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaal asseblief per EFT met die verwysing ${values.reference}. As u reeds betaal het, dankie: u kan hierdie e-pos ignoreer.` : locale === "zu" ? `Sicela ukhokhe nge-EFT usebenzisa inkomba ethi ${values.reference}. Uma usukhokhile, siyabonga: ungayinaka le imeyili.` : `Please pay by EFT with the reference ${values.reference}. If you have paid already, thank you: you can ignore this email.`;
export const mailInvoice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Faktuur` : locale === "zu" ? `I-invoyisi` : `Invoice`;
export const mailDueDate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vervaldatum` : locale === "zu" ? `Usuku lokukhokha` : `Due date`;
export const mailPurchaseOrder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelorder` : locale === "zu" ? `I-oda lokuthenga` : `Purchase order`;
export const mailOpenInvoice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak die faktuur oop` : locale === "zu" ? `Vula i-invoyisi` : `Open the invoice`;
export const mailOverdueFooter = (values: { siteName: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.siteName}: u ontvang dit omdat u maatskappy op rekening by ons koop.` : locale === "zu" ? `${values.siteName}: uthola lokhu ngoba inkampani yakho ithenga kithi nge-akhawunti.` : `${values.siteName}: you receive this because your company buys from us on account.`;
export const mailOverdueSubject = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Agterstallige faktuur ${values.number}` : locale === "zu" ? `I-invoyisi ${values.number} edlulelwe yisikhathi` : `Overdue invoice ${values.number}`;
export const pdfDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Beskrywing` : locale === "zu" ? `Incazelo` : `Description`;
export const pdfQty = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoev.` : locale === "zu" ? `Inani` : `Qty`;
export const pdfUnitPrice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Eenheidsprys` : locale === "zu" ? `Intengo yeyunithi` : `Unit price`;
export const pdfValueExclVat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Waarde sonder BTW` : locale === "zu" ? `Inani ngaphandle kwe-VAT` : `Value excl. VAT`;
export const pdfVatRate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `BTW-koers` : locale === "zu" ? `Izinga le-VAT` : `VAT rate`;
export const pdfVat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `BTW` : locale === "zu" ? `I-VAT` : `VAT`;
export const pdfTotal = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Totaal` : locale === "zu" ? `Isamba` : `Total`;
export const pdfExclVat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sonder BTW` : locale === "zu" ? `Ngaphandle kwe-VAT` : `Excl. VAT`;
export const pdfVatRegistrationNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `BTW-registrasienommer` : locale === "zu" ? `Inombolo yokubhaliswa ye-VAT` : `VAT registration number`;
export const pdfInvoiceNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Faktuurnommer` : locale === "zu" ? `Inombolo ye-invoyisi` : `Invoice number`;
export const pdfCreditNoteNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kredietnotanommer` : locale === "zu" ? `Inombolo yenothi lesikweletu` : `Credit note number`;
export const pdfDateOfIssue = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uitreikingsdatum` : locale === "zu" ? `Usuku lokukhishwa` : `Date of issue`;
export const pdfCreditsTaxInvoice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Krediteer belastingfaktuur` : locale === "zu" ? `Inothi lesikweletu le-invoyisi yentela` : `Credits tax invoice`;
export const pdfInvoiceDated = (values: { date: string | number; number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.number} gedateer ${values.date}` : locale === "zu" ? `${values.number} yangomhla ka-${values.date}` : `${values.number} dated ${values.date}`;
export const pdfDueDate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vervaldatum` : locale === "zu" ? `Usuku lokukhokha` : `Due date`;
export const pdfPurchaseOrder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelorder` : locale === "zu" ? `I-oda lokuthenga` : `Purchase order`;
export const pdfReason = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rede` : locale === "zu" ? `Isizathu` : `Reason`;
export const pdfSupplier = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verskaffer` : locale === "zu" ? `Umhlinzeki` : `Supplier`;
export const pdfRecipient = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ontvanger` : locale === "zu" ? `Umamukeli` : `Recipient`;
export const pdfIssuedTo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uitgereik aan` : locale === "zu" ? `Ikhishelwe` : `Issued to`;
export const pdfLineDiscount = (values: { amount: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Afslag ${values.amount}` : locale === "zu" ? `Isaphulelo ${values.amount}` : `Discount ${values.amount}`;
export const pdfValueBeforeVat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Waarde voor BTW` : locale === "zu" ? `Inani ngaphambi kwe-VAT` : `Value before VAT`;
export const pdfValueCreditedBeforeVat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Waarde gekrediteer voor BTW` : locale === "zu" ? `Inani elibuyiselwe ngaphambi kwe-VAT` : `Value credited before VAT`;
export const pdfTotalCredited = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Totaal gekrediteer` : locale === "zu" ? `Isamba esibuyiselwe` : `Total credited`;
/** The VAT Act names the document: keep the English words beside the translation. */
export const titleTaxInvoice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Belastingfaktuur / Tax Invoice` : locale === "zu" ? `I-invoyisi yentela / Tax Invoice` : `Tax Invoice`;
/** The VAT Act names the document: keep the English words beside the translation. */
export const titleCreditNote = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kredietnota / Credit Note` : locale === "zu" ? `Inothi lesikweletu / Credit Note` : `Credit Note`;
export const vatAt = (values: { rate: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `BTW teen ${values.rate}` : locale === "zu" ? `I-VAT ku-${values.rate}` : `VAT at ${values.rate}`;
export const taxInvoiceMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie belastingfaktuur bestaan nie.` : locale === "zu" ? `Le invoyisi yentela ayikho.` : `This tax invoice does not exist.`;
export const creditNoteMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kredietnota bestaan nie.` : locale === "zu" ? `Leli nothi lesikweletu alikho.` : `This credit note does not exist.`;
export const documentForbidden = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Net die koper, die maatskappy se opleidingsbestuurders en personeel mag hierdie dokument sien.` : locale === "zu" ? `Ngumthengi kuphela, abaphathi bokuqeqeshwa benkampani nabasebenzi abangabona lo mqulu.` : `Only the buyer, the company's training managers and staff may see this document.`;
export const proFormaTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Pro forma-faktuur` : locale === "zu" ? `I-invoyisi ye-pro-forma` : `Pro-forma invoice`;
export const proFormaTitleNumber = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Pro forma-faktuur ${values.number}` : locale === "zu" ? `I-invoyisi ye-pro-forma ${values.number}` : `Pro-forma invoice ${values.number}`;
export const proFormaNotTaxInvoice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dit is nie 'n belastingfaktuur nie. Die belastingfaktuur word uitgereik sodra betaling ontvang is.` : locale === "zu" ? `Lena akusona i-invoyisi yentela. I-invoyisi yentela ikhishwa uma inkokhelo isitholakele.` : `This is not a tax invoice. The tax invoice is issued once payment is received.`;
export const pdfFrom = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Van` : locale === "zu" ? `Kusuka ku` : `From`;
export const pdfTo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aan` : locale === "zu" ? `Eya ku` : `To`;
export const pdfVatNumberLine = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `BTW-nommer ${values.number}` : locale === "zu" ? `Inombolo ye-VAT ${values.number}` : `VAT number ${values.number}`;
export const pdfAttention = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aandag: ${values.name}` : locale === "zu" ? `Okubhekiswe ku: ${values.name}` : `Attention: ${values.name}`;
export const pdfPurchaseOrderLine = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelorder ${values.number}` : locale === "zu" ? `I-oda lokuthenga ${values.number}` : `Purchase order ${values.number}`;
export const pdfOrderPlaced = (values: { date: string | number; number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelling ${values.number}, geplaas ${values.date}` : locale === "zu" ? `I-oda ${values.number}, lifakwe ngo-${values.date}` : `Order ${values.number}, placed ${values.date}`;
export const pdfLineWithDiscount = (values: { amount: string | number; description: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.description} (afslag ${values.amount})` : locale === "zu" ? `${values.description} (isaphulelo ${values.amount})` : `${values.description} (discount ${values.amount})`;
export const pdfTotalExclVat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Totaal sonder BTW` : locale === "zu" ? `Isamba ngaphandle kwe-VAT` : `Total excluding VAT`;
export const pdfTotalInclVat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Totaal met BTW` : locale === "zu" ? `Isamba kufaka i-VAT` : `Total including VAT`;
export const pdfReceived = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ontvang` : locale === "zu" ? `Okutholakele` : `Received`;
export const pdfStillToPay = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog te betaal` : locale === "zu" ? `Okusafanele kukhokhwe` : `Still to pay`;
export const pdfPayByEft = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaal per EFT` : locale === "zu" ? `Khokha nge-EFT` : `Pay by EFT`;
export const pdfReference = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwysing` : locale === "zu" ? `Inkomba` : `Reference`;
export const pdfQuoteReference = (values: { reference: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebruik die verwysing ${values.reference} presies so, sodat die betaling by hierdie bestelling gepas word. Stuur die bewys van betaling vanaf u bestellingsblad.` : locale === "zu" ? `Sebenzisa inkomba ethi ${values.reference} ngqo, ukuze inkokhelo ihlanganiswe naleli oda. Thumela ubufakazi benkokhelo ekhasini le-oda lakho.` : `Quote the reference ${values.reference} exactly, so the payment is matched to this order. Send the proof of payment from your order page.`;
export const pdfNoBankDetails = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die bankbesonderhede is nog nie opgestel nie: kontak ons asseblief daarvoor voordat u betaal.` : locale === "zu" ? `Imininingwane yebhange ayikasethwa: sicela usithinte ukuze uyithole ngaphambi kokuthi ukhokhe.` : `The bank details are not set up yet: please contact us for them before you pay.`;
export const pdfDate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Datum` : locale === "zu" ? `Usuku` : `Date`;
export const pdfDebit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Debiet` : locale === "zu" ? `Idebithi` : `Debit`;
export const pdfCredit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Krediet` : locale === "zu" ? `Ikhredithi` : `Credit`;
export const pdfBalance = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Saldo` : locale === "zu" ? `Ibhalansi` : `Balance`;
export const statementTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Staat` : locale === "zu" ? `Isitatimende` : `Statement`;
export const statementTitleFor = (values: { company: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Staat: ${values.company}` : locale === "zu" ? `Isitatimende: ${values.company}` : `Statement: ${values.company}`;
export const statementVatRegistration = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `BTW-registrasienommer: ${values.number}` : locale === "zu" ? `Inombolo yokubhaliswa ye-VAT: ${values.number}` : `VAT registration number: ${values.number}`;
export const statementTo = (values: { company: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aan: ${values.company}` : locale === "zu" ? `Eya ku: ${values.company}` : `To: ${values.company}`;
export const statementPeriod = (values: { period: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tydperk: ${values.period}` : locale === "zu" ? `Isikhathi: ${values.period}` : `Period: ${values.period}`;
export const statementOpening = (values: { amount: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Openingsaldo: ${values.amount}` : locale === "zu" ? `Ibhalansi yokuqala: ${values.amount}` : `Opening balance: ${values.amount}`;
export const statementClosing = (values: { amount: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sluitingsaldo: ${values.amount}` : locale === "zu" ? `Ibhalansi yokugcina: ${values.amount}` : `Closing balance: ${values.amount}`;
export const statementInCredit = (values: { amount: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `In krediet: ${values.amount} (meer betaal as wat gefaktureer is).` : locale === "zu" ? `Ikhredithi: ${values.amount} (kukhokhwe ngaphezu kwalokho okwakuse-invoyisini).` : `In credit: ${values.amount} (paid above what was invoiced).`;
export const statementCreditNoteOn = (values: { invoice: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kredietnota op ${values.invoice}` : locale === "zu" ? `Inothi lesikweletu le-${values.invoice}` : `Credit note on ${values.invoice}`;
export const statementAnInvoice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n faktuur` : locale === "zu" ? `i-invoyisi` : `an invoice`;
export const statementPaymentReceived = (values: { method: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaling ontvang (${values.method})` : locale === "zu" ? `Inkokhelo itholakele (${values.method})` : `Payment received (${values.method})`;
export const statementCompanyMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie maatskappy bestaan nie.` : locale === "zu" ? `Le nkampani ayikho.` : `This company does not exist.`;
export const statementPeriodRange = (values: { from: string | number; to: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.from} tot ${values.to}` : locale === "zu" ? `${values.from} kuya ku-${values.to}` : `${values.from} to ${values.to}`;
export const csvNoTable = (values: { bank: string | number; columns: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen tabel van transaksies is in hierdie lêer gevind nie. 'n ${values.bank}-uitvoer het 'n opskrifry met die kolomme ${values.columns}. Laai die transaksies as CSV van aanlynbankdienste af en voer daardie lêer in, of kies die bank waarvan dit kom.` : locale === "zu" ? `Alikho ithebula lokuthengiselana elitholakele kuleli fayela. Ifayela elikhishwe ku-${values.bank} linomugqa wezihloko onamakholomu ${values.columns}. Landa ukuthengiselana njenge-CSV kusukela kumabhange e-inthanethi bese ungenisa lelo fayela, noma ukhethe ibhange elivela kulo.` : `No table of transactions was found in this file. A ${values.bank} export has a header row with the columns ${values.columns}. Download the transactions as CSV from online banking and import that file, or choose the bank it came from.`;
export const csvNotADate = (values: { row: string | number; text: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ry ${values.row}: “${values.text}” is nie 'n datum nie. Niks is ingevoer nie; maak seker die lêer is die bank se eie uitvoer.` : locale === "zu" ? `Umugqa ${values.row}: “${values.text}” akulona usuku. Akukho okungenisiwe; qinisekisa ukuthi ifayela likhishwe yibhange uqobo.` : `Row ${values.row}: “${values.text}” is not a date. Nothing was imported; check that the file is the bank's own export.`;
export const csvBadAmount = (values: { row: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ry ${values.row}: die bedrag kon nie as rand en sent gelees word nie. Niks is ingevoer nie; maak seker die lêer is die bank se eie uitvoer.` : locale === "zu" ? `Umugqa ${values.row}: imali ayikwazanga ukufundwa njengamarandi namasenti. Akukho okungenisiwe; qinisekisa ukuthi ifayela likhishwe yibhange uqobo.` : `Row ${values.row}: the amount could not be read as rand and cents. Nothing was imported; check that the file is the bank's own export.`;
export const csvTooMany = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die staat het meer as ${values.max} transaksies. Voer 'n korter tydperk uit en voer elke lêer in.` : locale === "zu" ? `Isitatimende sinokuthengiselana okungaphezu kuka-${values.max}. Khipha isikhathi esifushane bese ungenisa ifayela ngalinye.` : `The statement has more than ${values.max} transactions. Export a shorter period and import each file.`;
export const csvNoLines = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die staat het 'n opskrifry maar geen transaksies daaronder nie. Niks is ingevoer nie.` : locale === "zu" ? `Isitatimende sinomugqa wezihloko kodwa akukho kuthengiselana ngaphansi kwawo. Akukho okungenisiwe.` : `The statement has a header row but no transactions under it. Nothing was imported.`;
export const importRowNotRecorded = (values: { order: string | number; reason: string | number; row: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ry ${values.row} betaal bestelling ${values.order} volgens sy verwysing, maar die betaling kon nie aangeteken word nie: ${values.reason} Niks is ingevoer nie.` : locale === "zu" ? `Umugqa ${values.row} ukhokhela i-oda ${values.order} ngenkomba yalo, kodwa inkokhelo ayikwazanga ukurekhodwa: ${values.reason} Akukho okungenisiwe.` : `Row ${values.row} pays order ${values.order} by its reference, but the payment could not be recorded: ${values.reason} Nothing was imported.`;
export const importConflict = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand anders het hierdie staat op dieselfde oomblik ingevoer. Voer dit weer in: lyne wat reeds in is, word oorgeslaan.` : locale === "zu" ? `Omunye umuntu ubengenisa lesi sitatimende ngaso leso sikhathi. Siphinde usingenise: imigqa esivele ingenile iyeqiwa.` : `This statement was being imported by someone else at the same moment. Import it again: lines already in are skipped.`;
export const importLineStale = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand anders het hierdie staatlyn reeds gepas of geïgnoreer. Herlaai om dit te sien.` : locale === "zu" ? `Lo mugqa wesitatimende usuhlanganisiwe noma unganakiwe ngomunye umuntu. Layisha kabusha ukuze uwubone.` : `This statement line was matched or ignored by someone else. Reload to see it.`;
export const accountForCompanies = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Koop op rekening is vir maatskappye met kredietterme. Kies EFT of kaart.` : locale === "zu" ? `Ukuthenga nge-akhawunti kungokwezinkampani ezinemigomo yesikweletu. Khetha i-EFT noma ikhadi.` : `Buying on account is for companies with credit terms. Choose EFT or card.`;
export const methodUnavailable = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie betaalwyse is nie beskikbaar nie. Kies EFT.` : locale === "zu" ? `Le ndlela yokukhokha ayitholakali. Khetha i-EFT.` : `This way of paying is not available. Choose EFT.`;
export const orderNotPlaced = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U bestelling kon nie nou geplaas word nie. Probeer asseblief weer.` : locale === "zu" ? `I-oda lakho alikwazanga ukufakwa manje. Sicela uzame futhi.` : `Your order could not be placed just now. Please try again.`;
export const creditedInFull = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Belastingfaktuur ${values.number} is reeds ten volle gekrediteer.` : locale === "zu" ? `I-invoyisi yentela ${values.number} isibuyiselwe yonke.` : `Tax invoice ${values.number} has been credited in full already.`;
export const lineNotOnInvoice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daardie lyn is nie op hierdie faktuur nie.` : locale === "zu" ? `Lowo mugqa awukho kule invoyisi.` : `That line is not on this invoice.`;
export const creditBetween = (values: { description: string | number; left: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Krediteer tussen 1 en ${values.left} van "${values.description}".` : locale === "zu" ? `Buyisela phakathi kuka-1 no-${values.left} ku-"${values.description}".` : `Credit between 1 and ${values.left} of "${values.description}".`;
export const notFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie gevind nie` : locale === "zu" ? `Akutholakalanga` : `Not Found`;
export const amountAboveZero = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n bedrag groter as nul in.` : locale === "zu" ? `Faka imali engaphezu kukaziro.` : `Enter an amount above zero.`;
export const orderGone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bestelling bestaan nie meer nie.` : locale === "zu" ? `Leli oda alisekho.` : `This order no longer exists.`;
export const orderNotOnAccount = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelling ${values.number} is nie op rekening nie.` : locale === "zu" ? `I-oda ${values.number} alikhokhelwa nge-akhawunti.` : `Order ${values.number} is not on account.`;
export const proofNotAwaiting = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelling ${values.number} wag nie vir betaling nie, dus neem dit geen bewys van betaling nie.` : locale === "zu" ? `I-oda ${values.number} alilindile inkokhelo, ngakho alwamukeli ubufakazi benkokhelo.` : `Order ${values.number} is not waiting for payment, so it takes no proof of payment.`;
export const proofMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daar is nie so 'n bewys van betaling nie.` : locale === "zu" ? `Abukho ubufakazi benkokhelo obunjalo.` : `There is no such proof of payment.`;
export const payOrderMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bestelling bestaan nie, of dit is nie u s'n nie.` : locale === "zu" ? `Leli oda alikho, noma akulona elakho.` : `This order does not exist, or it is not yours.`;
export const providerUnavailable = (values: { provider: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaling deur ${values.provider} is nie beskikbaar nie. Kies 'n ander betaalwyse.` : locale === "zu" ? `Inkokhelo nge-${values.provider} ayitholakali. Khetha enye indlela yokukhokha.` : `Payment through ${values.provider} is not available. Choose another way to pay.`;
export const nothingLeftToPay = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelling ${values.number} het niks meer om te betaal nie.` : locale === "zu" ? `I-oda ${values.number} alisenalutho okufanele lukhokhwe.` : `Order ${values.number} has nothing left to pay.`;
export const providerUnreachable = (values: { provider: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.provider} kon nie bereik word nie. Probeer weer oor 'n minuut, of betaal per EFT.` : locale === "zu" ? `A kukwazekanga ukuxhumana no-${values.provider}. Zama futhi emzuzwini, noma ukhokhe nge-EFT.` : `${values.provider} could not be reached. Try again in a minute, or pay by EFT.`;
export const providerDidNotStart = (values: { provider: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.provider} het nie die betaling begin nie. Probeer weer oor 'n minuut, of betaal per EFT.` : locale === "zu" ? `U-${values.provider} akayiqalanga inkokhelo. Zama futhi emzuzwini, noma ukhokhe nge-EFT.` : `${values.provider} did not start the payment. Try again in a minute, or pay by EFT.`;
export const chooseCardProvider = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies hoe om te betaal: PayFast, Yoco, Paystack of Ozow.` : locale === "zu" ? `Khetha ukuthi uzokhokha kanjani: PayFast, Yoco, Paystack noma Ozow.` : `Choose how to pay: PayFast, Yoco, Paystack or Ozow.`;
export const chooseHowPaid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies hoe die geld betaal is` : locale === "zu" ? `Khetha ukuthi imali ikhokhwe kanjani` : `Choose how the money was paid`;
export const chooseStatementBank = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies die bank waarvan die staat kom` : locale === "zu" ? `Khetha ibhange isitatimende esivela kulo` : `Choose the bank the statement comes from`;
export const chooseSomethingToBuy = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies iets om te koop` : locale === "zu" ? `Khetha okuthile ozokuthenga` : `Choose something to buy`;
export const itemNotValid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Item is nie geldig nie` : locale === "zu" ? `Into ayivumelekile` : `Item is not valid`;
export const reloadCheckout = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Herlaai die betaalblad en probeer weer` : locale === "zu" ? `Layisha kabusha ikhasi lokukhokha bese uzama futhi` : `Reload the checkout and try again`;
export const chooseWhoBuys = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies wie koop` : locale === "zu" ? `Khetha ukuthi ngubani othengayo` : `Choose who is buying`;
export const passwordTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wagwoord mag hoogstens 128 karakters wees` : locale === "zu" ? `Iphasiwedi kufanele ibe nezinhlamvu ezingu-128 kuphela noma ngaphansi` : `Password must be at most 128 characters`;
export const chooseHowToPay = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies hoe om te betaal` : locale === "zu" ? `Khetha ukuthi uzokhokha kanjani` : `Choose how to pay`;
export const companyNameRequired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geregistreerde maatskappynaam is verpligtend` : locale === "zu" ? `Igama elibhalisiwe lenkampani liyadingeka` : `Registered company name is required`;
export const addressRequired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Adres is verpligtend` : locale === "zu" ? `Ikheli liyadingeka` : `Address is required`;
export const vatNumberFormat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Suid-Afrikaanse BTW-nommer is 10 syfers wat met 4 begin` : locale === "zu" ? `Inombolo ye-VAT yaseNingizimu Afrika inezinombolo eziyi-10 eziqala ngo-4` : `A South African VAT number is 10 digits starting with 4`;
export const dateFormat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gee die datum as JJJJ-MM-DD.` : locale === "zu" ? `Bhala usuku njenge-YYYY-MM-DD.` : `Give the date as YYYY-MM-DD.`;
export const dateDoesNotExist = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daardie datum bestaan nie.` : locale === "zu" ? `Lolo suku alukho.` : `That date does not exist.`;
export const dateRange = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n datum van 2000 tot 2999.` : locale === "zu" ? `Khetha usuku kusukela ku-2000 kuya ku-2999.` : `Choose a date from 2000 to 2999.`;
export const chooseCompanyFromList = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n maatskappy uit die lys.` : locale === "zu" ? `Khetha inkampani ohlwini.` : `Choose a company from the list.`;
export const chooseStatus = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n status uit die lys.` : locale === "zu" ? `Khetha isimo ohlwini.` : `Choose a status from the list.`;
export const choosePaymentMethod = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n betaalmetode uit die lys.` : locale === "zu" ? `Khetha indlela yokukhokha ohlwini.` : `Choose a payment method from the list.`;
export const firstDayBeforeLast = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die eerste dag kom voor die laaste.` : locale === "zu" ? `Usuku lokuqala luza ngaphambi kosuku lokugcina.` : `The first day comes before the last.`;
export const chooseDocumentKind = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies fakture of kredietnotas.` : locale === "zu" ? `Khetha ama-invoyisi noma amanothi esikweletu.` : `Choose invoices or credit notes.`;
export const chooseStanding = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies betaal, oop of agterstallig.` : locale === "zu" ? `Khetha okukhokhiwe, okuvulekile noma okudlulelwe yisikhathi.` : `Choose paid, open or overdue.`;
export const periodAtMost = (values: { days: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n tydperk van hoogstens ${values.days} dae.` : locale === "zu" ? `Khetha isikhathi esingeqile ezinsukwini ezingu-${values.days}.` : `Choose a period of at most ${values.days} days.`;
export const chooseAccountingSystem = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies Xero of Sage.` : locale === "zu" ? `Khetha i-Xero noma i-Sage.` : `Choose Xero or Sage.`;
export const chooseExportKind = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies fakture, kredietnotas of betalings.` : locale === "zu" ? `Khetha ama-invoyisi, amanothi esikweletu noma izinkokhelo.` : `Choose invoices, credit notes or payments.`;
export const chooseOneCredit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies een van u krediete` : locale === "zu" ? `Khetha eyodwa yamakhredithi akho` : `Choose one of your credits`;
export const chooseEmployee = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n werknemer` : locale === "zu" ? `Khetha isisebenzi` : `Choose an employee`;
export const chooseSeatsToCancel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies die plekke om te kanselleer` : locale === "zu" ? `Khetha izihlalo ozozikhansela` : `Choose the seats to cancel`;
export const atMost200Seats = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies hoogstens 200 plekke` : locale === "zu" ? `Khetha izihlalo ezingeqile kwezingu-200` : `Choose at most 200 seats`;
export const unknownAction = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onbekende aksie` : locale === "zu" ? `Isenzo esingaziwa` : `Unknown action`;
export const discountNotValid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie afslagkode is nie geldig nie.` : locale === "zu" ? `Le khodi yesaphulelo ayivumelekile.` : `This discount code is not valid.`;
export const discountExpired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie afslagkode het verval.` : locale === "zu" ? `Le khodi yesaphulelo isiphelelwe yisikhathi.` : `This discount code has expired.`;
export const discountLimit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie afslagkode het sy limiet bereik.` : locale === "zu" ? `Le khodi yesaphulelo isifinyelele umkhawulo wayo.` : `This discount code has reached its limit.`;
export const itemNoLongerForSale = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie item is nie meer te koop nie.` : locale === "zu" ? `Le nto ayisathengiswa.` : `This item is no longer for sale.`;
export const notSoldOnline = (values: { item: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.item} word nie aanlyn verkoop nie: vra eerder 'n kwotasie aan.` : locale === "zu" ? `I-${values.item} ayithengiswa ku-inthanethi: cela ikhotheshini esikhundleni salokho.` : `${values.item} is not sold online: request a quote instead.`;
export const itemIsFree = (values: { item: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.item} is gratis: bespreek dit op sy eie blad.` : locale === "zu" ? `I-${values.item} imahhala: yibhuke ekhasini layo.` : `${values.item} is free: book it from its own page.`;
export const chooseSeatsBetween = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies tussen 1 en ${values.max} plekke.` : locale === "zu" ? `Khetha phakathi kwezihlalo ezi-1 no-${values.max}.` : `Choose between 1 and ${values.max} seats.`;
export const oneLearnerPerSeat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Noem een leerder per plek.` : locale === "zu" ? `Bhala umfundi oyedwa esihlalweni ngasinye.` : `Name one learner per seat.`;
export const cartEmpty = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U mandjie is leeg.` : locale === "zu" ? `Inqola yakho ayinalutho.` : `Your cart is empty.`;
export const orderAtMostItems = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Bestelling hou hoogstens ${values.max} items.` : locale === "zu" ? `I-oda lingaba nezinto ezingeqile ku-${values.max}.` : `An order holds at most ${values.max} items.`;
export const noVatRate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Pryse kan nie bereken word nie: geen BTW-koers is van krag nie. Kontak ons asseblief.` : locale === "zu" ? `Izintengo azikwazi ukubalwa: alikho izinga le-VAT elisebenzayo. Sicela usithinte.` : `Prices cannot be worked out: no VAT rate is in force. Please contact us.`;
export const lineAtMost = (values: { amount: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Een lyn mag hoogstens ${values.amount} beloop.` : locale === "zu" ? `Umugqa owodwa ungafinyelela ku-${values.amount} kuphela.` : `One line may come to at most ${values.amount}.`;
export const quoteOnlineCourse = (values: { name: string | number; price: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanlyn kursus: ${values.name} (${values.price})` : locale === "zu" ? `Inkambo ye-inthanethi: ${values.name} (${values.price})` : `Online course: ${values.name} (${values.price})`;
export const quotationMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kwotasie bestaan nie.` : locale === "zu" ? `Le khotheshini ayikho.` : `This quotation does not exist.`;
export const quotationWithdrawn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kwotasie is teruggetrek.` : locale === "zu" ? `Le khotheshini ihoxisiwe.` : `This quotation was withdrawn.`;
export const quotationAccepted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kwotasie is reeds aanvaar.` : locale === "zu" ? `Le khotheshini isamukelwe kakade.` : `This quotation has been accepted already.`;
export const quotationExpired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kwotasie het verval.` : locale === "zu" ? `Le khotheshini isiphelelwe yisikhathi.` : `This quotation has expired.`;
export const noLongerForSale = (values: { item: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.item} is nie meer te koop nie.` : locale === "zu" ? `I-${values.item} ayisathengiswa.` : `${values.item} is no longer for sale.`;
export const seatsFrom1 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n aantal plekke van 1 af in` : locale === "zu" ? `Faka inani lezihlalo kusukela ku-1` : `Enter a number of seats from 1`;
export const chooseItemFromList = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n item uit die lys` : locale === "zu" ? `Khetha into ohlwini` : `Choose an item from the list`;
export const choosePersonOrCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n persoon of 'n maatskappy` : locale === "zu" ? `Khetha umuntu noma inkampani` : `Choose a person or a company`;
export const enterVatNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die BTW-nommer in: 10 syfers wat met 4 begin` : locale === "zu" ? `Faka inombolo ye-VAT: izinombolo eziyi-10 eziqala ngo-4` : `Enter the VAT number: 10 digits starting with 4`;
export const chooseCompanyFromListShort = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n maatskappy uit die lys` : locale === "zu" ? `Khetha inkampani ohlwini` : `Choose a company from the list`;
export const chooseAtLeastOneItem = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies ten minste een item` : locale === "zu" ? `Khetha okungenani into eyodwa` : `Choose at least one item`;
export const codeRequired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kode is verpligtend` : locale === "zu" ? `Ikhodi iyadingeka` : `Code is required`;
export const codeFormat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebruik 3 tot 30 letters, syfers of koppeltekens` : locale === "zu" ? `Sebenzisa izinhlamvu, izinombolo noma amahayifeni aphakathi kuka-3 no-30` : `Use 3 to 30 letters, digits or hyphens`;
export const choosePercentOrAmount = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n persentasie of 'n bedrag af` : locale === "zu" ? `Khetha iphesenti noma imali ezosuswa` : `Choose a percentage or an amount off`;
export const valueRequired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Waarde is verpligtend` : locale === "zu" ? `Inani liyadingeka` : `Value is required`;
export const valueTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Waarde is te lank` : locale === "zu" ? `Inani lide kakhulu` : `Value is too long`;
export const limitFormat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die limiet as 'n heelgetal van 1 af in, of laat dit leeg vir geen limiet nie` : locale === "zu" ? `Faka umkhawulo njengenombolo ephelele kusukela ku-1, noma uyishiye ingenalutho uma ungafuni umkhawulo` : `Enter the limit as a whole number from 1, or leave it empty for no limit`;
export const validDate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n geldige datum in` : locale === "zu" ? `Faka usuku oluvumelekile` : `Enter a valid date`;
export const chooseCourseFromList = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n kursus uit die lys` : locale === "zu" ? `Khetha inkambo ohlwini` : `Choose a course from the list`;
export const discountValueFormat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n persentasie van 0,01 tot 100 in, of 'n bedrag in rand groter as nul` : locale === "zu" ? `Faka iphesenti kusukela ku-0.01 kuya ku-100, noma imali ngamarandi engaphezu kukaziro` : `Enter a percentage from 0.01 to 100, or an amount in rand above zero`;
export const vatNumberOrEmpty = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Suid-Afrikaanse BTW-nommer is 10 syfers wat met 4 begin, of laat dit leeg` : locale === "zu" ? `Inombolo ye-VAT yaseNingizimu Afrika inezinombolo eziyi-10 eziqala ngo-4, noma uyishiye ingenalutho` : `A South African VAT number is 10 digits starting with 4, or leave it empty`;
export const creditTermsFormat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die kredietterme as 1 tot 120 dae in, of laat dit leeg vir geen` : locale === "zu" ? `Faka imigomo yesikweletu njengezinsuku ezi-1 kuya kwezingu-120, noma uyishiye ingenalutho uma zingekho` : `Enter the credit terms as 1 to 120 days, or leave it empty for none`;
export const chooseAnItem = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n item` : locale === "zu" ? `Khetha into` : `Choose an item`;
export const priceFormat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die prys in rand in, bv. 12500 of R 12 500,00` : locale === "zu" ? `Faka intengo ngamarandi, isib. 12500 noma R 12 500.00` : `Enter the price in rand, e.g. 12500 or R 12 500.00`;
export const discountDeactivated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Afslagkode gedeaktiveer` : locale === "zu" ? `Ikhodi yesaphulelo ivaliwe` : `Discount code deactivated`;
export const chooseCourseFromListDot = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n kursus uit die lys.` : locale === "zu" ? `Khetha inkambo ohlwini.` : `Choose a course from the list.`;
export const discountAdded = (values: { code: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Afslagkode ${values.code} bygevoeg` : locale === "zu" ? `Ikhodi yesaphulelo ${values.code} yengeziwe` : `Discount code ${values.code} added`;
export const discountSaved = (values: { code: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Afslagkode ${values.code} gestoor` : locale === "zu" ? `Ikhodi yesaphulelo ${values.code} ilondoloziwe` : `Discount code ${values.code} saved`;
export const billingSaved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Faktuurbesonderhede gestoor` : locale === "zu" ? `Imininingwane yokukhokhisa ilondoloziwe` : `Billing details saved`;
export const chooseItemFromListDot = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n item uit die lys.` : locale === "zu" ? `Khetha into ohlwini.` : `Choose an item from the list.`;
export const companyPriceSaved = (values: { item: string | number; price: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.item}: ${values.price} vir hierdie maatskappy` : locale === "zu" ? `${values.item}: ${values.price} kule nkampani` : `${values.item}: ${values.price} for this company`;
export const priceNotOnList = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie prys is nie meer op die lys nie.` : locale === "zu" ? `Le ntengo ayisekho ohlwini.` : `This price is no longer on the list.`;
export const priceRemoved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Prys van die lys verwyder` : locale === "zu" ? `Intengo isusiwe ohlwini` : `Price removed from the list`;
export const staleEdit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand anders het dit verander sedert u die blad oopgemaak het. Herlaai en probeer weer.` : locale === "zu" ? `Omunye umuntu ukushintshile lokhu selokhu uvule ikhasi. Layisha kabusha bese uzama futhi.` : `Someone else changed this since you opened the page. Reload and try again.`;
export const codeTaken = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Ander afslagkode gebruik reeds hierdie kode.` : locale === "zu" ? `Enye ikhodi yesaphulelo isivele isebenzisa le khodi.` : `Another discount code already uses this code.`;
export const discountGone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie afslagkode bestaan nie meer nie.` : locale === "zu" ? `Le khodi yesaphulelo ayisekho.` : `This discount code no longer exists.`;
export const statusQuotation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kwotasie` : locale === "zu" ? `Ikhotheshini` : `Quotation`;
export const statusAwaitingAccountStaff = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wag vir die koper se rekening` : locale === "zu" ? `Kulindwe i-akhawunti yomthengi` : `Waiting for the buyer's account`;
export const statusAwaitingAccount = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wag dat die koper hul adres bevestig` : locale === "zu" ? `Kulindwe ukuthi umthengi aqinisekise ikheli lakhe` : `Waiting for the buyer to confirm their address`;
export const statusAwaitingPayment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wag vir betaling` : locale === "zu" ? `Kulindwe inkokhelo` : `Awaiting payment`;
export const statusOnAccount = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Op rekening` : locale === "zu" ? `Nge-akhawunti` : `On account`;
export const statusPaid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaal` : locale === "zu" ? `Kukhokhiwe` : `Paid`;
export const statusCancelled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gekanselleer` : locale === "zu" ? `Kukhanseliwe` : `Cancelled`;
export const kindTaxInvoice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Belastingfaktuur` : locale === "zu" ? `I-invoyisi yentela` : `Tax invoice`;
export const kindCreditNote = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kredietnota` : locale === "zu" ? `Inothi lesikweletu` : `Credit note`;
export const exportTaxInvoices = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Belastingfakture` : locale === "zu" ? `Ama-invoyisi entela` : `Tax invoices`;
export const exportCreditNotes = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kredietnotas` : locale === "zu" ? `Amanothi esikweletu` : `Credit notes`;
export const exportPayments = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betalings` : locale === "zu" ? `Izinkokhelo` : `Payments`;
export const sourceManual = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Deur personeel aangeteken` : locale === "zu" ? `Kurekhodwe ngabasebenzi` : `Recorded by staff`;
export const sourceBankStatement = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bankstaat` : locale === "zu" ? `Isitatimende sebhange` : `Bank statement`;
export const buyerStatusAwaitingAccount = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wag dat u u e-posadres bevestig` : locale === "zu" ? `Kulindwe ukuthi uqinisekise ikheli lakho le-imeyili` : `Waiting for you to confirm your email address`;
export const buyerStatusAwaitingPayment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wag vir betaling` : locale === "zu" ? `Kulindwe inkokhelo` : `Waiting for payment`;
export const methodEftBankTransfer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `EFT (bankoorplasing)` : locale === "zu" ? `I-EFT (ukudlulisa ngebhange)` : `EFT (bank transfer)`;
export const methodCardYoco = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kaart (Yoco)` : locale === "zu" ? `Ikhadi (Yoco)` : `Card (Yoco)`;
export const methodCardPaystack = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kaart (Paystack)` : locale === "zu" ? `Ikhadi (Paystack)` : `Card (Paystack)`;
export const methodInstantEftOzow = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kits-EFT (Ozow)` : locale === "zu" ? `I-EFT esheshayo (Ozow)` : `Instant EFT (Ozow)`;
export const methodCardOrInstantEftPayfast = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kaart of kits-EFT (PayFast)` : locale === "zu" ? `Ikhadi noma i-EFT esheshayo (PayFast)` : `Card or instant EFT (PayFast)`;
export const historyProofUploaded = (values: { file: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bewys van betaling opgelaai (${values.file})` : locale === "zu" ? `Ubufakazi benkokhelo bulayishiwe (${values.file})` : `Proof of payment uploaded (${values.file})`;
export const historyPaymentRecorded = (values: { method: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaling aangeteken (${values.method})` : locale === "zu" ? `Inkokhelo irekhodiwe (${values.method})` : `Payment recorded (${values.method})`;
export const historyReminderSent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betalingsherinnering gestuur (jongste)` : locale === "zu" ? `Isikhumbuzo senkokhelo sithunyelwe (sakamuva)` : `Payment reminder sent (latest)`;
export const historyPaidInFull = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ten volle betaal` : locale === "zu" ? `Kukhokhwe konke` : `Paid in full`;
export const onlySeatsLeft = (values: { count: string | number; item: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daar is net ${values.count} plekke oor op ${values.item}.` : locale === "zu" ? `Kusele izihlalo ezingu-${values.count} kuphela ku-${values.item}.` : `Only ${values.count} seats are left on ${values.item}.`;
export const amountReceivedFormat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die bedrag ontvang in rand in, groter as nul (byvoorbeeld 4 500 of 4500,50)` : locale === "zu" ? `Faka imali etholakele ngamarandi, engaphezu kukaziro (isibonelo 4 500 noma 4500.50)` : `Enter the amount received in rand, above zero (for example 4 500 or 4500.50)`;
export const lineGone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand anders het hierdie staatlyn reeds gepas of geïgnoreer. Herlaai om die lys te sien.` : locale === "zu" ? `Lo mugqa wesitatimende usuhlanganisiwe noma unganakiwe ngomunye umuntu. Layisha kabusha ukuze ubone uhlu.` : `This statement line was matched or ignored by someone else. Reload to see the list.`;
export const noOrderWithNumber = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen bestelling het die nommer ${values.number} nie. Bestellingnommers lyk soos ORD-000123.` : locale === "zu" ? `Alikho i-oda elinenombolo ethi ${values.number}. Izinombolo zama-oda zibukeka kanje: ORD-000123.` : `No order has the number ${values.number}. Order numbers look like ORD-000123.`;
export const orderNotFoundOrNotYours = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daar is nie so 'n bestelling nie, of dit is nie u s'n nie.` : locale === "zu" ? `Alikho i-oda elinjalo, noma akulona elakho.` : `There is no such order, or it is not yours.`;
export const periodFormat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n tydperk: albei datums, die eerste op of voor die tweede.` : locale === "zu" ? `Khetha isikhathi: zombili izinsuku, olokuqala lube ngaphambi noma ngosuku lwesibili.` : `Choose a period: both dates, the first on or before the second.`;
export const paymentOnCancelled = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelling ${values.number} is gekanselleer: 'n betaling kan nie daarteen aangeteken word nie.` : locale === "zu" ? `I-oda ${values.number} likhanseliwe: ayikwazi ukurekhodwa inkokhelo kulo.` : `Order ${values.number} was cancelled: a payment cannot be recorded against it.`;
export const paymentOnQuotation = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.number} is 'n kwotasie: dit neem betaling sodra dit aanvaar is.` : locale === "zu" ? `U-${values.number} uyikhotheshini: wamukela inkokhelo uma usamukelwe.` : `${values.number} is a quotation: it takes payment once it is accepted.`;
export const paymentAwaitingAccount = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelling ${values.number} wag dat die koper hul adres bevestig.` : locale === "zu" ? `I-oda ${values.number} lilinde ukuthi umthengi aqinisekise ikheli lakhe.` : `Order ${values.number} is waiting for the buyer to confirm their address.`;
export const validUntilFromToday = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n geldig-tot-datum van vandag af.` : locale === "zu" ? `Khetha usuku lokugcina kusukela namuhla kuqhubeke.` : `Choose a valid-until date from today on.`;
export const itemNoLongerForSaleName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Item wat nie meer te koop is nie` : locale === "zu" ? `Into engasathengiswa` : `An item no longer for sale`;
export const discountNotApplicable = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie afslagkode geld vir niks in u mandjie nie.` : locale === "zu" ? `Le khodi yesaphulelo ayisebenzi kunoma yini esenqoleni yakho.` : `This discount code does not apply to anything in your cart.`;
export const methodCard = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kaart` : locale === "zu" ? `Ikhadi` : `Card`;
export const methodCash = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontant` : locale === "zu" ? `Imali esandleni` : `Cash`;
export const statementTooLarge = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die staatlêer is groter as 2 MB. Voer 'n korter tydperk uit (een maand op 'n slag) en voer elke lêer in.` : locale === "zu" ? `Ifayela lesitatimende likhulu kune-2 MB. Thumela isikhathi esifushane (inyanga eyodwa ngesikhathi) bese ungenisa ifayela ngalinye.` : `The statement file is larger than 2 MB. Export a shorter period (a month at a time) and import each file.`;
export const proofTooLarge = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die bewys van betaling is groter as 5 MB. Stoor 'n kleiner PDF of 'n foto van die bevestiging en laai dit op.` : locale === "zu" ? `Ubufakazi benkokhelo bukhulu kune-5 MB. Londoloza i-PDF encane noma isithombe sesiqinisekiso bese usiphakela.` : `The proof of payment is larger than 5 MB. Save a smaller PDF or a photo of the confirmation and upload that.`;
export const proofRequired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies die lêer met die bewys van betaling ('n PDF, PNG of JPEG).` : locale === "zu" ? `Khetha ifayela lobufakazi benkokhelo (i-PDF, i-PNG noma i-JPEG).` : `Choose the proof of payment file (a PDF, PNG or JPEG).`;
export const noVatNumberForInvoices = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Belastingfakture kan nie uitgereik word voordat die maatskappy se BTW-registrasienommer en adres in Werfinstellings gestel is nie.` : locale === "zu" ? `Ama-invoyisi entela awakwazi ukukhishwa kuze kube yilapho inombolo yokubhaliswa ye-VAT yenkampani nekheli kusethwe kuzilungiselelo zesayithi.` : `Tax invoices cannot be issued until the company's VAT registration number and address are set in Site settings.`;
export const statementTaxInvoicePo = (values: { po: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Belastingfaktuur (bestelnommer ${values.po})` : locale === "zu" ? `I-invoyisi yentela (i-PO ${values.po})` : `Tax invoice (PO ${values.po})`;
export const statementTaxInvoice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Belastingfaktuur` : locale === "zu" ? `I-invoyisi yentela` : `Tax invoice`;
export const fieldItem = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Item` : locale === "zu" ? `Into` : `Item`;
export const fieldDiscountCode = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Afslagkode` : locale === "zu" ? `Ikhodi yesaphulelo` : `Discount code`;
export const fieldCheckout = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaal` : locale === "zu" ? `Khokha` : `Checkout`;
export const fieldName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Naam` : locale === "zu" ? `Igama` : `Name`;
export const fieldPhone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Telefoon` : locale === "zu" ? `Ucingo` : `Phone`;
export const fieldCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maatskappy` : locale === "zu" ? `Inkampani` : `Company`;
export const fieldRegisteredCompanyName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geregistreerde maatskappynaam` : locale === "zu" ? `Igama lenkampani elibhalisiwe` : `Registered company name`;
export const fieldVatNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `BTW-nommer` : locale === "zu" ? `Inombolo ye-VAT` : `VAT number`;
export const fieldAddress = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Adres` : locale === "zu" ? `Ikheli` : `Address`;
export const fieldPurchaseOrderNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelordernommer` : locale === "zu" ? `Inombolo ye-oda lokuthenga` : `Purchase order number`;
export const fieldAmount = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bedrag` : locale === "zu" ? `Inani` : `Amount`;
export const fieldNote = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nota` : locale === "zu" ? `Inothi` : `Note`;
export const fieldStatementLine = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Staatreël` : locale === "zu" ? `Umugqa wesitatimende` : `Statement line`;
export const fieldOrderNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelnommer` : locale === "zu" ? `Inombolo ye-oda` : `Order number`;
export const fieldReason = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rede` : locale === "zu" ? `Isizathu` : `Reason`;
export const fieldBillingAddress = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Faktuuradres` : locale === "zu" ? `Ikheli lokukhokha` : `Billing address`;
export const fieldPurchaseOrder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelorder` : locale === "zu" ? `I-oda lokuthenga` : `Purchase order`;
export const fieldRegisteredName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geregistreerde naam` : locale === "zu" ? `Igama elibhalisiwe` : `Registered name`;
export const fieldPrice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Prys` : locale === "zu" ? `Intengo` : `Price`;
export const chooseSeatCount = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies tussen 1 en 500 plekke` : locale === "zu" ? `Khetha phakathi kwezihlalo ezi-1 nezingu-500` : `Choose between 1 and 500 seats`;
export const fieldEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const paymentRecordedCredit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaling aangeteken. Die bestelling is betaal; die bedrag bo die totaal word as die koper se krediet gehou.` : locale === "zu" ? `Inkokhelo irekhodiwe. I-oda likhokhiwe; imali engaphezu kwesamba salo igcinwa njengesikweletu somthengi.` : `Payment recorded. The order is paid; the amount above its total is kept as the buyer's credit.`;
export const paymentRecordedPaid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaling aangeteken. Die bestelling is ten volle betaal.` : locale === "zu" ? `Inkokhelo irekhodiwe. I-oda likhokhiwe ngokugcwele.` : `Payment recorded. The order is paid in full.`;
export const paymentRecordedAwaiting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaling aangeteken. Die bestelling wag nog vir die res.` : locale === "zu" ? `Inkokhelo irekhodiwe. I-oda lisalinde okusele.` : `Payment recorded. The order is still awaiting the rest.`;
export const itemIsFull = (values: { item: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.item} is vol.` : locale === "zu" ? `${values.item} igcwele.` : `${values.item} is full.`;
