import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { decodeProtectedHeader, importJWK, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyContent } from "~/features/certificates/issue-certificate.server";
import { issuerKeysFile } from "~/features/open-badges/issuer-keys.server";
import { buildOpenBadgeCredential } from "~/features/open-badges/open-badge-credential.server";
import { loadIssuerProfile, type OpenBadgeSettings } from "~/features/open-badges/open-badge-issuer.server";
import { createId } from "~/lib/ids";
import { ensureSiteSettings } from "~/platform/site-settings/site-settings.server";
import { readTarGz } from "~/server/backup/tar.server";
import { insertCpdCourse } from "~/server/factories/cpd-factory";
import { migrateAppDatabase } from "~/server/migrate-app.server";
import { type DatabaseConnection, openDatabase } from "~db/database.server";
import {
  databaseUrlWithName,
  newTestDirectory,
  randomDatabaseName,
  testPostgresUrl,
  withPostgresAdmin,
} from "../support/database-template";

/**
 * An Open Badge credential issued before a backup still verifies after a restore into a new
 * DATA_DIR only if the issuer keys file travels with the data: the archive carries it sealed with
 * the operator's passphrase, `npm run restore` puts it back, never over other keys unless told, and
 * never prints a private key. Verified as an outside verifier does: jose, against the issuer profile
 * built from the restored data. Through the commands an operator runs, on SQLite and, when the run
 * has one (TEST_DATABASE_URL), PostgreSQL.
 */

const root = path.resolve(import.meta.dirname, "../..");
const scratch = newTestDirectory("backup-issuer-keys");
const postgresServerUrl = testPostgresUrl();
const PASSPHRASE = "correct horse battery staple";
const passphraseFile = path.join(scratch, "passphrase");
const BASE_URL = "https://campus.example";
const BEFORE_EXPIRY = new Date("2025-06-01T10:00:00Z");
const createdDatabases: string[] = [];

/** `npm run backup` / `npm run restore` (scripts/backup.ts) in `dataDir`, as an operator runs them. */
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

function settingsFor(dataDirectory: string): OpenBadgeSettings {
  return { dataDirectory, baseUrl: BASE_URL, statusPositionOf: async () => 0 };
}

/** A Campus to back up or restore into: a DATA_DIR, and its database (SQLite in it, or a new PostgreSQL one). */
interface Instance {
  dataDir: string;
  /** DATABASE_URL for the scripts; empty for SQLite. */
  environment: Record<string, string>;
  open: () => DatabaseConnection;
}

async function newInstance(kind: "sqlite" | "postgres", name: string): Promise<Instance> {
  const dataDir = path.join(scratch, kind, name);
  fs.mkdirSync(dataDir, { recursive: true });
  if (kind === "sqlite")
    return { dataDir, environment: {}, open: () => openDatabase({ sqliteFile: path.join(dataDir, "campus.sqlite") }) };
  const serverUrl = postgresServerUrl as string;
  const databaseName = randomDatabaseName();
  await withPostgresAdmin(serverUrl, (client) => client.query(`CREATE DATABASE ${databaseName}`));
  createdDatabases.push(databaseName);
  const databaseUrl = databaseUrlWithName(serverUrl, databaseName);
  return { dataDir, environment: { DATABASE_URL: databaseUrl }, open: () => openDatabase({ databaseUrl }) };
}

async function withConnection<T>(instance: Instance, work: (connection: DatabaseConnection) => Promise<T>) {
  const connection = instance.open();
  try {
    return await work(connection);
  } finally {
    await connection.close();
  }
}

/** A source Campus with one certificate, and its Open Badge credential as a learner downloaded it before the backup. */
async function issueBeforeBackup(source: Instance) {
  return withConnection(source, async (connection) => {
    await migrateAppDatabase(connection);
    await ensureSiteSettings(connection.db);
    const cpdCourse = await insertCpdCourse(connection.db);
    const verificationCode = createId();
    await connection.db
      .insertInto("certificates")
      .values({
        ...emptyContent(),
        id: createId(),
        source: "cpd",
        cpd_course_id: cpdCourse.id,
        recipient_name: "Thandi Nkosi",
        recipient_email: `thandi-${createId()}@example.test`,
        course_name: "ISO 15189 Internal Audit",
        completion_date: "2025-01-10T08:00:00.000Z",
        certificate_number: `OB-${createId().slice(0, 8).toUpperCase()}`,
        verification_code: verificationCode,
        issued_at: "2025-01-10T08:00:00.000Z",
      })
      .execute();
    const built = await buildOpenBadgeCredential(connection.db, verificationCode, settingsFor(source.dataDir));
    if (!built.ok) throw new Error("the credential was refused");
    return built.jwt;
  });
}

/** An outside verifier in the restored Campus: the key named by the JWT's kid, from the issuer profile, checked with jose. */
async function verifyInRestored(target: Instance, jwt: string) {
  return withConnection(target, async (connection) => {
    const profile = await loadIssuerProfile(connection.db, settingsFor(target.dataDir));
    const method = profile.verificationMethod.find((candidate) => candidate.id === decodeProtectedHeader(jwt).kid);
    if (!method) throw new Error("The restored issuer profile publishes no key for the credential");
    const key = await importJWK(method.publicKeyJwk, "EdDSA");
    const { payload } = await jwtVerify(jwt, key, {
      algorithms: ["EdDSA"],
      typ: "vc+jwt",
      issuer: profile.id,
      currentDate: BEFORE_EXPIRY,
    });
    return payload.iss;
  });
}

/** Every private half (d) in a keys file: what must never be printed or stored in clear. */
function privateHalves(dataDir: string): string[] {
  const stored = JSON.parse(fs.readFileSync(issuerKeysFile(dataDir), "utf8")) as {
    keys: Array<{ privateJwk?: { d?: string } }>;
  };
  return stored.keys.flatMap((key) => (key.privateJwk?.d ? [key.privateJwk.d] : []));
}

beforeAll(() => {
  fs.writeFileSync(passphraseFile, `${PASSPHRASE}\n`);
});

afterAll(async () => {
  fs.rmSync(scratch, { recursive: true, force: true });
  if (postgresServerUrl)
    for (const name of createdDatabases)
      await withPostgresAdmin(postgresServerUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name}`));
});

const kinds = postgresServerUrl ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);
if (!postgresServerUrl) process.stdout.write("backup issuer keys: no TEST_DATABASE_URL, so SQLite only\n");

describe.each(kinds)("on %s: backup with a passphrase", (kind) => {
  let source: Instance;
  let jwt = "";
  let archive = "";

  beforeAll(async () => {
    source = await newInstance(kind, "source");
    fs.writeFileSync(path.join(source.dataDir, "auth-secret"), crypto.randomBytes(32).toString("base64url"));
    jwt = await issueBeforeBackup(source);
    archive = path.join(scratch, kind, "with-keys.tar.gz");
    const backup = await runBackupScript(
      source.dataDir,
      ["backup", "--out", archive, "--passphrase-file", passphraseFile],
      source.environment,
    );
    expect(backup.output).toContain("the Open Badges issuer keys (encrypted)");
    expect(backup.code).toBe(0);
  }, 180_000);

  it("carries the keys sealed: no private key in clear anywhere in the archive", async () => {
    const members = await readTarGz(archive);
    const manifest = JSON.parse(members.get("manifest.json")?.toString("utf8") ?? "{}");
    expect(manifest.secrets.openBadgesIssuerKeysFingerprint).toMatch(/^[0-9a-f]{64}$/);
    for (const d of privateHalves(source.dataDir))
      for (const bytes of members.values()) expect(bytes.includes(d)).toBe(false);
  });

  it("restores into a fresh DATA_DIR where a credential signed before the backup verifies", async () => {
    const target = await newInstance(kind, "restored");
    const restore = await runBackupScript(
      target.dataDir,
      ["restore", "--in", archive, "--passphrase-file", passphraseFile],
      target.environment,
    );
    expect(restore.output).toContain(`the Open Badges issuer keys -> ${issuerKeysFile(target.dataDir)}`);
    expect(restore.code).toBe(0);
    expect(await verifyInRestored(target, jwt)).toBe(`${BASE_URL}/credentials/issuer`);
    expect(fs.statSync(issuerKeysFile(target.dataDir)).mode & 0o777).toBe(0o600);
  }, 180_000);

  it("refuses to overwrite other keys without printing any, and replaces them when told", async () => {
    const target = await newInstance(kind, "other-keys");
    // A Campus started there made a key of its own.
    const otherKeys = JSON.stringify({
      keys: [
        {
          createdAt: "2025-03-01T00:00:00.000Z",
          privateJwk: crypto.generateKeyPairSync("ed25519").privateKey.export({ format: "jwk" }),
        },
      ],
    });
    fs.writeFileSync(issuerKeysFile(target.dataDir), otherKeys);
    const refused = await runBackupScript(
      target.dataDir,
      ["restore", "--in", archive, "--passphrase-file", passphraseFile],
      target.environment,
    );
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      `${issuerKeysFile(target.dataDir)} already holds other Open Badges issuer keys than this backup's`,
    );
    for (const d of [...privateHalves(source.dataDir), ...privateHalves(target.dataDir)])
      expect(refused.output).not.toContain(d);
    expect(fs.readFileSync(issuerKeysFile(target.dataDir), "utf8")).toBe(otherKeys);

    const replaced = await runBackupScript(
      target.dataDir,
      ["restore", "--in", archive, "--passphrase-file", passphraseFile, "--replace-issuer-keys"],
      target.environment,
    );
    expect(replaced.code).toBe(0);
    expect(await verifyInRestored(target, jwt)).toBe(`${BASE_URL}/credentials/issuer`);
  }, 240_000);
});

describe("on sqlite: backup without a passphrase", () => {
  it("says the keys are left out; the restore is refused until the old file is copied by hand, then the credential verifies", async () => {
    const source = await newInstance("sqlite", "plain-source");
    fs.writeFileSync(path.join(source.dataDir, "auth-secret"), crypto.randomBytes(32).toString("base64url"));
    const jwt = await issueBeforeBackup(source);
    const archive = path.join(scratch, "without-keys.tar.gz");
    const backup = await runBackupScript(source.dataDir, ["backup", "--out", archive]);
    expect(backup.code).toBe(0);
    expect(backup.output).toContain(
      `The archive does not carry the Open Badges issuer keys (no --passphrase-file or CAMPUS_BACKUP_PASSPHRASE): keep ${issuerKeysFile(source.dataDir)} with it`,
    );

    const target = await newInstance("sqlite", "plain-target");
    fs.copyFileSync(path.join(source.dataDir, "auth-secret"), path.join(target.dataDir, "auth-secret"));
    const refused = await runBackupScript(target.dataDir, ["restore", "--in", archive]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      `copy the old DATA_DIR's open-badges-issuer-keys.json to ${issuerKeysFile(target.dataDir)}`,
    );
    expect(fs.existsSync(issuerKeysFile(target.dataDir))).toBe(false);

    fs.copyFileSync(issuerKeysFile(source.dataDir), issuerKeysFile(target.dataDir));
    const restored = await runBackupScript(target.dataDir, ["restore", "--in", archive]);
    expect(restored.code).toBe(0);
    expect(await verifyInRestored(target, jwt)).toBe(`${BASE_URL}/credentials/issuer`);
  }, 240_000);
});
