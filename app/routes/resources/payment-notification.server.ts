import { applyPaymentNotification } from "~/features/selling/providers/apply-notification.server";
import type { PaymentProviderName } from "~/features/selling/providers/provider";
import { PAYMENT_PROVIDERS } from "~/features/selling/providers/registry.server";
import { clientAddress } from "~/lib/client-address.server";
import { logger } from "~/lib/logger.server";
import { isBodyTooLarge } from "~/lib/request-body.server";
import { getDb } from "~/server/app-context.server";
import { fulfilOrder } from "~/server/selling-fulfilment.server";

/** A provider's notification is a few kilobytes; anything past this is not one. */
export const NOTIFICATION_MAX_BYTES = 64 * 1024;

function reply(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** The body's bytes as text, kept exactly as sent (the signatures are over them), or null past the limit. */
async function boundedText(request: Request): Promise<string | null> {
  const reader = request.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > NOTIFICATION_MAX_BYTES) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A payment provider's notification (PayFast ITN, Yoco and Paystack webhooks, Ozow notify): public,
 * since the provider's servers send it, and trusted only once the provider's own checks pass
 * (decision 0084-providers-notifications). Genuine notifications are answered 200 whatever they
 * did (applied, already received, refused for a wrong amount or order), so the provider stops
 * resending them; unproven ones get 400 and change nothing.
 */
export async function handlePaymentNotification(request: Request, name: PaymentProviderName): Promise<Response> {
  const provider = PAYMENT_PROVIDERS[name];
  const env = process.env;
  if (!provider.isConfigured(env)) return reply(404, `${provider.label} payments are not enabled on this site.`);
  let rawBody: string | null;
  try {
    rawBody = await boundedText(request);
  } catch (error) {
    if (isBodyTooLarge(error)) rawBody = null;
    else return reply(400, "The notification could not be read.");
  }
  if (rawBody === null) return reply(413, `A notification is at most ${NOTIFICATION_MAX_BYTES} bytes.`);
  if (rawBody.includes("\u0000")) return reply(400, "The notification contains a NUL character.");
  const now = new Date();
  const check = await provider.verifyNotification(
    env,
    { rawBody, headers: request.headers, sourceAddress: clientAddress(request) },
    now,
  );
  if (check.kind === "rejected") {
    logger.info("payment notification rejected", { provider: name, detail: check.detail });
    return reply(400, `Notification refused: ${check.detail}`);
  }
  if (check.kind === "ignored") return reply(200, `Received: ${check.detail} Nothing to apply.`);
  const applied = await applyPaymentNotification(getDb(), provider, check, fulfilOrder, now);
  if (applied.result === "applied") return reply(200, "Received: payment applied.");
  if (applied.result === "duplicate") return reply(200, `Received: ${applied.detail} Not applied again.`);
  logger.info("payment notification refused", { provider: name, detail: applied.detail });
  return reply(200, `Received, not applied: ${applied.detail}`);
}
