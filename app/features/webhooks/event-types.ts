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
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  "booking.created": "A place at an event is booked",
  "enquiry.created": "An enquiry arrives",
  "certificate.issued": "A certificate is issued",
  "certificate.revoked": "A certificate is revoked",
  "enrolment.created": "Someone is enrolled in an online course",
  "course.completed": "Someone completes an online course",
  "form.response": "A form is answered",
};

export interface WebhookEventData {
  "booking.created": {
    bookingId: string;
    eventId: string;
    eventTitle: string;
    eventDate: string;
    status: string;
    name: string;
    surname: string;
    email: string;
    company: string;
    userId: string | null;
  };
  "enquiry.created": {
    enquiryId: string;
    kind: string;
    name: string;
    email: string;
    company: string;
    courseId: string | null;
  };
  "certificate.issued": {
    certificateId: string;
    certificateNumber: string;
    verificationCode: string;
    /** What issued it: a CPD course record, an online course, an event, a form. */
    source: string;
    cpdCourseId: string | null;
    courseId: string | null;
    userId: string | null;
    recipientName: string;
    recipientEmail: string;
    courseName: string;
    completionDate: string;
    issuedAt: string;
    /** The last day it is valid (YYYY-MM-DD), or null when it does not expire. */
    expiresAt: string | null;
  };
  "certificate.revoked": {
    certificateId: string;
    certificateNumber: string;
    verificationCode: string;
    reason: string;
    revokedAt: string;
  };
  "enrolment.created": {
    enrolmentId: string;
    courseId: string;
    userId: string;
    enrolledByUserId: string;
    enrolledAt: string;
  };
  "course.completed": { courseId: string; userId: string; completedAt: string };
  "form.response": {
    responseId: string;
    formId: string;
    formTitle: string;
    respondentEmail: string | null;
    submittedAt: string;
  };
}

export function isWebhookEventType(value: unknown): value is WebhookEventType {
  return typeof value === "string" && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}
