import { findCourseForStaff } from "~/features/cpd-courses/cpd-course-access.server";
import { refusalResponse } from "~/lib/refusal";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";

/**
 * The CPD course screens' one route-level guard: an instructor or admin, and a course they may
 * see. The feature answers with a refusal; here, in the route layer, it becomes the 403/404 page.
 */
export async function requireStaffCourse(request: Request, courseId: string) {
  const user = await requireInstructor(request);
  const found = await findCourseForStaff(getDb(), courseId, user);
  if (!found.ok) throw refusalResponse(found);
  return { user, course: found.course };
}
