import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The text of a PDF as Poppler's pdftotext reads it: what a person or a search index would see.
 * "layout" keeps columns in place, so a table row reads as one line ("Kagiso Mokoena   MP0654321");
 * "reading" follows reading order with whitespace collapsed, so a cell that wraps reads as one phrase.
 */
export function pdfToText(pdf: Uint8Array, mode: "layout" | "reading" = "layout"): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "pdf-text-"));
  try {
    const file = path.join(directory, "document.pdf");
    fs.writeFileSync(file, pdf);
    const options = mode === "layout" ? ["-layout"] : [];
    const text = execFileSync("/usr/bin/pdftotext", [...options, file, "-"], { encoding: "utf8" });
    return mode === "layout" ? text : text.replace(/\s+/g, " ");
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}
