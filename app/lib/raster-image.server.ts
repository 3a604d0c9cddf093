import { loadSharp } from "./heavy-modules.server";

/**
 * The most pixels Campus will decode from one image, every frame of an animation counted. A PNG
 * of 48 KB can declare 20000 × 20000 pixels (1.6 GB once decoded): the limit is checked from the
 * header, before anything is decoded. 40 megapixels is more than any camera photo uploaded here
 * (8000 × 5000) and bounds one decode to about 160 MB.
 */
const MAX_IMAGE_PIXELS = 40_000_000;

export interface ImageSize {
  width: number;
  height: number;
  /** Frames of an animation (1 for a still image); `height` already counts them all. */
  frames: number;
  /** What sharp found; only the raster formats Campus accepts are ever decoded. */
  format: string;
}

const RASTER_FORMATS = ["jpeg", "png", "gif", "webp"] as const;
export type RasterFormat = (typeof RASTER_FORMATS)[number];

export function isRasterFormat(format: string): format is RasterFormat {
  return (RASTER_FORMATS as readonly string[]).includes(format);
}

/** A sharp pipeline on untrusted bytes that refuses to decode more than MAX_IMAGE_PIXELS. */
export async function decodeWithPixelLimit(bytes: Uint8Array, options: { animated?: boolean } = {}) {
  const sharp = await loadSharp();
  return sharp(bytes, {
    limitInputPixels: MAX_IMAGE_PIXELS,
    animated: options.animated ?? false,
    // Decode what a browser would show; only real errors refuse the file.
    failOn: "error",
  });
}

/**
 * The size an image declares, read from its header only (no pixels are decoded, so this is safe
 * on a bomb). Null when the bytes are not an image sharp can read.
 */
export async function readImageSize(bytes: Uint8Array, options: { animated?: boolean } = {}) {
  // Outside the try: a missing sharp is an error, not "not an image".
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false, animated: options.animated ?? false }).metadata();
    if (!metadata.width || !metadata.height) return null;
    return {
      width: metadata.width,
      height: metadata.height,
      frames: options.animated ? (metadata.pages ?? 1) : 1,
      format: metadata.format ?? "unknown",
    } satisfies ImageSize;
  } catch {
    return null;
  }
}

export function isWithinPixelLimit(size: ImageSize): boolean {
  return size.width * size.height <= MAX_IMAGE_PIXELS;
}

export function describeImageSize(size: ImageSize): string {
  const frameHeight = Math.round(size.height / size.frames);
  const dimensions = `${size.width} × ${frameHeight} pixels`;
  return size.frames > 1 ? `${dimensions}, ${size.frames} frames` : dimensions;
}

/** The pixel limit in megapixels, for the message that refuses a larger image. */
export const MAX_IMAGE_MEGAPIXELS = MAX_IMAGE_PIXELS / 1_000_000;
