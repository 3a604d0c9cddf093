import { requireInstructor } from "~/features/auth/session.server";
import { findCpdCourse } from "~/features/cpd-courses/cpd-courses.server";
import { exportEnrolledUsersCsv } from "~/features/cpd-courses/enrolled-users-csv.server";
import { getDb } from "~/server/app-context.server";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/enrolled-users-csv";

export const access = { read: "staff" } satisfies RouteAccess;

/** The enrolled users as a CSV file, in the columns the import reads. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireInstructor(request);
  const course = await findCpdCourse(getDb(), params.id);
  if (!course) throw new Response("This course does not exist.", { status: 404 });
  const csv = await exportEnrolledUsersCsv(getDb(), course.id);
  const fileName = `enrolled-users-${course.course_code.replace(/[^A-Za-z0-9-]/g, "_") || course.id}.csv`;
  // A byte-order mark so spreadsheet programs read the names' accents as UTF-8.
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
