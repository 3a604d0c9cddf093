import { redirect } from "react-router";
import { colorSchemeLabel } from "~/components/color-scheme-toggle";
import { COLOR_SCHEMES, colorSchemeCookie, isColorSchemeChoice } from "~/lib/color-scheme";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { safeRedirect } from "~/lib/safe-redirect";
import type { Route } from "./+types/color-scheme";
import * as m from "./messages";

export const access = { read: "public", write: "public" } satisfies RouteAccess;

/** The colour scheme is chosen with a POST (the footer's and the island's form); a GET just goes home. */
export async function loader() {
  return redirect("/");
}

/**
 * The toggle without JavaScript (decision 0069-dark-mode): remember the choice in its cookie
 * and go back to the page it was made on, which the server then renders in that scheme.
 */
export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const choice = formData.get("colorScheme");
  if (!isColorSchemeChoice(choice)) {
    const names = COLOR_SCHEMES.map(colorSchemeLabel).join(", ");
    throw refusalResponse(refuse("invalid", m.chooseColourScheme({ names })));
  }
  return redirect(safeRedirect(formData.get("redirectTo"), "/"), {
    headers: { "Set-Cookie": colorSchemeCookie(choice) },
  });
}
