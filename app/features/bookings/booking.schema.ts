import * as z from "zod/mini";
import { type FormParseResult, parseForm } from "~/lib/forms";
import { privacyConsentMiniField } from "~/lib/privacy-consent-field";
import { PROVINCES } from "./booking-fields";

/** lib/form-fields.ts's requiredText(max, label) in zod/mini: same rule, same messages. */
const requiredText = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

/**
 * Written with zod/mini (same rules, same messages as the other forms' zod schemas) because this
 * form is on a public page: mini keeps the page's JavaScript within the budget of ARCHITECTURE.md.
 */
export const bookingFormSchema = z.object({
  eventId: z.string({ error: "Choose a webinar" }).check(z.trim(), z.minLength(1, "Choose a webinar")),
  name: requiredText("Name"),
  surname: requiredText("Surname"),
  email: z.pipe(requiredText("Email", 200), z.email("Enter a valid email address").check(z.toLowerCase())),
  phone: requiredText("Phone", 30).check(
    z.refine(
      (value: string) => /^\+?[\d\s()-]{7,}$/.test(value) && value.replace(/\D/g, "").length >= 7,
      "Enter a valid phone number",
    ),
  ),
  hpcsa: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(40, "HPCSA number must be at most 40 characters"))),
    z.transform((value: string | undefined) => value || null),
  ),
  province: z.string({ error: "Province is required" }).check(
    z.trim(),
    z.minLength(1, "Province is required"),
    z.refine((value: string) => (PROVINCES as readonly string[]).includes(value), "Choose one of the nine provinces"),
  ),
  city: requiredText("City"),
  company: requiredText("Company", 200),
  occupation: requiredText("Occupation"),
  // POPIA: the booking keeps the moment and the wording's version, not this field (decision 0036).
  privacyConsent: privacyConsentMiniField(),
});

/** What a booking is made of; the consent travels beside it, as a ConsentRecord. */
export type BookingFormInput = Omit<z.infer<typeof bookingFormSchema>, "privacyConsent">;

/** The action's half of the form: the same rules, checked again on the server. */
export function parseBookingForm(formData: FormData): FormParseResult<BookingFormInput> {
  return parseForm(bookingFormSchema, formData);
}
