import zlib from "node:zlib";
import type { FileStorage } from "~/lib/file-storage.server";
import type { PresentationSlide } from "./viewer-blocks";

/**
 * The text of each slide of a .pptx, read straight from the file (an Office Open XML zip), so the
 * viewer can show the slides' words inline: this server has no office converter to render them.
 * Old binary .ppt files have no such text layer here; they are offered for download only.
 */
export type SlideText = PresentationSlide;

const MAX_SLIDES = 200;
const MAX_LINES_PER_SLIDE = 40;
const MAX_SLIDE_XML_BYTES = 2_000_000;
const CACHE_SIZE = 50;

// Stored names are never reused for other bytes, so an outline never goes stale.
const outlineCache = new Map<string, SlideText[] | null>();

export async function readPresentationOutline(storage: FileStorage, storedName: string): Promise<SlideText[] | null> {
  const cacheKey = `${storage.kind}:${storedName}`;
  if (outlineCache.has(cacheKey)) return outlineCache.get(cacheKey) ?? null;
  let outline: SlideText[] | null = null;
  try {
    const bytes = await storage.read(storedName);
    outline = bytes ? extractSlides(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) : null;
  } catch {
    // A damaged or unusual file: the download still works; there is just no inline text.
    outline = null;
  }
  if (outlineCache.size >= CACHE_SIZE) {
    const oldest = outlineCache.keys().next().value;
    if (oldest !== undefined) outlineCache.delete(oldest);
  }
  outlineCache.set(cacheKey, outline);
  return outline;
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

function extractSlides(zip: Buffer): SlideText[] | null {
  const entries = readCentralDirectory(zip);
  if (!entries) return null;
  const slides = entries
    .map((entry) => ({ entry, number: Number(entry.name.match(/^ppt\/slides\/slide(\d+)\.xml$/)?.[1]) }))
    .filter((slide) => Number.isInteger(slide.number) && slide.number > 0)
    .sort((a, b) => a.number - b.number)
    .slice(0, MAX_SLIDES);
  if (slides.length === 0) return null;
  return slides.map(({ entry, number }) => {
    const xml = readEntry(zip, entry)?.toString("utf8") ?? "";
    return { number, lines: paragraphsOf(xml).slice(0, MAX_LINES_PER_SLIDE) };
  });
}

function readCentralDirectory(zip: Buffer): ZipEntry[] | null {
  // The end-of-central-directory record is in the last 64 KiB + 22 bytes.
  const searchFrom = Math.max(0, zip.length - 65_557);
  let end = -1;
  for (let index = zip.length - 22; index >= searchFrom; index--) {
    if (zip.readUInt32LE(index) === 0x06054b50) {
      end = index;
      break;
    }
  }
  if (end === -1) return null;
  const count = zip.readUInt16LE(end + 10);
  let cursor = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index++) {
    if (cursor + 46 > zip.length || zip.readUInt32LE(cursor) !== 0x02014b50) return null;
    const nameLength = zip.readUInt16LE(cursor + 28);
    const extraLength = zip.readUInt16LE(cursor + 30);
    const commentLength = zip.readUInt16LE(cursor + 32);
    entries.push({
      name: zip.toString("utf8", cursor + 46, cursor + 46 + nameLength),
      method: zip.readUInt16LE(cursor + 10),
      compressedSize: zip.readUInt32LE(cursor + 20),
      uncompressedSize: zip.readUInt32LE(cursor + 24),
      localHeaderOffset: zip.readUInt32LE(cursor + 42),
    });
    cursor += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function readEntry(zip: Buffer, entry: ZipEntry): Buffer | null {
  if (entry.uncompressedSize > MAX_SLIDE_XML_BYTES) return null;
  const header = entry.localHeaderOffset;
  if (header + 30 > zip.length || zip.readUInt32LE(header) !== 0x04034b50) return null;
  const start = header + 30 + zip.readUInt16LE(header + 26) + zip.readUInt16LE(header + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data;
  if (entry.method === 8) return zlib.inflateRawSync(data, { maxOutputLength: MAX_SLIDE_XML_BYTES });
  return null;
}

/** The text runs of each paragraph (<a:p>) joined, empty paragraphs left out. */
function paragraphsOf(xml: string): string[] {
  const paragraphs = xml.match(/<a:p[\s>][\s\S]*?<\/a:p>/g) ?? [];
  return paragraphs
    .map((paragraph) =>
      [...paragraph.matchAll(/<a:t(?:\s[^>]*)?>([\s\S]*?)<\/a:t>/g)].map((match) => decodeXml(match[1] ?? "")).join(""),
    )
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line.length > 0);
}

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_match, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower === "amp") return "&";
    if (lower === "lt") return "<";
    if (lower === "gt") return ">";
    if (lower === "quot") return '"';
    if (lower === "apos") return "'";
    const code = lower.startsWith("#x") ? Number.parseInt(lower.slice(2), 16) : Number.parseInt(lower.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
  });
}
