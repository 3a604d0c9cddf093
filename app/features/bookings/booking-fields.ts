import type { FieldErrors } from "~/lib/forms";

// The booking form's constants, apart from its zod schema so the page can render without zod.

/** The nine provinces of South Africa, as the booking form lists them (SPEC 5). */
export const PROVINCES = [
  "Eastern Cape",
  "Free State",
  "Gauteng",
  "KwaZulu-Natal",
  "Limpopo",
  "Mpumalanga",
  "Northern Cape",
  "North West",
  "Western Cape",
] as const;

/** Shown whenever a required field is empty (SPEC 5, SPEC 8). */
export const MISSING_FIELDS_MESSAGE = "Please fill in all fields marked with *";

/** True when any required field was left empty: the form then shows MISSING_FIELDS_MESSAGE. */
export function hasMissingFields(fieldErrors: FieldErrors): boolean {
  return Object.values(fieldErrors).some((message) => message.endsWith(" is required"));
}
