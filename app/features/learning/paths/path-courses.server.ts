import { hasLessons } from "~/features/catalogue/catalogue.server";
import { type Outcome, refuse } from "~/lib/refusal";
import { updateAtVersion } from "~/lib/versioned-update.server";
import type { DatabaseExecutor } from "~db/executor";
import { inTransaction } from "~db/transactions";
import * as m from "./messages";
import { findPathOrderProblem } from "./path-order";
import { listPathCourses } from "./path-records.server";
import { MAX_PATH_COURSES } from "./paths.schema";

/** A learning path's courses in order: the picker's choices, and adding, moving and removing one (decision 0094-learning-paths). */

export type PathCourseChange =
  | { kind: "add"; courseId: string }
  | { kind: "remove"; courseId: string }
  | { kind: "move"; courseId: string; direction: "up" | "down" };

/**
 * Adds, removes or moves one course, at the version the page was opened at: the new order is
 * checked (no course twice, prerequisites before the courses that need them), then the version is
 * bumped and the positions rewritten in one transaction, so two editors never both land.
 */
export async function changePathCourses(
  db: DatabaseExecutor,
  pathId: string,
  version: number,
  change: PathCourseChange,
): Promise<Outcome<{ version: number; message: string }>> {
  return inTransaction(db, async (trx) => {
    const path = await trx
      .selectFrom("learning_paths")
      .select(["id", "version"])
      .where("id", "=", pathId)
      .executeTakeFirst();
    if (!path) return refuse("missing", m.pathGone());
    if (Number(path.version) !== version) return refuse("stale", m.stalePath());
    const current = await listPathCourses(trx, pathId);
    const order = current.map(({ id, name }) => ({ id, name }));
    let message: string;
    const index = order.findIndex((course) => course.id === change.courseId);
    if (change.kind === "add") {
      const course = await trx
        .selectFrom("courses")
        .select((eb) => ["courses.id", "courses.name", hasLessons(eb).as("is_online")])
        .where("courses.id", "=", change.courseId)
        .executeTakeFirst();
      if (!course) return refuse("invalid", m.chooseCourseList(), { courseId: m.chooseCourseList() });
      if (!Number(course.is_online)) {
        return refuse("invalid", m.noOnlineLessons({ course: course.name }));
      }
      if (order.length >= MAX_PATH_COURSES) {
        return refuse("invalid", m.atMostCourses({ count: MAX_PATH_COURSES }));
      }
      order.push({ id: course.id, name: course.name });
      message = m.courseAdded({ course: course.name });
    } else {
      const course = order[index];
      if (!course) return refuse("missing", m.courseNoLongerPathReload());
      if (change.kind === "remove") {
        order.splice(index, 1);
        message = m.courseRemoved({ course: course.name });
      } else {
        const target = change.direction === "up" ? index - 1 : index + 1;
        if (target < 0 || target >= order.length) {
          return refuse(
            "invalid",
            change.direction === "up"
              ? m.alreadyFirst({ course: course.name })
              : m.alreadyLast({ course: course.name }),
          );
        }
        order.splice(index, 1);
        order.splice(target, 0, course);
        message = change.direction === "up" ? m.movedUp({ course: course.name }) : m.movedDown({ course: course.name });
      }
    }
    const problem = await orderProblem(trx, order);
    if (problem) return refuse("invalid", problem);

    const saved = await updateAtVersion(
      trx,
      "learning_paths",
      { id: pathId, version },
      { updated_at: new Date().toISOString() },
      { stale: m.stalePath(), missing: m.pathGone() },
    );
    if (!saved.ok) return saved;
    await trx.deleteFrom("learning_path_courses").where("path_id", "=", pathId).execute();
    if (order.length > 0) {
      await trx
        .insertInto("learning_path_courses")
        .values(order.map((course, position) => ({ path_id: pathId, course_id: course.id, position: position + 1 })))
        .execute();
    }
    // A published path left with no course is taken off the public site rather than shown empty.
    if (order.length === 0)
      await trx.updateTable("learning_paths").set({ is_published: 0 }).where("id", "=", pathId).execute();
    return { ok: true, version: saved.version, message };
  });
}

/** The order's problem with course_prerequisites, by name: two queries (the rules, the names of courses outside). */
async function orderProblem(db: DatabaseExecutor, order: Array<{ id: string; name: string }>) {
  if (order.length === 0) return null;
  const ids = order.map((course) => course.id);
  const prerequisites = await db
    .selectFrom("course_prerequisites")
    .select(["course_id as courseId", "required_course_id as requiredCourseId"])
    .where("course_id", "in", ids)
    .execute();
  const names = new Map(order.map((course) => [course.id, course.name]));
  const outside = [...new Set(prerequisites.map((rule) => rule.requiredCourseId))].filter((id) => !names.has(id));
  if (outside.length > 0) {
    const rows = await db.selectFrom("courses").select(["id", "name"]).where("id", "in", outside).execute();
    for (const row of rows) names.set(row.id, row.name);
  }
  return findPathOrderProblem(order, prerequisites, (id) => names.get(id) ?? "another course");
}
