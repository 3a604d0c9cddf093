import type { FileStorage } from "~/lib/file-storage.server";
import { createId } from "~/lib/ids";
import { readPackageZip } from "~/lib/package-zip.server";
import { type Outcome, refuse } from "~/lib/refusal";
import { type Cmi5Course, parseCmi5Course } from "~/platform/lrs/cmi5-course";
import type { DatabaseExecutor } from "~db/executor";
import { inTransaction } from "~db/transactions";
import * as m from "./messages";
import { readPackageManifest } from "./package-manifest.server";
import type { PackageKind, PackageOrganisation } from "./package-types";

/**
 * Imports an uploaded SCORM or cmi5 package (decision 0097-scorm-content-packages): the ZIP read
 * safely, the manifest checked, then every file stored and the package recorded. All or nothing:
 * a refusal stores nothing, and when storing or recording fails part way the files already
 * stored are removed again, so no package row is left without its files nor files without a row.
 */

/** The largest package upload accepted, in bytes (the route streams the body and stops here). */
export const PACKAGE_UPLOAD_MAX_BYTES = 200_000_000;
export const PACKAGE_TOO_LARGE_MESSAGE = () => m.packageTooLarge();

export interface ImportedPackage {
  id: string;
  kind: PackageKind;
  title: string;
  fileCount: number;
  totalBytes: number;
  organisation: PackageOrganisation;
  /** A cmi5 package's course structure as parseCmi5Course reads it (the cmi5 block saves it); null for SCORM. */
  cmi5Course: Cmi5Course | null;
}

/**
 * Which block the ZIP is uploaded into: a SCORM package block takes SCORM only, a cmi5 block takes
 * cmi5 only (its units launch through the LRS, which a package block does not do).
 */
export type PackageUploadTarget = "package" | "cmi5";

const CONTENT_TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8",
  htm: "text/html; charset=utf-8",
  xhtml: "application/xhtml+xml",
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  json: "application/json",
  xml: "application/xml",
  xsd: "application/xml",
  dtd: "application/xml-dtd",
  txt: "text/plain; charset=utf-8",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  ico: "image/x-icon",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  wav: "audio/wav",
  ogg: "audio/ogg",
  mp4: "video/mp4",
  webm: "video/webm",
  vtt: "text/vtt; charset=utf-8",
  pdf: "application/pdf",
  woff: "font/woff",
  woff2: "font/woff2",
  ttf: "font/ttf",
  otf: "font/otf",
  eot: "application/vnd.ms-fontobject",
  swf: "application/x-shockwave-flash",
  wasm: "application/wasm",
};

/** The content type a package file is served with, from its extension (the package is the instructor's). */
function packageContentType(path: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase() ?? "";
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}

export async function importPackage(
  db: DatabaseExecutor,
  storage: FileStorage,
  input: { courseId: string; userId: string | null; bytes: Uint8Array; target: PackageUploadTarget },
): Promise<Outcome<{ package: ImportedPackage }>> {
  const unzipped = await readPackageZip(input.bytes);
  if (!unzipped.ok) return refuse(unzipped.tooLarge ? "too-large" : "invalid", unzipped.message);
  const read = readPackageManifest(unzipped.files);
  if (!read.ok) return refuse("invalid", read.message);
  const { manifest } = read;
  if (manifest.kind === "cmi5" && input.target !== "cmi5") return refuse("invalid", m.zipCmi5CourseCmi5Xml());
  if (manifest.kind !== "cmi5" && input.target === "cmi5") return refuse("invalid", m.zipScormPackageNotCmi5());
  // The LRS's own reading of cmi5.xml decides (IRIs, moveOn, urls), before anything is stored.
  let cmi5Course: Cmi5Course | null = null;
  if (manifest.kind === "cmi5") {
    const parsed = parseCmi5Course(manifest.cmi5Xml ?? "");
    if (!parsed.ok) return refuse("invalid", parsed.message);
    cmi5Course = parsed.course;
  }

  const id = createId();
  const rows: { path: string; stored_name: string; content_type: string; size: number }[] = [];
  let totalBytes = 0;
  let index = 0;
  for (const [path, bytes] of unzipped.files) {
    index += 1;
    const extension = /\.([A-Za-z0-9]{1,10})$/.exec(path)?.[1]?.toLowerCase();
    rows.push({
      path,
      stored_name: `package-${id}-${index}${extension ? `.${extension}` : ""}`,
      content_type: packageContentType(path),
      size: bytes.byteLength,
    });
    totalBytes += bytes.byteLength;
  }

  const stored: string[] = [];
  try {
    for (const row of rows) {
      await storage.put(row.stored_name, unzipped.files.get(row.path) as Uint8Array, row.content_type);
      stored.push(row.stored_name);
    }
    await inTransaction(db, async (trx) => {
      await trx
        .insertInto("packages")
        .values({
          id,
          course_id: input.courseId,
          kind: manifest.kind,
          title: manifest.title.slice(0, 300),
          schema_version: manifest.schemaVersion.slice(0, 100),
          organisation_json: JSON.stringify(manifest.organisation),
          cmi5_xml: manifest.cmi5Xml,
          file_count: rows.length,
          total_bytes: totalBytes,
          created_by_user_id: input.userId,
          created_at: new Date().toISOString(),
        })
        .execute();
      // In slices: one statement per file would be a query per row; one for 5,000 files passes the engines' parameter limits.
      for (let start = 0; start < rows.length; start += 100) {
        await trx
          .insertInto("package_files")
          .values(rows.slice(start, start + 100).map((row) => ({ package_id: id, ...row })))
          .execute();
      }
    });
  } catch (error) {
    await Promise.allSettled(stored.map((name) => storage.delete(name)));
    throw error;
  }
  return {
    ok: true,
    package: {
      id,
      kind: manifest.kind,
      title: manifest.title,
      fileCount: rows.length,
      totalBytes,
      organisation: manifest.organisation,
      cmi5Course,
    },
  };
}
