import type { FieldErrors } from "~/lib/forms";
import * as m from "./messages";

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

/** Shown whenever a required field is empty (SPEC 5, SPEC 8), in the page's language. */
export const MISSING_FIELDS_MESSAGE = m.missingFields;

/** True for a field's "… is required" message, in the page's or request's language. */
export function isRequiredMessage(message: string): boolean {
  return message.endsWith(m.fieldRequired({ label: "" }).trim());
}

/** True when any required field was left empty: the form then shows MISSING_FIELDS_MESSAGE. */
export function hasMissingFields(fieldErrors: FieldErrors): boolean {
  return Object.values(fieldErrors).some(isRequiredMessage);
}
