import { findAssessedCourse as findCourse } from "~/features/assessment/gradebook/assessment-hub.server";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import * as m from "./messages";

/** The course a course-assessment page is about, or a 404 (the guard has already checked it exists). */
export async function findAssessedCourse(db: DatabaseExecutor, courseId: string) {
  const course = await findCourse(db, courseId);
  if (!course) throw refusalResponse(refuse("missing", m.courseMissing()));
  return course;
}
