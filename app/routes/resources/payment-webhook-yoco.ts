import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/payment-webhook-yoco";
import { handlePaymentNotification } from "./payment-notification.server";

// Sent by Yoco's servers: the webhook's signature is the authority, not a session (decision 0084-providers-notifications).
export const access = { write: "public" } satisfies RouteAccess;

export function action({ request }: Route.ActionArgs) {
  return handlePaymentNotification(request, "yoco");
}
