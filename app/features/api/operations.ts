import type { z } from "zod";
import {
  bookingCreateBody,
  bookingListQuery,
  bookingSchema,
  certificateCodeParam,
  certificateListQuery,
  certificateRevokeBody,
  certificateSchema,
  certificateVerificationSchema,
  courseListQuery,
  courseSchema,
  cpdCourseListQuery,
  cpdCourseSchema,
  enquiryCreateBody,
  enquiryListQuery,
  enquirySchema,
  enrolledUserListQuery,
  enrolledUserSchema,
  eventListQuery,
  eventSchema,
  formResponseListQuery,
  formResponseSchema,
  issuedCertificateSchema,
  orderListQuery,
  orderSchema,
  pageOf,
  paymentListQuery,
  paymentSchema,
  resourceIdParam,
  revokedCertificateSchema,
  scheduleEntrySchema,
  scheduleListQuery,
  taxDocumentListQuery,
  taxDocumentSchema,
  userListQuery,
  userSchema,
} from "./schemas";
import type { ApiScope } from "./scopes";

/**
 * Every operation of /api/v1, once: the OpenAPI document, the reference page, the route handler
 * (serveApi in handler.server.ts) and the contract tests are all made from this list, and each
 * request is validated with the schemas named here.
 */
export interface ApiOperation {
  id: string;
  method: "get" | "post";
  /** OpenAPI path template. */
  path: string;
  summary: string;
  scope: ApiScope;
  query?: z.ZodObject;
  pathParams?: Record<string, z.ZodType>;
  /** A JSON request body (POST). */
  body?: z.ZodType;
  /** The status of a success: 200, or 201 when something was created. */
  successStatus: 200 | 201;
  /** Other statuses the operation itself answers (besides 400/401/403/404/405/429). */
  conflicts?: boolean;
  /** Some answers are 200 (the record existed) rather than successStatus. */
  alsoOk?: boolean;
  response: z.ZodType;
  /**
   * The answer lists people (names, addresses, ID numbers): each successful call writes a line of
   * the access log of personal data for the token's maker (decision 0036).
   */
  personalData?: true;
}

export const API_OPERATIONS: readonly ApiOperation[] = [
  {
    id: "listCourses",
    method: "get",
    path: "/api/v1/courses",
    summary: "Published catalogue courses, newest first.",
    scope: "courses:read",
    query: courseListQuery,
    successStatus: 200,
    response: pageOf(courseSchema),
  },
  {
    id: "listEvents",
    method: "get",
    path: "/api/v1/events",
    summary: "Webinars and events, newest first.",
    scope: "events:read",
    query: eventListQuery,
    successStatus: 200,
    response: pageOf(eventSchema),
  },
  {
    id: "listBookings",
    personalData: true,
    method: "get",
    path: "/api/v1/bookings",
    summary: "Event bookings (confirmed, waitlisted, offered a seat, cancelled), newest first.",
    scope: "bookings:read",
    query: bookingListQuery,
    successStatus: 200,
    response: pageOf(bookingSchema),
  },
  {
    id: "createBooking",
    method: "post",
    path: "/api/v1/bookings",
    summary:
      "Books a person on an event exactly as the events page does: a seat, or the waitlist when the event is full; the confirmation, calendar invitation and reminders are mailed. 409 when the address already holds a booking for the event.",
    scope: "bookings:write",
    body: bookingCreateBody,
    successStatus: 201,
    conflicts: true,
    response: bookingSchema,
  },
  {
    id: "listEnquiries",
    personalData: true,
    method: "get",
    path: "/api/v1/enquiries",
    summary: "Enquiries from the contact, quote and appointment forms, newest first.",
    scope: "enquiries:read",
    query: enquiryListQuery,
    successStatus: 200,
    response: pageOf(enquirySchema),
  },
  {
    id: "createEnquiry",
    method: "post",
    path: "/api/v1/enquiries",
    summary:
      "Sends an enquiry as the site's contact, consulting or quote form does (staff are notified, the sender acknowledged). At most 10 in 10 minutes per token, as per visitor on the site.",
    scope: "enquiries:write",
    body: enquiryCreateBody,
    successStatus: 201,
    response: enquirySchema,
  },
  {
    id: "listScheduleEntries",
    method: "get",
    path: "/api/v1/schedule-entries",
    summary: "Runs on the training schedule, newest first.",
    scope: "schedule:read",
    query: scheduleListQuery,
    successStatus: 200,
    response: pageOf(scheduleEntrySchema),
  },
  {
    id: "listCpdCourses",
    method: "get",
    path: "/api/v1/cpd-courses",
    summary: "CPD course records, newest first.",
    scope: "cpd:read",
    query: cpdCourseListQuery,
    successStatus: 200,
    response: pageOf(cpdCourseSchema),
  },
  {
    id: "listEnrolledUsers",
    personalData: true,
    method: "get",
    path: "/api/v1/cpd-courses/{id}/enrolled-users",
    summary: "The people enrolled on a CPD course, newest first (ID numbers are never returned).",
    scope: "cpd:read",
    pathParams: { id: resourceIdParam },
    query: enrolledUserListQuery,
    successStatus: 200,
    response: pageOf(enrolledUserSchema),
  },
  {
    id: "issueEnrolledUserCertificate",
    method: "post",
    path: "/api/v1/cpd-courses/{id}/enrolled-users/{enrolledUserId}/certificate",
    summary:
      "Issues the enrolled person's certificate, as 'Generate Certificate' does (mailed the first time; 201). Asked again, it is reprinted from the current details with the same number and code (200).",
    scope: "certificates:write",
    pathParams: { id: resourceIdParam, enrolledUserId: resourceIdParam },
    successStatus: 201,
    alsoOk: true,
    conflicts: true,
    response: issuedCertificateSchema,
  },
  {
    id: "listCertificates",
    personalData: true,
    method: "get",
    path: "/api/v1/certificates",
    summary: "Issued certificates, newest issued first (ID numbers are never returned).",
    scope: "certificates:read",
    query: certificateListQuery,
    successStatus: 200,
    response: pageOf(certificateSchema),
  },
  {
    id: "verifyCertificate",
    method: "get",
    path: "/api/v1/certificates/{code}/verify",
    summary: "Whether the certificate with this verification code is valid or revoked.",
    scope: "certificates:read",
    pathParams: { code: certificateCodeParam },
    successStatus: 200,
    response: certificateVerificationSchema,
  },
  {
    id: "revokeCertificate",
    method: "post",
    path: "/api/v1/certificates/{code}/revoke",
    summary:
      "Revokes a certificate for good, with the reason (its verification page says revoked). Revoking one already revoked changes nothing.",
    scope: "certificates:write",
    pathParams: { code: certificateCodeParam },
    body: certificateRevokeBody,
    successStatus: 200,
    response: revokedCertificateSchema,
  },
  {
    id: "listUsers",
    personalData: true,
    method: "get",
    path: "/api/v1/users",
    summary: "Accounts by email address. Needs the users scope, which is for admin systems only.",
    scope: "users:read",
    query: userListQuery,
    successStatus: 200,
    response: pageOf(userSchema),
  },
  {
    id: "listFormResponses",
    personalData: true,
    method: "get",
    path: "/api/v1/forms/{formId}/responses",
    summary: "The responses to a built form, newest first, with each answer under the label it was given under.",
    scope: "forms:read",
    pathParams: { formId: resourceIdParam },
    query: formResponseListQuery,
    successStatus: 200,
    response: pageOf(formResponseSchema),
  },
  ...sellingOperations(),
];

/** Orders, tax invoices, credit notes and payments (decision 0082): read-only, each a list and one by id. */
function sellingOperations(): ApiOperation[] {
  const read = (
    name: { list: string; get: string },
    path: string,
    param: string,
    scope: ApiScope,
    what: { list: string; get: string },
    query: z.ZodObject,
    item: z.ZodType,
  ): ApiOperation[] => [
    {
      id: name.list,
      personalData: true,
      method: "get",
      path,
      summary: what.list,
      scope,
      query,
      successStatus: 200,
      response: pageOf(item),
    },
    {
      id: name.get,
      personalData: true,
      method: "get",
      path: `${path}/{${param}}`,
      summary: what.get,
      scope,
      pathParams: { [param]: resourceIdParam },
      successStatus: 200,
      response: item,
    },
  ];
  return [
    ...read(
      { list: "listOrders", get: "getOrder" },
      "/api/v1/orders",
      "orderId",
      "orders:read",
      {
        list: "Orders and quotations, newest first, each with its lines. Amounts are integer cents (ZAR).",
        get: "One order with its lines.",
      },
      orderListQuery,
      orderSchema,
    ),
    ...read(
      { list: "listInvoices", get: "getInvoice" },
      "/api/v1/invoices",
      "invoiceId",
      "invoices:read",
      {
        list: "Tax invoices, newest issued first, as issued (supplier, recipient, lines, VAT per line).",
        get: "One tax invoice as issued.",
      },
      taxDocumentListQuery,
      taxDocumentSchema,
    ),
    ...read(
      { list: "listCreditNotes", get: "getCreditNote" },
      "/api/v1/credit-notes",
      "creditNoteId",
      "invoices:read",
      {
        list: "Credit notes, newest issued first, each tied to its tax invoice (invoiceId).",
        get: "One credit note as issued.",
      },
      taxDocumentListQuery,
      taxDocumentSchema,
    ),
    ...read(
      { list: "listPayments", get: "getPayment" },
      "/api/v1/payments",
      "paymentId",
      "payments:read",
      { list: "Payments received against orders, newest recorded first.", get: "One payment." },
      paymentListQuery,
      paymentSchema,
    ),
  ];
}

export function operationsAt(path: string): ApiOperation[] {
  return API_OPERATIONS.filter((operation) => operation.path === path);
}
