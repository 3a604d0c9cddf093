import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * PDFs read back with Poppler (Debian's poppler-utils), as a person or a search index would see
 * them. The tools read files, so each call writes the bytes to a temporary folder and removes it.
 */
function runPoppler(tool: "pdftotext" | "pdfimages", options: string[], pdf: Uint8Array, output: string[] = []) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), `${tool}-`));
  try {
    const file = path.join(directory, "document.pdf");
    fs.writeFileSync(file, pdf);
    return execFileSync(`/usr/bin/${tool}`, [...options, file, ...output], { encoding: "utf8" });
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

/**
 * The text of a PDF. "layout" keeps columns in place, so a table row reads as one line
 * ("Kagiso Mokoena   MP0654321"); "reading" follows reading order with whitespace collapsed, so a
 * cell that wraps reads as one phrase.
 */
export function pdfToText(pdf: Uint8Array, mode: "layout" | "reading" = "layout"): string {
  if (mode === "layout") return runPoppler("pdftotext", ["-layout"], pdf, ["-"]);
  return runPoppler("pdftotext", [], pdf, ["-"]).replace(/\s+/g, " ");
}

/** Each image XObject of a PDF as pdfimages lists it (transparency masks left out). */
export function pdfImageSizes(pdf: Uint8Array): Array<{ width: number; height: number }> {
  return runPoppler("pdfimages", ["-list"], pdf)
    .split("\n")
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns[2] === "image")
    .map((columns) => ({ width: Number(columns[3]), height: Number(columns[4]) }));
}
