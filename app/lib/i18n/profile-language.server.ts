import { LOCALE_COOKIE, type Locale, localeFromCookieHeader } from "./locales";

const YEAR_SECONDS = 365 * 86_400;

/** The Set-Cookie value that remembers a language choice for a year, readable by the edge (server/locale.ts). */
export function languageCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * The profile's language wins over the cookie (decision 0106-languages), but the edge decides a
 * request's language before anyone is signed in, from the cookie: when a signed-in person's cookie
 * says otherwise (a new device, a choice made signed out), the root loader sets it from the profile,
 * so every later request is in their language.
 */
export function withProfileLanguageCookie(headers: Headers, request: Request, profileLocale: Locale | null): Headers {
  if (profileLocale && localeFromCookieHeader(request.headers.get("Cookie")) !== profileLocale)
    headers.append("Set-Cookie", languageCookie(profileLocale));
  return headers;
}
