import { LOCALE_COOKIE } from "../app/lib/i18n/locales.ts";

/**
 * A signed-in visitor's copy of a stored public page (decision 0115-proxies-cdn-and-signed-in-hits). Public plain documents
 * differ for a signed-in visitor only in the header's account controls (the entry marks the pages
 * where that holds: app/lib/page-cache.server.ts, isSharedWithSignedInVisitors), so the stored
 * anonymous page is served with its two "My account" links (data-account-slot="bar" and "phone")
 * replaced by the controls the header's own components render for the visitor's role and language
 * (app/components/layout/signed-in-header.server.tsx), with their name put in. The only per-request
 * work is the session read and a string join; no React render. No per-process session cache: a
 * sign-out in another process could not reach it, and a signed-out cookie must get the anonymous header.
 */

/** The cookies a request may carry to take this path: the session's (better-auth's) and the language choice. */
const SESSION_COOKIE = /^(__Secure-)?better-auth\.session_token$/;
const SESSION_COOKIES = /^(__Secure-)?better-auth\.[a-z_]+$/;

export interface SignedInCookies {
  /** The language choice alone (for the page's key), or undefined. */
  languageCookie: string | undefined;
}

/**
 * The request's cookies when they are a session and at most the language choice, else null: any
 * other cookie (a colour scheme, the data saver, a toast to show) changes the document, which is
 * then rendered as before.
 */
export function sessionOnlyCookies(cookieHeader: string | undefined): SignedInCookies | null {
  if (!cookieHeader) return null;
  let hasSession = false;
  let languageCookie: string | undefined;
  for (const pair of cookieHeader.split(";")) {
    const trimmed = pair.trim();
    if (trimmed === "") continue;
    const separator = trimmed.indexOf("=");
    const name = separator === -1 ? trimmed : trimmed.slice(0, separator);
    if (name === LOCALE_COOKIE) {
      if (languageCookie !== undefined) return null;
      languageCookie = trimmed;
    } else if (SESSION_COOKIE.test(name)) hasSession = true;
    else if (!SESSION_COOKIES.test(name)) return null;
  }
  return hasSession ? { languageCookie } : null;
}

/** A stored page cut around its two account slots, once per stored page. */
export interface SlottedPage {
  beforeBar: string;
  betweenSlots: string;
  afterPhone: string;
}

function slotAt(html: string, slot: "bar" | "phone", from: number): { start: number; end: number } | null {
  const marker = html.indexOf(`data-account-slot="${slot}"`, from);
  if (marker === -1) return null;
  const start = html.lastIndexOf("<a ", marker);
  const close = html.indexOf("</a>", marker);
  if (start === -1 || start < from || close === -1) return null;
  return { start, end: close + "</a>".length };
}

export function cutAtAccountSlots(html: string): SlottedPage | null {
  const bar = slotAt(html, "bar", 0);
  if (!bar) return null;
  const phone = slotAt(html, "phone", bar.end);
  if (!phone) return null;
  return {
    beforeBar: html.slice(0, bar.start),
    betweenSlots: html.slice(bar.end, phone.start),
    afterPhone: html.slice(phone.end),
  };
}

/** As React escapes text, so the header reads as a full render of it would. */
export function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

export interface AccountSlots {
  bar: string;
  phone: string;
  /** What stands for the name in bar and phone. */
  nameStandIn: string;
}

export function signedInDocument(page: SlottedPage, slots: AccountSlots, name: string): string {
  const escaped = escapeText(name);
  // split and join: a name is put in as it is (replace would read "$&" in it as a pattern).
  return (
    page.beforeBar +
    slots.bar.split(slots.nameStandIn).join(escaped) +
    page.betweenSlots +
    slots.phone.split(slots.nameStandIn).join(escaped) +
    page.afterPhone
  );
}
