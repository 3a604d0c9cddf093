import {
  assessmentReadRefusal,
  readAssessmentAccess,
  refuseUnlessAssessmentRole,
} from "~/features/assessment/assessment-staff.server";
import { refusalResponse, refuse } from "~/lib/refusal";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { AssessmentRole } from "~db/schema";
import * as m from "./messages";

/**
 * The route-level guards of assessment (access levels course-assessment, course-assessor and
 * course-moderator, decision 0090): signed in, then the course's own rule, before any body is read.
 */
export async function requireCourseAssessment(request: Request, courseId: string) {
  return (await requireAssessedCourse(request, courseId)).user;
}

/**
 * The same guard, answering with what its one statement read (readAssessmentAccess): the course
 * (id, name, slug), whether the person may edit it, assess or moderate it. A page takes its course
 * name and role checks from here instead of reading them again.
 */
export async function requireAssessedCourse(request: Request, courseId: string) {
  const user = await requireUser(request);
  const refusal = await assessmentReadRefusal(getDb(), user, courseId);
  if (refusal) throw refusalResponse(refusal);
  const access = await readAssessmentAccess(getDb(), user.id, courseId);
  if (!access) throw refusalResponse(refuse("missing", m.courseMissing()));
  return {
    user,
    course: access.course,
    // The course's editors (admins, its instructors) write its question bank (course-access.server).
    canEdit: user.role === "admin" || (user.role === "instructor" && access.teaches),
    isAssessor: access.assessor,
    isModerator: access.moderator,
  };
}

async function requireAssessmentRole(request: Request, courseId: string, role: AssessmentRole) {
  const user = await requireCourseAssessment(request, courseId);
  const refusal = await refuseUnlessAssessmentRole(getDb(), { userId: user.id, courseId, role });
  if (refusal) throw refusalResponse(refusal);
  return user;
}

/** Only the course's named assessors mark its work. */
export function requireCourseAssessor(request: Request, courseId: string) {
  return requireAssessmentRole(request, courseId, "assessor");
}

/** Only the course's named moderators sign off its marks. */
export function requireCourseModerator(request: Request, courseId: string) {
  return requireAssessmentRole(request, courseId, "moderator");
}
