import { data, redirect } from "react-router";
import { enrolFromCoursePage } from "~/features/learning/self-enrolment.server";
import { ssoRouteFor, USE_COMPANY_SIGN_IN } from "~/features/single-sign-on/sso-settings.server";
import { findProfileLanguage } from "~/features/users/users.server";
import { invalidReply } from "~/lib/action-reply";
import { clientAddress } from "~/lib/client-address.server";
import { parseForm } from "~/lib/forms";
import { withProfileLanguageCookie } from "~/lib/i18n/profile-language.server";
import { DEFAULT_MESSAGE_FOR_REASON, STATUS_FOR_REASON } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import { landingPathFor } from "~/lib/roles";
import { safeRedirect, safeRedirectPath } from "~/lib/safe-redirect";
import { signInSchema } from "~/platform/auth/auth.schema";
import { confirmedEmailCallback, returnAfterSignInFrom } from "~/platform/auth/return-after-sign-in";
import { signInWithPassword } from "~/platform/auth/sign-in.server";
import { getAuth, getDb } from "~/server/app-context.server";
import { beginSsoSignIn } from "~/server/sso-sign-in.server";
import * as m from "./messages";

/**
 * The sign-in form's answer (decision 0101-sso): the email first. An address whose domain a company
 * signs in goes to that company's provider when no password was given (or always, when the company
 * requires it); any other address signs in with its password, and is asked for one when it came alone.
 */

export async function answerSignIn(request: Request) {
  const parsed = parseForm(signInSchema, await readFormData(request));
  if (!parsed.ok) return invalidReply(parsed);
  const { email, password, rememberMe, redirectTo } = parsed.data;
  const back = returnAfterSignInFrom({ get: (name: string) => parsed.data[name as "redirectTo" | "enrol"] });
  const values = { email, rememberMe: rememberMe ? "on" : "" };
  const db = getDb();
  const company = await ssoRouteFor(db, email);
  if (company && (!password || company.requireSso)) {
    if (password) {
      return data({ fieldErrors: {}, formError: USE_COMPANY_SIGN_IN(company.companyName), values }, { status: 403 });
    }
    const started = await beginSsoSignIn(db, company, {
      email,
      returnTo: safeRedirectPath(redirectTo) ?? "",
      address: clientAddress(request),
    });
    if (!started.ok) {
      const message = started.message ?? DEFAULT_MESSAGE_FOR_REASON[started.reason];
      return data({ fieldErrors: {}, formError: message, values }, { status: STATUS_FOR_REASON[started.reason] });
    }
    // Not a redirect: the page's CSP (form-action 'self') stops a form post from being redirected to
    // another site, so the answer is a page that goes on to the provider as a navigation of its own.
    return data({
      fieldErrors: {},
      values,
      continueTo: { location: started.location, companyName: company.companyName },
    });
  }
  if (!password)
    return data({ fieldErrors: { password: m.enterPassword() }, values, askPassword: true }, { status: 400 });
  const result = await signInWithPassword(db, getAuth(), {
    email,
    password,
    rememberMe,
    address: clientAddress(request),
    headers: request.headers,
    confirmationCallback: confirmedEmailCallback(back),
  });
  if (!result.ok) {
    const headers = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : undefined;
    return data({ fieldErrors: {}, formError: result.message, values }, { status: result.status, headers });
  }
  // Enrol pressed while signed out: enrolled now, so the course opens at its first lesson.
  if (back.enrolCourseId) await enrolFromCoursePage(db, back.enrolCourseId, result.userId);
  // Their profile's language from the first page on (decision 0106-languages): the edge reads the cookie.
  const profileLocale = await findProfileLanguage(db, result.userId);
  const headers = withProfileLanguageCookie(result.setCookies, request, profileLocale);
  return redirect(safeRedirect(redirectTo, landingPathFor(result.role)), { headers });
}

/** What the form needs to know about an address while it is typed: password, or the company's sign-in. */
export async function signInMethodFor(email: string) {
  const company = email.includes("@") ? await ssoRouteFor(getDb(), email.slice(0, 254)) : null;
  return company
    ? { signInWith: "company" as const, companyName: company.companyName }
    : { signInWith: "password" as const };
}
