import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { type RawBuilder, sql } from "kysely";
import { type FileStorage, isStoredName } from "~/lib/file-storage.server";
import { type DatabaseConnection, type DatabaseKind, openDatabase } from "~db/database.server";
import type { DatabaseExecutor } from "~db/executor";
import { knownMigrationNames, MIGRATION_TABLE } from "~db/migrate.server";
import type { Database } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { migrateAppDatabase } from "../migrate-app.server";
import {
  type BackupSecrets,
  backupSecrets,
  planRestoredSecrets,
  type RestoreSecretsOptions,
  writeSecretFile,
} from "./backup-secrets.server";
import { createTarGzWriter, extractTarGz, type TarWriter } from "./tar.server";

/**
 * Backup and restore (docs/decisions/0029-health-logs-backup.md). One .tar.gz holds:
 * - tables/<name>.jsonl: every row of every Campus table as a JSON object per line, in a form
 *   neither database owns (dates as ISO text, whole numbers as numbers, binary as {"$base64"});
 * - uploads/<path>: every uploaded file;
 * - manifest.json: the app version, the migrations the database had, each table's row count and
 *   columns, the SHA-256 of every other member, and the fingerprints of the auth secret and of the
 *   Open Badges issuer keys with, when the operator gave a passphrase, both themselves encrypted
 *   (backup-secrets.server.ts).
 * The restore checks every checksum before it writes anything, migrates the (empty) target, then
 * inserts in foreign-key order in batches, in one transaction, converting to the target's types.
 */

const BACKUP_FORMAT = "campus-backup";
const BACKUP_FORMAT_VERSION = 1;
const MANIFEST = "manifest.json";

/** Kysely's bookkeeping: the restore's own migration run writes these. */
const MIGRATION_TABLES = new Set([MIGRATION_TABLE, `${MIGRATION_TABLE}_lock`]);
/** The page cache's version counter (db/content-versions.ts): not data; the restore's own writes bump it. */
const CACHE_TABLES = new Set(["content_versions"]);
/** Kept by triggers on other tables: the restore lets the target database rebuild them. */
export const DERIVED_TABLES = new Set(["user_role_counts"]);

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  appVersion: string;
  createdAt: string;
  sourceDatabase: DatabaseKind;
  migrations: string[];
  tables: Array<{ name: string; member: string; rows: number; columns: string[]; sha256: string }>;
  files: Array<{ path: string; member: string; bytes: number; sha256: string }>;
  /** Missing in archives made before the secrets were carried. */
  secrets?: BackupSecrets;
}

interface TableInfo {
  name: string;
  columns: Array<{ name: string; dataType: string }>;
}

/** Campus's data tables: not the migration bookkeeping, not derived tables, not SQLite's search indexes. */
export async function listDataTables(db: DatabaseExecutor, kind: DatabaseKind): Promise<TableInfo[]> {
  const excluded = new Set([...MIGRATION_TABLES, ...DERIVED_TABLES, ...CACHE_TABLES]);
  const virtualTables: string[] = [];
  if (kind === "sqlite") {
    const { rows } = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'table' and sql like 'CREATE VIRTUAL TABLE%'`.execute(db);
    virtualTables.push(...rows.map((row) => row.name));
  }
  const isSearchIndex = (name: string) => virtualTables.some((table) => name === table || name.startsWith(`${table}_`));
  const tables = await db.introspection.getTables();
  return tables
    .filter((table) => !table.isView && !excluded.has(table.name) && !isSearchIndex(table.name))
    .filter((table) => kind === "sqlite" || table.schema === "public")
    .map((table) => ({
      name: table.name,
      columns: table.columns.map((column) => ({ name: column.name, dataType: column.dataType.toLowerCase() })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Tables in an order where every table comes after the tables its foreign keys point at. */
async function dependencyOrder(db: DatabaseExecutor, kind: DatabaseKind, tables: string[]) {
  const references = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]));
  if (kind === "sqlite") {
    for (const table of tables) {
      const { rows } = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${table})`.execute(db);
      for (const row of rows) references.get(table)?.add(row.table);
    }
  } else {
    const { rows } = await sql<{ source: string; target: string }>`
      select tc.table_name as source, ccu.table_name as target
      from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`.execute(db);
    for (const row of rows) references.get(row.source)?.add(row.target);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) =>
        !placed.has(table) &&
        [...(references.get(table) ?? [])].every(
          (target) => target === table || placed.has(target) || !references.has(target),
        ),
    );
    if (!ready.length)
      throw new Error(`Foreign keys form a cycle among: ${tables.filter((t) => !placed.has(t)).join(", ")}`);
    for (const table of ready) {
      placed.add(table);
      ordered.push(table);
    }
  }
  return ordered;
}

const WHOLE_NUMBER_TYPES = new Set(["int8", "bigint", "int4", "integer", "int2", "numeric"]);

/** A value as the archive stores it: JSON, the same whichever database it came from. */
function portableValue(value: unknown, dataType: string): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return Number(value);
  if (value instanceof Uint8Array) return { $base64: Buffer.from(value).toString("base64") };
  // pg returns bigint and numeric columns as text, to keep precision: whole numbers in range become numbers.
  if (typeof value === "string" && WHOLE_NUMBER_TYPES.has(dataType) && /^-?\d+$/.test(value)) {
    const number = Number(value);
    if (Number.isSafeInteger(number)) return number;
  }
  return value;
}

const BOOLEAN_TYPES = new Set(["bool", "boolean"]);
const TIMESTAMP_TYPES = new Set(["timestamptz", "timestamp", "date"]);

/** A stored value converted for the target column (booleans are 0/1 on SQLite, true/false on PostgreSQL). */
function targetValue(value: unknown, dataType: string, kind: DatabaseKind): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === "object" && value !== null && "$base64" in value)
    return Buffer.from(String((value as { $base64: string }).$base64), "base64");
  if (kind === "sqlite") return typeof value === "boolean" ? (value ? 1 : 0) : value;
  if (BOOLEAN_TYPES.has(dataType)) return value === true || value === 1 || value === "1" || value === "true";
  if (TIMESTAMP_TYPES.has(dataType) && typeof value === "number") return new Date(value).toISOString();
  return value;
}

function listFiles(directory: string, base = directory): string[] {
  if (!fs.existsSync(directory)) return [];
  const found: string[] = [];
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    // incoming/ holds uploads still being received (app/features/uploads): not yet files of the site.
    if (entry.isDirectory() && !(directory === base && entry.name === "incoming")) found.push(...listFiles(full, base));
    // Dot files are the server's own scratch (the readiness probe), never uploads.
    else if (entry.isFile() && !entry.name.startsWith("."))
      found.push(path.relative(base, full).split(path.sep).join("/"));
  }
  return found.sort();
}

const PAGE_ROWS = 2_000;

/** The primary key's columns (PostgreSQL), to page through a table in a stable order. */
async function primaryKeyColumns(db: DatabaseExecutor, table: string): Promise<string[]> {
  const { rows } = await sql<{ column: string }>`
    select kcu.column_name as "column"
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = tc.constraint_name and kcu.constraint_schema = tc.constraint_schema
    where tc.constraint_type = 'PRIMARY KEY' and tc.table_schema = 'public' and tc.table_name = ${table}
    order by kcu.ordinal_position`.execute(db);
  return rows.map((row) => row.column);
}

/**
 * A table's rows, a page at a time, so a million rows never sit in memory together: by rowid on
 * SQLite; by primary key on PostgreSQL (keyset; inside the backup's one snapshot), or by offset
 * over every column for a table without one.
 */
type Row = Record<string, unknown>;

async function* tablePages(
  db: DatabaseExecutor,
  kind: DatabaseKind,
  table: TableInfo,
  pageRows: number,
): AsyncGenerator<Row[]> {
  const name = sql.table(table.name);
  if (kind === "sqlite") {
    let after: number | null = null;
    for (;;) {
      const where: RawBuilder<unknown> = after === null ? sql`` : sql`where rowid > ${after}`;
      const { rows }: { rows: Row[] } = await sql<Row>`select rowid as "__backup_rowid", * from ${name} ${where}
        order by rowid limit ${pageRows}`.execute(db);
      if (!rows.length) return;
      after = Number(rows[rows.length - 1].__backup_rowid);
      yield rows;
    }
  }
  const keys = await primaryKeyColumns(db, table.name);
  if (!keys.length) {
    const order = sql.join(table.columns.map((column) => sql.ref(column.name)));
    for (let offset = 0; ; offset += pageRows) {
      const { rows }: { rows: Row[] } = await sql<Row>`select * from ${name} order by ${order}
        limit ${pageRows} offset ${offset}`.execute(db);
      if (!rows.length) return;
      yield rows;
    }
  }
  const keyList = sql.join(keys.map((key) => sql.ref(key)));
  let after: unknown[] | null = null;
  for (;;) {
    const where: RawBuilder<unknown> = after === null ? sql`` : sql`where (${keyList}) > (${sql.join(after)})`;
    const { rows }: { rows: Row[] } = await sql<Row>`select * from ${name} ${where}
      order by ${keyList} limit ${pageRows}`.execute(db);
    if (!rows.length) return;
    const last: Row = rows[rows.length - 1];
    after = keys.map((key): unknown => last[key]);
    yield rows;
  }
}

async function dumpDatabase(
  db: DatabaseExecutor,
  kind: DatabaseKind,
  writer: TarWriter,
  manifest: BackupManifest,
  scratch: string,
  pageRows: number,
) {
  const { rows: migrations } = await sql<{
    name: string;
  }>`select name from ${sql.table(MIGRATION_TABLE)} order by name`.execute(db);
  manifest.migrations = migrations.map((row) => row.name);
  for (const table of await listDataTables(db, kind)) {
    // Each table goes through a scratch file (tar needs a member's size before its bytes).
    const file = path.join(scratch, `${table.name}.jsonl`);
    const output = fs.openSync(file, "w", 0o600);
    const hash = crypto.createHash("sha256");
    let count = 0;
    try {
      for await (const rows of tablePages(db, kind, table, pageRows)) {
        const lines = rows.map((row) => {
          const portable: Record<string, unknown> = {};
          for (const column of table.columns) portable[column.name] = portableValue(row[column.name], column.dataType);
          return `${JSON.stringify(portable)}\n`;
        });
        const chunk = Buffer.from(lines.join(""), "utf8");
        fs.writeSync(output, chunk);
        hash.update(chunk);
        count += rows.length;
      }
    } finally {
      fs.closeSync(output);
    }
    const member = `tables/${table.name}.jsonl`;
    await writer.addFile(member, file);
    fs.rmSync(file, { force: true });
    manifest.tables.push({
      name: table.name,
      member,
      rows: count,
      columns: table.columns.map((column) => column.name),
      sha256: hash.digest("hex"),
    });
  }
}

export interface BackupOptions {
  connection: DatabaseConnection;
  uploadDirectory: string;
  /** The S3 bucket's storage when uploads live there (S3_BUCKET): its objects are archived instead of the directory. */
  bucket?: FileStorage;
  outFile: string;
  appVersion: string;
  /** Rows read per query (tests make it small to cross page boundaries). */
  pageRows?: number;
  /**
   * The auth secret the data runs under, the Open Badges issuer keys file's text (null when there is
   * none), and the passphrase to carry them with (null: only their fingerprints go).
   */
  secrets?: { authSecret: string; passphrase: string | null; openBadgesIssuerKeys?: string | null };
}

/**
 * Writes the archive while the app keeps running. SQLite: `VACUUM INTO` copies a consistent
 * snapshot first (readers and writers carry on). PostgreSQL: one read-only repeatable-read
 * transaction sees every table at the same moment.
 */
export async function createBackup(options: BackupOptions): Promise<BackupManifest> {
  const { connection } = options;
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    appVersion: options.appVersion,
    createdAt: new Date().toISOString(),
    sourceDatabase: connection.kind,
    migrations: [],
    tables: [],
    files: [],
    ...(options.secrets
      ? {
          secrets: backupSecrets(
            options.secrets.authSecret,
            options.secrets.passphrase,
            options.secrets.openBadgesIssuerKeys ?? null,
          ),
        }
      : {}),
  };
  fs.mkdirSync(path.dirname(path.resolve(options.outFile)), { recursive: true });
  const partFile = `${options.outFile}.part`;
  const writer = createTarGzWriter(partFile);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "campus-backup-"));
  const pageRows = options.pageRows ?? PAGE_ROWS;
  try {
    if (connection.kind === "sqlite") {
      const snapshotFile = path.join(scratch, "snapshot.sqlite");
      await sql`vacuum into ${sql.lit(snapshotFile)}`.execute(connection.db);
      const snapshot = openDatabase({ sqliteFile: snapshotFile });
      try {
        await dumpDatabase(snapshot.db, "sqlite", writer, manifest, scratch, pageRows);
      } finally {
        await snapshot.close();
      }
    } else {
      await connection.db
        .transaction()
        .setIsolationLevel("repeatable read")
        .execute(async (transaction) => {
          await sql`set transaction read only`.execute(transaction);
          await dumpDatabase(transaction, "postgres", writer, manifest, scratch, pageRows);
        });
    }
    if (options.bucket) await archiveBucket(options.bucket, writer, manifest);
    else
      for (const relative of listFiles(options.uploadDirectory)) {
        const member = `uploads/${relative}`;
        const { size, sha256 } = await writer.addFile(member, path.join(options.uploadDirectory, relative));
        manifest.files.push({ path: relative, member, bytes: size, sha256 });
      }
    await writer.add(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, "utf8"));
    await writer.finish();
    fs.renameSync(partFile, options.outFile);
    return manifest;
  } catch (error) {
    await writer.finish().catch(() => {});
    fs.rmSync(partFile, { force: true });
    throw error;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Every object of the bucket, streamed into the archive one at a time under the same uploads/ members as
 * a directory's files, so an archive from S3 restores to local disk and back. Objects are not a snapshot:
 * a file uploaded during the backup may be in the archive without its row (harmless), and stored names are
 * never reused, so a row's file is never half-replaced.
 */
async function archiveBucket(bucket: FileStorage, writer: TarWriter, manifest: BackupManifest) {
  for await (const name of bucket.list()) {
    const object = await bucket.get(name);
    // Deleted between the listing and now: the file went with its row.
    if (!object) continue;
    const member = `uploads/${name}`;
    const { size, sha256 } = await writer.addStream(member, object.size, object.body as AsyncIterable<Uint8Array>);
    manifest.files.push({ path: name, member, bytes: size, sha256 });
  }
}

/**
 * Unpacks the archive into `stagingDirectory` (streaming, hashing as it goes) and checks it whole
 * (format, every checksum, safe paths, known migrations) before anything is written to the target.
 */
async function readVerifiedBackup(archiveFile: string, stagingDirectory: string) {
  if (!fs.existsSync(archiveFile)) throw new Error(`No backup at ${archiveFile}`);
  const members = await extractTarGz(archiveFile, stagingDirectory);
  const manifestMember = members.get(MANIFEST);
  if (!manifestMember) throw new Error(`${archiveFile} has no ${MANIFEST}: not a Campus backup`);
  const manifest = JSON.parse(fs.readFileSync(manifestMember.file, "utf8")) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT || manifest.formatVersion !== BACKUP_FORMAT_VERSION)
    throw new Error(`${archiveFile} is not a Campus backup of format version ${BACKUP_FORMAT_VERSION}`);
  const listed = new Set<string>([MANIFEST]);
  for (const entry of [...manifest.tables, ...manifest.files]) {
    listed.add(entry.member);
    const member = members.get(entry.member);
    if (!member) throw new Error(`The backup is incomplete: ${entry.member} is missing`);
    if (member.sha256 !== entry.sha256)
      throw new Error(`The backup is damaged: ${entry.member} fails its SHA-256 checksum`);
  }
  for (const file of manifest.files) {
    const normalised = path.posix.normalize(file.path);
    if (normalised !== file.path || normalised.startsWith("../") || path.posix.isAbsolute(normalised))
      throw new Error(`The backup names an unsafe upload path: ${file.path}`);
  }
  const unlisted = [...members.keys()].filter((name) => !listed.has(name));
  if (unlisted.length) throw new Error(`The backup holds members its manifest does not list: ${unlisted.join(", ")}`);
  const known = new Set(knownMigrationNames());
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length)
    throw new Error(
      `The backup comes from a newer Campus (migrations this version does not have: ${unknown.join(", ")}): restore it with that version or later`,
    );
  return { manifest, members };
}

export interface RestoreOptions {
  connection: DatabaseConnection;
  uploadDirectory: string;
  archiveFile: string;
  /** The S3 bucket's storage when the new instance keeps uploads there: the files go into it, which must be empty. */
  bucket?: FileStorage;
  /** How the restored data gets the auth secret it was made with (refused before writing when it would not). */
  secrets?: RestoreSecretsOptions;
}

/** Refuses a bucket that already holds files, and an archive whose files cannot be bucket objects, before anything is written. */
async function checkTargetBucket(bucket: FileStorage, manifest: BackupManifest) {
  const first = await bucket.list()[Symbol.asyncIterator]().next();
  if (!first.done) throw new Error(`The bucket already holds files (${first.value}, …): restore into an empty bucket`);
  const unstorable = manifest.files.filter((file) => !isStoredName(file.path));
  if (unstorable.length)
    throw new Error(`The backup has files in folders, which a bucket does not take: ${unstorable[0].path}`);
}

async function refuseFilledDatabase(db: DatabaseExecutor, kind: DatabaseKind) {
  const filled: string[] = [];
  for (const table of await listDataTables(db, kind)) {
    const { rows } = await sql<{ count: number }>`select count(*) as count from ${sql.table(table.name)}`.execute(db);
    const count = rows[0].count;
    if (count > 0) filled.push(`${table.name} (${count} ${count === 1 ? "row" : "rows"})`);
  }
  if (filled.length)
    throw new Error(
      `The target database is not empty: ${filled.join(", ")}. Restore loads a backup into an empty database only: point DATABASE_URL (or DATA_DIR) at a new one.`,
    );
}

/** Loads a backup into an empty database and uploads directory (refuses anything else, before writing). */
export async function restoreBackup(options: RestoreOptions) {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "campus-restore-"));
  try {
    return await restoreFromStaging(options, staging);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

async function restoreFromStaging(options: RestoreOptions, staging: string) {
  const { manifest, members } = await readVerifiedBackup(options.archiveFile, staging);
  const toWrite = options.secrets
    ? planRestoredSecrets(manifest.secrets, options.secrets)
    : { authSecret: null, openBadgesIssuerKeys: null };
  if (options.bucket) await checkTargetBucket(options.bucket, manifest);
  const existingFiles = options.bucket ? [] : listFiles(options.uploadDirectory);
  if (existingFiles.length)
    throw new Error(
      `The uploads directory ${options.uploadDirectory} is not empty (${existingFiles.length} files): restore into a new DATA_DIR`,
    );
  const { connection } = options;
  const { db, kind } = connection;
  // Before migrating, so a database with data is left exactly as it was.
  await refuseFilledDatabase(db, kind);
  await migrateAppDatabase(connection);
  const targetTables = new Map((await listDataTables(db, kind)).map((table) => [table.name, table]));
  for (const table of manifest.tables) {
    const target = targetTables.get(table.name);
    if (!target) throw new Error(`The backup has a table this Campus does not: ${table.name}`);
    const known = new Set(target.columns.map((column) => column.name));
    const missing = table.columns.filter((column) => !known.has(column));
    if (missing.length)
      throw new Error(`The backup's table ${table.name} has columns this Campus does not: ${missing.join(", ")}`);
  }
  const order = await dependencyOrder(
    db,
    kind,
    manifest.tables.map((table) => table.name),
  );
  const byName = new Map(manifest.tables.map((table) => [table.name, table]));
  await inTransaction(db, async (transaction) => {
    // The database was empty before migrating, so any row in it now is reference data a migration
    // seeded (the CPD bodies' rules): the backup holds those tables as they were, edits included.
    for (const name of [...order].reverse()) await sql`delete from ${sql.table(name)}`.execute(transaction);
    for (const name of order) {
      const table = byName.get(name);
      const target = targetTables.get(name);
      if (!table || !target || table.rows === 0) continue;
      const types = new Map(target.columns.map((column) => [column.name, column.dataType]));
      const batchSize = Math.max(1, Math.min(500, Math.floor(30_000 / Math.max(1, table.columns.length))));
      const insert = (rows: Record<string, unknown>[]) =>
        transaction
          .insertInto(name as keyof Database)
          .values(rows as never)
          .execute();
      let batch: Record<string, unknown>[] = [];
      // Line by line from the staged member: memory holds one batch, not the table.
      const source = members.get(table.member)?.file;
      if (!source) throw new Error(`The backup is incomplete: ${table.member} is missing`);
      for await (const line of readline.createInterface({ input: fs.createReadStream(source), crlfDelay: Infinity })) {
        if (!line) continue;
        const stored = JSON.parse(line) as Record<string, unknown>;
        const row: Record<string, unknown> = {};
        for (const column of table.columns)
          row[column] = targetValue(stored[column], types.get(column) ?? "text", kind);
        batch.push(row);
        if (batch.length >= batchSize) {
          await insert(batch);
          batch = [];
        }
      }
      if (batch.length) await insert(batch);
    }
  });
  for (const table of manifest.tables) {
    const { rows } = await sql<{ count: number }>`select count(*) as count from ${sql.table(table.name)}`.execute(db);
    if (rows[0].count !== table.rows)
      throw new Error(`Restored ${rows[0].count} rows into ${table.name}, the backup has ${table.rows}`);
  }
  for (const file of manifest.files) {
    if (options.bucket) {
      const staged = members.get(file.member)?.file;
      if (!staged) throw new Error(`The backup is incomplete: ${file.member} is missing`);
      // One file in memory at a time (an upload is at most UPLOAD_MAX_BYTES). The object's type is only
      // metadata: Campus serves every file with the type its row records.
      await options.bucket.put(file.path, fs.readFileSync(staged), "application/octet-stream");
      continue;
    }
    const destination = path.join(options.uploadDirectory, ...file.path.split("/"));
    fs.mkdirSync(path.dirname(destination), { recursive: true });
    const staged = members.get(file.member)?.file;
    if (!staged) throw new Error(`The backup is incomplete: ${file.member} is missing`);
    fs.copyFileSync(staged, destination);
  }
  // Last, so a restore that fails leaves the target's secrets as they were.
  if (toWrite.authSecret !== null && options.secrets)
    writeSecretFile(options.secrets.authSecretFile, toWrite.authSecret);
  if (toWrite.openBadgesIssuerKeys !== null && options.secrets)
    writeSecretFile(options.secrets.issuerKeysFile, toWrite.openBadgesIssuerKeys);
  return {
    authSecretRestored: toWrite.authSecret !== null,
    issuerKeysRestored: toWrite.openBadgesIssuerKeys !== null,
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
    files: manifest.files.length,
  };
}
