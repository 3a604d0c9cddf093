import { formatNumber } from "~/lib/i18n/format";
import {
  decodeWithPixelLimit,
  type ImageSize,
  isWithinPixelLimit,
  MAX_IMAGE_MEGAPIXELS,
  type RasterFormat,
  readImageSize,
} from "~/lib/raster-image.server";
import * as m from "./messages";

/** SPEC 9: images of 2,000,000 bytes or more (not GIF) are scaled to 800 px on the longest side, as JPEG. */
const IMAGE_RESIZE_THRESHOLD_BYTES = 2_000_000;
const RESIZED_IMAGE_LONGEST_SIDE = 800;
/** A re-encode that takes longer than this is an attack or a broken file, not a photo. */
const ENCODE_TIMEOUT_SECONDS = 30;

const FORMAT_OF_MIME: Record<string, RasterFormat> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

const STORED_AS: Record<RasterFormat, { mime: string; extension: string }> = {
  jpeg: { mime: "image/jpeg", extension: "jpg" },
  png: { mime: "image/png", extension: "png" },
  gif: { mime: "image/gif", extension: "gif" },
  webp: { mime: "image/webp", extension: "webp" },
};

export type ReencodedImage =
  | { ok: true; bytes: Uint8Array; mime: string; extension: string }
  | { ok: false; reason: "too-large" | "unreadable"; message: string };

const unreadable = (): ReencodedImage => ({ ok: false, reason: "unreadable", message: m.imageUnreadable() });

/**
 * Every uploaded image is decoded (within the pixel limit) and written again in its own format,
 * so what is stored is only pixels: no metadata (EXIF orientation is applied first), no comment
 * or text chunks, nothing appended after the image's end (a GIF, JPEG or PNG that is also an
 * HTML page or a script stops being one). Large files keep the existing rule: 800 px JPEG.
 */
export async function reencodeImage(bytes: Uint8Array, mime: string): Promise<ReencodedImage> {
  const format = FORMAT_OF_MIME[mime];
  if (!format) return unreadable();
  const isAnimatable = format === "gif" || format === "webp";
  const size = await readImageSize(bytes, { animated: isAnimatable });
  if (!size) return unreadable();
  if (!isWithinPixelLimit(size)) return tooLarge(size);

  const shrinks = format !== "gif" && bytes.byteLength >= IMAGE_RESIZE_THRESHOLD_BYTES;
  try {
    const output = shrinks ? await shrinkToJpeg(bytes) : await encodeAgain(bytes, format);
    return { ok: true, bytes: new Uint8Array(output), ...STORED_AS[shrinks ? "jpeg" : format] };
  } catch (error) {
    // The header check above should have caught it; sharp's own limit is the backstop.
    if (/pixel limit/i.test(String(error))) return tooLarge(size);
    return unreadable();
  }
}

function tooLarge(size: ImageSize): ReencodedImage {
  const values = {
    // Pixel sizes as an image program writes them: digits only ("20000 × 20000").
    width: size.width,
    height: Math.round(size.height / size.frames),
    megapixels: formatNumber(MAX_IMAGE_MEGAPIXELS),
  };
  const message = size.frames > 1 ? m.animationTooLarge({ ...values, frames: size.frames }) : m.imageTooLarge(values);
  return { ok: false, reason: "too-large", message };
}

async function encodeAgain(bytes: Uint8Array, format: RasterFormat): Promise<Buffer> {
  const image = (await decodeWithPixelLimit(bytes, { animated: format === "gif" || format === "webp" }))
    .autoOrient()
    .timeout({ seconds: ENCODE_TIMEOUT_SECONDS });
  switch (format) {
    case "jpeg":
      return image.jpeg({ quality: 85 }).toBuffer();
    case "png":
      return image.png().toBuffer();
    // Frames, delays and loop count carry over (sharp keeps them for animated input).
    case "gif":
      return image.gif().toBuffer();
    case "webp":
      return image.webp(isLosslessWebp(bytes) ? { lossless: true } : { quality: 90 }).toBuffer();
  }
}

async function shrinkToJpeg(bytes: Uint8Array): Promise<Buffer> {
  return (await decodeWithPixelLimit(bytes))
    .autoOrient()
    .resize({
      width: RESIZED_IMAGE_LONGEST_SIDE,
      height: RESIZED_IMAGE_LONGEST_SIDE,
      fit: "inside",
      withoutEnlargement: true,
    })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
    .toBuffer();
}

/** A lossless WebP (a VP8L bitstream) stays lossless; a lossy one is written at quality 90. */
function isLosslessWebp(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 4096)).includes("VP8L");
}
