import type { z } from "zod";
import type { ApiAnswer, ApiCall, ApiHandlers } from "~/features/api/api-call";
import { readCursor, toApiPage } from "~/features/api/cursor";
import type { ApiRefusal } from "~/features/api/problem.server";
import {
  type BookingOut,
  type bookingCreateBody,
  type bookingListQuery,
  type CertificateOut,
  type CertificateVerificationOut,
  type CourseOut,
  type CpdCourseOut,
  type certificateListQuery,
  type certificateRevokeBody,
  type courseListQuery,
  courseSchema,
  type cpdCourseListQuery,
  cpdCourseSchema,
  type EnquiryOut,
  type EnrolledUserOut,
  type EventOut,
  type enquiryCreateBody,
  type enquiryListQuery,
  type enrolledUserListQuery,
  enrolledUserSchema,
  type eventListQuery,
  type FormResponseOut,
  type formResponseListQuery,
  type OrderOut,
  type orderListQuery,
  type PaymentOut,
  type paymentListQuery,
  type ScheduleEntryOut,
  scheduleEntrySchema,
  type scheduleListQuery,
  type TaxDocumentOut,
  type taxDocumentListQuery,
  type UserOut,
  type userListQuery,
  userSchema,
} from "~/features/api/schemas";
import type { ApiCaller } from "~/features/api/tokens.server";
import { type BookingRecord, findBookingRecord, listBookingRecords } from "~/features/bookings/booking-records.server";
import { bookEvent } from "~/features/bookings/bookings.server";
import {
  type CertificateRecord,
  certificateToday,
  findCertificateRecordByCode,
  listCertificateRecords,
  toCertificateRecord,
} from "~/features/certificates/certificate-records.server";
import { issueEnrolledUserCertificate } from "~/features/certificates/issue-enrolment-certificates.server";
import { revokeCertificate } from "~/features/certificates/revoke-certificate.server";
import { listPublishedCourseRecords } from "~/features/courses/course-records.server";
import { listCpdCourseRecords, listEnrolledUserRecords } from "~/features/cpd-courses/cpd-course-records.server";
import { submitEnquiry } from "~/features/enquiries/enquiries.server";
import { type EnquiryRecord, findEnquiryRecord, listEnquiryRecords } from "~/features/enquiries/enquiry-records.server";
import type { EventDetails } from "~/features/events/event-details";
import { listEventDetailsPage } from "~/features/events/event-records.server";
import type { AnswerValue } from "~/features/forms/answers";
import { type FormResponseRecord, listFormResponseRecords } from "~/features/forms/form-response-records.server";
import {
  findOrderRecord,
  findPaymentRecord,
  findTaxDocumentRecord,
  listOrderRecords,
  listPaymentRecords,
  listTaxDocumentRecords,
} from "~/features/selling/selling-records.server";
import { listScheduleEntryRecords } from "~/features/training-schedule/schedule-records.server";
import { listUserRecords } from "~/features/users/user-records.server";
import type { KeysetPage, KeysetRequest } from "~/lib/pagination";
import { consentRecord } from "~/lib/privacy-consent";
import { refuse } from "~/lib/refusal";

/**
 * The REST API's operations (decisions 0034, 0041 and 0079-one-read-path): each reads
 * and writes through the feature that owns the table (a keyset-paged list returning the feature's
 * record, its own writes) and maps the record to the JSON documented in app/features/api/schemas.ts.
 * A composition root, so it may import every feature; the api feature itself imports none of these.
 */

const CPD_COURSE_NOT_FOUND = "No CPD course has this id.";
const FORM_NOT_FOUND = "No form has this id.";

/** The ?cursor= and ?limit= of a list as a feature's page request; refused (400) for a cursor not ours. */
async function listPage<T, Out>(
  query: { limit: number; cursor?: string },
  read: (request: KeysetRequest) => Promise<KeysetPage<T> | undefined>,
  map: (item: T) => Out,
  missing = "",
): Promise<ApiAnswer> {
  const cursor = readCursor(query);
  if (!cursor.ok) return cursor;
  const page = await read({ limit: query.limit, after: cursor.position });
  if (!page) return refuse("missing", missing);
  return { ok: true, body: toApiPage(page, map) };
}

/** Only the fields of the documented shape: a record may carry more than the API shows. */
function shownAs<Shape extends Record<string, unknown>>(schema: { shape: Record<keyof Shape, unknown> }) {
  const keys = Object.keys(schema.shape) as (keyof Shape)[];
  return (record: Shape): Shape => Object.fromEntries(keys.map((key) => [key, record[key]])) as Shape;
}

function toBookingOut(booking: BookingRecord): BookingOut {
  const { consentedAt: _consentedAt, consentVersion: _consentVersion, ...shown } = booking;
  return shown;
}

function toEnquiryOut(enquiry: EnquiryRecord): EnquiryOut {
  const { consentedAt: _consentedAt, consentVersion: _consentVersion, ...shown } = enquiry;
  return shown;
}

function toEventOut(event: EventDetails & { createdAt: string }): EventOut {
  return {
    id: event.id,
    title: event.title,
    subTitle: event.subTitle,
    description: event.description,
    dateFrom: event.dateFrom,
    dateTo: event.dateTo,
    timeFrom: event.timeFrom,
    timeTo: event.timeTo,
    location: event.location,
    capacity: event.capacity === null ? null : Number(event.capacity),
    cancelledAt: event.cancelledAt,
    createdAt: event.createdAt,
  };
}

function toCertificateOut(certificate: CertificateRecord, baseUrl: string): CertificateOut {
  const { verificationCode, ...shown } = certificate;
  return {
    ...shown,
    code: verificationCode,
    verifyUrl: `${baseUrl.replace(/\/$/, "")}/verify/${verificationCode}`,
  };
}

function toCertificateVerificationOut(certificate: CertificateRecord): CertificateVerificationOut {
  return {
    code: certificate.verificationCode,
    status: certificate.status,
    certificateNumber: certificate.certificateNumber,
    recipientName: certificate.recipientName,
    courseName: certificate.courseName,
    completionDate: certificate.completionDate,
    issuedAt: certificate.issuedAt,
    revokedAt: certificate.revokedAt,
    expiresAt: certificate.expiresAt,
  };
}

/** A stored answer's value as the API shows it: an uploaded file as its name, size, type and address. */
function answerValueOut(value: AnswerValue | undefined): FormResponseOut["answers"][number]["value"] {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (Array.isArray(value)) return value.map(String);
  return {
    name: String(value.name ?? ""),
    size: Number(value.size ?? 0),
    contentType: String(value.contentType ?? ""),
    url: `/uploads/${String(value.storedName ?? "")}`,
  };
}

function toFormResponseOut(response: FormResponseRecord): FormResponseOut {
  return {
    ...response,
    answers: response.answers.map((answer) => ({
      fieldId: answer.fieldId,
      label: answer.label,
      type: String(answer.type ?? ""),
      value: answerValueOut(answer.value),
    })),
  };
}

/** A write is recorded as the admin who made the token; a token whose maker was deleted writes nothing. */
function writer(caller: ApiCaller): string | ApiRefusal {
  return (
    caller.createdByUserId ??
    // i18n-exempt: a REST API problem detail (machine interface, English)
    refuse("forbidden", "The admin who made this token no longer has an account. Ask an admin for a new token.")
  );
}

async function createBooking({ db, body, baseUrl }: ApiCall): Promise<ApiAnswer> {
  const input = body as z.output<typeof bookingCreateBody>;
  const booked = await bookEvent(db, input, { baseUrl, userId: null, consent: consentRecord() });
  if (!booked.ok) {
    // An unknown, past or cancelled event is about the eventId field: 422 naming it; already booked: 409.
    if (booked.reason === "invalid") {
      return { ...booked, unprocessable: true, fieldErrors: { eventId: booked.message ?? "" } };
    }
    return booked;
  }
  const booking = await findBookingRecord(db, booked.bookingId);
  // i18n-exempt: a REST API problem detail (machine interface, English)
  if (!booking) return refuse("missing", "The booking was removed before it could be read back.");
  return { ok: true, status: 201, body: toBookingOut(booking) };
}

async function createEnquiry({ db, body, caller, baseUrl }: ApiCall): Promise<ApiAnswer> {
  const { kind, ...input } = body as z.output<typeof enquiryCreateBody>;
  const courseId = kind === "quote" ? ((input as { courseId?: string }).courseId ?? null) : null;
  const submitted = await submitEnquiry(db, {
    kind,
    input,
    courseId,
    // The site counts per visitor's address; a client system is counted per token.
    clientAddress: `api-token:${caller.tokenId}`,
    isHoneypotFilled: false,
    baseUrl,
    // The body carries privacyConsent "on", as the form does: the client system asked the person.
    consent: consentRecord(),
  });
  if (submitted.status === "rate-limited") {
    // i18n-exempt: a REST API problem detail (machine interface, English)
    return refuse("too-many", "This token sent 10 enquiries in 10 minutes, the most the site takes from one sender.");
  }
  // i18n-exempt: a REST API problem detail (machine interface, English)
  if (submitted.status !== "stored") return refuse("invalid", "The enquiry was not stored.");
  const enquiry = await findEnquiryRecord(db, submitted.id);
  // i18n-exempt: a REST API problem detail (machine interface, English)
  if (!enquiry) return refuse("missing", "The enquiry was removed before it could be read back.");
  return { ok: true, status: 201, body: toEnquiryOut(enquiry) };
}

async function issueCertificate({ db, params, caller, baseUrl }: ApiCall): Promise<ApiAnswer> {
  const issuedBy = writer(caller);
  if (typeof issuedBy !== "string") return issuedBy;
  const issued = await issueEnrolledUserCertificate(db, {
    cpdCourseId: params.id ?? "",
    enrolledUserId: params.enrolledUserId ?? "",
    issuedByUserId: issuedBy,
  });
  if (!issued.ok) return issued;
  const { certificate, isNew } = issued;
  const record = toCertificateRecord(certificate, await certificateToday(db));
  return { ok: true, status: isNew ? 201 : 200, body: { ...toCertificateOut(record, baseUrl), isNew } };
}

async function revoke({ db, params, body, caller, baseUrl }: ApiCall): Promise<ApiAnswer> {
  const revokedBy = writer(caller);
  if (typeof revokedBy !== "string") return revokedBy;
  const { reason } = body as z.output<typeof certificateRevokeBody>;
  const code = params.code ?? "";
  const revoked = await revokeCertificate(db, { verificationCode: code, reason, revokedByUserId: revokedBy });
  if (!revoked.ok) return revoked;
  const certificate = await findCertificateRecordByCode(db, code);
  // i18n-exempt: a REST API problem detail (machine interface, English)
  if (!certificate) return refuse("missing", "The certificate was removed before it could be read back.");
  return {
    ok: true,
    body: { ...toCertificateOut(certificate, baseUrl), wasAlreadyRevoked: revoked.wasAlreadyRevoked },
  };
}

async function verify({ db, params }: ApiCall): Promise<ApiAnswer> {
  const certificate = await findCertificateRecordByCode(db, params.code ?? "");
  // i18n-exempt: a REST API problem detail (machine interface, English)
  if (!certificate) return refuse("missing", "No certificate has this verification code.");
  return { ok: true, body: toCertificateVerificationOut(certificate) };
}

/** One record by its id, or 404 with what was not found. */
async function found<T>(record: Promise<T | undefined>, missing: string): Promise<ApiAnswer> {
  const value = await record;
  return value === undefined ? refuse("missing", missing) : { ok: true, body: value };
}

/** Orders, tax invoices, credit notes and payments (decision 0082): the records are the documented shapes. */
const SELLING_HANDLERS: ApiHandlers = {
  listOrders: ({ db, query }) => {
    const { status, ...paging } = query as z.output<typeof orderListQuery>;
    return listPage(
      paging,
      (page) => listOrderRecords(db, { ...page, status }),
      (order): OrderOut => order,
    );
  },
  getOrder: ({ db, params }) => found(findOrderRecord(db, params.orderId ?? ""), "No order has this id."),
  listInvoices: ({ db, query }) => {
    const { orderId, from, ...paging } = query as z.output<typeof taxDocumentListQuery>;
    return listPage(
      paging,
      (page) => listTaxDocumentRecords(db, { ...page, kind: "tax_invoice", orderId, from }),
      (invoice): TaxDocumentOut => invoice,
    );
  },
  getInvoice: ({ db, params }) =>
    found(findTaxDocumentRecord(db, params.invoiceId ?? "", "tax_invoice"), "No tax invoice has this id."),
  listCreditNotes: ({ db, query }) => {
    const { orderId, from, ...paging } = query as z.output<typeof taxDocumentListQuery>;
    return listPage(
      paging,
      (page) => listTaxDocumentRecords(db, { ...page, kind: "credit_note", orderId, from }),
      (creditNote): TaxDocumentOut => creditNote,
    );
  },
  getCreditNote: ({ db, params }) =>
    found(findTaxDocumentRecord(db, params.creditNoteId ?? "", "credit_note"), "No credit note has this id."),
  listPayments: ({ db, query }) => {
    const { orderId, ...paging } = query as z.output<typeof paymentListQuery>;
    return listPage(
      paging,
      (page) => listPaymentRecords(db, { ...page, orderId }),
      (payment): PaymentOut => payment,
    );
  },
  getPayment: ({ db, params }) => found(findPaymentRecord(db, params.paymentId ?? ""), "No payment has this id."),
};

/** One handler per operation id of app/features/api/operations.ts (a test checks that none is missing). */
export const API_HANDLERS: ApiHandlers = {
  listCourses: ({ db, query }) => {
    const { type, ...paging } = query as z.output<typeof courseListQuery>;
    return listPage(
      paging,
      (page) => listPublishedCourseRecords(db, { ...page, type }),
      shownAs<CourseOut>(courseSchema),
    );
  },
  listEvents: ({ db, query }) =>
    listPage(query as z.output<typeof eventListQuery>, (page) => listEventDetailsPage(db, page), toEventOut),
  listBookings: ({ db, query }) => {
    const { eventId, status, ...paging } = query as z.output<typeof bookingListQuery>;
    return listPage(paging, (page) => listBookingRecords(db, { ...page, eventId, status }), toBookingOut);
  },
  createBooking,
  listEnquiries: ({ db, query }) => {
    const { status, ...paging } = query as z.output<typeof enquiryListQuery>;
    return listPage(paging, (page) => listEnquiryRecords(db, { ...page, status }), toEnquiryOut);
  },
  createEnquiry,
  listScheduleEntries: ({ db, query }) => {
    const { from, ...paging } = query as z.output<typeof scheduleListQuery>;
    return listPage(
      paging,
      (page) => listScheduleEntryRecords(db, { ...page, from }),
      shownAs<ScheduleEntryOut>(scheduleEntrySchema),
    );
  },
  listCpdCourses: ({ db, query }) =>
    listPage(
      query as z.output<typeof cpdCourseListQuery>,
      (page) => listCpdCourseRecords(db, page),
      shownAs<CpdCourseOut>(cpdCourseSchema),
    ),
  listEnrolledUsers: ({ db, params, query }) =>
    listPage(
      query as z.output<typeof enrolledUserListQuery>,
      (page) => listEnrolledUserRecords(db, params.id ?? "", page),
      shownAs<EnrolledUserOut>(enrolledUserSchema),
      CPD_COURSE_NOT_FOUND,
    ),
  issueEnrolledUserCertificate: issueCertificate,
  listCertificates: ({ db, query, baseUrl }) => {
    const { status, source, ...paging } = query as z.output<typeof certificateListQuery>;
    return listPage(
      paging,
      (page) => listCertificateRecords(db, { ...page, status, source }),
      (certificate) => toCertificateOut(certificate, baseUrl),
    );
  },
  verifyCertificate: verify,
  revokeCertificate: revoke,
  listUsers: ({ db, query }) => {
    const { role, ...paging } = query as z.output<typeof userListQuery>;
    return listPage(paging, (page) => listUserRecords(db, { ...page, role }), shownAs<UserOut>(userSchema));
  },
  listFormResponses: ({ db, params, query }) =>
    listPage(
      query as z.output<typeof formResponseListQuery>,
      (page) => listFormResponseRecords(db, params.formId ?? "", page),
      toFormResponseOut,
      FORM_NOT_FOUND,
    ),
  ...SELLING_HANDLERS,
};
