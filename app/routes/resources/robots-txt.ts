import { renderRobotsTxt } from "~/features/seo/sitemap.server";
import { cacheableResponse } from "~/lib/cacheable-response.server";
import { getEnvironment } from "~/lib/env.server";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/robots-txt";

export const access = { read: "public" } satisfies RouteAccess;

/** GET /robots.txt: the public site open to crawlers, the staff and learner areas closed, the sitemap named. */
export function loader({ request }: Route.LoaderArgs) {
  return cacheableResponse(request, renderRobotsTxt(getEnvironment().baseUrl), {
    contentType: "text/plain; charset=utf-8",
    maxAgeSeconds: 86_400,
  });
}
