import { renderSocialImage } from "~/features/seo/social-image.server";
import { cacheableResponse } from "~/lib/cacheable-response.server";
import type { RouteAccess } from "~/lib/route-access";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/social-image";

export const access = { read: "public" } satisfies RouteAccess;

/** GET /social-image.png: the picture a shared link shows (og:image), with the site name from the settings. */
export async function loader({ request }: Route.LoaderArgs) {
  const settings = await getSiteSettings(getDb());
  const png = await renderSocialImage(settings.site_name);
  return cacheableResponse(request, png, { contentType: "image/png", maxAgeSeconds: 3600 });
}
