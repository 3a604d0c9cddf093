// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";
import { plural } from "../../../lib/i18n/message-runtime.ts";

export const checkYourEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kyk in u e-pos` : locale === "zu" ? `Hlola i-imeyili yakho` : `Check your email`;
export const checkout = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaal` : locale === "zu" ? `Khokha` : `Checkout`;
export const checkoutCartEmpty = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U mandjie is leeg: voeg eers 'n kursus, 'n opleidingsdatum of 'n geleentheid by.` : locale === "zu" ? `Inqola yakho ayinalutho: qala ngokwengeza inkambo, usuku lokuqeqeshwa noma umcimbi.` : `Your cart is empty: add a course, a training date or an event first.`;
export const goToCart = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gaan na u mandjie` : locale === "zu" ? `Iya enqoleni yakho` : `Go to your cart`;
export const itemsCannotBeBought = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sommige items kan nie gekoop word soos hulle is nie` : locale === "zu" ? `Ezinye izinto azikwazi ukuthengwa njengoba zinjalo` : `Some items cannot be bought as they are`;
export const changeCart = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verander u mandjie` : locale === "zu" ? `Shintsha inqola yakho` : `Change your cart`;
export const yourOrder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U bestelling` : locale === "zu" ? `I-oda lakho` : `Your order`;
export const yourDetails = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U besonderhede` : locale === "zu" ? `Imininingwane yakho` : `Your details`;
export const haveAccountSignIn = (values: { signIn: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Het u reeds 'n rekening? ${values.signIn} eers. Andersins skep ons u rekening terwyl u bestel: bevestig u e-posadres en u bestelling gaan voort.` : locale === "zu" ? `Usunayo i-akhawunti? ${values.signIn} kuqala. Uma kungenjalo sikwenzela i-akhawunti ngesikhathi u-oda: qinisekisa ikheli lakho le-imeyili bese i-oda lakho liyaqhubeka.` : `Already have an account? ${values.signIn} first. Otherwise we make your account as you order: confirm your email address and your order goes ahead.`;
export const signIn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Meld aan` : locale === "zu" ? `Ngena` : `Sign in`;
export const whoIsBuying = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wie koop?` : locale === "zu" ? `Ngubani othengayo?` : `Who is buying?`;
export const buyingForMyself = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ek koop vir myself` : locale === "zu" ? `Ngizithengela mina` : `I am buying for myself`;
export const aCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Maatskappy` : locale === "zu" ? `Inkampani` : `A company`;
export const name = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Naam` : locale === "zu" ? `Igama` : `Name`;
export const email = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const phone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Telefoon` : locale === "zu" ? `Ucingo` : `Phone`;
export const choosePassword = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n wagwoord` : locale === "zu" ? `Khetha iphasiwedi` : `Choose a password`;
export const passwordHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Minstens 8 karakters: vir u nuwe rekening` : locale === "zu" ? `Okungenani izinhlamvu ezingu-8: ze-akhawunti yakho entsha` : `At least 8 characters: for your new account`;
export const buyingFor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Koop vir` : locale === "zu" ? `Uthengela` : `Buying for`;
export const anotherCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Ander maatskappy` : locale === "zu" ? `Enye inkampani` : `Another company`;
export const registeredCompanyName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geregistreerde maatskappynaam` : locale === "zu" ? `Igama elibhalisiwe lenkampani` : `Registered company name`;
export const vatNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `BTW-nommer` : locale === "zu" ? `Inombolo ye-VAT` : `VAT number`;
export const ifVatRegistered = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `As die maatskappy vir BTW geregistreer is` : locale === "zu" ? `Uma inkampani ibhaliselwe i-VAT` : `If the company is registered for VAT`;
export const purchaseOrderNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelordernommer` : locale === "zu" ? `Inombolo ye-oda lokuthenga` : `Purchase order number`;
export const address = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Adres` : locale === "zu" ? `Ikheli` : `Address`;
export const asOnTaxInvoice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soos dit op die belastingfaktuur moet verskyn` : locale === "zu" ? `Njengoba kufanele livele ku-invoyisi yentela` : `As it should appear on the tax invoice`;
export const whoWillAttend = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wie sal bywoon` : locale === "zu" ? `Ngubani ozohambela` : `Who will attend`;
export const nameAttendees = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Noem elke bywoner as u hulle nou ken. Plekke wat u sonder naam laat, bly krediete wat u later toeken.` : locale === "zu" ? `Bhala igama lomhambeli ngamunye uma usubazi manje. Izihlalo ongazibhalanga amagama zihlala zingamakhredithi ozowanikeza kamuva.` : `Name each attendee if you know them now. Seats you leave unnamed stay as credits you assign later.`;
export const seatName = (values: { seat: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plek ${values.seat}: naam` : locale === "zu" ? `Isihlalo ${values.seat}: igama` : `Seat ${values.seat}: name`;
export const seatEmail = (values: { seat: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plek ${values.seat}: e-pos` : locale === "zu" ? `Isihlalo ${values.seat}: i-imeyili` : `Seat ${values.seat}: email`;
export const howYouPay = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoe u betaal` : locale === "zu" ? `Ukuthi ukhokha kanjani` : `How you pay`;
export const paymentMethod = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaalmetode` : locale === "zu" ? `Indlela yokukhokha` : `Payment method`;
export const payEftOption = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `EFT (bankoorplasing): betaal met die verwysing op u bestelling` : locale === "zu" ? `I-EFT (ukudlulisa ngebhange): khokha usebenzisa inkomba ese-odeni lakho` : `EFT (bank transfer): pay with the reference on your order`;
export const payAccountOption = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Op rekening: die belastingfaktuur volg` : locale === "zu" ? `Nge-akhawunti: i-invoyisi yentela izolandela` : `On account: the tax invoice follows`;
export const placeOrder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plaas bestelling` : locale === "zu" ? `Faka i-oda` : `Place order`;
export const seatHeld = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gehou tot betaal` : locale === "zu" ? `Kugcinwe kuze kukhokhwe` : `Held until paid`;
export const seatUnassigned = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Krediet (nog nie toegeken nie)` : locale === "zu" ? `Ikhredithi (ayikanikezwa)` : `Credit (not yet assigned)`;
export const seatAssigned = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Toegeken` : locale === "zu" ? `Kunikeziwe` : `Assigned`;
export const seatCancelled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gekanselleer` : locale === "zu" ? `Kukhanseliwe` : `Cancelled`;
export const allOrders = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Alle bestellings` : locale === "zu" ? `Wonke ama-oda` : `All orders`;
export const orderNumberTitle = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelling ${values.number}` : locale === "zu" ? `I-oda ${values.number}` : `Order ${values.number}`;
export const placedOn = (values: { date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geplaas ${values.date}` : locale === "zu" ? `Lifakwe ngo-${values.date}` : `Placed ${values.date}`;
export const recordPayment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Teken 'n betaling aan` : locale === "zu" ? `Rekhoda inkokhelo` : `Record a payment`;
export const issueCreditNote = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Reik 'n kredietnota uit` : locale === "zu" ? `Khipha inothi lesikweletu` : `Issue a credit note`;
export const buyer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Koper` : locale === "zu" ? `Umthengi` : `Buyer`;
export const company = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maatskappy` : locale === "zu" ? `Inkampani` : `Company`;
export const purchaseOrder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelorder` : locale === "zu" ? `I-oda lokuthenga` : `Purchase order`;
export const billingAddress = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Faktuuradres` : locale === "zu" ? `Ikheli lokukhokhisa` : `Billing address`;
export const payment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaling` : locale === "zu" ? `Inkokhelo` : `Payment`;
export const method = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Metode` : locale === "zu" ? `Indlela` : `Method`;
export const paymentReference = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betalingsverwysing` : locale === "zu" ? `Inkomba yenkokhelo` : `Payment reference`;
export const total = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Totaal` : locale === "zu" ? `Isamba` : `Total`;
export const paid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaal` : locale === "zu" ? `Kukhokhiwe` : `Paid`;
export const stillOwed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog verskuldig` : locale === "zu" ? `Okusakweletwa` : `Still owed`;
export const lines = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lyne` : locale === "zu" ? `Imigqa` : `Lines`;
export const orderLines = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestellinglyne` : locale === "zu" ? `Imigqa ye-oda` : `Order lines`;
export const item = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Item` : locale === "zu" ? `Into` : `Item`;
export const quantity = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoeveelheid` : locale === "zu" ? `Inani` : `Quantity`;
export const unitPrice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Eenheidsprys` : locale === "zu" ? `Intengo yeyunithi` : `Unit price`;
export const discount = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Afslag` : locale === "zu" ? `Isaphulelo` : `Discount`;
export const exclVat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sonder BTW` : locale === "zu" ? `Ngaphandle kwe-VAT` : `Excl. VAT`;
export const vat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `BTW` : locale === "zu" ? `I-VAT` : `VAT`;
export const invoicesAndCreditNotes = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Fakture en kredietnotas` : locale === "zu" ? `Ama-invoyisi namanothi esikweletu` : `Invoices and credit notes`;
export const noneIssuedYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog niks uitgereik nie: die belastingfaktuur word uitgereik sodra die bestelling betaal is, of dadelik op rekening.` : locale === "zu" ? `Akukho okukhishiwe okwamanje: i-invoyisi yentela ikhishwa uma i-oda selikhokhiwe, noma ngokushesha uma kuyi-akhawunti.` : `None issued yet: the tax invoice is issued once the order is paid, or at once on account.`;
export const documentOf = (values: { date: string | number; document: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.document} van ${values.date}` : locale === "zu" ? `${values.document} yangomhla ka-${values.date}` : `${values.document} of ${values.date}`;
export const documentOfDue = (values: { date: string | number; document: string | number; due: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.document} van ${values.date}, betaalbaar ${values.due}` : locale === "zu" ? `${values.document} yangomhla ka-${values.date}, ikhokhwa ngo-${values.due}` : `${values.document} of ${values.date}, due ${values.due}`;
export const payments = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betalings` : locale === "zu" ? `Izinkokhelo` : `Payments`;
export const noPaymentYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen betaling ontvang nie.` : locale === "zu" ? `Ayikho inkokhelo etholakele okwamanje.` : `No payment received yet.`;
export const seats = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plekke` : locale === "zu" ? `Izihlalo` : `Seats`;
export const noSeats = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen plekke nie.` : locale === "zu" ? `Azikho izihlalo.` : `No seats.`;
export const attendee = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bywoner` : locale === "zu" ? `Umhambeli` : `Attendee`;
export const seat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plek` : locale === "zu" ? `Isihlalo` : `Seat`;
export const proofsOfPayment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bewyse van betaling` : locale === "zu" ? `Ubufakazi benkokhelo` : `Proofs of payment`;
export const noneUploaded = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niks opgelaai nie.` : locale === "zu" ? `Akukho okulayishiwe.` : `None uploaded.`;
export const proofUploaded = (values: { date: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name}, opgelaai ${values.date}` : locale === "zu" ? `${values.name}, kulayishwe ngo-${values.date}` : `${values.name}, uploaded ${values.date}`;
export const history = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geskiedenis` : locale === "zu" ? `Umlando` : `History`;
export const filterTheList = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Filtreer die lys` : locale === "zu" ? `Hlunga uhlu` : `Filter the list`;
export const any = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Enige` : locale === "zu" ? `Noma yikuphi` : `Any`;
export const from = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Van` : locale === "zu" ? `Kusukela` : `From`;
export const to = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tot` : locale === "zu" ? `Kuze kube` : `To`;
export const applyFilters = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Pas filters toe` : locale === "zu" ? `Sebenzisa izihlungi` : `Apply filters`;
export const clearFilters = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vee filters uit` : locale === "zu" ? `Sula izihlungi` : `Clear filters`;
export const nothingMatches = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niks pas by hierdie filters nie.` : locale === "zu" ? `Akukho okuhambisana nalezi zihlungi.` : `Nothing matches these filters.`;
export const ordersCount = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} bestelling`, other: `${values.count} bestellings` }) : locale === "zu" ? plural(locale, values.count, { one: `i-oda elingu-${values.count}`, other: `ama-oda angu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} order`, other: `${values.count} orders` });
export const noOrdersFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen bestellings gevind nie` : locale === "zu" ? `Awekho ama-oda atholakele` : `No orders found`;
export const pagesOfOrders = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Blaaie van bestellings` : locale === "zu" ? `Amakhasi ama-oda` : `Pages of orders`;
export const documentsCount = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} dokument`, other: `${values.count} dokumente` }) : locale === "zu" ? plural(locale, values.count, { one: `umqulu ongu-${values.count}`, other: `imiqulu engu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} document`, other: `${values.count} documents` });
export const noDocumentsFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen dokumente gevind nie` : locale === "zu" ? `Ayikho imiqulu etholakele` : `No documents found`;
export const pagesOfDocuments = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Blaaie van dokumente` : locale === "zu" ? `Amakhasi emiqulu` : `Pages of documents`;
export const paymentsCount = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} betaling`, other: `${values.count} betalings` }) : locale === "zu" ? plural(locale, values.count, { one: `inkokhelo engu-${values.count}`, other: `izinkokhelo ezingu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} payment`, other: `${values.count} payments` });
export const noPaymentsFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen betalings gevind nie` : locale === "zu" ? `Azikho izinkokhelo ezitholakele` : `No payments found`;
export const pagesOfPayments = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Blaaie van betalings` : locale === "zu" ? `Amakhasi ezinkokhelo` : `Pages of payments`;
export const orders = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestellings` : locale === "zu" ? `Ama-oda` : `Orders`;
export const ordersIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Elke bestelling, nuutste eerste: wie gekoop het, hoe hulle betaal en wat nog verskuldig is.` : locale === "zu" ? `Wonke ama-oda, amasha kuqala: ubani othengile, ukhokha kanjani nokuthi yini esakweletwa.` : `Every order, newest first: who bought, how they pay and what is still owed.`;
export const searchOrders = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelling, verwysing, koper of e-pos` : locale === "zu" ? `I-oda, inkomba, umthengi noma i-imeyili` : `Order, reference, buyer or email`;
export const status = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Status` : locale === "zu" ? `Isimo` : `Status`;
export const order = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelling` : locale === "zu" ? `I-oda` : `Order`;
export const placed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geplaas` : locale === "zu" ? `Lifakiwe` : `Placed`;
export const owed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verskuldig` : locale === "zu" ? `Okukweletwayo` : `Owed`;
export const standingPaid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaal` : locale === "zu" ? `Kukhokhiwe` : `Paid`;
export const standingOpen = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oop` : locale === "zu" ? `Kuvulekile` : `Open`;
export const standingOverdue = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Agterstallig` : locale === "zu" ? `Kudlulelwe yisikhathi` : `Overdue`;
export const invoices = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Fakture` : locale === "zu" ? `Ama-invoyisi` : `Invoices`;
export const invoicesIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Belastingfakture en kredietnotas soos uitgereik, nuutste eerste. 'n Faktuur is agterstallig sodra sy vervaldatum onbetaald verbygegaan het.` : locale === "zu" ? `Ama-invoyisi entela namanothi esikweletu njengoba ekhishiwe, amasha kuqala. I-invoyisi idlulelwa yisikhathi uma usuku lwayo lokukhokha seludlule ingakhokhwanga.` : `Tax invoices and credit notes as issued, newest first. An invoice is overdue once its due date has passed unpaid.`;
export const searchInvoices = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nommer, bestelling, ontvanger of e-pos` : locale === "zu" ? `Inombolo, i-oda, umamukeli noma i-imeyili` : `Number, order, recipient or email`;
export const kind = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soort` : locale === "zu" ? `Uhlobo` : `Kind`;
export const standing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stand` : locale === "zu" ? `Isimo sokukhokha` : `Standing`;
export const number = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nommer` : locale === "zu" ? `Inombolo` : `Number`;
export const issued = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uitgereik` : locale === "zu" ? `Kukhishwe` : `Issued`;
export const due = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaalbaar` : locale === "zu" ? `Kufanele kukhokhwe` : `Due`;
export const recipient = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ontvanger` : locale === "zu" ? `Umamukeli` : `Recipient`;
export const paymentsIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geld ontvang teen bestellings, nuutste eerste: EFT deur personeel aangeteken of uit 'n bankstaat gepas, en kaartbetalings.` : locale === "zu" ? `Imali etholakele ngama-oda, entsha kuqala: i-EFT erekhodwe ngabasebenzi noma ehlanganiswe nesitatimende sebhange, nezinkokhelo zekhadi.` : `Money received against orders, newest first: EFT recorded by staff or matched from a bank statement, and card payments.`;
export const received = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ontvang` : locale === "zu" ? `Kutholakele` : `Received`;
export const reference = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwysing` : locale === "zu" ? `Inkomba` : `Reference`;
export const amount = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bedrag` : locale === "zu" ? `Imali` : `Amount`;
export const notMatched = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie gepas nie` : locale === "zu" ? `Akuhlanganisiwe` : `Not matched`;
export const paymentsForOrder = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betalings vir bestelling ${values.number}` : locale === "zu" ? `Izinkokhelo ze-oda ${values.number}` : `Payments for order ${values.number}`;
export const buyerAndReference = (values: { email: string | number; name: string | number; reference: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} (${values.email}), verwysing ${values.reference}` : locale === "zu" ? `${values.name} (${values.email}), inkomba ${values.reference}` : `${values.name} (${values.email}), reference ${values.reference}`;
export const orderTotal = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestellingtotaal` : locale === "zu" ? `Isamba se-oda` : `Order total`;
export const stillToPay = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog te betaal` : locale === "zu" ? `Okusafanele kukhokhwe` : `Still to pay`;
export const buyersCredit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Koper se krediet` : locale === "zu" ? `Ikhredithi yomthengi` : `Buyer's credit`;
export const overpaid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oorbetaal` : locale === "zu" ? `Kukhokhwe ngokweqile` : `Overpaid`;
export const overpaidText = (values: { amount: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.amount} meer as die bestelling se totaal is ontvang. Dit word as die koper se krediet gehou.` : locale === "zu" ? `Kutholakale u-${values.amount} ngaphezu kwesamba se-oda. Kugcinwa njengekhredithi yomthengi.` : `${values.amount} more than the order's total was received. It is kept as the buyer's credit.`;
export const paymentRecorded = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaling aangeteken` : locale === "zu" ? `Inkokhelo irekhodiwe` : `Payment recorded`;
export const paymentNotRecorded = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaling nie aangeteken nie` : locale === "zu" ? `Inkokhelo ayirekhodwanga` : `Payment not recorded`;
export const paymentsReceived = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betalings ontvang` : locale === "zu" ? `Izinkokhelo ezitholakele` : `Payments received`;
export const noPaymentRecorded = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen betaling aangeteken nie.` : locale === "zu" ? `Ayikho inkokhelo erekhodiwe okwamanje.` : `No payment recorded yet.`;
export const date = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Datum` : locale === "zu" ? `Usuku` : `Date`;
export const note = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nota` : locale === "zu" ? `Inothi` : `Note`;
export const proofFromBuyer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bewys van betaling van die koper` : locale === "zu" ? `Ubufakazi benkokhelo obuvela kumthengi` : `Proof of payment from the buyer`;
export const recordPaymentTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Teken betaling aan` : locale === "zu" ? `Rekhoda inkokhelo` : `Record payment`;
export const amountRand = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bedrag (rand)` : locale === "zu" ? `Imali (ngamarandi)` : `Amount (rand)`;
export const amountHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soos ontvang, bv. 4 500 of 4500,50` : locale === "zu" ? `Njengoba itholakele, isib. 4 500 noma 4500.50` : `As received, e.g. 4 500 or 4500.50`;
export const dateReceived = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Datum ontvang` : locale === "zu" ? `Usuku etholakale ngalo` : `Date received`;
export const noteHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opsioneel: die bank se verwysing, wie betaal het, 'n kwitansienommer` : locale === "zu" ? `Akuphoqelekile: inkomba yebhange, ubani okhokhile, inombolo yerisidi` : `Optional: the bank's reference, who paid, a receipt number`;
export const takesNoPayment = (values: { status: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bestelling neem geen betaling nie (${values.status}).` : locale === "zu" ? `Leli oda alamukeli nkokhelo (${values.status}).` : `This order takes no payment (${values.status}).`;
export const bankStatementsLink = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bankstate: voer EFT-betalings in en pas hulle` : locale === "zu" ? `Izitatimende zebhange: ngenisa futhi uhlanganise izinkokhelo ze-EFT` : `Bank statements: import and match EFT payments`;
export const code = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kode` : locale === "zu" ? `Ikhodi` : `Code`;
export const codeHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `3 tot 30 letters, syfers of koppeltekens` : locale === "zu" ? `Izinhlamvu, izinombolo noma amahayifeni aphakathi kuka-3 no-30` : `3 to 30 letters, digits or hyphens`;
export const percentageOff = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Persentasie af` : locale === "zu" ? `Iphesenti elisusiwe` : `Percentage off`;
export const amountOffEachUnit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bedrag af elke eenheid (rand, sonder BTW)` : locale === "zu" ? `Imali esuswa kuyunithi ngayinye (amarandi, ngaphandle kwe-VAT)` : `Amount off each unit (rand, excl. VAT)`;
export const value = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Waarde` : locale === "zu" ? `Inani` : `Value`;
export const valueHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `bv. 10 (%) of 500 (rand)` : locale === "zu" ? `isib. 10 (%) noma 500 (amarandi)` : `e.g. 10 (%) or 500 (rand)`;
export const limit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Limiet` : locale === "zu" ? `Umkhawulo` : `Limit`;
export const limitHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebruike altesaam; leeg vir geen limiet` : locale === "zu" ? `Ukusetshenziswa kukonke; shiya kungenalutho uma ungafuni umkhawulo` : `Uses in all; empty for no limit`;
export const lastDay = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laaste dag` : locale === "zu" ? `Usuku lokugcina` : `Last day`;
export const emptyNoExpiry = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leeg: verval nie` : locale === "zu" ? `Kungenalutho: akuphelelwa yisikhathi` : `Empty: no expiry`;
export const course = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus` : locale === "zu" ? `Inkambo` : `Course`;
export const anyItem = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Enige item` : locale === "zu" ? `Noma iyiphi into` : `Any item`;
export const saveCode = (values: { code: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor ${values.code}` : locale === "zu" ? `Londoloza u-${values.code}` : `Save ${values.code}`;
export const addDiscountCode = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg afslagkode by` : locale === "zu" ? `Engeza ikhodi yesaphulelo` : `Add discount code`;
export const discountCodes = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Afslagkodes` : locale === "zu" ? `Amakhodi esaphulelo` : `Discount codes`;
export const discountCodesIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Koper tik 'n kode in wanneer hy betaal; dit trek 'n persentasie of 'n bedrag van elke eenheid af voor BTW.` : locale === "zu" ? `Umthengi ubhala ikhodi lapho ekhokha; isusa iphesenti noma imali kuyunithi ngayinye ngaphambi kwe-VAT.` : `A buyer types a code at checkout; it takes a percentage or an amount off each unit before VAT.`;
export const addADiscountCode = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg 'n afslagkode by` : locale === "zu" ? `Engeza ikhodi yesaphulelo` : `Add a discount code`;
export const noDiscountCodes = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen afslagkodes nie.` : locale === "zu" ? `Awekho amakhodi esaphulelo okwamanje.` : `No discount codes yet.`;
export const used = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebruik` : locale === "zu" ? `Kusetshenzisiwe` : `Used`;
export const actions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aksies` : locale === "zu" ? `Izenzo` : `Actions`;
export const usedOf = (values: { max: string | number; used: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.used} van ${values.max}` : locale === "zu" ? `${values.used} kwangu-${values.max}` : `${values.used} of ${values.max}`;
export const noExpiry = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verval nie` : locale === "zu" ? `Akuphelelwa yisikhathi` : `No expiry`;
export const active = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aktief` : locale === "zu" ? `Kuyasebenza` : `Active`;
export const deactivated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gedeaktiveer` : locale === "zu" ? `Kuvaliwe` : `Deactivated`;
export const deactivate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Deaktiveer` : locale === "zu" ? `Vala` : `Deactivate`;
export const deactivateCode = (values: { code: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Deaktiveer ${values.code}` : locale === "zu" ? `Vala u-${values.code}` : `Deactivate ${values.code}`;
export const editCode = (values: { code: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig ${values.code}` : locale === "zu" ? `Hlela u-${values.code}` : `Edit ${values.code}`;
export const proFormaAndBank = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Pro forma-faktuur en bankbesonderhede` : locale === "zu" ? `I-invoyisi ye-pro-forma nemininingwane yebhange` : `Pro-forma invoice and bank details`;
export const proFormaPdf = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Pro forma-faktuur (PDF)` : locale === "zu" ? `I-invoyisi ye-pro-forma (PDF)` : `Pro-forma invoice (PDF)`;
export const bank = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bank` : locale === "zu" ? `Ibhange` : `Bank`;
export const accountName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rekeningnaam` : locale === "zu" ? `Igama le-akhawunti` : `Account name`;
export const accountNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rekeningnommer` : locale === "zu" ? `Inombolo ye-akhawunti` : `Account number`;
export const branchCode = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Takkode` : locale === "zu" ? `Ikhodi yegatsha` : `Branch code`;
export const proFormaTitle = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Pro forma-faktuur ${values.number}` : locale === "zu" ? `I-invoyisi ye-pro-forma ${values.number}` : `Pro-forma invoice ${values.number}`;
export const proFormaPlaced = (values: { date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geplaas ${values.date}. Dit is nie 'n belastingfaktuur nie: die belastingfaktuur word uitgereik sodra u betaling ontvang is.` : locale === "zu" ? `Lifakwe ngo-${values.date}. Lena akusona i-invoyisi yentela: i-invoyisi yentela ikhishwa uma inkokhelo yakho isitholakele.` : `Placed ${values.date}. This is not a tax invoice: the tax invoice is issued once your payment is received.`;
export const nothingToPay = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niks om te betaal nie` : locale === "zu" ? `Akukho okufanele kukhokhwe` : `Nothing to pay`;
export const orderIsPaid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bestelling is betaal. Dankie.` : locale === "zu" ? `Leli oda selikhokhelwe. Siyabonga.` : `This order is paid. Thank you.`;
export const orderNotAwaitingPayment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bestelling wag nie vir betaling nie.` : locale === "zu" ? `Leli oda alilindile inkokhelo.` : `This order is not waiting for payment.`;
export const payByEft = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaal per EFT` : locale === "zu" ? `Khokha nge-EFT` : `Pay by EFT`;
export const bankNotSetUp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bankbesonderhede nog nie opgestel nie` : locale === "zu" ? `Imininingwane yebhange ayikasethwa` : `Bank details not set up yet`;
export const contactForBank = (values: { reference: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontak ons asseblief vir die bankbesonderhede voordat u betaal. U betalingsverwysing is ${values.reference}.` : locale === "zu" ? `Sicela usithinte ukuze uthole imininingwane yebhange ngaphambi kokuthi ukhokhe. Inkomba yakho yenkokhelo ithi ${values.reference}.` : `Please contact us for the bank details before you pay. Your payment reference is ${values.reference}.`;
export const quoteReference = (values: { reference: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebruik die verwysing ${values.reference} presies so, sodat u betaling by hierdie bestelling gepas word.` : locale === "zu" ? `Sebenzisa inkomba ethi ${values.reference} ngqo, ukuze inkokhelo yakho ihlanganiswe naleli oda.` : `Quote the reference ${values.reference} exactly, so your payment is matched to this order.`;
export const receivedSoFarStillToPay = (values: { due: string | number; paid: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? ` Tot dusver ontvang: ${values.paid}; nog te betaal: ${values.due}.` : locale === "zu" ? ` Okutholakele kuze kube manje: ${values.paid}; okusafanele kukhokhwe: ${values.due}.` : ` Received so far: ${values.paid}; still to pay: ${values.due}.`;
export const amountToPay = (values: { amount: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? ` Bedrag om te betaal: ${values.amount}.` : locale === "zu" ? ` Imali okufanele ikhokhwe: ${values.amount}.` : ` Amount to pay: ${values.amount}.`;
export const downloadPdf = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai PDF af` : locale === "zu" ? `Landa i-PDF` : `Download PDF`;
export const sendProof = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stuur bewys van betaling` : locale === "zu" ? `Thumela ubufakazi benkokhelo` : `Send proof of payment`;
export const vatNumberLine = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `BTW-nommer ${values.number}` : locale === "zu" ? `Inombolo ye-VAT ${values.number}` : `VAT number ${values.number}`;
export const attention = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aandag: ${values.name}` : locale === "zu" ? `Okubhekiswe ku: ${values.name}` : `Attention: ${values.name}`;
export const purchaseOrderLine = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelorder ${values.number}` : locale === "zu" ? `I-oda lokuthenga ${values.number}` : `Purchase order ${values.number}`;
export const description = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Beskrywing` : locale === "zu" ? `Incazelo` : `Description`;
export const qty = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoev.` : locale === "zu" ? `Inani` : `Qty`;
export const totalExclVat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Totaal sonder BTW` : locale === "zu" ? `Isamba ngaphandle kwe-VAT` : `Total excluding VAT`;
export const totalInclVat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Totaal met BTW` : locale === "zu" ? `Isamba kufaka i-VAT` : `Total including VAT`;
export const backToOrder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na die bestelling` : locale === "zu" ? `Buyela ku-oda` : `Back to the order`;
export const nothingInPeriod = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niks in hierdie tydperk nie.` : locale === "zu" ? `Akukho lutho kulesi sikhathi.` : `Nothing in this period.`;
export const invoicedExclVat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gefaktureer sonder BTW` : locale === "zu" ? `Okuse-invoyisini ngaphandle kwe-VAT` : `Invoiced excl. VAT`;
export const creditedExclVat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gekrediteer sonder BTW` : locale === "zu" ? `Okubuyiselwe ngaphandle kwe-VAT` : `Credited excl. VAT`;
export const revenue = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Inkomste` : locale === "zu" ? `Imali engenayo` : `Revenue`;
export const revenueIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Belastingfakture en kredietnotas volgens hul uitreikingsdatum, betalings volgens die dag waarop hulle ontvang is. BTW is die fakture se BTW min dié van die kredietnotas.` : locale === "zu" ? `Ama-invoyisi entela namanothi esikweletu ngosuku akhishwe ngalo, izinkokhelo ngosuku ezitholakale ngalo. I-VAT yi-VAT yama-invoyisi kususwe eyamanothi esikweletu.` : `Tax invoices and credit notes by their date of issue, payments by the day they were received. VAT is the invoices' VAT less the credit notes'.`;
export const choosePeriod = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies die tydperk` : locale === "zu" ? `Khetha isikhathi` : `Choose the period`;
export const show = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wys` : locale === "zu" ? `Bonisa` : `Show`;
export const downloadCsv = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai CSV af` : locale === "zu" ? `Landa i-CSV` : `Download CSV`;
export const onlyLargestRows = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Net die grootste rye word gewys; die CSV het elke ry.` : locale === "zu" ? `Kuboniswa imigqa emikhulu kuphela; i-CSV inayo yonke imigqa.` : `Only the largest rows are shown; the CSV has every row.`;
export const byMonth = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Per maand` : locale === "zu" ? `Ngenyanga` : `By month`;
export const month = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maand` : locale === "zu" ? `Inyanga` : `Month`;
export const byCourseOrItem = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Per kursus of item` : locale === "zu" ? `Ngenkambo noma ngento` : `By course or item`;
export const byCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Per maatskappy` : locale === "zu" ? `Ngenkampani` : `By company`;
export const exportToAccounting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer uit na rekeningkunde` : locale === "zu" ? `Thumela ku-accounting` : `Export to accounting`;
export const exportIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die tydperk se dokumente as die invoerlêers van Xero (Sales › Import) en Sage Business Cloud Accounting (Sales › Quick Entries › Import; betalings as 'n bankstaat). Bedrae sluit BTW uit, met die BTW daarby gegee.` : locale === "zu" ? `Imiqulu yalesi sikhathi njengamafayela okungenisa e-Xero (Sales › Import) ne-Sage Business Cloud Accounting (Sales › Quick Entries › Import; izinkokhelo njengesitatimende sebhange). Izimali azifaki i-VAT, i-VAT inikezwe eceleni.` : `The period's documents as the import files of Xero (Sales › Import) and Sage Business Cloud Accounting (Sales › Quick Entries › Import; payments as a bank statement). Amounts exclude VAT, with the VAT given.`;
export const exportLink = (values: { kind: string | number; system: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.kind} (${values.system}-CSV)` : locale === "zu" ? `${values.kind} (${values.system} CSV)` : `${values.kind} (${values.system} CSV)`;
export const nowAwaitingPayment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dit is nou 'n bestelling wat op betaling wag.` : locale === "zu" ? `Manje seliyi-oda elilinde inkokhelo.` : `It is now an order awaiting payment.`;
export const nowOnAccount = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dit is nou 'n bestelling op rekening: sy belastingfaktuur is uitgereik.` : locale === "zu" ? `Manje seliyi-oda le-akhawunti: i-invoyisi yalo yentela isikhishiwe.` : `It is now an order on account: its tax invoice has been issued.`;
export const nowAwaitingAccount = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dit is nou 'n bestelling wat op die koper se rekening wag.` : locale === "zu" ? `Manje seliyi-oda elilinde i-akhawunti yomthengi.` : `It is now an order waiting for the buyer's account.`;
export const nowPaid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dit is nou 'n betaalde bestelling.` : locale === "zu" ? `Manje seliyi-oda elikhokhiwe.` : `It is now a paid order.`;
export const quotationTitle = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kwotasie ${values.number}` : locale === "zu" ? `Ikhotheshini ${values.number}` : `Quotation ${values.number}`;
export const quotationExpired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kwotasie het verval. Vra ons vir 'n nuwe een.` : locale === "zu" ? `Le khotheshini isiphelelwe yisikhathi. Sicele entsha.` : `This quotation has expired. Ask us for a new one.`;
export const quotationWithdrawn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie kwotasie is teruggetrek.` : locale === "zu" ? `Le khotheshini ihoxisiwe.` : `This quotation was withdrawn.`;
export const accepted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanvaar.` : locale === "zu" ? `Yamukelwe.` : `Accepted.`;
export const payEftWithReference = (values: { reference: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? ` Betaal per EFT met die verwysing ${values.reference}.` : locale === "zu" ? ` Khokha nge-EFT usebenzisa inkomba ethi ${values.reference}.` : ` Pay by EFT using the reference ${values.reference}.`;
export const openTaxInvoice = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak belastingfaktuur ${values.number} oop` : locale === "zu" ? `Vula i-invoyisi yentela ${values.number}` : `Open tax invoice ${values.number}`;
export const vatRegistrationLine = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `BTW-registrasienommer: ${values.number}` : locale === "zu" ? `Inombolo yokubhaliswa ye-VAT: ${values.number}` : `VAT registration number: ${values.number}`;
export const purchaseOrderColon = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelorder: ${values.number}` : locale === "zu" ? `I-oda lokuthenga: ${values.number}` : `Purchase order: ${values.number}`;
export const validUntilStrong = (values: { date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geldig tot: ${values.date}` : locale === "zu" ? `Isebenza kuze kube: ${values.date}` : `Valid until: ${values.date}`;
export const quotationLines = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kwotasielyne` : locale === "zu" ? `Imigqa yekhotheshini` : `Quotation lines`;
export const valueExclVat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Waarde sonder BTW` : locale === "zu" ? `Inani ngaphandle kwe-VAT` : `Value excl. VAT`;
export const vatRate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `BTW-koers` : locale === "zu" ? `Izinga le-VAT` : `VAT rate`;
export const discountAmount = (values: { amount: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Afslag ${values.amount}` : locale === "zu" ? `Isaphulelo ${values.amount}` : `Discount ${values.amount}`;
export const valueBeforeVatColon = (values: { amount: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Waarde voor BTW: ${values.amount}` : locale === "zu" ? `Inani ngaphambi kwe-VAT: ${values.amount}` : `Value before VAT: ${values.amount}`;
export const vatColon = (values: { amount: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `BTW: ${values.amount}` : locale === "zu" ? `I-VAT: ${values.amount}` : `VAT: ${values.amount}`;
export const totalColon = (values: { amount: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Totaal: ${values.amount}` : locale === "zu" ? `Isamba: ${values.amount}` : `Total: ${values.amount}`;
export const acceptingPlaces = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Deur te aanvaar plaas u die bestelling teen hierdie pryse en word die plekke gehou.` : locale === "zu" ? `Ukwamukela kufaka i-oda ngalezi zintengo futhi kugcine izihlalo.` : `Accepting places the order at these prices and holds the seats.`;
export const acceptQuotation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aanvaar kwotasie` : locale === "zu" ? `Yamukela ikhotheshini` : `Accept quotation`;
export const confirmEmailToProceed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bevestig u e-posadres met die skakel wat ons vir u gestuur het: dan gaan u bestelling voort.` : locale === "zu" ? `Qinisekisa ikheli lakho le-imeyili ngesixhumanisi esikuthumelele sona: bese i-oda lakho liyaqhubeka.` : `Confirm your email address with the link we sent you: then your order goes ahead.`;
export const orderOnAccountBelow = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U bestelling is op u maatskappy se rekening: sy belastingfaktuur is hieronder, betaalbaar volgens u terme.` : locale === "zu" ? `I-oda lakho likhokhelwa nge-akhawunti yenkampani yakho: i-invoyisi yalo yentela ingezansi, ikhokhwa ngokwemigomo yakho.` : `Your order is on your company's account: its tax invoice is below, payable on your terms.`;
export const yourOrderIsPaid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U bestelling is betaal. Dankie.` : locale === "zu" ? `I-oda lakho selikhokhelwe. Siyabonga.` : `Your order is paid. Thank you.`;
export const orderWasCancelled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bestelling is gekanselleer.` : locale === "zu" ? `Leli oda likhanseliwe.` : `This order was cancelled.`;
export const taxInvoiceAndCreditNotes = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Belastingfaktuur en kredietnotas` : locale === "zu" ? `I-invoyisi yentela namanothi esikweletu` : `Tax invoice and credit notes`;
export const taxInvoiceNumber = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Belastingfaktuur ${values.number}` : locale === "zu" ? `I-invoyisi yentela ${values.number}` : `Tax invoice ${values.number}`;
export const creditNoteNumber = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kredietnota ${values.number}` : locale === "zu" ? `Inothi lesikweletu ${values.number}` : `Credit note ${values.number}`;
export const whatYouOrdered = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wat u bestel het` : locale === "zu" ? `Okuthile okwa-odile` : `What you ordered`;
export const paidSoFar = (values: { amount: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tot dusver betaal: ${values.amount}` : locale === "zu" ? `Okukhokhiwe kuze kube manje: ${values.amount}` : `Paid so far: ${values.amount}`;
export const vatNumberColon = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `BTW-nommer: ${values.number}` : locale === "zu" ? `Inombolo ye-VAT: ${values.number}` : `VAT number: ${values.number}`;
export const paymentMethodColon = (values: { method: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaalmetode: ${values.method}` : locale === "zu" ? `Indlela yokukhokha: ${values.method}` : `Payment method: ${values.method}`;
export const paymentReferenceColon = (values: { reference: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betalingsverwysing: ${values.reference}` : locale === "zu" ? `Inkomba yenkokhelo: ${values.reference}` : `Payment reference: ${values.reference}`;
export const plansChanged = (values: { cancelSeats: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Het planne verander? ${values.cancelSeats} binne die kansellasiebeleid.` : locale === "zu" ? `Izinhlelo zishintshile? ${values.cancelSeats} ngokomthetho wokukhansela.` : `Plans changed? ${values.cancelSeats} within the cancellation policy.`;
export const cancelSeats = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer plekke` : locale === "zu" ? `Khansela izihlalo` : `Cancel seats`;
export const backToMyLearning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na My leer` : locale === "zu" ? `Buyela Ekufundeni kwami` : `Back to My learning`;
export const registeredName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geregistreerde naam` : locale === "zu" ? `Igama elibhalisiwe` : `Registered name`;
export const registeredNameHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soos op sy belastingfakture; leeg: die maatskappy se naam` : locale === "zu" ? `Njengoba kusema-invoyisini ayo entela; kungenalutho: igama lenkampani` : `As on its tax invoices; empty: the company's name`;
export const vatNumberHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `10 syfers wat met 4 begin; leeg as dit nie geregistreer is nie` : locale === "zu" ? `Izinombolo eziyi-10 eziqala ngo-4; shiya kungenalutho uma ingabhalisiwe` : `10 digits starting with 4; empty if not registered`;
export const creditTermsDays = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kredietterme (dae)` : locale === "zu" ? `Imigomo yesikweletu (izinsuku)` : `Credit terms (days)`;
export const creditTermsHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Koop op rekening en betaal binne hierdie dae; leeg: betaal voordat sy plekke bespreek word` : locale === "zu" ? `Ithenga nge-akhawunti futhi ikhokhe kulezi zinsuku; kungenalutho: ikhokha ngaphambi kokuthi izihlalo zayo zibhukwe` : `Buys on account and pays within these days; empty: pays before its seats are booked`;
export const saveBillingDetails = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor faktuurbesonderhede` : locale === "zu" ? `Londoloza imininingwane yokukhokhisa` : `Save billing details`;
export const chooseAnItem = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n item` : locale === "zu" ? `Khetha into` : `Choose an item`;
export const priceFor = (values: { item: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Prys vir ${values.item}` : locale === "zu" ? `Intengo ye-${values.item}` : `Price for ${values.item}`;
export const negotiatedPrice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onderhandelde prys (rand, sonder BTW)` : locale === "zu" ? `Intengo exoxiwe (amarandi, ngaphandle kwe-VAT)` : `Negotiated price (rand, excl. VAT)`;
export const savePrice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor prys` : locale === "zu" ? `Londoloza intengo` : `Save price`;
export const addToPriceList = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg by pryslys` : locale === "zu" ? `Engeza ohlwini lwamanani` : `Add to price list`;
export const billing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Fakturering` : locale === "zu" ? `Ukukhokhisa` : `Billing`;
export const priceList = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Pryslys` : locale === "zu" ? `Uhlu lwamanani` : `Price list`;
export const priceListIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die maatskappy betaal hierdie pryse in plaas van die lysprys ('n vroeëvoël-prys geld steeds wanneer dit laer is).` : locale === "zu" ? `Inkampani ikhokha lezi zintengo esikhundleni sentengo esohlwini (intengo yokubhuka kusenesikhathi isasebenza uma iphansi).` : `The company pays these prices instead of the list price (an early-bird price still applies when it is lower).`;
export const noNegotiatedPrices = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen onderhandelde pryse nie.` : locale === "zu" ? `Azikho izintengo ezixoxiwe okwamanje.` : `No negotiated prices yet.`;
export const listPrice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Lysprys` : locale === "zu" ? `Intengo esohlwini` : `List price`;
export const companyPrice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maatskappyprys` : locale === "zu" ? `Intengo yenkampani` : `Company price`;
export const remove = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder` : locale === "zu" ? `Susa` : `Remove`;
export const removeFromPriceList = (values: { item: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder ${values.item} van die pryslys` : locale === "zu" ? `Susa i-${values.item} ohlwini lwamanani` : `Remove ${values.item} from the price list`;
export const statementFor = (values: { company: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Staat: ${values.company}` : locale === "zu" ? `Isitatimende: ${values.company}` : `Statement: ${values.company}`;
export const periodColon = (values: { period: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tydperk: ${values.period}` : locale === "zu" ? `Isikhathi: ${values.period}` : `Period: ${values.period}`;
export const openingBalance = (values: { amount: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Openingsaldo: ${values.amount}` : locale === "zu" ? `Ibhalansi yokuqala: ${values.amount}` : `Opening balance: ${values.amount}`;
export const nothingInPeriodHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niks in hierdie tydperk nie` : locale === "zu" ? `Akukho lutho kulesi sikhathi` : `Nothing in this period`;
export const noInvoicesCreditsPayments = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen fakture, kredietnotas of betalings nie.` : locale === "zu" ? `Awekho ama-invoyisi, amanothi esikweletu noma izinkokhelo.` : `No invoices, credit notes or payments.`;
export const statement = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Staat` : locale === "zu" ? `Isitatimende` : `Statement`;
export const debit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Debiet` : locale === "zu" ? `Idebithi` : `Debit`;
export const credit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Krediet` : locale === "zu" ? `Ikhredithi` : `Credit`;
export const balance = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Saldo` : locale === "zu" ? `Ibhalansi` : `Balance`;
export const closingBalance = (values: { amount: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sluitingsaldo: ${values.amount}` : locale === "zu" ? `Ibhalansi yokugcina: ${values.amount}` : `Closing balance: ${values.amount}`;
export const inCredit = (values: { amount: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `In krediet: ${values.amount} (meer betaal as wat gefaktureer is).` : locale === "zu" ? `Ikhredithi: ${values.amount} (kukhokhwe ngaphezu kwalokho okwakuse-invoyisini).` : `In credit: ${values.amount} (paid above what was invoiced).`;
export const bankStatements = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bankstate` : locale === "zu" ? `Izitatimende zebhange` : `Bank statements`;
export const unmatchedLines = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} ongepaste lyn`, other: `${values.count} ongepaste lyne` }) : locale === "zu" ? plural(locale, values.count, { one: `umugqa ongu-${values.count} ongahlanganisiwe`, other: `imigqa engu-${values.count} engahlanganisiwe` }) : plural(locale, values.count, { one: `${values.count} unmatched line`, other: `${values.count} unmatched lines` });
export const bankStatementsIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die rekening se transaksies as CSV in vanaf FNB, Standard Bank, Absa of Nedbank se aanlynbankdienste. Inkomende geld wat 'n bestelling se betalingsverwysing gebruik, word dadelik teen daardie bestelling aangeteken; 'n staat wat twee keer ingevoer word, voeg niks by nie. Wat oorbly, wag hieronder vir 'n persoon.` : locale === "zu" ? `Ngenisa ukuthengiselana kwe-akhawunti njenge-CSV kusukela kumabhange e-inthanethi e-FNB, Standard Bank, Absa noma Nedbank. Imali engenayo esebenzisa inkomba yenkokhelo ye-oda irekhodwa ngokushesha kulelo oda; isitatimende esingeniswe kabili asengezi lutho. Okusele kulinde umuntu ngezansi.` : `Import the account's transactions as CSV from FNB, Standard Bank, Absa or Nedbank online banking. Money in that quotes an order's payment reference is recorded against that order at once; a statement imported twice adds nothing. What is left waits below for a person.`;
export const statementCsv = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Staat (CSV)` : locale === "zu" ? `Isitatimende (CSV)` : `Statement (CSV)`;
export const statementCsvHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die bank se CSV-uitvoer, tot 2 MB` : locale === "zu" ? `Ifayela le-CSV elikhishwe yibhange, kuze kufike ku-2 MB` : `The bank's CSV export, up to 2 MB`;
export const importStatement = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer staat in` : locale === "zu" ? `Ngenisa isitatimende` : `Import statement`;
export const done = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Klaar` : locale === "zu" ? `Kuqediwe` : `Done`;
export const nothingToMatch = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niks om te pas nie` : locale === "zu" ? `Akukho okufanele kuhlanganiswe` : `Nothing to match`;
export const everyPaymentMatched = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Elke ingevoerde betaling is by 'n bestelling gepas of opsy gesit.` : locale === "zu" ? `Yonke inkokhelo engenisiwe ihlanganiswe ne-oda noma ibekwe eceleni.` : `Every imported payment is matched to an order or set aside.`;
export const pagesOfUnmatched = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Blaaie van ongepaste lyne` : locale === "zu" ? `Amakhasi emigqa engahlanganisiwe` : `Pages of unmatched lines`;
export const unmatchedMoneyIn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ongepaste inkomende geld` : locale === "zu" ? `Imali engenayo engahlanganisiwe` : `Unmatched money in`;
export const matchToOrder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Pas by bestelling` : locale === "zu" ? `Hlanganisa ne-oda` : `Match to order`;
export const orderNumberFor = (values: { amount: string | number; date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestellingnommer vir ${values.amount} op ${values.date}` : locale === "zu" ? `Inombolo ye-oda ka-${values.amount} ngomhla ka-${values.date}` : `Order number for ${values.amount} on ${values.date}`;
export const match = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Pas` : locale === "zu" ? `Hlanganisa` : `Match`;
export const notAnOrder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie 'n bestelling nie` : locale === "zu" ? `Akulona i-oda` : `Not an order`;
export const yourCart = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U mandjie` : locale === "zu" ? `Inqola yakho` : `Your cart`;
export const cartIsEmpty = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U mandjie is leeg.` : locale === "zu" ? `Inqola yakho ayinalutho.` : `Your cart is empty.`;
export const browseOnlineCourses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Blaai deur aanlyn kursusse` : locale === "zu" ? `Phequlula izinkambo ze-inthanethi` : `Browse online courses`;
export const seeTrainingSchedule = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sien die opleidingskedule` : locale === "zu" ? `Bona uhlelo lokuqeqeshwa` : `See the training schedule`;
export const seeEvents = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sien geleenthede` : locale === "zu" ? `Bona imicimbi` : `See events`;
export const amountExclVat = (values: { amount: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.amount} sonder BTW` : locale === "zu" ? `${values.amount} ngaphandle kwe-VAT` : `${values.amount} excl. VAT`;
export const amountInclVat = (values: { amount: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.amount} met BTW` : locale === "zu" ? `${values.amount} kufaka i-VAT` : `${values.amount} incl. VAT`;
export const perSeatExclVat = (values: { amount: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.amount} sonder BTW per plek` : locale === "zu" ? `${values.amount} ngaphandle kwe-VAT isihlalo ngasinye` : `${values.amount} excl. VAT per seat`;
export const perSeatLessDiscount = (values: { amount: string | number; discount: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.amount} sonder BTW per plek, min ${values.discount} afslag` : locale === "zu" ? `${values.amount} ngaphandle kwe-VAT isihlalo ngasinye, kususwe isaphulelo esingu-${values.discount}` : `${values.amount} excl. VAT per seat, less ${values.discount} discount`;
export const update = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Werk by` : locale === "zu" ? `Buyekeza` : `Update`;
export const removeItem = (values: { item: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder ${values.item}` : locale === "zu" ? `Susa i-${values.item}` : `Remove ${values.item}`;
export const discountCode = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Afslagkode` : locale === "zu" ? `Ikhodi yesaphulelo` : `Discount code`;
export const apply = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Pas toe` : locale === "zu" ? `Sebenzisa` : `Apply`;
export const changeItemsToCheckOut = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verander of verwyder die items hierbo gemerk om te betaal.` : locale === "zu" ? `Shintsha noma ususe izinto eziphawulwe ngenhla ukuze ukhokhe.` : `Change or remove the items marked above to check out.`;
export const invoiceNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Faktuurnommer` : locale === "zu" ? `Inombolo ye-invoyisi` : `Invoice number`;
export const creditNoteNumberLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kredietnotanommer` : locale === "zu" ? `Inombolo yenothi lesikweletu` : `Credit note number`;
export const dateOfIssue = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uitreikingsdatum` : locale === "zu" ? `Usuku lokukhishwa` : `Date of issue`;
export const creditsTaxInvoice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Krediteer belastingfaktuur` : locale === "zu" ? `Inothi lesikweletu le-invoyisi yentela` : `Credits tax invoice`;
export const invoiceDated = (values: { date: string | number; number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.number} gedateer ${values.date}` : locale === "zu" ? `${values.number} yangomhla ka-${values.date}` : `${values.number} dated ${values.date}`;
export const dueDate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vervaldatum` : locale === "zu" ? `Usuku lokukhokha` : `Due date`;
export const reason = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rede` : locale === "zu" ? `Isizathu` : `Reason`;
export const supplier = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verskaffer` : locale === "zu" ? `Umhlinzeki` : `Supplier`;
export const issuedTo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Uitgereik aan` : locale === "zu" ? `Ikhishelwe` : `Issued to`;
export const documentLines = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.title}: lyne` : locale === "zu" ? `${values.title}: imigqa` : `${values.title} lines`;
export const labelValue = (values: { label: string | number; value: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label}: ${values.value}` : locale === "zu" ? `${values.label}: ${values.value}` : `${values.label}: ${values.value}`;
export const valueBeforeVat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Waarde voor BTW` : locale === "zu" ? `Inani ngaphambi kwe-VAT` : `Value before VAT`;
export const valueCreditedBeforeVat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Waarde gekrediteer voor BTW` : locale === "zu" ? `Inani elibuyiselwe ngaphambi kwe-VAT` : `Value credited before VAT`;
export const totalCredited = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Totaal gekrediteer` : locale === "zu" ? `Isamba esibuyiselwe` : `Total credited`;
export const creditNotesAgainst = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kredietnotas teen hierdie faktuur` : locale === "zu" ? `Amanothi esikweletu ale invoyisi` : `Credit notes against this invoice`;
export const creditNoteOfDate = (values: { date: string | number; note: string | number; total: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.note} van ${values.date}: ${values.total}` : locale === "zu" ? `${values.note} yangomhla ka-${values.date}: ${values.total}` : `${values.note} of ${values.date}: ${values.total}`;
export const howToPay = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hoe om te betaal` : locale === "zu" ? `Indlela yokukhokha` : `How to pay`;
export const payEftSentence = (values: { amount: string | number; reference: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaal ${values.amount} per EFT met die verwysing ${values.reference}, sodat ons u betaling by u bestelling kan pas.` : locale === "zu" ? `Khokha u-${values.amount} nge-EFT usebenzisa inkomba ethi ${values.reference}, ukuze sikwazi ukuhlanganisa inkokhelo yakho ne-oda lakho.` : `Pay ${values.amount} by EFT using reference ${values.reference}, so we can match your payment to your order.`;
export const bankDetailsByEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ons bankbesonderhede volg per e-pos. Kontak ons asseblief as dit nie opdaag nie.` : locale === "zu" ? `Imininingwane yethu yebhange izolandela nge-imeyili. Sicela usithinte uma ingafikanga.` : `Our bank details follow by email. Please contact us if they have not arrived.`;
export const payWithProvider = (values: { amount: string | number; method: string | number; reference: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaal ${values.amount} met ${values.method}. U betalingsverwysing is ${values.reference}.` : locale === "zu" ? `Khokha u-${values.amount} nge-${values.method}. Inkomba yakho yenkokhelo ithi ${values.reference}.` : `Pay ${values.amount} with ${values.method}. Your payment reference is ${values.reference}.`;
export const paidAlready = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Reeds betaal? Stuur vir ons u bewys van betaling en ons pas dit gouer.` : locale === "zu" ? `Usukhokhile? Sithumele ubufakazi benkokhelo yakho futhi sizobuhlanganisa masinyane.` : `Paid already? Send us your proof of payment and we will match it sooner.`;
export const proofNotSent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bewys nie gestuur nie` : locale === "zu" ? `Ubufakazi abuthunyelwanga` : `Proof not sent`;
export const proofSent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bewys gestuur` : locale === "zu" ? `Ubufakazi buthunyelwe` : `Proof sent`;
export const proofThanks = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dankie: ons sal die betaling nagaan en u laat weet.` : locale === "zu" ? `Siyabonga: sizohlola inkokhelo bese sikwazisa.` : `Thank you: we will check the payment and let you know.`;
export const proofOfPayment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bewys van betaling` : locale === "zu" ? `Ubufakazi benkokhelo` : `Proof of payment`;
export const proofHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die bank se betalingsbevestiging: 'n PDF, PNG of JPEG, tot 5 MB` : locale === "zu" ? `Isiqinisekiso senkokhelo sebhange: i-PDF, i-PNG noma i-JPEG, kuze kufike ku-5 MB` : `The bank's payment confirmation: a PDF, PNG or JPEG, up to 5 MB`;
export const noProofYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen bewys van betaling gestuur nie.` : locale === "zu" ? `Abukho ubufakazi benkokhelo obuthunyelwe okwamanje.` : `No proof of payment sent yet.`;
export const proofSentOn = (values: { date: string | number; file: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.file} gestuur ${values.date}` : locale === "zu" ? `${values.file} kuthunyelwe ngo-${values.date}` : `${values.file} sent ${values.date}`;
export const proofForOrder = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bewys van betaling vir bestelling ${values.number}` : locale === "zu" ? `Ubufakazi benkokhelo be-oda ${values.number}` : `Proof of payment for order ${values.number}`;
export const paidByEftSend = (values: { reference: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Per EFT betaal met die verwysing ${values.reference}? Stuur vir ons die bank se bevestiging en ons gaan dit teen ons rekening na.` : locale === "zu" ? `Ukhokhe nge-EFT usebenzisa inkomba ethi ${values.reference}? Sithumele isiqinisekiso sebhange futhi sizosihlola ngokuqhathanisa ne-akhawunti yethu.` : `Paid by EFT with the reference ${values.reference}? Send us the bank's confirmation and we will check it against our account.`;
export const noMoreProof = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bestelling wag nie vir betaling nie, dus neem dit nie meer bewys van betaling nie.` : locale === "zu" ? `Leli oda alilindile inkokhelo, ngakho alusamukeli ubufakazi benkokhelo.` : `This order is not waiting for payment, so it takes no more proof of payment.`;
export const sentSoFar = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tot dusver gestuur` : locale === "zu" ? `Okuthunyelwe kuze kube manje` : `Sent so far`;
export const policyUntilDay = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Plek op 'n kursus of geleentheid met 'n datum kan gekanselleer word tot die dag waarop dit begin; 'n aanlyn kursus solank sy leerder nog nie 'n les voltooi het nie. 'n Betaalde plek word op 'n kredietnota teen sy belastingfaktuur gekrediteer.` : locale === "zu" ? `Isihlalo enkambweni noma emcimbini onosuku singakhanselwa kuze kube wusuku oqala ngalo; inkambo ye-inthanethi uma nje umfundi wayo engakaqedi isifundo. Isihlalo esikhokhiwe sibuyiselwa ngenothi lesikweletu ku-invoyisi yaso yentela.` : `A seat on a dated course or event may be cancelled until the day it starts; an online course while its learner has not completed a lesson. A paid seat is credited on a credit note against its tax invoice.`;
export const policyUntilDaysBefore = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `'n Plek op 'n kursus of geleentheid met 'n datum kan gekanselleer word tot ${values.count} dag voordat dit begin; 'n aanlyn kursus solank sy leerder nog nie 'n les voltooi het nie. 'n Betaalde plek word op 'n kredietnota teen sy belastingfaktuur gekrediteer.`, other: `'n Plek op 'n kursus of geleentheid met 'n datum kan gekanselleer word tot ${values.count} dae voordat dit begin; 'n aanlyn kursus solank sy leerder nog nie 'n les voltooi het nie. 'n Betaalde plek word op 'n kredietnota teen sy belastingfaktuur gekrediteer.` }) : locale === "zu" ? plural(locale, values.count, { one: `Isihlalo enkambweni noma emcimbini onosuku singakhanselwa kuze kusale usuku olu-${values.count} ngaphambi kokuthi iqale; inkambo ye-inthanethi uma nje umfundi wayo engakaqedi isifundo. Isihlalo esikhokhiwe sibuyiselwa ngenothi lesikweletu ku-invoyisi yaso yentela.`, other: `Isihlalo enkambweni noma emcimbini onosuku singakhanselwa kuze kusale izinsuku ezingu-${values.count} ngaphambi kokuthi iqale; inkambo ye-inthanethi uma nje umfundi wayo engakaqedi isifundo. Isihlalo esikhokhiwe sibuyiselwa ngenothi lesikweletu ku-invoyisi yaso yentela.` }) : plural(locale, values.count, { one: `A seat on a dated course or event may be cancelled until ${values.count} day before it starts; an online course while its learner has not completed a lesson. A paid seat is credited on a credit note against its tax invoice.`, other: `A seat on a dated course or event may be cancelled until ${values.count} days before it starts; an online course while its learner has not completed a lesson. A paid seat is credited on a credit note against its tax invoice.` });
export const cancelSeatsTitle = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer plekke: ${values.number}` : locale === "zu" ? `Khansela izihlalo: ${values.number}` : `Cancel seats: ${values.number}`;
export const notCancelled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie gekanselleer nie` : locale === "zu" ? `Akukhanselwanga` : `Not cancelled`;
export const orderIsCancelled = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bestelling is gekanselleer.` : locale === "zu" ? `Leli oda likhanseliwe.` : `This order is cancelled.`;
export const nothingLeftToCancel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niks op hierdie bestelling is oor om te kanselleer nie.` : locale === "zu" ? `Akukho lutho kuleli oda olusele ukuthi lukhanselwe.` : `Nothing on this order is left to cancel.`;
export const seatLabel = (values: { description: string | number; seat: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plek ${values.seat}: ${values.description}` : locale === "zu" ? `Isihlalo ${values.seat}: ${values.description}` : `Seat ${values.seat}: ${values.description}`;
export const noOneNamed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog niemand genoem nie` : locale === "zu" ? `Akekho osebhalwe igama okwamanje` : `No one named yet`;
export const overrideReason = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rede vir kansellasie buite die beleid (administrateurs)` : locale === "zu" ? `Isizathu sokukhansela ngaphandle komthetho (abalawuli)` : `Reason for cancelling outside the policy (administrators)`;
export const overrideReasonHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Net nodig vir 'n plek wat die beleid nie meer laat gaan nie; dit word op die kredietnota gedruk.` : locale === "zu" ? `Kudingeka kuphela esihlalweni umthetho ongasasivumeli ukuthi sikhanselwe; siphrintwa enothini lesikweletu.` : `Needed only for a seat the policy no longer lets go; it is printed on the credit note.`;
export const cancelChosenSeats = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer die gekose plekke` : locale === "zu" ? `Khansela izihlalo ezikhethiwe` : `Cancel the chosen seats`;
export const cancelWholeOrder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer die hele bestelling` : locale === "zu" ? `Khansela lonke i-oda` : `Cancel the whole order`;
export const creditNoteIssued = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Kredietnota word uitgereik vir die plekke wat u kanselleer.` : locale === "zu" ? `Kukhishwa inothi lesikweletu ngezihlalo ozikhanselayo.` : `A credit note is issued for the seats you cancel.`;
export const buy = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Koop` : locale === "zu" ? `Thenga` : `Buy`;
export const fullyBooked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Volbespreek` : locale === "zu" ? `Kubhukwe konke` : `Fully booked`;
export const buyTitle = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Koop ${values.title}` : locale === "zu" ? `Thenga i-${values.title}` : `Buy ${values.title}`;
export const buyThisCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Koop hierdie kursus` : locale === "zu" ? `Thenga le nkambo` : `Buy this course`;
export const priceExclInclVat = (values: { price: string | number; withVat: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.price} sonder BTW (${values.withVat} met BTW)` : locale === "zu" ? `${values.price} ngaphandle kwe-VAT (${values.withVat} kufaka i-VAT)` : `${values.price} excl. VAT (${values.withVat} incl. VAT)`;
/** Read by screen readers after the Buy button's word. */
export const aSeatHidden = (locale: Locale = currentLocale()): string =>
  locale === "af" ? ` 'n plek` : locale === "zu" ? ` isihlalo` : ` a seat`;
export const seatCredits = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plekkrediete` : locale === "zu" ? `Amakhredithi ezihlalo` : `Seat credits`;
export const seatCreditsIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Plekke wat u maatskappy koop sonder om te noem wie bywoon, verskyn hier as krediete wat u aan u werknemers kan gee.` : locale === "zu" ? `Izihlalo inkampani yakho ezithengayo ngaphandle kokubhala ukuthi ngubani ozohambela zivela lapha njengamakhredithi, ukuze uzinikeze izisebenzi zakho.` : `Seats your company buys without naming who attends show here as credits, for you to give to your employees.`;
export const creditsCount = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} krediet`, other: `${values.count} krediete` }) : locale === "zu" ? plural(locale, values.count, { one: `ikhredithi elingu-${values.count}`, other: `amakhredithi angu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} credit`, other: `${values.count} credits` });
export const assignedCount = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.count} toegeken` : locale === "zu" ? `${values.count} kunikeziwe` : `${values.count} assigned`;
export const assignedTo = (values: { names: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Toegeken aan ${values.names}` : locale === "zu" ? `Kunikezwe u-${values.names}` : `Assigned to ${values.names}`;
export const adminAddsEmployees = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Administrateur voeg u maatskappy se werknemers by; dan kan u hierdie plekke aan hulle gee.` : locale === "zu" ? `Umlawuli wengeza izisebenzi zenkampani yakho; bese ukwazi ukuzinika lezi zihlalo.` : `An administrator adds your company's employees; then you can give them these seats.`;
export const giveSeatTo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gee 'n plek aan` : locale === "zu" ? `Nikeza isihlalo ku` : `Give a seat to`;
export const chooseEmployee = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n werknemer` : locale === "zu" ? `Khetha isisebenzi` : `Choose an employee`;
export const assignSeat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ken plek toe` : locale === "zu" ? `Nikeza isihlalo` : `Assign seat`;
export const payForYourOrder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaal vir u bestelling` : locale === "zu" ? `Khokhela i-oda lakho` : `Pay for your order`;
export const takingYouTo = (values: { provider: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ons neem u na ${values.provider} om veilig te betaal…` : locale === "zu" ? `Sikuyisa ku-${values.provider} ukuze ukhokhe ngokuphepha…` : `Taking you to ${values.provider} to pay securely…`;
export const continueTo = (values: { provider: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gaan voort na ${values.provider}` : locale === "zu" ? `Qhubekela ku-${values.provider}` : `Continue to ${values.provider}`;
export const paymentNotStarted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die betaling is nie begin nie` : locale === "zu" ? `Inkokhelo ayiqalanga` : `The payment was not started`;
export const chooseHowToPayButtons = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies hoe om te betaal met die knoppies op u bestelling se blad.` : locale === "zu" ? `Khetha ukuthi uzokhokha kanjani ngezinkinobho ezisekhasini le-oda lakho.` : `Choose how to pay with the buttons on your order's page.`;
export const backToYourOrder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na u bestelling` : locale === "zu" ? `Buyela ku-oda lakho` : `Back to your order`;
export const thankYou = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dankie` : locale === "zu" ? `Siyabonga` : `Thank you`;
export const paymentNotCompleted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaling nie voltooi nie` : locale === "zu" ? `Inkokhelo ayiqediwe` : `Payment not completed`;
export const providerConfirming = (values: { provider: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.provider} bevestig u betaling. U bestelling wys as betaal sodra ${values.provider} ons laat weet, gewoonlik binne 'n minuut, en u belastingfaktuur word dan per e-pos gestuur en is op die bestelling se blad.` : locale === "zu" ? `U-${values.provider} uqinisekisa inkokhelo yakho. I-oda lakho libonakala likhokhiwe uma nje u-${values.provider} esitshelile, ngokuvamile kungakapheli umzuzu, bese i-invoyisi yakho yentela ithunyelwa nge-imeyili futhi ivele ekhasini le-oda.` : `${values.provider} is confirming your payment. Your order shows as paid as soon as ${values.provider} tells us, usually within a minute, and your tax invoice is then emailed and on the order's page.`;
export const unknownProviderConfirming = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die betalingsverskaffer bevestig u betaling. U bestelling wys as betaal sodra die betalingsverskaffer ons laat weet, gewoonlik binne 'n minuut, en u belastingfaktuur word dan per e-pos gestuur en is op die bestelling se blad.` : locale === "zu" ? `Umhlinzeki wenkokhelo uqinisekisa inkokhelo yakho. I-oda lakho libonakala likhokhiwe uma nje umhlinzeki wenkokhelo esitshelile, ngokuvamile kungakapheli umzuzu, bese i-invoyisi yakho yentela ithunyelwa nge-imeyili futhi ivele ekhasini le-oda.` : `The payment provider is confirming your payment. Your order shows as paid as soon as The payment provider tells us, usually within a minute, and your tax invoice is then emailed and on the order's page.`;
export const leftProvider = (values: { provider: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het ${values.provider} verlaat voordat u betaal het, of die betaling het nie deurgegaan nie. Ons het niks gehef nie. U kan weer probeer, 'n ander betaalwyse kies, of per EFT betaal met die verwysing op u bestelling.` : locale === "zu" ? `Uphume ku-${values.provider} ngaphambi kokukhokha, noma inkokhelo ayiphumelelanga. Asikhokhisanga lutho. Ungazama futhi, ukhethe enye indlela yokukhokha, noma ukhokhe nge-EFT usebenzisa inkomba ese-odeni lakho.` : `You left ${values.provider} before paying, or the payment did not go through. Nothing was charged by us. You can try again, choose another way to pay, or pay by EFT with the reference on your order.`;
export const leftUnknownProvider = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het die betalingsverskaffer verlaat voordat u betaal het, of die betaling het nie deurgegaan nie. Ons het niks gehef nie. U kan weer probeer, 'n ander betaalwyse kies, of per EFT betaal met die verwysing op u bestelling.` : locale === "zu" ? `Uphume kumhlinzeki wenkokhelo ngaphambi kokukhokha, noma inkokhelo ayiphumelelanga. Asikhokhisanga lutho. Ungazama futhi, ukhethe enye indlela yokukhokha, noma ukhokhe nge-EFT usebenzisa inkomba ese-odeni lakho.` : `You left the payment provider before paying, or the payment did not go through. Nothing was charged by us. You can try again, choose another way to pay, or pay by EFT with the reference on your order.`;
export const goToYourOrder = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gaan na u bestelling` : locale === "zu" ? `Iya ku-oda lakho` : `Go to your order`;
export const goToMyLearning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gaan na My leer` : locale === "zu" ? `Iya Ekufundeni kwami` : `Go to My learning`;
export const subtotalExclVat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Subtotaal (sonder BTW)` : locale === "zu" ? `Isamba esincane (ngaphandle kwe-VAT)` : `Subtotal (excl. VAT)`;
export const totalInclVatBrackets = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Totaal (BTW ingesluit)` : locale === "zu" ? `Isamba (kufaka i-VAT)` : `Total (incl. VAT)`;
export const inclVat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Met BTW` : locale === "zu" ? `Kufaka i-VAT` : `Incl. VAT`;
export const payNow = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaal nou` : locale === "zu" ? `Khokha manje` : `Pay now`;
export const payByCardWith = (values: { provider: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaal met 'n kaart deur ${values.provider}` : locale === "zu" ? `Khokha ngekhadi nge-${values.provider}` : `Pay by card with ${values.provider}`;
export const payByInstantEftWith = (values: { provider: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaal per kits-EFT deur ${values.provider}` : locale === "zu" ? `Khokha nge-EFT esheshayo nge-${values.provider}` : `Pay by instant EFT with ${values.provider}`;
export const takenToProvider = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U word na die verskaffer se veilige blad geneem. U bestelling wys as betaal sodra die verskaffer die betaling aan ons bevestig.` : locale === "zu" ? `Uyiswa ekhasini eliphephile lomhlinzeki. I-oda lakho libonakala likhokhiwe uma nje umhlinzeki esiqinisekisele inkokhelo.` : `You are taken to the provider's secure page. Your order shows as paid as soon as the provider confirms the payment to us.`;
