import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { getEnvironment, type S3Settings } from "./env.server";

/**
 * Where uploaded files' bytes live (docs/decisions/0035-file-storage.md): the uploads directory on
 * local disk (the default) or an S3-compatible bucket when S3_BUCKET is set. Callers name a file
 * by its stored name only; access checks stay in the routes, which stream the bytes through.
 */
export interface FileStorage {
  readonly kind: "local" | "s3";
  /** Stores the bytes under the name (a stored name is never reused for other bytes). */
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Size and entity tag, or null when there is no such file. */
  stat(name: string): Promise<StoredFileInfo | null>;
  /** The bytes (or the inclusive byte range) as a stream, or null when there is no such file. */
  get(name: string, range?: { start: number; end: number }): Promise<StoredFile | null>;
  /** The whole file in memory, for small files only (certificate images, presentations). */
  read(name: string): Promise<Uint8Array | null>;
  exists(name: string): Promise<boolean>;
  /** Removes the file; a missing file is not an error. */
  delete(name: string): Promise<void>;
  /** Writes, reads back and removes a probe object; throws when storage is not writable (/readyz). */
  probe(): Promise<string | undefined>;
  /** Every stored name, in name order (the backup reads the bucket through this). */
  list(): AsyncIterable<string>;
}

export interface StoredFileInfo {
  size: number;
  etag: string;
}

export interface StoredFile extends StoredFileInfo {
  body: ReadableStream<Uint8Array>;
}

const STORED_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}$/;

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name) && !name.includes("..");
}

/** Stored names are generated (id.ext); anything else (a path, "..") never reaches the disk or the bucket. */
function checkStoredName(name: string): string {
  if (!isStoredName(name)) throw new Error(`Not a stored file name: ${name}`);
  return name;
}

export class LocalFileStorage implements FileStorage {
  readonly kind = "local";
  constructor(readonly directory: string) {}

  private pathOf(name: string) {
    return path.join(this.directory, checkStoredName(name));
  }

  async put(name: string, bytes: Uint8Array) {
    const target = this.pathOf(name);
    await fsp.mkdir(this.directory, { recursive: true });
    // Written aside in incoming/ (never served nor backed up, cleared at start), then renamed:
    // a reader or a running backup never sees half a file.
    const incoming = path.join(this.directory, "incoming");
    await fsp.mkdir(incoming, { recursive: true });
    const partial = path.join(incoming, `${name}.${crypto.randomUUID()}.partial`);
    await fsp.writeFile(partial, bytes);
    await fsp.rename(partial, target);
  }

  async stat(name: string): Promise<StoredFileInfo | null> {
    const stats = await fsp.stat(this.pathOf(name)).catch(() => null);
    if (!stats?.isFile()) return null;
    return { size: stats.size, etag: `"${stats.size.toString(16)}-${Math.round(stats.mtimeMs).toString(16)}"` };
  }

  async get(name: string, range?: { start: number; end: number }): Promise<StoredFile | null> {
    const info = await this.stat(name);
    if (!info) return null;
    const stream = fs.createReadStream(this.pathOf(name), range ?? {});
    return { ...info, body: Readable.toWeb(stream) as ReadableStream<Uint8Array> };
  }

  async read(name: string) {
    const bytes = await fsp.readFile(this.pathOf(name)).catch(() => null);
    return bytes ? new Uint8Array(bytes) : null;
  }

  async exists(name: string) {
    return (await this.stat(name)) !== null;
  }

  async delete(name: string) {
    await fsp.rm(this.pathOf(name), { force: true });
  }

  async *list() {
    const entries = await fsp.readdir(this.directory, { withFileTypes: true }).catch(() => []);
    // incoming/ (half-received files) is a folder and dot files are probes: neither is a stored name.
    const names = entries.filter((entry) => entry.isFile() && isStoredName(entry.name)).map((entry) => entry.name);
    yield* names.sort();
  }

  async probe() {
    await fsp.mkdir(this.directory, { recursive: true });
    const probe = path.join(this.directory, `.readyz-${crypto.randomUUID()}`);
    await fsp.writeFile(probe, "ok");
    await fsp.rm(probe, { force: true });
    return undefined;
  }
}

/** Objects sit under this prefix so the bucket may hold other things (backups, say) beside them. */
const KEY_PREFIX = "uploads/";

export class S3FileStorage implements FileStorage {
  readonly kind = "s3";
  private client: Promise<{ client: S3Client; sdk: typeof import("@aws-sdk/client-s3") }> | undefined;
  constructor(readonly settings: S3Settings) {}

  /** The SDK is loaded only when S3 is configured (and never in the browser bundle: a .server file). */
  private connect() {
    this.client ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: this.settings.endpoint,
        region: this.settings.region,
        forcePathStyle: this.settings.forcePathStyle,
        credentials: { accessKeyId: this.settings.accessKeyId, secretAccessKey: this.settings.secretAccessKey },
        // R2, B2, MinIO and emulators do not all take the SDK's default CRC32 trailers.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    }));
    return this.client;
  }

  private key(name: string) {
    return `${KEY_PREFIX}${checkStoredName(name)}`;
  }

  async put(name: string, bytes: Uint8Array, contentType: string) {
    const { client, sdk } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.key(name),
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: contentType,
      }),
    );
  }

  async stat(name: string): Promise<StoredFileInfo | null> {
    const { client, sdk } = await this.connect();
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.key(name) }));
      return { size: Number(head.ContentLength ?? 0), etag: head.ETag ?? `"${name}"` };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(name: string, range?: { start: number; end: number }): Promise<StoredFile | null> {
    const { client, sdk } = await this.connect();
    try {
      const object = await client.send(
        new sdk.GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.key(name),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!object.Body) return null;
      const total = /\/(\d+)$/.exec(object.ContentRange ?? "")?.[1];
      return {
        size: total ? Number(total) : Number(object.ContentLength ?? 0),
        etag: object.ETag ?? `"${name}"`,
        body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(name: string) {
    const object = await this.get(name);
    if (!object) return null;
    return new Uint8Array(await new Response(object.body).arrayBuffer());
  }

  async exists(name: string) {
    return (await this.stat(name)) !== null;
  }

  async delete(name: string) {
    const { client, sdk } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(name) }));
  }

  async *list() {
    const { client, sdk } = await this.connect();
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: KEY_PREFIX, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(KEY_PREFIX.length) ?? "";
        // A readiness probe caught mid-flight, or anything not written by Campus, is not a stored file.
        if (isStoredName(name)) yield name;
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async probe() {
    const name = `.readyz-${crypto.randomUUID()}`;
    const { client, sdk } = await this.connect();
    const Key = `${KEY_PREFIX}${name}`;
    await client.send(new sdk.PutObjectCommand({ Bucket: this.settings.bucket, Key, Body: "ok", ContentLength: 2 }));
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key }));
    return `bucket ${this.settings.bucket}`;
  }
}

function isMissing(error: unknown): boolean {
  const named = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    named?.name === "NoSuchKey" ||
    named?.name === "NotFound" ||
    named?.$metadata?.httpStatusCode === 404 ||
    named?.$metadata?.httpStatusCode === 416
  );
}

let s3Storage: { settings: S3Settings; storage: S3FileStorage } | undefined;

/**
 * The configured storage: the bucket when S3 is configured, otherwise the given uploads directory
 * (callers and tests pass the directory they use; the app's is DATA_DIR/uploads).
 */
export function fileStorage(uploadDirectory?: string): FileStorage {
  const environment = getEnvironment();
  const settings = environment.s3;
  if (settings) {
    if (s3Storage?.settings !== settings) s3Storage = { settings, storage: new S3FileStorage(settings) };
    return s3Storage.storage;
  }
  return new LocalFileStorage(uploadDirectory ?? environment.uploadDirectory);
}
