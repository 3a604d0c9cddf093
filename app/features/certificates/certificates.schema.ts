import { z } from "zod";
import {
  optionalEmail,
  optionalImageUrl,
  optionalText,
  optionalWebsite,
  requiredDate,
  requiredText,
} from "~/lib/form-fields";

// i18n-exempt: stored on each issued certificate record as its title (editable per course), not screen text
export const DEFAULT_CERTIFICATE_TITLE = "CERTIFICATE OF SUCCESSFUL COMPLETION";

/** Who taught the course and where, as a certificate names them: the CPD course form has the same fields. */
export const certificateCourseFields = {
  courseDescription: optionalText(2000),
  instructorName: requiredText(120),
  instructorSignature: optionalImageUrl,
  facilitatorName: optionalText(120),
  facilitatorOrganization: optionalText(200),
  location: optionalText(200),
};

/** The certificate form of SPEC 3; required fields per SPEC 5, email checked only when given. */
export const certificateFormSchema = z.object({
  userName: requiredText(120),
  userID: requiredText(40),
  licenseNumber: requiredText(40),
  email: optionalEmail,
  courseName: requiredText(200),
  completionDate: requiredDate,
  ...certificateCourseFields,
  contactDetails: optionalText(300),
  website: optionalWebsite,
  organizationLogo: optionalImageUrl,
});

export type CertificateFormInput = z.infer<typeof certificateFormSchema>;

export const revokeCertificateSchema = z.object({
  reason: requiredText(500),
});
