import { requireInstructor } from "~/features/auth/session.server";
import { findCourseForStaff } from "~/features/cpd-courses/cpd-course-access.server";
import { exportEnrolledUsersCsv } from "~/features/cpd-courses/enrolled-users-csv.server";
import { csvFileResponse } from "~/lib/file-response.server";
import { refusalResponse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/enrolled-users-csv";

export const access = { read: "staff" } satisfies RouteAccess;

/** The enrolled users as a CSV file, in the columns the import reads. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireInstructor(request);
  const found = await findCourseForStaff(getDb(), params.id, user);
  if (!found.ok) throw refusalResponse(found);
  const { course } = found;
  const csv = await exportEnrolledUsersCsv(getDb(), course.id);
  const fileName = `enrolled-users-${course.course_code.replace(/[^A-Za-z0-9-]/g, "_") || course.id}.csv`;
  return csvFileResponse(csv, fileName);
}
