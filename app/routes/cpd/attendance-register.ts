import { requireInstructor } from "~/features/auth/session.server";
import { renderAttendanceRegister } from "~/features/cpd-courses/attendance-register.server";
import { findCourseForStaff } from "~/features/cpd-courses/cpd-course-access.server";
import { listEnrolledUsers } from "~/features/cpd-courses/cpd-courses.server";
import { getSiteSettings } from "~/features/site-settings/site-settings.server";
import { pdfFileResponse } from "~/lib/file-response.server";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/attendance-register";

export const access = { read: "staff" } satisfies RouteAccess;

/** The printable attendance register: names, ID or HPCSA numbers and a column to sign. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireInstructor(request);
  const found = await findCourseForStaff(getDb(), params.id, user);
  if (!found.ok) throw refusalResponse(found);
  const { course } = found;
  const [users, settings] = await Promise.all([listEnrolledUsers(getDb(), course.id), getSiteSettings(getDb())]);
  const pdf = await renderAttendanceRegister(course, users, settings.site_name);
  return pdfFileResponse(pdf, `attendance-register-${course.course_code || course.id}.pdf`);
}
