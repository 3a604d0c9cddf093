import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getEnvironment, resetEnvironmentForTests } from "~/lib/env.server";
import { type FileStorage, fileStorage, LocalFileStorage, S3FileStorage } from "~/lib/file-storage.server";
import { type S3Emulator, startS3Emulator } from "~tests/support/s3-emulator";

/**
 * The one contract both storages keep (docs/decisions/0035-file-storage.md): the same tests run
 * against local disk and against an S3 emulator (s3rver) on 127.0.0.1.
 */
let emulator: S3Emulator;
let localDirectory: string;

beforeAll(async () => {
  emulator = await startS3Emulator();
  localDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "campus-local-storage-"));
});

afterAll(async () => {
  await emulator?.close();
  fs.rmSync(localDirectory, { recursive: true, force: true });
});

const storages: Array<[string, () => FileStorage]> = [
  ["local disk", () => new LocalFileStorage(localDirectory)],
  ["S3 (s3rver)", () => new S3FileStorage(emulator.settings)],
];

async function text(stream: ReadableStream<Uint8Array>) {
  return new TextDecoder().decode(await new Response(stream).arrayBuffer());
}

describe.each(storages)("file storage contract: %s", (_label, make) => {
  it("puts bytes, then reports them as existing with their size and an entity tag", async () => {
    const storage = make();
    await storage.put("a1.txt", new TextEncoder().encode("hello, campus"), "text/plain");
    expect(await storage.exists("a1.txt")).toBe(true);
    const info = await storage.stat("a1.txt");
    expect(info?.size).toBe(13);
    expect(info?.etag).toMatch(/^(W\/)?".+"$/);
  });

  it("streams the whole file and any byte range with the object's total size", async () => {
    const storage = make();
    await storage.put("b2.txt", new TextEncoder().encode("0123456789"), "text/plain");
    const whole = await storage.get("b2.txt");
    expect(whole?.size).toBe(10);
    expect(await text(whole?.body as ReadableStream<Uint8Array>)).toBe("0123456789");
    const part = await storage.get("b2.txt", { start: 2, end: 5 });
    expect(part?.size).toBe(10);
    expect(await text(part?.body as ReadableStream<Uint8Array>)).toBe("2345");
    expect(new TextDecoder().decode((await storage.read("b2.txt")) ?? new Uint8Array())).toBe("0123456789");
  });

  it("answers null for a file it does not hold, and deleting one is no error", async () => {
    const storage = make();
    expect(await storage.exists("missing.pdf")).toBe(false);
    expect(await storage.stat("missing.pdf")).toBeNull();
    expect(await storage.get("missing.pdf")).toBeNull();
    expect(await storage.read("missing.pdf")).toBeNull();
    await expect(storage.delete("missing.pdf")).resolves.toBeUndefined();
  });

  it("deletes a file: it no longer exists nor streams", async () => {
    const storage = make();
    await storage.put("c3.bin", new Uint8Array([1, 2, 3]), "application/octet-stream");
    await storage.delete("c3.bin");
    expect(await storage.exists("c3.bin")).toBe(false);
    expect(await storage.get("c3.bin")).toBeNull();
  });

  it("lists every stored name in order, and nothing else (probes, half-received files)", async () => {
    const storage = make();
    for await (const name of storage.list()) await storage.delete(name);
    await storage.put("z9.txt", new Uint8Array([9]), "text/plain");
    await storage.put("a0.txt", new Uint8Array([0]), "text/plain");
    await storage.probe();
    const names: string[] = [];
    for await (const name of storage.list()) names.push(name);
    expect(names).toEqual(["a0.txt", "z9.txt"]);
  });

  it("passes the writability probe", async () => {
    await expect(make().probe()).resolves.not.toThrow();
  });

  it("refuses a name that is not a stored name (a path, a parent, a hidden file)", async () => {
    const storage = make();
    for (const name of ["../escape.txt", "a/b.txt", ".hidden", "", "x..y"]) {
      await expect(storage.put(name, new Uint8Array([1]), "text/plain")).rejects.toThrow(/Not a stored file name/);
    }
  });
});

describe("S3 storage when the bucket cannot be written", () => {
  it("fails the probe with the store's reason", async () => {
    const storage = new S3FileStorage({ ...emulator.settings, bucket: "no-such-bucket" });
    await expect(storage.probe()).rejects.toThrow();
  });
});

describe("S3 settings, checked at start", () => {
  const names = [
    "S3_ENDPOINT",
    "S3_BUCKET",
    "S3_REGION",
    "S3_ACCESS_KEY_ID",
    "S3_SECRET_ACCESS_KEY",
    "S3_FORCE_PATH_STYLE",
  ];
  afterEach(() => {
    for (const name of names) delete process.env[name];
    resetEnvironmentForTests();
  });

  function startWith(values: Record<string, string>) {
    for (const name of names) delete process.env[name];
    Object.assign(process.env, values);
    resetEnvironmentForTests();
    return () => getEnvironment();
  }

  it("keeps files on local disk when no S3 variable is set", () => {
    expect(startWith({})().s3).toBeUndefined();
    expect(fileStorage().kind).toBe("local");
  });

  it("uses the bucket when it and its region and keys are set", () => {
    const environment = startWith({ ...emulator.environment })();
    expect(environment.s3).toEqual(emulator.settings);
    expect(fileStorage().kind).toBe("s3");
  });

  it("names each mistake", () => {
    expect(startWith({ S3_BUCKET: "campus-files" })).toThrow(
      /S3_REGION: required with S3_BUCKET[\s\S]*S3_ACCESS_KEY_ID: required[\s\S]*S3_SECRET_ACCESS_KEY: required/,
    );
    expect(startWith({ S3_REGION: "auto", S3_ACCESS_KEY_ID: "key" })).toThrow(
      "S3_BUCKET: set S3_BUCKET to store files in S3 (S3_REGION, S3_ACCESS_KEY_ID set without it), or unset them",
    );
    expect(startWith({ ...emulator.environment, S3_BUCKET: "Campus_Files" })).toThrow(
      "S3_BUCKET must be a bucket name of 3 to 63 lower-case letters, digits, dots and hyphens",
    );
    expect(startWith({ ...emulator.environment, S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT must/);
    expect(startWith({ ...emulator.environment, S3_FORCE_PATH_STYLE: "yes" })).toThrow(
      "S3_FORCE_PATH_STYLE must be true or false",
    );
  });
});
