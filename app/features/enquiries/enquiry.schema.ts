import { z } from "zod";
import { APPOINTMENT_TYPES, MAX_PEOPLE } from "./enquiry-fields";

const requiredText = (message: string, max: number, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

const baseFields = {
  name: requiredText("Full name is required", 120, "Full name"),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(200, "Email must be at most 200 characters")
    .pipe(z.email("Enter a valid email address")),
  phone: requiredText("Phone is required", 40, "Phone").refine(
    (value) => /^\+?[0-9 ()-]+$/.test(value) && value.replace(/\D/g, "").length >= 7,
    "Enter a valid phone number",
  ),
  company: requiredText("Company is required", 160, "Company"),
  designation: requiredText("Designation is required", 120, "Designation"),
  message: requiredText("Message is required", 5000, "Message"),
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
    .regex(/^\d+$/, "Number of people must be a whole number")
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
