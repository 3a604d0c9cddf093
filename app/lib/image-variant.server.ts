import type { FileStorage } from "./file-storage.server";
import { decodeWithPixelLimit } from "./raster-image.server";

/** The widths pictures may be asked for: the data saver's (app/lib/data-saver.ts) and a double for sharp screens. */
export const IMAGE_VARIANT_WIDTHS: readonly number[] = [480, 960];

const RESIZABLE_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

export function isResizableImage(contentType: string): boolean {
  return RESIZABLE_TYPES.has(contentType);
}

/** The stored name of a picture's smaller copy, beside the original in the same storage. */
function variantName(storedName: string, width: number): string {
  return `variant-w${width}-${storedName}.webp`;
}

/**
 * A picture at most `width` pixels wide, as WebP (decision 0107-data-saver): made once from the
 * original (decoded with the pixel limit), then kept in file storage beside it, so every later
 * request streams stored bytes. A picture already narrower is re-encoded at its own width, which
 * still saves bytes on a PNG photo. Returns the variant's stored name.
 */
export async function ensureImageVariant(storage: FileStorage, storedName: string, width: number): Promise<string> {
  const name = variantName(storedName, width);
  if (await storage.exists(name)) return name;
  const original = await storage.read(storedName);
  if (!original) throw new Error(`no stored file ${storedName}`);
  const image = await decodeWithPixelLimit(original);
  const bytes = await image.rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 70 }).toBuffer();
  await storage.put(name, bytes, "image/webp");
  return name;
}

/** Removes a picture's smaller copies with it (a missing copy is not an error). */
export async function deleteImageVariants(storage: FileStorage, storedName: string): Promise<void> {
  await Promise.all(IMAGE_VARIANT_WIDTHS.map((width) => storage.delete(variantName(storedName, width))));
}
