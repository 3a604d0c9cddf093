/**
 * The languages Campus speaks (docs/decisions/0106-languages.md): English (South Africa), the base
 * language every message is written in first, then Afrikaans and isiZulu. A locale is the short
 * code used in URLs (/af/…), the cookie and the profile; its BCP 47 tag goes in `<html lang>` and
 * `hreflang`.
 */
export const LOCALES = ["en", "af", "zu"] as const;
export type Locale = (typeof LOCALES)[number];

export const BASE_LOCALE: Locale = "en";

/** The tag for `<html lang>`, `hreflang` and Intl. */
export const LOCALE_TAGS: Record<Locale, string> = { en: "en-ZA", af: "af-ZA", zu: "zu-ZA" };

/** Each language named in itself: how the switcher offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", af: "Afrikaans", zu: "isiZulu" };

/** The cookie that remembers a choice made in the header or footer (a year; the profile wins when signed in). */
export const LOCALE_COOKIE = "campus-locale";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** "af-ZA", "af", "AF" → "af"; anything Campus does not speak → undefined. */
export function localeFromTag(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : undefined;
}

/** The locale a Cookie header names, when it names one Campus speaks. */
export function localeFromCookieHeader(cookieHeader: string | null | undefined): Locale | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(";")) {
    const separator = pair.indexOf("=");
    if (separator === -1 || pair.slice(0, separator).trim() !== LOCALE_COOKIE) continue;
    return localeFromTag(decodeURIComponent(pair.slice(separator + 1).trim()));
  }
  return undefined;
}

/**
 * The first language of an Accept-Language header that Campus speaks, by the header's q-values
 * ("af-ZA,af;q=0.9,en;q=0.8" → "af"); none → undefined. A header over 500 characters is not read.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header || header.length > 500) return undefined;
  const ranked = header
    .split(",")
    .map((part, order) => {
      const [range, ...parameters] = part.trim().split(";");
      const qParameter = parameters
        .map((parameter) => parameter.trim())
        .find((parameter) => parameter.startsWith("q="));
      const quality = qParameter ? Number(qParameter.slice(2)) : 1;
      return { locale: localeFromTag(range), quality: Number.isFinite(quality) ? quality : 0, order };
    })
    .filter((entry) => entry.locale !== undefined && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranked[0]?.locale;
}

const LANGUAGE_CHOICE_ONLY = new RegExp(`^\\s*${LOCALE_COOKIE}=[A-Za-z-]{0,16}\\s*;?\\s*$`);

/**
 * True for a Cookie header that carries nothing but the language choice: such a request is still
 * anonymous, its page the same bytes for everyone asking that address (the page cache keeps it).
 */
export function isLanguageChoiceOnly(cookieHeader: string): boolean {
  return LANGUAGE_CHOICE_ONLY.test(cookieHeader);
}
