import { paymentBrowserOrigins } from "~/features/selling/providers/registry.server";

let cached: string[] | undefined;

/**
 * The card and instant-EFT providers' pages the buyer's browser is sent to (PayFast's and Ozow's
 * form posts, Yoco's and Paystack's redirects): the page CSP's form-action allows them, and only
 * those whose variables are set. Read once, like the rest of the environment.
 */
export function paymentFormTargets(): string[] {
  cached ??= paymentBrowserOrigins(process.env);
  return cached;
}
