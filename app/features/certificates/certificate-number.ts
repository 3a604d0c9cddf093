import { customAlphabet } from "~/lib/random-text";

// Unambiguous characters (no 0/O, 1/I/L), so a number read aloud or retyped stays right.
const randomNumberPart = customAlphabet("23456789ABCDEFGHJKMNPQRSTUVWXYZ", 7);

/**
 * "CPD-2026-7K3M9QX" for a certificate that carries CPD points, "CERT-2026-7K3M9QX" for one that
 * does not (a "CPD-" number on a certificate without points would claim what it does not give):
 * year of issue and a random part; the unique index guarantees no repeat. Numbers already issued
 * keep their prefix and stay valid.
 */
export function generateCertificateNumber(now = new Date(), { hasCpdPoints = true } = {}): string {
  return `${hasCpdPoints ? "CPD" : "CERT"}-${now.getUTCFullYear()}-${randomNumberPart()}`;
}
