import { safeRedirectPath } from "~/lib/safe-redirect";

/**
 * Where a person goes after signing in, and the course they asked to enrol in on the way
 * (Enrol on an online course's page, signed out): carried by sign-in and sign-up in the address
 * (?redirectTo=…&enrol=…), and by the sign-up confirmation link in its callback. Only a path on
 * this site and a well-formed record id are kept.
 */
export interface ReturnAfterSignIn {
  redirectTo: string | null;
  enrolCourseId: string | null;
}

const RECORD_ID = /^[a-z0-9]{1,40}$/i;
/** The page the confirmation link lands on (auth.server.ts CONFIRMED_EMAIL_CALLBACK, which this file cannot import: pages use it). */
const SIGN_IN_PATH = "/sign-in";

export function returnAfterSignInFrom(values: { get(name: string): unknown }): ReturnAfterSignIn {
  const enrol = values.get("enrol");
  return {
    redirectTo: safeRedirectPath(values.get("redirectTo")),
    enrolCourseId: typeof enrol === "string" && RECORD_ID.test(enrol) ? enrol : null,
  };
}

/** The query that carries it on (to sign-up from sign-in and back, and into the confirmation link): "" when there is nothing to carry. */
export function returnQuery({ redirectTo, enrolCourseId }: ReturnAfterSignIn): string {
  const params = new URLSearchParams();
  if (redirectTo) params.set("redirectTo", redirectTo);
  if (enrolCourseId) params.set("enrol", enrolCourseId);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Where the sign-up confirmation link lands: sign-in, which sends a signed-in person on to redirectTo. */
export function confirmedEmailCallback(back: ReturnAfterSignIn): string {
  return `${SIGN_IN_PATH}${returnQuery(back)}`;
}

/** The confirmation link's own callback, read back: only "/sign-in?…" with what it may carry. */
export function returnFromConfirmationCallback(callbackURL: string | null): ReturnAfterSignIn {
  const none = { redirectTo: null, enrolCourseId: null };
  if (!callbackURL) return none;
  let url: URL;
  try {
    url = new URL(callbackURL, "http://campus.invalid");
  } catch {
    return none;
  }
  if (url.origin !== "http://campus.invalid" || url.pathname !== SIGN_IN_PATH) return none;
  return returnAfterSignInFrom(url.searchParams);
}
