import { requireInstructor } from "~/features/auth/session.server";
import { pdfResponse } from "~/features/certificates/pdf-response.server";
import { renderAttendanceRegister } from "~/features/cpd-courses/attendance-register.server";
import { findCpdCourse, listEnrolledUsers } from "~/features/cpd-courses/cpd-courses.server";
import { getSiteSettings } from "~/features/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/attendance-register";

export const access = { read: "staff" } satisfies RouteAccess;

/** The printable attendance register: names, ID or HPCSA numbers and a column to sign. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireInstructor(request);
  const course = await findCpdCourse(getDb(), params.id);
  if (!course) throw new Response("This course does not exist.", { status: 404 });
  const [users, settings] = await Promise.all([listEnrolledUsers(getDb(), course.id), getSiteSettings(getDb())]);
  const pdf = await renderAttendanceRegister(course, users, settings.site_name);
  return pdfResponse(pdf, `attendance-register-${course.course_code || course.id}.pdf`);
}
