import { pageTitle } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import type { Route } from "./+types/staff-not-found";
import * as m from "./messages";

export const access = { read: "staff" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.pageNotFound(), matches);

/**
 * An unknown address under /instructor or /admin: a 404 inside the staff frame for staff; a
 * signed-out visitor signs in first, anyone else is refused as on every staff page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireInstructor(request);
  throw refusalResponse(refuse("missing", m.notFound()));
}

export default function StaffNotFound() {
  return null;
}
