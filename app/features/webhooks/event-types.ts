/**
 * The events Campus sends to webhook endpoints (docs/decisions/0036-webhooks.md), with the `data`
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
    code: string;
    cpdCourseId: string;
    enrolledUserId: string;
    email: string;
    issuedAt: string;
  };
  "certificate.revoked": { certificateId: string; code: string; reason: string; revokedAt: string };
  "enrolment.created": { enrolmentId: string; courseId: string; userId: string; enrolledAt: string };
  "course.completed": { enrolmentId: string; courseId: string; userId: string; completedAt: string };
  "form.response": { responseId: string; formId: string; userId: string | null; submittedAt: string };
}

export function isWebhookEventType(value: unknown): value is WebhookEventType {
  return typeof value === "string" && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}
