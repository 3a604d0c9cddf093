import { ozow } from "./ozow.server";
import { payfast } from "./payfast.server";
import { paystack } from "./paystack.server";
import type { CardPaymentOption, PaymentProvider, PaymentProviderName, ProviderEnvironment } from "./provider";
import { yoco } from "./yoco.server";

export const PAYMENT_PROVIDERS: Record<PaymentProviderName, PaymentProvider> = { payfast, yoco, paystack, ozow };

/** The providers whose variables are set, in the order the buyer sees them. */
function enabledPaymentProviders(env: ProviderEnvironment): PaymentProvider[] {
  return Object.values(PAYMENT_PROVIDERS).filter((provider) => provider.isConfigured(env));
}

/** What the order page's Pay buttons need (CardPaymentButtons): no secrets, only names. */
export function cardPaymentOptions(env: ProviderEnvironment): CardPaymentOption[] {
  return enabledPaymentProviders(env).map(({ name, label, method }) => ({ name, label, method }));
}

/** Every origin a configured provider sends the buyer's browser to, for the page CSP's form-action. */
export function paymentBrowserOrigins(env: ProviderEnvironment): string[] {
  const origins = enabledPaymentProviders(env).flatMap((provider) => {
    try {
      return provider.browserOrigins(env).map((value) => new URL(value).origin);
    } catch {
      return [];
    }
  });
  return [...new Set(origins)].filter((origin) => /^https?:\/\/[a-z0-9.:-]+$/i.test(origin));
}
