import { generateCertificateNumber } from "~/features/certificates/certificate-number";
import { parsePoints } from "~/lib/cpd-points";
import { todayDateInputValue } from "~/lib/form-fields";
import { encodeKeysetCursor } from "~/lib/keyset-cursor.server";
import type { KeysetPosition } from "~/lib/pagination";
import type { Outcome } from "~/lib/refusal";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import { findCourseForStaff } from "./cpd-course-access.server";
import { type CourseDetails, enrolledUserValues, toCpdCourseView } from "./cpd-course-views";
import { DEFAULT_CERTIFICATE_TITLE } from "./cpd-courses.schema";
import {
  type EnrolledUsersPageRequest,
  readEnrolledUsersPage,
  readIssuedCertificatesPage,
} from "./enrolled-users-page.server";

/**
 * The course details screen: the course, a page of its enrolled users with their certificates, and a
 * page of the certificates issued for it (decision 0135-course-settings-paging), each with its counts.
 */
export async function loadCourseDetails(
  db: DatabaseExecutor,
  id: string,
  user: { role: string },
  pages: { users: EnrolledUsersPageRequest; certificatesAfter: KeysetPosition | null },
): Promise<Outcome<CourseDetails>> {
  const found = await findCourseForStaff(db, id, user);
  if (!found.ok) return found;
  const { course } = found;
  const [users, certificates, timeZone] = await Promise.all([
    readEnrolledUsersPage(db, course.id, pages.users),
    readIssuedCertificatesPage(db, course.id, { after: pages.certificatesAfter }),
    getSiteTimeZone(db),
  ]);
  return {
    ok: true,
    course: toCpdCourseView(course),
    users: users.items.map((enrolled) => ({
      id: enrolled.id,
      version: enrolled.version,
      name: enrolled.name,
      email: enrolled.email,
      completionDate: enrolled.completion_date,
      certificateNumber: enrolled.certificate_number,
      certificate: enrolled.certificate_code
        ? { verificationCode: enrolled.certificate_code, isRevoked: Number(enrolled.certificate_revoked) === 1 }
        : null,
      formValues: enrolledUserValues(enrolled),
    })),
    usersPage: {
      total: users.total,
      issued: users.issued,
      search: pages.users.search,
      next: users.next ? encodeKeysetCursor(users.next) : null,
    },
    issuedCertificates: certificates.items.map((certificate) => ({
      id: certificate.id,
      number: certificate.certificate_number,
      name: certificate.recipient_name,
      issuedAt: certificate.issued_at,
      source: certificate.source,
      verificationCode: certificate.verification_code,
      isRevoked: Boolean(certificate.revoked_at),
    })),
    certificatesPage: {
      total: certificates.total,
      next: certificates.next ? encodeKeysetCursor(certificates.next) : null,
    },
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
