import { createContext, useContext } from "react";

/** The per-response nonce that lets React Router's own inline scripts run under the CSP. */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);

const VIDEO_HOSTS = "https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com";

/**
 * The page CSP. Images come from this site (uploads included), data: and blob: URLs (editor
 * previews), and only the origins the operator lists in IMAGE_HOSTS, never any https host.
 */
export function contentSecurityPolicy(
  /** A per-response nonce, or the hashes of a cacheable document's inline scripts (document-cache.server.ts). */
  scripts: string | { hashes: readonly string[] },
  {
    isDevelopment,
    imageHosts = [],
    formTargets = [],
  }: {
    isDevelopment: boolean;
    imageHosts?: readonly string[];
    /** Origins a form may post or redirect to besides this site: the payment providers that are configured. */
    formTargets?: readonly string[];
  },
): string {
  const inlineScripts = typeof scripts === "string" ? [`'nonce-${scripts}'`] : scripts.hashes;
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts].join(" ") + (isDevelopment ? " 'unsafe-inline'" : ""),
    // Mantine writes CSS variables into style attributes and a style tag.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageHosts].join(" "),
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `frame-src 'self' ${VIDEO_HOSTS}`,
    `connect-src 'self'${isDevelopment ? " ws: wss:" : ""}`,
    // Nothing embeds plugins: PDFs show in an iframe (frame-src 'self').
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formTargets].join(" "),
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/** For uploaded files and generated documents: shown, never run; a PDF viewer may still open them. */
export const FILE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox allow-downloads allow-same-origin";
