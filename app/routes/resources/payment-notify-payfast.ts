import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/payment-notify-payfast";
import { handlePaymentNotification } from "./payment-notification.server";

// Sent by PayFast's servers: the notification's own checks are the authority, not a session (decision 0084-providers-notifications).
export const access = { write: "public" } satisfies RouteAccess;

export function action({ request }: Route.ActionArgs) {
  return handlePaymentNotification(request, "payfast");
}
