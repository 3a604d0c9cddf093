/**
 * The Express server writes the socket's address into this header and drops any copy a client
 * sent, so it can be trusted for rate limits (server/app.ts).
 */
export const CLIENT_ADDRESS_HEADER = "x-campus-client-address";

export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
}
