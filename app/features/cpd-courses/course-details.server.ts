import { generateCertificateNumber } from "~/features/certificates/certificate-number";
import { listCertificatesOfCpdCourse } from "~/features/certificates/certificate-queries.server";
import { parsePoints } from "~/lib/cpd-points";
import { todayDateInputValue } from "~/lib/form-fields";
import type { Outcome } from "~/lib/refusal";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Certificate } from "~db/schema";
import { findCourseForStaff } from "./cpd-course-access.server";
import {
  type CourseDetails,
  type EnrolledUserCertificateLink,
  enrolledUserValues,
  toCpdCourseView,
} from "./cpd-course-views";
import { DEFAULT_CERTIFICATE_TITLE } from "./cpd-courses.schema";
import { listEnrolledUsers } from "./cpd-courses.server";

/** Each enrolled user's certificate link: the current (not revoked) one wins over an older revoked one. */
function certificateByEnrolledUser(certificates: Certificate[]): Map<string, EnrolledUserCertificateLink> {
  const byUser = new Map<string, EnrolledUserCertificateLink>();
  for (const certificate of certificates) {
    if (!certificate.cpd_enrolled_user_id) continue;
    const known = byUser.get(certificate.cpd_enrolled_user_id);
    if (!known || known.isRevoked) {
      byUser.set(certificate.cpd_enrolled_user_id, {
        verificationCode: certificate.verification_code,
        isRevoked: Boolean(certificate.revoked_at),
      });
    }
  }
  return byUser;
}

/** The course details screen: the course, its enrolled users with their certificates, and every certificate issued for it. */
export async function loadCourseDetails(
  db: DatabaseExecutor,
  id: string,
  user: { role: string },
): Promise<Outcome<CourseDetails>> {
  const found = await findCourseForStaff(db, id, user);
  if (!found.ok) return found;
  const { course } = found;
  const [users, certificates, timeZone] = await Promise.all([
    listEnrolledUsers(db, course.id),
    listCertificatesOfCpdCourse(db, course.id),
    getSiteTimeZone(db),
  ]);
  const certificateOf = certificateByEnrolledUser(certificates);
  return {
    ok: true,
    course: toCpdCourseView(course),
    users: users.map((enrolled) => ({
      id: enrolled.id,
      version: enrolled.version,
      name: enrolled.name,
      email: enrolled.email,
      completionDate: enrolled.completion_date,
      certificateNumber: enrolled.certificate_number,
      certificate: certificateOf.get(enrolled.id) ?? null,
      formValues: enrolledUserValues(enrolled),
    })),
    issuedCertificates: certificates.map((certificate) => ({
      id: certificate.id,
      number: certificate.certificate_number,
      name: certificate.recipient_name,
      issuedAt: certificate.issued_at,
      source: certificate.source,
      verificationCode: certificate.verification_code,
      isRevoked: Boolean(certificate.revoked_at),
    })),
    newUserDefaults: {
      name: "",
      email: "",
      idNumber: "",
      title: DEFAULT_CERTIFICATE_TITLE,
      allocatedPoints: course.allocated_points,
      certificateNumber: generateCertificateNumber(new Date(), {
        hasCpdPoints: parsePoints(course.allocated_points) > 0,
      }),
      date: todayDateInputValue(timeZone),
    },
  };
}
