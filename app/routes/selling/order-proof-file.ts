import { findProof } from "~/features/selling/proofs-of-payment.server";
import { getEnvironment } from "~/lib/env.server";
import { fileResponse } from "~/lib/file-response.server";
import { fileStorage } from "~/lib/file-storage.server";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import { personalDataFile } from "~/server/personal-data-export.server";
import type { Route } from "./+types/order-proof-file";
import * as m from "./messages";
import { requireOrderOfBuyer } from "./require-order.server";

export const access = { read: "order-holder", refusesWithNotFound: true } satisfies RouteAccess;

/**
 * A proof of payment, streamed from private storage after the access check (never from /uploads),
 * with nosniff and the file CSP; staff opening it is written to the access log.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { order, isBuyer } = await requireOrderOfBuyer(request, params.orderId);
  const proof = await findProof(getDb(), order.id, params.proofId);
  if (!proof.ok) throw refusalResponse(proof);
  const stored = await fileStorage(getEnvironment().uploadDirectory).get(proof.storageName);
  if (!stored) throw refusalResponse(refuse("missing", m.proofMissingFromStorage()));
  return personalDataFile(
    request,
    `Proof of payment: order ${order.number} (${order.buyer_name})`,
    fileResponse(stored.body, {
      contentType: proof.contentType,
      fileName: proof.fileName,
      disposition: new URL(request.url).searchParams.has("download") ? "attachment" : "inline",
      cacheControl: "private, no-store",
      headers: { "Content-Length": String(stored.size), ETag: stored.etag },
    }),
    isBuyer ? "download" : "export",
  );
}
