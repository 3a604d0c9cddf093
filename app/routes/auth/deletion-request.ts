import { redirect } from "react-router";
import { requestDeletion } from "~/features/privacy/deletion-requests.server";
import { getEnvironment } from "~/lib/env.server";
import { refusalResponse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/deletion-request";
import * as m from "./messages";

/** "Ask for deletion" on the profile (POPIA, decision 0036): recorded, and the staff are mailed. */
export const access = { write: "signed-in" } satisfies RouteAccess;

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readFormData(request);
  const asked = await requestDeletion(
    getDb(),
    { id: user.id, name: user.name, email: user.email },
    {
      reason: String(form.get("reason") ?? ""),
      adminUrl: new URL("/admin/deletion-requests", getEnvironment().baseUrl).toString(),
    },
  );
  if (!asked.ok) throw refusalResponse(asked);
  return redirect("/profile", {
    headers: await toastHeaders(asked.alreadyAsked ? m.deletionAlreadyAsked() : m.deletionRequested()),
  });
}
