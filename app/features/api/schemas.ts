import { z } from "zod";

/**
 * The one description of every request and response of /api/v1 (docs/decisions/0034-rest-api.md):
 * handlers validate query parameters with these schemas and openapi.ts turns the same ones into the
 * OpenAPI 3.1 document, so the document cannot drift from what the API accepts.
 */

export const MAX_PAGE_SIZE = 100;

const pageQuery = {
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(20)
    .describe(`Items per page, 1 to ${MAX_PAGE_SIZE}.`),
  cursor: z.string().max(400).optional().describe("The nextCursor of the previous page."),
};

export const courseListQuery = z.strictObject({
  ...pageQuery,
  type: z
    .enum(["accreditation", "certification", "improvement"])
    .optional()
    .describe("Only courses of this catalogue type."),
});
export const eventListQuery = z.strictObject({ ...pageQuery });
export const enquiryListQuery = z.strictObject({
  ...pageQuery,
  status: z.enum(["new", "handled"]).optional().describe("Only enquiries with this status."),
});
export const certificateCodeParam = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

export const courseSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  type: z.string(),
  outcome: z.string(),
  requirements: z.string(),
  durationMinutes: z.number().int().nullable(),
  offersCertificate: z.boolean(),
  coverUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  subTitle: z.string(),
  description: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  timeFrom: z.string(),
  timeTo: z.string(),
  location: z.string(),
  capacity: z.number().int().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
});

export const enquirySchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  designation: z.string(),
  message: z.string(),
  numberOfPeople: z.number().int().nullable(),
  appointmentType: z.string().nullable(),
  courseId: z.string().nullable(),
  createdAt: z.string(),
});

export const certificateVerificationSchema = z.object({
  code: z.string(),
  status: z.enum(["valid", "revoked"]),
  certificateNumber: z.string(),
  recipientName: z.string(),
  courseName: z.string(),
  completionDate: z.string(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), nextCursor: z.string().nullable() });
}

export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

export type CourseOut = z.infer<typeof courseSchema>;
export type EventOut = z.infer<typeof eventSchema>;
export type EnquiryOut = z.infer<typeof enquirySchema>;
export type CertificateVerificationOut = z.infer<typeof certificateVerificationSchema>;
