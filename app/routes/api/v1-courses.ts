import { handleApiRequest, parseQuery } from "~/features/api/handler.server";
import { listCourses } from "~/features/api/resources.server";
import { courseListQuery } from "~/features/api/schemas";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/v1-courses";

export const access = { read: "token" } satisfies RouteAccess;

export function loader({ request }: Route.LoaderArgs) {
  return handleApiRequest(request, { resource: "courses", access: "read" }, async () => {
    const query = parseQuery(courseListQuery, new URL(request.url));
    if (!query.ok) return query;
    const listed = await listCourses(getDb(), query.value);
    return listed.ok ? { ok: true, body: listed.page } : listed;
  });
}
