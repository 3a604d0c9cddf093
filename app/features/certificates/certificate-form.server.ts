import { todayDateInputValue } from "~/lib/form-fields";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { CpdCourse } from "~db/schema";
import type { CertificateFormView } from "./certificate-form-view";
import { findCertificate } from "./certificate-queries.server";

/**
 * create-certificate/{id}: the certificate form opened from a CPD course. `issuedId` (after a
 * submit) shows the certificate just issued, only if it belongs to this course.
 */
export async function loadCertificateForm(
  db: DatabaseExecutor,
  course: CpdCourse,
  issuedId: string | null,
): Promise<CertificateFormView> {
  const [issued, settings] = await Promise.all([
    issuedId ? findCertificate(db, issuedId) : undefined,
    getSiteSettings(db),
  ]);
  return {
    courseId: course.id,
    issued:
      issued && issued.cpd_course_id === course.id
        ? {
            id: issued.id,
            number: issued.certificate_number,
            recipientName: issued.recipient_name,
            recipientEmail: issued.recipient_email,
            verificationCode: issued.verification_code,
          }
        : null,
    defaults: {
      courseName: course.course_name,
      courseDescription: course.course_description,
      completionDate: course.activity_end_date || todayDateInputValue(settings.time_zone),
      instructorName: course.instructor_name,
      instructorSignature: course.instructor_signature_url,
      facilitatorName: course.facilitator_name,
      facilitatorOrganization: course.facilitator_organization || settings.site_name,
      location: course.location,
      contactDetails: settings.notification_email,
      website: "",
      organizationLogo: "",
    },
  };
}
