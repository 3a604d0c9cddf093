import { redirect } from "react-router";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { QuotationPage } from "~/features/selling/components/quotation-page";
import { quotationIntentSchema } from "~/features/selling/quotation.schema";
import { acceptQuotation, loadQuotationView } from "~/features/selling/quotations.server";
import { invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { requireUser, type SessionUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { fulfilOrder } from "~/server/selling-fulfilment.server";
import type { Route } from "./+types/quotation";
import * as m from "./messages";

/** A quotation for the signed-in buyer it names, and admins (a buyer without an account uses the mail's link). */
export const access = { read: "quotation-holder", write: { accept: "quotation-holder" } } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) =>
  pageTitle(loaded ? m.quotationTitle({ number: loaded.view.number }) : m.quotation(), matches);

async function quotationFor(user: SessionUser, quotationId: string) {
  const found = await loadQuotationView(getDb(), quotationId);
  if (!found.ok) throw refusalResponse(found);
  if (user.role !== "admin" && found.order.buyer_user_id !== user.id) {
    throw refusalResponse(refuse("forbidden", m.onlyBuyerMayOpen()));
  }
  return found.view;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { view: await quotationFor(user, params.quotationId) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  await quotationFor(user, params.quotationId);
  const parsed = parseForm(quotationIntentSchema, await readFormData(request));
  if (!parsed.ok) return invalidReply(parsed);
  const accepted = await acceptQuotation(getDb(), params.quotationId, fulfilOrder);
  if (!accepted.ok) return refusalReply(accepted);
  return redirect(`/quotations/${params.quotationId}`, { headers: await toastHeaders(m.quotationAcceptedToast()) });
}

export default function Quotation({ loaderData, actionData }: Route.ComponentProps) {
  return <QuotationPage view={loaderData.view} formError={actionData?.formError} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/my-learning", label: m.backToMyLearning() }} />;
}
