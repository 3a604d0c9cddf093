import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getAuth } from "~/server/app-context.server";
import type { Route } from "./+types/auth-api";

export const access = { read: "public", write: "public" } satisfies RouteAccess;

/**
 * better-auth's HTTP endpoints, closed except for the two links Campus puts in its emails. The
 * pages call better-auth on the server (auth.api), behind Campus's throttles and form rules; an
 * open /api/auth/sign-in/email, update-user or get-session would bypass them
 * (docs/decisions/0013). Each open link goes back to a fixed Campus page, whatever the link says.
 */
const OPEN_LINKS: Array<{ path: RegExp; callbackURL: string }> = [
  // The password-reset email: checks the token, then sends the browser to /reset-password?token=…
  { path: /^\/api\/auth\/reset-password\/[A-Za-z0-9_-]{1,200}$/, callbackURL: "/reset-password" },
  // The sign-up confirmation email: confirms the address, signs in, then /sign-in sends on to the role page.
  { path: /^\/api\/auth\/verify-email$/, callbackURL: "/sign-in" },
];

const notFound = () => refusalResponse(refuse("missing", "Not Found"));

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const link = OPEN_LINKS.find((candidate) => candidate.path.test(url.pathname));
  if (!link) return notFound();
  url.searchParams.set("callbackURL", link.callbackURL);
  return getAuth().handler(new Request(url, { method: "GET", headers: request.headers }));
}

/** No better-auth endpoint takes a POST from outside: forms post to Campus's own routes. */
export async function action() {
  return notFound();
}
