import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The secrets the data needs beside it in a backup (docs/decisions/0065-backup-secrets.md). One
 * is enough today: the auth secret (AUTH_SECRET, or DATA_DIR/auth-secret) signs every session cookie,
 * and the webhook signing secrets in the database are encrypted under a key derived from it
 * (app/platform/webhooks/secrets.server.ts). Restored under another auth secret, everyone is signed
 * out and no webhook can be signed. So the archive carries it, encrypted (AES-256-GCM, the key
 * derived from a passphrase the operator gives with scrypt), and always its fingerprint, so a restore
 * without it can tell whether the target already has the right one and refuse, saying what to carry.
 */

const MIN_PASSPHRASE_LENGTH = 12;
const SEALED_FORMAT = "campus-secrets-v1";
/** scrypt's cost: about 0.1 s and 32 MB on a small server, for each guess an attacker makes too. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 } as const;
const SCRYPT_MAX_MEMORY = 64 * 1024 * 1024;

export interface CarriedSecrets {
  authSecret: string;
}

export interface SealedSecrets {
  format: typeof SEALED_FORMAT;
  kdf: { name: "scrypt"; N: number; r: number; p: number; salt: string };
  cipher: "aes-256-gcm";
  iv: string;
  tag: string;
  ciphertext: string;
}

/** What a backup's manifest says about the secrets. */
export interface BackupSecrets {
  /** SHA-256 over a fixed label and the auth secret the data was made with: it names the secret, never gives it away. */
  authSecretFingerprint: string;
  /** The secrets, encrypted with the operator's passphrase; null for a backup made without one. */
  sealed: SealedSecrets | null;
}

export function authSecretFingerprint(authSecret: string): string {
  return crypto.createHash("sha256").update(`campus backup: auth secret fingerprint\n${authSecret}`).digest("hex");
}

function keyFrom(passphrase: string, salt: Buffer, parameters: { N: number; r: number; p: number }): Buffer {
  return crypto.scryptSync(passphrase.normalize("NFC"), salt, 32, { ...parameters, maxmem: SCRYPT_MAX_MEMORY });
}

function checkPassphrase(passphrase: string): string | null {
  if (passphrase.length < MIN_PASSPHRASE_LENGTH)
    return `The backup passphrase is too short: use at least ${MIN_PASSPHRASE_LENGTH} characters.`;
  return null;
}

function sealSecrets(secrets: CarriedSecrets, passphrase: string): SealedSecrets {
  const problem = checkPassphrase(passphrase);
  if (problem) throw new Error(problem);
  const salt = crypto.randomBytes(16);
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", keyFrom(passphrase, salt, SCRYPT), iv);
  cipher.setAAD(Buffer.from(SEALED_FORMAT));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(secrets), "utf8"), cipher.final()]);
  return {
    format: SEALED_FORMAT,
    kdf: { name: "scrypt", ...SCRYPT, salt: salt.toString("base64") },
    cipher: "aes-256-gcm",
    iv: iv.toString("base64"),
    tag: cipher.getAuthTag().toString("base64"),
    ciphertext: ciphertext.toString("base64"),
  };
}

export function openSecrets(sealed: SealedSecrets, passphrase: string): CarriedSecrets {
  if (sealed.format !== SEALED_FORMAT || sealed.kdf?.name !== "scrypt" || sealed.cipher !== "aes-256-gcm")
    throw new Error("The backup's secrets are sealed in a form this Campus does not know.");
  const { N, r, p, salt } = sealed.kdf;
  try {
    const decipher = crypto.createDecipheriv(
      "aes-256-gcm",
      keyFrom(passphrase, Buffer.from(salt, "base64"), { N, r, p }),
      Buffer.from(sealed.iv, "base64"),
    );
    decipher.setAAD(Buffer.from(SEALED_FORMAT));
    decipher.setAuthTag(Buffer.from(sealed.tag, "base64"));
    const plain = Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, "base64")), decipher.final()]);
    const secrets = JSON.parse(plain.toString("utf8")) as CarriedSecrets;
    if (typeof secrets.authSecret !== "string" || !secrets.authSecret) throw new Error("no auth secret");
    return secrets;
  } catch {
    throw new Error("The passphrase does not open the backup's secrets: give the passphrase the backup was made with.");
  }
}

export function backupSecrets(authSecret: string, passphrase: string | null): BackupSecrets {
  return {
    authSecretFingerprint: authSecretFingerprint(authSecret),
    sealed: passphrase === null ? null : sealSecrets({ authSecret }, passphrase),
  };
}

export interface RestoreSecretsOptions {
  /** The passphrase the operator gave, if any. */
  passphrase: string | null;
  /** AUTH_SECRET when the environment sets it; null when the secret is kept in authSecretFile. */
  environmentAuthSecret: string | null;
  /** DATA_DIR/auth-secret: where the server reads the auth secret when AUTH_SECRET is not set. */
  authSecretFile: string;
  /** Restore under another auth secret all the same: everyone signs in again, webhook endpoints need new secrets. */
  acceptNewAuthSecret?: boolean;
}

const WHAT_THE_SECRET_DOES =
  "it signs everyone's session and encrypts the webhook signing secrets, so under another one everyone is signed out and no webhook can be signed";

const ACCEPT_HINT =
  "To restore all the same (everyone signs in again; each webhook endpoint needs a new secret), add --accept-new-auth-secret.";

/**
 * Decides, before anything is written, which auth secret the restored data will run under, and
 * refuses (with what to carry) when it would not be the one the data was made with. Returns the
 * secret to write to authSecretFile after the restore, or null when nothing needs writing.
 */
export function planRestoredSecrets(secrets: BackupSecrets | undefined, options: RestoreSecretsOptions): string | null {
  // An archive from before secrets were carried: nothing to compare.
  if (!secrets) return null;
  const accept = options.acceptNewAuthSecret === true;
  if (secrets.sealed) {
    if (options.passphrase === null) {
      if (accept) return null;
      throw new Error(
        "This backup carries its auth secret, encrypted with the passphrase it was made with: give that passphrase with --passphrase-file FILE (or CAMPUS_BACKUP_PASSPHRASE).",
      );
    }
    const carried = openSecrets(secrets.sealed, options.passphrase);
    if (options.environmentAuthSecret !== null && options.environmentAuthSecret !== carried.authSecret) {
      if (accept) return null;
      throw new Error(
        `AUTH_SECRET is set to another value than the one this backup was made with (${WHAT_THE_SECRET_DOES}). Set AUTH_SECRET to the old value, or unset it so the backup's secret is written to ${options.authSecretFile}. ${ACCEPT_HINT}`,
      );
    }
    return options.environmentAuthSecret === null ? carried.authSecret : null;
  }
  const current = options.environmentAuthSecret ?? readSecretFile(options.authSecretFile);
  if (current !== null && authSecretFingerprint(current) === secrets.authSecretFingerprint) return null;
  if (accept) return null;
  throw new Error(
    `This backup was made without its auth secret (no passphrase), and this Campus has another one (${WHAT_THE_SECRET_DOES}). Carry the old one: copy the old DATA_DIR's auth-secret file to ${options.authSecretFile}, or set AUTH_SECRET to the old value, then restore again. Next time, back up with --passphrase-file FILE so the archive carries it. ${ACCEPT_HINT}`,
  );
}

function readSecretFile(file: string): string | null {
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : null;
}

/** Writes the auth secret where the server reads it (as env.server.ts creates it: owner-only), replacing what was there. */
export function writeAuthSecretFile(file: string, authSecret: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${crypto.randomUUID()}.partial`;
  fs.writeFileSync(partial, authSecret, { mode: 0o600 });
  fs.renameSync(partial, file);
}
