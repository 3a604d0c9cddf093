import type { RouteAccess } from "~/lib/route-access";
import { requireCourseEditor } from "~/routes/instructor/require-course-editor.server";
import type { Route } from "./+types/course-question-bank-csv";
import { bankCsvDownload } from "./question-bank-downloads.server";

/** A course's question bank as a CSV (its live questions; archived ones stay out). */
export const access = { read: "course-editor" } satisfies RouteAccess;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireCourseEditor(request, params.courseId);
  return bankCsvDownload({ courseId: params.courseId }, "question-bank");
}
