import { buildOpenApiDocument } from "~/features/api/openapi";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/v1-openapi";

/** The OpenAPI 3.1 document is public: it describes the API, it reveals no data. */
export const access = { read: "public" } satisfies RouteAccess;

export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  return Response.json(buildOpenApiDocument(origin), { headers: { "Cache-Control": "public, max-age=300" } });
}
