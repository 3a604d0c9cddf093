import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { findCatalogueFiles } from "/work/main/scripts/compile-messages.ts";
import { sourceFiles } from "/work/main/scripts/untranslated-text.ts";
const root = "/work/main";
const only = process.argv.slice(2);
const sources = sourceFiles(["app"], root).filter((f) => !/(^|\/)(\w+\.)?messages\.ts$/.test(f)).map((file) => ({ file, code: readFileSync(path.join(root, file), "utf8") }));
function importsModule(file: string, code: string, target: string) {
  for (const match of code.matchAll(/from\s+["']([^"']+)["']/g)) {
    const s = match[1].replace(/\.ts$/, "");
    const r = s.startsWith("~/") ? `app/${s.slice(2)}` : s.startsWith(".") ? path.posix.join(path.posix.dirname(file), s) : null;
    if (r === target) return true;
  }
  return false;
}
for (const c of findCatalogueFiles(root)) {
  if (only.length && !only.includes(c.jsonPath)) continue;
  const target = c.modulePath.replace(/\.ts$/, "");
  const importers = sources.filter(({ file, code }) => importsModule(file, code, target));
  const unused = Object.keys(c.catalogue).filter((k) => !importers.some(({ code }) => new RegExp(`\\b${k}\\b`).test(code)));
  if (!unused.length) continue;
  console.log(c.jsonPath, unused.join(", "));
  if (process.env.WRITE) {
    for (const k of unused) delete c.catalogue[k];
    writeFileSync(path.join(root, c.jsonPath), `${JSON.stringify(c.catalogue, null, 2)}\n`);
  }
}
