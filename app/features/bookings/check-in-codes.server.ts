import crypto from "node:crypto";
import { getEnvironment } from "~/lib/env.server";
import { loadQrCode } from "~/lib/heavy-modules.server";
import type { EmailAttachment } from "~/platform/mail/mail.server";
import { hashLinkToken } from "./waitlist.server";

/**
 * A booking's check-in code (decision 0040): ten characters of Crockford base32 (no I, L, O or U,
 * so it reads out without doubt) taken from an HMAC of the booking with the server's secret. It is
 * made again for every mail, never stored; the booking keeps only its SHA-256, and the door looks
 * the booking up by that hash. 50 bits: unguessable at the door's pace.
 */

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const CODE_LENGTH = 10;

/** The QR image's name in the mail: the HTML shows it as <img src="cid:…">. */
export const CHECKIN_QR_CID = "checkin-qr@campus";

export function checkinCode(bookingId: string): string {
  const digest = crypto
    .createHmac("sha256", getEnvironment().authSecret)
    .update(`booking-checkin:${bookingId}`)
    .digest();
  let bits = 0;
  let value = 0;
  let code = "";
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && code.length < CODE_LENGTH) {
      code += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
    if (code.length === CODE_LENGTH) break;
  }
  return code;
}

/** "7KQ2M-XD94A": two groups of five, as the mail and My learning show it and staff read it out. */
export function formatCheckinCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/**
 * What was scanned or typed, as a code: case, spaces and dashes do not matter, and the letters a
 * person may read for a digit (O for 0, I and L for 1) are taken as that digit. Null when it
 * cannot be a check-in code.
 */
export function normalizeCheckinCode(input: string): string | null {
  if (input.length > 100) return null;
  const code = input.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (code.length !== CODE_LENGTH || [...code].some((character) => !ALPHABET.includes(character))) return null;
  return code;
}

export function checkinCodeHash(bookingId: string): string {
  return hashLinkToken(checkinCode(bookingId));
}

/** The hash a typed or scanned code is looked up by (it must be normalised first). */
export function hashCheckinCode(normalizedCode: string): string {
  return hashLinkToken(normalizedCode);
}

/** The formatted code and its QR image as a data: URL, for the person's own booking on My learning. */
export async function checkinCodeForPage(bookingId: string): Promise<{ code: string; qrDataUrl: string }> {
  const code = formatCheckinCode(checkinCode(bookingId));
  const QRCode = await loadQrCode();
  const qrDataUrl = await QRCode.toDataURL(code, { errorCorrectionLevel: "M", margin: 2, scale: 4 });
  return { code, qrDataUrl };
}

/** The code as a QR image (PNG) for the mail, attached inline by its content id. */
export async function checkinQrAttachment(bookingId: string): Promise<EmailAttachment & { cid: string }> {
  const QRCode = await loadQrCode();
  const png = await QRCode.toBuffer(formatCheckinCode(checkinCode(bookingId)), {
    type: "png",
    errorCorrectionLevel: "M",
    margin: 4,
    width: 240,
  });
  return {
    filename: "check-in-code.png",
    contentType: "image/png",
    contentBase64: png.toString("base64"),
    cid: CHECKIN_QR_CID,
  };
}
