import { describe, expect, it } from "vitest";
import { FILE_CONTENT_SECURITY_POLICY } from "./content-security-policy";
import { contentDisposition, csvFileResponse, fileResponse, pdfFileResponse } from "./file-response.server";

describe("contentDisposition", () => {
  it("keeps a plain name exactly as it was", () => {
    expect(contentDisposition("attachment", "csv-webinar-bookings.csv")).toBe(
      'attachment; filename="csv-webinar-bookings.csv"',
    );
  });

  it("adds RFC 5987's filename* with the real name when the plain one had to change", () => {
    expect(contentDisposition("inline", 'Résumé "final" (2).pdf')).toBe(
      `inline; filename="R_sum___final___2_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%20%282%29.pdf`,
    );
    expect(contentDisposition("attachment", "日本語.txt")).toBe(
      `attachment; filename="___.txt"; filename*=UTF-8''%E6%97%A5%E6%9C%AC%E8%AA%9E.txt`,
    );
  });

  it("drops control characters (no header injection) and never sends an empty name", () => {
    expect(contentDisposition("attachment", "a\r\nSet-Cookie: x.csv")).not.toMatch(/[\r\n]/);
    expect(contentDisposition("attachment", "\u0007")).toBe('attachment; filename="download"');
  });
});

describe("fileResponse", () => {
  it("sends the type, disposition, no-store, the file CSP, nosniff and the length in bytes", async () => {
    const response = csvFileResponse("\uFEFFName\r\nZoë\r\n", "people.csv");
    expect(Object.fromEntries(response.headers)).toEqual({
      "cache-control": "private, no-store",
      "content-disposition": 'attachment; filename="people.csv"',
      "content-length": String(new TextEncoder().encode("\uFEFFName\r\nZoë\r\n").byteLength),
      "content-security-policy": FILE_CONTENT_SECURITY_POLICY,
      "content-type": "text/csv; charset=utf-8",
      "x-content-type-options": "nosniff",
    });
    // Response.text() would drop the byte-order mark; the bytes sent keep it.
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("opens a PDF inline by default, and sends a name a header could not carry", async () => {
    const response = pdfFileResponse(new Uint8Array([37, 80, 68, 70]), "certificate-CPD-1.pdf");
    expect(response.headers.get("Content-Disposition")).toBe('inline; filename="certificate-CPD-1.pdf"');
    expect(response.headers.get("Content-Length")).toBe("4");
    const uploaded = fileResponse(null, { contentType: "application/pdf", fileName: "Ngũgĩ ✓.pdf", status: 416 });
    expect(uploaded.status).toBe(416);
    expect(uploaded.headers.get("Content-Disposition")).toContain("filename*=UTF-8''Ng%C5%A9g%C4%A9%20%E2%9C%93.pdf");
  });
});
