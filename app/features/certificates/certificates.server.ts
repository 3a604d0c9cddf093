import type { Kysely, Transaction } from "kysely";
import { queueEmail } from "~/features/mail/mail.server";
import { renderEmailLayout } from "~/features/mail/templates/email-layout";
import { getSiteSettings } from "~/features/site-settings/site-settings.server";
import { getEnvironment } from "~/lib/env.server";
import { isoFromDateInput } from "~/lib/form-fields";
import { createId } from "~/lib/ids";
import { customAlphabet } from "~/lib/random-text";
import type { DatabaseExecutor } from "~db/executor";
import type { Certificate, CpdCourse, CpdEnrolledUser, Database } from "~db/schema";
import {
  type CertificateAssets,
  formatCertificateDate,
  renderCertificatesPdf,
  verificationUrl,
} from "./certificate-pdf.server";
import { type CertificateFormInput, DEFAULT_CERTIFICATE_TITLE } from "./certificates.schema";

/** What is printed on a certificate; the row keeps a copy, so later edits never change an issued one. */
export type CertificateContent = Omit<
  Certificate,
  | "id"
  | "certificate_number"
  | "verification_code"
  | "issued_at"
  | "issued_by_user_id"
  | "revoked_at"
  | "revoked_reason"
  | "revoked_by_user_id"
>;

export class CertificateNumberTakenError extends Error {
  constructor(readonly certificateNumber: string) {
    super(`Certificate number ${certificateNumber} is already used by another certificate.`);
  }
}

// Unambiguous characters (no 0/O, 1/I/L), so a number read aloud or retyped stays right.
const randomNumberPart = customAlphabet("23456789ABCDEFGHJKMNPQRSTUVWXYZ", 7);

/** "CPD-2026-7K3M9QX": year of issue and a random part; the unique index guarantees no repeat. */
export function generateCertificateNumber(now = new Date()): string {
  return `CPD-${now.getUTCFullYear()}-${randomNumberPart()}`;
}

/** Runs the work in the caller's transaction if there is one, else in a new one. */
function inTransaction<T>(db: DatabaseExecutor, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  return db.transaction().execute(work);
}

export async function loadCertificateAssets(db: DatabaseExecutor): Promise<CertificateAssets> {
  const environment = getEnvironment();
  const settings = await getSiteSettings(db);
  return {
    issuerName: settings.site_name,
    baseUrl: environment.baseUrl,
    uploadDirectory: environment.uploadDirectory,
    siteLogoUrl: settings.logo_url,
  };
}

export async function renderCertificatePdf(db: DatabaseExecutor, certificates: Certificate[]): Promise<Buffer> {
  return renderCertificatesPdf(certificates, await loadCertificateAssets(db));
}

export function certificateFileName(certificate: Pick<Certificate, "certificate_number">): string {
  return `certificate-${certificate.certificate_number.replace(/[^A-Za-z0-9-]/g, "_")}.pdf`;
}

interface IssueInput {
  content: CertificateContent;
  /** Kept when given (e.g. typed by the instructor); generated otherwise. */
  certificateNumber?: string;
  issuedByUserId: string | null;
}

export interface IssuedCertificate {
  certificate: Certificate;
  pdf: Buffer;
  /** False when an existing certificate was returned instead of a new one. */
  isNew: boolean;
}

/**
 * Issues one certificate: stores it with a unique number and verification code, renders the PDF,
 * and queues the email with the PDF attached in the same transaction, so a certificate is never
 * stored without its email nor an email sent for a certificate that was not stored.
 */
export async function issueCertificate(db: DatabaseExecutor, input: IssueInput): Promise<IssuedCertificate> {
  const assets = await loadCertificateAssets(db);
  const certificate: Certificate = {
    ...input.content,
    id: createId(),
    certificate_number: input.certificateNumber?.trim() || (await unusedCertificateNumber(db)),
    verification_code: createId(),
    issued_at: new Date().toISOString(),
    issued_by_user_id: input.issuedByUserId,
    revoked_at: null,
    revoked_reason: null,
    revoked_by_user_id: null,
  };
  const pdf = await renderCertificatesPdf([certificate], assets);
  await inTransaction(db, async (trx) => {
    if (await isCertificateNumberTaken(trx, certificate.certificate_number)) {
      throw new CertificateNumberTakenError(certificate.certificate_number);
    }
    await trx.insertInto("certificates").values(certificate).execute();
    if (certificate.recipient_email) await queueCertificateEmail(trx, certificate, pdf, assets);
  });
  return { certificate, pdf, isNew: true };
}

async function unusedCertificateNumber(db: DatabaseExecutor): Promise<string> {
  for (;;) {
    const candidate = generateCertificateNumber();
    if (!(await isCertificateNumberTaken(db, candidate))) return candidate;
  }
}

export async function isCertificateNumberTaken(db: DatabaseExecutor, certificateNumber: string, exceptId = "") {
  const found = await db
    .selectFrom("certificates")
    .select("id")
    .where("certificate_number", "=", certificateNumber)
    .where("id", "!=", exceptId)
    .executeTakeFirst();
  return Boolean(found);
}

async function queueCertificateEmail(
  trx: Transaction<Database>,
  certificate: Certificate,
  pdf: Buffer,
  assets: CertificateAssets,
) {
  const link = verificationUrl(assets.baseUrl, certificate.verification_code);
  const { html, text } = renderEmailLayout({
    heading: "Your certificate",
    paragraphs: [
      `Dear ${certificate.recipient_name},`,
      `Congratulations on completing ${certificate.course_name}. Your certificate is attached to this email as a PDF.`,
      "Anyone you share it with can check that it is genuine through the verification link below or the QR code on the certificate.",
    ],
    details: [
      ["Certificate number", certificate.certificate_number],
      ["Course", certificate.course_name],
      ["Date", formatCertificateDate(certificate.completion_date)],
      ...(certificate.allocated_points
        ? ([["CPD points", certificate.allocated_points]] as Array<[string, string]>)
        : []),
    ],
    action: { label: "Verify certificate", url: link },
    footer: `Issued by ${assets.issuerName}.`,
  });
  await queueEmail(trx, {
    to: certificate.recipient_email,
    toName: certificate.recipient_name,
    subject: `Your certificate: ${certificate.course_name}`,
    html,
    text,
    attachments: [
      {
        filename: certificateFileName(certificate),
        contentType: "application/pdf",
        contentBase64: pdf.toString("base64"),
      },
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// Online courses: a student who completes every lesson of a course that offers a certificate.

export type CourseCompletionCertificateResult =
  | { issued: true; certificate: Certificate; isNew: boolean }
  | { issued: false; reason: "course-not-found" | "user-not-found" | "no-certificate-offered" | "not-complete" };

/**
 * Called when a student finishes an online course. Safe to call more than once: the second call
 * returns the certificate already issued. Checks itself that the course offers a certificate and
 * that every lesson of it is completed, so a caller cannot issue one early by mistake.
 * Pass a transaction to make the certificate part of the caller's own save.
 */
export async function issueCourseCompletionCertificate(
  db: DatabaseExecutor,
  { userId, courseId }: { userId: string; courseId: string },
): Promise<CourseCompletionCertificateResult> {
  const course = await db
    .selectFrom("courses")
    .select(["id", "name", "title", "subtitle", "offers_certificate"])
    .where("id", "=", courseId)
    .executeTakeFirst();
  if (!course) return { issued: false, reason: "course-not-found" };
  if (!course.offers_certificate) return { issued: false, reason: "no-certificate-offered" };
  const user = await db.selectFrom("user").select(["id", "name", "email"]).where("id", "=", userId).executeTakeFirst();
  if (!user) return { issued: false, reason: "user-not-found" };

  const existing = await db
    .selectFrom("certificates")
    .selectAll()
    .where("source", "=", "online")
    .where("course_id", "=", courseId)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (existing) return { issued: true, certificate: existing, isNew: false };
  if (!(await hasCompletedEveryLesson(db, userId, courseId))) return { issued: false, reason: "not-complete" };

  const settings = await getSiteSettings(db);
  const { certificate } = await issueCertificate(db, {
    issuedByUserId: null,
    content: {
      ...emptyContent(),
      source: "online",
      course_id: course.id,
      user_id: user.id,
      title: DEFAULT_CERTIFICATE_TITLE,
      recipient_name: user.name,
      recipient_email: user.email,
      course_name: course.name,
      course_description: course.subtitle || course.title,
      completion_date: new Date().toISOString(),
      facilitator_organization: settings.site_name,
    },
  });
  return { issued: true, certificate, isNew: true };
}

async function hasCompletedEveryLesson(db: DatabaseExecutor, userId: string, courseId: string) {
  const lessons = await db
    .selectFrom("lessons")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("course_id", "=", courseId)
    .executeTakeFirstOrThrow();
  const completed = await db
    .selectFrom("lesson_completions")
    .innerJoin("lessons", "lessons.id", "lesson_completions.lesson_id")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("lesson_completions.course_id", "=", courseId)
    .where("lesson_completions.user_id", "=", userId)
    .executeTakeFirstOrThrow();
  const lessonCount = Number(lessons.count);
  return lessonCount > 0 && Number(completed.count) >= lessonCount;
}

/** Every printed field empty; each source fills in what it knows. */
export function emptyContent(): CertificateContent {
  return {
    source: "form",
    cpd_course_id: null,
    cpd_enrolled_user_id: null,
    course_id: null,
    user_id: null,
    title: DEFAULT_CERTIFICATE_TITLE,
    recipient_name: "",
    recipient_email: "",
    recipient_id_number: "",
    license_number: "",
    course_name: "",
    course_description: "",
    completion_date: new Date().toISOString(),
    allocated_points: "",
    clinical_points: "",
    ethics_points: "",
    provider_activity_number: "",
    accreditor: "",
    cpd_level: "",
    instructor_name: "",
    instructor_signature_url: "",
    facilitator_name: "",
    facilitator_organization: "",
    location: "",
    contact_details: "",
    website: "",
    organization_logo_url: "",
  };
}

// ---------------------------------------------------------------------------------------------
// CPD enrolled users

function contentForEnrolledUser(course: CpdCourse, enrolled: CpdEnrolledUser): CertificateContent {
  return {
    ...emptyContent(),
    source: "cpd",
    cpd_course_id: course.id,
    cpd_enrolled_user_id: enrolled.id,
    title: enrolled.title || DEFAULT_CERTIFICATE_TITLE,
    recipient_name: enrolled.name,
    recipient_email: enrolled.email,
    recipient_id_number: enrolled.id_number,
    course_name: course.course_name,
    course_description: course.course_description,
    completion_date: enrolled.completion_date,
    allocated_points: enrolled.allocated_points || course.allocated_points,
    clinical_points: course.clinical_points,
    ethics_points: course.ethics_points,
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

/**
 * The certificate of one enrolled user. The first time it is issued (and mailed); later calls
 * reprint it from the current enrolment and course details, keeping its number and verification
 * code, and send no second email. A revoked certificate is replaced by a new one.
 */
export async function issueEnrolledUserCertificate(
  db: Kysely<Database>,
  { enrolledUserId, issuedByUserId }: { enrolledUserId: string; issuedByUserId: string },
): Promise<IssuedCertificate | null> {
  const enrolled = await db
    .selectFrom("cpd_enrolled_users")
    .selectAll()
    .where("id", "=", enrolledUserId)
    .executeTakeFirst();
  if (!enrolled) return null;
  const course = await db
    .selectFrom("cpd_courses")
    .selectAll()
    .where("id", "=", enrolled.cpd_course_id)
    .executeTakeFirstOrThrow();
  return issueForEnrolment(db, course, enrolled, issuedByUserId);
}

async function issueForEnrolment(
  db: Kysely<Database>,
  course: CpdCourse,
  enrolled: CpdEnrolledUser,
  issuedByUserId: string,
): Promise<IssuedCertificate> {
  const content = contentForEnrolledUser(course, enrolled);
  const existing = await db
    .selectFrom("certificates")
    .selectAll()
    .where("cpd_enrolled_user_id", "=", enrolled.id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (!existing) return issueFirstForEnrolment(db, course, enrolled, issuedByUserId);
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

async function issueFirstForEnrolment(
  db: Kysely<Database>,
  course: CpdCourse,
  enrolled: CpdEnrolledUser,
  issuedByUserId: string,
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
    const issuedMeanwhile = await db
      .selectFrom("certificates")
      .selectAll()
      .where("cpd_enrolled_user_id", "=", enrolled.id)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (!issuedMeanwhile) throw error;
    return { certificate: issuedMeanwhile, pdf: await renderCertificatePdf(db, [issuedMeanwhile]), isNew: false };
  }
}

async function writeBackCertificateNumber(db: Kysely<Database>, enrolled: CpdEnrolledUser, certificateNumber: string) {
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
  pdf: Buffer | null;
}

/** Issues (or reprints) the certificate of every enrolled user of a course: one combined PDF. */
export async function issueCourseCertificates(
  db: Kysely<Database>,
  { cpdCourseId, issuedByUserId }: { cpdCourseId: string; issuedByUserId: string },
): Promise<BulkIssueResult | null> {
  const course = await db.selectFrom("cpd_courses").selectAll().where("id", "=", cpdCourseId).executeTakeFirst();
  if (!course) return null;
  const enrolledUsers = await db
    .selectFrom("cpd_enrolled_users")
    .selectAll()
    .where("cpd_course_id", "=", cpdCourseId)
    .orderBy("name")
    .execute();
  const result: BulkIssueResult = { certificates: [], newlyIssued: 0, refused: [], pdf: null };
  for (const enrolled of enrolledUsers) {
    try {
      const issued = await issueForEnrolment(db, course, enrolled, issuedByUserId);
      result.certificates.push(issued.certificate);
      if (issued.isNew) result.newlyIssued += 1;
    } catch (error) {
      if (!(error instanceof CertificateNumberTakenError)) throw error;
      result.refused.push({ name: enrolled.name, reason: error.message });
    }
  }
  if (result.certificates.length) result.pdf = await renderCertificatePdf(db, result.certificates);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Reading, verifying and revoking

export function findCertificateByCode(db: Kysely<Database>, verificationCode: string) {
  return db.selectFrom("certificates").selectAll().where("verification_code", "=", verificationCode).executeTakeFirst();
}

export function findCertificate(db: Kysely<Database>, certificateId: string) {
  return db.selectFrom("certificates").selectAll().where("id", "=", certificateId).executeTakeFirst();
}

export function listCertificatesOfCpdCourse(db: Kysely<Database>, cpdCourseId: string) {
  return db
    .selectFrom("certificates")
    .selectAll()
    .where("cpd_course_id", "=", cpdCourseId)
    .orderBy("issued_at", "desc")
    .execute();
}

export type RevokeResult = "revoked" | "not-found" | "already-revoked";

export async function revokeCertificate(
  db: Kysely<Database>,
  { verificationCode, reason, revokedByUserId }: { verificationCode: string; reason: string; revokedByUserId: string },
): Promise<RevokeResult> {
  const certificate = await findCertificateByCode(db, verificationCode);
  if (!certificate) return "not-found";
  const result = await db
    .updateTable("certificates")
    .set({ revoked_at: new Date().toISOString(), revoked_reason: reason, revoked_by_user_id: revokedByUserId })
    .where("id", "=", certificate.id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 0 ? "already-revoked" : "revoked";
}

// ---------------------------------------------------------------------------------------------
// The certificate form (create-certificate/{id})

/** Issues the certificate typed into the certificate form, linked to the CPD course it was opened from. */
export async function issueFormCertificate(
  db: Kysely<Database>,
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

/**
 * The student's certificate for an online course (the current one, not a revoked one), for a
 * "Your certificate" link: its PDF is at /certificates/{id}/pdf, its public page at /verify/{code}.
 */
export function findCourseCompletionCertificate(
  db: DatabaseExecutor,
  { userId, courseId }: { userId: string; courseId: string },
) {
  return db
    .selectFrom("certificates")
    .select(["id", "certificate_number", "verification_code", "issued_at"])
    .where("source", "=", "online")
    .where("course_id", "=", courseId)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
}
