import { type DeliveryMode, deliveryModesOf, priceInputValue } from "~/lib/course-buyer-facts";
import type { KeysetPosition } from "~/lib/pagination";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { listPrerequisiteChoices } from "./course-prerequisites.server";
import { type EnrolledPageRequest, findCourseForSettingsWithEnrolments, searchStudentsToEnrol } from "./courses.server";
import * as m from "./messages";

/** The course settings form's stored values, as the form names them. */
export interface CourseSettingsView {
  id: string;
  name: string;
  title: string;
  subtitle: string;
  type: string;
  coverUrl: string;
  descriptionHtml: string;
  outcome: string;
  requirements: string;
  slug: string;
  isPublished: boolean;
  isSelfEnrolmentOpen: boolean;
  offersCertificate: boolean;
  /** What finishing the course, and its certificate, requires (decision 0096-gradebook). */
  certificateRequires: { allLessons: boolean; quizzesPassed: boolean; assignmentsCompetent: boolean };
  /** Whole minutes as the form shows them; "" when not given. */
  durationMinutes: string;
  buyerFacts: BuyerFactsView;
  sequencing: SequencingView;
  version: number;
}

/** "Order and prerequisites" (decision 0093-sequencing) as the form shows it. */
export interface SequencingView {
  lessonsInOrder: boolean;
  /** Whole per cent as typed; "" when videos are not gated. */
  videoWatchPercent: string;
  prerequisiteIds: string[];
  /** The chosen prerequisites with their names; the picker searches the others on the server. */
  courseChoices: Array<{ value: string; label: string }>;
}

/** The "For buyers" section as the form shows it (the price as typed, delivery as three ticks). */
export interface BuyerFactsView {
  price: string;
  /** Selling (decision 0082): the early-bird price as typed and its last day. */
  earlyPriceCents: number | null;
  earlyPriceUntil: string | null;
  priceNote: string;
  delivery: DeliveryMode[];
  audience: string;
  accreditation: string;
  cpdPoints: string;
  faq: string;
}

export interface EnrolledStudentView {
  id: string;
  userId: string;
  name: string;
  email: string;
  enrolledAt: string;
}

export interface StudentCandidateView {
  id: string;
  name: string;
  email: string;
}

export type CourseSettingsPage = Outcome<{
  course: CourseSettingsView;
  /** One page of the enrolled students (25, by name), searched by `enrolledSearch`. */
  enrolments: EnrolledStudentView[];
  /** Every student enrolled in the course, whatever the page and the search. */
  enrolledTotal: number;
  /** Where the next page of enrolled students starts, or null when this is the last. */
  enrolledNext: KeysetPosition | null;
  enrolledSearch: string;
  candidates: StudentCandidateView[];
  studentSearch: string;
}>;

/** The text of ?student= as searched: at most 100 characters. */
export const studentSearchOf = (url: URL) => (url.searchParams.get("student") ?? "").slice(0, 100);

/**
 * edit-course/{id}/settings: the course's fields, a page of its enrolled students (`enrolled`: the
 * list's search and where the page starts), and students to enrol (`studentSearch`).
 */
export async function loadCourseSettings(
  db: DatabaseExecutor,
  courseId: string,
  { studentSearch, enrolled }: { studentSearch: string; enrolled: EnrolledPageRequest },
): Promise<CourseSettingsPage> {
  const found = await findCourseForSettingsWithEnrolments(db, courseId, enrolled);
  if (!found) return refuse("missing", m.courseNotFound());
  const { course: row, enrolments } = found;
  const [candidates, prerequisites] = await Promise.all([
    searchStudentsToEnrol(db, row.id, studentSearch),
    listPrerequisiteChoices(db, row.id),
  ]);
  const course: CourseSettingsView = {
    id: row.id,
    name: row.name,
    title: row.title,
    subtitle: row.subtitle,
    type: row.type,
    coverUrl: row.cover_url ?? "",
    descriptionHtml: row.description_html,
    outcome: row.outcome,
    requirements: row.requirements,
    slug: row.slug,
    isPublished: row.is_published === 1,
    isSelfEnrolmentOpen: row.is_self_enrolment_open === 1,
    offersCertificate: row.offers_certificate === 1,
    certificateRequires: {
      allLessons: Number(row.requires_all_lessons) === 1,
      quizzesPassed: Number(row.requires_quizzes_passed) === 1,
      assignmentsCompetent: Number(row.requires_assignments_competent) === 1,
    },
    durationMinutes: row.duration_minutes ? String(row.duration_minutes) : "",
    buyerFacts: {
      price: priceInputValue(row.price_cents),
      earlyPriceCents: row.early_price_cents,
      earlyPriceUntil: row.early_price_until,
      priceNote: row.price_note,
      delivery: deliveryModesOf(row.delivery_modes),
      audience: row.audience,
      accreditation: row.accreditation,
      cpdPoints: row.cpd_points,
      faq: row.faq,
    },
    sequencing: {
      lessonsInOrder: row.lessons_in_order === 1,
      videoWatchPercent: row.video_watch_percent ? String(row.video_watch_percent) : "",
      prerequisiteIds: prerequisites.prerequisiteIds,
      courseChoices: prerequisites.choices,
    },
    version: row.version,
  };
  return {
    ok: true,
    course,
    enrolments: enrolments.map((enrolment) => ({
      id: enrolment.id,
      userId: enrolment.userId,
      name: enrolment.name,
      email: enrolment.email,
      enrolledAt: enrolment.enrolled_at,
    })),
    enrolledTotal: found.total,
    enrolledNext: found.next,
    enrolledSearch: enrolled.search,
    candidates,
    studentSearch,
  };
}
