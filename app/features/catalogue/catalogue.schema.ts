import type { CourseType } from "~db/schema";

/** The catalogue's course types, which double as training-category ids (SPEC 9). */
export const CATALOGUE_TYPES = [
  "accreditation",
  "certification",
  "improvement",
] as const satisfies readonly CourseType[];

export function isCatalogueType(value: string | undefined): value is CourseType {
  return (CATALOGUE_TYPES as readonly string[]).includes(value ?? "");
}

/** Outcome and requirements are kept as plain text, one point per line. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
