import { once } from "node:events";
import fs from "node:fs";
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
  return {
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
