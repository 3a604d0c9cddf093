/**
 * One byte range from a Range header ("bytes=0-1023", "bytes=1024-", "bytes=-500"), so media players
 * can seek and Safari will play audio and video at all. Several ranges in one request are answered
 * with the whole file (null), which the HTTP specification allows.
 */
export type ByteRange = { start: number; end: number } | "unsatisfiable" | null;

export function parseByteRange(header: string | null, size: number): ByteRange {
  if (!header) return null;
  const match = header.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffixLength = Number(last);
    if (suffixLength === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffixLength), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}
