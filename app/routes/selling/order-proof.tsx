import { OrderProofPage } from "~/features/selling/components/proof-upload-form";
import { UPLOAD_PROOF_INTENT } from "~/features/selling/eft.schema";
import { listProofs } from "~/features/selling/proofs-of-payment.server";
import { pageTitle } from "~/lib/page-title";
import type { RouteAccess } from "~/lib/route-access";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/order-proof";
import * as m from "./messages";
import { answerProofUpload } from "./order-proof-actions.server";
import { requireOrderOfBuyer } from "./require-order.server";

/** The buyer sends proof of an EFT for their order and sees what they sent (decision 0086-eft-payments). */
export const access = {
  read: "order-holder",
  write: { [UPLOAD_PROOF_INTENT]: "order-holder" },
  refusesWithNotFound: true,
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  pageTitle(data ? m.proofForOrderTitle({ number: data.orderNumber }) : null, matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const { order } = await requireOrderOfBuyer(request, params.orderId);
  const db = getDb();
  const [proofs, timeZone] = await Promise.all([listProofs(db, order.id), getSiteTimeZone(db)]);
  return {
    orderId: order.id,
    orderNumber: order.number,
    paymentReference: order.payment_reference,
    takesProof: order.status === "awaiting_payment" || order.status === "on_account",
    proofs,
    timeZone,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user, order } = await requireOrderOfBuyer(request, params.orderId);
  return answerProofUpload(request, user, order);
}

export default function OrderProof({ loaderData }: Route.ComponentProps) {
  return <OrderProofPage {...loaderData} />;
}
