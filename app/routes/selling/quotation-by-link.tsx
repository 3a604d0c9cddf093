import { data, redirect } from "react-router";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { QuotationPage } from "~/features/selling/components/quotation-page";
import { quotationIntentSchema } from "~/features/selling/quotation.schema";
import { acceptQuotation, loadQuotationView, readQuotationToken } from "~/features/selling/quotations.server";
import { invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { pageMeta } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { getDb } from "~/server/app-context.server";
import { fulfilOrder } from "~/server/selling-fulfilment.server";
import type { Route } from "./+types/quotation-by-link";
import * as m from "./messages";

/** The quotation mail's link: whoever holds its signed token, with or without an account. */
export const access = { read: "public", write: { accept: "public" } } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches, location }) =>
  pageMeta(matches, location, {
    title: loaded ? m.quotationTitle({ number: loaded.view.number }) : m.quotation(),
    description: m.quotationDescription(),
    noIndex: true,
  });

const BAD_LINK = "This quotation link is not valid. Open the link in the quotation email again.";

function orderIdOf(token: string): string {
  const orderId = readQuotationToken(token);
  if (!orderId) throw refusalResponse(refuse("missing", BAD_LINK));
  return orderId;
}

export async function loader({ params }: Route.LoaderArgs) {
  const found = await loadQuotationView(getDb(), orderIdOf(params.token));
  if (!found.ok) throw refusalResponse(found);
  // One buyer's prices behind a secret link: never kept by the page cache or a proxy.
  return data({ view: found.view }, { headers: { "Cache-Control": "private, no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function action({ request, params }: Route.ActionArgs) {
  const orderId = orderIdOf(params.token);
  const parsed = parseForm(quotationIntentSchema, await readFormData(request));
  if (!parsed.ok) return invalidReply(parsed);
  const accepted = await acceptQuotation(getDb(), orderId, fulfilOrder);
  if (!accepted.ok) return refusalReply(accepted);
  return redirect(`/quotation/${encodeURIComponent(params.token)}`, {
    headers: await toastHeaders(m.quotationAcceptedToast()),
  });
}

export default function QuotationByLink({ loaderData, actionData }: Route.ComponentProps) {
  return <QuotationPage view={loaderData.view} formError={actionData?.formError} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/", label: m.backToHome() }} />;
}
