import { isoFromDateInput } from "~/lib/form-fields";
import type { DatabaseExecutor } from "~db/executor";
import type { CpdCourse } from "~db/schema";
import type { CertificateFormInput } from "./certificates.schema";
import { emptyContent, type IssuedCertificate, issueCertificate } from "./issue-certificate.server";

/** Issues the certificate typed into the certificate form, linked to the CPD course it was opened from. */
export async function issueFormCertificate(
  db: DatabaseExecutor,
  { cpdCourse, input, issuedByUserId }: { cpdCourse: CpdCourse; input: CertificateFormInput; issuedByUserId: string },
): Promise<IssuedCertificate> {
  return issueCertificate(db, {
    issuedByUserId,
    content: {
      ...emptyContent(),
      source: "form",
      cpd_course_id: cpdCourse.id,
      recipient_name: input.userName,
      recipient_email: input.email,
      recipient_id_number: input.userID,
      license_number: input.licenseNumber,
      course_name: input.courseName,
      course_description: input.courseDescription,
      completion_date: isoFromDateInput(input.completionDate),
      allocated_points: cpdCourse.allocated_points,
      clinical_points: cpdCourse.clinical_points,
      ethics_points: cpdCourse.ethics_points,
      provider_activity_number: cpdCourse.provider_activity_number,
      accreditor: cpdCourse.accreditor,
      cpd_level: cpdCourse.cpd_level,
      instructor_name: input.instructorName,
      instructor_signature_url: input.instructorSignature,
      facilitator_name: input.facilitatorName,
      facilitator_organization: input.facilitatorOrganization,
      location: input.location,
      contact_details: input.contactDetails,
      website: input.website,
      organization_logo_url: input.organizationLogo,
    },
  });
}
