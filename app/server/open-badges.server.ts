import { takeStatusPosition } from "~/features/certificates/certificate-status-position.server";
import type { OpenBadgeSettings } from "~/features/open-badges/open-badge-issuer.server";
import { getEnvironment } from "~/lib/env.server";

/**
 * What the Open Badges documents need from outside their feature (decision 0100-open-badges-credentials): the
 * site's address, where the issuer keys are, and the certificates feature's status-list positions
 * (composed here, so open-badges does not import certificates).
 */
export function openBadgeSettings(): OpenBadgeSettings {
  const environment = getEnvironment();
  return {
    baseUrl: environment.baseUrl,
    dataDirectory: environment.dataDirectory,
    issuerKey: environment.OPEN_BADGES_ISSUER_KEY,
    statusPositionOf: takeStatusPosition,
  };
}
