import "~/lib/zod-config";
import interLatinUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { MantineProvider, mantineHtmlProps } from "@mantine/core";
import type { ReactNode } from "react";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import { ConfirmDialogHost } from "~/components/confirm-dialog";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { ServerToast } from "~/components/server-toast";
import { ToastFromServer } from "~/components/toast-from-server";
import { OfflineStatus } from "~/features/learning/offline/offline-status";
import { COLOR_SCHEME_SCRIPT, colorSchemeFromCookies, cookieColorSchemeManager } from "~/lib/color-scheme";
import { useNonce } from "~/lib/content-security-policy";
import { DATA_SAVER_CLIENT_HINTS, DataSaverContext, dataSaverFromRequestHeaders } from "~/lib/data-saver";
import { getEnvironment } from "~/lib/env.server";
import { currentLocale } from "~/lib/i18n/current-locale";
import { LOCALE_TAGS } from "~/lib/i18n/locales";
import { withProfileLanguageCookie } from "~/lib/i18n/profile-language.server";
import { pageTitle } from "~/lib/page-title";
import { documentIslands, isPlainDocument } from "~/lib/plain-documents";
import { readToast } from "~/lib/toast.server";
import { getSessionUser } from "~/platform/auth/session.server";
import { getSiteSettings, listFootprintCountries } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/root";
import siteDocumentScriptUrl from "./islands/site-document.js?url";
import siteStylesUrl from "./site.css?url";
import appStylesUrl from "./styles.css?url";
import { cssVariablesResolver, theme } from "./theme";

// The text face is fetched early (same origin, a hashed file); the SVG icon has a PNG fallback for
// browsers without SVG favicons, and an apple-touch-icon for home screens.
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatinUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png", sizes: "180x180" },
  // Campus as an installable app (decision 0110-offline-courses).
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb();
  const [user, settings, countries, { toast, headers }] = await Promise.all([
    getSessionUser(request),
    getSiteSettings(db),
    listFootprintCountries(db),
    readToast(request),
  ]);
  return data(
    {
      user: user ? { id: user.id, name: user.name, role: user.role, image: user.image } : null,
      // The request's language (server/locale.ts); the page's <html lang> says it to the browser too.
      locale: currentLocale(),
      siteName: settings.site_name,
      // Canonical and Open Graph addresses are BASE_URL + path (app/lib/page-title.ts).
      baseUrl: getEnvironment().baseUrl,
      logoUrl: settings.logo_url,
      timeZone: settings.time_zone,
      countries: countries.map((country) => country.name),
      // The footer's ways to reach the company (site settings › Contact details).
      footerContact: {
        phone: settings.contact_phone,
        email: settings.contact_email,
        whatsapp: settings.contact_whatsapp,
      },
      toast,
      // Light, dark or the system's (decision 0069-dark-mode): only a request with cookies
      // carries a choice, and such a page is never stored by the page cache.
      colorScheme: colorSchemeFromCookies(request.headers.get("Cookie")),
      // On when chosen, or when the browser asks to save data or reports a slow connection (decision 0107-data-saver).
      dataSaver: dataSaverFromRequestHeaders(request.headers),
    },
    { headers: withDataSaverHints(withProfileLanguageCookie(headers, request, user?.locale ?? null)) },
  );
}

// The frames inherit it: on their error pages it is the error's heading ("Page not found | Campus").
export const meta: Route.MetaFunction = ({ matches }) => pageTitle(null, matches);

/**
 * A content page is sent as a plain document (app/lib/plain-documents.ts, decision 0056): no React
 * Router scripts, one small island script. In the browser React is running, so it is always false.
 */
function usePlainDocument(): boolean {
  const matches = useMatches();
  return typeof document === "undefined" && isPlainDocument(matches);
}

/** A plain document's own islands besides the site's (its route's `handle.islands`). */
function useDocumentIslands(): string[] {
  return documentIslands(useMatches());
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const isPlain = usePlainDocument();
  const islands = useDocumentIslands();
  const colorScheme = useRouteLoaderData<typeof loader>("root")?.colorScheme ?? "auto";
  return (
    <html
      lang={LOCALE_TAGS[currentLocale()]}
      {...mantineHtmlProps}
      data-mantine-color-scheme={colorScheme === "dark" ? "dark" : "light"}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the stylesheet and the first paint: the cookie's scheme, or the system's (decision
            0069-dark-mode). The server's attribute above is right for a chosen scheme. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no one's input. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: COLOR_SCHEME_SCRIPT }} />
        <Meta />
        {/* Before the routes' own CSS (<Links/>), which overrides Mantine's. A plain document links
            only the components the public pages draw (decision 0057). */}
        <link rel="stylesheet" href={isPlain ? siteStylesUrl : appStylesUrl} />
        <Links />
      </head>
      <body>
        {/* The theme's variables and classes are a static file (app/theme-variables.css, in both
            stylesheets), not a style tag rendered on every page. */}
        <MantineProvider
          theme={theme}
          defaultColorScheme="auto"
          colorSchemeManager={cookieColorSchemeManager}
          cssVariablesResolver={cssVariablesResolver}
          withCssVariables={false}
          withGlobalClasses={false}
        >
          {children}
          <ConfirmDialogHost />
        </MantineProvider>
        {isPlain ? (
          <>
            <script type="module" src={siteDocumentScriptUrl} />
            {islands.map((island) => (
              <script key={island} type="module" src={island} />
            ))}
          </>
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const isPlain = usePlainDocument();
  return (
    <DataSaverContext.Provider value={loaderData.dataSaver}>
      {isPlain ? <ServerToast toast={loaderData.toast} /> : <ToastFromServer toast={loaderData.toast} />}
      {isPlain ? null : <OfflineStatus />}
      <Outlet />
    </DataSaverContext.Provider>
  );
}

/** Asks the browser for its Save-Data and connection hints on later requests (secure origins only). */
function withDataSaverHints(headers: Headers): Headers {
  headers.set("Accept-CH", DATA_SAVER_CLIENT_HINTS);
  return headers;
}

/**
 * Only for failures of a frame itself (the root loader, a frame's own check) and the screens with
 * no frame: each frame (site, staff shell, course viewer) has its own boundary.
 */
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
