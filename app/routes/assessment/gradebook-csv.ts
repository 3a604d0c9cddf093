import { exportGradebookCsv } from "~/features/assessment/gradebook/gradebook-csv.server";
import { csvFileResponse } from "~/lib/file-response.server";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import { personalDataFile } from "~/server/personal-data-export.server";
import type { Route } from "./+types/gradebook-csv";
import { requireAssessedCourse } from "./require-assessment.server";

export const access = { read: "course-assessment" } satisfies RouteAccess;

/** GET /course-assessment/{courseId}/gradebook.csv: the whole course's gradebook as a spreadsheet. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { course } = await requireAssessedCourse(request, params.courseId);
  const { csv, fileName } = await exportGradebookCsv(getDb(), course);
  return personalDataFile(request, `Gradebook CSV: ${course.name}`, csvFileResponse(csv, fileName));
}
