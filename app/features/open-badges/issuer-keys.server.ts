import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The Open Badges issuer's Ed25519 keys (decision 0100-open-badges-credentials). Without OPEN_BADGES_ISSUER_KEY
 * they live in one file in the data directory, created on first start; rotating appends a key, and
 * the newest signs while every older public key stays published in the issuer profile, so
 * credentials signed before still verify. The private key never leaves this module except as a
 * KeyObject for signing, and nothing here logs it.
 */

const ISSUER_KEYS_FILE_NAME = "open-badges-issuer-keys.json";

/** A key made here keeps its private half; a key given by OPEN_BADGES_ISSUER_KEY is remembered by its public half only. */
interface StoredKey {
  createdAt: string;
  privateJwk?: crypto.JsonWebKey;
  publicJwk?: crypto.JsonWebKey;
}

interface StoredKeys {
  keys: StoredKey[];
}

interface PublishedKey {
  /** The RFC 7638 thumbprint of the public key: the fragment of the verification method's id. */
  keyId: string;
  publicJwk: { kty: "OKP"; crv: "Ed25519"; x: string };
  createdAt: string;
}

export interface IssuerKey extends PublishedKey {
  privateKey: crypto.KeyObject;
}

export interface IssuerKeyRing {
  /** Signs every new credential. */
  signing: IssuerKey;
  /** Every key whose public half the issuer profile publishes, the signing key included. */
  published: PublishedKey[];
}

export interface IssuerKeySource {
  dataDirectory: string;
  /** OPEN_BADGES_ISSUER_KEY: when set, it signs; the file's keys are still published. */
  issuerKey?: string;
}

function publishedKeyFrom(publicKey: crypto.KeyObject, createdAt: string): PublishedKey {
  if (publicKey.asymmetricKeyType !== "ed25519") throw new Error("The Open Badges issuer key must be an Ed25519 key.");
  const jwk = publicKey.export({ format: "jwk" });
  const publicJwk = { kty: "OKP" as const, crv: "Ed25519" as const, x: String(jwk.x) };
  const keyId = crypto
    .createHash("sha256")
    .update(JSON.stringify({ crv: publicJwk.crv, kty: publicJwk.kty, x: publicJwk.x }))
    .digest("base64url");
  return { keyId, publicJwk, createdAt };
}

function issuerKeyFrom(privateKey: crypto.KeyObject, createdAt: string): IssuerKey {
  return { ...publishedKeyFrom(crypto.createPublicKey(privateKey), createdAt), privateKey };
}

/** OPEN_BADGES_ISSUER_KEY as PKCS#8 PEM or a private JWK; a clear message (never the value) when it is neither. */
function keyFromEnvironment(value: string): IssuerKey {
  try {
    const trimmed = value.trim();
    const privateKey = trimmed.startsWith("{")
      ? crypto.createPrivateKey({ key: JSON.parse(trimmed), format: "jwk" })
      : crypto.createPrivateKey(trimmed);
    return issuerKeyFrom(privateKey, "1970-01-01T00:00:00.000Z");
  } catch {
    throw new Error("OPEN_BADGES_ISSUER_KEY must be an Ed25519 private key, as PKCS#8 PEM or a private JWK.");
  }
}

function newStoredKey(now: Date): StoredKey {
  const { privateKey } = crypto.generateKeyPairSync("ed25519");
  return { createdAt: now.toISOString(), privateJwk: privateKey.export({ format: "jwk" }) };
}

/** Where the keys live without OPEN_BADGES_ISSUER_KEY (the backup carries this file). */
export function issuerKeysFile(dataDirectory: string) {
  return path.join(dataDirectory, ISSUER_KEYS_FILE_NAME);
}

/** Writes beside the file and renames over it, so a reader never sees half a file. */
function writeKeysFile(file: string, stored: StoredKeys, { replace }: { replace: boolean }) {
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(6).toString("hex")}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  try {
    if (replace) fs.renameSync(temporary, file);
    // link() fails when the file exists: two processes starting at once keep the first one's key.
    else fs.linkSync(temporary, file);
  } catch (error) {
    if (replace || (error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

function readStoredKeys(file: string): StoredKeys | undefined {
  if (!fs.existsSync(file)) return undefined;
  const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as StoredKeys;
  if (!Array.isArray(parsed.keys) || parsed.keys.length === 0) throw new Error(`${file} holds no issuer key.`);
  return parsed;
}

function ringFrom(stored: StoredKeys | undefined, environmentKey: IssuerKey | undefined): IssuerKeyRing {
  const fileKeys = (stored?.keys ?? []).map((key): PublishedKey | IssuerKey =>
    key.privateJwk
      ? issuerKeyFrom(crypto.createPrivateKey({ key: key.privateJwk, format: "jwk" }), key.createdAt)
      : publishedKeyFrom(crypto.createPublicKey({ key: key.publicJwk ?? {}, format: "jwk" }), key.createdAt),
  );
  const lastFileKey = fileKeys.at(-1);
  const signing = environmentKey ?? (lastFileKey && isSigningKey(lastFileKey) ? lastFileKey : undefined);
  if (!signing) throw new Error("No Open Badges issuer key: set OPEN_BADGES_ISSUER_KEY or rotate to make one.");
  const published = [...fileKeys.filter((key) => key.keyId !== signing.keyId), signing];
  return { signing, published };
}

function isSigningKey(key: PublishedKey | IssuerKey): key is IssuerKey {
  return "privateKey" in key;
}

/** An environment key's public half goes in the file once, so it stays published after the variable changes. */
function rememberEnvironmentKey(file: string, stored: StoredKeys | undefined, key: IssuerKey): StoredKeys {
  const known = (stored?.keys ?? []).some((entry) => {
    const jwk = entry.publicJwk ?? entry.privateJwk;
    return jwk?.x === key.publicJwk.x;
  });
  if (known && stored) return stored;
  const next = { keys: [...(stored?.keys ?? []), { createdAt: new Date().toISOString(), publicJwk: key.publicJwk }] };
  writeKeysFile(file, next, { replace: true });
  return next;
}

let cached: { file: string; stamp: string; environmentKey?: string; ring: IssuerKeyRing } | undefined;

/**
 * The key ring, creating the file with a first key when there is neither a file nor
 * OPEN_BADGES_ISSUER_KEY. Re-read when the file changes, so a rotation reaches every running process.
 */
export function loadIssuerKeys(source: IssuerKeySource): IssuerKeyRing {
  const file = issuerKeysFile(source.dataDirectory);
  if (!source.issuerKey && !fs.existsSync(file)) {
    fs.mkdirSync(source.dataDirectory, { recursive: true });
    writeKeysFile(file, { keys: [newStoredKey(new Date())] }, { replace: false });
  }
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  const stamp = stat ? `${stat.mtimeMs}:${stat.size}:${stat.ino}` : "none";
  if (cached && cached.file === file && cached.stamp === stamp && cached.environmentKey === source.issuerKey) {
    return cached.ring;
  }
  const environmentKey = source.issuerKey ? keyFromEnvironment(source.issuerKey) : undefined;
  let stored = readStoredKeys(file);
  if (environmentKey) {
    fs.mkdirSync(source.dataDirectory, { recursive: true });
    stored = rememberEnvironmentKey(file, stored, environmentKey);
  } else if (stored && !stored.keys.at(-1)?.privateJwk) {
    // OPEN_BADGES_ISSUER_KEY was set before and is gone: a new key of our own signs from now on.
    stored = { keys: [...stored.keys, newStoredKey(new Date())] };
    writeKeysFile(file, stored, { replace: true });
  }
  const ring = ringFrom(stored, environmentKey);
  const written = fs.statSync(file, { throwIfNoEntry: false });
  cached = {
    file,
    stamp: written ? `${written.mtimeMs}:${written.size}:${written.ino}` : stamp,
    environmentKey: source.issuerKey,
    ring,
  };
  return ring;
}

/**
 * A new signing key (the rotation command): appended to the file, so the older public keys stay
 * published. Refused while OPEN_BADGES_ISSUER_KEY is set: that key is the operator's to change.
 */
export function rotateIssuerKey(source: IssuerKeySource, now = new Date()): { keyId: string; publishedKeys: number } {
  if (source.issuerKey) {
    throw new Error(
      "OPEN_BADGES_ISSUER_KEY is set: rotate by setting a new key there (the keys in the data directory stay published).",
    );
  }
  const file = issuerKeysFile(source.dataDirectory);
  loadIssuerKeys(source);
  const stored = readStoredKeys(file) ?? { keys: [] };
  const added = newStoredKey(now);
  writeKeysFile(file, { keys: [...stored.keys, added] }, { replace: true });
  const ring = loadIssuerKeys(source);
  return { keyId: ring.signing.keyId, publishedKeys: ring.published.length };
}
