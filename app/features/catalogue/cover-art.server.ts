import { DEFAULT_THEME } from "@mantine/core";
import type { CoverFamily } from "~/lib/course-cover";
import { theme } from "~/theme";

/**
 * The generated covers' pictures: a theme colour per family, the standard's number large in white
 * (at least 4.5:1 on the lighter end of the background, tested), a line saying what the standard
 * is about, and a motif drawn in strokes. No text from the database goes in, so nothing to escape.
 */

const campus = theme.colors?.campus ?? DEFAULT_THEME.colors.blue;
const mantine = DEFAULT_THEME.colors;

interface CoverDesign {
  /** Large: the standard's number, or the category's name. */
  headline: string;
  /** Small, above the headline ("ISO", "ISO/IEC"); empty for categories. */
  prefix: string;
  subject: string;
  /** The lighter end of the background; the number's contrast is measured against it. */
  colour: string;
  /** Stroke paths, drawn in a 240 x 240 box. */
  motif: string;
}

const MOTIFS = {
  // A plan-do-check-act cycle (a circular arrow) around a tick.
  quality: '<path d="M120 28A92 92 0 1 1 40.3 74"/><path d="M20 83L40.3 74L42 96"/><path d="M78 122l30 30 56-62"/>',
  // A leaf with its veins.
  leaf: '<path d="M44 196C44 96 112 40 204 36c0 96-52 164-160 160z"/><path d="M44 196L160 80"/><path d="M96 144h48M72 168v-40M120 120V88"/>',
  // A hard hat.
  hardHat:
    '<path d="M40 168h160"/><path d="M56 168v-24a64 64 0 0 1 128 0v24"/><path d="M104 84v-16h32v16"/><path d="M120 84v48"/><path d="M28 184h184"/>',
  // A wheat ear.
  wheat:
    '<path d="M120 216V40"/><path d="M120 72c-24-8-36-28-36-44 24 4 36 20 36 44zM120 72c24-8 36-28 36-44-24 4-36 20-36 44z"/><path d="M120 120c-24-8-36-28-36-44 24 4 36 20 36 44zM120 120c24-8 36-28 36-44-24 4-36 20-36 44z"/><path d="M120 168c-24-8-36-28-36-44 24 4 36 20 36 44zM120 168c24-8 36-28 36-44-24 4-36 20-36 44z"/>',
  // A padlock.
  padlock:
    '<rect x="52" y="104" width="136" height="108" rx="12"/><path d="M84 104V76a36 36 0 0 1 72 0v28"/><circle cx="120" cy="150" r="12"/><path d="M120 162v22"/>',
  // A laboratory flask.
  flask:
    '<path d="M96 32h48M104 32v64L52 196a12 12 0 0 0 11 18h114a12 12 0 0 0 11-18L136 96V32"/><path d="M76 156h88"/><circle cx="104" cy="184" r="6"/><circle cx="136" cy="176" r="8"/>',
  // A rosette with ribbons.
  rosette:
    '<circle cx="120" cy="96" r="64"/><circle cx="120" cy="96" r="40"/><path d="M84 150l-20 74 32-16 20 28 10-58M156 150l20 74-32-16-20 28"/>',
  // A certificate with a seal.
  certificate:
    '<rect x="28" y="44" width="184" height="132" rx="8"/><path d="M56 84h128M56 112h96M56 140h64"/><circle cx="172" cy="160" r="24"/><path d="M160 180l-8 36 20-10 20 10-8-36"/>',
  // A rising chart.
  improvement: '<path d="M32 208h184M32 208V32"/><path d="M52 172l48-44 36 28 64-80"/><path d="M168 76h32v32"/>',
  // A grid of boxes: a system.
  system:
    '<rect x="36" y="36" width="72" height="72" rx="8"/><rect x="132" y="36" width="72" height="72" rx="8"/><rect x="36" y="132" width="72" height="72" rx="8"/><rect x="132" y="132" width="72" height="72" rx="8"/><path d="M108 72h24M72 108v24M168 108v24M108 168h24"/>',
};

export const COVER_DESIGNS: Record<CoverFamily, CoverDesign> = {
  "iso-9001": {
    headline: "9001",
    prefix: "ISO",
    subject: "Quality management",
    colour: campus[8],
    motif: MOTIFS.quality,
  },
  "iso-14001": {
    headline: "14001",
    prefix: "ISO",
    subject: "Environmental management",
    colour: mantine.teal[9],
    motif: MOTIFS.leaf,
  },
  "iso-45001": {
    headline: "45001",
    prefix: "ISO",
    subject: "Occupational health and safety",
    colour: mantine.red[9],
    motif: MOTIFS.hardHat,
  },
  "iso-22000": {
    headline: "22000",
    prefix: "ISO",
    subject: "Food safety management",
    colour: mantine.pink[9],
    motif: MOTIFS.wheat,
  },
  "iso-27001": {
    headline: "27001",
    prefix: "ISO/IEC",
    subject: "Information security",
    colour: mantine.indigo[9],
    motif: MOTIFS.padlock,
  },
  "iso-17025": {
    headline: "17025",
    prefix: "ISO/IEC",
    subject: "Testing and calibration laboratories",
    colour: mantine.cyan[9],
    motif: MOTIFS.flask,
  },
  accreditation: {
    headline: "Accreditation",
    prefix: "",
    subject: "Conformity assessment",
    colour: mantine.violet[9],
    motif: MOTIFS.rosette,
  },
  certification: {
    headline: "Certification",
    prefix: "",
    subject: "Management system standards",
    colour: mantine.blue[9],
    motif: MOTIFS.certificate,
  },
  improvement: {
    headline: "Improvement",
    prefix: "",
    subject: "Continual improvement",
    colour: mantine.grape[9],
    motif: MOTIFS.improvement,
  },
  generic: {
    headline: "Training",
    prefix: "",
    subject: "Management systems",
    colour: campus[7],
    motif: MOTIFS.system,
  },
};

const WIDTH = 800;
const HEIGHT = 450;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/** The cover as an SVG document (800 x 450, 16:9, as the cards show it). Decorative: aria-hidden. */
export function renderCoverSvg(family: CoverFamily): string {
  const design = COVER_DESIGNS[family];
  const isNumber = /^\d+$/.test(design.headline);
  // A category's name is longer than a number: smaller, so it stays clear of the motif.
  const headlineSize = isNumber ? 132 : 60;
  const headlineY = isNumber ? 300 : 268;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" aria-hidden="true">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${design.colour}"/><stop offset="1" stop-color="${campus[9]}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<g fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="2"><circle cx="640" cy="225" r="300"/><circle cx="640" cy="225" r="240"/><circle cx="640" cy="225" r="180"/></g>
<g transform="translate(560 120) scale(0.85)" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="12" stroke-linecap="round" stroke-linejoin="round">${design.motif}</g>
<g fill="#ffffff" font-family="${FONT}">
${design.prefix ? `<text x="56" y="${headlineY - headlineSize + 10}" font-size="40" font-weight="600" letter-spacing="4">${design.prefix}</text>` : ""}
<text x="52" y="${headlineY}" font-size="${headlineSize}" font-weight="800" letter-spacing="-2">${design.headline}</text>
<rect x="56" y="${headlineY + 28}" width="64" height="6" rx="3"/>
<text x="56" y="${headlineY + 76}" font-size="30" font-weight="500">${design.subject}</text>
</g>
</svg>
`;
}
