/**
 * Who may call a route: every route module exports `access` (docs/decisions/0018). The loader and
 * action still check for themselves (requireUser, requireInstructor, requireCourseEditor, ...);
 * this declaration is what the authorisation matrix test holds them to, for six kinds of caller,
 * so a new route is tested the day it is added to routes.ts.
 */
export type AccessLevel =
  /** Anyone, signed in or not. */
  | "public"
  /** Any signed-in account; a visitor is sent to sign-in and back. */
  | "signed-in"
  /** Instructors and admins. */
  | "staff"
  | "admin"
  /** Admins and the finance role: orders, invoices, payments and their reports (no learning content). */
  | "finance"
  /** Admins and the instructors of the course in the URL (course_instructors). */
  | "course-editor"
  /** The course's editors and its enrolled students: lesson content and lesson files. */
  | "course-reader"
  /**
   * A course's assessment (decision 0090): admins, the course's instructors and its named assessors
   * and moderators (assessment_staff). Gradebook, marking queues, portfolios.
   */
  | "course-assessment"
  /** Only the course's named assessors: marking essays and assignments (admins too are refused). */
  | "course-assessor"
  /** Only the course's named moderators: signing off marked work. */
  | "course-moderator"
  /** Staff and the person the certificate was issued to. */
  | "certificate-holder"
  /** Only the person who made the booking (signed in, or with their confirmed address): not even admins. */
  | "booking-holder"
  /** Staff and the learner who sent the external CPD activity (docs/decisions/0038-cpd-activities.md). */
  | "cpd-activity-holder"
  /** Admins and the person who uploaded the file. */
  | "uploader"
  /** Admins and the instructor who built the form in the URL (docs/decisions/0025-forms.md). */
  | "form-owner"
  /**
   * The training managers of the company in the URL (company_managers; docs/decisions/0039): an
   * ordinary account named by an admin, not a role. Everyone else, admins included, gets 403.
   */
  | "company-manager"
  /**
   * A company's people run by its training managers, and by admins (decision
   * 0104-company-self-service): everyone else, a manager of another company included, gets 404.
   */
  | "company-manager-or-admin"
  /**
   * A company's skills-development exports (decision 0103-skills-evidence): its Skills Development
   * Facilitator (company_skills_facilitators) and admins; 404 for anyone else.
   */
  | "company-sdf"
  /** Admins and the buyer of the order in the URL (or a training manager of its company); 404 for anyone else. */
  | "order-holder"
  /**
   * A tax invoice or credit note (decision 0087): the buyer who placed its order, the training
   * managers of the company it was issued to, admins and finance.
   */
  | "invoice-holder"
  /** A quotation: the signed-in buyer it names, and admins (the mail's signed link is public). */
  | "quotation-holder"
  /**
   * A REST API call (docs/decisions/0034-rest-api.md): a personal access token in the Authorization
   * header, never a session cookie. Every cookie-signed-in caller is refused 401 with problem details.
   */
  | "token";

export interface RouteAccess {
  /** Who may GET the route (its loader, or the page itself when it has none). */
  read?: AccessLevel;
  /**
   * Who may POST to the action: one level for every intent, or one per intent. The matrix posts
   * each intent named here (in this order, so put deletions last).
   */
  write?: AccessLevel | Readonly<Record<string, AccessLevel>>;
  /** The form field that names the intent, when it is not "intent" (e.g. an upload's "kind"). */
  intentField?: string;
  /** Refused signed-in callers get 404 instead of 403: the route does not reveal that the record exists. */
  refusesWithNotFound?: boolean;
}

/** The intents a declaration names, or [undefined] for an action that has one job. */
export function declaredIntents(access: RouteAccess): Array<string | undefined> {
  if (!access.write || typeof access.write === "string") return [undefined];
  return Object.keys(access.write);
}

/** Who may send this intent (or the action's one job). */
export function writeLevelFor(access: RouteAccess, intent: string | undefined): AccessLevel | undefined {
  if (!access.write || typeof access.write === "string") return access.write;
  return intent === undefined ? undefined : access.write[intent];
}
