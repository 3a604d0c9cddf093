import { redirect } from "react-router";
import { landingPathFor } from "~/lib/roles";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import type { Route } from "./+types/user-landing";

export const access = { read: "signed-in" } satisfies RouteAccess;

/** /user: the role landing page (SPEC 2) sends each role to its own home. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return redirect(landingPathFor(user.role));
}
