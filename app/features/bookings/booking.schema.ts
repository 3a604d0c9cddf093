import * as z from "zod/mini";
import { COUNTRIES, SOUTH_AFRICA } from "~/lib/countries";
import { privacyConsentMiniField } from "~/lib/privacy-consent-field";
import { PROVINCES } from "./booking-fields";
import * as m from "./messages";

/**
 * lib/form-fields.ts's requiredText(max, label) in zod/mini: same rule, same messages, read when a
 * check fails, so in the page's language (the island's too: <html lang>).
 */
const requiredText = (label: () => string, max = 120) => {
  const required = { error: () => m.fieldRequired({ label: label() }) };
  return z
    .string(required)
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(max, { error: () => m.fieldTooLong({ label: label(), max }) }),
    );
};

/** Optional text: trimmed, bounded, empty when not given (a company, an occupation). */
const optionalText = (label: () => string, max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, { error: () => m.fieldTooLong({ label: label(), max }) }))),
    z.transform((value: string | undefined) => value ?? ""),
  );

// i18n-exempt: the REST API's booking schema (app/features/api) answers in English, as its problem details do.
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
      ? m.fieldRequired({ label: m.detailProvince() })
      : (PROVINCES as readonly string[]).includes(booking.province)
        ? null
        : m.provinceChoice();
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
  eventId: z
    .string({ error: () => m.chooseWebinar() })
    .check(z.trim(), z.minLength(1, { error: () => m.chooseWebinar() })),
  name: requiredText(m.detailName),
  surname: requiredText(m.labelSurname),
  email: z.pipe(requiredText(m.detailEmail, 200), z.email({ error: () => m.validEmail() }).check(z.toLowerCase())),
  phone: requiredText(m.detailPhone, 30).check(
    z.refine((value: string) => /^\+?[\d\s()-]{7,}$/.test(value) && value.replace(/\D/g, "").length >= 7, {
      error: () => m.validPhone(),
    }),
  ),
  hpcsa: z.pipe(
    z.optional(
      z.string().check(z.trim(), z.maxLength(40, { error: () => m.fieldTooLong({ label: m.detailHpcsa(), max: 40 }) })),
    ),
    z.transform((value: string | undefined) => value || null),
  ),
  country: z.string({ error: () => m.fieldRequired({ label: m.detailCountry() }) }).check(
    z.trim(),
    z.minLength(1, { error: () => m.fieldRequired({ label: m.detailCountry() }) }),
    z.refine((value: string) => (COUNTRIES as readonly string[]).includes(value), {
      error: () => m.chooseCountry(),
    }),
  ),
  province: z.pipe(
    z.optional(z.string().check(z.trim())),
    z.transform((value: string | undefined) => value ?? ""),
  ),
  city: requiredText(m.detailCity),
  company: optionalText(m.detailCompany, 200),
  occupation: optionalText(m.detailOccupation, 120),
  // POPIA: the booking keeps the moment and the wording's version, not this field (decision 0036).
  privacyConsent: privacyConsentMiniField(),
};

export const bookingFormSchema = z.object(bookingFormFields).check(provinceForSouthAfrica, provinceOnlyInSouthAfrica);

/** What a booking is made of; the consent travels beside it, as a ConsentRecord. */
export type BookingFormInput = Omit<z.infer<typeof bookingFormSchema>, "privacyConsent">;
