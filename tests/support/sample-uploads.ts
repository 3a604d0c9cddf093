import { saveUpload } from "~/features/uploads/uploads.server";
import { getEnvironment } from "~/lib/env.server";
import type { SessionUser } from "~/platform/auth/session.server";
import * as uploadsRoute from "~/routes/resources/uploads-api";
import { getDb } from "~/server/app-context.server";
import { dataOf, routeArgs, settle, uploadRequest } from "./requests";

/** The smallest PDF Poppler and the upload checks accept: a catalogue with no pages. */
export const MINIMAL_PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

type UploadKind = Parameters<typeof saveUpload>[1]["kind"];

/** Saves a file as POST /api/uploads would (the app's upload folder, a generous size limit); returns the stored row. */
export function saveTestUpload(
  file: { bytes: Uint8Array; originalName: string; kind: UploadKind },
  owner: SessionUser | null = null,
) {
  return saveUpload(getDb(), {
    ...file,
    owner,
    uploadDirectory: getEnvironment().uploadDirectory,
    maxBytes: 10_000_000,
  });
}

/** MINIMAL_PDF saved as an upload of this owner (null: no owner). */
export function savePdfUpload(owner: SessionUser | null, originalName: string) {
  return saveTestUpload({ bytes: MINIMAL_PDF, originalName, kind: "pdf" }, owner);
}

/** Posts a file to POST /api/uploads as this signed-in person: the status and the JSON it answered. */
export async function postUpload(cookie: string, bytes: Uint8Array, fileName: string, kind = "image") {
  const result = await settle(() => uploadsRoute.action(routeArgs(uploadRequest(cookie, bytes, fileName, kind))));
  if (result instanceof Response) return { status: result.status, body: {} as Record<string, string> };
  const { data, status } = dataOf<Record<string, string>>(result);
  return { status, body: data };
}
