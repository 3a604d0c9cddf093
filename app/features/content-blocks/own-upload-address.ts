/**
 * True for our own uploaded files (/uploads/...). Anything else is on another website, which a
 * PDF frame cannot show: the page's CSP lets frames load from this site and the video hosts only.
 */
export function isOwnUploadAddress(url: string): boolean {
  return url.startsWith("/uploads/");
}
