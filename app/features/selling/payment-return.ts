import { PAYMENT_PROVIDER_LABELS, PAYMENT_PROVIDER_NAMES } from "./providers/provider";

/**
 * What the return and cancel pages show, read from their own address (?provider=&order=) and from
 * nothing else: anyone may open them, so they look nothing up and say nothing about the order.
 */
export function paymentReturnFacts(query: URLSearchParams): { providerLabel: string | null; orderPath: string | null } {
  const provider = PAYMENT_PROVIDER_NAMES.find((name) => name === query.get("provider"));
  const orderId = query.get("order") ?? "";
  return {
    providerLabel: provider ? PAYMENT_PROVIDER_LABELS[provider] : null,
    orderPath: /^[A-Za-z0-9_-]{1,64}$/.test(orderId) ? `/orders/${orderId}` : null,
  };
}
