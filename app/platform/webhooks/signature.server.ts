import { createHmac } from "node:crypto";
import { SECRET_PREFIX } from "./secrets.server";

/**
 * The Standard Webhooks signature: `v1,` + base64 HMAC-SHA256, keyed with the secret's decoded bytes,
 * of `<webhook-id>.<webhook-timestamp>.<body>`.
 */
export function signWebhook(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), "base64");
  const mac = createHmac("sha256", key).update(`${messageId}.${timestampSeconds}.${body}`).digest("base64");
  return `v1,${mac}`;
}
