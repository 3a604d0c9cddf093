import { serveApi as serveApiWith } from "~/features/api/handler.server";
import { API_HANDLERS } from "./api-handlers.server";

/** Every /api/v1 route answers through here: the api feature's pipeline with the handlers that compose the features. */
export function serveApi(request: Request, path: string | null, params: Record<string, string | undefined>) {
  return serveApiWith(request, path, params, API_HANDLERS);
}
