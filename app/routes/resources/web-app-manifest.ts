import { cacheableResponse } from "~/lib/cacheable-response.server";
import type { RouteAccess } from "~/lib/route-access";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import { theme } from "~/theme";
import type { Route } from "./+types/web-app-manifest";

export const access = { read: "public" } satisfies RouteAccess;

// The header's navy (the theme's primary shade): the installed app's title bar matches the site.
const THEME_COLOUR = theme.colors?.campus?.[8] ?? "#143a60";

/**
 * GET /manifest.webmanifest: Campus as an installable app (decision 0110-offline-courses). Its name is the
 * site settings' site name; it opens on My learning, where a learner's kept courses are. The icons
 * are made from public/favicon.svg by scripts/make-app-icons.ts.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const settings = await getSiteSettings(getDb());
  const name = settings.site_name;
  const manifest = {
    name,
    short_name: name.length > 12 ? (name.split(/\s+/)[0] ?? name).slice(0, 12) : name,
    start_url: "/my-learning",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOUR,
    background_color: "#ffffff",
    icons: [
      { src: "/app-icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/app-icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/app-icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return cacheableResponse(request, JSON.stringify(manifest), {
    contentType: "application/manifest+json; charset=utf-8",
    maxAgeSeconds: 3_600,
  });
}
