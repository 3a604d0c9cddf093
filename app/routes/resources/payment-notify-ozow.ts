import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/payment-notify-ozow";
import { handlePaymentNotification } from "./payment-notification.server";

// Sent by Ozow's servers: the notification's own checks are the authority, not a session (decision 0084-providers-notifications).
export const access = { write: "public" } satisfies RouteAccess;

export function action({ request }: Route.ActionArgs) {
  return handlePaymentNotification(request, "ozow");
}
