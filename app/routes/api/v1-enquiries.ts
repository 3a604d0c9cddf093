import { handleApiRequest, parseQuery } from "~/features/api/handler.server";
import { listEnquiries } from "~/features/api/resources.server";
import { enquiryListQuery } from "~/features/api/schemas";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/v1-enquiries";

export const access = { read: "token" } satisfies RouteAccess;

export function loader({ request }: Route.LoaderArgs) {
  return handleApiRequest(request, { resource: "enquiries", access: "read" }, async () => {
    const query = parseQuery(enquiryListQuery, new URL(request.url));
    if (!query.ok) return query;
    const listed = await listEnquiries(getDb(), query.value);
    return listed.ok ? { ok: true, body: listed.page } : listed;
  });
}
