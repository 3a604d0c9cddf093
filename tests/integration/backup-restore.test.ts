import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookEvent } from "~/features/bookings/bookings.server";
import { emptyContent, issueCertificate } from "~/features/certificates/issue-certificate.server";
import { createForm } from "~/features/forms/forms.server";
import { saveUpload } from "~/features/uploads/uploads.server";
import { getEnvironment } from "~/lib/env.server";
import { S3FileStorage } from "~/lib/file-storage.server";
import { createAuth } from "~/platform/auth/auth.server";
import { ensureSiteSettings } from "~/platform/site-settings/site-settings.server";
import { createBackup, DERIVED_TABLES, listDataTables, restoreBackup } from "~/server/backup/backup.server";
import { createTarGzWriter, readTarGz } from "~/server/backup/tar.server";
import { insertCourseWithOutline, insertEnrolment } from "~/server/factories/course-factory";
import { insertCpdCourse, insertEnrolledUser } from "~/server/factories/cpd-factory";
import { insertEnquiry } from "~/server/factories/enquiry-factory";
import { buildBookingInput, insertEvent } from "~/server/factories/event-factory";
import { insertUser } from "~/server/factories/user-factory";
import { migrateAppDatabase } from "~/server/migrate-app.server";
import { type DatabaseConnection, openDatabase } from "~db/database.server";
import {
  databaseUrlWithName,
  newTestDirectory,
  randomDatabaseName,
  testPostgresUrl,
  withPostgresAdmin,
} from "../support/database-template";
import { startS3Emulator } from "../support/s3-emulator";
import { MINIMAL_PDF } from "../support/sample-uploads";

/**
 * The backup round trip of issue 16 item 3: SQLite → archive → PostgreSQL → archive → SQLite,
 * every table and every uploaded file compared at each hop. PostgreSQL is the middle hop when the
 * run has one (TEST_DATABASE_URL); without it the middle hop is a second SQLite database.
 */

const scratch = newTestDirectory("backup");
const postgresServerUrl = testPostgresUrl();
const middleDatabaseName = randomDatabaseName();

interface Instance {
  connection: DatabaseConnection;
  uploadDirectory: string;
}

const opened: DatabaseConnection[] = [];

function sqliteInstance(name: string): Instance {
  const connection = openDatabase({ sqliteFile: path.join(scratch, name, "campus.sqlite") });
  opened.push(connection);
  return { connection, uploadDirectory: path.join(scratch, name, "uploads") };
}

async function middleInstance(): Promise<Instance> {
  if (!postgresServerUrl) {
    process.stdout.write("backup round trip: no TEST_DATABASE_URL, so the middle hop is SQLite, not PostgreSQL\n");
    return sqliteInstance("middle");
  }
  await withPostgresAdmin(postgresServerUrl, (client) => client.query(`CREATE DATABASE ${middleDatabaseName}`));
  const connection = openDatabase({ databaseUrl: databaseUrlWithName(postgresServerUrl, middleDatabaseName) });
  opened.push(connection);
  return { connection, uploadDirectory: path.join(scratch, "middle", "uploads") };
}

/** Data made the way the app makes it: factories, and the features' own functions where a row needs more. */
async function fillSource({ connection, uploadDirectory }: Instance) {
  const { db } = connection;
  await migrateAppDatabase(connection);
  const auth = createAuth(connection, getEnvironment());
  const admin = await insertUser(auth, db, { role: "admin", name: "Ada Admin" });
  const instructor = await insertUser(auth, db, { role: "instructor", name: "Ian Instructor" });
  const student = await insertUser(auth, db, { role: "student", name: "Sipho Student" });
  await insertUser(auth, db, { role: "student", name: "Thandi Student" });
  const { course } = await insertCourseWithOutline(
    db,
    { chapters: 2, lessonsPerChapter: 2, blocksPerLesson: 3 },
    { offers_certificate: 1, description_html: "<p>Line one\nline two “quoted” – ünïcode ✓</p>" },
  );
  await insertEnrolment(db, course.id, student.id);
  const owner = { ...instructor, image: null, bio: null } as never;
  for (const name of ["handbook.pdf", "checklist.pdf"])
    await saveUpload(db, {
      bytes: MINIMAL_PDF,
      originalName: name,
      kind: "pdf",
      owner,
      uploadDirectory,
      maxBytes: 1e7,
    });
  const cpdCourse = await insertCpdCourse(db);
  await insertEnrolledUser(db, cpdCourse.id);
  await issueCertificate(db, {
    content: {
      ...emptyContent(),
      recipient_name: "Sipho Student",
      recipient_email: student.email,
      course_name: "ISO 9001 Internal Auditor",
    },
    issuedByUserId: admin.id,
  });
  const event = await insertEvent(db);
  const booked = await bookEvent(db, buildBookingInput(event.id), { baseUrl: "http://localhost:3000" });
  expect(booked).toMatchObject({ ok: true });
  await insertEnquiry(db);
  await insertEnquiry(db, { message: "Two lines\nand a tab\there" });
  await createForm(
    db,
    { id: admin.id, name: "Ada Admin", email: admin.email, role: "admin", image: null, bio: null, locale: null },
    "Feedback",
  );
  await ensureSiteSettings(db);
}

/** A value as both databases mean it: booleans as 0/1, dates as one ISO form, whole numbers as numbers. */
function normalise(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return Number(value);
  if (value instanceof Uint8Array) return Buffer.from(value).toString("base64");
  if (typeof value === "string" && /^-?\d+$/.test(value) && Number.isSafeInteger(Number(value))) return Number(value);
  if (typeof value === "string" && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:?\d\d)$/.test(value))
    return new Date(value).toISOString();
  return value;
}

async function tableContents({ connection }: Instance, table: string): Promise<string[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(connection.db);
  return rows
    .map((row) => {
      const sorted = Object.keys(row)
        .sort()
        .map((key) => [key, normalise(row[key])]);
      return JSON.stringify(sorted);
    })
    .filter((row) => !(DERIVED_TABLES.has(table) && row.includes('["count",0]')))
    .sort();
}

function filesOf(directory: string): Record<string, string> {
  const found: Record<string, string> = {};
  if (!fs.existsSync(directory)) return found;
  for (const entry of fs.readdirSync(directory, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    found[path.relative(directory, full)] = fs.readFileSync(full).toString("base64");
  }
  return found;
}

async function expectSameContents(expected: Instance, actual: Instance) {
  const tables = await listDataTables(expected.connection.db, expected.connection.kind);
  const actualTables = await listDataTables(actual.connection.db, actual.connection.kind);
  expect(actualTables.map((table) => table.name)).toEqual(tables.map((table) => table.name));
  for (const table of [...tables.map((t) => t.name), ...DERIVED_TABLES]) {
    expect({ table, rows: await tableContents(actual, table) }).toEqual({
      table,
      rows: await tableContents(expected, table),
    });
  }
  expect(filesOf(actual.uploadDirectory)).toEqual(filesOf(expected.uploadDirectory));
}

let source: Instance;
let middle: Instance;
let final: Instance;
const firstArchive = path.join(scratch, "first.tar.gz");
const secondArchive = path.join(scratch, "second.tar.gz");

beforeAll(async () => {
  source = sqliteInstance("source");
  await fillSource(source);
  middle = await middleInstance();
  final = sqliteInstance("final");
});

afterAll(async () => {
  for (const connection of opened) await connection.close().catch(() => {});
  if (postgresServerUrl)
    await withPostgresAdmin(postgresServerUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${middleDatabaseName} WITH (FORCE)`),
    );
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe("backup and restore", () => {
  it("round-trips SQLite → archive → PostgreSQL → archive → SQLite with every table and file intact", async () => {
    const manifest = await createBackup({
      connection: source.connection,
      uploadDirectory: source.uploadDirectory,
      outFile: firstArchive,
      appVersion: "0.1.0",
      pageRows: 3, // every table larger than 3 rows is read over several pages
    });
    expect(manifest).toMatchObject({ format: "campus-backup", sourceDatabase: "sqlite", appVersion: "0.1.0" });
    expect(manifest.migrations.length).toBeGreaterThan(10);
    const rowsOf = (name: string) => manifest.tables.find((table) => table.name === name)?.rows;
    for (const table of ["user", "courses", "chapters", "lessons", "content_blocks", "uploads", "certificates"])
      expect(rowsOf(table), table).toBeGreaterThan(0);
    for (const table of ["event_bookings", "enquiries", "forms", "site_settings", "cpd_enrolled_users", "outbox"])
      expect(rowsOf(table), table).toBeGreaterThan(0);
    expect(manifest.files).toHaveLength(2);

    expect(middle.connection.kind).toBe(postgresServerUrl ? "postgres" : "sqlite");
    await restoreBackup({ ...middle, archiveFile: firstArchive });
    await expectSameContents(source, middle);

    const second = await createBackup({ ...middle, outFile: secondArchive, appVersion: "0.1.0", pageRows: 3 });
    expect(second.sourceDatabase).toBe(middle.connection.kind);
    await restoreBackup({ ...final, archiveFile: secondArchive });
    await expectSameContents(source, final);

    // The archive is an ordinary tar.gz, and its table members are the same whichever database wrote them.
    const [one, two] = [await readTarGz(firstArchive), await readTarGz(secondArchive)];
    expect([...one.keys()].sort()).toEqual([...two.keys()].sort());
  });

  it("backs up SQLite while another connection keeps writing (online, a consistent snapshot)", async () => {
    const file = path.join(scratch, "source", "campus.sqlite");
    // A second process-like writer: its own thread and connection, inserting enquiries in a loop.
    const writer = new Worker(
      `const { DatabaseSync } = require("node:sqlite");
       const { parentPort, workerData } = require("node:worker_threads");
       const db = new DatabaseSync(workerData.file);
       db.exec("PRAGMA busy_timeout = 5000");
       const template = db.prepare("select * from enquiries limit 1").get();
       const columns = Object.keys(template);
       const insert = db.prepare("insert into enquiries (" + columns.map((c) => '"' + c + '"').join(",") + ") values (" + columns.map(() => "?").join(",") + ")");
       let written = 0, stop = false;
       parentPort.on("message", () => { stop = true; });
       const tick = () => {
         for (let i = 0; i < 20; i++) { written++; insert.run(...columns.map((c) => (c === "id" ? "online-" + written : template[c]))); }
         if (stop) { db.close(); parentPort.postMessage(written); } else setImmediate(tick);
       };
       parentPort.postMessage("started");
       tick();`,
      { eval: true, workerData: { file } },
    );
    await new Promise((resolve) => writer.once("message", resolve));
    const archive = path.join(scratch, "online.tar.gz");
    const manifest = await createBackup({ ...source, outFile: archive, appVersion: "0.1.0" });
    const written = await new Promise<number>((resolve) => {
      writer.once("message", resolve);
      writer.postMessage("stop");
    });
    await writer.terminate();
    const enquiries = manifest.tables.find((table) => table.name === "enquiries");
    // The snapshot holds some of the concurrent writes, never a half-written row, and the server's
    // connection is still usable afterwards.
    expect(written).toBeGreaterThan(20);
    expect(enquiries?.rows).toBeGreaterThanOrEqual(2);
    const members = await readTarGz(archive);
    const lines = members.get("tables/enquiries.jsonl")?.toString().split("\n").filter(Boolean) ?? [];
    expect(lines).toHaveLength(enquiries?.rows ?? -1);
    for (const line of lines) expect(JSON.parse(line).id).toBeTruthy();
    const { rows } = await sql<{ count: number }>`select count(*) as count from enquiries`.execute(
      source.connection.db,
    );
    expect(Number(rows[0].count)).toBe(2 + written);
    await source.connection.db.deleteFrom("enquiries").where("id", "like", "online-%").execute();
  });

  it("refuses a target that is not empty, naming what it holds", async () => {
    await expect(restoreBackup({ ...final, archiveFile: firstArchive })).rejects.toThrow(/not empty/);
    const freshUploadsOnly = {
      connection: sqliteInstance("not-empty").connection,
      uploadDirectory: final.uploadDirectory,
    };
    await expect(restoreBackup({ ...freshUploadsOnly, archiveFile: firstArchive })).rejects.toThrow(
      /uploads directory .* is not empty/,
    );
    const filledDatabase = { connection: final.connection, uploadDirectory: path.join(scratch, "empty-uploads") };
    await expect(restoreBackup({ ...filledDatabase, archiveFile: firstArchive })).rejects.toThrow(
      /The target database is not empty: .*user \(4 rows\)/,
    );
  });

  it("checks every checksum before it writes anything", async () => {
    const members = await readTarGz(firstArchive);
    const tampered = path.join(scratch, "tampered.tar.gz");
    const writer = createTarGzWriter(tampered);
    for (const [name, data] of members) {
      const changed =
        name === "tables/enquiries.jsonl" ? Buffer.from(data.toString().replace("Two lines", "Two lives")) : data;
      await writer.add(name, changed);
    }
    await writer.finish();
    const target = sqliteInstance("tampered");
    await expect(restoreBackup({ ...target, archiveFile: tampered })).rejects.toThrow(
      "The backup is damaged: tables/enquiries.jsonl fails its SHA-256 checksum",
    );
    const tables = await target.connection.db.introspection.getTables();
    expect(tables).toEqual([]);
    expect(fs.existsSync(target.uploadDirectory)).toBe(false);

    const truncated = path.join(scratch, "truncated.tar.gz");
    const bytes = fs.readFileSync(firstArchive);
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(restoreBackup({ ...target, archiveFile: truncated })).rejects.toThrow(
      /could not be read as a \.tar\.gz/,
    );
    expect(await target.connection.db.introspection.getTables()).toEqual([]);
  });
});

describe("backup and restore with the files in an S3 bucket (S3_BUCKET)", () => {
  it("archives the bucket's objects and restores them into another, empty bucket; a filled one is refused", async () => {
    const [sourceStore, targetStore] = [await startS3Emulator(), await startS3Emulator()];
    try {
      const sourceBucket = new S3FileStorage(sourceStore.settings);
      const targetBucket = new S3FileStorage(targetStore.settings);
      const files = { "cert-7.pdf": MINIMAL_PDF, "logo-2.png": Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]) };
      for (const [name, bytes] of Object.entries(files))
        await sourceBucket.put(name, bytes, "application/octet-stream");
      const origin = sqliteInstance("s3-source");
      await migrateAppDatabase(origin.connection);
      const archive = path.join(scratch, "s3-backup.tar.gz");

      const manifest = await createBackup({ ...origin, bucket: sourceBucket, outFile: archive, appVersion: "0.1.0" });
      expect(manifest.files.map((file) => file.path)).toEqual(["cert-7.pdf", "logo-2.png"]);
      expect([...(await readTarGz(archive)).keys()]).toEqual(
        expect.arrayContaining(["uploads/cert-7.pdf", "uploads/logo-2.png"]),
      );

      const restored = sqliteInstance("s3-target");
      await restoreBackup({ ...restored, bucket: targetBucket, archiveFile: archive });
      for (const [name, bytes] of Object.entries(files))
        expect(Buffer.from((await targetBucket.read(name)) ?? [])).toEqual(Buffer.from(bytes));
      // Nothing went to the local uploads directory: the bucket is where the new instance keeps files.
      expect(fs.existsSync(restored.uploadDirectory)).toBe(false);

      const again = sqliteInstance("s3-target-again");
      await expect(restoreBackup({ ...again, bucket: targetBucket, archiveFile: archive })).rejects.toThrow(
        /The bucket already holds files \(cert-7\.pdf, …\): restore into an empty bucket/,
      );
      expect(await again.connection.db.introspection.getTables()).toEqual([]);
    } finally {
      await sourceStore.close();
      await targetStore.close();
    }
  });
});
