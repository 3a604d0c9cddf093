import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { pdfToText } from "~tests/support/pdf-text";
import { drawPdfTable, type PdfTable } from "./pdf-table.server";

function render(table: PdfTable, rows: string[][], rowsIfRoom: string[][] = []): Promise<Buffer> {
  const document = new PDFDocument({ size: "A4", margin: 40 });
  const chunks: Buffer[] = [];
  document.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve) => document.on("end", () => resolve(Buffer.concat(chunks))));
  document.text("A heading above the table");
  drawPdfTable(document, table, rows, { rowsIfRoom });
  document.end();
  return finished;
}

const pagesOf = (pdf: Buffer) =>
  pdfToText(new Uint8Array(pdf))
    .split("\f")
    .filter((page) => page.trim());

describe("drawPdfTable", () => {
  it("repeats the header row at the top of every page (fixed rows)", async () => {
    const table: PdfTable = {
      columns: [
        { label: "Attendee", width: 200 },
        { label: "Signature", width: 0 },
      ],
      fontSize: 10,
      rowHeight: 30,
      lines: "grid",
    };
    const rows = Array.from({ length: 60 }, (_, index) => [`Person ${index + 1}`, ""]);
    const pages = pagesOf(await render(table, rows));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages) expect(page).toMatch(/Attendee\s+Signature/);
    const text = pages.join("\n");
    for (const row of rows) expect(text).toContain(row[0]);
  });

  it("repeats the header row with rows as tall as their text, and keeps every line of a cell", async () => {
    const table: PdfTable = {
      columns: [
        { label: "Course", width: 220 },
        { label: "Location", width: 115 },
      ],
      fontSize: 9.5,
      rowHeight: "fit",
      lines: "rules",
    };
    const rows = Array.from({ length: 70 }, (_, index) => [
      `Course ${index + 1}\nVenue ${index + 1}`,
      "Online\nOffsite",
    ]);
    const pages = pagesOf(await render(table, rows));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) expect(page).toMatch(/Course\s+Location/);
    expect(pages.join("\n")).toContain("Venue 70");
  });

  it("draws rows 'if room' only while they fit on the last page", async () => {
    const table: PdfTable = { columns: [{ label: "No.", width: 0 }], fontSize: 10, rowHeight: 30, lines: "grid" };
    const filler = Array.from({ length: 40 }, (_, index) => [`Blank ${index + 1}`]);
    const pages = pagesOf(await render(table, [["Someone"]], filler));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain("Blank 1");
    expect(pages[0]).not.toContain("Blank 40");
  });
});
