import { renderCoverSvg } from "~/features/catalogue/cover-art.server";
import { cacheableResponse } from "~/lib/cacheable-response.server";
import { coverFamilyFromFileName } from "~/lib/course-cover";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/course-cover";
import * as m from "./messages";

export const access = { read: "public" } satisfies RouteAccess;

/** GET /covers/{family}.svg: a generated course cover (docs/decisions/0028), cached for a day. */
export function loader({ request, params }: Route.LoaderArgs) {
  const family = coverFamilyFromFileName(params.file);
  if (!family) throw refusalResponse(refuse("missing", m.noSuchCover()));
  return cacheableResponse(request, renderCoverSvg(family), {
    contentType: "image/svg+xml; charset=utf-8",
    maxAgeSeconds: 86_400,
  });
}
