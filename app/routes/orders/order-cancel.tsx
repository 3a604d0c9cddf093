import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { OrderCancelPage } from "~/features/selling/components/order-cancel-page";
import { CANCEL_ORDER_INTENT, CANCEL_SEATS_INTENT } from "~/features/selling/fulfilment.schema";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { loadOrderCancellation } from "~/server/selling-cancellation.server";
import type { Route } from "./+types/order-cancel";
import * as m from "./messages";
import { answerCancel } from "./order-cancel.server";

/** Cancel seats of an order within the cancellation policy (decision 0083-fulfilment-seats). */
export const access = {
  read: "order-holder",
  write: { [CANCEL_SEATS_INTENT]: "order-holder", [CANCEL_ORDER_INTENT]: "order-holder" },
  refusesWithNotFound: true,
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) =>
  pageTitle(loaded ? m.cancelSeatsTitle({ number: loaded.view.number }) : m.cancelSeats(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const loaded = await loadOrderCancellation(getDb(), params.orderId, {
    userId: user.id,
    isAdmin: user.role === "admin",
  });
  if (!loaded.ok) throw refusalResponse(loaded);
  return { view: loaded.view };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  return answerCancel(user, params.orderId, await readFormData(request));
}

export default function OrderCancel({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderCancelPage view={loaderData.view} reply={actionData && !actionData.ok ? actionData : undefined} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary backTo={{ to: "/my-learning", label: m.backToMyLearning() }} />;
}
