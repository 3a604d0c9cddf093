import type { RouteAccess } from "~/lib/route-access";
import { xapiJson } from "./xapi-http.server";

/** /xapi/about (xAPI Communication 2.8): the versions this LRS speaks; no credential needed. */
export const access = { read: "public" } satisfies RouteAccess;

export function loader() {
  return xapiJson({ version: ["1.0.3", "1.0.2", "1.0.1", "1.0.0"], extensions: {} });
}
