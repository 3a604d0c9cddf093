// `npm run backup -- --out campus-backup.tar.gz [--passphrase-file FILE]` and
// `npm run restore -- --in campus-backup.tar.gz [--passphrase-file FILE] [--accept-new-auth-secret]
//   [--replace-issuer-keys] [--accept-new-issuer-keys]`:
// the database of DATABASE_URL (or DATA_DIR's SQLite file) and the uploaded files (DATA_DIR/uploads or the S3 bucket), in one archive
// (app/server/backup/backup.server.ts). The backup runs beside a live server; the restore loads
// into an empty database and uploads directory only.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { createServer } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: "string" },
    in: { type: "string" },
    "passphrase-file": { type: "string" },
    "accept-new-auth-secret": { type: "boolean" },
    "replace-issuer-keys": { type: "boolean" },
    "accept-new-issuer-keys": { type: "boolean" },
  },
});
const command = positionals[0];
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
if (command === "backup" && !values.out)
  fail("Say where to write the archive: npm run backup -- --out campus-backup.tar.gz");
if (command === "restore" && !values.in)
  fail("Say which archive to load: npm run restore -- --in campus-backup.tar.gz");
if (command !== "backup" && command !== "restore")
  fail(
    "Usage: node scripts/backup.ts backup --out FILE [--passphrase-file FILE] | restore --in FILE [--passphrase-file FILE] [--accept-new-auth-secret] [--replace-issuer-keys] [--accept-new-issuer-keys]",
  );

/**
 * The passphrase that encrypts the secrets the data needs (the auth secret, the Open Badges issuer keys) inside the archive: the
 * first line of --passphrase-file, or CAMPUS_BACKUP_PASSPHRASE; null when neither is given.
 */
function readPassphrase(): string | null {
  const file = values["passphrase-file"];
  if (file) {
    if (!fs.existsSync(file)) fail(`No passphrase file at ${file}`);
    return fs.readFileSync(file, "utf8").split(/\r?\n/)[0] ?? "";
  }
  const fromEnvironment = process.env.CAMPUS_BACKUP_PASSPHRASE;
  return fromEnvironment ? fromEnvironment : null;
}
const passphrase = readPassphrase();
if (passphrase !== null && passphrase.length < 12)
  fail("The backup passphrase is too short: use at least 12 characters.");

process.env.LOG_LEVEL ??= "error";
const appVersion = (JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { version: string })
  .version;

// Through Vite's module loader, so the app's own modules (path aliases, migrations) load as in the server.
const vite = await createServer({
  configFile: false,
  root,
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, watch: null },
  resolve: {
    alias: { "~db": path.join(root, "db"), "~tests": path.join(root, "tests"), "~": path.join(root, "app") },
  },
  ssr: { external: ["sharp", "pg", "pdfkit", "nodemailer", "better-auth"] },
  optimizeDeps: { noDiscovery: true, include: [] },
});
let exitCode = 0;
try {
  const backup = (await vite.ssrLoadModule(
    path.join(root, "app/server/backup/backup.server.ts"),
  )) as typeof import("../app/server/backup/backup.server.ts");
  const context = (await vite.ssrLoadModule(
    path.join(root, "app/server/app-context.server.ts"),
  )) as typeof import("../app/server/app-context.server.ts");
  const { getEnvironment } = (await vite.ssrLoadModule(
    path.join(root, "app/lib/env.server.ts"),
  )) as typeof import("../app/lib/env.server.ts");
  const environment = getEnvironment();
  const { issuerKeysFile } = (await vite.ssrLoadModule(
    path.join(root, "app/features/open-badges/issuer-keys.server.ts"),
  )) as typeof import("../app/features/open-badges/issuer-keys.server.ts");
  const keysFile = issuerKeysFile(environment.dataDirectory);
  const { fileStorage } = (await vite.ssrLoadModule(
    path.join(root, "app/lib/file-storage.server.ts"),
  )) as typeof import("../app/lib/file-storage.server.ts");
  // With S3_BUCKET the files are the bucket's objects, archived and restored through the same storage.
  const bucket = environment.s3 ? fileStorage() : undefined;
  const connection = context.getDatabaseConnection();
  const where = `${connection.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `SQLite in ${environment.dataDirectory}`}${bucket ? ` and the bucket ${environment.s3?.bucket}` : ""}`;
  try {
    if (command === "backup") {
      const outFile = path.resolve(values.out as string);
      // Never printed: it holds the private keys.
      const openBadgesIssuerKeys = fs.existsSync(keysFile) ? fs.readFileSync(keysFile, "utf8") : null;
      const manifest = await backup.createBackup({
        connection,
        uploadDirectory: environment.uploadDirectory,
        bucket,
        outFile,
        appVersion,
        secrets: { authSecret: environment.authSecret, passphrase, openBadgesIssuerKeys },
      });
      const carriedKeys = passphrase && openBadgesIssuerKeys !== null;
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      process.stdout.write(
        `Backed up ${where}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files${passphrase ? ", the auth secret (encrypted)" : ""}${carriedKeys ? ", the Open Badges issuer keys (encrypted)" : ""} -> ${outFile}\n`,
      );
      if (!passphrase)
        process.stderr.write(
          `The archive does not carry the auth secret (no --passphrase-file or CAMPUS_BACKUP_PASSPHRASE): keep ${environment.AUTH_SECRET ? "AUTH_SECRET" : path.join(environment.dataDirectory, "auth-secret")} with it, or a restore elsewhere signs everyone out and cannot sign webhooks.\n`,
        );
      if (!passphrase && openBadgesIssuerKeys !== null)
        process.stderr.write(
          `The archive does not carry the Open Badges issuer keys (no --passphrase-file or CAMPUS_BACKUP_PASSPHRASE): keep ${keysFile} with it and copy it into the new DATA_DIR before restoring, or no Open Badge credential issued before verifies.\n`,
        );
      if (environment.OPEN_BADGES_ISSUER_KEY)
        process.stderr.write(
          "The archive does not carry OPEN_BADGES_ISSUER_KEY (it is the operator's, like the rest of the environment): set the same value where you restore to keep signing with it.\n",
        );
    } else {
      const result = await backup.restoreBackup({
        connection,
        uploadDirectory: environment.uploadDirectory,
        bucket,
        archiveFile: path.resolve(values.in as string),
        secrets: {
          passphrase,
          environmentAuthSecret: environment.AUTH_SECRET ?? null,
          authSecretFile: path.join(environment.dataDirectory, "auth-secret"),
          acceptNewAuthSecret: values["accept-new-auth-secret"] === true,
          issuerKeysFile: keysFile,
          replaceIssuerKeys: values["replace-issuer-keys"] === true,
          acceptNewIssuerKeys: values["accept-new-issuer-keys"] === true,
        },
      });
      process.stdout.write(
        `Restored into ${where}: ${result.tables} tables, ${result.rows} rows, ${result.files} files${result.authSecretRestored ? `, the auth secret -> ${path.join(environment.dataDirectory, "auth-secret")}` : ""}${result.issuerKeysRestored ? `, the Open Badges issuer keys -> ${keysFile}` : ""}\n`,
      );
    }
  } finally {
    await context.closeAppContext();
  }
} catch (error) {
  process.stderr.write(`${command} failed: ${error instanceof Error ? error.message : String(error)}\n`);
  exitCode = 1;
} finally {
  await vite.close();
}
process.exit(exitCode);
