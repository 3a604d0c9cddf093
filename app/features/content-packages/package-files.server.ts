import { parseByteRange } from "~/lib/byte-range";
import { fileResponse } from "~/lib/file-response.server";
import type { FileStorage } from "~/lib/file-storage.server";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import * as m from "./messages";
import { findPackageFile, findRuntimeLaunch, type StoredPackage } from "./package-runtime.server";
import { RUNTIME_MESSAGE } from "./package-types";
import runtimeSource from "./runtime/scorm-runtime.js?raw";

/**
 * Serves a package's files (decision 0097-scorm-content-packages). Every file goes out with a
 * sandboxing CSP: the package runs at an opaque origin (no allow-same-origin), so its scripts can
 * neither read Campus's cookies and storage nor call Campus as the learner. Each HTML document gets
 * the SCORM runtime put in before its own scripts, carrying the signed-in learner's data for the SCO.
 */

/** Scripts and styles of the package run (inline too: authoring tools write them); nothing reaches beyond the package. */
const PACKAGE_CONTENT_SECURITY_POLICY = [
  "sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads",
  "default-src 'self' data: blob:",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval' data: blob:",
  "style-src 'self' 'unsafe-inline' data:",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "form-action 'self'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join("; ");

const HTML = /^(text\/html|application\/xhtml\+xml)/;

/** JSON that cannot end the script element it sits in. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The HTML with the runtime script put first in its head (or first of all when it has no head). */
function withRuntimeScript(html: string, script: string): string {
  const head = /<head\b[^>]*>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + script + html.slice(head.index + head[0].length);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  if (doctype) return doctype[0] + script + html.slice(doctype[0].length);
  return script + html;
}

function runtimeScriptTag(config: Record<string, unknown>): string {
  return `<script>${runtimeSource}\n;campusInstallRuntime(window, ${scriptJson(config)});</script>`;
}

interface ServeInput {
  pkg: StoredPackage;
  scoIndex: number;
  path: string;
  user: { id: string; name: string };
  range: string | null;
}

/** The file as a response, or a refusal when the package holds no such file or SCO. */
export async function packageFileResponse(
  db: DatabaseExecutor,
  storage: FileStorage,
  input: ServeInput,
): Promise<Outcome<{ response: Response }>> {
  const sco = input.pkg.organisation.scos[input.scoIndex];
  if (!sco) return refuse("missing", m.packageNoSuchItem());
  const file = await findPackageFile(db, input.pkg.id, input.path);
  if (!file) return refuse("missing", m.noSuchFile({ path: input.path.slice(0, 200) }));
  const base = {
    contentType: file.content_type,
    fileName: input.path.split("/").pop() ?? "file",
    disposition: "inline" as const,
    cacheControl: "private, no-store",
  };
  const headers = { "Content-Security-Policy": PACKAGE_CONTENT_SECURITY_POLICY };
  if (HTML.test(file.content_type) && input.pkg.kind !== "cmi5") {
    const bytes = await storage.read(file.stored_name);
    if (!bytes) return refuse("missing", m.packageSFileMissingStorage());
    const launch = await findRuntimeLaunch(db, { pkg: input.pkg, sco, user: input.user });
    const script = runtimeScriptTag({
      kind: input.pkg.kind,
      scoIndex: input.scoIndex,
      version: launch.version,
      initial: launch.initial,
      messageType: RUNTIME_MESSAGE,
    });
    const html = withRuntimeScript(new TextDecoder().decode(bytes), script);
    return { ok: true, response: fileResponse(html, { ...base, headers }) };
  }
  const range = parseByteRange(input.range, file.size);
  if (range === "unsatisfiable") {
    const response = fileResponse(null, {
      ...base,
      status: 416,
      headers: { ...headers, "Accept-Ranges": "bytes", "Content-Range": `bytes */${file.size}` },
    });
    return { ok: true, response };
  }
  const { start, end } = range ?? { start: 0, end: file.size - 1 };
  const object = await storage.get(file.stored_name, range ? { start, end } : undefined);
  if (!object) return refuse("missing", m.packageSFileMissingStorage());
  const response = fileResponse(object.body, {
    ...base,
    // Package files never change (a new upload is a new package): the browser may keep them a while.
    cacheControl: "private, max-age=3600",
    status: range ? 206 : 200,
    headers: {
      ...headers,
      "Accept-Ranges": "bytes",
      ETag: object.etag,
      "Content-Length": String(Math.max(0, end - start + 1)),
      ...(range ? { "Content-Range": `bytes ${start}-${end}/${file.size}` } : {}),
    },
  });
  return { ok: true, response };
}
