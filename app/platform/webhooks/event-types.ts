import { z } from "zod";
import * as m from "./messages";

/**
 * The events Campus sends to webhook endpoints (docs/decisions/0047-webhooks.md), with the `data`
 * each one carries. The body of every delivery is `{ type, timestamp, data }` (Standard Webhooks).
 */
export const WEBHOOK_EVENT_TYPES = [
  "booking.created",
  "enquiry.created",
  "certificate.issued",
  "certificate.revoked",
  "enrolment.created",
  "course.completed",
  "form.response",
  "order.created",
  "invoice.issued",
  "payment.received",
  "credit_note.issued",
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  get "booking.created"() {
    return m.webhookBookingCreated();
  },
  get "enquiry.created"() {
    return m.webhookEnquiryCreated();
  },
  get "certificate.issued"() {
    return m.webhookCertificateIssued();
  },
  get "certificate.revoked"() {
    return m.webhookCertificateRevoked();
  },
  get "enrolment.created"() {
    return m.webhookEnrolmentCreated();
  },
  get "course.completed"() {
    return m.webhookCourseCompleted();
  },
  get "form.response"() {
    return m.webhookFormResponse();
  },
  get "order.created"() {
    return m.webhookOrderCreated();
  },
  get "invoice.issued"() {
    return m.webhookInvoiceIssued();
  },
  get "payment.received"() {
    return m.webhookPaymentReceived();
  },
  get "credit_note.issued"() {
    return m.webhookCreditNoteIssued();
  },
};

const text = z.string();
const nullableText = z.string().nullable();
/** Money is integer cents (ZAR), as everywhere in Campus. */
const cents = z.number().int();

/** The `data` of each event: the TypeScript type and the OpenAPI `webhooks` section come from these. */
export const WEBHOOK_EVENT_DATA_SCHEMAS = {
  "booking.created": z.object({
    bookingId: text,
    eventId: text,
    eventTitle: text,
    eventDate: text.describe("The event's first day, YYYY-MM-DD."),
    status: text.describe("confirmed, or waitlisted when the event was full."),
    name: text,
    surname: text,
    email: text,
    company: text,
    userId: nullableText.describe("The account signed in while booking, if any."),
  }),
  "enquiry.created": z.object({
    enquiryId: text,
    kind: text.describe("contact, consulting or quote."),
    name: text,
    email: text,
    company: text,
    courseId: nullableText.describe("The course a quote request is about."),
  }),
  "certificate.issued": z.object({
    certificateId: text,
    certificateNumber: text,
    verificationCode: text.describe(
      "Checks the certificate at /verify/{code} and GET /api/v1/certificates/{code}/verify.",
    ),
    source: text.describe(
      "What issued it: cpd (a CPD course record), online (a completed course), path (a completed learning path), form, or an event.",
    ),
    cpdCourseId: nullableText,
    courseId: nullableText,
    userId: nullableText,
    recipientName: text,
    recipientEmail: text,
    courseName: text,
    completionDate: text,
    issuedAt: text,
    expiresAt: nullableText.describe("The last day it is valid (YYYY-MM-DD), or null when it does not expire."),
  }),
  "certificate.revoked": z.object({
    certificateId: text,
    certificateNumber: text,
    verificationCode: text,
    reason: text,
    revokedAt: text,
  }),
  "enrolment.created": z.object({
    enrolmentId: text,
    courseId: text,
    userId: text,
    enrolledByUserId: text,
    enrolledAt: text,
  }),
  "course.completed": z.object({ courseId: text, userId: text, completedAt: text }),
  "form.response": z.object({
    responseId: text,
    formId: text,
    formTitle: text,
    respondentEmail: nullableText,
    submittedAt: text,
  }),
  "order.created": z.object({
    orderId: text,
    number: text.describe('The order number people see ("ORD-000042").'),
    status: text.describe("quote, awaiting_account, awaiting_payment or on_account."),
    buyerKind: text.describe("person or company."),
    buyerName: text,
    buyerEmail: text,
    buyerUserId: nullableText,
    companyId: nullableText,
    companyName: text,
    paymentMethod: text.describe("eft, account, payfast, yoco, paystack or ozow."),
    paymentReference: text.describe("The reference an EFT must carry."),
    currency: text.describe("Always ZAR."),
    subtotalCents: cents.describe("Before discount and VAT, in cents."),
    discountCents: cents,
    vatCents: cents,
    totalCents: cents.describe("What the buyer pays, VAT included, in cents."),
    createdAt: text,
  }),
  "invoice.issued": z.object({
    invoiceId: text,
    number: text.describe('The tax invoice number from the gap-free series ("INV-000042").'),
    orderId: text,
    issueDate: text.describe("YYYY-MM-DD in the site's time zone."),
    dueDate: nullableText.describe("An invoice on account: the day it must be paid by."),
    recipientName: text,
    recipientEmail: text,
    recipientVatNumber: text,
    companyId: nullableText,
    currency: text,
    netCents: cents.describe("The value before VAT, in cents."),
    vatCents: cents,
    totalCents: cents,
  }),
  "payment.received": z.object({
    paymentId: text,
    orderId: text,
    orderNumber: text,
    amountCents: cents,
    currency: text,
    receivedOn: text.describe("YYYY-MM-DD the money arrived."),
    method: text.describe("eft, card, instant_eft or cash."),
    source: text.describe("manual, bank_statement, payfast, yoco, paystack or ozow."),
    orderStatus: text.describe("The order's status after the payment (paid once paid in full)."),
    orderPaidCents: cents.describe("Everything paid against the order so far, in cents."),
    orderTotalCents: cents,
  }),
  "credit_note.issued": z.object({
    creditNoteId: text,
    number: text.describe('The credit note number from its own gap-free series ("CN-000007").'),
    invoiceId: text,
    orderId: text,
    issueDate: text,
    reason: text,
    currency: text,
    netCents: cents.describe("The value credited before VAT, in cents."),
    vatCents: cents,
    totalCents: cents,
  }),
} satisfies Record<WebhookEventType, z.ZodType>;

export type WebhookEventData = {
  [Type in WebhookEventType]: z.infer<(typeof WEBHOOK_EVENT_DATA_SCHEMAS)[Type]>;
};

export function isWebhookEventType(value: unknown): value is WebhookEventType {
  return typeof value === "string" && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}
