// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const eventNotFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geleentheid nie gevind nie` : locale === "zu" ? `Umcimbi awutholakalanga` : `Event not found`;
export const unknownAction = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onbekende aksie.` : locale === "zu" ? `Isenzo esingaziwa.` : `Unknown action.`;
export const manageEvents = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestuur geleenthede` : locale === "zu" ? `Phatha imicimbi` : `Manage events`;
export const newEvent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuwe geleentheid` : locale === "zu" ? `Umcimbi omusha` : `New event`;
export const noEventsYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen geleenthede nie` : locale === "zu" ? `Ayikho imicimbi okwamanje` : `No events yet`;
export const pagesOfEvents = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye van geleenthede` : locale === "zu" ? `Amakhasi emicimbi` : `Pages of events`;
export const checkIn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Teken in` : locale === "zu" ? `Ukubhalisa ukufika` : `Check in`;
export const edit = (values: { title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig ${values.title}` : locale === "zu" ? `Hlela u-${values.title}` : `Edit ${values.title}`;
export const eventCancelledPeopleEmailed = (values: { notified: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geleentheid gekanselleer; ${values.notified} mense is per e-pos laat weet` : locale === "zu" ? `Umcimbi ukhanseliwe; abantu abangu-${values.notified} bathunyelwe i-imeyili` : `Event cancelled; ${values.notified} people emailed`;
export const eventCreated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geleentheid geskep` : locale === "zu" ? `Umcimbi wenziwe` : `Event created`;
export const eventSaved = (values: { told: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geleentheid gestoor${values.told}` : locale === "zu" ? `Umcimbi ulondoloziwe${values.told}` : `Event saved${values.told}`;
export const editEvent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig geleentheid` : locale === "zu" ? `Hlela umcimbi` : `Edit event`;
export const searchEvents = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek geleenthede` : locale === "zu" ? `Sesha imicimbi` : `Search events`;
export const searchBookings = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Soek besprekings volgens naam of e-pos` : locale === "zu" ? `Sesha ukubhuka ngegama noma nge-imeyili` : `Search bookings by name or email`;
export const noEventMatches = (values: { search: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen geleentheid pas by “${values.search}” nie.` : locale === "zu" ? `Awukho umcimbi ofana no-“${values.search}”.` : `No event matches “${values.search}”.`;
export const createWebinarToOpen = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skep 'n webinaar om registrasie op die geleenthedebladsy oop te maak.` : locale === "zu" ? `Dala i-webinar ukuze uvule ukubhalisa ekhasini lemicimbi.` : `Create a webinar to open registration on the events page.`;
export const chooseAccreditingBody = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n akkrediteringsliggaam uit die lys` : locale === "zu" ? `Khetha inhlangano egunyazayo ohlwini` : `Choose an accrediting body from the list`;
export const correctFieldsBelow = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Korrigeer asseblief die velde wat hieronder gemerk is.` : locale === "zu" ? `Sicela ulungise izinkambu ezimakwe ngezansi.` : `Please correct the fields marked below.`;
