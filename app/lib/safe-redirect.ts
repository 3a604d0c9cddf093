/**
 * The one check for every redirectTo / returnTo a request carries: only a path on this site is
 * followed; anything else gives null and the caller uses its own default.
 *
 * Browsers drop tab, CR and LF inside URLs and read a backslash as a slash, so "/\t/evil.example"
 * and "/\\evil.example" both become "//evil.example", another host. Rather than list the tricks,
 * the candidate must be plain (printable ASCII without backslash, one leading slash) and still
 * start with one slash and hold no control character once its percent-escapes are decoded (a proxy
 * or static server may decode "%2F%2F" before redirecting). What comes back is re-serialised by the URL
 * parser, so it is safe for a header, and passes the same check again once the parser has resolved its
 * dot segments.
 */

const MAX_REDIRECT_LENGTH = 2048;
const DECODE_ROUNDS = 3;
/** As sent: printable ASCII, no backslash, one leading slash. */
const PLAIN_PATH = /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/;
/** Once decoded: still one leading slash and no control characters (spaces in a query are fine). */
const DECODED_PATH = /^\/(?![/\\])\P{Cc}*$/u;
const CHECK_ORIGIN = "http://campus.invalid";

export function safeRedirectPath(candidate: unknown): string | null {
  if (typeof candidate !== "string" || candidate.length === 0 || candidate.length > MAX_REDIRECT_LENGTH) return null;
  if (!isPlainAtEveryDecoding(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, CHECK_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== CHECK_ORIGIN) return null;
  // The parser resolves dot segments ("/./", "/a/../", "/%2e/"), so "/.//evil.example" comes out as
  // "//evil.example", another host: what is sent is checked again as sent.
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  if (normalised !== candidate && !isPlainAtEveryDecoding(normalised)) return null;
  return normalised;
}

/** The same answer with a default, for call sites that always redirect somewhere. */
export function safeRedirect(candidate: unknown, fallback: string): string {
  return safeRedirectPath(candidate) ?? fallback;
}

function isPlainAtEveryDecoding(candidate: string): boolean {
  if (!PLAIN_PATH.test(candidate)) return false;
  let current = candidate;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      // A malformed escape as sent is refused; after a decoding it is just a literal "%".
      return round > 0;
    }
    if (decoded === current) return true;
    if (!DECODED_PATH.test(decoded)) return false;
    current = decoded;
  }
  return false;
}
