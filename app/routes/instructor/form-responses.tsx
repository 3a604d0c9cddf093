import { redirect } from "react-router";
import { ResponsesView } from "~/features/forms/components/responses-view";
import { FORM_INTENTS } from "~/features/forms/field-types";
import { deleteResponseSchema } from "~/features/forms/form-document.schema";
import { deleteManagedResponse, loadResponsesPage } from "~/features/forms/responses-page.server";
import { getEnvironment } from "~/lib/env.server";
import { parseForm } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/form-responses";
import * as m from "./messages";

export const access = {
  read: "form-owner",
  write: { [FORM_INTENTS.deleteResponse]: "form-owner" },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData ? m.responsesTitle({ title: loaderData.form.title }) : m.responses(), matches);

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
  const parsed = parseForm(deleteResponseSchema, await readFormData(request));
  if (!parsed.ok) return refusalResponse(refuse("invalid", parsed.fieldErrors.intent ?? parsed.fieldErrors.responseId));
  const target = { formId: params.formId, responseId: parsed.data.responseId };
  const deleted = await deleteManagedResponse(getDb(), user, target, getEnvironment().uploadDirectory);
  if (!deleted.ok) return refusalResponse(deleted);
  return redirect(`/instructor/form/${params.formId}/responses`, {
    headers: await toastHeaders(m.responseDeletedToast()),
  });
}

export default function FormResponses({ loaderData }: Route.ComponentProps) {
  return <ResponsesView {...loaderData} />;
}
