import { renderApiReference } from "~/features/api/reference-page.server";
import type { RouteAccess } from "~/lib/route-access";

/** The API's reference page: public, plain HTML, no scripts (docs/decisions/0034-rest-api.md). */
export const access = { read: "public" } satisfies RouteAccess;

export function loader() {
  return new Response(renderApiReference(), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
