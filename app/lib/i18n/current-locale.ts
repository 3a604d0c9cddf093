import { BASE_LOCALE, type Locale, localeFromTag } from "./locales.ts";

/**
 * The language of the work under way, without passing it down every call (as Paraglide's
 * getLocale()): every message function (`m.saveChanges()`) and formatter (app/lib/dates.ts) defaults
 * to it.
 * - On the server, the request's locale: the Express edge resolves it (server/locale.ts) into the
 *   request context, and app/lib/request-context.server.ts registers the reader below.
 * - In the browser, the page's `<html lang>`, which the server rendered for that locale: a change of
 *   language is a full page load, so it never changes under a running page.
 * - Outside a request (a background job, a test), the base locale, unless the work runs inside
 *   `withLocale` (a mail in its recipient's language).
 */
type LocaleReader = () => Locale | undefined;

const READER_KEY = Symbol.for("campus.current-locale-reader");
const globals = globalThis as typeof globalThis & { [READER_KEY]?: LocaleReader };

/** Called once by the server's request context: how to read the locale of the request under way. */
export function registerLocaleReader(reader: LocaleReader) {
  globals[READER_KEY] = reader;
}

let browserLocale: Locale | undefined;

export function currentLocale(): Locale {
  const reader = globals[READER_KEY];
  if (reader) return reader() ?? BASE_LOCALE;
  if (typeof document !== "undefined") {
    browserLocale ??= localeFromTag(document.documentElement.lang) ?? BASE_LOCALE;
    return browserLocale;
  }
  return BASE_LOCALE;
}
