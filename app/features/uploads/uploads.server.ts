import fs from "node:fs/promises";
import path from "node:path";
import { fileStorage } from "~/lib/file-storage.server";
import { loadFileType } from "~/lib/heavy-modules.server";
import { createId } from "~/lib/ids";
import { deleteImageVariants } from "~/lib/image-variant.server";
import { type Outcome, refuse } from "~/lib/refusal";
import { fileTooBigMessage, UPLOAD_KINDS, type UploadKind } from "~/lib/upload-kinds";
import type { SessionUser } from "~/platform/auth/session.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Upload } from "~db/schema";
import * as m from "./messages";
import { inspectPdf } from "./pdf-active-content.server";
import { reencodeImage } from "./reencode-image.server";

export class UploadRefusedError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
  ) {
    super(message);
  }
}

interface DetectedType {
  mime: string;
  extension: string;
}

/** The real type, read from the file's first bytes. A renamed file is still what it is. */
export async function detectFileType(bytes: Uint8Array, originalName: string): Promise<DetectedType | null> {
  const { fileTypeFromBuffer } = await loadFileType();
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return null;
  // Old .ppt files are OLE compound documents; the container alone cannot tell PowerPoint from Word.
  if (detected.ext === "cfb") {
    return originalName.toLowerCase().endsWith(".ppt")
      ? { mime: "application/vnd.ms-powerpoint", extension: "ppt" }
      : null;
  }
  return { mime: detected.mime, extension: detected.ext };
}

type SaveUploadInput = {
  originalName: string;
  kind: UploadKind;
  owner: SessionUser | null;
  uploadDirectory: string;
  maxBytes: number;
} & (
  | { bytes: Uint8Array }
  /** A file already on disk (the upload route streams the body there); the caller removes it. */
  | { filePath: string }
);

export async function saveUpload(db: DatabaseExecutor, input: SaveUploadInput): Promise<Upload> {
  const sent = "bytes" in input ? input.bytes : await readFileWithinLimit(input.filePath, input.maxBytes);
  if (sent.byteLength === 0) throw new UploadRefusedError("The file is empty.", 400);
  if (sent.byteLength > input.maxBytes) throw new UploadRefusedError(fileTooBigMessage(), 413);

  const detected = await detectFileType(sent, input.originalName);
  const accepted: readonly string[] = UPLOAD_KINDS[input.kind].mimeTypes;
  if (!detected || !accepted.includes(detected.mime)) {
    throw new UploadRefusedError(`This file is not ${UPLOAD_KINDS[input.kind].label}.`, 415);
  }

  const { bytes, mime, extension } = await checkedContent(input.kind, sent, detected);
  const id = createId();
  const storedName = `${id}.${extension}`;
  const storage = fileStorage(input.uploadDirectory);
  await storage.put(storedName, bytes, mime);
  const upload: Upload = {
    id,
    stored_name: storedName,
    original_name: cleanFileName(input.originalName),
    content_type: mime,
    size_bytes: bytes.byteLength,
    owner_user_id: input.owner?.id ?? null,
    created_at: new Date().toISOString(),
  };
  try {
    await db.insertInto("uploads").values(upload).execute();
  } catch (error) {
    await storage.delete(storedName);
    throw error;
  }
  return upload;
}

/** The checks below need the whole file; only a file within the limit is ever read into memory. */
async function readFileWithinLimit(filePath: string, maxBytes: number): Promise<Uint8Array> {
  const { size } = await fs.stat(filePath);
  if (size > maxBytes) throw new UploadRefusedError(fileTooBigMessage(), 413);
  return new Uint8Array(await fs.readFile(filePath));
}

/** Where the upload route streams a file before it is checked: inside the upload folder, never served. */
export function incomingUploadDirectory(uploadDirectory: string): string {
  return path.join(uploadDirectory, "incoming");
}

const AN_HOUR_MS = 60 * 60 * 1000;

/**
 * Temporary files left by a process that was killed mid-upload. Run at start; only files older
 * than an hour go, because another process on the same folder may be receiving one right now.
 */
export async function removeAbandonedUploads(uploadDirectory: string, now = Date.now()): Promise<number> {
  const directory = incomingUploadDirectory(uploadDirectory);
  const names = await fs.readdir(directory).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const filePath = path.join(directory, name);
    const stats = await fs.stat(filePath).catch(() => null);
    if (!stats?.isFile() || now - stats.mtimeMs < AN_HOUR_MS) continue;
    await fs.rm(filePath, { force: true });
    removed += 1;
  }
  return removed;
}

interface StoredContent {
  bytes: Uint8Array;
  mime: string;
  extension: string;
}

/**
 * What is stored: every image re-encoded within the pixel limit (only pixels survive), every PDF
 * checked for scripts and actions; other kinds are kept as sent (served with nosniff and a CSP
 * that runs no script). docs/decisions/0017-upload-hardening.md.
 */
async function checkedContent(kind: UploadKind, bytes: Uint8Array, detected: DetectedType): Promise<StoredContent> {
  if (kind === "image") {
    const image = await reencodeImage(bytes, detected.mime);
    if (!image.ok) throw new UploadRefusedError(image.message, image.reason === "too-large" ? 413 : 415);
    return image;
  }
  if (kind === "pdf") {
    const inspection = inspectPdf(bytes);
    if (inspection.verdict === "active") throw new UploadRefusedError(activePdfMessage(inspection.names), 415);
    if (inspection.verdict === "uninspectable") throw new UploadRefusedError(m.uninspectablePdf(), 415);
  }
  return { bytes, mime: detected.mime, extension: detected.extension };
}

function activePdfMessage(names: string[]): string {
  const listed = names.map((name) => `/${name}`).join(", ");
  return `This PDF contains scripts, automatic actions or attached files (${listed}), which Campus does not accept. Save it again without them, for example with "Print to PDF", and upload that copy.`;
}

function cleanFileName(name: string): string {
  const base = path
    .basename(name)
    .replace(/[^\w.\- ()]+/g, "_")
    .trim();
  return (base || "file").slice(0, 120);
}

export function uploadUrl(upload: Pick<Upload, "stored_name">): string {
  return `/uploads/${upload.stored_name}`;
}

export async function findUploadByStoredName(db: DatabaseExecutor, storedName: string) {
  return db.selectFrom("uploads").selectAll().where("stored_name", "=", storedName).executeTakeFirst();
}

/** The uploader or an admin may delete a file; the record and the bytes go together. */
export async function deleteUpload(
  db: DatabaseExecutor,
  uploadDirectory: string,
  uploadId: string,
  user: SessionUser,
): Promise<Outcome> {
  const upload = await db.selectFrom("uploads").selectAll().where("id", "=", uploadId).executeTakeFirst();
  if (!upload) return refuse("missing", m.fileNotFound());
  if (upload.owner_user_id !== user.id && user.role !== "admin") {
    return refuse("forbidden", m.onlyOwnFiles());
  }
  await db.deleteFrom("uploads").where("id", "=", uploadId).execute();
  const storage = fileStorage(uploadDirectory);
  await storage.delete(upload.stored_name);
  await deleteImageVariants(storage, upload.stored_name);
  return { ok: true };
}
