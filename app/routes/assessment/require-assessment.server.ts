import { assessmentReadRefusal, refuseUnlessAssessmentRole } from "~/features/assessment/assessment-staff.server";
import { refusalResponse } from "~/lib/refusal";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { AssessmentRole } from "~db/schema";

/**
 * The route-level guards of assessment (access levels course-assessment, course-assessor and
 * course-moderator, decision 0090): signed in, then the course's own rule, before any body is read.
 */
export async function requireCourseAssessment(request: Request, courseId: string) {
  const user = await requireUser(request);
  const refusal = await assessmentReadRefusal(getDb(), user, courseId);
  if (refusal) throw refusalResponse(refusal);
  return user;
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
