// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { plural } from "../../lib/i18n/message-runtime.ts";

export const theSigningSecretCannotBe = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die ondertekeningsgeheim kan nie gelees word nie (is AUTH_SECRET verander?).` : locale === "zu" ? `Imfihlo yokusayina ayifundeki (ingabe i-AUTH_SECRET ishintshiwe?).` : `The signing secret cannot be read (was AUTH_SECRET changed?).`;
export const thisDeliveryDoesNotExist = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie aflewering bestaan nie vir hierdie eindpunt nie.` : locale === "zu" ? `Lokhu kulethwa akukho kulesi siphetho.` : `This delivery does not exist for this endpoint.`;
export const thisEndpointIsTurnedOff = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie eindpunt is afgeskakel. Skakel dit aan voordat u 'n aflewering herspeel.` : locale === "zu" ? `Lesi siphetho sicishiwe. Sivule ngaphambi kokuphinda ukulethwa.` : `This endpoint is turned off. Turn it on before replaying a delivery.`;
export const openTheEndpoint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak die eindpunt oop` : locale === "zu" ? `Vula isiphetho` : `Open the endpoint`;
export const thisWebhookEndpointDoesNot = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie webhook-eindpunt bestaan nie.` : locale === "zu" ? `Lesi siphetho se-webhook asikho.` : `This webhook endpoint does not exist.`;
export const noAnswerWithinS = (values: { round: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen antwoord binne ${values.round} s nie` : locale === "zu" ? `Ayikho impendulo phakathi kwama-${values.round} s` : `No answer within ${values.round} s`;
export const enterTheEndpointSFull = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik die eindpunt se volle adres in, wat met https:// begin.` : locale === "zu" ? `Faka ikheli eliphelele lesiphetho, eliqala ngo-https://.` : `Enter the endpoint's full address, starting with https://.`;
export const leaveTheUserNameAnd = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laat die gebruikersnaam en wagwoord uit die adres weg.` : locale === "zu" ? `Ungalifaki igama lomsebenzisi nephasiwedi ekhelini.` : `Leave the user name and password out of the address.`;
export const theAddressMustStartWith = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die adres moet met https:// begin.` : locale === "zu" ? `Ikheli kumele liqale ngo-https://.` : `The address must start with https://.`;
export const campusDoesNotSendWebhooks = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Campus stuur nie webhooks na hierdie rekenaar nie (localhost).` : locale === "zu" ? `I-Campus ayithumeli ama-webhook kule khompyutha (localhost).` : `Campus does not send webhooks to this computer (localhost).`;
export const campusDoesNotSendWebhooks2 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Campus stuur nie webhooks na private, plaaslike of gereserveerde netwerkadresse nie.` : locale === "zu" ? `I-Campus ayithumeli ama-webhook emakhelini enethiwekhi angasese, endawo noma agodliwe.` : `Campus does not send webhooks to private, local or reserved network addresses.`;
export const theHostNameCouldNot = (values: { host: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die gasheernaam ${values.host} kon nie gevind word nie.` : locale === "zu" ? `Igama lomsingathi elithi ${values.host} alitholakalanga.` : `The host name ${values.host} could not be found.`;
export const isAPrivateLocalOr = (values: { host: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.host} is 'n private, plaaslike of gereserveerde netwerkadres; Campus stuur nie webhooks daarheen nie.` : locale === "zu" ? `I-${values.host} yikheli lenethiwekhi elingasese, lendawo noma eligodliwe; i-Campus ayithumeli ama-webhook lapho.` : `${values.host} is a private, local or reserved network address; Campus does not send webhooks there.`;
export const turnedOffAfterFailures = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `Afgeskakel ná ${values.count} mislukte poging agtereenvolgens.`, other: `Afgeskakel ná ${values.count} mislukte pogings agtereenvolgens.` }) : locale === "zu" ? plural(locale, values.count, { one: `Kucishwe ngemva komzamo ongu-${values.count} ohlulekile ngokulandelana.`, other: `Kucishwe ngemva kwemizamo engu-${values.count} ehlulekile ngokulandelana.` }) : plural(locale, values.count, { one: `Turned off after ${values.count} failed attempt in a row.`, other: `Turned off after ${values.count} failed attempts in a row.` });
export const endpointTurnedOffSubject = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Webhook-eindpunt is afgeskakel` : locale === "zu" ? `Isiphetho se-webhook sicishiwe` : `A webhook endpoint was turned off`;
export const campusStoppedSending = (values: { reason: string | number; url: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Campus het opgehou om webhooks na ${values.url} te stuur. ${values.reason}` : locale === "zu" ? `I-Campus iyekile ukuthumela ama-webhook ku-${values.url}. ${values.reason}` : `Campus stopped sending webhooks to ${values.url}. ${values.reason}`;
export const eventsStillRecorded = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebeurtenisse word steeds daarvoor aangeteken terwyl dit af is. Kontroleer die ontvanger en skakel dan die eindpunt weer aan: die wagtende aflewerings gaan dan uit.` : locale === "zu" ? `Imicimbi isarekhodwa yona ngesikhathi icishiwe. Hlola owamukelayo, bese uvula isiphetho futhi: ukulethwa okulindile kuzohamba ngaleso sikhathi.` : `Events are still recorded for it while it is off. Check the receiver, then turn the endpoint on again: the waiting deliveries go out then.`;
export const endpoint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Eindpunt` : locale === "zu" ? `Isiphetho` : `Endpoint`;
export const description = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Beskrywing` : locale === "zu" ? `Incazelo` : `Description`;
export const lastError = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laaste fout` : locale === "zu" ? `Iphutha lokugcina` : `Last error`;
export const someoneChangedThisEndpointWhile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand het hierdie eindpunt verander terwyl u dit gewysig het. Laai die bladsy weer om hul veranderinge te sien.` : locale === "zu" ? `Othile ushintshe lesi siphetho ngesikhathi usihlela. Layisha kabusha ikhasi ukuze ubone izinguquko zakhe.` : `Someone changed this endpoint while you were editing it. Reload the page to see their changes.`;
export const thisWebhookEndpointDoesNot2 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie webhook-eindpunt bestaan nie meer nie.` : locale === "zu" ? `Lesi siphetho se-webhook asisekho.` : `This webhook endpoint does not exist any more.`;
export const someoneChangedThisEndpointWhile2 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand het hierdie eindpunt verander terwyl u daarna gekyk het. Laai die bladsy weer en probeer weer.` : locale === "zu" ? `Othile ushintshe lesi siphetho ngesikhathi usibuka. Layisha kabusha ikhasi bese uzama futhi.` : `Someone changed this endpoint while you were looking at it. Reload the page and try again.`;
export const webhookBookingCreated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Plek by 'n geleentheid word bespreek` : locale === "zu" ? `Kubhukwa indawo emcimbini` : `A place at an event is booked`;
export const webhookEnquiryCreated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Navraag kom in` : locale === "zu" ? `Kufika umbuzo` : `An enquiry arrives`;
export const webhookCertificateIssued = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Sertifikaat word uitgereik` : locale === "zu" ? `Kukhishwa isitifiketi` : `A certificate is issued`;
export const webhookCertificateRevoked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Sertifikaat word herroep` : locale === "zu" ? `Kuhoxiswa isitifiketi` : `A certificate is revoked`;
export const webhookEnrolmentCreated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand word vir 'n aanlyn kursus ingeskryf` : locale === "zu" ? `Othile ubhaliswa enkambweni ye-inthanethi` : `Someone is enrolled in an online course`;
export const webhookCourseCompleted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand voltooi 'n aanlyn kursus` : locale === "zu" ? `Othile uqeda inkambo ye-inthanethi` : `Someone completes an online course`;
export const webhookFormResponse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Vorm word beantwoord` : locale === "zu" ? `Kuphendulwa ifomu` : `A form is answered`;
export const webhookOrderCreated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Bestelling word geplaas` : locale === "zu" ? `Kufakwa i-oda` : `An order is placed`;
export const webhookInvoiceIssued = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Belastingfaktuur word uitgereik` : locale === "zu" ? `Kukhishwa i-invoyisi yentela` : `A tax invoice is issued`;
export const webhookPaymentReceived = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Betaling word teen 'n bestelling aangeteken` : locale === "zu" ? `Kurekhodwa inkokhelo ye-oda` : `A payment is recorded against an order`;
export const webhookCreditNoteIssued = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Kredietnota word uitgereik` : locale === "zu" ? `Kukhishwa inothi lesikweletu` : `A credit note is issued`;
