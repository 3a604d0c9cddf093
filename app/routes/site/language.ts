import { redirect } from "react-router";
import { setPersonLanguage } from "~/features/users/users.server";
import { isLocale, LOCALE_NAMES } from "~/lib/i18n/locales";
import { localizedPath, splitLocalePrefix } from "~/lib/i18n/localized-path";
import { languageCookie } from "~/lib/i18n/profile-language.server";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { safeRedirect } from "~/lib/safe-redirect";
import { getSessionUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/language";
import * as m from "./messages";

export const access = { read: "public", write: "public" } satisfies RouteAccess;

/** The language is chosen with a POST (the header's and the footer's buttons); a GET just goes home. */
export async function loader() {
  return redirect("/");
}

/**
 * The language switch without JavaScript (decision 0106-languages): remembered in the cookie, and in
 * the profile when someone is signed in (the profile wins over the cookie), then back to the same
 * page in the chosen language.
 */
export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const choice = formData.get("locale");
  if (!isLocale(choice)) {
    const names = Object.values(LOCALE_NAMES).join(", ");
    throw refusalResponse(refuse("invalid", m.chooseLanguage({ names })));
  }
  const user = await getSessionUser(request);
  if (user) await setPersonLanguage(getDb(), user.id, choice);
  const page = splitLocalePrefix(safeRedirect(formData.get("redirectTo"), "/")).path;
  return redirect(localizedPath(page, choice), { headers: { "Set-Cookie": languageCookie(choice) } });
}
