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
