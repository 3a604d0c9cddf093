import { currentLocale } from "./current-locale.ts";
import { BASE_LOCALE, isLocale, LOCALES, type Locale } from "./locales.ts";

/**
 * The public pages that have an address per language (docs/decisions/0106-languages.md): the site's
 * content pages, the catalogue, events, the account forms and the public forms. English is at the
 * plain address ("/courses/online"); Afrikaans and isiZulu under their code ("/af/courses/online",
 * "/zu/courses/online"). Every other page (the signed-in areas, files, APIs) has one address and
 * follows the person's language (profile, cookie, browser).
 *
 * Each entry is the first segment of the path ("" is the home page); the route table's paths under
 * them are all plain documents (app/lib/plain-documents.ts), which a test checks.
 */
const LOCALIZED_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  "",
  "terms",
  "about-us",
  "services",
  "consulting",
  "learning-center",
  "contact-us",
  "thank-you",
  "courses",
  "course-overview",
  "paths",
  "events",
  "event-confirmation",
  "sign-in",
  "sign-up",
  "forgot-password",
  "reset-password",
  "verify",
  "page",
  "f",
]);

/** Paths under a localized first segment that are not pages (a PDF, a JWT): one address. */
const UNLOCALIZED_PATHS = [/^\/verify\/[^/]+\/(certificate\.pdf|open-badge\.jwt)$/, /^\/learning-center\/schedule\//];

/** True for a path ("/courses/online", no language code, no query) that has an address per language. */
export function isLocalizedPath(path: string): boolean {
  if (!path.startsWith("/")) return false;
  const firstSegment = path.slice(1).split("/")[0] ?? "";
  return LOCALIZED_FIRST_SEGMENTS.has(firstSegment) && !UNLOCALIZED_PATHS.some((pattern) => pattern.test(path));
}

/**
 * The address of a page in a language: "/courses/online" → "/af/courses/online" for a localized page,
 * unchanged for the base language and for pages with one address. A query or hash is kept.
 */
export function localizedPath(pathWithQuery: string, locale: Locale = currentLocale()): string {
  if (locale === BASE_LOCALE || !pathWithQuery.startsWith("/") || pathWithQuery.startsWith("//")) return pathWithQuery;
  const pathEnd = pathWithQuery.search(/[?#]/);
  const path = pathEnd === -1 ? pathWithQuery : pathWithQuery.slice(0, pathEnd);
  if (!isLocalizedPath(path)) return pathWithQuery;
  return `/${locale}${path === "/" ? "" : path}${pathEnd === -1 ? "" : pathWithQuery.slice(pathEnd)}`;
}

/**
 * The language code an address starts with and the address without it: "/af/courses/online?q=x" →
 * { locale: "af", path: "/courses/online?q=x" }; "/af" → "/"; no code → { locale: undefined }.
 */
export function splitLocalePrefix(pathWithQuery: string): { locale: Locale | undefined; path: string } {
  const match = /^\/([a-z]{2})(?=$|[/?#])/.exec(pathWithQuery);
  if (!match || !isLocale(match[1]) || match[1] === BASE_LOCALE) return { locale: undefined, path: pathWithQuery };
  const rest = pathWithQuery.slice(match[0].length);
  return { locale: match[1], path: rest.startsWith("/") ? rest : `/${rest}` };
}

/** Every language's address of a localized page, for `hreflang` alternates and the sitemap. */
export function localeAlternates(path: string): Array<{ locale: Locale; path: string }> {
  return LOCALES.map((locale) => ({ locale, path: localizedPath(path, locale) }));
}
