import type { MantineColorSchemeManager } from "@mantine/core";

/*
 * Light, dark or the system's choice (decision 0069-dark-mode). The choice is a cookie, so a
 * request that carries it is rendered in its scheme and the toggle works without JavaScript; a page
 * without cookies (the page cache's, decision 0052) is the same bytes for everyone, and the inline
 * script below sets the scheme from the cookie or the system before the first paint.
 */

const COLOR_SCHEME_COOKIE = "campus-color-scheme";
export const COLOR_SCHEMES = ["light", "dark", "auto"] as const;
export type ColorSchemeChoice = (typeof COLOR_SCHEMES)[number];
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function isColorSchemeChoice(value: unknown): value is ColorSchemeChoice {
  return typeof value === "string" && (COLOR_SCHEMES as readonly string[]).includes(value);
}

/** The choice a Cookie header (or document.cookie) carries; none, or anything else, is the system's. */
export function colorSchemeFromCookies(cookies: string | null | undefined): ColorSchemeChoice {
  const value = (cookies ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COLOR_SCHEME_COOKIE}=`))
    ?.slice(COLOR_SCHEME_COOKIE.length + 1);
  return isColorSchemeChoice(value) ? value : "auto";
}

/** Not httpOnly: the inline script and the island read it before paint. Nothing secret in it. */
export function colorSchemeCookie(choice: ColorSchemeChoice): string {
  return `${COLOR_SCHEME_COOKIE}=${choice}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * Runs in <head> before anything is painted, on every page: allowed by the response's nonce, or on a
 * cached page by its hash (the hash is taken from the page itself). Kept byte-for-byte stable.
 */
export const COLOR_SCHEME_SCRIPT = `try{var c=document.cookie.match(/(?:^|; )${COLOR_SCHEME_COOKIE}=(light|dark)(?:;|$)/),s=c?c[1]:matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";document.documentElement.setAttribute("data-mantine-color-scheme",s)}catch(e){}`;

/** Mantine's colour scheme, kept in the cookie instead of localStorage (hydrated pages). */
export const cookieColorSchemeManager: MantineColorSchemeManager = {
  get: (defaultValue) =>
    typeof document === "undefined" ? defaultValue : colorSchemeFromCookies(document.cookie) || defaultValue,
  set: (value) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the scheme is read before paint by an inline script, so it has to be a cookie.
    document.cookie = colorSchemeCookie(value);
  },
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {
    // biome-ignore lint/suspicious/noDocumentCookie: as above.
    document.cookie = `${COLOR_SCHEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  },
};
