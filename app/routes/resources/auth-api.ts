import { enrolFromCoursePage } from "~/features/learning/self-enrolment.server";
import { releaseOrdersOnConfirmedAccount } from "~/features/selling/order-confirmation.server";
import { getEnvironment } from "~/lib/env.server";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { confirmedEmailCallback, returnFromConfirmationCallback } from "~/platform/auth/return-after-sign-in";
import { getSessionUser } from "~/platform/auth/session.server";
import { getAuth, getDb } from "~/server/app-context.server";
import type { Route } from "./+types/auth-api";
import * as m from "./messages";

export const access = { read: "public", write: "public" } satisfies RouteAccess;

/**
 * better-auth's HTTP endpoints, closed except for the two links Campus puts in its emails. The
 * pages call better-auth on the server (auth.api), behind Campus's throttles and form rules; an
 * open /api/auth/sign-in/email, update-user or get-session would bypass them
 * (docs/decisions/0013). Each open link goes back to a fixed Campus page, whatever the link says,
 * except that the confirmation link keeps the safe return it was sent with (decision 0026).
 */
const RESET_PASSWORD_LINK = /^\/api\/auth\/reset-password\/[A-Za-z0-9_-]{1,200}$/;
const VERIFY_EMAIL_LINK = /^\/api\/auth\/verify-email$/;

const notFound = () => refusalResponse(refuse("missing", m.notFound()));

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The password-reset email: checks the token, then sends the browser to /reset-password?token=…
  if (RESET_PASSWORD_LINK.test(url.pathname)) {
    url.searchParams.set("callbackURL", "/reset-password");
    return getAuth().handler(new Request(url, { method: "GET", headers: request.headers }));
  }
  if (!VERIFY_EMAIL_LINK.test(url.pathname)) return notFound();
  // The sign-up confirmation email: confirms the address, signs in, then /sign-in sends on to
  // redirectTo (or the role's page). The callback is rebuilt from what is safe in it, never passed on as sent.
  const back = returnFromConfirmationCallback(url.searchParams.get("callbackURL"));
  const callbackURL = confirmedEmailCallback({ redirectTo: back.redirectTo, enrolCourseId: null });
  url.searchParams.set("callbackURL", callbackURL);
  const response = await getAuth().handler(new Request(url, { method: "GET", headers: request.headers }));
  const user = await confirmedUser(request, response, callbackURL);
  if (!user) return response;
  // Signed up from Enrol: the link that proves the address (a secret, single-use token) also enrols,
  // so they land in the first lesson.
  if (back.enrolCourseId) await enrolFromCoursePage(getDb(), back.enrolCourseId, user.id);
  // Checked out as a visitor: the orders that waited for the address now wait for payment, each
  // with its confirmation mail (decision 0085-checkout-cart).
  await releaseOrdersOnConfirmedAccount(getDb(), user.id, getEnvironment().baseUrl);
  return response;
}

/**
 * The person whose address the link just confirmed. Only when better-auth confirmed the address
 * and signed them in: it then answers with its session cookie and a redirect to the callback,
 * without ?error.
 */
async function confirmedUser(request: Request, response: Response, callbackURL: string) {
  const location = response.headers.get("Location") ?? "";
  const cookies = response.headers.getSetCookie().map((line) => line.split(";")[0]);
  if (!location.endsWith(callbackURL) || cookies.length === 0) return null;
  const signedIn = new Request(request.url, { headers: { Cookie: cookies.join("; ") } });
  return getSessionUser(signedIn);
}

/** No better-auth endpoint takes a POST from outside: forms post to Campus's own routes. */
export async function action() {
  return notFound();
}
