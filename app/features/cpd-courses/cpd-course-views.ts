import { dateInputValue } from "~/lib/form-fields";
import type { CpdCourse, CpdEnrolledUser } from "~db/schema";

/** A CPD course as its forms show it: one value per form field, keyed by the field's name. */
export interface CourseFormValues {
  courseName: string;
  courseDescription: string;
  courseCode: string;
  location: string;
  instructorName: string;
  instructorSignature: string;
  facilitatorName: string;
  facilitatorOrganization: string;
  allocatedPoints: string;
  clinicalPoints: string;
  ethicsPoints: string;
  providerActivityNumber: string;
  /** The accrediting body's id (cpd_bodies), "" for none. */
  cpdBodyId: string;
  cpdLevel: string;
  duration: string;
  activityStartDate: string;
  activityEndDate: string;
  /** Whole months as typed; "" when certificates do not expire. */
  validityMonths: string;
  renewalUrl: string;
}

/** A stored course for a screen: its id and version (posted back with a save) and its form values. */
export type CpdCourseView = CourseFormValues & {
  id: string;
  version: number;
  /** The accrediting body's name as certificates print it ("" for none). */
  accreditor: string;
};

export function toCpdCourseView(course: CpdCourse): CpdCourseView {
  return {
    id: course.id,
    version: course.version,
    courseName: course.course_name,
    courseDescription: course.course_description,
    courseCode: course.course_code,
    location: course.location,
    instructorName: course.instructor_name,
    instructorSignature: course.instructor_signature_url,
    facilitatorName: course.facilitator_name,
    facilitatorOrganization: course.facilitator_organization,
    allocatedPoints: course.allocated_points,
    clinicalPoints: course.clinical_points,
    ethicsPoints: course.ethics_points,
    providerActivityNumber: course.provider_activity_number,
    accreditor: course.accreditor,
    cpdBodyId: course.cpd_body_id ?? "",
    cpdLevel: course.cpd_level,
    duration: course.duration,
    activityStartDate: course.activity_start_date,
    activityEndDate: course.activity_end_date,
    validityMonths: course.validity_months === null ? "" : String(course.validity_months),
    renewalUrl: course.renewal_url,
  };
}

export interface EnrolledUserValues {
  id?: string;
  name: string;
  email: string;
  idNumber: string;
  title: string;
  allocatedPoints: string;
  certificateNumber: string;
  date: string;
  /** The stored version when editing; posted back so a stale save is refused. */
  version?: number;
}

/** The edit form's values for a stored enrolled user. */
export function enrolledUserValues(
  user: Omit<CpdEnrolledUser, "cpd_course_id" | "created_at" | "updated_at">,
): EnrolledUserValues {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    idNumber: user.id_number,
    title: user.title,
    allocatedPoints: user.allocated_points,
    certificateNumber: user.certificate_number,
    date: dateInputValue(user.completion_date),
    version: user.version,
  };
}

interface EnrolledUserCertificateLink {
  verificationCode: string;
  isRevoked: boolean;
}

export interface EnrolledUserRow {
  id: string;
  version: number;
  name: string;
  email: string;
  completionDate: string;
  certificateNumber: string;
  certificate: EnrolledUserCertificateLink | null;
  /** What the user's edit overlay opens with. */
  formValues: EnrolledUserValues;
}

export interface IssuedCertificateRow {
  id: string;
  number: string;
  name: string;
  issuedAt: string;
  source: string;
  verificationCode: string;
  isRevoked: boolean;
}

export interface CourseDetails {
  course: CpdCourseView;
  /** One page of the enrolled users (25, by name). */
  users: EnrolledUserRow[];
  /** The enrolled users' list: every user's count, how many hold a current certificate, the search, the next page's ?after=. */
  usersPage: { total: number; issued: number; search: string; next: string | null };
  /** One page of the issued certificates (25, newest first). */
  issuedCertificates: IssuedCertificateRow[];
  /** Every issued certificate's count, and the next page's ?certificates-after=. */
  certificatesPage: { total: number; next: string | null };
  newUserDefaults: EnrolledUserValues;
}

/** One accrediting body of the one list (cpd_bodies) as the course form offers it. */
export interface AccreditingBodyOption {
  id: string;
  code: string;
  name: string;
  /** Kept from a course record's free-text accreditor that no listed body matched. */
  isCustom: boolean;
}
