import { type SqlBool, sql } from "kysely";
import { type Refusal, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import * as m from "./messages";

/**
 * Prerequisites between courses (decision 0093-sequencing): course_id requires required_course_id
 * completed (the learner's enrolment in it has completed_at). The course settings save them, the
 * reader refuses self-enrolment until they are done, and staff enrolling are warned.
 */
interface PrerequisiteCourse {
  id: string;
  name: string;
  slug: string;
}

export interface PrerequisiteStanding extends PrerequisiteCourse {
  isComplete: boolean;
}

/** The courses this course requires, by name (the caller selects their columns). */
function requiredCourses(db: DatabaseExecutor, courseId: string) {
  return db
    .selectFrom("course_prerequisites")
    .innerJoin("courses", "courses.id", "course_prerequisites.required_course_id")
    .where("course_prerequisites.course_id", "=", courseId)
    .orderBy("courses.name")
    .orderBy("courses.id");
}

/** The courses this course requires, by name, with whether this learner completed each (one query). */
export async function findPrerequisiteStanding(
  db: DatabaseExecutor,
  courseId: string,
  userId: string | null,
): Promise<PrerequisiteStanding[]> {
  return readPrerequisiteStanding(await prerequisiteStandingQuery(db, courseId, userId).execute());
}

/**
 * The prerequisites with whether this learner's enrolment in each is completed, as a query: the
 * course overview reads it with its other lists in one statement (decision 0127-viewer-statements).
 */
export function prerequisiteStandingQuery(db: DatabaseExecutor, courseId: string, userId: string | null) {
  return db
    .selectFrom("course_prerequisites")
    .innerJoin("courses", "courses.id", "course_prerequisites.required_course_id")
    .select((eb) => [
      "courses.id",
      "courses.name",
      "courses.slug",
      // Without a learner, nothing is complete and no enrolment is read (an anonymous overview).
      userId === null
        ? sql<SqlBool>`0`.as("is_complete")
        : eb
            .exists(
              eb
                .selectFrom("enrolments")
                .select("enrolments.course_id")
                .whereRef("enrolments.course_id", "=", "courses.id")
                .where("enrolments.user_id", "=", userId)
                .where("enrolments.completed_at", "is not", null),
            )
            .as("is_complete"),
    ])
    .where("course_prerequisites.course_id", "=", courseId)
    .orderBy("courses.name")
    .orderBy("courses.id");
}

/** The rows of `prerequisiteStandingQuery` (SQLite answers EXISTS with 0/1, PostgreSQL with a boolean). */
export function readPrerequisiteStanding(
  rows: Array<{ id: string; name: string; slug: string; is_complete: unknown }>,
): PrerequisiteStanding[] {
  return rows.map(({ is_complete, ...course }) => ({ ...course, isComplete: Boolean(is_complete) }));
}

/** "Complete these courses first: A, B." for the prerequisites not done; null when all are. */
export function unmetPrerequisitesMessage(standing: PrerequisiteStanding[], who = "you"): string | null {
  const unmet = standing.filter((course) => !course.isComplete);
  if (unmet.length === 0) return null;
  const names = unmet.map((course) => `"${course.name}"`).join(", ");
  const one = unmet.length === 1;
  if (who === "you") return one ? m.prereqYouOne({ names }) : m.prereqYouMany({ names });
  return one ? m.prereqStaffOne({ name: who, names }) : m.prereqStaffMany({ name: who, names });
}

/** The ids as chosen in the settings form, or a refusal for one that is not a course, is itself, or closes a cycle. */
export async function checkPrerequisites(
  db: DatabaseExecutor,
  courseId: string,
  requiredIds: string[],
): Promise<Refusal | null> {
  const field = "prerequisiteIds";
  const ids = [...new Set(requiredIds)];
  if (ids.includes(courseId)) return refuse("invalid", undefined, { [field]: m.cannotRequireItself() });
  if (ids.length === 0) return null;
  const known = await db.selectFrom("courses").select("id").where("id", "in", ids).execute();
  if (known.length !== ids.length) {
    return refuse("invalid", undefined, {
      [field]: m.chosenCourseGone(),
    });
  }
  const cycle = await findCycle(db, courseId, ids);
  if (!cycle) return null;
  const names = await courseNames(db, cycle);
  const chain = cycle.map((id) => `"${names.get(id) ?? id}"`);
  const steps = chain.slice(1).map((name, index) => m.requiresStep({ course: chain[index], required: name }));
  return refuse("invalid", undefined, {
    [field]: m.prereqCircle({ steps: steps.join(", ") }),
  });
}

/**
 * A chain courseId → required → … → courseId through the stored prerequisites (one query per
 * level), as the ids along it; null when the new prerequisites make no circle at any depth.
 */
async function findCycle(db: DatabaseExecutor, courseId: string, requiredIds: string[]): Promise<string[] | null> {
  const cameFrom = new Map<string, string>(requiredIds.map((id) => [id, courseId]));
  let frontier = requiredIds;
  while (frontier.length > 0) {
    const edges = await db
      .selectFrom("course_prerequisites")
      .select(["course_id", "required_course_id"])
      // The course's own stored prerequisites are the ones being replaced.
      .where("course_id", "in", frontier)
      .where("course_id", "!=", courseId)
      .execute();
    const next: string[] = [];
    for (const edge of edges) {
      if (edge.required_course_id === courseId) {
        const chain = [courseId, edge.course_id];
        let step = edge.course_id;
        while (cameFrom.get(step) !== courseId) {
          step = cameFrom.get(step) ?? courseId;
          chain.splice(1, 0, step);
        }
        return [...chain, courseId];
      }
      if (cameFrom.has(edge.required_course_id) || edge.required_course_id === courseId) continue;
      cameFrom.set(edge.required_course_id, edge.course_id);
      next.push(edge.required_course_id);
    }
    frontier = next;
  }
  return null;
}

async function courseNames(db: DatabaseExecutor, ids: string[]) {
  const rows = await db.selectFrom("courses").select(["id", "name"]).where("id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Replaces the course's prerequisites (inside the settings save's transaction). */
export async function replacePrerequisites(db: DatabaseExecutor, courseId: string, requiredIds: string[]) {
  await db.deleteFrom("course_prerequisites").where("course_id", "=", courseId).execute();
  const ids = [...new Set(requiredIds)];
  if (ids.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto("course_prerequisites")
    .values(ids.map((id) => ({ course_id: courseId, required_course_id: id, created_at: now })))
    .execute();
}

/**
 * The settings form's picker: the chosen prerequisites with their names (one statement). Other
 * courses are searched as the editor types (/api/course-choices, decision 0136-course-pickers), so
 * the page carries the chosen ones only, however large the catalogue.
 */
export async function listPrerequisiteChoices(db: DatabaseExecutor, courseId: string) {
  const chosen = await requiredCourses(db, courseId).select(["courses.id", "courses.name"]).execute();
  return {
    prerequisiteIds: chosen.map((course) => course.id),
    choices: chosen.map((course) => ({ value: course.id, label: course.name })),
  };
}
