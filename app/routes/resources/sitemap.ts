import * as seoMessages from "~/features/seo/messages";
import { renderSitemap } from "~/features/seo/sitemap.server";
import { cacheableResponse } from "~/lib/cacheable-response.server";
import { getEnvironment } from "~/lib/env.server";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/sitemap";

export const access = { read: "public" } satisfies RouteAccess;

/** GET /sitemap.xml (and ?page=N when it is an index): generated from the database on each request. */
export async function loader({ request }: Route.LoaderArgs) {
  const pageParam = new URL(request.url).searchParams.get("page");
  const page = pageParam === null ? null : /^\d{1,6}$/.test(pageParam) ? Number(pageParam) : 0;
  const xml = await renderSitemap(getDb(), { baseUrl: getEnvironment().baseUrl, page });
  if (xml === null) throw refusalResponse(refuse("missing", seoMessages.sitemapPageMissing()));
  return cacheableResponse(request, xml, { contentType: "application/xml; charset=utf-8", maxAgeSeconds: 3600 });
}
