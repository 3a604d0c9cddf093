import { getEnvironment } from "~/lib/env.server";
import { secretKeyFrom } from "./secrets.server";
import type { UrlPolicy } from "./url-safety.server";

/** What the admin screens and the worker need from the environment, read once. */
export function webhookSettings(): { policy: UrlPolicy; secretKey: Buffer } {
  const environment = getEnvironment();
  return {
    policy: { allowLocalhost: environment.WEBHOOKS_ALLOW_LOCALHOST === "true" },
    secretKey: secretKeyFrom(environment.authSecret),
  };
}
