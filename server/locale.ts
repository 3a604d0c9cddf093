import type { NextFunction, Request, Response } from "express";
import {
  BASE_LOCALE,
  LOCALE_COOKIE,
  type Locale,
  localeFromAcceptLanguage,
  localeFromCookieHeader,
} from "../app/lib/i18n/locales.ts";
import { isLocalizedPath, localizedPath, splitLocalePrefix } from "../app/lib/i18n/localized-path.ts";
import { setRequestLocale } from "../app/lib/request-context.server.ts";

/**
 * The language a request is answered in (docs/decisions/0106-languages.md), decided once at the edge
 * and kept in the request context for every message function and formatter of the app:
 * - a public page's address says it: "/af/courses/online" is Afrikaans. The code is taken off before
 *   React Router sees the address, and a redirect the page answers keeps it ("/thank-you" →
 *   "/af/thank-you"). A code before a page with one address goes to that address, the choice kept in
 *   the cookie;
 * - a public page at its plain address is English; a visitor whose choice (the cookie, which signing
 *   in sets from the profile) or browser (Accept-Language) prefers another language is sent to that
 *   language's address first;
 * - every other page follows the cookie, then Accept-Language, then English.
 * Runs after the page cache's lookup, whose key is the address as asked (server/page-cache.ts keeps
 * the redirecting requests out of it).
 */
export function resolveRequestLanguage(request: Request, response: Response, next: NextFunction) {
  const { locale: addressLocale, path } = splitLocalePrefix(request.originalUrl);
  const pathname = pathOnly(path);
  if (addressLocale) {
    if (!isLocalizedPath(pathname)) return redirectKeepingChoice(response, path, addressLocale);
    request.url = path;
    request.originalUrl = path;
    answerIn(response, addressLocale);
    response.locals.addressLocale = addressLocale;
    return next();
  }
  const preferred = preferredLocale(request.headers.cookie, request.headers["accept-language"]);
  if (isLocalizedPath(pathname) && !pathname.endsWith(".data")) {
    const isRead = request.method === "GET" || request.method === "HEAD";
    if (isRead && preferred !== BASE_LOCALE) return redirectTo(response, localizedPath(path, preferred));
    // A form whose action names the plain address, posted from a page in another language, is
    // answered in the page's language and goes on in it (the Referer's code says which).
    const formPageLocale = isRead ? undefined : splitLocalePrefix(refererPath(request.headers.referer)).locale;
    answerIn(response, formPageLocale ?? BASE_LOCALE);
    if (formPageLocale) response.locals.addressLocale = formPageLocale;
    return next();
  }
  // A client-side navigation's data (React Router's .data requests) and every page with one address:
  // in the person's language, never redirected.
  answerIn(response, preferred);
  next();
}

/** The person's choice (cookie), else their browser's, else English. */
export function preferredLocale(
  cookieHeader: string | undefined,
  acceptLanguage: string | string[] | undefined,
): Locale {
  const browser = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  return localeFromCookieHeader(cookieHeader) ?? localeFromAcceptLanguage(browser) ?? BASE_LOCALE;
}

/**
 * A redirect's Location in the language its address named (a form posted on /af/contact-us goes on
 * to /af/thank-you): server/request-handler.ts sends every Location through it.
 */
export function localizedLocation(response: Response, location: string): string {
  const locale = response.locals.addressLocale as Locale | undefined;
  return locale ? localizedPath(location, locale) : location;
}

function answerIn(response: Response, locale: Locale) {
  setRequestLocale(locale);
  response.locals.locale = locale;
}

function refererPath(referer: string | undefined): string {
  if (!referer) return "";
  try {
    return new URL(referer).pathname;
  } catch {
    return "";
  }
}

function pathOnly(pathWithQuery: string): string {
  const end = pathWithQuery.search(/[?#]/);
  return end === -1 ? pathWithQuery : pathWithQuery.slice(0, end);
}

function redirectTo(response: Response, location: string) {
  // Who is sent where depends on the cookie and the browser's languages: no shared cache may keep it.
  response.setHeader("Cache-Control", "private, no-store");
  response.setHeader("Vary", "Cookie, Accept-Language");
  response.redirect(302, location);
}

function redirectKeepingChoice(response: Response, location: string, locale: Locale) {
  response.cookie(LOCALE_COOKIE, locale, { path: "/", maxAge: 365 * 86_400_000, sameSite: "lax", httpOnly: false });
  redirectTo(response, location);
}
