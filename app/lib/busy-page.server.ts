import crypto from "node:crypto";
import * as m from "./busy-page.messages.ts";
import { escapeHtml } from "./html.ts";
import { LOCALE_TAGS, type Locale } from "./i18n/locales.ts";
import { localizedPath } from "./i18n/localized-path.ts";

/**
 * The page a visitor gets when the server sheds their request (server/load-shedding.ts, decision
 * 0131-load-shedding): a few hundred bytes, self-contained (no script, no stylesheet to fetch from a
 * server that is already busy), in the request's language, with a way home. The error boundary's
 * words for a 503 (lib/error-status.ts) are the same messages.
 */

// i18n-exempt: a stylesheet, not interface text
const STYLE =
  "body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1a1b1e}a{color:#1c7ed6}";

/** The page's CSP: nothing but its own inline style, which is allowed by its hash. */
export const BUSY_PAGE_CSP = `default-src 'none'; style-src 'sha256-${crypto.createHash("sha256").update(STYLE).digest("base64")}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

export function busyPageHtml(locale: Locale): string {
  const heading = escapeHtml(m.busyHeading(locale));
  return `<!doctype html><html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${heading}</title><style>${STYLE}</style></head><body><h1>${heading}</h1><p>${escapeHtml(m.busyText(locale))}</p><p><a href="${localizedPath("/", locale)}">${escapeHtml(m.busyHomeLink(locale))}</a></p></body></html>`;
}

/** One line for an answer that is not a page (React Router's data requests, files). */
export function busyPlainText(locale: Locale): string {
  return `${m.busyHeading(locale)}. ${m.busyText(locale)}`;
}
