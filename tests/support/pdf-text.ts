import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The text of a PDF as Poppler's pdftotext reads it: what a person or a search index would see. */
export function pdfToText(pdf: Uint8Array): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "pdf-text-"));
  try {
    const file = path.join(directory, "document.pdf");
    fs.writeFileSync(file, pdf);
    return execFileSync("/usr/bin/pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}
