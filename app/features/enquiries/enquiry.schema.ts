import { z } from "zod";
import { isPhoneNumber } from "~/lib/form-fields";
import { formVersion } from "~/lib/form-numbers";
import { privacyConsentField } from "~/lib/privacy-consent-field";
import { APPOINTMENT_TYPES, ENQUIRY_STATUSES, MAX_PEOPLE } from "./enquiry-fields";
import * as m from "./messages";

/**
 * A required text field whose messages are read when a check fails (in the page's or request's
 * language), with the same words as app/lib/form-fields.ts's requiredText.
 */
function requiredField(max: number, label: () => string) {
  const required = { error: () => m.fieldRequired({ label: label() }) };
  return z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, { error: () => m.fieldTooLong({ label: label(), max }) });
}

const baseFields = {
  name: requiredField(120, m.labelFullName),
  // Kept as typed: an enquiry is answered by a person, not matched to an account.
  email: requiredField(200, m.labelEmail).pipe(z.email({ error: () => m.validEmail() })),
  phone: requiredField(40, m.labelPhone).refine(isPhoneNumber, { error: () => m.validPhone() }),
  company: requiredField(160, m.labelCompany),
  designation: requiredField(120, m.labelDesignation),
  message: requiredField(5000, m.labelMessage),
  // POPIA: stored with the enquiry as the moment and the wording's version (decision 0036).
  privacyConsent: privacyConsentField(),
};

const appointmentType = z.enum(APPOINTMENT_TYPES, { error: () => m.chooseAppointmentType() });

/** Contact us: the appointment type is offered but optional (a plain question needs none). */
export const contactEnquirySchema = z.object({
  ...baseFields,
  appointmentType: z
    .union([z.literal(""), appointmentType], { error: () => m.chooseAppointmentType() })
    .optional()
    .transform((value) => value || null),
});

/** Consulting: an appointment request, so the appointment type is required. */
export const consultingEnquirySchema = z.object({ ...baseFields, appointmentType });

/** Quote requests (learning center and course overview): number of people is shown and required. */
export const quoteEnquirySchema = z.object({
  ...baseFields,
  numberOfPeople: z
    .string({ error: () => m.peopleRequired() })
    .trim()
    .min(1, { error: () => m.peopleRequired() })
    // A sign is read, so "-3" is told it must be at least 1 rather than that it is no whole number.
    .regex(/^[+-]?\d+$/, { error: () => m.peopleWhole() })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { error: () => m.peopleAtLeast() })
        .max(MAX_PEOPLE, { error: () => m.peopleAtMost({ max: MAX_PEOPLE }) }),
    ),
});

export const ENQUIRY_SCHEMAS = {
  contact: contactEnquirySchema,
  consulting: consultingEnquirySchema,
  quote: quoteEnquirySchema,
} as const;

const CHOOSE_ENQUIRY_STATUS = { error: () => m.chooseEnquiryStatus() };

/** The admin list's Mark handled / Mark as new button, at the version of the enquiry the list showed. */
export const enquiryStatusChangeSchema = z.object({
  id: z.string(CHOOSE_ENQUIRY_STATUS).min(1, CHOOSE_ENQUIRY_STATUS),
  status: z.enum(ENQUIRY_STATUSES, CHOOSE_ENQUIRY_STATUS),
  version: formVersion(),
});
