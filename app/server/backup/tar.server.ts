import crypto from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * A small ustar (POSIX tar) writer and reader with gzip, for Campus backups: regular files only,
 * names up to 255 bytes (prefix + name). Any tar tool reads what this writes (tar -tzf backup.tar.gz).
 */

const BLOCK = 512;

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: "", base: name };
  for (let index = name.indexOf("/"); index !== -1; index = name.indexOf("/", index + 1)) {
    const prefix = name.slice(0, index);
    const base = name.slice(index + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`Archive member name too long for tar: ${name}`);
}

function header(name: string, size: number, modifiedAt: Date): Buffer {
  const block = Buffer.alloc(BLOCK, 0);
  const { prefix, base } = splitName(name);
  const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, "0");
  block.write(base, 0, 100, "utf8");
  block.write(octal(0o644, 8), 100, "ascii");
  block.write(octal(0, 8), 108, "ascii");
  block.write(octal(0, 8), 116, "ascii");
  block.write(octal(size, 12), 124, "ascii");
  block.write(octal(Math.floor(modifiedAt.getTime() / 1000), 12), 136, "ascii");
  block.write("        ", 148, "ascii");
  block.write("0", 156, "ascii");
  block.write("ustar\u000000", 257, "ascii");
  block.write(prefix, 345, 155, "utf8");
  let checksum = 0;
  for (const byte of block) checksum += byte;
  block.write(`${octal(checksum, 7)}\u0000 `, 148, "ascii");
  return block;
}

export interface TarWriter {
  add: (name: string, data: Buffer) => Promise<void>;
  /** A member from a file on disk, streamed (the file must not change while it is added). */
  addFile: (name: string, file: string) => Promise<{ size: number; sha256: string }>;
  /** A member from a stream of known size (an object in the bucket), streamed the same way. */
  addStream: (
    name: string,
    size: number,
    stream: AsyncIterable<Uint8Array>,
  ) => Promise<{ size: number; sha256: string }>;
  finish: () => Promise<void>;
}

/** Streams members into a .tar.gz file, one at a time (memory holds one member, not the archive). */
export function createTarGzWriter(file: string): TarWriter {
  const gzip = zlib.createGzip({ level: 6 });
  const output = fs.createWriteStream(file, { mode: 0o600 });
  gzip.pipe(output);
  const failed = new Promise<never>((_, reject) => {
    gzip.on("error", reject);
    output.on("error", reject);
  });
  failed.catch(() => {});
  async function write(chunk: Buffer) {
    if (!gzip.write(chunk)) await Promise.race([once(gzip, "drain"), failed]);
  }
  async function addSized(name: string, size: number, stream: AsyncIterable<Uint8Array>, source: string) {
    await write(header(name, size, new Date()));
    let written = 0;
    const hash = crypto.createHash("sha256");
    for await (const piece of stream) {
      const chunk = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
      written += chunk.length;
      if (written > size) break;
      hash.update(chunk);
      await write(chunk);
    }
    if (written !== size) throw new Error(`${source} changed while it was archived`);
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding) await write(Buffer.alloc(padding, 0));
    return { size, sha256: hash.digest("hex") };
  }
  return {
    async addFile(name, file) {
      const { size } = fs.statSync(file);
      return addSized(name, size, fs.createReadStream(file) as AsyncIterable<Buffer>, file);
    },
    addStream(name, size, stream) {
      return addSized(name, size, stream, name);
    },
    async add(name, data) {
      await write(header(name, data.length, new Date()));
      await write(data);
      const padding = (BLOCK - (data.length % BLOCK)) % BLOCK;
      if (padding) await write(Buffer.alloc(padding, 0));
    },
    async finish() {
      await write(Buffer.alloc(BLOCK * 2, 0));
      gzip.end();
      await Promise.race([once(output, "finish"), failed]);
    },
  };
}

function readText(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? raw.length : end).toString("utf8");
}

/** Every regular file in a .tar.gz, by name. Refuses anything that is not a plain, well-formed archive. */
export async function readTarGz(file: string): Promise<Map<string, Buffer>> {
  let archive: Buffer;
  try {
    archive = zlib.gunzipSync(await fs.promises.readFile(file));
  } catch (error) {
    throw new Error(`${file} is not a gzip archive: ${error instanceof Error ? error.message : String(error)}`);
  }
  const members = new Map<string, Buffer>();
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const block = archive.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) break;
    const stored = Number.parseInt(readText(block, 148, 8).trim(), 8);
    let checksum = 0;
    for (let index = 0; index < BLOCK; index++) checksum += index >= 148 && index < 156 ? 32 : block[index];
    if (stored !== checksum) throw new Error(`${file} is damaged: a tar header at byte ${offset} fails its checksum`);
    const size = Number.parseInt(readText(block, 124, 12).trim() || "0", 8);
    const type = readText(block, 156, 1) || "0";
    const prefix = readText(block, 345, 155);
    const name = prefix ? `${prefix}/${readText(block, 0, 100)}` : readText(block, 0, 100);
    const start = offset + BLOCK;
    if (start + size > archive.length) throw new Error(`${file} is truncated inside ${name}`);
    if (type === "0") members.set(name, Buffer.from(archive.subarray(start, start + size)));
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  return members;
}

export interface ExtractedMember {
  /** Where the member's bytes were written (a numbered file in the staging directory, never its own name). */
  file: string;
  size: number;
  sha256: string;
}

/**
 * Streams a .tar.gz into a staging directory, hashing each member as it is written, so a restore
 * holds no more than a chunk in memory whatever the size of the uploads.
 */
export async function extractTarGz(file: string, directory: string): Promise<Map<string, ExtractedMember>> {
  const members = new Map<string, ExtractedMember>();
  let pending: Buffer = Buffer.alloc(0);
  let current: { name: string; file: string; fd: number; remaining: number; hash: crypto.Hash; size: number } | null =
    null;
  let skip = 0;
  let ended = false;
  const finishMember = () => {
    if (!current) return;
    fs.closeSync(current.fd);
    members.set(current.name, { file: current.file, size: current.size, sha256: current.hash.digest("hex") });
    skip = (BLOCK - (current.size % BLOCK)) % BLOCK;
    current = null;
  };
  try {
    for await (const chunk of fs.createReadStream(file).pipe(zlib.createGunzip()) as AsyncIterable<Buffer>) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      while (!ended) {
        if (current) {
          if (!pending.length) break;
          const part = pending.subarray(0, Math.min(current.remaining, pending.length));
          fs.writeSync(current.fd, part);
          current.hash.update(part);
          current.remaining -= part.length;
          pending = pending.subarray(part.length);
          if (current.remaining === 0) finishMember();
          continue;
        }
        if (skip) {
          const skipped = Math.min(skip, pending.length);
          pending = pending.subarray(skipped);
          skip -= skipped;
          if (skip) break;
          continue;
        }
        if (pending.length < BLOCK) break;
        const block = pending.subarray(0, BLOCK);
        pending = pending.subarray(BLOCK);
        if (block.every((byte) => byte === 0)) {
          ended = true;
          break;
        }
        const { name, size, type } = parseHeader(block, file);
        if (type !== "0") {
          skip = Math.ceil(size / BLOCK) * BLOCK;
          continue;
        }
        const staged = path.join(directory, String(members.size));
        current = {
          name,
          file: staged,
          fd: fs.openSync(staged, "w", 0o600),
          remaining: size,
          hash: crypto.createHash("sha256"),
          size,
        };
        if (size === 0) finishMember();
      }
    }
  } catch (error) {
    if (current) fs.closeSync((current as { fd: number }).fd);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${file} could not be read as a .tar.gz: ${reason}`);
  }
  if (current) throw new Error(`${file} is truncated inside ${(current as { name: string }).name}`);
  return members;
}

function parseHeader(block: Buffer, file: string) {
  const stored = Number.parseInt(readText(block, 148, 8).trim(), 8);
  let checksum = 0;
  for (let index = 0; index < BLOCK; index++) checksum += index >= 148 && index < 156 ? 32 : block[index];
  if (stored !== checksum) throw new Error(`${file} is damaged: a tar header fails its checksum`);
  const size = Number.parseInt(readText(block, 124, 12).trim() || "0", 8);
  const type = readText(block, 156, 1) || "0";
  const prefix = readText(block, 345, 155);
  const name = prefix ? `${prefix}/${readText(block, 0, 100)}` : readText(block, 0, 100);
  return { name, size, type };
}
