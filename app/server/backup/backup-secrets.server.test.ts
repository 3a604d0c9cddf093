import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  authSecretFingerprint,
  backupSecrets,
  issuerKeysFingerprint,
  openSecrets,
  planRestoredSecrets,
  type RestoreSecretsOptions,
} from "./backup-secrets.server";

const PASSPHRASE = "a long enough passphrase";
const OLD = "the-secret-the-data-was-made-with";

function freshDirectory() {
  return fs.mkdtempSync(path.join(os.tmpdir(), "campus-secrets-"));
}

function freshSecretFile(content?: string) {
  const file = path.join(freshDirectory(), "auth-secret");
  if (content !== undefined) fs.writeFileSync(file, content);
  return file;
}

/** An issuer keys file's text as issuer-keys.server.ts writes it: one Ed25519 key with its private half. */
function issuerKeysText() {
  const { privateKey } = crypto.generateKeyPairSync("ed25519");
  const keys = { keys: [{ createdAt: "2025-01-10T08:00:00.000Z", privateJwk: privateKey.export({ format: "jwk" }) }] };
  return { text: `${JSON.stringify(keys, null, 2)}\n`, privateD: String(keys.keys[0].privateJwk.d) };
}

function freshKeysFile(content?: string) {
  const file = path.join(freshDirectory(), "open-badges-issuer-keys.json");
  if (content !== undefined) fs.writeFileSync(file, content);
  return file;
}

describe("the auth secret in a backup", () => {
  it("opens only with its passphrase; a short one is refused", () => {
    const sealed = backupSecrets(OLD, PASSPHRASE).sealed;
    if (!sealed) throw new Error("expected sealed secrets");
    expect(openSecrets(sealed, PASSPHRASE)).toEqual({ authSecret: OLD });
    expect(() => openSecrets(sealed, "another passphrase")).toThrow(/does not open/);
    expect(() => backupSecrets(OLD, "short")).toThrow(/too short/);
    expect(backupSecrets(OLD, null)).toEqual({
      authSecretFingerprint: authSecretFingerprint(OLD),
      openBadgesIssuerKeysFingerprint: null,
      sealed: null,
    });
  });

  it("plans which secret the restored data runs under, or refuses before writing", () => {
    const sealed = backupSecrets(OLD, PASSPHRASE);
    const file = freshSecretFile("a-new-random-secret");
    const base = {
      passphrase: PASSPHRASE,
      environmentAuthSecret: null as string | null,
      authSecretFile: file,
      issuerKeysFile: freshKeysFile(),
    };
    const authSecretOf = (options: RestoreSecretsOptions, secrets = sealed) =>
      planRestoredSecrets(secrets, options).authSecret;
    // Written to DATA_DIR/auth-secret when the environment does not set AUTH_SECRET.
    expect(authSecretOf(base)).toBe(OLD);
    // AUTH_SECRET already the old value: nothing to write; another value: refused, unless accepted.
    expect(authSecretOf({ ...base, environmentAuthSecret: OLD })).toBeNull();
    expect(() => planRestoredSecrets(sealed, { ...base, environmentAuthSecret: "other" })).toThrow(
      /AUTH_SECRET is set to another value/,
    );
    expect(authSecretOf({ ...base, environmentAuthSecret: "other", acceptNewAuthSecret: true })).toBeNull();
    expect(() => planRestoredSecrets(sealed, { ...base, passphrase: null })).toThrow(/give that passphrase/);

    const unsealed = backupSecrets(OLD, null);
    expect(() => planRestoredSecrets(unsealed, base)).toThrow(/made without its auth secret/);
    expect(authSecretOf({ ...base, authSecretFile: freshSecretFile(OLD) }, unsealed)).toBeNull();
    expect(authSecretOf({ ...base, environmentAuthSecret: OLD }, unsealed)).toBeNull();
    expect(authSecretOf({ ...base, acceptNewAuthSecret: true }, unsealed)).toBeNull();
    // An archive from before the secrets were carried: nothing to compare against.
    expect(planRestoredSecrets(undefined, base)).toEqual({ authSecret: null, openBadgesIssuerKeys: null });
  });
});

describe("the Open Badges issuer keys in a backup", () => {
  const keys = issuerKeysText();
  const base = { passphrase: PASSPHRASE, environmentAuthSecret: OLD, authSecretFile: freshSecretFile(OLD) };

  it("travel sealed with the auth secret; the manifest names them by their public halves only", () => {
    const secrets = backupSecrets(OLD, PASSPHRASE, keys.text);
    if (!secrets.sealed) throw new Error("expected sealed secrets");
    expect(openSecrets(secrets.sealed, PASSPHRASE)).toEqual({ authSecret: OLD, openBadgesIssuerKeys: keys.text });
    expect(JSON.stringify(secrets)).not.toContain(keys.privateD);
    expect(secrets.openBadgesIssuerKeysFingerprint).toMatch(/^[0-9a-f]{64}$/);
    // The same keys written differently are the same keys.
    expect(issuerKeysFingerprint(JSON.stringify(JSON.parse(keys.text)))).toBe(secrets.openBadgesIssuerKeysFingerprint);
    expect(backupSecrets(OLD, null, keys.text)).toMatchObject({
      openBadgesIssuerKeysFingerprint: secrets.openBadgesIssuerKeysFingerprint,
      sealed: null,
    });
  });

  it("refuses a damaged keys file at backup time without echoing it", () => {
    const damaged = `${keys.text.slice(0, 80)}`;
    expect(() => backupSecrets(OLD, PASSPHRASE, damaged)).toThrow(
      "The Open Badges issuer keys file holds no readable key: it cannot be backed up.",
    );
  });

  it("are written into a DATA_DIR without them, and never over other keys unless told", () => {
    const sealed = backupSecrets(OLD, PASSPHRASE, keys.text);
    expect(planRestoredSecrets(sealed, { ...base, issuerKeysFile: freshKeysFile() }).openBadgesIssuerKeys).toBe(
      keys.text,
    );
    // The same keys already there: nothing to write.
    expect(
      planRestoredSecrets(sealed, { ...base, issuerKeysFile: freshKeysFile(keys.text) }).openBadgesIssuerKeys,
    ).toBeNull();
    const other = issuerKeysText();
    const otherFile = freshKeysFile(other.text);
    let refusal = "";
    try {
      planRestoredSecrets(sealed, { ...base, issuerKeysFile: otherFile });
    } catch (error) {
      refusal = (error as Error).message;
    }
    expect(refusal).toContain(`${otherFile} already holds other Open Badges issuer keys than this backup's`);
    expect(refusal).toContain("--replace-issuer-keys");
    expect(refusal).not.toContain(keys.privateD);
    expect(refusal).not.toContain(other.privateD);
    expect(
      planRestoredSecrets(sealed, { ...base, issuerKeysFile: otherFile, replaceIssuerKeys: true }).openBadgesIssuerKeys,
    ).toBe(keys.text);
  });

  it("without the passphrase, are refused unless the old file was copied by hand or their loss accepted", () => {
    const unsealed = backupSecrets(OLD, null, keys.text);
    const missing = freshKeysFile();
    expect(() => planRestoredSecrets(unsealed, { ...base, issuerKeysFile: missing })).toThrow(
      `copy the old DATA_DIR's open-badges-issuer-keys.json to ${missing}`,
    );
    expect(planRestoredSecrets(unsealed, { ...base, issuerKeysFile: freshKeysFile(keys.text) })).toEqual({
      authSecret: null,
      openBadgesIssuerKeys: null,
    });
    expect(
      planRestoredSecrets(unsealed, { ...base, issuerKeysFile: missing, acceptNewIssuerKeys: true })
        .openBadgesIssuerKeys,
    ).toBeNull();
    // A Campus that never made a key, or an archive from before the keys were carried: nothing to check.
    expect(planRestoredSecrets(backupSecrets(OLD, null), { ...base, issuerKeysFile: missing })).toEqual({
      authSecret: null,
      openBadgesIssuerKeys: null,
    });
    const { openBadgesIssuerKeysFingerprint: _, ...older } = unsealed;
    expect(planRestoredSecrets(older, { ...base, issuerKeysFile: missing }).openBadgesIssuerKeys).toBeNull();
  });
});
