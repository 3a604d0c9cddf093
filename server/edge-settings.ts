import { getEnvironment, type TrustProxySetting } from "../app/lib/env.server.ts";
import type { BodyLimitSettings } from "./request-limits.ts";

/** What the request edge needs from the environment, read and checked once by env.server.ts. */
export interface EdgeSettings {
  isProduction: boolean;
  /** Express `trust proxy`, from TRUST_PROXY. */
  trustProxy: TrustProxySetting;
  limits: BodyLimitSettings;
}

export function edgeSettingsFromEnvironment({ isProduction }: { isProduction: boolean }): EdgeSettings {
  const environment = getEnvironment();
  return {
    isProduction,
    trustProxy: environment.TRUST_PROXY,
    limits: { uploadMaxBytes: environment.UPLOAD_MAX_BYTES },
  };
}
