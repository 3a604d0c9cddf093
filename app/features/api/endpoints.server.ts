import type { z } from "zod";
import { bookEvent } from "~/features/bookings/bookings.server";
import { issueEnrolledUserCertificate } from "~/features/certificates/issue-enrolment-certificates.server";
import { revokeCertificate } from "~/features/certificates/revoke-certificate.server";
import { submitEnquiry } from "~/features/enquiries/enquiries.server";
import { consentRecord } from "~/lib/privacy-consent";
import { refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import {
  CERTIFICATE_COLUMNS,
  findBooking,
  listBookings,
  listCertificates,
  listCpdCourses,
  listEnrolledUsers,
  listFormResponses,
  listScheduleEntries,
  listUsers,
  siteToday,
  toBookingOut,
  toCertificateOut,
} from "./lists.server";
import type { ApiRefusal } from "./problem.server";
import { listCourses, listEnquiries, listEvents, verifyCertificate } from "./resources.server";
import type {
  bookingCreateBody,
  bookingListQuery,
  certificateListQuery,
  certificateRevokeBody,
  courseListQuery,
  cpdCourseListQuery,
  enquiryCreateBody,
  enquiryListQuery,
  enrolledUserListQuery,
  eventListQuery,
  formResponseListQuery,
  scheduleListQuery,
  userListQuery,
} from "./schemas";
import type { ApiCaller } from "./tokens.server";

/** What one operation is given: its parameters, query and body already checked against its schemas. */
export interface ApiCall {
  db: DatabaseExecutor;
  caller: ApiCaller;
  baseUrl: string;
  params: Record<string, string>;
  query: unknown;
  body: unknown;
}

export type ApiAnswer = { ok: true; status?: number; body: unknown; headers?: Record<string, string> } | ApiRefusal;

type Handler = (call: ApiCall) => Promise<ApiAnswer>;

function paged<T>(listed: { ok: true; page: T } | ApiRefusal): ApiAnswer {
  return listed.ok ? { ok: true, body: listed.page } : listed;
}

/** A write is recorded as the admin who made the token; a token whose maker was deleted writes nothing. */
function writer(caller: ApiCaller): string | ApiRefusal {
  return (
    caller.createdByUserId ??
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
  const row = await findBooking(db, booked.bookingId);
  if (!row) return refuse("missing", "The booking was removed before it could be read back.");
  return { ok: true, status: 201, body: toBookingOut(row) };
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
    return {
      ...refuse("too-many", "This token sent 10 enquiries in 10 minutes, the most the site takes from one sender."),
    };
  }
  if (submitted.status !== "stored") return refuse("invalid", "The enquiry was not stored.");
  const listed = await listEnquiries(db, { limit: 1 }, submitted.id);
  const enquiry = listed.ok ? listed.page.data[0] : undefined;
  if (!enquiry) return refuse("missing", "The enquiry was removed before it could be read back.");
  return { ok: true, status: 201, body: enquiry };
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
  const body = { ...toCertificateOut(certificate, baseUrl, await siteToday(db)), isNew };
  return { ok: true, status: isNew ? 201 : 200, body };
}

async function revoke({ db, params, body, caller, baseUrl }: ApiCall): Promise<ApiAnswer> {
  const revokedBy = writer(caller);
  if (typeof revokedBy !== "string") return revokedBy;
  const { reason } = body as z.output<typeof certificateRevokeBody>;
  const code = params.code ?? "";
  const revoked = await revokeCertificate(db, { verificationCode: code, reason, revokedByUserId: revokedBy });
  if (!revoked.ok) return revoked;
  const row = await db
    .selectFrom("certificates")
    .select(CERTIFICATE_COLUMNS)
    .where("verification_code", "=", code)
    .executeTakeFirstOrThrow();
  const today = await siteToday(db);
  return { ok: true, body: { ...toCertificateOut(row, baseUrl, today), wasAlreadyRevoked: revoked.wasAlreadyRevoked } };
}

/** One handler per operation id of operations.ts (a test checks that none is missing). */
export const API_HANDLERS: Record<string, Handler> = {
  listCourses: async ({ db, query }) => paged(await listCourses(db, query as z.output<typeof courseListQuery>)),
  listEvents: async ({ db, query }) => paged(await listEvents(db, query as z.output<typeof eventListQuery>)),
  listBookings: async ({ db, query }) => paged(await listBookings(db, query as z.output<typeof bookingListQuery>)),
  createBooking,
  listEnquiries: async ({ db, query }) => paged(await listEnquiries(db, query as z.output<typeof enquiryListQuery>)),
  createEnquiry,
  listScheduleEntries: async ({ db, query }) =>
    paged(await listScheduleEntries(db, query as z.output<typeof scheduleListQuery>)),
  listCpdCourses: async ({ db, query }) =>
    paged(await listCpdCourses(db, query as z.output<typeof cpdCourseListQuery>)),
  listEnrolledUsers: async ({ db, params, query }) =>
    paged(await listEnrolledUsers(db, params.id ?? "", query as z.output<typeof enrolledUserListQuery>)),
  issueEnrolledUserCertificate: issueCertificate,
  listCertificates: async ({ db, query, baseUrl }) =>
    paged(await listCertificates(db, query as z.output<typeof certificateListQuery>, baseUrl)),
  verifyCertificate: async ({ db, params }) => {
    const verified = await verifyCertificate(db, params.code ?? "");
    return verified.ok ? { ok: true, body: verified.certificate } : verified;
  },
  revokeCertificate: revoke,
  listUsers: async ({ db, query }) => paged(await listUsers(db, query as z.output<typeof userListQuery>)),
  listFormResponses: async ({ db, params, query }) =>
    paged(await listFormResponses(db, params.formId ?? "", query as z.output<typeof formResponseListQuery>)),
};
