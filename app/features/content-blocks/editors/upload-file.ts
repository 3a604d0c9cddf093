import type { UploadKind } from "~/lib/upload-kinds";
import * as m from "./messages";

export type UploadOutcome = { ok: true; url: string; name: string } | { ok: false; message: string };

/** Sends one file to POST /api/uploads; the server checks its real type and size. */
export async function uploadFile(file: File, kind: UploadKind): Promise<UploadOutcome> {
  const body = new FormData();
  body.set("file", file);
  body.set("name", file.name);
  body.set("kind", kind);
  try {
    const response = await fetch("/api/uploads", { method: "POST", body });
    const result = (await response.json().catch(() => ({}))) as { url?: string; name?: string; error?: string };
    if (!response.ok || !result.url) return { ok: false, message: result.error ?? m.uploadFailedPleaseTryAgain() };
    return { ok: true, url: result.url, name: result.name ?? file.name };
  } catch {
    return { ok: false, message: m.uploadFailedCheckConnectionTry() };
  }
}
