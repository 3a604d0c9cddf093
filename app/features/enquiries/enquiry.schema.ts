import { z } from "zod";
import { email, phone, requiredText } from "~/lib/form-fields";
import { formVersion } from "~/lib/form-numbers";
import { privacyConsentField } from "~/lib/privacy-consent-field";
import { APPOINTMENT_TYPES, ENQUIRY_STATUSES, MAX_PEOPLE } from "./enquiry-fields";

const baseFields = {
  name: requiredText(120, "Full name"),
  // Kept as typed: an enquiry is answered by a person, not matched to an account.
  email: email({ label: "Email", keepCase: true }),
  phone: phone(40),
  company: requiredText(160, "Company"),
  designation: requiredText(120, "Designation"),
  message: requiredText(5000, "Message"),
  // POPIA: stored with the enquiry as the moment and the wording's version (decision 0036).
  privacyConsent: privacyConsentField(),
};

const appointmentType = z.enum(APPOINTMENT_TYPES, { error: "Choose an appointment type" });

/** Contact us: the appointment type is offered but optional (a plain question needs none). */
export const contactEnquirySchema = z.object({
  ...baseFields,
  appointmentType: z
    .union([z.literal(""), appointmentType], { error: "Choose an appointment type" })
    .optional()
    .transform((value) => value || null),
});

/** Consulting: an appointment request, so the appointment type is required. */
export const consultingEnquirySchema = z.object({ ...baseFields, appointmentType });

/** Quote requests (learning center and course overview): number of people is shown and required. */
export const quoteEnquirySchema = z.object({
  ...baseFields,
  numberOfPeople: z
    .string({ error: "Number of people is required" })
    .trim()
    .min(1, "Number of people is required")
    // A sign is read, so "-3" is told it must be at least 1 rather than that it is no whole number.
    .regex(/^[+-]?\d+$/, "Number of people must be a whole number")
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, "Number of people must be at least 1")
        .max(MAX_PEOPLE, `Number of people must be at most ${MAX_PEOPLE}`),
    ),
});

export const ENQUIRY_SCHEMAS = {
  contact: contactEnquirySchema,
  consulting: consultingEnquirySchema,
  quote: quoteEnquirySchema,
} as const;

const CHOOSE_ENQUIRY_STATUS = "Choose an enquiry and a status.";

/** The admin list's Mark handled / Mark as new button, at the version of the enquiry the list showed. */
export const enquiryStatusChangeSchema = z.object({
  id: z.string({ message: CHOOSE_ENQUIRY_STATUS }).min(1, CHOOSE_ENQUIRY_STATUS),
  status: z.enum(ENQUIRY_STATUSES, { message: CHOOSE_ENQUIRY_STATUS }),
  version: formVersion(),
});
