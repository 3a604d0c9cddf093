import { handleApiRequest, parseQuery } from "~/features/api/handler.server";
import { listEvents } from "~/features/api/resources.server";
import { eventListQuery } from "~/features/api/schemas";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/v1-events";

export const access = { read: "token" } satisfies RouteAccess;

export function loader({ request }: Route.LoaderArgs) {
  return handleApiRequest(request, { resource: "events", access: "read" }, async () => {
    const query = parseQuery(eventListQuery, new URL(request.url));
    if (!query.ok) return query;
    const listed = await listEvents(getDb(), query.value);
    return listed.ok ? { ok: true, body: listed.page } : listed;
  });
}
