/**
 * Generated course covers (docs/decisions/0028-seo-and-covers.md): a course without an uploaded cover
 * gets the cover of its ISO standard family, found in its name (then its title), or else its
 * catalogue category's. The pictures are SVGs served at /covers/{family}.svg (cover-art.server.ts).
 */

const STANDARD_FAMILIES = ["iso-9001", "iso-14001", "iso-45001", "iso-22000", "iso-27001", "iso-17025"] as const;
const CATEGORY_FAMILIES = ["accreditation", "certification", "improvement", "generic"] as const;
export type CoverFamily = (typeof STANDARD_FAMILIES)[number] | (typeof CATEGORY_FAMILIES)[number];

export const COVER_FAMILIES: readonly CoverFamily[] = [...STANDARD_FAMILIES, ...CATEGORY_FAMILIES];

/** Where generated covers live: a stored cover_url under it is a generated one, not an upload. */
const GENERATED_COVER_PREFIX = "/covers/";

// "ISO 9001", "ISO/IEC 27001:2022", "FSSC 22000", "ISO9001": the number as a word of its own.
const STANDARD_NUMBER = /(?<![\d.])(9001|14001|45001|22000|27001|17025)(?![\d])/;
// Any other standard's number ("ISO 15189", "ISO 31000"): the name is about that one, so no keyword guess.
const OTHER_STANDARD = /\b(?:ISO|IEC|SANS|FSSC)(?:\/IEC)?\s*\d{3,5}\b/i;

/** Words that name a family when the name carries no standard number. */
const FAMILY_KEYWORDS: ReadonlyArray<[CoverFamily, RegExp]> = [
  ["iso-22000", /\b(food safety|HACCP|food)\b/i],
  ["iso-27001", /\b(information security|cyber ?security|ISMS)\b/i],
  ["iso-45001", /\b(occupational health|health and safety|OHS|safety)\b/i],
  ["iso-14001", /\b(environment(al)?|EMS)\b/i],
  ["iso-17025", /\b(laborator(y|ies)|calibration|measurement uncertainty|method validation)\b/i],
  ["iso-9001", /\b(quality management|QMS)\b/i],
];

function isCategoryFamily(value: string): value is (typeof CATEGORY_FAMILIES)[number] {
  return (CATEGORY_FAMILIES as readonly string[]).includes(value);
}

/** The family a course's cover shows: a standard in its name or title, a keyword in its name, else its category. */
export function chooseCoverFamily(course: { name: string; title?: string; type?: string }): CoverFamily {
  for (const text of [course.name, course.title ?? ""]) {
    const number = STANDARD_NUMBER.exec(text)?.[1];
    if (number) return `iso-${number}` as CoverFamily;
  }
  if (!OTHER_STANDARD.test(course.name)) {
    const byKeyword = FAMILY_KEYWORDS.find(([, pattern]) => pattern.test(course.name));
    if (byKeyword) return byKeyword[0];
  }
  return course.type && isCategoryFamily(course.type) ? course.type : "generic";
}

export function coverPath(family: CoverFamily): string {
  return `${GENERATED_COVER_PREFIX}${family}.svg`;
}

/**
 * The cover a card or course page shows: the uploaded one, else the generated one. A stored
 * /covers/… address (the old demo content's category pictures) counts as generated.
 */
export function courseCoverUrl(course: {
  coverUrl: string | null;
  name: string;
  title?: string;
  type?: string;
}): string {
  if (course.coverUrl && !course.coverUrl.startsWith(GENERATED_COVER_PREFIX)) return course.coverUrl;
  return coverPath(chooseCoverFamily(course));
}

/** "iso-9001.svg" -> "iso-9001"; anything else -> null. */
export function coverFamilyFromFileName(fileName: string): CoverFamily | null {
  const family = fileName.replace(/\.svg$/, "");
  return fileName.endsWith(".svg") && (COVER_FAMILIES as readonly string[]).includes(family)
    ? (family as CoverFamily)
    : null;
}
