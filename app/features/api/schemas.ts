import { z } from "zod";
import {
  bookingFormFields,
  PROVINCE_CHOICE_MESSAGE,
  provinceForSouthAfrica,
  provinceOnlyInSouthAfrica,
} from "~/features/bookings/booking.schema";
import { PROVINCES } from "~/features/bookings/booking-fields";
import { consultingEnquirySchema, contactEnquirySchema, quoteEnquirySchema } from "~/features/enquiries/enquiry.schema";
import { MAX_PEOPLE } from "~/features/enquiries/enquiry-fields";
import { COUNTRIES } from "~/lib/countries";

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
const idParam = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);
export const scheduleListQuery = z.strictObject({
  ...pageQuery,
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .describe("Only runs starting on or after this date (YYYY-MM-DD)."),
});
export const bookingListQuery = z.strictObject({
  ...pageQuery,
  eventId: idParam.optional().describe("Only bookings of this event."),
  status: z
    .enum(["confirmed", "waitlisted", "offered", "cancelled"])
    .optional()
    .describe("Only bookings with this status."),
});
export const cpdCourseListQuery = z.strictObject({ ...pageQuery });
export const enrolledUserListQuery = z.strictObject({ ...pageQuery });
export const certificateListQuery = z.strictObject({
  ...pageQuery,
  status: z
    .enum(["valid", "revoked"])
    .optional()
    .describe("revoked: only revoked certificates; valid: only those not revoked (they may have expired)."),
  source: z.enum(["cpd", "form", "online", "event", "path"]).optional().describe("Only certificates from this source."),
});
export const userListQuery = z.strictObject({
  ...pageQuery,
  role: z.enum(["student", "instructor", "admin", "finance"]).optional().describe("Only accounts with this role."),
});
export const formResponseListQuery = z.strictObject({ ...pageQuery });
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const orderListQuery = z.strictObject({
  ...pageQuery,
  status: z
    .enum(["quote", "awaiting_account", "awaiting_payment", "on_account", "paid", "cancelled"])
    .optional()
    .describe("Only orders with this status."),
});
export const taxDocumentListQuery = z.strictObject({
  ...pageQuery,
  orderId: idParam.optional().describe("Only the documents of this order."),
  from: isoDay.optional().describe("Only documents issued on or after this day (YYYY-MM-DD, site time zone)."),
});
export const paymentListQuery = z.strictObject({
  ...pageQuery,
  orderId: idParam.optional().describe("Only the payments against this order."),
});
export const resourceIdParam = idParam;

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
  status: z
    .enum(["valid", "expiring", "expired", "revoked", "renewed"])
    .describe("The rule the public verify page uses: expiring within 90 days of expiresAt (decision 0046)."),
  certificateNumber: z.string(),
  recipientName: z.string(),
  courseName: z.string(),
  completionDate: z.string(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  expiresAt: z.string().nullable().describe("The last valid day (YYYY-MM-DD, site time zone); null: does not expire."),
});

export const scheduleEntrySchema = z.object({
  id: z.string(),
  courseTitle: z.string(),
  courseId: z.string().nullable(),
  startDate: z.string(),
  durationDays: z.number().int(),
  isOnsite: z.boolean(),
  isOnline: z.boolean(),
  venue: z.string(),
  createdAt: z.string(),
});

export const bookingSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  eventDate: z.string(),
  status: z.enum(["confirmed", "waitlisted", "offered", "cancelled"]),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  hpcsa: z.string().nullable(),
  country: z.string(),
  /** One of South Africa's nine provinces; empty for another country. */
  province: z.string(),
  city: z.string(),
  company: z.string(),
  occupation: z.string(),
  attendedAt: z.string().nullable(),
  /** Attendance marked outside the event's rules: the staff member's reason; null otherwise. */
  attendanceOverrideReason: z.string().nullable(),
  attendanceOverrideAt: z.string().nullable(),
  minutesAttended: z.number().int().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
});

export const cpdCourseSchema = z.object({
  id: z.string(),
  courseName: z.string(),
  courseDescription: z.string(),
  courseCode: z.string(),
  instructorName: z.string(),
  facilitatorName: z.string(),
  facilitatorOrganization: z.string(),
  location: z.string(),
  allocatedPoints: z.string(),
  clinicalPoints: z.string(),
  ethicsPoints: z.string(),
  providerActivityNumber: z.string(),
  accreditor: z.string(),
  cpdLevel: z.string(),
  duration: z.string(),
  activityStartDate: z.string(),
  activityEndDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** No ID number: the API leaves it out altogether (POPIA: a client system has no need of it). */
export const enrolledUserSchema = z.object({
  id: z.string(),
  cpdCourseId: z.string(),
  title: z.string(),
  name: z.string(),
  email: z.string(),
  allocatedPoints: z.string(),
  certificateNumber: z.string(),
  completionDate: z.string(),
  createdAt: z.string(),
});

export const certificateSchema = z.object({
  id: z.string(),
  code: z.string(),
  certificateNumber: z.string(),
  status: z
    .enum(["valid", "expiring", "expired", "revoked", "renewed"])
    .describe("The verify page's rule (decision 0046), as of today in the site time zone."),
  source: z.string(),
  title: z.string(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  courseName: z.string(),
  completionDate: z.string(),
  allocatedPoints: z.string().describe('The CPD points the certificate prints ("" when none).'),
  cpdCourseId: z.string().nullable(),
  enrolledUserId: z.string().nullable(),
  courseId: z.string().nullable(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  expiresAt: z.string().nullable().describe("The last valid day (YYYY-MM-DD); null: does not expire."),
  verifyUrl: z.string(),
});

export const issuedCertificateSchema = certificateSchema.extend({
  isNew: z
    .boolean()
    .describe("False when the enrolled user already had this certificate (reprinted, not mailed again)."),
});

export const revokedCertificateSchema = certificateSchema.extend({
  wasAlreadyRevoked: z.boolean().describe("True when it was revoked before; the first reason stays."),
});

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  deactivated: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});

const answerValueSchema = z.union([
  z.string(),
  z.array(z.string()),
  z.number(),
  z.boolean(),
  z.null(),
  z.object({ name: z.string(), size: z.number(), contentType: z.string(), url: z.string() }),
]);

export const formResponseSchema = z.object({
  id: z.string(),
  formId: z.string(),
  respondentEmail: z.string(),
  answers: z.array(z.object({ fieldId: z.string(), label: z.string(), type: z.string(), value: answerValueSchema })),
  createdAt: z.string(),
});

const cents = z.number().int();

/** One priced line of an order, tax invoice or credit note: amounts in integer cents, VAT per line. */
const sellingLineSchema = z.object({
  position: z.number().int(),
  itemType: z.string().describe("course, schedule_date or event; empty on a document whose order line was removed."),
  itemId: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  unitPriceCents: cents.describe("The price per unit before discount, excluding VAT."),
  discountCents: cents,
  netCents: cents.describe("quantity × unit price − discount: the value before VAT."),
  vatRateBasisPoints: z.number().int().describe("1500 is 15 %."),
  vatCents: cents,
  totalCents: cents,
});

export const orderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(["quote", "awaiting_account", "awaiting_payment", "on_account", "paid", "cancelled"]),
  buyerKind: z.enum(["person", "company"]),
  buyerName: z.string(),
  buyerEmail: z.string(),
  buyerPhone: z.string(),
  buyerUserId: z.string().nullable(),
  companyId: z.string().nullable(),
  companyName: z.string(),
  companyVatNumber: z.string(),
  billingAddress: z.string(),
  purchaseOrder: z.string(),
  paymentMethod: z.string().describe("eft, account, payfast, yoco, paystack or ozow."),
  paymentReference: z.string().describe("The reference an EFT must carry."),
  currency: z.literal("ZAR"),
  subtotalCents: cents.describe("Before discount and VAT."),
  discountCents: cents,
  vatCents: cents,
  totalCents: cents.describe("VAT included."),
  paidCents: cents.describe("Paid so far; above totalCents, the rest is the buyer's credit."),
  validUntil: z.string().nullable().describe("A quotation's last valid day (YYYY-MM-DD)."),
  placedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lines: z.array(sellingLineSchema),
});

/** A tax invoice or credit note as issued: a frozen copy of supplier, recipient and lines (VAT Act s20, s21). */
export const taxDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(["tax_invoice", "credit_note"]),
  number: z.string().describe("From the document's gap-free series (INV-000042, CN-000007)."),
  orderId: z.string(),
  invoiceId: z.string().nullable().describe("A credit note's tax invoice; null on a tax invoice."),
  issuedAt: z.string(),
  issueDate: z.string().describe("YYYY-MM-DD in the site's time zone."),
  dueDate: z.string().nullable().describe("A tax invoice on account: the day it must be paid by."),
  supplierName: z.string(),
  supplierAddress: z.string(),
  supplierVatNumber: z.string(),
  recipientName: z.string(),
  recipientAddress: z.string(),
  recipientVatNumber: z.string(),
  recipientEmail: z.string(),
  purchaseOrder: z.string(),
  companyId: z.string().nullable(),
  currency: z.literal("ZAR"),
  netCents: cents.describe("The value before VAT."),
  vatCents: cents,
  totalCents: cents,
  reason: z.string().describe("A credit note's reason; empty on a tax invoice."),
  lines: z.array(sellingLineSchema),
});

export const paymentSchema = z.object({
  id: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  amountCents: cents,
  currency: z.literal("ZAR"),
  receivedOn: z.string().describe("YYYY-MM-DD the money arrived."),
  method: z.string().describe("eft, card, instant_eft, cash or credit."),
  source: z.string().describe("manual, bank_statement, payfast, yoco, paystack or ozow."),
  externalReference: z.string().describe("The provider's payment id or the bank line's reference."),
  createdAt: z.string(),
});

/** Every write body is a JSON object of at most this many bytes. */
export const MAX_BODY_BYTES = 16_384;

/**
 * A booking as the events page takes it, with the same rules and messages (the site's schema,
 * strict: a field the form does not have is refused, not ignored).
 */
export const bookingCreateBody = z
  .strictObject({
    ...bookingFormFields,
    // The same rules as the form's, as enums so the OpenAPI document lists the countries and provinces.
    // Optional so clients written before the country field keep working: their attendees are in South Africa.
    country: z
      .enum(COUNTRIES, { error: "Choose a country from the list" })
      .default("South Africa")
      .describe("The attendee's country; South Africa when left out."),
    province: z
      .enum(["", ...PROVINCES], { error: PROVINCE_CHOICE_MESSAGE })
      .optional()
      .transform((value) => value ?? "")
      .describe("Required in South Africa; left out (or empty) for another country."),
  })
  .check(provinceForSouthAfrica, provinceOnlyInSouthAfrica);

const quoteFields = quoteEnquirySchema.shape;
/** An enquiry as the site's three forms take it, by kind; the rules and messages are the forms'. */
export const enquiryCreateBody = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("contact"), ...contactEnquirySchema.shape }),
  z.strictObject({ kind: z.literal("consulting"), ...consultingEnquirySchema.shape }),
  z.strictObject({
    kind: z.literal("quote"),
    ...quoteFields,
    numberOfPeople: z
      .number({ error: "Number of people is required" })
      .int("Number of people must be a whole number")
      .min(1, "Number of people must be at least 1")
      .max(MAX_PEOPLE, `Number of people must be at most ${MAX_PEOPLE}`),
    courseId: idParam.optional().describe("The catalogue course the quote is for."),
  }),
]);

export const certificateRevokeBody = z.strictObject({
  reason: z
    .string({ error: "Reason is required" })
    .trim()
    .min(1, "Reason is required")
    .max(500, "Reason must be at most 500 characters")
    .describe("Why it is revoked; shown to no one but staff."),
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
export type ScheduleEntryOut = z.infer<typeof scheduleEntrySchema>;
export type BookingOut = z.infer<typeof bookingSchema>;
export type CpdCourseOut = z.infer<typeof cpdCourseSchema>;
export type EnrolledUserOut = z.infer<typeof enrolledUserSchema>;
export type CertificateOut = z.infer<typeof certificateSchema>;
export type UserOut = z.infer<typeof userSchema>;
export type FormResponseOut = z.infer<typeof formResponseSchema>;
export type OrderOut = z.infer<typeof orderSchema>;
export type TaxDocumentOut = z.infer<typeof taxDocumentSchema>;
export type PaymentOut = z.infer<typeof paymentSchema>;
