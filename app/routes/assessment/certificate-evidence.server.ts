import { assessmentReadRefusal } from "~/features/assessment/assessment-staff.server";
import { isAssessmentStaffAnywhere } from "~/features/assessment/gradebook/assessment-hub.server";
import { findOnlineCertificate } from "~/features/certificates/certificate-queries.server";
import { refusalResponse, refuse } from "~/lib/refusal";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import * as m from "./messages";

/**
 * The online-course certificate whose evidence this person may read: staff, or someone named
 * assessor or moderator of some course, may ask (anyone else is refused before the certificate is
 * looked up, so ids cannot be probed); then the certificate's course's assessment rule decides.
 */
export async function requireCertificateEvidence(request: Request, certificateId: string) {
  const user = await requireUser(request);
  const db = getDb();
  if (user.role !== "admin" && user.role !== "instructor") {
    if (!(await isAssessmentStaffAnywhere(db, user.id)))
      throw refusalResponse(refuse("forbidden", m.evidenceStaffOnly()));
  }
  const certificate = await findOnlineCertificate(db, certificateId);
  if (!certificate) throw refusalResponse(refuse("missing", m.certificateMissing()));
  const refusal = await assessmentReadRefusal(db, user, certificate.courseId);
  if (refusal) throw refusalResponse(refusal);
  return certificate;
}
