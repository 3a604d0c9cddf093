/**
 * Heavy packages the server loads on first use, not at start (docs/decisions/0053-startup.md):
 * together they cost the start about 100 MB of memory and a few hundred milliseconds, and most
 * processes never make a PDF, a zip or a thumbnail between two restarts. Node keeps a module once
 * imported, so every call after the first is cheap. A missing or broken package still fails
 * loudly where it is used: the import's error reaches the caller (tests/architecture/
 * lazy-heavy-modules.test.ts keeps these packages out of the start-up's static imports).
 */
import { createRequire } from "node:module";
import type SanitizeHtml from "sanitize-html";

const requirePackage = createRequire(import.meta.url);

/** pdfkit: certificates, attendance registers, the training schedule, CPD transcripts. */
export async function loadPdfKit() {
  return (await import("pdfkit")).default;
}

/** sharp (libvips, native): upload re-encoding, certificate images, the social preview image. */
export async function loadSharp() {
  return (await import("sharp")).default;
}

/** qrcode: check-in codes and the certificate's verification code. */
export async function loadQrCode() {
  return (await import("qrcode")).default;
}

/** fflate: the company audit zip and the personal-data download. */
export function loadFflate() {
  return import("fflate");
}

/** file-type: an upload's real type from its bytes. */
export function loadFileType() {
  return import("file-type");
}

/**
 * node-saml (with xml-crypto, xml2js, xmldom, xml-encryption) and openid-client: single sign-on, used
 * by the few companies that set it up, on sign-in only. Loaded at start they were about 40 files
 * (docs/decisions/0117-course-pages-and-start-up.md).
 */
export function loadNodeSaml() {
  return import("@node-saml/node-saml");
}

export function loadOpenIdClient() {
  return import("openid-client");
}

/** nodemailer: only a process with SMTP_URL that has mail to send needs it. */
export async function loadNodemailer() {
  return (await import("nodemailer")).default;
}

let sanitizeHtml: typeof SanitizeHtml | undefined;

/**
 * sanitize-html (with htmlparser2, postcss, entities): rich text is sanitised when it is saved, never when
 * a page is read. A CommonJS package, so it is required synchronously on first use and
 * sanitizeRichText stays a plain function for its callers.
 */
export function loadSanitizeHtml(): typeof SanitizeHtml {
  sanitizeHtml ??= requirePackage("sanitize-html") as typeof SanitizeHtml;
  return sanitizeHtml;
}
