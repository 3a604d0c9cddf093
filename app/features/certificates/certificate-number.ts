import { customAlphabet } from "~/lib/random-text";

// Unambiguous characters (no 0/O, 1/I/L), so a number read aloud or retyped stays right.
const randomNumberPart = customAlphabet("23456789ABCDEFGHJKMNPQRSTUVWXYZ", 7);

/** "CPD-2026-7K3M9QX": year of issue and a random part; the unique index guarantees no repeat. */
export function generateCertificateNumber(now = new Date()): string {
  return `CPD-${now.getUTCFullYear()}-${randomNumberPart()}`;
}
