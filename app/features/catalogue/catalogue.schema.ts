import type { CourseType } from "~db/schema";
import * as m from "./messages";

/** The catalogue's course types, which double as training-category ids (SPEC 9). */
export const CATALOGUE_TYPES = [
  "accreditation",
  "certification",
  "improvement",
] as const satisfies readonly CourseType[];

/** courses/{type}: one of the types, or "online" for every online course whatever its type. */
export const ONLINE_SECTION = "online";
export type CatalogueSection = CourseType | typeof ONLINE_SECTION;

/** Cards per catalogue page: a page of 24 stays far below the 200 kB HTML budget. */
export const CATALOGUE_PAGE_SIZE = 24;

/** Each course type's name, in the language of the page or request. */
export const CATALOGUE_TYPE_LABELS: Record<string, () => string> = {
  accreditation: m.typeAccreditation,
  certification: m.typeCertification,
  improvement: m.typeImprovement,
};

function isCatalogueType(value: string | undefined): value is CourseType {
  return (CATALOGUE_TYPES as readonly string[]).includes(value ?? "");
}

export function isCatalogueSection(value: string | undefined): value is CatalogueSection {
  return value === ONLINE_SECTION || isCatalogueType(value);
}

/** Outcome and requirements are kept as plain text, one point per line. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
