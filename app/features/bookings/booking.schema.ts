import { z } from "zod";

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

const requiredText = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const bookingFormSchema = z.object({
  eventId: z.string({ error: "Choose a webinar" }).trim().min(1, "Choose a webinar"),
  name: requiredText("Name"),
  surname: requiredText("Surname"),
  email: requiredText("Email", 200)
    .pipe(z.email("Enter a valid email address"))
    .transform((value) => value.toLowerCase()),
  phone: requiredText("Phone", 30).refine(
    (value) => /^\+?[\d\s()-]{7,}$/.test(value) && value.replace(/\D/g, "").length >= 7,
    "Enter a valid phone number",
  ),
  hpcsa: z
    .string()
    .trim()
    .max(40, "HPCSA number must be at most 40 characters")
    .optional()
    .transform((value) => value || null),
  province: z
    .string({ error: "Province is required" })
    .trim()
    .min(1, "Province is required")
    .refine((value) => (PROVINCES as readonly string[]).includes(value), "Choose one of the nine provinces"),
  city: requiredText("City"),
  company: requiredText("Company", 200),
  occupation: requiredText("Occupation"),
});

export type BookingFormInput = z.infer<typeof bookingFormSchema>;

/** True when any required field was left empty: the form then shows MISSING_FIELDS_MESSAGE. */
export function hasMissingFields(fieldErrors: Record<string, string>): boolean {
  return Object.values(fieldErrors).some((message) => message.endsWith(" is required"));
}
