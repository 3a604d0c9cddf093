import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import * as m from "./messages";
import { type ResolvedAddress, resolveAllowedAddress, type UrlPolicy } from "./url-safety.server";

export const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;
/** What the delivery log keeps of a receiver's answer. */
const RESPONSE_EXCERPT_LENGTH = 500;
// More than this is not read at all: a receiver cannot make a worker hold a large body.
const MAX_RESPONSE_BYTES = 16 * 1024;

export type PostResult =
  | { kind: "answered"; statusCode: number; excerpt: string }
  | { kind: "refused"; error: string }
  | { kind: "failed"; error: string };

/**
 * POSTs the body to the URL, to the address resolveAllowedAddress checked (the connection's DNS
 * lookup is pinned to it, so the name is not looked up twice), within one timeout for the whole
 * exchange. No redirects are followed: a 3xx is an answer like any other non-2xx.
 */
export async function postWebhook(
  url: URL,
  headers: Record<string, string>,
  body: string,
  { policy, timeoutMs = DEFAULT_WEBHOOK_TIMEOUT_MS }: { policy: UrlPolicy; timeoutMs?: number },
): Promise<PostResult> {
  const resolved = await resolveAllowedAddress(url, policy);
  if ("message" in resolved) return { kind: "refused", error: resolved.message };
  const pinned = pinnedLookup(resolved.address);
  const client = url.protocol === "https:" ? https : http;
  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        lookup: pinned,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let received = 0;
        response.on("data", (chunk: Buffer) => {
          if (received < MAX_RESPONSE_BYTES) chunks.push(chunk);
          received += chunk.length;
          if (received >= MAX_RESPONSE_BYTES) response.destroy();
        });
        const done = () =>
          finish({
            kind: "answered",
            statusCode: response.statusCode ?? 0,
            excerpt: Buffer.concat(chunks).toString("utf8").slice(0, RESPONSE_EXCERPT_LENGTH),
          });
        response.on("end", done);
        response.on("close", done);
        response.on("error", done);
      },
    );
    const timer = setTimeout(() => {
      finish({ kind: "failed", error: m.noAnswerWithinS({ round: Math.round(timeoutMs / 1000) }) });
      request.destroy();
    }, timeoutMs);
    request.on("error", (error) => finish({ kind: "failed", error: error.message }));
    request.end(body);
  });
}

function pinnedLookup(address: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (error: null, addresses: ResolvedAddress[]) => void)(null, [address]);
    } else {
      callback(null, address.address, address.family);
    }
  };
}
