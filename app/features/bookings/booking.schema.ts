import * as z from "zod/mini";
import { COUNTRIES, SOUTH_AFRICA } from "~/lib/countries";
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

/** Optional text: trimmed, bounded, empty when not given (a company, an occupation). */
const optionalText = (label: string, max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`))),
    z.transform((value: string | undefined) => value ?? ""),
  );

const PROVINCE_REQUIRED_MESSAGE = "Province is required";
export const PROVINCE_CHOICE_MESSAGE = "Choose one of the nine provinces";

/**
 * The province is asked in South Africa only (decision 0075-registration-for-the-region): there it
 * is required and one of the nine; for another country it is kept empty, whatever a hidden field sent.
 * Checked on the whole form, also when another field is wrong, so the message shows with the others.
 */
export const provinceForSouthAfrica = z.superRefine(
  (booking: { country: string; province: string }, context) => {
    if (booking.country !== SOUTH_AFRICA) return;
    const message = !booking.province
      ? PROVINCE_REQUIRED_MESSAGE
      : (PROVINCES as readonly string[]).includes(booking.province)
        ? null
        : PROVINCE_CHOICE_MESSAGE;
    if (message) context.issues.push({ code: "custom", message, path: ["province"], input: booking.province });
  },
  {
    when: ({ value }) => {
      const candidate = value as { country?: unknown; province?: unknown } | null;
      return typeof candidate?.country === "string" && typeof candidate.province === "string";
    },
  },
);

/** Outside South Africa the booking keeps no province. */
export const provinceOnlyInSouthAfrica = z.overwrite((value: unknown) => {
  const booking = value as { country?: unknown; province?: unknown };
  return booking.country === SOUTH_AFRICA || !booking.province ? value : { ...booking, province: "" };
});

/**
 * Written with zod/mini (same rules, same messages as the other forms' zod schemas) because this
 * form is on a public page: mini keeps the page's JavaScript within the budget of ARCHITECTURE.md.
 */
export const bookingFormFields = {
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
  country: z.string({ error: "Country is required" }).check(
    z.trim(),
    z.minLength(1, "Country is required"),
    z.refine((value: string) => (COUNTRIES as readonly string[]).includes(value), "Choose a country from the list"),
  ),
  province: z.pipe(
    z.optional(z.string().check(z.trim())),
    z.transform((value: string | undefined) => value ?? ""),
  ),
  city: requiredText("City"),
  company: optionalText("Company", 200),
  occupation: optionalText("Occupation", 120),
  // POPIA: the booking keeps the moment and the wording's version, not this field (decision 0036).
  privacyConsent: privacyConsentMiniField(),
};

export const bookingFormSchema = z.object(bookingFormFields).check(provinceForSouthAfrica, provinceOnlyInSouthAfrica);

/** What a booking is made of; the consent travels beside it, as a ConsentRecord. */
export type BookingFormInput = Omit<z.infer<typeof bookingFormSchema>, "privacyConsent">;
