/**
 * The one table for generated PDFs (pdfkit): attendance registers, the training schedule. The
 * header row is drawn again at the top of every new page, so a page read alone still says what
 * each column is. docs/decisions/0019-file-exports.md.
 */

type Document = PDFKit.PDFDocument;

interface PdfTableColumn {
  label: string;
  /** Points. One column may be 0: it takes what the others leave of the page's width. */
  width: number;
}

export interface PdfTable {
  columns: readonly PdfTableColumn[];
  fontSize: number;
  /**
   * Fixed-height rows (a register's signature boxes: a value gets two lines, then an ellipsis), or
   * "fit" for rows as tall as their tallest cell (long course names wrap).
   */
  rowHeight: number | "fit";
  /** "grid" boxes every cell (a register to sign); "rules" draws a line under each row. */
  lines: "grid" | "rules";
}

const PADDING = 5;
const HEADER_FILL = "#e8eef6";
const LINE_COLOUR = "#7a8699";
const TEXT_COLOUR = "#1a1a1a";
/** Left below the last row of a page for a footer line. */
const BOTTOM_RESERVE = 20;

/**
 * Draws the table from the document's current position down, header first, starting a new page
 * (with the header again) whenever the next row would not fit. Leaves the position below the table.
 * `rowsIfRoom` (blank rows for walk-in attendees) are drawn only while they fit on the last page.
 */
export function drawPdfTable(
  document: Document,
  table: PdfTable,
  rows: ReadonlyArray<readonly string[]>,
  { rowsIfRoom = [] }: { rowsIfRoom?: ReadonlyArray<readonly string[]> } = {},
): void {
  const widths = columnWidths(document, table.columns);
  const left = document.page.margins.left;
  const header = table.columns.map((column) => column.label);
  const headerTall = rowHeight(document, table, widths, header, true);
  // A header alone at the foot of a page says nothing: it moves over with the first row.
  const firstTall = rows[0] ? rowHeight(document, table, widths, rows[0], false) : 0;
  if (!fitsOnPage(document, headerTall + firstTall)) document.addPage();
  drawRow(document, table, widths, left, header, true);
  for (const row of rows) {
    if (!fitsOnPage(document, rowHeight(document, table, widths, row, false))) {
      document.addPage();
      drawRow(document, table, widths, left, header, true);
    }
    drawRow(document, table, widths, left, row, false);
  }
  for (const row of rowsIfRoom) {
    if (!fitsOnPage(document, rowHeight(document, table, widths, row, false))) break;
    drawRow(document, table, widths, left, row, false);
  }
  document.x = left;
}

function columnWidths(document: Document, columns: readonly PdfTableColumn[]): number[] {
  const pageWidth = document.page.width - document.page.margins.left - document.page.margins.right;
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  return columns.map((column) => column.width || Math.max(pageWidth - fixed, 0));
}

function fitsOnPage(document: Document, height: number): boolean {
  return document.y + height <= document.page.height - document.page.margins.bottom - BOTTOM_RESERVE;
}

function setFont(document: Document, table: PdfTable, isHeader: boolean) {
  document
    .font(isHeader ? "Helvetica-Bold" : "Helvetica")
    .fontSize(table.fontSize)
    .fillColor(TEXT_COLOUR);
}

function rowHeight(
  document: Document,
  table: PdfTable,
  widths: number[],
  cells: readonly string[],
  isHeader: boolean,
): number {
  if (table.rowHeight !== "fit") return table.rowHeight;
  setFont(document, table, isHeader);
  const tallest = Math.max(
    ...cells.map((cell, index) => document.heightOfString(cell, { width: (widths[index] ?? 0) - PADDING * 2 })),
  );
  return tallest + PADDING * 2;
}

function drawRow(
  document: Document,
  table: PdfTable,
  widths: number[],
  left: number,
  cells: readonly string[],
  isHeader: boolean,
) {
  const rowTall = rowHeight(document, table, widths, cells, isHeader);
  const top = document.y;
  const tableWidth = widths.reduce((sum, width) => sum + width, 0);
  if (isHeader) document.rect(left, top, tableWidth, rowTall).fill(HEADER_FILL);
  document.lineWidth(0.5).strokeColor(LINE_COLOUR);
  if (table.lines === "rules") {
    document
      .moveTo(left, top + rowTall)
      .lineTo(left + tableWidth, top + rowTall)
      .stroke();
  }
  let x = left;
  cells.forEach((cell, index) => {
    const width = widths[index] ?? 0;
    if (table.lines === "grid") document.rect(x, top, width, rowTall).stroke();
    drawCell(document, table, cell, x, top, width, rowTall, isHeader);
    x += width;
  });
  document.x = left;
  document.y = top + rowTall;
}

function drawCell(
  document: Document,
  table: PdfTable,
  text: string,
  x: number,
  top: number,
  width: number,
  height: number,
  isHeader: boolean,
) {
  setFont(document, table, isHeader);
  const textWidth = width - PADDING * 2;
  if (table.rowHeight === "fit") {
    document.text(text, x + PADDING, top + PADDING, { width: textWidth });
    return;
  }
  // One line sits in the middle of the row; a longer value gets the lines that fit, then an ellipsis.
  const lineHeight = document.currentLineHeight(true);
  const isOneLine = document.heightOfString(text, { width: textWidth }) <= lineHeight * 1.1;
  document.text(text, x + PADDING, isOneLine ? top + (height - lineHeight) / 2 : top + 4, {
    width: textWidth,
    height: height - 6,
    ellipsis: true,
    lineGap: -1,
  });
}
