import { redirect } from "react-router";
import type { RouteAccess } from "~/lib/route-access";
import { copySetCookies } from "~/platform/auth/account.server";
import { getAuth } from "~/server/app-context.server";
import type { Route } from "./+types/sign-out";

export const access = { read: "public", write: "public" } satisfies RouteAccess;

/** Sign-out is a POST (a link cannot sign someone out); a GET just goes home. */
export async function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const response = await getAuth().api.signOut({ headers: request.headers, asResponse: true });
  const headers = copySetCookies(response);
  // Kept courses and queued offline work are one person's: the browser drops them (decision 0110-offline-courses).
  headers.set("Clear-Site-Data", '"cache", "storage"');
  return redirect("/", { headers });
}
