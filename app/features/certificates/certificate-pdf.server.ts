import path from "node:path";
import { certificatePointsLine } from "~/lib/cpd-points";
import { formatDate } from "~/lib/dates";
import { fileStorage } from "~/lib/file-storage.server";
import { loadPdfKit, loadQrCode, loadSharp } from "~/lib/heavy-modules.server";
import { maskIdNumber } from "~/lib/id-number-mask";
import { logger } from "~/lib/logger.server";
import {
  decodeWithPixelLimit,
  describeImageSize,
  isRasterFormat,
  isWithinPixelLimit,
  readImageSize,
} from "~/lib/raster-image.server";
import type { Certificate } from "~db/schema";
import * as m from "./messages";

/** Everything a page needs besides the certificate row: read once per document. */
export interface CertificateAssets {
  issuerName: string;
  /** Absolute origin for the verification link in the QR code, e.g. https://campus.example. */
  baseUrl: string;
  uploadDirectory: string;
  /** The site's logo (site settings), used when the certificate has no logo of its own. */
  siteLogoUrl: string | null;
  /** The site's time zone (setting): the printed date is the day in it. */
  timeZone: string;
  /** "Unit 4, Quality House, Midrand   |   +27 11 ...   |   training@...": the site's contact details; "" when none. */
  issuerContact?: string;
}

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const MARGIN = 42;
const INK = "#1a1a1a";
const ACCENT = "#1c4f8c";
const MUTED = "#4a4a4a";

export function verificationUrl(baseUrl: string, verificationCode: string): string {
  return `${baseUrl.replace(/\/$/, "")}/verify/${verificationCode}`;
}

/** "21 November 2026": the printed date, the day in the site's zone. */
export function formatCertificateDate(isoDate: string, timeZone: string): string {
  return formatDate(isoDate, timeZone, "long");
}

/** One certificate per page; several certificates make one combined, printable document. */
export async function renderCertificatesPdf(certificates: Certificate[], assets: CertificateAssets): Promise<Buffer> {
  const [PDFDocument, QRCode] = await Promise.all([loadPdfKit(), loadQrCode()]);
  const document = new PDFDocument({ size: A4_LANDSCAPE, margin: MARGIN, autoFirstPage: false });
  document.info.Title =
    certificates.length === 1 ? m.pdfTitleOne({ number: certificates[0]?.certificate_number ?? "" }) : m.pdfTitleMany();
  document.info.Author = assets.issuerName;
  const finished = collectPdf(document);
  const imageCache = new Map<string, Promise<Buffer | null>>();
  const loadImage = (url: string) => {
    let cached = imageCache.get(url);
    if (!cached) {
      cached = readRasterImage(url, assets.uploadDirectory);
      imageCache.set(url, cached);
    }
    return cached;
  };
  for (const certificate of certificates) {
    // The certificate's own logo when it can be drawn, else the company's (site settings).
    const logo =
      (certificate.organization_logo_url ? await loadImage(certificate.organization_logo_url) : null) ??
      (await loadImage(assets.siteLogoUrl ?? ""));
    const signature = await loadImage(certificate.instructor_signature_url);
    const qrCode = await QRCode.toBuffer(verificationUrl(assets.baseUrl, certificate.verification_code), {
      type: "png",
      margin: 1,
      width: 240,
    });
    document.addPage();
    drawCertificatePage(document, certificate, { logo, signature, qrCode, assets });
  }
  document.end();
  return finished;
}

function collectPdf(document: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    document.on("data", (chunk: Buffer) => chunks.push(chunk));
    document.on("end", () => resolve(Buffer.concat(chunks)));
    document.on("error", reject);
  });
}

/**
 * Only files uploaded to Campus are embedded: read from disk, decoded within the pixel limit and
 * scaled to at most EMBEDDED_IMAGE_LONGEST_SIDE as PNG, so any raster type works and a page
 * never decodes an unbounded image (files stored before uploads were re-encoded may be bombs).
 * SVG (pdfkit cannot draw it), images over the limit and remote images (no outgoing requests
 * while printing) are left out, and the certificate is still produced.
 */
async function readRasterImage(url: string, uploadDirectory: string): Promise<Buffer | null> {
  const match = /^\/uploads\/([^/?#]+)$/.exec(url.trim());
  if (!match?.[1]) return null;
  const storedName = path.basename(decodeURIComponent(match[1]));
  if (storedName.toLowerCase().endsWith(".svg")) return null;
  // Loaded before the try: a missing sharp fails the certificate loudly, not as "image left out".
  await loadSharp();
  const storage = fileStorage(uploadDirectory);
  try {
    const stat = await storage.stat(storedName);
    if (!stat) throw new Error("no such stored file");
    // Stored files never change under their name; size and entity tag guard against a restored backup.
    const key = `${storage.kind}:${storedName}:${stat.size}:${stat.etag}`;
    const cached = embeddableImages.get(key);
    if (cached !== undefined) return cached;
    const bytes = await storage.read(storedName);
    if (!bytes) throw new Error("no such stored file");
    const image = await boundedImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), url);
    embeddableImages.set(key, image);
    return image;
  } catch (error) {
    logger.info("certificate image left out", { url, error: String(error) });
    return null;
  }
}

/** 1,000 px across a 150-point logo box is over 400 dpi: as sharp as print needs. */
const EMBEDDED_IMAGE_LONGEST_SIDE = 1000;

async function boundedImage(bytes: Uint8Array, url: string): Promise<Buffer | null> {
  const size = await readImageSize(bytes);
  if (!size || !isRasterFormat(size.format)) return null;
  if (!isWithinPixelLimit(size)) {
    logger.error("certificate image left out: over the pixel limit", { url, size: describeImageSize(size) });
    return null;
  }
  return (await decodeWithPixelLimit(bytes))
    .autoOrient()
    .resize({
      width: EMBEDDED_IMAGE_LONGEST_SIDE,
      height: EMBEDDED_IMAGE_LONGEST_SIDE,
      fit: "inside",
      withoutEnlargement: true,
    })
    .png()
    .toBuffer();
}

/**
 * The bounded PNG of each stored image, so a public certificate link decodes a logo once per
 * process, not once per request. At most 32 MB; the least recently used go first. A left-out
 * image (null) is remembered too, so its warning is logged once.
 */
class EmbeddableImageCache {
  private readonly entries = new Map<string, Buffer | null>();
  private totalBytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | null | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: Buffer | null) {
    if ((value?.byteLength ?? 0) > this.maxBytes) return;
    this.entries.set(key, value);
    this.totalBytes += value?.byteLength ?? 0;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.totalBytes <= this.maxBytes && this.entries.size <= 1000) break;
      this.entries.delete(oldestKey);
      this.totalBytes -= oldest?.byteLength ?? 0;
    }
  }
}

const embeddableImages = new EmbeddableImageCache(32 * 1024 * 1024);

interface PageImages {
  logo: Buffer | null;
  signature: Buffer | null;
  qrCode: Buffer;
  assets: CertificateAssets;
}

function drawCertificatePage(document: PDFKit.PDFDocument, certificate: Certificate, images: PageImages) {
  const [width, height] = A4_LANDSCAPE;
  const contentWidth = width - MARGIN * 2;
  document
    .lineWidth(3)
    .strokeColor(ACCENT)
    .rect(18, 18, width - 36, height - 36)
    .stroke();
  document
    .lineWidth(0.75)
    .rect(26, 26, width - 52, height - 52)
    .stroke();

  if (images.logo) document.image(images.logo, MARGIN, MARGIN, { fit: [150, 60] });
  const issuer = certificate.facilitator_organization || images.assets.issuerName;
  document
    .font("Helvetica")
    .fontSize(10)
    .fillColor(MUTED)
    .text(m.pdfNumber({ number: certificate.certificate_number }), MARGIN, MARGIN, {
      width: contentWidth,
      align: "right",
    });

  document
    .font("Helvetica-Bold")
    .fontSize(24)
    .fillColor(ACCENT)
    .text(certificate.title, MARGIN, 112, { width: contentWidth, align: "center" });
  document.font("Helvetica").fontSize(12).fillColor(MUTED).text(m.pdfCertifyThat(), { align: "center" });
  document.moveDown(0.4);
  document.font("Helvetica-Bold").fontSize(26).fillColor(INK).text(certificate.recipient_name, { align: "center" });
  const identity = identityLine(certificate);
  if (identity) document.font("Helvetica").fontSize(11).fillColor(MUTED).text(identity, { align: "center" });
  document.moveDown(0.5);
  // A certificate from attendance (decision 0043) says what the person did: attended the event.
  const achievement = certificate.source === "event" ? m.pdfAttended() : m.pdfCompleted();
  document.font("Helvetica").fontSize(12).fillColor(MUTED).text(achievement, { align: "center" });
  document.moveDown(0.3);
  document.font("Helvetica-Bold").fontSize(17).fillColor(INK).text(certificate.course_name, { align: "center" });
  if (certificate.course_description) {
    document.moveDown(0.3);
    document
      .font("Helvetica")
      .fontSize(10)
      .fillColor(MUTED)
      .text(certificate.course_description, MARGIN + 60, document.y, {
        width: contentWidth - 120,
        align: "center",
        height: 42,
        ellipsis: true,
      });
  }

  // The facts follow the description; two short lines read better than one that wraps.
  const [firstFacts, secondFacts] = factsLines(certificate, images.assets.timeZone);
  document.moveDown(1.2);
  document.font("Helvetica").fontSize(10.5).fillColor(INK);
  document.text(firstFacts.join("   |   "), MARGIN, Math.max(document.y, 318), {
    width: contentWidth,
    align: "center",
  });
  if (secondFacts.length) {
    document.moveDown(0.3);
    document.text(secondFacts.join("   |   "), { width: contentWidth, align: "center" });
  }
  const organisationLine = [certificate.contact_details || images.assets.issuerContact, certificate.website]
    .filter(Boolean)
    .join("   |   ");
  if (organisationLine) {
    document.moveDown(0.3);
    document.fontSize(9).fillColor(MUTED).text(organisationLine, { width: contentWidth, align: "center" });
  }

  drawSignatureBlock(document, certificate, images.signature);
  drawFacilitatorBlock(document, certificate, issuer);
  drawVerificationBlock(document, certificate, images);
}

function identityLine(certificate: Certificate): string {
  const parts: string[] = [];
  if (certificate.recipient_id_number)
    parts.push(m.pdfIdNumber({ number: maskIdNumber(certificate.recipient_id_number) }));
  if (certificate.license_number) parts.push(m.pdfHpcsa({ number: certificate.license_number }));
  return parts.join("   ");
}

/** The dates and points first, then who accredits it and where it took place. */
function factsLines(certificate: Certificate, timeZone: string): [string[], string[]] {
  const points = [m.pdfDate({ date: formatCertificateDate(certificate.completion_date, timeZone) })];
  // expires_at is a calendar day already (decision 0046): printed as it is.
  if (certificate.expires_at)
    points.push(m.pdfValidUntil({ date: formatCertificateDate(certificate.expires_at, timeZone) }));
  const pointsLine = certificatePointsLine(certificate);
  if (pointsLine) points.push(pointsLine);
  if (certificate.provider_activity_number)
    points.push(m.pdfActivity({ number: certificate.provider_activity_number }));
  const accreditation: string[] = [];
  if (certificate.accreditor) accreditation.push(m.pdfAccreditedBy({ body: certificate.accreditor }));
  if (certificate.cpd_level) accreditation.push(m.pdfLevel({ level: certificate.cpd_level }));
  if (certificate.location) accreditation.push(m.pdfVenue({ venue: certificate.location }));
  return [points, accreditation];
}

const BLOCK_TOP = 440;
const BLOCK_WIDTH = 210;

function drawSignatureBlock(document: PDFKit.PDFDocument, certificate: Certificate, signature: Buffer | null) {
  const left = MARGIN + 10;
  if (signature) document.image(signature, left, BLOCK_TOP, { fit: [BLOCK_WIDTH, 50] });
  drawSignatory(document, { left, name: certificate.instructor_name, role: m.pdfInstructor(), align: "left" });
}

const SIGNATURE_LINE_Y = BLOCK_TOP + 56;

/** The line a signatory signs on, their name in bold under it and their role under that. */
function drawSignatory(
  document: PDFKit.PDFDocument,
  { left, name, role, align }: { left: number; name: string; role: string; align: "left" | "center" },
) {
  document
    .lineWidth(0.75)
    .strokeColor(INK)
    .moveTo(left, SIGNATURE_LINE_Y)
    .lineTo(left + BLOCK_WIDTH, SIGNATURE_LINE_Y)
    .stroke();
  document
    .font("Helvetica-Bold")
    .fontSize(11)
    .fillColor(INK)
    .text(name, left, SIGNATURE_LINE_Y + 6, { width: BLOCK_WIDTH, align });
  document.font("Helvetica").fontSize(9).fillColor(MUTED).text(role, { width: BLOCK_WIDTH, align });
}

function drawFacilitatorBlock(document: PDFKit.PDFDocument, certificate: Certificate, issuer: string) {
  const left = (A4_LANDSCAPE[0] - BLOCK_WIDTH) / 2;
  if (certificate.facilitator_name) {
    drawSignatory(document, { left, name: certificate.facilitator_name, role: m.pdfFacilitator(), align: "center" });
  }
  document
    .font("Helvetica")
    .fontSize(9)
    .fillColor(MUTED)
    .text(issuer, left, SIGNATURE_LINE_Y + 34, { width: BLOCK_WIDTH, align: "center" });
}

function drawVerificationBlock(document: PDFKit.PDFDocument, certificate: Certificate, images: PageImages) {
  const size = 82;
  const left = A4_LANDSCAPE[0] - MARGIN - 10 - size;
  const top = BLOCK_TOP - 10;
  document.image(images.qrCode, left, top, { width: size, height: size });
  document
    .font("Helvetica")
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(
      `Verify: ${verificationUrl(images.assets.baseUrl, certificate.verification_code)}`,
      left - 90,
      top + size + 4,
      {
        width: size + 90,
        align: "right",
      },
    );
}
