import { loadFflate } from "./heavy-modules.server";
import { formatNumber } from "./i18n/format";
import * as m from "./messages";

/**
 * Reads an uploaded ZIP (a SCORM or cmi5 package) without trusting it (decision
 * 0097-scorm-content-packages). The central directory is read here, so each entry's Unix mode is
 * seen (a symlink is refused), and every entry is inflated in small steps while its bytes are
 * counted: the entry count, the total uncompressed size and the compression ratio are checked as
 * the bytes come, never from the sizes the archive claims, so a ZIP bomb stops at the limit.
 * Paths with `..`, a leading slash or drive, a backslash or a NUL byte are refused.
 */

export interface PackageZipLimits {
  maxEntries: number;
  maxTotalBytes: number;
  /** Uncompressed to compressed, per entry, checked once an entry passes RATIO_GRACE_BYTES. */
  maxRatio: number;
}

const PACKAGE_ZIP_LIMITS: PackageZipLimits = {
  maxEntries: 5_000,
  maxTotalBytes: 500_000_000,
  maxRatio: 200,
};

/** Small entries (a page of repeated markup) may compress far better than big ones; not checked below this. */
const RATIO_GRACE_BYTES = 1_000_000;
const STEP = 64 * 1024;

export type PackageZipResult =
  | { ok: true; files: Map<string, Uint8Array> }
  | { ok: false; message: string; tooLarge?: boolean };

const notAZip = () => m.zipNotZip();

/** Why a path inside the archive is refused, or null when it is a safe relative path. */
export function unsafeEntryPath(name: string): string | null {
  const path = printable(name);
  if (name.includes("\0")) return m.zipPathNul({ path });
  if (name.includes("\\")) return m.zipPathBackslash({ path });
  if (name.startsWith("/") || /^[A-Za-z]:/.test(name)) return m.zipPathAbsolute({ path });
  const segments = name.split("/");
  if (segments.some((segment) => segment === "..")) return m.zipPathLeaves({ path });
  if (segments.slice(0, -1).some((segment) => segment === "")) return m.zipPathEmptyFolder({ path });
  return null;
}

/** "a/./b" → "a/b" (a path already checked by unsafeEntryPath). */
function normalisePath(name: string): string {
  return name
    .split("/")
    .filter((segment) => segment !== ".")
    .join("/");
}

interface CentralEntry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  localOffset: number;
  externalAttributes: number;
  madeBy: number;
}

function readCentralDirectory(bytes: Uint8Array, maxEntries: number): CentralEntry[] | string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return notAZip();
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryOffset === 0xffffffff)
    return "ZIP64 archives are not accepted: keep the package under 4 GB and 65,535 files.";
  if (count > maxEntries) return `The package holds ${count} files; at most ${maxEntries} are accepted.`;
  if (directoryOffset + directorySize > bytes.length) return notAZip();
  const entries: CentralEntry[] = [];
  let at = directoryOffset;
  const decoder = new TextDecoder("utf-8", { fatal: false });
  for (let index = 0; index < count; index++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return notAZip();
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.length) return notAZip();
    entries.push({
      madeBy: view.getUint16(at + 4, true),
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      externalAttributes: view.getUint32(at + 38, true),
      localOffset: view.getUint32(at + 42, true),
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function isSymlink(entry: CentralEntry): boolean {
  // Made on Unix (high byte 3): the upper 16 bits are st_mode; S_IFLNK is 0o120000.
  return entry.madeBy >> 8 === 3 && ((entry.externalAttributes >>> 16) & 0o170000) === 0o120000;
}

/** Every file of the archive by its path, or the first reason it is refused. */
export async function readPackageZip(
  bytes: Uint8Array,
  limits: PackageZipLimits = PACKAGE_ZIP_LIMITS,
): Promise<PackageZipResult> {
  if (bytes.length < 22 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) return { ok: false, message: notAZip() };
  const entries = readCentralDirectory(bytes, limits.maxEntries);
  if (typeof entries === "string") return { ok: false, message: entries };
  const { Inflate } = await loadFflate();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const files = new Map<string, Uint8Array>();
  let total = 0;
  const tooLarge = (): PackageZipResult => ({
    ok: false,
    tooLarge: true,
    message: m.zipTooLarge({ megabytes: formatNumber(Math.round(limits.maxTotalBytes / 1_000_000)) }),
  });
  for (const entry of entries) {
    const unsafe = unsafeEntryPath(entry.name);
    if (unsafe) return { ok: false, message: unsafe };
    if (isSymlink(entry)) return { ok: false, message: m.zipSymlink({ path: printable(entry.name) }) };
    if (entry.name.endsWith("/")) continue;
    if (entry.flags & 1) return { ok: false, message: m.zipEncrypted({ path: printable(entry.name) }) };
    const path = normalisePath(entry.name);
    if (files.has(path)) return { ok: false, message: m.zipTwice({ path: printable(path) }) };
    const local = entry.localOffset;
    if (local + 30 > bytes.length || view.getUint32(local, true) !== 0x04034b50)
      return { ok: false, message: notAZip() };
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = bytes.subarray(start, start + entry.compressedSize);
    if (data.length !== entry.compressedSize) return { ok: false, message: notAZip() };
    if (entry.method === 0) {
      total += data.length;
      if (total > limits.maxTotalBytes) return tooLarge();
      files.set(path, data.slice());
      continue;
    }
    if (entry.method !== 8) return { ok: false, message: m.zipMethod({ path: printable(path) }) };
    const chunks: Uint8Array[] = [];
    let size = 0;
    let refused: PackageZipResult | null = null;
    const inflater = new Inflate((chunk) => {
      if (refused) return;
      size += chunk.length;
      total += chunk.length;
      if (total > limits.maxTotalBytes) refused = tooLarge();
      else if (size > RATIO_GRACE_BYTES && size > limits.maxRatio * Math.max(1, data.length))
        refused = {
          ok: false,
          tooLarge: true,
          message: m.zipBomb({ path: printable(path), ratio: formatNumber(limits.maxRatio) }),
        };
      else chunks.push(chunk);
    });
    try {
      for (let offset = 0; offset < data.length && !refused; offset += STEP) {
        inflater.push(data.subarray(offset, offset + STEP), offset + STEP >= data.length);
      }
      if (data.length === 0) inflater.push(new Uint8Array(0), true);
    } catch {
      return { ok: false, message: m.zipDamaged({ path: printable(path) }) };
    }
    if (refused) return refused;
    files.set(path, concat(chunks, size));
  }
  return { ok: true, files };
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const joined = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.length;
  }
  return joined;
}

/** A path as it can be shown in a message: control characters (a NUL byte) made visible. */
function printable(name: string): string {
  return name.replace(/\p{Cc}/gu, "?").slice(0, 200);
}
