import type { Certificate } from "~db/schema";
import type { WebhookEventData } from "./event-types";

type IssuedCertificateRow = Pick<
  Certificate,
  | "id"
  | "certificate_number"
  | "verification_code"
  | "source"
  | "cpd_course_id"
  | "course_id"
  | "user_id"
  | "recipient_name"
  | "recipient_email"
  | "course_name"
  | "completion_date"
  | "issued_at"
> & { expires_at?: string | null };

/** The `certificate.issued` data from the stored row (never the ID number, the PDF or the signature). */
export function certificateIssuedData(certificate: IssuedCertificateRow): WebhookEventData["certificate.issued"] {
  return {
    certificateId: certificate.id,
    certificateNumber: certificate.certificate_number,
    verificationCode: certificate.verification_code,
    source: certificate.source,
    cpdCourseId: certificate.cpd_course_id,
    courseId: certificate.course_id,
    userId: certificate.user_id,
    recipientName: certificate.recipient_name,
    recipientEmail: certificate.recipient_email,
    courseName: certificate.course_name,
    completionDate: certificate.completion_date,
    issuedAt: certificate.issued_at,
    expiresAt: certificate.expires_at ?? null,
  };
}
