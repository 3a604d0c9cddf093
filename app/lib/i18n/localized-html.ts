import { currentLocale } from "./current-locale.ts";
import type { Locale } from "./locales.ts";
import { localizedPath } from "./localized-path.ts";

const SITE_LINK = /(<a\b[^>]*?\bhref=)(["'])(\/(?!\/)[^"']*)\2/gi;

/**
 * Links inside rich HTML from the site's content (a content page, a course's description) to the
 * site's own public pages, sent to the page's language ("/contact-us" → "/af/contact-us" on an
 * Afrikaans page), as the header's and footer's links are. Other links and pages with one address
 * stay as written. Applied where the HTML is shown, never to what is stored or edited.
 */
export function localizeSiteLinks(html: string, locale: Locale = currentLocale()): string {
  return html.replace(SITE_LINK, (_match, start: string, quote: string, path: string) => {
    return `${start}${quote}${localizedPath(path, locale)}${quote}`;
  });
}
