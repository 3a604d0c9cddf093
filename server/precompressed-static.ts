import fs from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

/**
 * Serves the .br and .gz copies `npm run build` wrote beside the client files
 * (scripts/precompress-assets.ts: brotli 11, gzip 9) to a browser that accepts them: the request is
 * pointed at the copy, with the original's Content-Type, `Content-Encoding` and `Vary: Accept-Encoding`,
 * and express.static after this serves it with its own caching headers. Files without a copy (and
 * browsers that accept neither) are served as before, compressed on the fly by compression().
 */
export function servePrecompressed(clientDirectory: string) {
  const copies = new Map<string, { br: boolean; gz: boolean }>();
  for (const file of listFiles(clientDirectory)) {
    const match = /^(.*)\.(br|gz)$/.exec(file);
    if (!match) continue;
    const urlPath = `/${match[1].split(path.sep).join("/")}`;
    const entry = copies.get(urlPath) ?? { br: false, gz: false };
    entry[match[2] as "br" | "gz"] = true;
    copies.set(urlPath, entry);
  }
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const entry = copies.get(request.path);
    if (!entry) return next();
    response.setHeader("Vary", "Accept-Encoding");
    const accepted = request.headers["accept-encoding"] ?? "";
    const encoding =
      entry.br && acceptsEncoding(accepted, "br")
        ? "br"
        : entry.gz && acceptsEncoding(accepted, "gzip")
          ? "gzip"
          : null;
    if (!encoding) return next();
    response.type(path.extname(request.path));
    response.setHeader("Content-Encoding", encoding);
    const query = request.url.indexOf("?");
    request.url = `${request.path}.${encoding === "br" ? "br" : "gz"}${query === -1 ? "" : request.url.slice(query)}`;
    next();
  };
}

/** The encoding is named in Accept-Encoding without q=0. */
export function acceptsEncoding(header: string, name: string): boolean {
  for (const part of header.split(",")) {
    const [token, ...parameters] = part.trim().split(";");
    if (token.trim().toLowerCase() !== name) continue;
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/i.exec(parameter)?.[1]).find(Boolean);
    return quality === undefined || Number(quality) > 0;
  }
  return false;
}

function listFiles(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  return (fs.readdirSync(directory, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)));
}
