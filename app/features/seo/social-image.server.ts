import { loadSharp } from "~/lib/heavy-modules.server";
import { theme } from "~/theme";

const WIDTH = 1200;
const HEIGHT = 630;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The site name in up to three lines of at most 18 characters (DejaVu Sans Bold at 60 px fits 780 px). */
function nameLines(siteName: string): string[] {
  const lines: string[] = [];
  for (const word of siteName.trim().split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 18) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word.length > 18 ? `${word.slice(0, 17)}…` : word);
  }
  if (lines.length <= 3) return lines;
  return [...lines.slice(0, 2), `${(lines[2] as string).slice(0, 17)}…`];
}

/** The social card as SVG: the site name on the theme's blue, with the ISO standards it trains for. */
function socialImageSvg(siteName: string): string {
  const campus = theme.colors?.campus as readonly string[];
  const lines = nameLines(siteName || "Campus");
  const nameSize = lines.every((line) => line.length <= 12) ? 88 : 60;
  const lineHeight = nameSize + 14;
  // The last line sits just above the rule at y 440.
  const firstY = 400 - (lines.length - 1) * lineHeight;
  const names = lines
    .map((line, index) => `<text x="80" y="${firstY + index * lineHeight}">${escapeXml(line)}</text>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${campus[8]}"/><stop offset="1" stop-color="${campus[9]}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<g fill="none" stroke="#ffffff" stroke-opacity="0.1" stroke-width="3"><circle cx="1010" cy="315" r="330"/><circle cx="1010" cy="315" r="250"/><circle cx="1010" cy="315" r="170"/></g>
<g transform="translate(900 205)" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"><circle cx="110" cy="110" r="100"/><path d="M62 114l34 34 64-70"/></g>
<g fill="#ffffff" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="700" font-size="${nameSize}">${names}</g>
<rect x="80" y="440" width="96" height="8" rx="4" fill="#ffffff"/>
<text x="80" y="510" fill="#ffffff" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="34">ISO training, consulting and e-learning</text>
</svg>`;
}

let cached: { siteName: string; png: Promise<Buffer> } | undefined;

/** The 1200 x 630 PNG link previews show; drawn once per site name and kept in memory. */
export function renderSocialImage(siteName: string): Promise<Buffer> {
  if (cached?.siteName !== siteName) {
    const png = loadSharp().then((sharp) =>
      sharp(Buffer.from(socialImageSvg(siteName)))
        .png({ compressionLevel: 9 })
        .toBuffer(),
    );
    cached = { siteName, png };
    png.catch(() => {
      if (cached?.png === png) cached = undefined;
    });
  }
  return cached.png;
}
