/** What a masked identity number starts with: six stars, whatever the number's real length. */
const MASK = "******";

/**
 * POPIA: an identity or registration number shown outside the staff screens (a certificate, the
 * public verify page, the API) keeps only its last four characters, e.g. `******1234`. Spaces are
 * dropped first, so "MT 0054321" and "MT0054321" mask alike; a number of four characters or fewer
 * shows no character at all. Masking a masked number gives the same text, so it is safe to apply
 * at storage and again when printing.
 */
export function maskIdNumber(idNumber: string | null | undefined): string {
  const compact = (idNumber ?? "").replace(/\s+/g, "");
  if (!compact) return "";
  if (compact.length <= 4) return MASK;
  return `${MASK}${compact.slice(-4)}`;
}
