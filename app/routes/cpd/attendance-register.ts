import { renderAttendanceRegister } from "~/features/cpd-courses/attendance-register.server";
import { listEnrolledUsers } from "~/features/cpd-courses/cpd-courses.server";
import { pdfFileResponse } from "~/lib/file-response.server";
import type { RouteAccess } from "~/lib/route-access";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import { personalDataFile } from "~/server/personal-data-export.server";
import type { Route } from "./+types/attendance-register";
import { requireStaffCourse } from "./require-staff-course.server";

export const access = { read: "staff" } satisfies RouteAccess;

/** The printable attendance register: names, ID or HPCSA numbers and a column to sign. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { course } = await requireStaffCourse(request, params.id);
  const [users, settings] = await Promise.all([listEnrolledUsers(getDb(), course.id), getSiteSettings(getDb())]);
  const pdf = await renderAttendanceRegister(course, users, settings.site_name, settings.time_zone);
  return personalDataFile(
    request,
    `Attendance register PDF: ${course.course_name}`,
    pdfFileResponse(pdf, `attendance-register-${course.course_code || course.id}.pdf`),
  );
}
