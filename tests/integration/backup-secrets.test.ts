import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { makeSignature } from "better-auth/crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getEnvironment } from "~/lib/env.server";
import { createAuth } from "~/platform/auth/auth.server";
import { createWebhookEndpoint } from "~/platform/webhooks/endpoints.server";
import { decryptWebhookSecret, secretKeyFrom } from "~/platform/webhooks/secrets.server";
import { signWebhook } from "~/platform/webhooks/signature.server";
import { readTarGz } from "~/server/backup/tar.server";
import { insertUser } from "~/server/factories/user-factory";
import { migrateAppDatabase } from "~/server/migrate-app.server";
import { openDatabase } from "~db/database.server";
import { newTestDirectory } from "../support/database-template";

/**
 * A restore into a new DATA_DIR keeps everyone signed in and every webhook signable only if the
 * data runs under the auth secret it was made with: the archive carries it, encrypted with the
 * operator's passphrase, and `npm run restore` writes it to the new DATA_DIR; a restore that cannot
 * carry it is refused, saying what to carry. Through the commands an operator runs.
 */

const root = path.resolve(import.meta.dirname, "../..");
const scratch = newTestDirectory("backup-secrets");
const PASSPHRASE = "correct horse battery staple";
const passphraseFile = path.join(scratch, "passphrase");
const sourceDir = path.join(scratch, "source");
const sourceSecret = crypto.randomBytes(32).toString("base64url");

let cookie = "";
let userId = "";
let webhookSecret = "";
let endpointId = "";

/** `npm run backup` / `npm run restore` (scripts/backup.ts) on SQLite in `dataDir`, as an operator runs them. */
function runBackupScript(
  dataDir: string,
  args: string[],
  environment: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/backup.ts", ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: "error", ...environment },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("close", (code) => resolve({ code, output }));
  });
}

function environmentWith(authSecret: string) {
  return { ...getEnvironment(), authSecret };
}

beforeAll(async () => {
  fs.mkdirSync(sourceDir, { recursive: true });
  fs.writeFileSync(path.join(sourceDir, "auth-secret"), sourceSecret, { mode: 0o600 });
  fs.writeFileSync(passphraseFile, `${PASSPHRASE}\n`);
  const connection = openDatabase({ sqliteFile: path.join(sourceDir, "campus.sqlite") });
  try {
    await migrateAppDatabase(connection);
    const auth = createAuth(connection, environmentWith(sourceSecret));
    const user = await insertUser(auth, connection.db, { role: "student" });
    userId = user.id;
    // A session as sign-in makes it: the row, and the cookie signed with the auth secret.
    const context = await auth.$context;
    const session = await context.internalAdapter.createSession(user.id);
    const signed = `${session.token}.${await makeSignature(session.token, context.secret)}`;
    cookie = `${context.authCookies.sessionToken.name}=${encodeURIComponent(signed)}`;
    const admin = await insertUser(auth, connection.db, { role: "admin" });
    const endpoint = await createWebhookEndpoint(
      connection.db,
      {
        url: "http://127.0.0.1:9/hooks",
        description: "CRM",
        eventTypes: ["booking.created"],
        createdByUserId: admin.id,
      },
      { policy: { allowLocalhost: true }, secretKey: secretKeyFrom(sourceSecret) },
    );
    if (!endpoint.ok) throw new Error("the webhook endpoint was refused");
    webhookSecret = endpoint.secret;
    endpointId = endpoint.id;
  } finally {
    await connection.close();
  }
}, 60_000);

afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** In the restored DATA_DIR, under the auth secret a server started there would use: is the session live, can the webhook be signed? */
async function whatSurvived(dataDir: string) {
  const authSecret = fs.readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim();
  const connection = openDatabase({ sqliteFile: path.join(dataDir, "campus.sqlite") });
  try {
    const auth = createAuth(connection, environmentWith(authSecret));
    const session = await auth.api.getSession({ headers: new Headers({ Cookie: cookie }) });
    const row = await connection.db
      .selectFrom("webhook_endpoints")
      .select("secret_encrypted")
      .where("id", "=", endpointId)
      .executeTakeFirstOrThrow();
    const secret = decryptWebhookSecret(row.secret_encrypted, secretKeyFrom(authSecret));
    const body = '{"type":"booking.created"}';
    const isSignatureVerifiable =
      secret !== null &&
      signWebhook(secret, "msg_1", 1_700_000_000, body) === signWebhook(webhookSecret, "msg_1", 1_700_000_000, body);
    return { sessionUserId: session?.user.id ?? null, isSignatureVerifiable };
  } finally {
    await connection.close();
  }
}

describe("backup with a passphrase, restore into a new DATA_DIR", () => {
  const archive = path.join(scratch, "with-secrets.tar.gz");

  beforeAll(async () => {
    const backup = await runBackupScript(sourceDir, ["backup", "--out", archive, "--passphrase-file", passphraseFile]);
    expect(backup.output).toContain("the auth secret (encrypted)");
    expect(backup.code).toBe(0);
  }, 120_000);

  it("keeps the session cookie valid and the webhook signatures verifiable", async () => {
    const target = path.join(scratch, "restored");
    const restore = await runBackupScript(target, ["restore", "--in", archive, "--passphrase-file", passphraseFile]);
    expect(restore.output).toContain("the auth secret ->");
    expect(restore.code).toBe(0);
    expect(await whatSurvived(target)).toEqual({ sessionUserId: userId, isSignatureVerifiable: true });
  }, 120_000);

  it("carries the secret sealed in the manifest, never in clear", async () => {
    const members = await readTarGz(archive);
    const manifest = members.get("manifest.json")?.toString("utf8") ?? "";
    expect(JSON.parse(manifest).secrets).toMatchObject({
      authSecretFingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
      sealed: { cipher: "aes-256-gcm", kdf: { name: "scrypt" } },
    });
    for (const bytes of members.values()) expect(bytes.includes(sourceSecret)).toBe(false);
  });

  it("refuses without the passphrase, or with a wrong one, before writing anything", async () => {
    const target = path.join(scratch, "no-passphrase");
    const missing = await runBackupScript(target, ["restore", "--in", archive]);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain(
      "This backup carries its auth secret, encrypted with the passphrase it was made with: give that passphrase with --passphrase-file FILE (or CAMPUS_BACKUP_PASSPHRASE).",
    );
    const wrong = await runBackupScript(target, ["restore", "--in", archive], {
      CAMPUS_BACKUP_PASSPHRASE: "not the passphrase at all",
    });
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain("The passphrase does not open the backup's secrets");
    expect(fs.existsSync(path.join(target, "uploads"))).toBe(false);
  }, 120_000);
});

describe("backup without a passphrase", () => {
  const archive = path.join(scratch, "without-secrets.tar.gz");

  beforeAll(async () => {
    const backup = await runBackupScript(sourceDir, ["backup", "--out", archive]);
    expect(backup.code).toBe(0);
    expect(backup.output).toContain("The archive does not carry the auth secret");
  }, 120_000);

  it("refuses the restore into a DATA_DIR with another auth secret, saying what to carry; with the old file copied it keeps everyone signed in", async () => {
    const target = path.join(scratch, "carried-by-hand");
    const refused = await runBackupScript(target, ["restore", "--in", archive]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      `This backup was made without its auth secret (no passphrase), and this Campus has another one`,
    );
    expect(refused.output).toContain(`copy the old DATA_DIR's auth-secret file to ${path.join(target, "auth-secret")}`);

    fs.copyFileSync(path.join(sourceDir, "auth-secret"), path.join(target, "auth-secret"));
    const restored = await runBackupScript(target, ["restore", "--in", archive]);
    expect(restored.code).toBe(0);
    expect(await whatSurvived(target)).toEqual({ sessionUserId: userId, isSignatureVerifiable: true });
  }, 120_000);
});
