// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";

export const endpointUrl = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Eindpunt-URL` : locale === "zu" ? `I-URL yesiphetho` : `Endpoint URL`;
export const httpsCrmExampleComCampus = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `https://crm.example.com/campus-events` : locale === "zu" ? `https://crm.example.com/campus-events` : `https://crm.example.com/campus-events`;
export const campusPostsEachEventHere = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Campus plaas elke gebeurtenis hier as JSON. Dit moet met https:// begin.` : locale === "zu" ? `I-Campus ithumela umcimbi ngamunye lapha njenge-JSON. Kumele iqale ngo-https://.` : `Campus posts each event here as JSON. It must start with https://.`;
export const description = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Beskrywing` : locale === "zu" ? `Incazelo` : `Description`;
export const optionalWhatReceivesTheseEvents = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opsioneel: wat hierdie gebeurtenisse ontvang, sodat ander weet.` : locale === "zu" ? `Akuphoqelekile: yini eyamukela le micimbi, ukuze abanye bazi.` : `Optional: what receives these events, so others know.`;
export const events = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebeurtenisse` : locale === "zu" ? `Imicimbi` : `Events`;
export const chooseTheEventsThisEndpoint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies die gebeurtenisse wat hierdie eindpunt ontvang.` : locale === "zu" ? `Khetha imicimbi eyamukelwa yilesi siphetho.` : `Choose the events this endpoint receives.`;
export const delivered = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Afgelewer` : locale === "zu" ? `Kulethiwe` : `Delivered`;
export const waiting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wag` : locale === "zu" ? `Kulindile` : `Waiting`;
export const failed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Misluk` : locale === "zu" ? `Kuhlulekile` : `Failed`;
export const allWebhooks = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Alle webhooks` : locale === "zu" ? `Wonke ama-webhook` : `All webhooks`;
export const thisEndpointIsOff = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie eindpunt is af` : locale === "zu" ? `Lesi siphetho sicishiwe` : `This endpoint is off`;
export const newEventsAreNotQueued = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuwe gebeurtenisse word nie vir hom in die tou geplaas terwyl hy af is nie; aflewerings wat reeds wag, gaan uit sodra hy weer aan is.` : locale === "zu" ? `Imicimbi emisha ayifakwa emgqeni wayo uma icishiwe; ukulethwa osekulindile kuzohamba uma isivuliwe futhi.` : `New events are not queued for it while it is off; deliveries already waiting go out once it is on again.`;
export const turnOnAgain = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skakel weer aan` : locale === "zu" ? `Vula futhi` : `Turn on again`;
export const deliveryLog = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Afleweringslog` : locale === "zu" ? `Irekhodi lokulethwa` : `Delivery log`;
export const newestFirstReplaySendsThe = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuutste eerste. Herspeel stuur dieselfde gebeurtenis weer, met dieselfde webhook-id, sodat 'n ontvanger kan sien dat hy dit al gesien het.` : locale === "zu" ? `Okusha kuqala. Okuthi Phinda kuthumela umcimbi ofanayo futhi, ne-webhook-id efanayo, ukuze owamukelayo azi ukuthi usewubonile.` : `Newest first. Replay sends the same event again, with the same webhook-id, so a receiver can tell it has seen it.`;
export const event = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebeurtenis` : locale === "zu" ? `Umcimbi` : `Event`;
export const status = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Status` : locale === "zu" ? `Isimo` : `Status`;
export const response = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Antwoord` : locale === "zu" ? `Impendulo` : `Response`;
export const attempts = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Pogings` : locale === "zu" ? `Imizamo` : `Attempts`;
export const time = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tyd` : locale === "zu" ? `Isikhathi` : `Time`;
export const answer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Antwoord` : locale === "zu" ? `Impendulo` : `Answer`;
export const actions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aksies` : locale === "zu" ? `Izenzo` : `Actions`;
export const noDeliveriesYetTheyAppear = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen aflewerings nie: hulle verskyn hier wanneer 'n gebeurtenis gebeur waarvoor hierdie eindpunt gevra het.` : locale === "zu" ? `Akukho ukulethwa okwamanje: kuvela lapha lapho kwenzeka umcimbi ocelwe yilesi siphetho.` : `No deliveries yet: they appear here when an event this endpoint asked for happens.`;
export const replay = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Herspeel` : locale === "zu" ? `Phinda` : `Replay`;
export const nextTry = (values: { nextAttemptAt: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Volgende poging ${values.nextAttemptAt}` : locale === "zu" ? `Umzamo olandelayo ${values.nextAttemptAt}` : `Next try ${values.nextAttemptAt}`;
export const replayFrom = (values: { createdAt: string | number; eventType: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Herspeel ${values.eventType} van ${values.createdAt}` : locale === "zu" ? `Phinda u-${values.eventType} wango-${values.createdAt}` : `Replay ${values.eventType} from ${values.createdAt}`;
export const pagesOfTheDeliveryLog = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye van die afleweringslog` : locale === "zu" ? `Amakhasi erekhodi lokulethwa` : `Pages of the delivery log`;
export const settings = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Instellings` : locale === "zu" ? `Izilungiselelo` : `Settings`;
export const onSendEventsToThis = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aan: stuur gebeurtenisse na hierdie eindpunt` : locale === "zu" ? `Kuvuliwe: thumela imicimbi kulesi siphetho` : `On: send events to this endpoint`;
export const theSigningSecretWasShown = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die ondertekeningsgeheim is een keer gewys, toe die eindpunt bygevoeg is. Om 'n nuwe geheim te gebruik, voeg 'n nuwe eindpunt by en skakel hierdie een af.` : locale === "zu" ? `Imfihlo yokusayina yakhonjiswa kanye, lapho kwengezwa isiphetho. Ukuze usebenzise imfihlo entsha, engeza isiphetho esisha bese ucisha lesi.` : `The signing secret was shown once, when the endpoint was added. To use a new secret, add a new endpoint and turn this one off.`;
export const saveEndpoint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor eindpunt` : locale === "zu" ? `Londoloza isiphetho` : `Save endpoint`;
export const webhooks = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Webhooks` : locale === "zu" ? `Ama-webhook` : `Webhooks`;
export const endpointAdded = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Eindpunt bygevoeg` : locale === "zu" ? `Isiphetho sengeziwe` : `Endpoint added`;
export const copyTheSigningSecretNow = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kopieer die ondertekeningsgeheim nou en gee dit aan die ontvangende stelsel: dit sal nie weer gewys word nie.` : locale === "zu" ? `Kopisha imfihlo yokusayina manje uyinikeze uhlelo olwamukelayo: ngeke iphinde ikhonjiswe.` : `Copy the signing secret now and give it to the receiving system: it will not be shown again.`;
export const openTheEndpointAndIts = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak die eindpunt en sy afleweringslog oop` : locale === "zu" ? `Vula isiphetho nerekhodi laso lokulethwa` : `Open the endpoint and its delivery log`;
export const newEndpoint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuwe eindpunt` : locale === "zu" ? `Isiphetho esisha` : `New endpoint`;
export const addEndpoint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg eindpunt by` : locale === "zu" ? `Engeza isiphetho` : `Add endpoint`;
export const endpoints = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Eindpunte` : locale === "zu" ? `Iziphetho` : `Endpoints`;
export const webhookEndpoints = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Webhook-eindpunte` : locale === "zu" ? `Iziphetho ze-webhook` : `Webhook endpoints`;
export const added = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bygevoeg` : locale === "zu" ? `Kwengezwe` : `Added`;
export const noEndpointsYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen eindpunte nie.` : locale === "zu" ? `Azikho iziphetho okwamanje.` : `No endpoints yet.`;
export const pagesOfWebhookEndpoints = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye van webhook-eindpunte` : locale === "zu" ? `Amakhasi eziphetho ze-webhook` : `Pages of webhook endpoints`;
export const on = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aan` : locale === "zu" ? `Kuvuliwe` : `On`;
export const webhooksIntroduction = (values: { standard: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Webhooks vertel u ander stelsels ('n CRM, rekeningkunde, 'n posinstrument) wat in Campus gebeur terwyl dit gebeur: Campus plaas elke gebeurtenis as JSON na die eindpunte hieronder, onderteken met die eindpunt se geheim op die ${values.standard}-manier. 'n Mislukte aflewering word tot vyf keer oor ongeveer vier uur weer probeer.` : locale === "zu" ? `Ama-webhook atshela ezinye izinhlelo zenu (i-CRM, ezokubalwa kwezimali, ithuluzi lokuthumela izimeyili) okwenzeka ku-Campus ngesikhathi kwenzeka: i-Campus ithumela umcimbi ngamunye njenge-JSON eziphethweni ezingezansi, usayinwe ngemfihlo yesiphetho ngendlela ye-${values.standard}. Ukulethwa okuhlulekile kuzanywa futhi kuze kube kahlanu esikhathini esingaba amahora amane.` : `Webhooks tell your other systems (a CRM, accounting, a mailing tool) what happens in Campus as it happens: Campus posts each event as JSON to the endpoints below, signed with the endpoint's secret in the ${values.standard} way. A failed delivery is tried again up to five times over about four hours.`;
export const anAdminTurnedItOff = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Administrateur het dit afgeskakel.` : locale === "zu" ? `Umlawuli usicishile.` : `An admin turned it off.`;
export const turnedOffAfterFailures = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Afgeskakel ná mislukkings` : locale === "zu" ? `Sicishwe ngemva kokwehluleka` : `Turned off after failures`;
export const off = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Af` : locale === "zu" ? `Kucishiwe` : `Off`;
export const webhookEndpoint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Webhook-eindpunt` : locale === "zu" ? `Isiphetho se-webhook` : `Webhook endpoint`;
export const noAnswer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen antwoord nie` : locale === "zu" ? `Ayikho impendulo` : `No answer`;
export const notTriedYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog nie probeer nie` : locale === "zu" ? `Akukazanywa` : `Not tried yet`;
export const copied = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gekopieer` : locale === "zu" ? `Kukopishiwe` : `Copied`;
export const copySecret = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kopieer geheim` : locale === "zu" ? `Kopisha imfihlo` : `Copy secret`;
