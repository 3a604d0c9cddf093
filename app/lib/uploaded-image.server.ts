import type { DatabaseExecutor } from "~db/executor";

/** The addresses among `urls` that name no uploaded image (one query for all of them). */
export async function listNonImageUploads(db: DatabaseExecutor, urls: readonly string[]): Promise<string[]> {
  const uploaded = urls.filter((url) => url.startsWith("/uploads/"));
  const names = [...new Set(uploaded.map((url) => url.slice("/uploads/".length)))];
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom("uploads")
    .select(["stored_name", "content_type"])
    .where("stored_name", "in", names)
    .execute();
  const images = new Set(rows.filter((row) => row.content_type.startsWith("image/")).map((row) => row.stored_name));
  return uploaded.filter((url) => !images.has(url.slice("/uploads/".length)));
}

/** The address names a file uploaded here whose bytes were checked to be an image (uploads.content_type). */
export async function isUploadedImage(db: DatabaseExecutor, url: string): Promise<boolean> {
  return url.startsWith("/uploads/") && (await listNonImageUploads(db, [url])).length === 0;
}
