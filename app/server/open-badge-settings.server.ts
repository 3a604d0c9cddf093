import type { OpenBadgeSettings } from "~/features/open-badges/open-badge-documents.server";
import { getEnvironment } from "~/lib/env.server";

/** Where the Open Badges documents find the site's address and the issuer keys (decision 0097-open-badges). */
export function openBadgeSettings(): OpenBadgeSettings {
  const environment = getEnvironment();
  return {
    baseUrl: environment.baseUrl,
    dataDirectory: environment.dataDirectory,
    issuerKey: environment.OPEN_BADGES_ISSUER_KEY,
  };
}
