import { DEFAULT_LOGO_URL } from "~/lib/site-logo";

/** Up to two initials of the site name ("Campus" -> "C", "Acme Quality Partners" -> "AQ"). */
function siteInitials(siteName: string): string {
  const words = siteName.split(/[\s\-–—]+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const letters = words.slice(0, 2).map((word) => (word.match(/[\p{L}\p{N}]/u)?.[0] ?? "").toUpperCase());
  return letters.join("") || "·";
}

/**
 * The brand in the public header and the staff shell: the uploaded logo when there is one, otherwise a
 * monogram drawn from the site name (navy tile, teal rule) beside the name set in the heading serif.
 * The name is always text, so the link reads as the site name and the image stays decorative.
 */
export function BrandMark({
  siteName,
  logoUrl,
  size = 36,
}: {
  siteName: string;
  logoUrl: string | null;
  size?: number;
}) {
  const hasUpload = Boolean(logoUrl) && logoUrl !== DEFAULT_LOGO_URL;
  const initials = siteInitials(siteName);
  return (
    <>
      {hasUpload ? (
        <img
          src={logoUrl ?? undefined}
          alt=""
          height={size}
          style={{ height: size, width: "auto", maxWidth: size * 4, objectFit: "contain" }}
        />
      ) : (
        <svg
          width={size}
          height={size}
          viewBox="0 0 48 48"
          aria-hidden="true"
          focusable="false"
          style={{ flexShrink: 0 }}
        >
          <rect width="48" height="48" rx="6" fill="#0d2a47" />
          <rect x="10" y="36" width="28" height="3" rx="1.5" fill="#2fa99b" />
          <text
            x="24"
            y="29"
            textAnchor="middle"
            fill="#ffffff"
            fontFamily="'Source Serif 4 Variable', Georgia, serif"
            fontWeight="600"
            fontSize={initials.length > 1 ? 19 : 24}
          >
            {initials}
          </text>
        </svg>
      )}
      <span className="brand-wordmark">{siteName}</span>
    </>
  );
}
