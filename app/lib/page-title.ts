import type { MetaDescriptor } from "react-router";
import { errorHeading } from "./error-status";
import { currentLocale } from "./i18n/current-locale";
import { LOCALE_TAGS } from "./i18n/locales";
import { isLocalizedPath, localeAlternates, localizedPath } from "./i18n/localized-path";

interface MatchWithData {
  id: string;
  loaderData?: unknown;
  /** What the error boundary shows, when the page is one (React Router gives it to every match's meta). */
  error?: unknown;
}

/**
 * "Sign in | <site name from settings>": every page's title ends with the site's name. On an error
 * page the title is the boundary's heading ("Page not found | Campus"), whatever the route would
 * have called itself: one rule for every meta function and the root's, which the frames inherit.
 */
export function pageTitle(title: string | null, matches: ReadonlyArray<MatchWithData | undefined>): MetaDescriptor[] {
  const rootData = matches.find((match) => match?.id === "root")?.loaderData as { siteName?: string } | undefined;
  const siteName = rootData?.siteName ?? "Campus";
  const failed = matches.find((match) => match?.error !== undefined && match?.error !== null);
  const shown = failed ? errorHeading(failed.error) : title;
  return [{ title: shown ? `${shown} | ${siteName}` : siteName }];
}

/** Where the social image lives (app/routes/resources/social-image.ts) and its size. */
const SOCIAL_IMAGE_PATH = "/social-image.png";
const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 };

/** A search result's snippet is about this long; longer descriptions are cut at a word. */
const DESCRIPTION_MAX_LENGTH = 160;

export interface PageMetaOptions {
  /** The page's own title ("About Us"); null for the home page (the site name alone). */
  title: string | null;
  /** What a search result or a shared link says about the page; cut to about 160 characters. */
  description: string;
  /** The page's own address, path and query ("/events?event=…"); the current path without its query by default. */
  canonicalPath?: string;
  /** "website" for most pages, "article" for content pages. */
  type?: "website" | "article";
  /** A picture of this page's own (a course cover, an event's image); the site's social image otherwise. */
  image?: string | null;
  /** Pages with nothing for a search engine (a thank-you page, a certificate's verification). */
  noIndex?: boolean;
  /** JSON-LD objects, each rendered by React Router as an escaped <script type="application/ld+json">. */
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
}

/**
 * Every public page's head: its title, description and canonical address (BASE_URL + path), the
 * Open Graph and Twitter card tags, and its JSON-LD. The site name and BASE_URL come from the root
 * loader, so this runs the same on the server and after a client navigation.
 */
export function pageMeta(
  matches: ReadonlyArray<MatchWithData | undefined>,
  location: { pathname: string },
  options: PageMetaOptions,
): MetaDescriptor[] {
  const rootData = matches.find((match) => match?.id === "root")?.loaderData as
    | { siteName?: string; baseUrl?: string }
    | undefined;
  const siteName = rootData?.siteName ?? "Campus";
  const baseUrl = rootData?.baseUrl ?? "";
  const [titleTag] = pageTitle(options.title, matches);
  const description = summarise(options.description) || siteName;
  // The server sees the address without its language code (server/locale.ts): the canonical is the
  // page's own language's address, and each language's address is named as an alternate.
  const ownPath = options.canonicalPath ?? location.pathname;
  const canonical = absoluteUrl(baseUrl, localizedPath(ownPath));
  const image = absoluteUrl(baseUrl, options.image || SOCIAL_IMAGE_PATH);
  const tags: MetaDescriptor[] = [
    titleTag ?? { title: siteName },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: options.title ?? siteName },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:locale", content: LOCALE_TAGS[currentLocale()].replace("-", "_") },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: options.title ?? siteName },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (!options.image) {
    tags.push(
      { property: "og:image:width", content: String(SOCIAL_IMAGE_SIZE.width) },
      { property: "og:image:height", content: String(SOCIAL_IMAGE_SIZE.height) },
      { property: "og:image:alt", content: siteName },
    );
  }
  tags.push(...languageAlternates(baseUrl, ownPath));
  if (options.noIndex) tags.push({ name: "robots", content: "noindex" });
  for (const item of options.jsonLd ?? []) tags.push({ "script:ld+json": item });
  return tags;
}

/**
 * `<link rel="alternate" hreflang>` for each language's address of a page that has one per language
 * (app/lib/i18n/localized-path.ts), and x-default at the English address; none for other pages.
 */
function languageAlternates(baseUrl: string, pathWithQuery: string): MetaDescriptor[] {
  const pathEnd = pathWithQuery.search(/[?#]/);
  if (!isLocalizedPath(pathEnd === -1 ? pathWithQuery : pathWithQuery.slice(0, pathEnd))) return [];
  const alternates: MetaDescriptor[] = localeAlternates(pathWithQuery).map(({ locale, path }) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: LOCALE_TAGS[locale],
    href: absoluteUrl(baseUrl, path),
  }));
  alternates.push({
    tagName: "link",
    rel: "alternate",
    hrefLang: "x-default",
    href: absoluteUrl(baseUrl, pathWithQuery),
  });
  return alternates;
}

/** One line of at most about 160 characters, cut at a word with an ellipsis. */
export function summarise(text: string, maxLength = DESCRIPTION_MAX_LENGTH): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= maxLength) return line;
  const cut = line.slice(0, maxLength - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(" "), maxLength / 2));
  return `${atWord.replace(/[\s,;:.–-]+$/, "")}…`;
}

/** BASE_URL + a site path; an address that is already absolute is kept. */
export function absoluteUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${baseUrl.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}
