import { certificatePointsText } from "~/lib/cpd-points";
import { maskIdNumber } from "~/lib/id-number-mask";
import { type Outcome, type Refusal, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import type { Certificate, CpdCourse, CpdEnrolledUser } from "~db/schema";
import { renderCertificatePdf } from "./certificate-file.server";
import { DEFAULT_CERTIFICATE_TITLE } from "./certificates.schema";
import {
  type CertificateContent,
  CertificateNumberTakenError,
  emptyContent,
  type IssuedCertificate,
  isCertificateNumberTaken,
  issueCertificate,
} from "./issue-certificate.server";
import * as m from "./messages";

// CPD enrolled users: 'Generate Certificate' for one, 'Issue all certificates' for a course.

function contentForEnrolledUser(course: CpdCourse, enrolled: CpdEnrolledUser): CertificateContent {
  // A person's own points may be fewer than the course's clinical and ethics split: the split is
  // stored cut to fit their total, so the certificate never prints parts that add up to more.
  const allocated = enrolled.allocated_points || course.allocated_points;
  const split = certificatePointsText({
    allocated_points: allocated,
    clinical_points: course.clinical_points,
    ethics_points: course.ethics_points,
  });
  return {
    ...emptyContent(),
    source: "cpd",
    cpd_course_id: course.id,
    cpd_enrolled_user_id: enrolled.id,
    title: enrolled.title || DEFAULT_CERTIFICATE_TITLE,
    recipient_name: enrolled.name,
    recipient_email: enrolled.email,
    recipient_id_number: maskIdNumber(enrolled.id_number),
    course_name: course.course_name,
    course_description: course.course_description,
    completion_date: enrolled.completion_date,
    allocated_points: allocated,
    clinical_points: split.clinical,
    ethics_points: split.ethics,
    provider_activity_number: course.provider_activity_number,
    accreditor: course.accreditor,
    cpd_level: course.cpd_level,
    instructor_name: course.instructor_name,
    instructor_signature_url: course.instructor_signature_url,
    facilitator_name: course.facilitator_name,
    facilitator_organization: course.facilitator_organization,
    location: course.location,
  };
}

/** A number clash is a conflict with a stored certificate: 409, like any other conflict. */
function numberTakenRefusal(error: CertificateNumberTakenError, enrolled: CpdEnrolledUser): Refusal {
  return refuse("stale", m.numberTaken({ number: error.certificateNumber, name: enrolled.name }));
}

/**
 * The certificate of one user enrolled on the given course. The first time it is issued (and
 * mailed); later calls reprint it from the current enrolment and course details, keeping its
 * number and verification code, and send no second email. A revoked certificate is replaced.
 */
export async function issueEnrolledUserCertificate(
  db: DatabaseExecutor,
  {
    cpdCourseId,
    enrolledUserId,
    issuedByUserId,
  }: { cpdCourseId: string; enrolledUserId: string; issuedByUserId: string },
): Promise<Outcome<IssuedCertificate>> {
  const enrolled = await db
    .selectFrom("cpd_enrolled_users")
    .selectAll()
    .where("id", "=", enrolledUserId)
    .where("cpd_course_id", "=", cpdCourseId)
    .executeTakeFirst();
  if (!enrolled) return refuse("missing", m.userNotEnrolledCourse());
  const course = await db
    .selectFrom("cpd_courses")
    .selectAll()
    .where("id", "=", enrolled.cpd_course_id)
    .executeTakeFirstOrThrow();
  try {
    return { ok: true, ...(await issueForEnrolment(db, course, enrolled, issuedByUserId)) };
  } catch (error) {
    if (error instanceof CertificateNumberTakenError) return numberTakenRefusal(error, enrolled);
    throw error;
  }
}

async function issueForEnrolment(
  db: DatabaseExecutor,
  course: CpdCourse,
  enrolled: CpdEnrolledUser,
  issuedByUserId: string,
): Promise<IssuedCertificate> {
  const content = contentForEnrolledUser(course, enrolled);
  const existing = await findCurrentCertificate(db, enrolled.id);
  if (!existing) return issueFirstForEnrolment(db, { course, enrolled, issuedByUserId });
  const certificateNumber = enrolled.certificate_number.trim() || existing.certificate_number;
  if (await isCertificateNumberTaken(db, certificateNumber, existing.id)) {
    throw new CertificateNumberTakenError(certificateNumber);
  }
  const refreshed: Certificate = { ...existing, ...content, certificate_number: certificateNumber };
  await db
    .updateTable("certificates")
    .set({ ...content, certificate_number: certificateNumber })
    .where("id", "=", existing.id)
    .execute();
  return { certificate: refreshed, pdf: await renderCertificatePdf(db, [refreshed]), isNew: false };
}

/** The enrolled person's certificate that is not revoked (the database keeps at most one). */
function findCurrentCertificate(db: DatabaseExecutor, enrolledUserId: string) {
  return db
    .selectFrom("certificates")
    .selectAll()
    .where("cpd_enrolled_user_id", "=", enrolledUserId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
}

async function issueFirstForEnrolment(
  db: DatabaseExecutor,
  { course, enrolled, issuedByUserId }: { course: CpdCourse; enrolled: CpdEnrolledUser; issuedByUserId: string },
): Promise<IssuedCertificate> {
  // A revoked certificate keeps its number for ever (its verification page says revoked), so
  // the replacement for the same person gets a new number instead of clashing with it.
  const numberIsOnOwnRevoked = await db
    .selectFrom("certificates")
    .select("id")
    .where("cpd_enrolled_user_id", "=", enrolled.id)
    .where("certificate_number", "=", enrolled.certificate_number.trim())
    .where("revoked_at", "is not", null)
    .executeTakeFirst();
  try {
    const issued = await issueCertificate(db, {
      content: contentForEnrolledUser(course, enrolled),
      certificateNumber: numberIsOnOwnRevoked ? undefined : enrolled.certificate_number,
      issuedByUserId,
    });
    await writeBackCertificateNumber(db, enrolled, issued.certificate.certificate_number);
    return issued;
  } catch (error) {
    // Two clicks at once: the database keeps one current certificate per enrolment (unique
    // index), so the slower request prints the one the faster request issued.
    const issuedMeanwhile = await findCurrentCertificate(db, enrolled.id);
    if (!issuedMeanwhile) throw error;
    return { certificate: issuedMeanwhile, pdf: await renderCertificatePdf(db, [issuedMeanwhile]), isNew: false };
  }
}

async function writeBackCertificateNumber(db: DatabaseExecutor, enrolled: CpdEnrolledUser, certificateNumber: string) {
  if (enrolled.certificate_number === certificateNumber) return;
  // A new version, so an edit form opened before this write cannot put the old number back (0015).
  await db
    .updateTable("cpd_enrolled_users")
    .set({ certificate_number: certificateNumber, version: (eb) => eb("version", "+", 1) })
    .where("id", "=", enrolled.id)
    .execute();
}

export interface BulkIssueResult {
  certificates: Certificate[];
  newlyIssued: number;
  /** Enrolled users whose certificate could not be issued, with the reason. */
  refused: Array<{ name: string; reason: string }>;
  pdf: Buffer;
}

/**
 * Issues (or reprints) the certificate of every enrolled user of a course: one combined PDF.
 * Refused when the course is gone, nobody is enrolled, or no certificate at all could be issued.
 */
export async function issueCourseCertificates(
  db: DatabaseExecutor,
  { cpdCourseId, issuedByUserId }: { cpdCourseId: string; issuedByUserId: string },
): Promise<Outcome<BulkIssueResult>> {
  const course = await db.selectFrom("cpd_courses").selectAll().where("id", "=", cpdCourseId).executeTakeFirst();
  if (!course) return refuse("missing", m.courseDoesNotExist());
  const enrolledUsers = await db
    .selectFrom("cpd_enrolled_users")
    .selectAll()
    .where("cpd_course_id", "=", cpdCourseId)
    .orderBy("name")
    .execute();
  const certificates: Certificate[] = [];
  const refused: BulkIssueResult["refused"] = [];
  let newlyIssued = 0;
  for (const enrolled of enrolledUsers) {
    try {
      const issued = await issueForEnrolment(db, course, enrolled, issuedByUserId);
      certificates.push(issued.certificate);
      if (issued.isNew) newlyIssued += 1;
    } catch (error) {
      if (!(error instanceof CertificateNumberTakenError)) throw error;
      refused.push({ name: enrolled.name, reason: m.numberInUse({ number: error.certificateNumber }) });
    }
  }
  if (!certificates.length && refused.length) {
    const lines = refused.map((item) => `${item.name}: ${item.reason}`).join("\n");
    return refuse("stale", m.noneIssued({ lines }));
  }
  if (!certificates.length) return refuse("missing", m.nobodyEnrolledCourseYet());
  return { ok: true, certificates, newlyIssued, refused, pdf: await renderCertificatePdf(db, certificates) };
}
