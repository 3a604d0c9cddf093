/**
 * The course pickers' one resource route (decision 0136-course-pickers): what a form's picker asks
 * for and what comes back. Shared by the route, the server search and the picker component.
 */

// i18n-exempt: a resource route's address.
const COURSE_CHOICES_PATH = "/api/course-choices";

/** Most choices one answer carries: the picker is searched, never scrolled through the catalogue. */
export const COURSE_CHOICE_LIMIT = 20;

/**
 * Which form asks, and so who may ask and what it may choose (each page's own rule):
 * - schedule: a schedule entry's catalogue course (instructors and admins; published courses);
 * - prerequisites: a course's prerequisites (the course's editors; every other course; `id` is the course);
 * - company-groups: what a SCIM group enrols in (the company's training managers; published courses and paths);
 * - company-training: training assigned to employees (the company's managers and admins; published courses and paths);
 * - learning-path: a course to add to a learning path (instructors and admins; courses with lessons not in the path; `id` is the path);
 * - discount-codes: the course a discount code is limited to (admins; courses with a price).
 */
export const COURSE_CHOICE_SCOPES = [
  "schedule",
  "prerequisites",
  "company-groups",
  "company-training",
  "learning-path",
  "discount-codes",
] as const;
export type CourseChoiceScope = (typeof COURSE_CHOICE_SCOPES)[number];

/** Courses, learning paths, or both (the companies' forms post "course:<id>" or "path:<id>"). */
export type CourseChoiceKind = "course" | "path" | "both";

/** The kinds each scope offers; the first is what it answers when none is asked for. */
export const KINDS_OF_SCOPE: Record<CourseChoiceScope, readonly CourseChoiceKind[]> = {
  schedule: ["course"],
  prerequisites: ["course"],
  "company-groups": ["both", "course", "path"],
  "company-training": ["both", "course", "path"],
  "learning-path": ["course"],
  "discount-codes": ["course"],
};

/** Scopes that name their record (a course, a company) in `id`. */
export const SCOPES_WITH_ID: readonly CourseChoiceScope[] = [
  "prerequisites",
  "company-groups",
  "company-training",
  "learning-path",
];

/** One option of a picker: the value the form posts and the words it shows. */
export interface CourseChoice {
  value: string;
  label: string;
}

export interface CourseChoicesAnswer {
  choices: CourseChoice[];
}

/** The route's address for one search. */
export function courseChoicesUrl(request: {
  scope: CourseChoiceScope;
  id?: string;
  kind?: CourseChoiceKind;
  q: string;
}) {
  const params = new URLSearchParams({ scope: request.scope });
  if (request.id) params.set("id", request.id);
  if (request.kind) params.set("kind", request.kind);
  params.set("q", request.q);
  return `${COURSE_CHOICES_PATH}?${params}`;
}
