import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { authSecretFingerprint, backupSecrets, openSecrets, planRestoredSecrets } from "./backup-secrets.server";

const PASSPHRASE = "a long enough passphrase";
const OLD = "the-secret-the-data-was-made-with";

function freshSecretFile(content?: string) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "campus-secrets-"));
  const file = path.join(directory, "auth-secret");
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
    expect(backupSecrets(OLD, null)).toEqual({ authSecretFingerprint: authSecretFingerprint(OLD), sealed: null });
  });

  it("plans which secret the restored data runs under, or refuses before writing", () => {
    const sealed = backupSecrets(OLD, PASSPHRASE);
    const file = freshSecretFile("a-new-random-secret");
    const base = { passphrase: PASSPHRASE, environmentAuthSecret: null, authSecretFile: file };
    // Written to DATA_DIR/auth-secret when the environment does not set AUTH_SECRET.
    expect(planRestoredSecrets(sealed, base)).toBe(OLD);
    // AUTH_SECRET already the old value: nothing to write; another value: refused, unless accepted.
    expect(planRestoredSecrets(sealed, { ...base, environmentAuthSecret: OLD })).toBeNull();
    expect(() => planRestoredSecrets(sealed, { ...base, environmentAuthSecret: "other" })).toThrow(
      /AUTH_SECRET is set to another value/,
    );
    expect(
      planRestoredSecrets(sealed, { ...base, environmentAuthSecret: "other", acceptNewAuthSecret: true }),
    ).toBeNull();
    expect(() => planRestoredSecrets(sealed, { ...base, passphrase: null })).toThrow(/give that passphrase/);

    const unsealed = backupSecrets(OLD, null);
    expect(() => planRestoredSecrets(unsealed, base)).toThrow(/made without its auth secret/);
    expect(planRestoredSecrets(unsealed, { ...base, authSecretFile: freshSecretFile(OLD) })).toBeNull();
    expect(planRestoredSecrets(unsealed, { ...base, environmentAuthSecret: OLD })).toBeNull();
    expect(planRestoredSecrets(unsealed, { ...base, acceptNewAuthSecret: true })).toBeNull();
    // An archive from before the secrets were carried: nothing to compare against.
    expect(planRestoredSecrets(undefined, base)).toBeNull();
  });
});
