import { type SelectQueryBuilder, sql } from "kysely";
import { hasLessons } from "~/features/catalogue/catalogue.server";
import {
  COURSE_CHOICE_LIMIT,
  COURSE_CHOICE_SCOPES,
  type CourseChoice,
  type CourseChoiceKind,
  type CourseChoiceScope,
  KINDS_OF_SCOPE,
  SCOPES_WITH_ID,
} from "~/lib/course-choices";
import { MAX_SEARCH_LENGTH } from "~/lib/pagination";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { jsonRowsFrom, readJsonRows } from "~db/json-aggregation";
import type { Database } from "~db/schema";
import { COURSE_TEXT_SEARCH, everyWordInColumns, matchesEveryWord } from "~db/sql-helpers";
import * as assignments from "./company-assignments.messages";
import * as m from "./course-choices.messages";

/**
 * The course pickers' search (decision 0136-course-pickers): the few courses (and learning paths)
 * that match what the person typed, for the form that asks (its scope), from the catalogue's search
 * index (decision 0113-indexed-search-everywhere). Who may ask is the asking page's own rule, checked
 * by the route before this runs. Courses and paths, or either, in one statement.
 */

export interface CourseChoicesRequest {
  scope: CourseChoiceScope;
  /** The scope's record: the course whose prerequisites are chosen, the company. */
  id: string;
  kind: CourseChoiceKind;
  q: string;
}

/** Ids are short; a longer one is no record of ours. */
const MAX_ID_LENGTH = 64;

/** The route's query read, or a 400 saying what is wrong with it. */
export function readCourseChoicesRequest(params: URLSearchParams): Outcome<{ request: CourseChoicesRequest }> {
  const scope = params.get("scope") ?? "";
  if (!(COURSE_CHOICE_SCOPES as readonly string[]).includes(scope)) {
    return refuse("invalid", m.unknownScope({ scopes: COURSE_CHOICE_SCOPES.join(", ") }));
  }
  const known = scope as CourseChoiceScope;
  const id = params.get("id") ?? "";
  if (SCOPES_WITH_ID.includes(known) && (id === "" || id.length > MAX_ID_LENGTH)) {
    return refuse("invalid", m.idRequired({ scope }));
  }
  const kinds = KINDS_OF_SCOPE[known];
  const kind = params.get("kind") ?? kinds[0];
  if (!(kinds as readonly string[]).includes(kind)) {
    return refuse("invalid", m.unknownKind({ scope, kinds: kinds.join(", ") }));
  }
  const q = (params.get("q") ?? "").slice(0, MAX_SEARCH_LENGTH);
  return { ok: true, request: { scope: known, id, kind: kind as CourseChoiceKind, q } };
}

/** The company scopes post "course:<id>" or "path:<id>"; the others a course's id. */
const isCompanyScope = (scope: CourseChoiceScope) => scope === "company-groups" || scope === "company-training";

/**
 * At most COURSE_CHOICE_LIMIT choices matching every word typed (none typed: the first by name). The
 * schedule's and the company's pickers offer published courses; the prerequisites picker every
 * course but the one being edited, drafts too, as it did.
 */
export async function searchCourseChoices(
  db: DatabaseExecutor,
  request: CourseChoicesRequest,
): Promise<CourseChoice[]> {
  const { scope, kind, q } = request;
  const company = isCompanyScope(scope);
  // The company's pickers name courses by title, as the catalogue shows them; staff pickers by name.
  const labelColumn = company ? "courses.title" : "courses.name";
  let courses = db
    .selectFrom("courses")
    .select(["courses.id", "courses.price_cents", sql.ref<string>(labelColumn).as("label")])
    .orderBy(labelColumn)
    .orderBy("courses.id")
    .limit(COURSE_CHOICE_LIMIT);
  courses = coursesOfScope(courses, request);
  const matchesCourse = matchesEveryWord(db, COURSE_TEXT_SEARCH, q);
  if (matchesCourse) courses = courses.where(matchesCourse);
  let paths = db
    .selectFrom("learning_paths")
    .select(["learning_paths.id", "learning_paths.title as label"])
    .where("learning_paths.is_published", "=", 1)
    .orderBy("learning_paths.title")
    .orderBy("learning_paths.id")
    .limit(COURSE_CHOICE_LIMIT);
  // A company has a handful of paths: no index of their own, the same every-word rule.
  const matchesPath = everyWordInColumns(["learning_paths.title"], q);
  if (matchesPath) paths = paths.where(matchesPath);
  const wantsCourses = kind !== "path";
  const wantsPaths = company && kind !== "course";
  const row = await db
    .selectNoFrom((eb) => [
      wantsCourses ? jsonRowsFrom(db, courses).as("courses") : eb.val(null).as("courses"),
      wantsPaths ? jsonRowsFrom(db, paths).as("paths") : eb.val(null).as("paths"),
    ])
    .executeTakeFirstOrThrow();
  const courseRows = readJsonRows(row.courses);
  const pathRows = readJsonRows(row.paths);
  // Both kinds: the paths (few) keep at least half the list, the courses fill the rest.
  const pathCount = Math.min(
    pathRows.length,
    Math.max(COURSE_CHOICE_LIMIT / 2, COURSE_CHOICE_LIMIT - courseRows.length),
  );
  const courseCount = COURSE_CHOICE_LIMIT - pathCount;
  const label = (course: { label: string; price_cents: number | null }) => {
    if (scope === "company-training" && isPaid(course.price_cents))
      return assignments.paidCourse({ title: course.label });
    return company ? assignments.course({ title: course.label }) : course.label;
  };
  return [
    ...courseRows.slice(0, courseCount).map((course) => ({
      value: company ? `course:${course.id}` : course.id,
      label: label(course),
    })),
    ...pathRows.slice(0, pathCount).map((path) => ({
      value: `path:${path.id}`,
      label: assignments.learningPath({ title: path.label }),
    })),
  ];
}

const isPaid = (priceCents: number | null) => priceCents !== null && priceCents > 0;

/**
 * Which courses a scope offers, as its page offered them: every other course for prerequisites
 * (drafts too); courses with lessons not yet in the path for a learning path (drafts too: a path may
 * be built before its courses are published); courses with a price for a discount code; published
 * courses for the rest.
 */
function coursesOfScope<Query extends SelectQueryBuilder<Database, "courses", object>>(
  courses: Query,
  { scope, id }: CourseChoicesRequest,
): Query {
  switch (scope) {
    case "prerequisites":
      return courses.where("courses.id", "!=", id) as Query;
    case "learning-path":
      return courses
        .where(hasLessons)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom("learning_path_courses")
                .select("learning_path_courses.course_id")
                .whereRef("learning_path_courses.course_id", "=", "courses.id")
                .where("learning_path_courses.path_id", "=", id),
            ),
          ),
        ) as Query;
    case "discount-codes":
      return courses.where("courses.price_cents", ">", 0) as Query;
    default:
      return courses.where("courses.is_published", "=", 1) as Query;
  }
}
