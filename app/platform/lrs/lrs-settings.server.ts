import { getEnvironment } from "~/lib/env.server";

/** The site's origin: the homePage of every Campus account agent and the root of Campus's activity ids. */
export function lrsHomePage(): string {
  return new URL(getEnvironment().baseUrl).origin;
}

export interface LrsForwardTarget {
  /** The external LRS's xAPI endpoint, ending in a slash (statements are PUT below it). */
  endpoint: string;
  /** "user:password" for HTTP Basic, when the external LRS asks for it. */
  basic?: string;
}

/** LRS_FORWARD_ENDPOINT (and LRS_FORWARD_BASIC): where stored statements are copied, if anywhere. */
export function lrsForwardTarget(): LrsForwardTarget | null {
  const environment = getEnvironment();
  const endpoint = environment.LRS_FORWARD_ENDPOINT;
  if (!endpoint) return null;
  return { endpoint: endpoint.endsWith("/") ? endpoint : `${endpoint}/`, basic: environment.LRS_FORWARD_BASIC };
}
