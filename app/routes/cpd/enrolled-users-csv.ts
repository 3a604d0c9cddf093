import { exportEnrolledUsersCsv } from "~/features/cpd-courses/enrolled-users-csv.server";
import { csvFileResponse } from "~/lib/file-response.server";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import { personalDataFile } from "~/server/personal-data-export.server";
import type { Route } from "./+types/enrolled-users-csv";
import { requireStaffCourse } from "./require-staff-course.server";

export const access = { read: "staff" } satisfies RouteAccess;

/** The enrolled users as a CSV file, in the columns the import reads. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { course } = await requireStaffCourse(request, params.id);
  const csv = await exportEnrolledUsersCsv(getDb(), course.id);
  const fileName = `enrolled-users-${course.course_code.replace(/[^A-Za-z0-9-]/g, "_") || course.id}.csv`;
  return personalDataFile(request, `Enrolled users CSV: ${course.course_name}`, csvFileResponse(csv, fileName));
}
