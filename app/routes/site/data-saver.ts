import { redirect } from "react-router";
import { dataSaverCookie } from "~/lib/data-saver";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { safeRedirect } from "~/lib/safe-redirect";
import type { Route } from "./+types/data-saver";
import * as m from "./data-saver.messages";

export const access = { read: "public", write: "public" } satisfies RouteAccess;

/** The data saver is switched with a POST (the lesson's switch); a GET just goes home. */
export async function loader() {
  return redirect("/");
}

/**
 * The data saver's switch without JavaScript (decision 0107-data-saver): "on" or "off", a choice
 * kept in the cookie for this device, then back to the page it was made on.
 */
export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const value = formData.get("dataSaver");
  if (value !== "on" && value !== "off") throw refusalResponse(refuse("invalid", m.chooseOnOrOff()));
  return redirect(safeRedirect(formData.get("redirectTo"), "/my-learning"), {
    headers: { "Set-Cookie": dataSaverCookie(value) },
  });
}
