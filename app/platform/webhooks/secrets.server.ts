import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Signing secrets in the Standard Webhooks form, `whsec_` + base64 of 24 random bytes; the HMAC key
 * is the decoded bytes. Campus must read a secret back to sign with it, so it is kept encrypted
 * (AES-256-GCM) under a key derived from AUTH_SECRET by HKDF: a copy of the database alone does
 * not give the secrets away. Changing AUTH_SECRET makes stored secrets unreadable (the endpoint's
 * deliveries then fail and say so), as it signs everyone out.
 */
export const SECRET_PREFIX = "whsec_";
const ENCRYPTION_FORMAT = "v1";

export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString("base64")}`;
}

export function secretKeyFrom(authSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret, "campus", "campus webhook signing secrets v1", 32));
}

export function encryptWebhookSecret(secret: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const encrypted = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [ENCRYPTION_FORMAT, iv, cipher.getAuthTag(), encrypted]
    .map((part) => (typeof part === "string" ? part : part.toString("base64")))
    .join(":");
}

/** The secret, or null when it cannot be read (another AUTH_SECRET, a damaged value). */
export function decryptWebhookSecret(stored: string, key: Buffer): string | null {
  const [format, iv, tag, encrypted] = stored.split(":");
  if (format !== ENCRYPTION_FORMAT || !iv || !tag || !encrypted) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64"));
    decipher.setAuthTag(Buffer.from(tag, "base64"));
    return Buffer.concat([decipher.update(Buffer.from(encrypted, "base64")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
