import { redirect } from "react-router";
import { ResponsesView } from "~/features/forms/components/responses-view";
import { FORM_INTENTS } from "~/features/forms/field-types";
import { deleteResponseFromForm, loadResponsesPage } from "~/features/forms/responses-page.server";
import { getEnvironment } from "~/lib/env.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/form-responses";

export const access = {
  read: "form-owner",
  write: { [FORM_INTENTS.deleteResponse]: "form-owner" },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData ? `Responses: ${loaderData.form.title}` : "Responses", matches);

/** A built form's responses: ?q= search, ?from= and ?to= days, ?page=. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireInstructor(request);
  const loaded = await loadResponsesPage(getDb(), user, params.formId, new URL(request.url).searchParams);
  if (!loaded.ok) throw refusalResponse(loaded);
  const { ok: _ok, ...view } = loaded;
  return view;
}

/** Delete one response (its id in the body; the form's id in the statement), from here or its own page. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireInstructor(request);
  const formData = await readFormData(request);
  if (formData.get("intent") !== FORM_INTENTS.deleteResponse) {
    return refusalResponse({ ok: false, reason: "invalid", message: "Unknown action." });
  }
  const deleted = await deleteResponseFromForm(
    getDb(),
    user,
    params.formId,
    formData,
    getEnvironment().uploadDirectory,
  );
  if (!deleted.ok) return refusalResponse(deleted);
  return redirect(`/instructor/form/${params.formId}/responses`, { headers: await toastHeaders("Response deleted") });
}

export default function FormResponses({ loaderData }: Route.ComponentProps) {
  return <ResponsesView {...loaderData} />;
}
