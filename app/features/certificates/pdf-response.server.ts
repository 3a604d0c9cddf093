/** A PDF shown in the browser (inline), with a file name for saving it. */
export function pdfResponse(pdf: Uint8Array, fileName: string, disposition: "inline" | "attachment" = "inline") {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `${disposition}; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
