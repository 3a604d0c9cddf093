import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The secrets the data needs beside it in a backup (docs/decisions/0065-backup-secrets.md). The auth
 * secret (AUTH_SECRET, or DATA_DIR/auth-secret) signs every session cookie, and the webhook signing
 * secrets in the database are encrypted under a key derived from it
 * (app/platform/webhooks/secrets.server.ts): restored under another one, everyone is signed out and
 * no webhook can be signed. The Open Badges issuer keys file (DATA_DIR/open-badges-issuer-keys.json,
 * decision 0100-open-badges-credentials) holds the keys every credential was signed with: restored
 * without it, a new key is made and no credential issued before verifies. So the archive carries
 * both, encrypted (AES-256-GCM, the key derived from a passphrase the operator gives with scrypt),
 * and always their fingerprints, so a restore without them can tell whether the target already has
 * the right ones and refuse, saying what to carry.
 */

const MIN_PASSPHRASE_LENGTH = 12;
const SEALED_FORMAT = "campus-secrets-v1";
/** scrypt's cost: about 0.1 s and 32 MB on a small server, for each guess an attacker makes too. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 } as const;
const SCRYPT_MAX_MEMORY = 64 * 1024 * 1024;

export interface CarriedSecrets {
  authSecret: string;
  /** The issuer keys file's text as it was; absent when there was none (or in archives from before it was carried). */
  openBadgesIssuerKeys?: string;
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
  /**
   * SHA-256 over a fixed label and the public halves of the issuer keys file's keys: names them,
   * never gives a private key away. Null when the data directory had no such file; missing in
   * archives from before the keys were carried.
   */
  openBadgesIssuerKeysFingerprint?: string | null;
  /** The secrets, encrypted with the operator's passphrase; null for a backup made without one. */
  sealed: SealedSecrets | null;
}

export function authSecretFingerprint(authSecret: string): string {
  return crypto.createHash("sha256").update(`campus backup: auth secret fingerprint\n${authSecret}`).digest("hex");
}

/**
 * The issuer keys file's fingerprint, over each key's public half (x) in the file's order, so the
 * same keys written differently match. Null when the text is not a keys file; never echoes the text,
 * since it holds private keys.
 */
export function issuerKeysFingerprint(fileText: string): string | null {
  let publicHalves: string[];
  try {
    const parsed = JSON.parse(fileText) as {
      keys?: Array<{ privateJwk?: { x?: unknown }; publicJwk?: { x?: unknown } }>;
    };
    if (!Array.isArray(parsed.keys) || parsed.keys.length === 0) return null;
    publicHalves = parsed.keys.map((key) => String(key.publicJwk?.x ?? key.privateJwk?.x ?? ""));
  } catch {
    return null;
  }
  if (publicHalves.some((x) => !x)) return null;
  return crypto
    .createHash("sha256")
    .update(`campus backup: open badges issuer keys fingerprint\n${publicHalves.join("\n")}`)
    .digest("hex");
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
    if (secrets.openBadgesIssuerKeys !== undefined && typeof secrets.openBadgesIssuerKeys !== "string")
      throw new Error("issuer keys not text");
    return secrets;
  } catch {
    throw new Error("The passphrase does not open the backup's secrets: give the passphrase the backup was made with.");
  }
}

/**
 * What the manifest says about the secrets. `openBadgesIssuerKeys` is the issuer keys file's text, or
 * null when the data directory has none (Open Badges never used): it is refused, never echoed, when it
 * is not a keys file, so a damaged file is found at backup time rather than after a restore.
 */
export function backupSecrets(
  authSecret: string,
  passphrase: string | null,
  openBadgesIssuerKeys: string | null = null,
): BackupSecrets {
  const keysFingerprint = openBadgesIssuerKeys === null ? null : issuerKeysFingerprint(openBadgesIssuerKeys);
  if (openBadgesIssuerKeys !== null && keysFingerprint === null)
    throw new Error("The Open Badges issuer keys file holds no readable key: it cannot be backed up.");
  const carried: CarriedSecrets = openBadgesIssuerKeys === null ? { authSecret } : { authSecret, openBadgesIssuerKeys };
  return {
    authSecretFingerprint: authSecretFingerprint(authSecret),
    openBadgesIssuerKeysFingerprint: keysFingerprint,
    sealed: passphrase === null ? null : sealSecrets(carried, passphrase),
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
  /** DATA_DIR/open-badges-issuer-keys.json: where the server reads the Open Badges issuer keys. */
  issuerKeysFile: string;
  /** Replace an issuer keys file that holds other keys than the backup's (the keys it held are lost). */
  replaceIssuerKeys?: boolean;
  /** Restore without the backup's issuer keys all the same: credentials issued before stop verifying. */
  acceptNewIssuerKeys?: boolean;
}

/** What to write once the data is in: each null when nothing needs writing. */
export interface RestoredSecrets {
  authSecret: string | null;
  openBadgesIssuerKeys: string | null;
}

const WHAT_THE_SECRET_DOES =
  "it signs everyone's session and encrypts the webhook signing secrets, so under another one everyone is signed out and no webhook can be signed";

const ACCEPT_HINT =
  "To restore all the same (everyone signs in again; each webhook endpoint needs a new secret), add --accept-new-auth-secret.";

/**
 * Decides, before anything is written, which auth secret and issuer keys the restored data will run
 * under, and refuses (with what to carry) when they would not be the ones the data was made with.
 */
export function planRestoredSecrets(
  secrets: BackupSecrets | undefined,
  options: RestoreSecretsOptions,
): RestoredSecrets {
  // An archive from before secrets were carried: nothing to compare.
  if (!secrets) return { authSecret: null, openBadgesIssuerKeys: null };
  const { authSecret, carried } = planAuthSecret(secrets, options);
  return { authSecret, openBadgesIssuerKeys: planIssuerKeys(secrets, carried, options) };
}

function planAuthSecret(
  secrets: BackupSecrets,
  options: RestoreSecretsOptions,
): { authSecret: string | null; carried: CarriedSecrets | null } {
  const accept = options.acceptNewAuthSecret === true;
  if (secrets.sealed) {
    if (options.passphrase === null) {
      if (accept) return { authSecret: null, carried: null };
      throw new Error(
        "This backup carries its auth secret, encrypted with the passphrase it was made with: give that passphrase with --passphrase-file FILE (or CAMPUS_BACKUP_PASSPHRASE).",
      );
    }
    const carried = openSecrets(secrets.sealed, options.passphrase);
    if (options.environmentAuthSecret !== null && options.environmentAuthSecret !== carried.authSecret) {
      if (accept) return { authSecret: null, carried };
      throw new Error(
        `AUTH_SECRET is set to another value than the one this backup was made with (${WHAT_THE_SECRET_DOES}). Set AUTH_SECRET to the old value, or unset it so the backup's secret is written to ${options.authSecretFile}. ${ACCEPT_HINT}`,
      );
    }
    return { authSecret: options.environmentAuthSecret === null ? carried.authSecret : null, carried };
  }
  const current = options.environmentAuthSecret ?? readSecretFile(options.authSecretFile);
  if (current !== null && authSecretFingerprint(current) === secrets.authSecretFingerprint)
    return { authSecret: null, carried: null };
  if (accept) return { authSecret: null, carried: null };
  throw new Error(
    `This backup was made without its auth secret (no passphrase), and this Campus has another one (${WHAT_THE_SECRET_DOES}). Carry the old one: copy the old DATA_DIR's auth-secret file to ${options.authSecretFile}, or set AUTH_SECRET to the old value, then restore again. Next time, back up with --passphrase-file FILE so the archive carries it. ${ACCEPT_HINT}`,
  );
}

const WHAT_THE_KEYS_DO =
  "every Open Badge credential issued before the backup is signed with them, and verifies only while the issuer profile publishes them";

/**
 * The issuer keys file to write, or null. A file the target already has is never overwritten
 * unless the operator says so: it may hold keys that signed credentials of its own.
 */
function planIssuerKeys(
  secrets: BackupSecrets,
  carried: CarriedSecrets | null,
  options: RestoreSecretsOptions,
): string | null {
  const expected = secrets.openBadgesIssuerKeysFingerprint;
  // An archive from before the keys were carried, or a Campus that never made one: nothing to carry.
  if (!expected) return null;
  const file = options.issuerKeysFile;
  const existing = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
  if (existing !== null && issuerKeysFingerprint(existing) === expected) return null;
  const carriedKeys = carried?.openBadgesIssuerKeys;
  if (carriedKeys !== undefined) {
    if (existing === null || options.replaceIssuerKeys === true) return carriedKeys;
    throw new Error(
      `${file} already holds other Open Badges issuer keys than this backup's (${WHAT_THE_KEYS_DO}). Move it aside and restore again, or add --replace-issuer-keys to replace it with the backup's (the keys it holds now are lost: keep a copy if anything was signed with them).`,
    );
  }
  if (options.acceptNewIssuerKeys === true) return null;
  throw new Error(
    `This restore does not carry the backup's Open Badges issuer keys (it was made, or is restored, without the passphrase), and ${existing === null ? `${file} does not exist` : `${file} holds other keys`} (${WHAT_THE_KEYS_DO}). Carry them: copy the old DATA_DIR's open-badges-issuer-keys.json to ${file}, then restore again. Next time, back up with --passphrase-file FILE so the archive carries them. To restore all the same (credentials issued before stop verifying), add --accept-new-issuer-keys.`,
  );
}

function readSecretFile(file: string): string | null {
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : null;
}

/**
 * Writes a secret where the server reads it (the auth secret, the issuer keys file), owner-only as
 * the server creates them, replacing what was there in one rename.
 */
export function writeSecretFile(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${crypto.randomUUID()}.partial`;
  fs.writeFileSync(partial, content, { mode: 0o600 });
  fs.renameSync(partial, file);
}
