import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getEnvironment } from "~/lib/env.server";

/**
 * An OpenID Connect client secret must be read back to call the provider's token endpoint, so it is
 * kept encrypted (AES-256-GCM) under a key derived from AUTH_SECRET, as webhook secrets are: a copy
 * of the database alone does not give it away. The staff page never shows it, only whether one is set.
 */
const FORMAT = "v1";

function key(): Buffer {
  return Buffer.from(hkdfSync("sha256", getEnvironment().authSecret, "campus", "campus sso client secrets v1", 32));
}

export function encryptClientSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const encrypted = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [FORMAT, iv.toString("base64"), cipher.getAuthTag().toString("base64"), encrypted.toString("base64")].join(
    ":",
  );
}

/** The secret, or null when it cannot be read (another AUTH_SECRET, a damaged value). */
export function decryptClientSecret(stored: string): string | null {
  const [format, iv, tag, encrypted] = stored.split(":");
  if (format !== FORMAT || !iv || !tag || !encrypted) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64"));
    decipher.setAuthTag(Buffer.from(tag, "base64"));
    return Buffer.concat([decipher.update(Buffer.from(encrypted, "base64")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
