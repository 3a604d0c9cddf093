import { getEnvironment, type TrustProxySetting } from "../app/lib/env.server.ts";
import type { BodyLimitSettings } from "./request-limits.ts";

/** What the request edge needs from the environment, read and checked once by env.server.ts. */
export interface EdgeSettings {
  isProduction: boolean;
  /** Express `trust proxy`, from TRUST_PROXY. */
  trustProxy: TrustProxySetting;
  limits: BodyLimitSettings;
  /**
   * MAX_IN_FLIGHT: requests past the cheap answers (page-cache hits, files, probes) one process works
   * on at once before it sheds page reads with a 503 (server/load-shedding.ts). 0 or unset: no bound.
   */
  maxInFlight?: number;
}

export function edgeSettingsFromEnvironment({ isProduction }: { isProduction: boolean }): EdgeSettings {
  const environment = getEnvironment();
  return {
    isProduction,
    trustProxy: environment.TRUST_PROXY,
    limits: { uploadMaxBytes: environment.UPLOAD_MAX_BYTES },
    maxInFlight: environment.MAX_IN_FLIGHT,
  };
}
